import type { SandboxClock, SandboxTimer } from '../clock.js';

/**
 * Timers on the sandbox clock that can all be cancelled at once, so `reset()` and `dispose()`
 * leave nothing behind to fire into a discarded state.
 */
export interface Scheduler {
  /** Runs `callback` when the clock reaches `epochMs`. */
  at(epochMs: number, callback: () => void): SandboxTimer;
  cancel(timer: SandboxTimer): void;
  cancelAll(): void;
}

export function createScheduler(clock: SandboxClock): Scheduler {
  const live = new Map<number, SandboxTimer>();
  return {
    at(epochMs, callback) {
      const timer = clock.setTimeout(() => {
        live.delete(timer.id);
        callback();
      }, epochMs - clock.now());
      live.set(timer.id, timer);
      return timer;
    },
    cancel(timer) {
      live.delete(timer.id);
      clock.clearTimeout(timer);
    },
    cancelAll() {
      for (const timer of live.values()) clock.clearTimeout(timer);
      live.clear();
    },
  };
}
