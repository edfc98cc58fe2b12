import type { CommitRecord } from '../page-scripts/api.js';
import { evaluate, startBenchSandbox, waitForExpression, waitForNetworkQuiet, type BenchBrowser, type StaticSite } from '../lib/harness.js';
import type { FigureResult, Row } from '../lib/report.js';
import { sleep, tally } from '../lib/stats.js';

const PHASE_COUNTS = [1, 5, 20] as const;
const SETTLE_MS = 1_500;
/** The collection is polled every 30 s (POLL.collectionMs); the tick windows end before the first poll. */
const POLL_WAIT_MS = 34_000;

interface Windows {
  tickingMs: number;
  startedMs: number;
  watchPoll: boolean;
}

interface PageRun {
  commits: CommitRecord[];
  mutationsOutside: number;
  mutationsInside: number;
  mutationSamples: string[];
  loadedAt: number;
}

type Variant = 'kit' | 'naive';
type Schedule = 'ticking' | 'started';

interface Measured {
  phases: number;
  variant: Variant;
  schedule: Schedule;
  windowMs: number;
  inWindow: CommitRecord[];
  run: PageRun;
  poll: CommitRecord[] | null;
}

const COUNTDOWN_NAMES: Record<Variant, string> = { kit: 'Countdown', naive: 'NaiveCountdown' };

async function runPage(browser: BenchBrowser, pages: StaticSite, sandboxUrl: string, phases: number, variant: Variant, schedule: Schedule, windows: Windows): Promise<Measured> {
  const context = await browser.newContext({ instrument: { commits: 'walk', mutations: true } });
  try {
    const page = await context.newPage();
    const query = new URLSearchParams({ sandboxUrl, phases: String(phases), variant, schedule });
    await page.goto(`${pages.url}/countdowns.html?${query.toString()}`);
    const loadedAt = Date.now();
    if (schedule === 'ticking') {
      await waitForExpression(page, `document.querySelectorAll('[data-slot="countdown"]').length === ${phases}`);
    } else {
      await waitForExpression(
        page,
        `document.querySelectorAll('[data-slot="phase"]').length === ${phases} && document.querySelectorAll('[data-slot="phase"][data-state="upcoming"]').length === 0 && document.querySelectorAll('[data-slot="countdown"]').length === 0`,
        20_000,
      );
    }
    await waitForNetworkQuiet(page, 300, 5_000);
    await sleep(SETTLE_MS);
    await evaluate(page, 'window.__bench.reset()');
    const windowMs = schedule === 'ticking' ? windows.tickingMs : windows.startedMs;
    // Ticking: the window starts half a second after the first tick commit, so it holds exactly
    // windowMs/1000 second boundaries whatever the timer jitter.
    await sleep(windowMs + (schedule === 'ticking' ? 1_600 : 0));
    const read = async (): Promise<PageRun> => ({
      commits: await evaluate<CommitRecord[]>(page, 'window.__bench.commits'),
      mutationsOutside: await evaluate<number>(page, 'window.__bench.mutationsOutsideCountdown'),
      mutationsInside: await evaluate<number>(page, 'window.__bench.mutationsInsideCountdown'),
      mutationSamples: await evaluate<string[]>(page, 'window.__bench.mutationSamples'),
      loadedAt,
    });
    const run = await read();
    let inWindow: CommitRecord[];
    if (schedule === 'ticking') {
      const first = run.commits[0]?.t;
      const start = first === undefined ? Number.POSITIVE_INFINITY : first + 500;
      inWindow = run.commits.filter((commit) => commit.t >= start && commit.t < start + windowMs);
    } else {
      inWindow = run.commits;
    }
    let poll: CommitRecord[] | null = null;
    if (windows.watchPoll && variant === 'kit' && schedule === 'ticking' && phases === 20) {
      await sleep(Math.max(0, loadedAt + POLL_WAIT_MS - Date.now()));
      const all = await evaluate<CommitRecord[]>(page, 'window.__bench.commits');
      poll = all.filter((commit) => commit.rendered.some((name) => name !== COUNTDOWN_NAMES.kit));
    }
    return { phases, variant, schedule, windowMs, inWindow, run, poll };
  } finally {
    await context.close();
  }
}

