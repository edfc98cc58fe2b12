/**
 * What the in-page instrumentation (page-scripts/instrument.ts, injected as an init script before any
 * page script runs) records, read from Node with `page.evaluate('window.__bench…')`.
 */
export interface InstrumentOptions {
  /** Install a React DevTools hook: `count` commits only, or `walk` the committed fiber tree too. */
  commits?: 'count' | 'walk';
  /** Record every `fetch()` call with whether the drop, phases and prices were in the DOM at that moment. */
  fetches?: boolean;
  /** Record every change of a `[data-slot="countdown"]` value with `performance.now()`. */
  countdowns?: boolean;
  /** Record DOM mutations outside countdowns. */
  mutations?: boolean;
  /** Record the Mint click (`event.timeStamp`) and the moment the wallet prompt opens. */
  mintTiming?: boolean;
}

export interface CommitRecord {
  /** performance.now() at onCommitFiberRoot */
  t: number;
  /** Display names of composite components that re-rendered in this commit (walk mode). */
  rendered: string[];
  /** Composite components mounted in this commit (walk mode). */
  mounted: number;
}

export interface FetchRecord {
  t: number;
  method: string;
  url: string;
  /** The drop header, a phase and a phase price were all in the DOM when fetch() was called. */
  dropShown: boolean;
}

export interface CountdownChange {
  t: number;
  /** The device's (possibly shifted) Date.now() at the same instant. */
  deviceNow: number;
  seconds: number;
  phaseName: string;
  phaseState: string;
}

export interface BenchApi {
  options: InstrumentOptions;
  commits: CommitRecord[];
  fetches: FetchRecord[];
  /** performance.now() when the drop, phases and prices were first all in the DOM. */
  dropShownAt: number | null;
  countdownChanges: CountdownChange[];
  /** DOM mutation records whose target is outside any countdown. */
  mutationsOutsideCountdown: number;
  mutationsInsideCountdown: number;
  mutationSamples: string[];
  /** Each mutation outside countdowns (performance.now() and what changed), the first 5,000 after a reset: for counting those in a window. */
  mutationsOutside: Array<{ t: number; what: string }>;
  clickAt: number | null;
  signAt: number | null;
  /** Resolves with `signAt` once the wallet is asked to sign: awaited from Node without polling the page meanwhile. */
  nextSign(): Promise<number>;
  violations: string[];
  /** performance.now() at the end of a busy loop run by `stall()`. */
  stall(ms: number): { start: number; end: number };
  /** Server epoch ms minus performance.now(), measured with the sandbox's /__sandbox/time route. */
  measureServerOffset(sandboxUrl: string, samples: number): Promise<{ offsetMs: number; halfRoundTripMs: number }>;
  reset(): void;
}

export const DROP_SHOWN_SELECTORS = {
  drop: '[data-slot="collection-header"][data-state="ready"]',
  phase: '[data-slot="phase-list"] [data-slot="phase"]',
  price: '[data-slot="phase-list"] [data-slot="price"]',
} as const;
