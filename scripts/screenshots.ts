/**
 * `npm run screenshots`: the demo's MintPage at 375 and 1280 px in both themes, with the burner
 * connected and the whole page loaded, into docs/screenshots/ (for review in pull requests).
 */
import { join } from 'node:path';
import { build } from 'vite';
import { launchChromium } from '../e2e/browser.js';
import { serveDemo, startSandbox } from '../e2e/harness.js';

const OUT = join(process.cwd(), 'docs', 'screenshots');

await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn' });
const demo = await serveDemo();
const sandbox = await startSandbox();
const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      const page = await context.newPage();
      await page.goto(`${demo.url}/?sandboxUrl=${sandbox.url}&theme=${theme}`);
      await page.getByRole('heading', { name: 'MintKit Genesis', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Connect wallet', exact: true }).click();
      await page.getByRole('button', { name: /Sandbox burner/ }).click();
      await page.getByText(/Connected as/).waitFor();
      await page.locator('[data-slot="mint-button"][data-state="ready"]').waitFor();
      // Scroll through once, as a buyer would, so the below-the-fold sections and lazy images load.
      for (let y = 0; y < 8_000; y += 600) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(120);
      }
      await page.locator('[data-slot="gallery"] img').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      const file = join(OUT, `mint-page-${theme}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await demo.close();
  await sandbox.close();
}
