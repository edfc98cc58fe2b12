import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { embedPageForFile, openDemo } from './harness.js';

/**
 * The embed on creators' real sites: their theme's element rules, their root font size, their
 * visitors' text size. Served under the same strict CSP as the demo (the host's theme is a file of
 * its own origin).
 */

/** A site theme of the kind Webflow, Squarespace or WordPress ship: rules for bare elements, and a 62.5% root. */
const THEME = `
html { font-size: 62.5%; }
body { font: italic 300 1.8rem/1.9 Georgia, serif; letter-spacing: 0.05em; text-align: center; color: #333; }
h1, h2, h3, h4 { text-transform: uppercase; letter-spacing: 0.2em; font: 700 4rem Impact, sans-serif; margin: 2em 0 1em; color: navy; border-bottom: 3px double navy; }
p { margin: 1.2em 0; line-height: 1.8; max-width: 40ch; font-size: 2rem; }
img { border: 4px solid hotpink; max-width: 50%; padding: 6px; border-radius: 50%; float: left; }
button, input { text-transform: uppercase; letter-spacing: 0.2em; background: hotpink; color: white; border: 3px solid black; border-radius: 0; padding: 20px 40px; font-size: 1.2rem; box-shadow: 4px 4px 0 black; margin: 10px; }
button:hover { background: black; transform: translateY(-2px); }
ul, ol { list-style: square; padding-left: 3em; margin: 1em 0; }
li { list-style: disc; margin-bottom: 0.5em; padding: 4px; }
a { color: red; text-decoration: none; border-bottom: 2px dotted red; font-weight: bold; }
a:hover { color: orange; }
section, header { padding: 60px 0; margin: 40px 0; background: #fafafa; }
dt { font-weight: bold; } dd { margin-left: 2em; }
label { display: block; text-transform: uppercase; font-size: 1.1rem; margin-bottom: 8px; }
span { letter-spacing: 0.1em; }
`;

const PROPS = ['display', 'float', 'font-size', 'font-weight', 'font-family', 'font-style', 'line-height', 'letter-spacing', 'text-transform', 'text-align', 'color', 'background-color', 'margin', 'padding', 'border-width', 'border-style', 'border-radius', 'box-shadow', 'max-width', 'transform', 'text-decoration-line'];

const nonce = 'host-page-e2e';

const setup = embedPageForFile(nonce, { theme: THEME, 'font-20': '[data-mintkit] { --mintkit-font-size: 20px; }', 'root-62': 'html { font-size: 62.5%; }' });

/** Opens the creator's page (with one of its stylesheets), with the drop, its phases and its price in. */
async function open(context: BrowserContext, host?: string) {
  const watched = await openDemo(context, setup.site.url, setup.sandbox.url, host ? { host } : {});
  await watched.page.getByRole('heading', { name: 'MintKit Genesis', exact: true }).waitFor();
  await watched.page.locator('[data-slot="phase-name"]', { hasText: 'Early bird' }).waitFor();
  await watched.page.locator('[data-slot="mint-page-price"]', { hasText: /SOL/ }).waitFor();
  await watched.page.locator('[data-slot="mint-button"][data-state="connect-wallet"]').waitFor();
  // Colours still easing from the loading state would differ by the moment they were read.
  await watched.page.evaluate(() => Promise.all(document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished] : []))));
  return watched;
}

