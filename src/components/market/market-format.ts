/**
 * How the market components write amounts, days and addresses, on top of `../format.ts`. Market
 * figures may lack a currency or a parsable time (the spec names few fields), so each helper returns
 * null for "not available" and the component shows its own label, never 0.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { formatAmount, usableLocale } from '../../core/price.js';
import { formatDateTime, formatNumber } from '../format.js';
import { parseTimestamp } from '../../core/timestamp.js';

/**
 * A label with the marketplace's text in it (a trait value, an address) as React children: each
 * `{name}` of `values` sits in a <bdi>, so a value in another script (an Arabic trait value on an
 * English page, an address on an Arabic one) does not reorder the label's words, brackets and figures
 * around it. A "→" of the label points to the line's end (`data-slot="market-arrow"`, which styles.css
 * turns on a right-to-left page), so "{from} → {to}" reads from the one to the other either way.
 *
 * @example
 * <label>{fillIsolated(text.option, { value: 'ذهبي', count: '3' })}</label> // ذهبي (3), the brackets in place
 */
export function fillIsolated(template: string, values: Record<string, string>): ReactNode {
  return createElement(
    Fragment,
    null,
    ...template.split(/\{(\w+)\}/).flatMap<ReactNode>((part, index) =>
      index % 2 ? [part in values ? createElement('bdi', null, values[part]) : `{${part}}`] : part.split('→').flatMap<ReactNode>((text, at) => (at ? [createElement('span', { 'data-slot': 'market-arrow' }, '→'), text] : [text])),
    ),
  );
}

/**
 * `1.5 SOL`, or the bare number when the record names no currency; null when there is no amount, or
 * a negative one: no price, offer or volume can be below zero, so it is not available (the mint
 * side's rule for prices, and the daily chart's). A negative zero reads 0.
 *
 * @example
 * formatMarketAmount(listing.price, listing.currency, locale) ?? labels.notAvailable
 */
export function formatMarketAmount(amount: number | null | undefined, currency: string | null | undefined, locale?: string): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount < 0) return null;
  return currency ? formatAmount(amount, currency, locale) : formatNumber(amount + 0, locale, { maximumFractionDigits: 9 });
}

/**
 * A timestamp as date and time; null when absent or unparsable.
 *
 * @example
 * formatMarketTime(activity.timestamp, 'en-GB')
 */
export function formatMarketTime(iso: string | null | undefined, locale?: string): string | null {
  const at = iso ? parseTimestamp(iso) : Number.NaN;
  return Number.isNaN(at) ? null : formatDateTime(at, locale);
}

/**
 * A `YYYY-MM-DD` day of the daily series. It names a UTC day, so it is formatted in UTC.
 *
 * @example
 * formatMarketDay('2026-11-20', 'en-US') // "Nov 20, 2026"
 */
export function formatMarketDay(day: string, locale?: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : new Intl.DateTimeFormat(usableLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}
