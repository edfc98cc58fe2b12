/**
 * The sandbox's notion of time. Every timer the sandbox runs (phase boundaries, lock expiry,
 * confirmation delays) goes through one of these, so tests can drive time explicitly.
 */
export interface SandboxClock {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): SandboxTimer;
  clearTimeout(timer: SandboxTimer): void;
}

export interface SandboxTimer {
  readonly id: number;
}

/** A clock that follows real time, optionally shifted forward by `advance()` (demo and e2e use). */
export interface SystemClock extends SandboxClock {
  /** Jumps the clock forward, firing every timer that falls due. */
  advance(ms: number): void;
}

/** A clock that only moves when told to. */
export interface ManualClock extends SandboxClock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

interface PendingTimer {
  id: number;
  dueAt: number;
  callback: () => void;
}

function createTimerQueue(now: () => number) {
  let nextId = 1;
  const pending = new Map<number, PendingTimer>();
  return {
    add(callback: () => void, delayMs: number): PendingTimer {
      const timer = { id: nextId++, dueAt: now() + Math.max(0, delayMs), callback };
      pending.set(timer.id, timer);
      return timer;
    },
    remove(id: number) {
      pending.delete(id);
    },
    /** Fires due timers in due order; timers added while firing are honoured. */
    fireDue() {
      for (;;) {
        let next: PendingTimer | undefined;
        for (const timer of pending.values()) {
          if (timer.dueAt <= now() && (!next || timer.dueAt < next.dueAt)) next = timer;
        }
        if (!next) return;
        pending.delete(next.id);
        next.callback();
      }
    },
    earliest(): number | undefined {
      let earliest: number | undefined;
      for (const timer of pending.values()) if (earliest === undefined || timer.dueAt < earliest) earliest = timer.dueAt;
      return earliest;
    },
    clear() {
      pending.clear();
    },
  };
}

/** A clock for tests: starts at `startMs` and moves only through `advance()`/`set()`. */
export function createManualClock(startMs = Date.parse('2026-01-01T00:00:00.000Z')): ManualClock {
  let current = startMs;
  const queue = createTimerQueue(() => current);
  return {
    now: () => current,
    setTimeout(callback, delayMs) {
      return { id: queue.add(callback, delayMs).id };
    },
    clearTimeout(timer) {
      queue.remove(timer.id);
    },
    advance(ms) {
      const target = current + ms;
      // Step through each due timer so callbacks observe the time they were due at.
      for (;;) {
        const earliest = queue.earliest();
        if (earliest === undefined || earliest > target) break;
        current = Math.max(current, earliest);
        queue.fireDue();
      }
      current = target;
      queue.fireDue();
    },
    set(epochMs) {
      current = epochMs;
      queue.fireDue();
    },
  };
}

/**
 * Real time plus an offset. Timers are real `setTimeout`s re-armed after `advance()`, so a demo
 * can jump to a phase transition without waiting for it.
 */
export function createSystemClock(): SystemClock {
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const queue = createTimerQueue(now);
  let handle: ReturnType<typeof setTimeout> | undefined;

  const arm = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
    const earliest = queue.earliest();
    if (earliest === undefined) return;
    // Cap the wait so a long timer never overflows setTimeout's 32-bit delay.
    handle = setTimeout(() => {
      handle = undefined;
      queue.fireDue();
      arm();
    }, Math.min(Math.max(0, earliest - now()), 2 ** 30));
    // Do not keep a Node process alive just for sandbox timers.
    (handle as { unref?: () => void }).unref?.();
  };

  return {
    now,
    setTimeout(callback, delayMs) {
      const timer = queue.add(callback, delayMs);
      arm();
      return { id: timer.id };
    },
    clearTimeout(timer) {
      queue.remove(timer.id);
      arm();
    },
    advance(ms) {
      const targetOffset = offsetMs + ms;
      // As the manual clock: each timer due within the jump fires with the clock at its own due time.
      for (;;) {
        const earliest = queue.earliest();
        if (earliest === undefined || earliest > Date.now() + targetOffset) break;
        offsetMs = Math.max(offsetMs, earliest - Date.now());
        queue.fireDue();
      }
      offsetMs = targetOffset;
      queue.fireDue();
      arm();
    },
  };
}
