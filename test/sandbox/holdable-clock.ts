import { createManualClock, type ManualClock } from '../../src/sandbox/index.js';

/**
 * A ManualClock whose timers can be held back. While held, `advance()` moves `now()` but fires
 * nothing, as if the service's timers ran late: a read that works phase status out from the dates
 * gives itself away, where a clock that fires every timer exactly at the boundary cannot tell.
 */
export interface HoldableClock extends ManualClock {
  holdTimers(): void;
  /** Fires every timer that fell due while held, in due order, and stops holding. */
  releaseTimers(): void;
}

export function createHoldableClock(startMs?: number): HoldableClock {
  const timers = createManualClock(startMs);
  let held = false;
  // How far `now()` has run ahead of the timers while they were held.
  let aheadMs = 0;
  return {
    now: () => timers.now() + aheadMs,
    setTimeout: (callback, delayMs) => timers.setTimeout(callback, delayMs + aheadMs),
    clearTimeout: (timer) => timers.clearTimeout(timer),
    advance(ms) {
      if (held) aheadMs += ms;
      else timers.advance(ms);
    },
    set(epochMs) {
      if (held) aheadMs = epochMs - timers.now();
      else timers.set(epochMs);
    },
    holdTimers() {
      held = true;
    },
    releaseTimers() {
      held = false;
      const catchUp = aheadMs;
      aheadMs = 0;
      timers.advance(catchUp);
    },
  };
}