/** Every element of the kit, in order, with its tag, slot and the computed styles a host theme could reach. */
function kitStyles(page: Page) {
  return page.evaluate((props) => {
    const elements = [document.querySelector('[data-mintkit]')!, ...document.querySelectorAll('[data-mintkit] *')];
    return elements.map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}.${element.getAttribute('data-slot') ?? ''} ${props.map((name) => `${name}=${style.getPropertyValue(name)}`).join(' ')}`;
    });
  }, PROPS);
}

/** The font sizes (px) of parts at each level of the kit's type scale. */
function typeScale(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      ['mint-page', 'collection-description', 'mint-button', 'phase-schedule', 'phase-fact', 'supply-percent', 'phase-list-heading', 'sandbox-badge'].map((slot) => [slot, parseFloat(getComputedStyle(document.querySelector(`[data-slot="${slot}"]`)!).fontSize)]),
    ),
  );
}

describe('the embed on a creator’s themed site', () => {
  it('looks exactly as on a plain page under a theme that styles bare elements (62.5% root, capitalised spaced headings and buttons, framed images, paragraph margins, bullets)', async () => {
    for (const width of [1280, 360]) {
      const context = await setup.browser.newContext({ viewport: { width, height: 900 } });
      try {
        const plain = await kitStyles((await open(context)).page);
        const themed = await open(context, 'theme');
        // The theme reaches the host's own heading, so it did load.
        expect(await themed.page.locator('body > h1').evaluate((element) => getComputedStyle(element).textTransform)).toBe('uppercase');
        const styled = await kitStyles(themed.page);
        expect(styled.length).toBe(plain.length);
        expect(styled.filter((line, index) => line !== plain[index]).concat(plain.filter((line, index) => line !== styled[index]))).toEqual([]);
        // Nor do its hover rules reach the kit's links and buttons.
        for (const target of [themed.page.getByRole('link', { name: /^Website/ }), themed.page.getByRole('button', { name: 'Connect wallet', exact: true })]) {
          await target.hover();
          const hovered = await target.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor, getComputedStyle(element).transform]);
          expect(hovered).not.toContain('rgb(255, 165, 0)');
          expect(hovered).not.toContain('rgb(0, 0, 0)');
          expect(hovered[2]).toBe('none');
        }
        expect(themed.cspViolations).toEqual([]);
        expect(themed.pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('sizes all its text from --mintkit-font-size, not from the host’s html font size, and follows the visitor’s browser text size', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const plain = await typeScale((await open(context)).page);
      expect(plain).toMatchObject({ 'mint-page': 16, 'mint-button': 17, 'phase-fact': 13, 'phase-schedule': 14, 'sandbox-badge': 12 });
      // A host's 62.5% root leaves every size as it was.
      expect(await typeScale((await open(context, 'root-62')).page)).toEqual(plain);
      // The creator's 20px scales every size by 20/16: the hierarchy stays, the button and headings included.
      const larger = await typeScale((await open(context, 'font-20')).page);
      for (const [slot, size] of Object.entries(plain)) expect(larger[slot], slot).toBeCloseTo(size * 1.25, 1);

      // A visitor whose browser text size is 200% (a default font size of 32px) gets the kit at 200%, on a 62.5% host too.
      for (const host of [undefined, 'root-62']) {
        const { page: big } = await open(context, host);
        const client = await context.newCDPSession(big);
        await client.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
        const doubled = await typeScale(big);
        for (const [slot, size] of Object.entries(plain)) expect(doubled[slot], `${host ?? 'plain'} ${slot}`).toBeCloseTo(size * 2, 1);
      }
    } finally {
      await context.close();
    }
  });
});

describe('a buyer with no wallet in the browser', () => {
  it('pressing Connect wallet to mint on a phone sees the answer under that button, focused, and Escape takes them back to it', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    try {
      const watched = await open(context);
      const { page } = watched;
      const button = page.getByRole('button', { name: 'Connect wallet to mint' });
      await button.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await button.tap();
      const answer = page.getByText('No Solana wallet was found in this browser.', { exact: false });
      await answer.waitFor();
      await expect.poll(() => answer.evaluate((element) => element === document.activeElement)).toBe(true);
      // Where the buyer's finger was: under the button, on screen, and the page has not jumped up to its top bar.
      const [buttonBox, answerBox] = await Promise.all([button.boundingBox(), answer.boundingBox()]);
      expect(answerBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height);
      expect(answerBox!.y - (buttonBox!.y + buttonBox!.height)).toBeLessThan(80);
      expect(answerBox!.y + answerBox!.height).toBeLessThanOrEqual(740);
      expect(answerBox!.y).toBeGreaterThanOrEqual(0);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(200);

      await page.keyboard.press('Escape');
      await expect.poll(() => answer.count()).toBe(0);
      await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(watched.cspViolations).toEqual([]);
      expect(watched.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
