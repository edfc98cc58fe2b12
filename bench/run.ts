/**
 * `npm run bench`: builds what it measures (the demo, the bench pages, the kit bundles), measures
 * every figure of issue 8 in Node and in Debian's Chromium against sandbox servers on 127.0.0.1,
 * prints one table and writes it to bench/results/latest.{json,md}.
 *
 *   npm run bench                     full windows (about 8–9 minutes on 2 cores)
 *   npm run bench -- --quick          shorter windows, same figures (CI)
 *   npm run bench -- --report-only    exit 0 even when a budget is missed
 *   npm run bench -- --only=2,4,6     only these figures (issue 8's figure numbers; 3b always, over what ran);
 *                                     written to bench/results/only.{json,md}, leaving latest.* as the last whole run
 */
import { cpus, loadavg } from 'node:os';
import { measureBoundaryReads } from './figures/boundary-reads.js';
import { measureClickToSign } from './figures/click-to-sign.js';
import { measureCommits } from './figures/commits.js';
import { measureCountdownError } from './figures/countdown-error.js';
import { measureDecodeAndMemory } from './figures/decode-memory.js';
import { measureDemoLoad } from './figures/demo-load.js';
import { measureEmbedLoad } from './figures/embed-load.js';
import { measureKitSize } from './figures/kit-size.js';
import { measurePackageSize } from './figures/package-size.js';
import { buildBenchPages, buildDemo, buildEmbed, buildPageScripts, DEMO_BUILD_DIR, PAGES_BUILD_DIR } from './lib/build.js';
import { BenchBrowser, NetworkAudit, serveStatic } from './lib/harness.js';
import { RESULTS_DIR } from './lib/paths.js';
import { formatTable, writeReport, type FigureResult, type Report, type Row } from './lib/report.js';

const args = process.argv.slice(2);
const FIGURES = [1, 2, 3, 4, 5, 6, 7] as const;
let only: Set<number> | null = null;
for (const arg of args) {
  if (arg === '--quick' || arg === '--report-only') continue;
  const match = /^--only=(.+)$/.exec(arg);
  if (match) {
    const numbers = match[1]!.split(',').map((part) => part.trim());
    const unknown = numbers.filter((part) => !FIGURES.map(String).includes(part));
    if (unknown.length > 0 || numbers.length === 0) {
      console.error(`Unknown figure ${unknown.join(', ') || '(none)'} in ${arg}. Figures: ${FIGURES.join(', ')}.`);
      process.exit(2);
    }
    only = new Set(numbers.map(Number));
    continue;
  }
  console.error(`Unknown option ${arg}. Use --quick, --report-only and/or --only=<figures, e.g. 2,4,6>.`);
  process.exit(2);
}
const quick = args.includes('--quick');
const reportOnly = args.includes('--report-only');
/** Whether a measurement that feeds these figure numbers runs. */
const wanted = (...figures: number[]) => only === null || figures.some((figure) => only!.has(figure));

const settings = quick
  ? { quick: true, tickingMs: 12_000, startedMs: 8_000, countdownMs: 15_000, clickIterations: 3, decodeMs: 1_000, memoryMinutes: 10 }
  : { quick: false, tickingMs: 40_000, startedMs: 40_000, countdownMs: 60_000, clickIterations: 7, decodeMs: 3_000, memoryMinutes: 10 };

const started = performance.now();
// Timing figures (6, 7a, the tick lateness in 5) move with whatever else the machine is doing; say so.
const loadAtStart = loadavg()[0]!;
const log = (message: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

/** A figure that cannot be measured is itself a failed row, and the run goes on. */
async function figure(id: string, name: string, measure: () => Promise<FigureResult>): Promise<FigureResult> {
  log(`figure ${id}: ${name}`);
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { rows: [{ id, figure: name, value: `not measured: ${message}`, budget: '—', verdict: 'fail', how: 'the measurement itself failed; see the message' }] };
  }
}

