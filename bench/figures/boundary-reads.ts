import { evaluate, startBenchSandbox, waitForExpression, type BenchBrowser, type StaticSite } from '../lib/harness.js';
import type { FigureResult } from '../lib/report.js';
import { max, median, min, sleep } from '../lib/stats.js';

const BUYERS = 40;
/** The sliding window the peak is counted in. */
const PEAK_WINDOW_MS = 100;

interface BoundaryRecord {
  reads: number[];
  openingMs: number | null;
  /** Device time at which each buyer's phase first read Live (null: not yet). */
  liveAt: Array<number | null>;
}

/** Most reads that fall within any `windowMs` of each other. */
function peakIn(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let peak = 0;
  for (let first = 0, last = 0; last < sorted.length; last++) {
    while (sorted[last]! - sorted[first]! >= windowMs) first++;
    peak = Math.max(peak, last - first + 1);
  }
  return peak;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Figure 3c: what a drop's service sees when a phase opens with many pages waiting for it. Every
 * page counts on the same server clock, so the kit spreads each page's ask over a second after the
 * boundary; this measures the spread, and what it costs a buyer (how late their page reads Live).
 */
export async function measureBoundaryReads(browser: BenchBrowser, pages: StaticSite): Promise<FigureResult> {
  const sandbox = await startBenchSandbox(browser.audit);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const query = new URLSearchParams({ sandboxUrl: sandbox.url, buyers: String(BUYERS) });
    await page.goto(`${pages.url}/boundary.html?${query.toString()}`);
    await waitForExpression(page, `document.querySelectorAll('[data-slot="phase"][data-state="upcoming"]').length === ${BUYERS}`);
    // Each buyer's page as the buyer sees it: the first moment its phase reads Live.
    await evaluate(
      page,
      `(() => {
        const record = window.__boundary;
        record.liveAt = Array.from({ length: ${BUYERS} }, () => null);
        const roots = [...document.querySelectorAll('[data-slot="phase-list"]')];
        const watch = setInterval(() => {
          roots.forEach((root, index) => {
            if (record.liveAt[index] === null && root.querySelector('[data-slot="phase"][data-state="active"]')) record.liveAt[index] = Date.now();
          });
          if (record.liveAt.every((at) => at !== null)) clearInterval(watch);
        }, 5);
      })()`,
    );
    await waitForExpression(page, `window.__boundary.liveAt.every((at) => at !== null)`, 20_000, 100);
    await sleep(500);
    const record = await evaluate<BoundaryRecord>(page, 'window.__boundary');
    if (record.openingMs === null) throw new Error('the bench page never planned its opening');
    const opening = record.openingMs;
    // The reads around the opening, not each page's first load (five seconds before it).
    const asks = record.reads.filter((at) => at > opening - 1_000).map((at) => at - opening);
    const live = record.liveAt.map((at) => at! - opening);
    const peak = peakIn(asks, PEAK_WINDOW_MS);
    return {
      rows: [
        {
          id: '3c',
          figure: `Reads of the drop when a phase opens, ${BUYERS} buyers' pages waiting`,
          value: `${asks.length} reads (${(asks.length / BUYERS).toFixed(1)} a page), ${seconds(min(asks))}–${seconds(max(asks))} after the boundary (median ${seconds(median(asks))}); at most ${peak} in any ${PEAK_WINDOW_MS} ms (${((peak / BUYERS) * 100).toFixed(0)}% of the pages); each page read Live ${seconds(min(live))}–${seconds(max(live))} after it (median ${seconds(median(live))})`,
          budget: '—',
          verdict: 'info',
          how: `bench page with ${BUYERS} MintKitProviders side by side (each its own QueryClient and server clock) and a PhaseList each, against a sandbox server on 127.0.0.1; one phase opens 5 s after the first read (its status rewritten from each answer's serverTime); every GET of the drop recorded in the page with Date.now() (the sandbox server's clock on the same machine) from 1 s before the boundary; Live = the first 5 ms poll at which a page's phase has data-state="active"; peak = most reads within any ${PEAK_WINDOW_MS} ms; the 40 pages share one main thread, so their timers fire, and Live shows, later than one buyer's page would`,
        },
      ],
      details: { '3c.readsAfterBoundaryMs': asks, '3c.liveAfterBoundaryMs': live },
    };
  } finally {
    await context.close();
    await sandbox.close();
  }
}
