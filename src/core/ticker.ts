import type { ServerClock } from './clock.js';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The real `setTimeout`/`clearTimeout`, what every `timers` option defaults to. Wrap it to observe
 * what the kit schedules, or pass fakes to run retries and countdowns in tests without waiting.
 *
 * @example
 * let scheduled = 0
 * const timers: Timers = { ...defaultTimers, setTimeout: (callback, ms) => { scheduled++; return defaultTimers.setTimeout(callback, ms) } }
 * const ticker = createTicker({ clock, timers })
 */
export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Whether the page is hidden, and a way to hear when that changes. */
export interface Visibility {
  isHidden(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The page's visibility, what tickers default to so countdowns stop waking a hidden tab. Reads as
 * visible where there is no `document` (server rendering, workers).
 *
 * @example
 * const stop = documentVisibility.subscribe(() => {
 *   if (documentVisibility.isHidden()) animation.pause(); else animation.play()
 * })
 */
export const documentVisibility: Visibility = {
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  subscribe(listener) {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * One ticker for the whole page. It wakes once per second of the server clock, only while something
 * is subscribed and the page is visible, and publishes the current tick as its snapshot. Every
 * countdown reads this one snapshot, so twenty countdowns cost one timer and one React commit per
 * second.
 *
 * The second boundaries are aligned to the deadlines being counted to: a countdown to 12:00:00.250
 * changes its figure at .250 of each second, so the shown whole seconds are never more than one
 * second off. When countdowns on a page point at deadlines with different sub-second offsets, the
 * most common offset wins (deadlines of one drop share it).
 */
export interface Ticker {
  /** The server time of the last tick (epoch ms, on the tick grid). Stable between ticks. */
  getSnapshot(): number;
  /** Listens to ticks; `deadline` (epoch ms) lets the ticker align its ticks to it. */
  subscribe(listener: () => void, deadline?: number | null): () => void;
  /** Re-reads the clock now (e.g. after a new clock sample); notifies if the tick changed. */
  refresh(): void;
}

/**
 * Fire a little after the boundary, so neither timer jitter nor the device clock drifting from the
 * server's between two samples (tens of ppm: a millisecond or two a minute) shows a second early.
 * At 2 ms, a full bench run (5d) once caught a change a fraction of a millisecond early.
 */
const BOUNDARY_MARGIN_MS = 5;

/**
 * Creates a page's one shared ticker on a server clock. `<MintKitProvider>` makes one; make your own
 * for countdowns outside React, or with fake `timers` and `visibility` in tests.
 *
 * @example
 * const ticker = createTicker({ clock })
 * const stop = ticker.subscribe(() => {
 *   label.textContent = `Opens in ${secondsUntil(phase.startMs, ticker.getSnapshot())} s`
 * }, phase.startMs)
 */
export function createTicker(options: { clock: ServerClock; timers?: Timers | undefined; visibility?: Visibility | undefined }): Ticker {
  const { clock } = options;
  const timers = options.timers ?? defaultTimers;
  const visibility = options.visibility ?? documentVisibility;
  const listeners = new Map<() => void, number | null>();
  let offset = 0;
  let tick = onGrid(clock.now(), offset);
  let handle: unknown = null;
  let stopWatching: (() => void) | null = null;

  const publish = () => {
    const next = onGrid(clock.now(), offset);
    if (next === tick) return;
    tick = next;
    for (const listener of [...listeners.keys()]) listener();
  };

  const schedule = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    if (listeners.size === 0 || visibility.isHidden()) return;
    const untilBoundary = 1000 - mod(clock.now() - offset, 1000);
    handle = timers.setTimeout(() => {
      handle = null;
      publish();
      schedule();
    }, untilBoundary + BOUNDARY_MARGIN_MS);
  };

  const refresh = () => {
    publish();
    schedule();
  };

  const realign = () => {
    const next = commonOffset(listeners.values());
    if (next === offset) return;
    offset = next;
    refresh();
  };

  // A new clock estimate can move "now" by hours (the first sample on a device set wrong); the
  // snapshot must follow even while nothing is subscribed, or a countdown mounting later would start
  // from the device's idea of the time.
  clock.subscribe(() => {
    if (listeners.size === 0) tick = onGrid(clock.now(), offset);
  });

  return {
    getSnapshot: () => tick,
    subscribe(listener, deadline = null) {
      listeners.set(listener, deadline !== null && Number.isFinite(deadline) ? deadline : null);
      if (listeners.size === 1) {
        // Catch up at once when the tab comes back or the clock estimate moves.
        const unwatchVisibility = visibility.subscribe(refresh);
        const unwatchClock = clock.subscribe(refresh);
        stopWatching = () => {
          unwatchVisibility();
          unwatchClock();
        };
        tick = onGrid(clock.now(), offset); // may be stale from a quiet spell; listeners start from now
        refresh();
      }
      realign();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = null;
          schedule(); // clears the pending timer
        } else {
          realign();
        }
      };
    },
    refresh,
  };
}

function mod(value: number, by: number): number {
  return ((value % by) + by) % by;
}

/**
 * The latest point of the 1-second grid shifted by `offset` ms, at or before `ms`. Any tick the
 * ticker published is a grid point, so it can stand for the offset.
 */
export function onGrid(ms: number, offset: number): number {
  return ms - mod(ms - offset, 1000);
}

/** The sub-second offset most deadlines share (ties: the first seen); 0 when there are none. */
function commonOffset(deadlines: Iterable<number | null>): number {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const deadline of deadlines) {
    if (deadline === null) continue;
    const fraction = mod(Math.round(deadline), 1000);
    const count = (counts.get(fraction) ?? 0) + 1;
    counts.set(fraction, count);
    if (count > bestCount) {
      best = fraction;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Whole seconds left until `targetMs` as seen at `nowMs`, rounded up so the display reaches 0 exactly
 * at the deadline (never early).
 *
 * @example
 * secondsUntil(10_500, 10_000) // 1: rounded up, so 0 shows only at the deadline
 * secondsUntil(phase.startMs, clock.now())
 */
export function secondsUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}
