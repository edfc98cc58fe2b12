import { decodeCollectionResponse } from '../../src/core/index.js';
import { createManualClock, createSandbox, DROP_IDS, SEEDED_KEYS, type SystemClock } from '../../src/sandbox/index.js';
import { demoUrl, evaluate, PRICES_SELECTOR, startBenchSandbox, waitForNetworkQuiet, type BenchBrowser, type StaticSite } from '../lib/harness.js';
import type { FigureResult, Row } from '../lib/report.js';
import { median, quantile, sleep } from '../lib/stats.js';

const PHASES = 50;
const BATCH = 200;

interface WireCollection {
  serverTime: string;
  phases: { all: Array<Record<string, unknown>>; active: unknown[]; upcoming: unknown[] };
  [key: string]: unknown;
}

/**
 * A collection response with 50 phases in the sandbox's own wire shape: the genesis response with
 * its phase list made of every seeded drop's phases in turn (amount, free, range, hidden, unknown
 * and pegged prices; upcoming, active and ended), each with its own id and name.
 */
async function fiftyPhaseResponse(): Promise<WireCollection> {
  const sandbox = createSandbox({ clock: createManualClock() });
  const fetchFromPage = sandbox.fetchFrom('http://127.0.0.1:5173');
  const read = async (drop: string) => {
    const response = await fetchFromPage(`/mint/v1/collections/${drop}`, { headers: { 'X-API-Key': SEEDED_KEYS.publishable } });
    return response.ok ? ((await response.json()) as WireCollection) : null;
  };
  const genesis = (await read(DROP_IDS.genesis.shortId))!;
  const templates: Array<Record<string, unknown>> = [];
  for (const drop of Object.values(DROP_IDS)) templates.push(...((await read(drop.shortId))?.phases.all ?? []));
  sandbox.dispose();
  const all = Array.from({ length: PHASES }, (_, index): Record<string, unknown> => ({ ...templates[index % templates.length]!, id: `phase-${String(index + 1).padStart(2, '0')}-${crypto.randomUUID()}`, name: `Phase ${index + 1}` }));
  return { ...genesis, phases: { all, active: all.filter((phase) => phase.status === 'active'), upcoming: all.filter((phase) => phase.status === 'upcoming') } };
}

function timeBatches(durationMs: number, run: () => number): number[] {
  const perCallMicros: number[] = [];
  let sink = 0;
  for (let index = 0; index < BATCH * 10; index++) sink += run(); // warm-up: let V8 optimise first
  const end = performance.now() + durationMs;
  while (performance.now() < end) {
    const start = performance.now();
    for (let index = 0; index < BATCH; index++) sink += run();
    perCallMicros.push(((performance.now() - start) * 1000) / BATCH);
  }
  if (sink === Number.MIN_VALUE) console.log(sink); // keeps the work observable
  return perCallMicros;
}

async function measureDecode(durationMs: number): Promise<{ row: Row; details: Record<string, unknown> }> {
  const response = await fiftyPhaseResponse();
  const text = JSON.stringify(response);
  const parsed: unknown = JSON.parse(text);
  const decodeOnly = timeBatches(durationMs, () => decodeCollectionResponse(parsed).phases.all.length);
  const parseAndDecode = timeBatches(durationMs, () => decodeCollectionResponse(JSON.parse(text)).phases.all.length);
  return {
    row: {
      id: '7a',
      figure: 'Core: decode a collection response with 50 phases',
      value: `${median(decodeOnly).toFixed(1)} µs per decode (p10 ${quantile(decodeOnly, 0.1).toFixed(1)}, p90 ${quantile(decodeOnly, 0.9).toFixed(1)}); with JSON.parse ${median(parseAndDecode).toFixed(1)} µs; response ${text.length.toLocaleString('en-US')} B`,
      budget: '—',
      verdict: 'info',
      how: `node ${process.version}, decodeCollectionResponse from src/core on a 50-phase response built from the sandbox's seeded phases (every price kind and status); ${BATCH * 10} warm-up calls, then batches of ${BATCH} for ${durationMs / 1000} s; median of ${decodeOnly.length} batches`,
    },
    details: { '7.decodeMicros': { decodeOnly: { median: median(decodeOnly), p10: quantile(decodeOnly, 0.1), p90: quantile(decodeOnly, 0.9), batches: decodeOnly.length }, parseAndDecode: { median: median(parseAndDecode), batches: parseAndDecode.length }, responseBytes: text.length, phases: PHASES } },
  };
}

interface MemorySnapshot {
  usedBytes: number;
  totalBytes: number;
  nodes: number;
  listeners: number;
  documents: number;
}

