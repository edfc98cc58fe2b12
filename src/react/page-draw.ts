import type { ServerClock } from '../core/clock.js';

/**
 * How far past a moment every page knows (a phase boundary, a Dutch auction's next step) a page may
 * wait before it asks about it. Every page counts on the same server clock, so thousands of buyers
 * would otherwise all ask within the same tenth of a second; spread over a second they ask about ten
 * times less at once, and a buyer waits half a second longer on average.
 */
export const ASK_SPREAD_MS = 1_000;

const draws = new WeakMap<ServerClock, number>();

/**
 * The page's own random draw in [0, 1): one per provider's server clock, not per component, so every
 * component on a page plans the same moments and their asks join one read instead of each sending its own.
 *
 * @example
 * const wait = boundary - clock.now() + 300 + pageDraw(clock) * ASK_SPREAD_MS
 */
export function pageDraw(clock: ServerClock): number {
  let draw = draws.get(clock);
  if (draw === undefined) draws.set(clock, (draw = Math.random()));
  return draw;
}
