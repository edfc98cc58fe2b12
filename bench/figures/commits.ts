import type { CommitRecord } from '../page-scripts/api.js';
import { connectBurner, evaluate, startBenchSandbox, waitForExpression, waitForNetworkQuiet, type BenchBrowser, type StaticSite } from '../lib/harness.js';
import type { FigureResult, Row } from '../lib/report.js';
import { sleep, tally } from '../lib/stats.js';

const PHASE_COUNTS = [1, 5, 20] as const;
const SETTLE_MS = 1_500;
/** POLL.collectionMs in src/react/queries.ts: a window this long or longer holds a collection poll. */
const COLLECTION_POLL_MS = 30_000;
/** POLL.availabilityMs: with a wallet connected, the mint controls read availability this often. */
const AVAILABILITY_POLL_MS = 10_000;

export interface Windows {
  quick: boolean;
  tickingMs: number;
  startedMs: number;
}

/** What is on the page: the full `<MintPage>`, `PhaseList` alone, or the naive per-interval list. */
type Subject = 'mintpage' | 'phaselist' | 'naive';
type Schedule = 'ticking' | 'started';

interface Plan {
  subject: Subject;
  phases: number;
  schedule: Schedule;
  wallet: boolean;
}

interface ApiRead {
  path: string;
  startTime: number;
  responseEnd: number;
}

interface Measured extends Plan {
  windowMs: number;
  windowStart: number;
  inWindow: CommitRecord[];
  reads: ApiRead[];
  mutationsOutside: number;
  mutationSamples: string[];
}

const COUNTDOWN_NAMES: Record<Subject, string> = { mintpage: 'Countdown', phaselist: 'Countdown', naive: 'NaiveCountdown' };
const PHASES = '[data-slot="phase-list"] [data-slot="phase"]';

function pageUrl(pages: StaticSite, sandboxUrl: string, plan: Plan): string {
  const query = new URLSearchParams({ sandboxUrl, phases: String(plan.phases), schedule: plan.schedule });
  if (plan.subject === 'mintpage') return `${pages.url}/mintpage.html?${query.toString()}`;
  query.set('variant', plan.subject === 'naive' ? 'naive' : 'kit');
  return `${pages.url}/countdowns.html?${query.toString()}`;
}

async function runPage(browser: BenchBrowser, pages: StaticSite, sandboxUrl: string, plan: Plan, windows: Windows): Promise<Measured> {
  const context = await browser.newContext({ instrument: { commits: 'walk', mutations: true } });
  try {
    const page = await context.newPage();
    await page.goto(pageUrl(pages, sandboxUrl, plan));
    if (plan.schedule === 'ticking') {
      await waitForExpression(page, `document.querySelectorAll('[data-slot="phase-list"] [data-slot="countdown"]').length === ${plan.phases}`);
    } else {
      await waitForExpression(
        page,
        `document.querySelectorAll('${PHASES}').length === ${plan.phases} && document.querySelectorAll('${PHASES}[data-state="upcoming"]').length === 0 && document.querySelectorAll('[data-slot="phase-list"] [data-slot="countdown"]').length === 0`,
        20_000,
      );
    }
    if (plan.wallet) {
      // As figure 2 connects it: Connect wallet, then the burner in the menu; the mint controls show.
      await connectBurner(page);
      await page.locator('[data-slot="mint-button"]').waitFor();
    }
    await waitForNetworkQuiet(page, 300, 5_000);
    await sleep(SETTLE_MS);
    await evaluate(page, 'window.__bench.reset()');
    const resetAt = await evaluate<number>(page, 'performance.now()');
    const windowMs = plan.schedule === 'ticking' ? windows.tickingMs : windows.startedMs;
    // Ticking: the window starts half a second after the first tick commit, so it holds exactly
    // windowMs/1000 second boundaries whatever the timer jitter.
    await sleep(windowMs + (plan.schedule === 'ticking' ? 1_600 : 300));
    const commits = await evaluate<CommitRecord[]>(page, 'window.__bench.commits');
    const mutations = await evaluate<Array<{ t: number; what: string }>>(page, 'window.__bench.mutationsOutside');
    const reads = await evaluate<ApiRead[]>(
      page,
      `performance.getEntriesByType('resource').filter((entry) => /\\/(mint|market)\\/v1\\//.test(entry.name)).map((entry) => ({ path: new URL(entry.name).pathname.replace(/^\\/mint\\/v1/, ''), startTime: entry.startTime, responseEnd: entry.responseEnd }))`,
    );
    let windowStart = resetAt;
    if (plan.schedule === 'ticking') {
      const name = COUNTDOWN_NAMES[plan.subject];
      const firstTick = commits.find((commit) => commit.rendered.length > 0 && commit.rendered.every((rendered) => rendered === name)) ?? commits[0];
      windowStart = firstTick === undefined ? Number.POSITIVE_INFINITY : firstTick.t + 500;
    }
    const inWindow = commits.filter((commit) => commit.t >= windowStart && commit.t < windowStart + windowMs);
    // As the commits: a section that finished loading between the reset and the window is not a tick's change.
    const mutationsInWindow = mutations.filter((mutation) => mutation.t >= windowStart && mutation.t < windowStart + windowMs);
    const mutationsOutside = mutationsInWindow.length;
    const mutationSamples = mutationsInWindow.slice(0, 20).map((mutation) => mutation.what);
    return { ...plan, windowMs, windowStart, inWindow, reads, mutationsOutside, mutationSamples };
  } finally {
    await context.close();
  }
}

