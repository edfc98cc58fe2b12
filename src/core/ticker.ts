import type { ServerClock } from './clock.js';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Whether the page is hidden, and a way to hear when that changes. */
export interface Visibility {
  isHidden(): boolean;
  subscribe(listener: () => void): () => void;
}

export const documentVisibility: Visibility = {
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  subscribe(listener) {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * One ticker for the whole page. It wakes once per server second (aligned to the second boundary of
 * the server clock, not the device's), only while something is subscribed and the page is visible,
 * and publishes the current server second as its snapshot. Every countdown reads this one snapshot,
 * so twenty countdowns cost one timer and one React commit per second.
 */
export interface Ticker {
  /** Server epoch ms floored to the second, as of the last tick. Stable between ticks. */
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
  /** Re-reads the clock now (e.g. after a new clock sample); notifies if the second changed. */
  refresh(): void;
}

/** Fire a little after the boundary so timer jitter never lands us just before it. */
const BOUNDARY_MARGIN_MS = 4;

export function createTicker(options: { clock: ServerClock; timers?: Timers; visibility?: Visibility }): Ticker {
  const { clock } = options;
  const timers = options.timers ?? defaultTimers;
  const visibility = options.visibility ?? documentVisibility;
  const listeners = new Set<() => void>();
  let second = floorToSecond(clock.now());
  let handle: unknown = null;
  let stopWatching: (() => void) | null = null;

  const publish = () => {
    const next = floorToSecond(clock.now());
    if (next === second) return;
    second = next;
    for (const listener of [...listeners]) listener();
  };

  const schedule = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    if (listeners.size === 0 || visibility.isHidden()) return;
    const untilBoundary = 1000 - (((clock.now() % 1000) + 1000) % 1000);
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

  // A new clock estimate can move "now" by hours (the first sample on a device set wrong); the
  // snapshot must follow even while nothing is subscribed, or a countdown mounting later would start
  // from the device's idea of the time.
  clock.subscribe(() => {
    if (listeners.size === 0) second = floorToSecond(clock.now());
  });

  return {
    getSnapshot: () => second,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        // Catch up at once when the tab comes back or the clock estimate moves.
        const unwatchVisibility = visibility.subscribe(refresh);
        const unwatchClock = clock.subscribe(refresh);
        stopWatching = () => {
          unwatchVisibility();
          unwatchClock();
        };
        second = floorToSecond(clock.now()); // may be stale from a quiet spell; listeners start from now
        refresh();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = null;
          schedule(); // clears the pending timer
        }
      };
    },
    refresh,
  };
}

function floorToSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/**
 * Whole seconds left until `targetMs` as seen at `nowMs`, rounded up so the display reaches 0 exactly
 * at the deadline (never early).
 */
export function secondsUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}
