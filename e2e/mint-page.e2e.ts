import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BUDGET_BEFORE_WALLET_GZIP } from '../bench/figures/demo-load.js';
import { gzipBytes } from '../bench/lib/compress.js';
import { launchChromium } from './browser.js';
import { openDemo, screenshot, serveDemo, startSandbox, strictCsp, supplyFigure, type WatchedPage } from './harness.js';

let browser: Browser;
let context: BrowserContext;
let demo: Awaited<ReturnType<typeof serveDemo>>;
const sandboxes: Array<{ close(): Promise<void> }> = [];
let sandboxOrigins = new Set<string>();

beforeAll(async () => {
  // Every page is served with a strict CSP that admits only its own origin and its sandbox.
  demo = await serveDemo(({ url }) => {
    const params = new URL(url, 'http://x').searchParams;
    // A page pointed at the service by `baseUrl` alone (no burner) names its sandbox that way.
    const sandbox = params.get('sandboxUrl') || (params.get('baseUrl') ? new URL(params.get('baseUrl')!).origin : null);
    return strictCsp(sandbox && sandboxOrigins.has(sandbox) ? sandbox : "'none'");
  });
  browser = await launchChromium();
});

// A fresh context per test: no remembered wallet, no storage carried over.
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterEach(async () => {
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
  await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
});

async function sandbox(options: Parameters<typeof startSandbox>[0] = {}) {
  const server = await startSandbox(options);
  sandboxes.push(server);
  sandboxOrigins = new Set([...sandboxOrigins, server.url]);
  return server;
}

function expectHealthy(watched: WatchedPage) {
  expect(watched.thirdParty).toEqual([]);
  expect(watched.cspViolations).toEqual([]);
  expect(watched.pageErrors).toEqual([]);
}

async function connectBurner(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet', exact: true }).click();
  await page.getByRole('button', { name: /Sandbox burner/ }).click();
  await page.getByText(/Connected as/).waitFor();
}

/** A string literal of @solana/web3.js that survives minification: its code is in a script when this is. */
const WEB3_MARKER = 'Transaction recentBlockhash required';
const loadedWeb3 = async (watched: WatchedPage) => (await watched.scripts()).some((source) => source.includes(WEB3_MARKER));