/** "Countdown ×20 in 40 commits; …" */
function perCommit(commits: CommitRecord[]): string {
  if (commits.length === 0) return 'nothing';
  const shapes = new Map<string, number>();
  for (const commit of commits) {
    const shape = tally(commit.rendered) || '(no component)';
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  return [...shapes.entries()].map(([shape, count]) => `${shape} in ${count} commit${count === 1 ? '' : 's'}`).join('; ');
}

/** A tally cut to its first few names, so a commit that re-renders 40 components stays readable. */
function shortTally(names: string[], keep = 8): string {
  const parts = tally(names).split(', ');
  const distinct = new Set(names).size;
  return parts.length <= keep ? parts.join(', ') : `${parts.slice(0, keep).join(', ')}, … (${distinct} components, ${names.length} renders)`;
}

/** The last API response that arrived before the commit (within 3 s), or none. */
function readBefore(result: Measured, commit: CommitRecord): string {
  const before = result.reads.filter((read) => read.responseEnd <= commit.t && read.responseEnd >= commit.t - 3_000).sort((a, b) => b.responseEnd - a.responseEnd)[0];
  return before ? `after ${before.path} (answered ${(commit.t - before.responseEnd).toFixed(0)} ms before)` : 'no API read in the 3 s before';
}

/** Non-tick commits (anything other than the countdown re-rendered), grouped by what re-rendered and the read before them. */
function nonTick(result: Measured): { count: number; text: string } {
  const name = COUNTDOWN_NAMES[result.subject];
  const foreign = result.inWindow.filter((commit) => commit.rendered.some((rendered) => rendered !== name));
  if (foreign.length === 0) return { count: 0, text: 'none' };
  const groups = new Map<string, number[]>();
  for (const commit of foreign) {
    const key = `${shortTally(commit.rendered.filter((rendered) => rendered !== name))} ${readBefore(result, commit).replace(/ \(answered \d+ ms before\)/, '')}`;
    groups.set(key, [...(groups.get(key) ?? []), (commit.t - result.windowStart) / 1000]);
  }
  const text = [...groups.entries()].map(([key, times]) => `${times.length}× at ${times.map((t) => `${t.toFixed(1)} s`).join(', ')}: ${key}`).join('; ');
  return { count: foreign.length, text };
}

function readsInWindow(result: Measured): string {
  const paths = result.reads.filter((read) => read.startTime >= result.windowStart && read.startTime < result.windowStart + result.windowMs).map((read) => read.path);
  return paths.length ? tally(paths) : 'none';
}

const collectionPolls = (result: Measured) =>
  result.reads.filter((read) => /^\/collections\/[^/]+$/.test(read.path) && read.startTime >= result.windowStart && read.startTime < result.windowStart + result.windowMs).length;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Figure 4: bench pages (bench/pages, production React, unminified so component names survive)
 * against a sandbox server whose collection response they rewrite to N phases. The full
 * `<MintPage>` is measured with no wallet and with the demo's burner connected; `PhaseList` alone
 * and a naive per-interval list are kept for comparison. React commits are counted through a
 * DevTools hook installed before React loads, and each commit's fiber tree is walked to name the
 * components that re-rendered. The windows are long enough to hold the page's polls.
 */
export async function measureCommits(browser: BenchBrowser, pages: StaticSite, windows: Windows): Promise<FigureResult> {
  const sandbox = await startBenchSandbox(browser.audit);
  try {
    const plans = (subject: Subject, schedule: Schedule, wallet: boolean): Plan[] => PHASE_COUNTS.map((phases) => ({ subject, phases, schedule, wallet }));
    const groups: Plan[][] = [
      plans('mintpage', 'ticking', false),
      plans('mintpage', 'ticking', true),
      plans('mintpage', 'started', false),
      plans('mintpage', 'started', true),
      plans('phaselist', 'ticking', false),
      plans('naive', 'ticking', false),
    ];
    // Pages run side by side (each in its own context and renderer; commit counts do not depend on
    // CPU share), in two batches of nine so that 2 cores load them without timing out.
    const batches = [[...groups[0]!, ...groups[1]!, ...groups[4]!], [...groups[2]!, ...groups[3]!, ...groups[5]!]];
    const measured: Measured[] = [];
    for (const batch of batches) measured.push(...(await Promise.all(batch.map((plan) => runPage(browser, pages, sandbox.url, plan, windows)))));
    const resultOf = (plan: Plan) => measured.find((result) => result.subject === plan.subject && result.phases === plan.phases && result.schedule === plan.schedule && result.wallet === plan.wallet)!;

    const rows: Row[] = [];
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const wallet = (result: Measured) => (result.subject !== 'mintpage' ? '' : result.wallet ? ', wallet connected' : ', no wallet');
    const phasesText = (count: number) => `${count} phase${count === 1 ? '' : 's'}`;
    const subjectText: Record<Subject, string> = {
      mintpage: 'bench page bench/pages/mintpage.tsx: the full <MintPage> (header, supply, phases, live price, mint controls, lower sections as they load at 1280×900) with the demo\'s burner offered',
      phaselist: "bench page bench/pages/countdowns.tsx: MintKit's PhaseList alone",
      naive: 'bench page bench/pages/countdowns.tsx: a naive list whose countdowns each own a setInterval(1 s) on the device clock',
    };
    const common =
      'production React, unminified; sandbox server on its own port, collection response rewritten in-page to N phases; commits counted with a __REACT_DEVTOOLS_GLOBAL_HOOK__ (onCommitFiberRoot) installed before React; re-rendered = fiber visited in the commit with the PerformedWork flag; non-tick commit = one that re-rendered anything but the countdowns, named with the last API response (Resource Timing responseEnd) in the 3 s before it; DOM mutations outside [data-slot=countdown] from a MutationObserver, counted in the same window as the commits (by when the observer heard them)';
    const connectText = (result: Measured) => (result.wallet ? '; burner connected first as figure 2 connects it (Connect wallet → Sandbox burner → "Connected as"), mint controls shown' : '');
    const quickNote = (windowMs: number) => (windows.quick && windowMs < COLLECTION_POLL_MS + 5_000 ? `; QUICK MODE: ${windowMs / 1000} s window, shorter than the ${COLLECTION_POLL_MS / 1000} s collection poll, which may not fall in it` : '');

    for (const group of groups) {
      for (const plan of group) {
        const result = resultOf(plan);
        const id = `4${letters[rows.length]}`;
        const rate = result.inWindow.length / (result.windowMs / 1000);
        const other = nonTick(result);
        const mutations = `DOM mutations outside countdowns: ${result.mutationsOutside}${result.mutationSamples.length ? ` (${[...new Set(result.mutationSamples)].slice(0, 4).join(', ')})` : ''}`;
        const polls = `API reads in the window: ${readsInWindow(result)}`;
        if (result.schedule === 'ticking') {
          const judged = result.subject === 'mintpage';
          const misses = [rate > 1 ? `${rate.toFixed(2)}/s > 1/s` : '', other.count > 0 ? `${plural(other.count, 'commit')} re-rendered more than Countdown` : '', result.mutationsOutside > 0 ? `${result.mutationsOutside} DOM mutations outside countdowns` : ''].filter(Boolean);
          rows.push({
            id,
            figure:
              result.subject === 'mintpage'
                ? `<MintPage> commits/s while ticking, ${phasesText(result.phases)}${wallet(result)}`
                : result.subject === 'phaselist'
                  ? `PhaseList alone, commits/s while ticking, ${phasesText(result.phases)}`
                  : `Naive setInterval per countdown, ${phasesText(result.phases)}`,
            value: `${rate.toFixed(2)}/s (${result.inWindow.length} in ${result.windowMs / 1000} s); non-tick commits: ${other.text}; ${mutations}; ${polls}${judged && misses.length ? `; missed: ${misses.join(', ')}` : ''}`,
            budget: judged ? '≤ 1/s, only Countdown re-renders, no DOM change outside countdowns' : result.subject === 'naive' ? '— (issue: ≈ 6/s at 20)' : '— (comparison)',
            verdict: judged ? (misses.length === 0 ? 'pass' : 'fail') : 'info',
            how: `${subjectText[result.subject]}; ${common}; N upcoming phases two hours and more away, every countdown changing each second${connectText(result)}; network quiet, ${SETTLE_MS / 1000} s, then ${result.windowMs / 1000} s starting 0.5 s after a tick commit, so the window holds the page's polls (collection every ${COLLECTION_POLL_MS / 1000} s${result.wallet ? `, availability every ${AVAILABILITY_POLL_MS / 1000} s` : ''}, feeds of loaded sections)${quickNote(result.windowMs)}`,
          });
        } else {
          const seen = collectionPolls(result);
          rows.push({
            id,
            figure: `<MintPage> commits once every phase started/ended, ${phasesText(result.phases)}${wallet(result)}`,
            value: `${result.inWindow.length} commits in ${result.windowMs / 1000} s${other.count ? ` (${other.text})` : ''}; ${mutations}; ${polls}; collection polls in the window: ${seen}`,
            budget: '0 commits',
            verdict: result.inWindow.length === 0 ? 'pass' : 'fail',
            how: `${subjectText[result.subject]}; ${common}; all N phases start 3 s after load (every other one ends 1.5 s later, the rest have no end), statuses from the rewritten server response${connectText(result)}; after the page shows no countdown and no upcoming phase, network quiet and ${SETTLE_MS / 1000} s, commits counted for ${result.windowMs / 1000} s (so at least one ${COLLECTION_POLL_MS / 1000} s collection poll falls in it)${quickNote(result.windowMs)}`,
          });
        }
      }
    }
    return {
      rows,
      details: {
        '4.runs': measured.map((result) => ({
          subject: result.subject,
          phases: result.phases,
          schedule: result.schedule,
          wallet: result.wallet,
          windowMs: result.windowMs,
          commitsInWindow: result.inWindow.length,
          commits: result.inWindow.map((commit) => ({ t: Math.round(commit.t - result.windowStart), rendered: tally(commit.rendered), readBefore: readBefore(result, commit) })),
          readsInWindow: result.reads.filter((read) => read.startTime >= result.windowStart && read.startTime < result.windowStart + result.windowMs).map((read) => ({ path: read.path, t: Math.round(read.startTime - result.windowStart) })),
          mutationsOutsideCountdown: result.mutationsOutside,
          mutationSamples: result.mutationSamples,
        })),
      },
    };
  } finally {
    await sandbox.close();
  }
}
