import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { onGrid, secondsUntil } from '../core/ticker.js';
import { useMintKit } from './context.js';
import { parseTimestamp } from '../core/timestamp.js';

const noSubscription = () => () => {};
/** During server rendering and hydration the server clock is not known yet. */
const UNKNOWN = -1;
/** A passed deadline that a new clock estimate puts ahead: re-render, and count from there. */
const AHEAD_AGAIN = -2;

/**
 * The server's "now" (epoch ms) as of the page's last tick: it changes once per second, through the
 * page's one shared ticker. Returns null while server rendering.
 *
 * @example
 * const now = useServerNow()
 */
export function useServerNow(): number | null {
  const { ticker, clock, askServerTime } = useMintKit('useServerNow');
  // Before the page has the server's time there is no "now" to give: the device's may be hours off.
  const subscribe = useCallback((listener: () => void) => {
    const fromTicker = ticker.subscribe(listener);
    const fromClock = clock.subscribe(listener);
    return () => {
      fromTicker();
      fromClock();
    };
  }, [ticker, clock]);
  const value = useSyncExternalStore(subscribe, () => (clock.isSynced() ? ticker.getSnapshot() : UNKNOWN), () => UNKNOWN);
  useAskServerTime(value === UNKNOWN, askServerTime);
  return value === UNKNOWN ? null : value;
}

/** While the server's time is not known, asks for it once (a drop in the cache this page did not read). */
function useAskServerTime(waiting: boolean, askServerTime: () => void) {
  useEffect(() => {
    if (waiting) askServerTime();
  }, [waiting, askServerTime]);
}

export interface CountdownState {
  /** Whole seconds left, rounded up; 0 at and after the deadline; null when unknown (no target, SSR). */
  secondsLeft: number | null;
  done: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Seconds until a server-clock deadline, recomputed from the deadline on every tick (never by
 * decrementing). Subscribes to the ticker only while the deadline is ahead, so a page whose phases
 * have all started or ended does no work each second. A component re-renders only when its own
 * figure changes.
 *
 * @example
 * const { secondsLeft, done } = useCountdown(phase.endMs)
 */
export function useCountdown(target: number | string | null | undefined): CountdownState {
  const { ticker, clock, askServerTime } = useMintKit('useCountdown');
  const targetMs = typeof target === 'string' ? parseTimestamp(target) : target ?? null;
  const validTarget = targetMs !== null && Number.isFinite(targetMs);
  // Unknown until the page has the server's time: a countdown on the device's clock is off by its skew.
  const valid = validTarget && clock.isSynced();
  // Decided from a fresh reading: the shared snapshot may be a quiet spell old.
  const running = valid && targetMs > clock.now();
  // A deadline already passed reads 0 whatever the (possibly stale) last tick says: nothing would
  // re-render a countdown that is not subscribed, so a figure from an old tick would stay frozen.
  // Only a new clock estimate can put it ahead again (the first server sample on a device set hours
  // fast, when the drop came from a cache): then the figure asks for a render that starts counting.
  const getSnapshot = useCallback(
    () => (validTarget && clock.isSynced() ? (running ? secondsUntil(targetMs, ticker.getSnapshot()) : targetMs > clock.now() ? AHEAD_AGAIN : 0) : UNKNOWN),
    [validTarget, running, targetMs, ticker, clock],
  );
  // The deadline goes with the subscription so the shared ticks land on its sub-second boundaries.
  const waiting = validTarget && !valid;
  // Waiting for the server's time, the first sample re-renders it.
  const subscribe = useCallback((listener: () => void) => (running ? ticker.subscribe(listener, targetMs) : valid || waiting ? clock.subscribe(listener) : noSubscription()), [running, valid, waiting, ticker, clock, targetMs]);
  const secondsLeft = useSyncExternalStore(subscribe, getSnapshot, () => UNKNOWN);
  useAskServerTime(waiting, askServerTime);
  return toCountdown(secondsLeft === UNKNOWN ? null : secondsLeft === AHEAD_AGAIN ? 0 : secondsLeft);
}

/**
 * A deadline the page must never overstate (a supply hold), moved back onto the page's tick grid.
 * Countdowns tick together on one grid, set by the phases' deadlines; a deadline between two of its
 * ticks would otherwise read up to a second long (a three-minute hold taken 0.4 s after a tick reads
 * 03:01). On the grid it reads at most what is left and ends up to a second early, which is the safe
 * side for a hold. Not for a phase's start or end: those must not end early, and the server says
 * when they happen.
 *
 * @example
 * const until = useDeadlineOnTicks(hold.lockExpiresAtMs)
 * <Countdown target={until} />
 */
export function useDeadlineOnTicks(target: number | null | undefined): number | null {
  const { ticker } = useMintKit('useDeadlineOnTicks');
  if (target === null || target === undefined || !Number.isFinite(target)) return null;
  return onGrid(target, ticker.getSnapshot());
}

/**
 * Splits whole seconds into the days, hours, minutes and seconds a countdown shows; null stays
 * unknown rather than reading as 0. For a countdown on your own timer, e.g. a server-rendered one.
 *
 * @example
 * const { days, hours, minutes } = toCountdown(secondsUntil(phase.startMs, clock.now()))
 * const opensIn = `Opens in ${days}d ${hours}h ${minutes}m`
 */
export function toCountdown(secondsLeft: number | null): CountdownState {
  const total = secondsLeft ?? 0;
  return {
    secondsLeft,
    done: secondsLeft === 0,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * Whether a server-clock deadline is still ahead; the component re-renders once when it passes (the
 * page's ticker wakes it while the deadline is ahead, and the clock itself decides). For what stops
 * being true at a moment with no read to say so: a live price past its step, a hold's last 15 s.
 *
 * @example
 * const priceStands = useBefore(live.nextChangeAtMs)
 */
export function useBefore(targetMs: number | null | undefined): boolean {
  const { ticker, clock } = useMintKit('useBefore');
  const ahead = targetMs != null && targetMs > clock.now();
  const subscribe = useCallback((listener: () => void) => (ahead ? ticker.subscribe(listener, targetMs) : () => {}), [ahead, targetMs, ticker]);
  return useSyncExternalStore(subscribe, () => targetMs != null && targetMs > clock.now(), () => ahead);
}