/**
 * The demo page left open 10 minutes in a few real seconds: Chromium's virtual time (CDP
 * Emulation.setVirtualTimePolicy, pausing while requests are in flight) is advanced one second at a
 * time and the sandbox server's clock is moved forward with it, so the page sees the world a buyer
 * would (every tick, every poll, the genesis phase transition at 3 minutes). The context is made
 * with no instrumentation options, but BenchBrowser.newContext still injects the instrumentation
 * init script (page-scripts/instrument.ts): it sets window.__bench, raises the Resource Timing
 * buffer (performance.setResourceTimingBufferSize(100_000), so every request of the 10 minutes keeps
 * an entry) and adds a securitypolicyviolation listener. With no option set it installs no React
 * hook, no MutationObserver and no fetch wrapper, but its objects (window.__bench with its empty
 * arrays, the listener, the kept Resource Timing entries) are on the heap with the page's.
 */
async function measureMemory(browser: BenchBrowser, demo: StaticSite, minutes: number): Promise<{ row: Row; details: Record<string, unknown> }> {
  const sandbox = await startBenchSandbox(browser.audit);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(demoUrl(demo, sandbox.url));
    await page.locator(PRICES_SELECTOR).first().waitFor();
    await waitForNetworkQuiet(page, 1_000);
    const snapshot = async (): Promise<MemorySnapshot> => {
      for (let index = 0; index < 3; index++) await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const dom = await cdp.send('Memory.getDOMCounters');
      return { usedBytes: heap.usedSize, totalBytes: heap.totalSize, nodes: dom.nodes, listeners: dom.jsEventListeners, documents: dom.documents };
    };
    const before = await snapshot();
    const serverClock = sandbox.sandbox.clock as SystemClock;
    const serverStart = serverClock.now();
    // Half-way too: growth that stops is a cache filling up, growth that keeps going is a leak.
    let middle: MemorySnapshot | null = null;
    const realStart = performance.now();
    const requestsBefore = browser.audit.requestsSeen;
    for (let second = 1; second <= minutes * 60; second++) {
      const expired = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('virtual time did not advance (a request never finished?)')), 15_000);
        cdp.once('Emulation.virtualTimeBudgetExpired', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await cdp.send('Emulation.setVirtualTimePolicy', { policy: 'pauseIfNetworkFetchesPending', budget: 1_000 });
      await expired;
      // The server keeps pace with the page: never behind its virtual clock.
      const behind = serverStart + second * 1_000 - serverClock.now();
      if (behind > 0) serverClock.advance(behind);
      if (second === (minutes * 60) / 2) middle = await snapshot();
    }
    const realSeconds = (performance.now() - realStart) / 1000;
    // Let the last answers land (virtual time is paused now; network is real).
    await sleep(1_000);
    const after = await snapshot();
    const phaseStates = await evaluate<string[]>(page, `Array.from(document.querySelectorAll('[data-slot="phase-list"] [data-slot="phase"]'), (phase) => phase.getAttribute('data-state'))`);
    const requests = browser.audit.requestsSeen - requestsBefore;
    const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
    const diff = after.usedBytes - before.usedBytes;
    return {
      row: {
        id: '7b',
        figure: `Memory of the demo left open ${minutes} min, ticking`,
        value: `JS heap ${mb(before.usedBytes)} → ${middle ? `${mb(middle.usedBytes)} at ${minutes / 2} min → ` : ''}${mb(after.usedBytes)} (${diff >= 0 ? '+' : '−'}${(Math.abs(diff) / 1000).toFixed(0)} KB); DOM nodes ${before.nodes} → ${after.nodes}; listeners ${before.listeners} → ${after.listeners}; ${requests} requests in the ${minutes} min; phases now ${phaseStates.join('/')}`,
        budget: '—',
        verdict: 'info',
        how: `built demo in Chromium; after load, CDP virtual time (pauseIfNetworkFetchesPending) advanced in 1 s budgets for ${minutes * 60} s while the sandbox server's clock is advanced to match (${realSeconds.toFixed(1)} s real); heap = CDP Runtime.getHeapUsage usedSize after HeapProfiler.collectGarbage ×3, before and after; DOM counters from CDP Memory.getDOMCounters`,
      },
      details: { '7.memory': { before, middle, after, diffBytes: diff, requests, realSeconds, phaseStates } },
    };
  } finally {
    await context.close();
    await sandbox.close();
  }
}

/** Figure 7: decode time of the core (Node) and memory held by a long-open page (Chromium). */
export async function measureDecodeAndMemory(browser: BenchBrowser, demo: StaticSite, options: { decodeMs: number; minutes: number }): Promise<FigureResult> {
  const decode = await measureDecode(options.decodeMs);
  const memory = await measureMemory(browser, demo, options.minutes);
  return { rows: [decode.row, memory.row], details: { ...decode.details, ...memory.details } };
}
