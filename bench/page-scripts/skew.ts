/**
 * Sets the device's wall clock wrong: `Date` (constructor without arguments, `Date.now()`, `Date()`)
 * runs `window.__benchSkewMs` ahead (negative: behind). The monotonic clock (`performance.now()`) and
 * timers are untouched, as on a phone whose clock is set wrong.
 */
type SkewWindow = Window & { __benchSkewMs?: number };

const skewMs = (window as SkewWindow).__benchSkewMs ?? 0;
const RealDate = Date;

function ShiftedDate(this: unknown, ...args: unknown[]): unknown {
  if (!new.target) return new RealDate(RealDate.now() + skewMs).toString();
  if (args.length === 0) return new RealDate(RealDate.now() + skewMs);
  return new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
}
ShiftedDate.prototype = RealDate.prototype;
Object.assign(ShiftedDate, {
  now: () => RealDate.now() + skewMs,
  parse: RealDate.parse,
  UTC: RealDate.UTC,
});
window.Date = ShiftedDate as unknown as DateConstructor;
