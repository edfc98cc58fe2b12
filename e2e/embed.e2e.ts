import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { SEEDED_KEYS } from '../src/sandbox/seed-ids.js';
import { EMBED_DIR, embedPageForFile, openDemo } from './harness.js';

const nonce = 'embed-e2e-snippet';

/** A string literal of @solana/web3.js that survives minification: its code is in a script when this is. */
const WEB3_MARKER = 'Transaction recentBlockhash required';

const setup = embedPageForFile(nonce);

describe('the embed on a plain HTML page', () => {
  it('shows the drop, its phases and a price after one read-model request, and loads the wallet chunk only when the buyer connects', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const watched = await openDemo(context, setup.site.url, setup.sandbox.url);
      const { page } = watched;
      // The page has no React of its own: the snippet is its only script.
      expect(await page.locator('script').count()).toBe(1);

      await page.getByRole('heading', { name: 'MintKit Genesis', exact: true }).waitFor();
      await page.locator('[data-slot="phase-name"]', { hasText: 'Early bird' }).waitFor();
      await page.locator('[data-slot="mint-page-price"]', { hasText: /SOL/ }).waitFor();
      const sandboxHost = new URL(setup.sandbox.url).host;
      // API calls only: the drop's art is served by the sandbox too, but it is images, not the API.
      const apiCalls = watched.requests.filter((request) => request.host === sandboxHost && request.method !== 'OPTIONS' && /^\/(mint|market)\//.test(request.path));
      expect(apiCalls).toEqual([{ method: 'GET', host: sandboxHost, path: '/mint/v1/collections/genesis' }]);
      expect(await page.locator('[data-mintkit]').getAttribute('data-theme')).toBe('light');
      expect((await watched.scripts()).some((source) => source.includes(WEB3_MARKER))).toBe(false);

      await page.getByRole('button', { name: 'Connect wallet to mint' }).click();
      await page.getByText('Choose a wallet').waitFor();
      // Headless Chromium has no Wallet Standard wallet; the chooser says so rather than staying blank.
      await page.getByText('No Solana wallet was found in this browser.', { exact: false }).waitFor();
      await expect.poll(async () => (await watched.scripts()).some((source) => source.includes(WEB3_MARKER))).toBe(true);

      expect(watched.thirdParty).toEqual([]);
      expect(watched.cspViolations).toEqual([]);
      expect(watched.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ships none of the sandbox: no file of dist/embed, lazy chunks included, carries its seeded key', () => {
    const files = readdirSync(EMBED_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(1);
    const carriers = files.filter((name) => readFileSync(join(EMBED_DIR, name), 'utf8').includes(SEEDED_KEYS.sandbox));
    expect(carriers).toEqual([]);
  });
});