function perCommit(commits: CommitRecord[]): string {
  if (commits.length === 0) return 'nothing';
  const shapes = new Map<string, number>();
  for (const commit of commits) {
    const shape = tally(commit.rendered) || '(no component)';
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  return [...shapes.entries()].map(([shape, count]) => `${shape} in ${count} commit${count === 1 ? '' : 's'}`).join('; ');
}

/**
 * Figure 4: a bench page (bench/pages/countdowns.tsx) renders PhaseList for a drop with N phases
 * against a sandbox server whose collection response it rewrites. React commits are counted through
 * a DevTools hook installed before React loads, and each commit's fiber tree is walked to name the
 * components that re-rendered.
 */
export async function measureCommits(browser: BenchBrowser, pages: StaticSite, windows: Windows): Promise<FigureResult> {
  const sandbox = await startBenchSandbox(browser.audit);
  try {
    const plans: Array<[number, Variant, Schedule]> = [
      ...PHASE_COUNTS.map((count): [number, Variant, Schedule] => [count, 'kit', 'ticking']),
      ...PHASE_COUNTS.map((count): [number, Variant, Schedule] => [count, 'naive', 'ticking']),
      ...PHASE_COUNTS.map((count): [number, Variant, Schedule] => [count, 'kit', 'started']),
    ];
    // The pages run side by side (each in its own context and renderer); commit counts do not depend on CPU share.
    const results = await Promise.all(plans.map(([count, variant, schedule]) => runPage(browser, pages, sandbox.url, count, variant, schedule, windows)));
    const rows: Row[] = [];
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const howTicking = (variant: Variant, windowMs: number) =>
      `bench page (bench/pages, production React) rendering ${variant === 'kit' ? "MintKit's PhaseList" : 'a naive list whose countdowns each own a setInterval(1 s) on the device clock'} for N upcoming phases (sandbox server, collection response rewritten in-page), every countdown changing each second; commits counted with a __REACT_DEVTOOLS_GLOBAL_HOOK__ (onCommitFiberRoot) installed before React, over ${windowMs / 1000} s starting 0.5 s after a tick; re-rendered = fiber visited in the commit with the PerformedWork flag; DOM mutations outside [data-slot=countdown] from a MutationObserver`;
    for (const result of results) {
      const countdownName = COUNTDOWN_NAMES[result.variant];
      const rate = result.inWindow.length / (result.windowMs / 1000);
      const foreign = result.inWindow.filter((commit) => commit.rendered.some((name) => name !== countdownName));
      const id = `4${letters[rows.length]}`;
      if (result.schedule === 'ticking') {
        const kit = result.variant === 'kit';
        const pass = rate <= 1 && foreign.length === 0 && result.run.mutationsOutside === 0;
        rows.push({
          id,
          figure: `${kit ? 'Commits/s while ticking' : 'Naive setInterval per countdown'}, ${result.phases} phase${result.phases === 1 ? '' : 's'}`,
          value: `${rate.toFixed(2)}/s (${result.inWindow.length} in ${result.windowMs / 1000} s); re-rendered: ${perCommit(result.inWindow)}; DOM mutations outside countdowns: ${result.run.mutationsOutside}${result.run.mutationSamples.length ? ` (${[...new Set(result.run.mutationSamples)].slice(0, 4).join(', ')})` : ''}`,
          budget: kit ? '≤ 1/s, only Countdown' : '— (issue: ≈ 6/s at 20)',
          verdict: kit ? (pass ? 'pass' : 'fail') : 'info',
          how: howTicking(result.variant, result.windowMs),
        });
      } else {
        rows.push({
          id,
          figure: `Commits once every phase started/ended, ${result.phases} phase${result.phases === 1 ? '' : 's'}`,
          value: `${result.inWindow.length} commits in ${result.windowMs / 1000} s${result.inWindow.length ? ` (${perCommit(result.inWindow)})` : ''}`,
          budget: '0',
          verdict: result.inWindow.length === 0 ? 'pass' : 'fail',
          how: `same bench page; all N phases start 3 s after load (every other one ends 1.5 s later, the rest have no end), statuses from the rewritten server response; after the page shows no countdown and no upcoming phase, plus ${SETTLE_MS / 1000} s, commits counted for ${result.windowMs / 1000} s`,
        });
      }
    }
    const pollRun = results.find((result) => result.poll !== null);
    rows.push({
      id: `4${letters[rows.length]}`,
      figure: 'Collection poll re-render (20 phases, every 30 s)',
      value: pollRun ? (pollRun.poll!.length ? perCommit(pollRun.poll!) : `no non-countdown commit within ${POLL_WAIT_MS / 1000} s of load`) : 'not watched in --quick',
      budget: '—',
      verdict: 'info',
      how: `MintKit page with 20 ticking phases kept open ${POLL_WAIT_MS / 1000} s after load so the collection query's 30 s refetchInterval fires once; commits in which anything other than Countdown re-rendered`,
    });
    return {
      rows,
      details: {
        '4.runs': results.map((result) => ({
          phases: result.phases,
          variant: result.variant,
          schedule: result.schedule,
          windowMs: result.windowMs,
          commitsInWindow: result.inWindow.length,
          commitTimes: result.inWindow.map((commit) => Math.round(commit.t)),
          renderedPerCommit: result.inWindow.map((commit) => tally(commit.rendered)),
          mutationsOutsideCountdown: result.run.mutationsOutside,
          mutationsInsideCountdown: result.run.mutationsInside,
          mutationSamples: result.run.mutationSamples,
          pollCommits: result.poll?.map((commit) => tally(commit.rendered)) ?? null,
        })),
      },
    };
  } finally {
    await sandbox.close();
  }
}
