// ISO 8601 date-time: extended or basic form, seconds and their fraction (`.` or `,`) optional, a `Z`
// or `±hh`, `±hhmm`, `±hh:mm` offset optional.
const ISO_8601 = /^(\d{4})-?(\d\d)-?(\d\d)(?:[T ](\d\d)(?::?(\d\d)(?::?(\d\d)(?:[.,](\d+))?)?)?)?(?:Z|([+-])(\d\d):?(\d\d)?)?$/i;

/**
 * Epoch ms of a timestamp the service sent, or NaN when it is not one. A stamp without an offset is a
 * server's time and read as UTC: `Date.parse` would read it in the device's zone, moving every time
 * on the page by the buyer's distance from Greenwich. Forms outside ISO 8601 are read by `Date.parse`
 * only when they name their zone (an HTTP date's `GMT`), so no reading depends on the device.
 *
 * @example
 * parseTimestamp('2026-01-01T12:00:00+01') // Date.UTC(2026, 0, 1, 11)
 * parseTimestamp('2026-01-01T12:00:00') // Date.UTC(2026, 0, 1, 12), on every device
 */
export function parseTimestamp(text: string): number {
  const trimmed = text.trim();
  const parts = ISO_8601.exec(trimmed);
  if (!parts) return /(?:Z|GMT|UTC|[+-]\d\d:?\d\d)$/i.test(trimmed) ? Date.parse(trimmed) : NaN;
  // The fraction (7) and the offset's sign (8) are read as written, not as numbers.
  const [year, month, day, hour, minute, second, , , offsetHours, offsetMinutes] = parts.slice(1).map((part) => Number(part ?? 0)) as number[];
  const ms = Date.UTC(year!, month! - 1, day, hour, minute, second, Math.floor(Number(`0.${parts[7] ?? 0}`) * 1000));
  // Date.UTC rolls 2026-02-30 over into March: a field out of range is no timestamp.
  const back = new Date(ms);
  if (back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== day || hour! > 23 || minute! > 59 || second! > 59) return NaN;
  return ms - (parts[8] === '-' ? -1 : 1) * (offsetHours! * 60 + offsetMinutes!) * 60_000;
}