async function main() {
  log(`${quick ? 'quick' : 'full'} run${only ? ` of figure${only.size === 1 ? '' : 's'} ${[...only].join(', ')}` : ''}; building the demo, the bench pages and the in-page scripts`);
  if (loadAtStart > cpus().length) log(`note: load average ${loadAtStart.toFixed(1)} on ${cpus().length} cores; the timing figures will read high`);
  const chunks = await buildDemo();
  await buildBenchPages();
  await buildEmbed();
  const scripts = await buildPageScripts();

  const results: FigureResult[] = [];
  if (wanted(1)) {
    results.push(await figure('1', 'Kit bundle sizes', measureKitSize));
    results.push(await figure('1h', 'Kit through the package, as an app imports it', measurePackageSize));
  }

  const audit = new NetworkAudit();
  const demo = await serveStatic(DEMO_BUILD_DIR, audit);
  const pages = await serveStatic(PAGES_BUILD_DIR, audit);
  const browser = await BenchBrowser.launch(scripts, audit);
  const browserVersion = browser.browser.version();
  try {
    // One visit to the demo gives figure 2 (its JavaScript) and 3a (its first requests).
    if (wanted(2, 3)) results.push(await figure('2', 'Demo JavaScript and first requests', () => measureDemoLoad(browser, demo, chunks)));
    if (wanted(2)) results.push(await figure('2e', 'Embed JavaScript before interaction', () => measureEmbedLoad(browser)));
    if (wanted(3)) results.push(await figure('3c', 'Reads of the drop when a phase opens', () => measureBoundaryReads(browser, pages)));
    if (wanted(4)) results.push(await figure('4', 'React commits while countdowns tick', () => measureCommits(browser, pages, settings)));
    if (wanted(5)) results.push(await figure('5', 'Countdown error against the server clock', () => measureCountdownError(browser, demo, settings.countdownMs)));
    if (wanted(6)) results.push(await figure('6', 'Click on Mint to wallet prompt', () => measureClickToSign(browser, demo, settings.clickIterations)));
    if (wanted(7)) results.push(await figure('7', 'Decode time and memory', () => measureDecodeAndMemory(browser, demo, { decodeMs: settings.decodeMs, minutes: settings.memoryMinutes })));
  } finally {
    await browser.close();
    await demo.close();
    await pages.close();
  }

  const thirdParty: Row = {
    id: '3b',
    figure: only ? `Requests to third-party hosts, this run (figures ${[...only].join(', ')} only)` : 'Requests to third-party hosts, whole run',
    value: `${audit.thirdParty.length} of ${audit.requestsSeen} requests${audit.thirdParty.length ? ` (${[...new Set(audit.thirdParty.map((url) => new URL(url).host))].join(', ')})` : ''}; CSP violations: ${audit.cspViolations.length}`,
    budget: '0',
    verdict: audit.thirdParty.length === 0 && audit.cspViolations.length === 0 ? 'pass' : 'fail',
    how: 'every request of every page in this run (Playwright context request events) checked against the demo, bench-page and sandbox origins on 127.0.0.1 (data: URIs allowed); CSP violations from the console under the strict CSP',
  };
  const rows = results.flatMap((result) => result.rows);
  rows.splice(rows.findIndex((row) => row.id.startsWith('4')) === -1 ? rows.length : rows.findIndex((row) => row.id.startsWith('4')), 0, thirdParty);
  const report: Report = {
    date: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    ...(only ? { only: [...only] } : {}),
    machine: `${cpus().length} cores (load average ${loadAtStart.toFixed(1)} at start), Node ${process.version}, Chromium ${browserVersion}`,
    durationSeconds: (performance.now() - started) / 1000,
    rows,
    details: Object.assign({ thirdPartyRequests: audit.thirdParty, cspViolations: audit.cspViolations }, ...results.map((result) => result.details ?? {})),
  };
  const reportName = only ? 'only' : 'latest';
  writeReport(RESULTS_DIR, report, reportName);
  console.log(formatTable(rows));
  const failed = rows.filter((row) => row.verdict === 'fail');
  console.log(
    `\n${rows.length} figures, ${failed.length} budget${failed.length === 1 ? '' : 's'} missed${failed.length ? ` (${failed.map((row) => row.id).join(', ')})` : ''}; ${report.durationSeconds.toFixed(0)} s (${report.mode}${only ? `, figures ${[...only].join(', ')} only` : ''}). Written to bench/results/${reportName}.json and ${reportName}.md.`,
  );
  if (failed.length > 0 && !reportOnly) process.exitCode = 1;
}

await main();
