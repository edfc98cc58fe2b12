import { createElement, Fragment, type ReactNode } from 'react';
import { usableLocale } from '../core/price.js';
import type { CountdownState } from '../react/time.js';

/**
 * Formatting with `Intl` for the page's locale. Kept tiny and shared so every component formats the
 * same way and a `locale` prop changes all of them.
 */
export function formatNumber(value: number, locale?: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(usableLocale(locale), options).format(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Made once per locale and options: making one costs far more than formatting, and every render formats (4× slower CPU: ~5 ms each). */
function numberFormat(tag: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag} ${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

/**
 * The server's percentage as given, shown with at most one decimal. A share that would round to 0% or
 * 100% without being either reads "<0.1%" or ">99.9%": a holder of 4 in 10,000 holds some.
 */
export function formatPercent(percent: number, locale?: string): string {
  const format = (value: number) => formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 1 });
  if (percent > 0 && percent < 0.05) return `<${format(0.1)}`;
  if (percent < 100 && percent >= 99.95) return `>${format(99.9)}`;
  return format(percent);
}

/**
 * Every date and time the kit shows: one style, so a schedule and a feed read alike. Made per call,
 * not kept as the number formatters are: a kept one would keep the time zone it was made in.
 */
const dateTimeFormat = (locale: string | undefined) => new Intl.DateTimeFormat(usableLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(epochMs: number, locale?: string): string {
  return dateTimeFormat(locale).format(epochMs);
}

/**
 * A start and end as one range, the date said once when both fall on the same day
 * ("Nov 22, 2026, 4:32 – 10:32 AM"), as the locale writes ranges.
 */
export function formatDateTimeRange(startMs: number, endMs: number, locale?: string): string {
  const format = dateTimeFormat(locale);
  // formatRange throws on an end before the start; a schedule like that still shows both ends.
  return endMs >= startMs && typeof format.formatRange === 'function' ? format.formatRange(startMs, endMs) : `${format.format(startMs)} – ${format.format(endMs)}`;
}

/** A number formatter for the locale and unit (countdowns format every second). */
function unitFormat(locale: string | undefined, unit: string | null, unitDisplay: 'narrow' | 'long' = 'long'): Intl.NumberFormat {
  return numberFormat(usableLocale(locale), unit ? { style: 'unit', unit, unitDisplay } : { minimumIntegerDigits: 2, useGrouping: false });
}

/**
 * "2d 03:04:05" / "03:04:05" / "04:05", from `toCountdown`'s parts, in the locale's digits and its
 * short word for days ("٢ ي ٠٣:٠٤:٠٥" in ar-EG).
 */
export function formatCountdown({ days, hours, minutes, seconds }: Pick<CountdownState, 'days' | 'hours' | 'minutes' | 'seconds'>, locale?: string): string {
  const pad = (n: number) => unitFormat(locale, null).format(n);
  const time = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${unitFormat(locale, 'day', 'narrow').format(days)} ${time}` : time;
}

/** "2 minutes 55 seconds": a short time left in words, for a sentence read out once (not "02:55"). */
export function formatTimeLeft(secondsLeft: number, locale?: string): string {
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  const words = minutes > 0 ? [unitFormat(locale, 'minute').format(minutes)] : [];
  if (seconds > 0 || minutes === 0) words.push(unitFormat(locale, 'second').format(seconds));
  return words.join(' ');
}

/** "9Tjf…D2P6": enough to recognise an address without a wall of base58. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}

/** Fills `{name}` placeholders in a label. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/**
 * A label with a live part (the ticking countdown) in its `{name}` slot, as React children, so a
 * language can put the time first ("{countdown} में शुरू"). The words around it are filled with
 * `values`; a label written without the slot (before there was one) gets the part at its end.
 *
 * @example
 * <p>{fillNode(text.startsIn, 'countdown', <Countdown target={startMs} />)}</p>
 */
export function fillNode(template: string, name: string, node: ReactNode, values: Record<string, string | number> = {}): ReactNode {
  const full = template.includes(`{${name}}`) ? template : `${template} {${name}}`;
  const at = full.indexOf(`{${name}}`);
  return createElement(Fragment, null, fill(full.slice(0, at), values), node, fill(full.slice(at + name.length + 2), values));
}

/**
 * What a `labels` prop (or an `errorTexts` table) takes: any of the table's texts, each of which may
 * also be `undefined` (an app compiled with `exactOptionalPropertyTypes` can pass a translation that
 * may be missing); a text left out or `undefined` keeps its default (`withDefaults`).
 *
 * @example
 * const labels: LabelOverrides<MintButtonLabels> = { ready: translations.mint } // string | undefined
 */
export type LabelOverrides<T> = { [K in keyof T]?: T[K] | undefined };

/**
 * A component's labels: the caller's over the defaults, where a label given as `undefined` keeps its
 * default as a missing one does (plain JavaScript and TypeScript without `exactOptionalPropertyTypes`
 * allow it, and a label that is not a string would break the component). A nested group of labels
 * (`status`, `types`, …) is merged by its own call: typed loosely here for that.
 */
export function withDefaults<T extends object>(defaults: T, overrides: { [K in keyof T]?: unknown } | undefined): T {
  const merged = { ...defaults };
  for (const key in overrides) if (overrides[key] !== undefined) merged[key] = overrides[key] as T[typeof key];
  return merged;
}
