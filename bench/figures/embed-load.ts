import { SEEDED_KEYS } from '../../src/sandbox/seed-ids.js';
import { serveEmbedPage, strictCsp } from '../../e2e/harness.js';
import { EMBED_BUILD_DIR } from '../lib/build.js';
import { formatBytes, gzipBytes, kb } from '../lib/compress.js';
import { PRICES_SELECTOR, startBenchSandbox, waitForNetworkQuiet, type BenchBrowser } from '../lib/harness.js';
import type { FigureResult } from '../lib/report.js';

/** Figure 2a's budget: the embed is the same page, carrying its own React. */
const BUDGET_BEFORE_WALLET_GZIP = 100_000;

/** A string literal of @solana/web3.js that survives minification: its code is in a script when this is. */
const WEB3_MARKER = 'Transaction recentBlockhash required';

interface EmbedResponse {
  file: string;
  kind: 'js' | 'css';
  gzip: number;
  text: string;
}

/**
 * Figure 2e: `mintkit/embed` on a creator's plain HTML page (no React of its own), as `README`'s
 * snippet mounts it: every script and stylesheet the page loads from the built `dist/embed/` files
 * before any wallet interaction, gzip -9.
 */
export async function measureEmbedLoad(browser: BenchBrowser): Promise<FigureResult> {
  const sandbox = await startBenchSandbox(browser.audit);
  const nonce = 'bench-embed-snippet';
  const site = await serveEmbedPage({
    key: SEEDED_KEYS.sandbox,
    nonce,
    directory: EMBED_BUILD_DIR,
    csp: () => strictCsp(sandbox.url).replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
  });
  browser.audit.allow(site.url);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Array<Promise<EmbedResponse | null>> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/mintkit/')) return;
      const kind = url.pathname.endsWith('.css') ? 'css' : url.pathname.endsWith('.js') ? 'js' : null;
      if (!kind) return;
      pending.push(
        response.body().then(
          (body) => ({ file: url.pathname.slice('/mintkit/'.length), kind, gzip: gzipBytes(body), text: body.toString('utf8') }),
          () => null,
        ),
      );
    });
    await page.goto(`${site.url}/?sandboxUrl=${encodeURIComponent(sandbox.url)}`);
    await page.locator(PRICES_SELECTOR).first().waitFor();
    await waitForNetworkQuiet(page, 1_000);
    const loaded = (await Promise.all(pending)).filter((entry): entry is EmbedResponse => entry !== null);
    const scripts = loaded.filter((entry) => entry.kind === 'js');
    const styles = loaded.filter((entry) => entry.kind === 'css');
    const jsGzip = scripts.reduce((sum, entry) => sum + entry.gzip, 0);
    const cssGzip = styles.reduce((sum, entry) => sum + entry.gzip, 0);
    const web3Before = scripts.some((entry) => entry.text.includes(WEB3_MARKER));
    const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    return {
      rows: [
        {
          id: '2e',
          figure: 'Embed (mintkit/embed on a plain HTML page) before any wallet interaction',
          value: `${formatBytes(jsGzip)} gzip of JS in ${scripts.length} files, React, React DOM and react-query included (largest: ${largest.map((entry) => `${entry.file} ${kb(entry.gzip)}`).join(', ')}) + ${kb(cssGzip)} CSS; @solana/web3.js ${web3Before ? 'LOADED' : 'not loaded'}`,
          budget: '≤ 100 KB gzip JS (2a’s), no web3.js',
          verdict: jsGzip <= BUDGET_BEFORE_WALLET_GZIP && !web3Before ? 'pass' : 'fail',
          how: 'vite.embed.config.ts built into bench/.build/embed; the README snippet (stylesheet, one data-mintkit-drop element, a module script calling mountAll) served on 127.0.0.1 with the strict CSP plus the snippet’s nonce, sandbox server on its own port; page opened, waited for the phase prices and 1 s without requests; every /mintkit/ JS and CSS body gzip -9 (node:zlib); web3.js found by a string literal of it that survives minification',
        },
      ],
      details: { '2e.embedResponses': loaded.map(({ text: _text, ...rest }) => rest) },
    };
  } finally {
    await context.close();
    await site.close();
    await sandbox.close();
  }
}
