import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { embedPageForFile, openDemo } from './harness.js';

/**
 * The embed on a right-to-left site (Arabic, Hebrew, Persian: `<html dir="rtl">`), on a phone and on a
 * desktop: the page is the mirror of the left-to-right one, and the wallet chooser, opened from the
 * top bar's Connect wallet or from Connect wallet to mint, stays on screen.
 */

const nonce = 'rtl-host-e2e';

const setup = embedPageForFile(nonce);

/** The creator's page in one direction, with the drop, its price and every lower section in. */
async function open(context: BrowserContext, dir: 'ltr' | 'rtl') {
  const watched = await openDemo(context, setup.site.url, setup.sandbox.url, dir === 'rtl' ? { dir: 'rtl', lang: 'ar' } : {});
  const { page } = watched;
  await page.getByRole('heading', { name: 'MintKit Genesis', exact: true }).waitFor();
  await page.locator('[data-slot="mint-page-price"]', { hasText: /SOL/ }).waitFor();
  await page.locator('[data-slot="mint-button"][data-state="connect-wallet"]').waitFor();
  // The lower sections load as they come into view: mounted (their code loads first, and before it
  // nothing of them is there to be busy), the gallery shown (it waits for the bounty's answer), and
  // none of them still loading. Counting busy sections alone passed before any had mounted.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('[data-mintkit] [data-slot="mint-page-secondary"]').waitFor({ timeout: 15_000 });
  await page.locator('[data-mintkit] section[data-slot="gallery"]:not([hidden])').waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('[data-mintkit] [aria-busy="true"], [data-mintkit] [data-slot="panel-skeleton"]').count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => Promise.all(document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished] : []))));
  return watched;
}

/**
 * The left and right edges of every box of the kit's layout, by its place in the tree. Inline pieces
 * of a line of text are left out (the words of an English sentence keep their order in either
 * direction), and so is the chart's drawing.
 */
function layoutBoxes(page: Page) {
  return page.evaluate(() => {
    const boxes: Record<string, [number, number]> = {};
    const walk = (element: Element, path: string) => {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && getComputedStyle(element).display !== 'inline') boxes[path] = [box.left, box.right];
      if (element.tagName.toLowerCase() === 'svg') return;
      const counts: Record<string, number> = {};
      for (const child of element.children) {
        const key = `${child.tagName.toLowerCase()}.${child.getAttribute('data-slot') ?? ''}`;
        counts[key] = (counts[key] ?? 0) + 1;
        walk(child, `${path} > ${key}[${counts[key]}]`);
      }
    };
    walk(document.querySelector('[data-mintkit]')!, 'root');
    return { width: document.documentElement.clientWidth, boxes };
  });
}

/** How far the page scrolls sideways (0: not at all). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function horizontalExtent(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

describe('the embed on a right-to-left site', () => {
  for (const width of [360, 1280]) {
    it(`at ${width} px is the mirror of the left-to-right page: the wallet button at the far end of the bar, the collection avatar inset from the banner's edge, the price at the end of its line`, async () => {
      const context = await setup.browser.newContext({ viewport: { width, height: 800 }, isMobile: width < 600, hasTouch: width < 600 });
      try {
        const ltr = await layoutBoxes((await open(context, 'ltr')).page);
        const watched = await open(context, 'rtl');
        const { page } = watched;
        expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-mintkit]')!).direction)).toBe('rtl');
        const rtl = await layoutBoxes(page);
        expect(Object.keys(rtl.boxes)).toEqual(Object.keys(ltr.boxes));
        const notMirrored = Object.entries(ltr.boxes).flatMap(([path, [left, right]]) => {
          const [rtlLeft, rtlRight] = rtl.boxes[path]!;
          return Math.abs(rtlLeft - (ltr.width - right)) > 1 || Math.abs(rtlRight - (ltr.width - left)) > 1 ? [`${path}: ${Math.round(rtlLeft)}..${Math.round(rtlRight)}, mirror ${Math.round(ltr.width - right)}..${Math.round(ltr.width - left)}`] : [];
        });
        expect(notMirrored).toEqual([]);

        // What a buyer sees of it, said plainly.
        const bar = await horizontalExtent(page.locator('[data-slot="mint-page-bar"]'));
        const barStyle = await page.locator('[data-slot="mint-page-bar"]').evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
        expect((await horizontalExtent(page.getByRole('button', { name: 'Connect wallet', exact: true }))).left).toBeCloseTo(bar.left + barStyle, 0);
        const banner = await horizontalExtent(page.locator('[data-slot="collection-banner"]'));
        expect(banner.right - (await horizontalExtent(page.locator('[data-slot="collection-image"]'))).right).toBeCloseTo(16, 0);
        const priceLine = page.locator('[data-slot="mint-page-price"]');
        expect((await horizontalExtent(priceLine.locator('[data-slot="live-price"]'))).left).toBeCloseTo((await horizontalExtent(priceLine)).left, 0);

        expect(await sidewaysOverflow(page)).toBe(0);
        expect(watched.cspViolations).toEqual([]);
        expect(watched.pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('on a phone, opens the wallet chooser on screen from the bar’s Connect wallet and from Connect wallet to mint, and the page never scrolls sideways', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const watched = await open(context, 'rtl');
      const { page } = watched;
      const answer = page.getByText('No Solana wallet was found in this browser.', { exact: false });
      const onScreen = async () => {
        const menu = await horizontalExtent(page.locator('[data-slot="wallet-menu"]'));
        return menu.left >= 0 && menu.right <= 360;
      };

      // The bar's button, by keyboard as by touch.
      const connect = page.getByRole('button', { name: 'Connect wallet', exact: true });
      await connect.focus();
      await page.keyboard.press('Enter');
      await answer.waitFor();
      expect(await onScreen()).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => answer.count()).toBe(0);

      const mint = page.getByRole('button', { name: 'Connect wallet to mint' });
      await mint.scrollIntoViewIfNeeded();
      await mint.tap();
      await answer.waitFor();
      await expect.poll(() => answer.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await onScreen()).toBe(true);
      const [menu, button] = await Promise.all([horizontalExtent(page.locator('[data-slot="wallet-menu"]')), horizontalExtent(mint)]);
      // Under the button pressed, as wide as it.
      expect(menu.left).toBeCloseTo(button.left, 0);
      expect(menu.right).toBeCloseTo(button.right, 0);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);

      expect(watched.cspViolations).toEqual([]);
      expect(watched.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an English description in its own order on an Arabic page: its full stop at its end, the text still set to the page’s side', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    try {
      const { page } = await open(context, 'rtl');
      const description = page.locator('[data-slot="collection-description"]');
      expect(await description.innerText()).toMatch(/opens\.$/);
      const layout = await description.evaluate((element) => {
        const text = element.firstChild!;
        const length = text.textContent!.length;
        const at = (start: number) => {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + 1);
          return range.getBoundingClientRect();
        };
        const lines = [...(() => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getClientRects();
        })()];
        const box = element.getBoundingClientRect();
        return { stop: at(length - 1), s: at(length - 2), lines: lines.map((line) => ({ left: line.left, right: line.right })), box: { left: box.left, right: box.right } };
      });
      // "…opens." reads left to right: the full stop right of the "s", not before the sentence.
      expect(layout.stop.left).toBeGreaterThanOrEqual(layout.s.right - 0.5);
      // Its lines are set to the page's start side (the right), as the rest of the page: the short last line too.
      expect(layout.lines.length).toBeGreaterThan(1);
      expect(layout.lines.at(-1)!.right).toBeCloseTo(layout.box.right, 0);
    } finally {
      await context.close();
    }
  });
});
