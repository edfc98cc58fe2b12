/**
 * Cumulative Layout Shift of the built demo's `<MintPage>` while it loads, per viewport, theme and
 * seeded drop, with the elements that moved (LayoutShift.sources), so a regression names its cause.
 *
 *   npx tsx bench/cls.ts                      builds the demo, then measures every combination
 *   npx tsx bench/cls.ts --no-build           measures the demo already in bench/.build/demo
 *   npx tsx bench/cls.ts --latency=300        each API answer held this long (ms) before it is sent
 *   npx tsx bench/cls.ts --drops=genesis --viewports=375 --themes=dark
 *   npx tsx bench/cls.ts --drops=hidden-price,claim-codes   any seeded drop, not only the default three
 *   npx tsx bench/cls.ts --wallet=remembered  a wallet remembered from an earlier visit (the demo's burner), so it auto-connects
 *   npx tsx bench/cls.ts --runs=3             visits each combination 3 times and reports the worst visit
 *   npx tsx bench/cls.ts --sources            prints every shift with its sources, not only the worst
 *   npx tsx bench/cls.ts --json=out.json      also writes every shift as JSON
 *
 * One visit: open the page, stay until 5 s after load (the drop, phases and prices arrive), then
 * scroll to the bottom 0.6 of a screen every 400 ms, as a buyer reads down, so the lazily loaded
 * sections arrive in view, and stay 5 s more. CLS is scored as
 * web-vitals scores it: shifts after recent input are left out, shifts are grouped in session windows
 * (gaps under 1 s, at most 5 s long) and the worst window is the page's CLS. Exits 1 when any
 * combination reaches the 0.1 budget.
 */
import { writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser.js';
import { buildDemo, DEMO_BUILD_DIR } from './lib/build.js';
import { demoUrl, NetworkAudit, scrollToEnd, serveStatic, startBenchSandbox, waitForExpression } from './lib/harness.js';

const BUDGET = 0.1;
const VIEWPORTS = { 375: { width: 375, height: 800 }, 1280: { width: 1280, height: 900 } } as const;
const THEMES = ['light', 'dark'] as const;
/** The default drop, a sold-out one (the market section shows) and one with a bounty beside the gallery. */
const DROPS = ['genesis', 'sold-out', 'bounty'] as const;
/** wallet-adapter's remembered wallet (JSON, under `walletName`): the page loads the wallet code and the mint controls with the drop. */
const REMEMBERED_WALLET_SCRIPT = `localStorage.setItem('walletName', JSON.stringify('Sandbox burner'));`;

interface ShiftSource {
  node: string;
  previous: [number, number, number, number];
  current: [number, number, number, number];
}

interface Shift {
  t: number;
  value: number;
  hadRecentInput: boolean;
  phase: 'load' | 'scroll';
  sources: ShiftSource[];
}

interface Measurement {
  drop: string;
  viewport: number;
  theme: string;
  cls: number;
  load: number;
  scroll: number;
  shifts: Shift[];
}

// Runs before any page script (addInitScript), so it sees the first paint's shifts too. A source's
// node is described when the shift is reported: by the time Node reads it, it may be gone.
const OBSERVER_SCRIPT = `(() => {
  const shifts = [];
  window.__cls = { shifts, phase: 'load' };
  const describe = (node) => {
    if (!node) return '(removed)';
    const element = node.nodeType === 1 ? node : node.parentElement;
    if (!element) return '#text';
    const parts = [];
    for (let current = element; current && parts.length < 3 && current !== document.body; current = current.parentElement) {
      const slot = current.getAttribute('data-slot');
      const state = current.getAttribute('data-state');
      const cls = current.getAttribute('class');
      if (slot || parts.length === 0 || cls) {
        parts.unshift(current.tagName.toLowerCase() + (slot ? '[' + slot + (state ? ':' + state : '') + ']' : '') + (!slot && cls ? '.' + cls.split(' ')[0] : ''));
      }
      if (current.hasAttribute('data-mintkit')) break;
    }
    return (node.nodeType === 3 ? '#text in ' : '') + parts.join(' > ');
  };
  const rect = (r) => [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        t: Math.round(entry.startTime),
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        phase: window.__cls.phase,
        sources: (entry.sources || []).map((source) => ({ node: describe(source.node), previous: rect(source.previousRect), current: rect(source.currentRect) })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** web-vitals' CLS: the largest session window (shifts under 1 s apart, a window at most 5 s long). */
function sessionCls(shifts: Shift[]): number {
  let worst = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.t - last < 1_000 && shift.t - first < 5_000) {
      window += shift.value;
    } else {
      window = shift.value;
      first = shift.t;
    }
    last = shift.t;
    worst = Math.max(worst, window);
  }
  return worst;
}

const sum = (shifts: Shift[]) => shifts.filter((shift) => !shift.hadRecentInput).reduce((total, shift) => total + shift.value, 0);

/**
 * A pass-through to the sandbox that holds each answer `latencyMs` before sending it, as a busy
 * service on a phone's network does: a loading state is painted before the data replaces it, which
 * is when a page that is not sized for its data jumps.
 */
async function startLatencyProxy(target: string, latencyMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        setTimeout(() => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(Buffer.concat(chunks));
        }, latencyMs),
      );
    });
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function visit(page: Page, url: string, quietMs: number): Promise<Shift[]> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForExpression(page, `document.querySelector('[data-slot="mint-page"][data-state="ready"]') !== null`);
  await pause(quietMs);
  await page.evaluate(`window.__cls.phase = 'scroll'`);
  // As a buyer reads down the page: most of a screen at a time, so the lazily loaded sections
  // arrive while they are in view, until the bottom stays the bottom (they make the page longer).
  await scrollToEnd(page);
  await pause(quietMs);
  return page.evaluate('window.__cls.shifts') as Promise<Shift[]>;
}

function option(name: string): string | undefined {
  const arg = process.argv.slice(2).find((candidate) => candidate === `--${name}` || candidate.startsWith(`--${name}=`));
  if (!arg) return undefined;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : '';
}

function listOption<T extends string | number>(name: string, all: readonly T[]): T[] {
  const value = option(name);
  if (!value) return [...all];
  const wanted = value.split(',');
  return all.filter((item) => wanted.includes(String(item)));
}

async function main() {
  const known = ['no-build', 'latency', 'drops', 'viewports', 'themes', 'runs', 'sources', 'json', 'quiet', 'wallet'];
  for (const arg of process.argv.slice(2)) {
    if (!known.some((name) => arg === `--${name}` || arg.startsWith(`--${name}=`))) {
      console.error(`Unknown option ${arg}. Known: ${known.map((name) => `--${name}`).join(', ')}.`);
      process.exit(2);
    }
  }
  const latencyMs = Number(option('latency') ?? 0);
  const quietMs = Number(option('quiet') ?? 5_000);
  // When the lazily loaded sections arrive relative to the scroll varies from visit to visit.
  const runs = Math.max(1, Number(option('runs') ?? 1));
  // Any seeded drop may be named; without the option, the default three.
  const drops = option('drops')?.split(',').filter(Boolean) ?? [...DROPS];
  const wallet = option('wallet');
  if (wallet !== undefined && wallet !== 'remembered') {
    console.error(`Unknown --wallet=${wallet}. Known: --wallet=remembered.`);
    process.exit(2);
  }
  const viewports = listOption('viewports', Object.keys(VIEWPORTS).map(Number) as Array<keyof typeof VIEWPORTS>);
  const themes = listOption('themes', THEMES);

  if (option('no-build') === undefined) {
    console.error('building the demo (vite.config.ts) into bench/.build/demo');
    await buildDemo();
  }
  const audit = new NetworkAudit();
  const sandbox = await startBenchSandbox(audit);
  const proxy = latencyMs > 0 ? await startLatencyProxy(sandbox.url, latencyMs) : null;
  if (proxy) {
    audit.allow(proxy.url);
    audit.sandboxOrigins.add(proxy.url);
  }
  const site = await serveStatic(DEMO_BUILD_DIR, audit);
  const browser = await launchChromium();
  const results: Measurement[] = [];
  try {
    for (const drop of drops) {
      for (const viewport of viewports) {
        for (const theme of themes) {
          let worst: Measurement | null = null;
          for (let run = 0; run < runs; run++) {
            const context = await browser.newContext({ viewport: VIEWPORTS[viewport], colorScheme: theme });
            await context.addInitScript({ content: OBSERVER_SCRIPT });
            if (wallet === 'remembered') await context.addInitScript({ content: REMEMBERED_WALLET_SCRIPT });
            const page = await context.newPage();
            const shifts = await visit(page, demoUrl(site, proxy?.url ?? sandbox.url, { drop, theme }), quietMs);
            await context.close();
            const measurement: Measurement = {
              drop,
              viewport,
              theme,
              cls: sessionCls(shifts),
              load: sum(shifts.filter((shift) => shift.phase === 'load')),
              scroll: sum(shifts.filter((shift) => shift.phase === 'scroll')),
              shifts,
            };
            console.error(`measured ${drop} ${viewport} ${theme}${runs > 1 ? ` (visit ${run + 1}/${runs})` : ''}: CLS ${measurement.cls.toFixed(3)}`);
            if (!worst || measurement.cls > worst.cls) worst = measurement;
          }
          results.push(worst!);
        }
      }
    }
  } finally {
    await browser.close();
    await site.close();
    await proxy?.close();
    await sandbox.close();
  }

  const everySource = option('sources') !== undefined;
  console.log(`\nCLS of the demo <MintPage> (API latency ${latencyMs} ms; ${wallet ? 'a remembered wallet; ' : ''}${runs > 1 ? `worst of ${runs} visits; ` : ''}budget < ${BUDGET}; load = until ${quietMs / 1000} s after load, scroll = while scrolling to the bottom)\n`);
  console.log('| drop | viewport | theme | CLS | load | scroll | verdict | largest shift: what moved |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const result of results) {
    const largest = [...result.shifts].sort((a, b) => b.value - a.value)[0];
    const what = largest ? `${largest.value.toFixed(3)} at ${largest.t} ms (${largest.phase}): ${largest.sources.map((source) => source.node).join('; ')}` : '—';
    console.log(`| ${result.drop} | ${result.viewport} | ${result.theme} | ${result.cls.toFixed(3)} | ${result.load.toFixed(3)} | ${result.scroll.toFixed(3)} | ${result.cls < BUDGET ? 'ok' : 'OVER'} | ${what} |`);
  }
  if (everySource) {
    for (const result of results) {
      console.log(`\n${result.drop} ${result.viewport} ${result.theme}`);
      for (const shift of result.shifts) {
        console.log(`  ${shift.t} ms ${shift.phase} ${shift.value.toFixed(4)}${shift.hadRecentInput ? ' (after input)' : ''}`);
        for (const source of shift.sources) console.log(`    ${source.node}: ${source.previous.join(',')} -> ${source.current.join(',')}`);
      }
    }
  }
  const json = option('json');
  if (json) writeFileSync(json, JSON.stringify({ latencyMs, runs, results }, null, 2));
  if (audit.thirdParty.length > 0) console.error(`note: third-party requests: ${audit.thirdParty.join(', ')}`);
  process.exitCode = results.every((result) => result.cls < BUDGET) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