async function drop(page: Page, name: string) {
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

describe('a buyer on the demo page', () => {
  it('shows the drop with at most 100 KB of JavaScript and no web3.js, connects the burner, picks 2, approves in the wallet and sees the result, the supply and allowance move', async () => {
    const server = await sandbox();
    const watched = await openDemo(context, demo.url, server.url);
    const { page } = watched;
    await drop(page, 'MintKit Genesis');
    await screenshot(page, '01-drop-before-wallet');
    const mintedBefore = await supplyFigure(page, 'minted');
    // The drop, its lower sections and the market are all shown without @solana/web3.js: it loads for the wallet.
    await page.waitForLoadState('networkidle');
    expect(await loadedWeb3(watched)).toBe(false);
    // Figure 2a's budget, kept between bench runs: every script so far, React included, gzip -9.
    const scriptsBeforeWallet = await watched.scripts();
    expect(scriptsBeforeWallet.reduce((sum, source) => sum + gzipBytes(source), 0)).toBeLessThanOrEqual(BUDGET_BEFORE_WALLET_GZIP);

    await connectBurner(page);
    await expect.poll(() => loadedWeb3(watched)).toBe(true);
    await screenshot(page, '01b-wallet-connected');
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'Mint 2' }).click();

    // The wallet prompt step: the page says so while the burner asks for approval.
    const prompt = page.getByRole('dialog', { name: 'Sandbox burner' });
    await prompt.waitFor();
    await page.getByText('Approve the transaction in your wallet.').waitFor();
    await page.locator('[data-slot="mint-status"][data-state="awaiting-signature"]').waitFor();
    await screenshot(page, '02-wallet-prompt');
    await prompt.getByRole('button', { name: 'Approve' }).click();

    await page.getByText('Minted 2!').waitFor({ timeout: 15_000 });
    await screenshot(page, '03-minted');
    expect(await page.locator('[data-slot="mint-status-item"]').count()).toBe(2);
    await expect.poll(() => supplyFigure(page, 'minted'), { timeout: 15_000 }).toBe(mintedBefore + 2);
    await page.getByText('3 left for your wallet').waitFor();
    expect(watched.count('/prepare-mint')).toBe(1);
    expect(watched.count('/execute-mint')).toBeGreaterThanOrEqual(1);
    expectHealthy(watched);
    await page.close();
  });

  it('on an Android phone with no wallet installed, choosing Mobile Wallet Adapter asks no other host for anything (its dialog’s Google Fonts links are taken out of the build)', async () => {
    const server = await sandbox();
    const android = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      isMobile: true,
      hasTouch: true,
      viewport: { width: 412, height: 915 },
    });
    try {
      // Without the sandbox's burner, wallet-adapter offers Mobile Wallet Adapter, as on a real creator's page.
      const watched = await openDemo(android, demo.url, server.url, { sandboxUrl: '', baseUrl: `${server.url}/mint` });
      const { page } = watched;
      const injected = new Promise<void>((resolve) => page.on('console', (message) => message.text() === 'Injecting modal' && resolve()));
      await page.getByRole('heading', { name: 'MintKit Genesis' }).waitFor();
      await page.getByRole('button', { name: 'Connect wallet', exact: true }).click();
      await page.getByRole('button', { name: /Mobile Wallet Adapter/ }).click();
      await injected; // its dialog is on the page
      await page.waitForTimeout(1_000);
      expect(watched.thirdParty).toEqual([]);
      // Its dialog's own inline <style> is refused by the strict CSP (wallet-adapter's, not the kit's); no font is asked for.
      expect(watched.cspViolations.filter((violation) => /fonts\.g/.test(violation))).toEqual([]);
    } finally {
      await android.close();
    }
  });

  it('refusing in the wallet returns to ready, with no error and nothing minted', async () => {
    const server = await sandbox();
    const watched = await openDemo(context, demo.url, server.url);
    const { page } = watched;
    await drop(page, 'MintKit Genesis');
    const mintedBefore = await supplyFigure(page, 'minted');
    await connectBurner(page);
    await page.getByRole('button', { name: 'Mint 1' }).click();
    const prompt = page.getByRole('dialog', { name: 'Sandbox burner' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('button', { name: 'Mint 1' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mint 1' }).isEnabled()).toBe(true);
    expect(await page.locator('[data-slot="mint-status-error"]').count()).toBe(0);
    expect(watched.count('/execute-mint')).toBe(0);
    await page.reload();
    await drop(page, 'MintKit Genesis');
    expect(await supplyFigure(page, 'minted')).toBe(mintedBefore);
    expectHealthy(watched);
    await page.close();
  });

  it('follows a phase transition driven by the server’s timers without a reload', async () => {
    const server = await sandbox({ transitionAfterMs: 8_000 });
    const watched = await openDemo(context, demo.url, server.url);
    const { page } = watched;
    await drop(page, 'MintKit Genesis');
    const earlyBird = page.locator('[data-slot="phase"]', { hasText: 'Early bird' });
    const publicPhase = page.locator('[data-slot="phase"]', { hasText: /^Public/ });
    await earlyBird.locator('[data-slot="phase-status"]', { hasText: 'Live' }).waitFor();
    await publicPhase.locator('[data-slot="phase-status"]', { hasText: 'Upcoming' }).waitFor();
    await screenshot(page, '04-before-transition');
    await publicPhase.locator('[data-slot="phase-status"]', { hasText: 'Live' }).waitFor({ timeout: 20_000 });
    await earlyBird.locator('[data-slot="phase-status"]', { hasText: 'Ended' }).waitFor();
    await screenshot(page, '05-after-transition');
    expectHealthy(watched);
    await page.close();
  });

  it('cannot mint a sold-out drop', async () => {
    const server = await sandbox();
    const watched = await openDemo(context, demo.url, server.url, { drop: 'sold-out' });
    const { page } = watched;
    await page.locator('[data-slot="supply-stats"][data-state="sold-out"]').waitFor();
    await connectBurner(page);
    const button = page.locator('[data-slot="mint-button"]');
    await page.locator('[data-slot="mint-button"][data-state="sold-out"]').waitFor();
    expect(await button.isDisabled()).toBe(true);
    await screenshot(page, '06-sold-out');
    expect(watched.count('/prepare-mint')).toBe(0);
    expectHealthy(watched);
    await page.close();
  });

  it('draws the supply bar and its fill in forced colours (Windows High Contrast)', async () => {
    const server = await sandbox();
    const forced = await browser.newContext({ viewport: { width: 1280, height: 900 }, forcedColors: 'active' });
    const { page } = await openDemo(forced, demo.url, server.url);
    // The loading skeleton has a bar-shaped placeholder under the same slot; wait for the counts' real bar.
    const bar = page.locator('[data-slot="supply-stats"][data-state="available"] progress[data-slot="supply-progress"]');
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    const shot = () => page.screenshot({ clip: { x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4 } });
    const drawn = await shot();
    await bar.evaluate((element: HTMLProgressElement) => (element.value = 0));
    const empty = await shot();
    await bar.evaluate((element) => (element.style.visibility = 'hidden'));
    const none = await shot();
    // The bar is not the page behind it, and its fill is not its empty track.
    expect(empty.equals(none)).toBe(false);
    expect(drawn.equals(empty)).toBe(false);
    await forced.close();
  });

  it('never reads an unknown price as 0 or free', async () => {
    const server = await sandbox();
    const watched = await openDemo(context, demo.url, server.url, { drop: 'unknown-price' });
    const { page } = watched;
    const prices = page.locator('[data-slot="price"]');
    await prices.first().waitFor();
    const texts = await prices.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toBe('Price unavailable');
      expect(text).not.toMatch(/free|\b0\b/i);
    }
    await screenshot(page, '07-unknown-price');
    expectHealthy(watched);
    await page.close();
  });

  it('keeps counting down right and minting with the browser clock five hours wrong', async () => {
    const server = await sandbox({ transitionAfterMs: 150_000 });
    // Open through the harness with the skew installed on the context's next page.
    await context.addInitScript(`(() => {
      const RealDate = Date; const skew = 5 * 3600000;
      class SkewedDate extends RealDate { constructor(...a) { if (a.length === 0) super(RealDate.now() + skew); else super(...a); } static now() { return RealDate.now() + skew; } }
      globalThis.Date = SkewedDate;
    })();`);
    const watched = await openDemo(context, demo.url, server.url);
    const skewed = watched.page;
    expect(await skewed.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeGreaterThan(4 * 3_600_000);
    await drop(skewed, 'MintKit Genesis');
    const countdown = skewed.locator('[data-slot="phase"]', { hasText: 'Early bird' }).locator('[data-slot="countdown"]');
    await expect.poll(async () => countdown.innerText()).toMatch(/^02:[0-5]\d$/);
    await screenshot(skewed, '08-clock-five-hours-fast');
    await connectBurner(skewed);
    await skewed.getByRole('button', { name: 'Mint 1' }).click();
    await skewed.getByRole('dialog', { name: 'Sandbox burner' }).getByRole('button', { name: 'Approve' }).click();
    await skewed.getByText('Minted 1!').waitFor({ timeout: 15_000 });
    expectHealthy(watched);
    await skewed.close();
  });
});
