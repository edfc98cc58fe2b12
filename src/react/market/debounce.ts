/**
 * Apart from the read hooks (hooks.ts): only the search box debounces, and esbuild keeps every import
 * from React of a module it bundles, used or not, so each market view would carry these.
 */
import { useEffect, useState } from 'react';
import { useMintKit } from '../context.js';

/**
 * `value`, once it has stopped changing for `delayMs` (on the kit's timers, so tests can drive it).
 *
 * @example
 * const settled = useDebouncedValue(input, 250)
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const { timers } = useMintKit('useDebouncedValue');
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const handle = timers.setTimeout(() => setSettled(value), delayMs);
    return () => timers.clearTimeout(handle);
  }, [value, settled, delayMs, timers]);
  return settled;
}
