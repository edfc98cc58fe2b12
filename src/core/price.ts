import type { LivePrice, Phase, ResolvedPrice } from './wire/mint.js';
import { parseTimestamp } from './timestamp.js';

/**
 * What a price shows, decided from the server's resolved `priceDisplay` only. There is no path from a
 * raw price field to here, and no state but `free` that means zero.
 */
export type PriceView =
  | { state: 'amount'; amount: number; currency: string }
  | { state: 'free' }
  | { state: 'from'; amount: number; currency: string }
  | { state: 'varies' }
  | { state: 'hidden' }
  | { state: 'unavailable' };

/**
 * What a price shows, from the server's resolved `priceDisplay` alone. Use it to render prices in
 * your own markup under the kit's rules: `unknown` never becomes 0, and a range starting at 0 shows
 * no figure.
 *
 * @example
 * const view = viewPrice(phase.priceDisplay)
 * if (view.state === 'amount') return formatAmount(view.amount, view.currency)
 * if (view.state === 'from') return `From ${formatAmount(view.amount, view.currency)}`
 * return myPriceWords[view.state] // free, varies, hidden, unavailable: none of them a figure
 */
export function viewPrice(price: ResolvedPrice | null | undefined): PriceView {
  if (!price) return { state: 'unavailable' };
  switch (price.kind) {
    case 'amount':
      // "Free" needs both the service's word and a zero: free with a figure contradicts itself, and
      // no price is below zero. Either is a fault, not something to show or to charge.
      if (price.isFree) return price.amount === 0 ? { state: 'free' } : { state: 'unavailable' };
      return price.amount >= 0 ? { state: 'amount', amount: price.amount, currency: price.currency } : { state: 'unavailable' };
    case 'range':
      // Only an amount the server calls free may read as 0; a range starting at 0 shows no figure.
      return price.min !== null && price.min > 0 && price.currency !== null ? { state: 'from', amount: price.min, currency: price.currency } : { state: 'varies' };
    case 'hidden':
      return { state: 'hidden' };
    default:
      // `unknown` and `unrecognized` show no figure; a kind added to `ResolvedPrice` stops this compiling until it is decided here.
      price.kind satisfies 'unknown' | 'unrecognized';
      return { state: 'unavailable' };
  }
}

/**
 * Whether a phase's price on screen is its live Dutch price: the server sends a Dutch phase's
 * `priceDisplay` as a `range`, and the dutch-price endpoint has the price of the moment while it is live.
 *
 * @example
 * const dutch = useDutchPrice(phase.id, { live: true, enabled: followsLiveDutchPrice(phase) })
 */
export function followsLiveDutchPrice(phase: Phase): boolean {
  return phase.status === 'active' && phase.priceDisplay.kind === 'range';
}

/**
 * The price a buyer is shown for a phase: its live Dutch price while that is followed and stands
 * (`standingLivePrice`: a price read past its step is no longer the price), else its own resolved
 * `priceDisplay`. `LivePhasePrice` renders it; the mint compares it to the price a hold was prepared at.
 * A live price with no figure to show (`unknown`, a kind added later) does not replace the phase's
 * own range: "From 0.5 SOL" says more than "Price unavailable".
 *
 * @example
 * const price = shownPhasePrice(phase, standingLivePrice(dutch.data, clock.now()))
 */
export function shownPhasePrice(phase: Phase, live: LivePrice | null | undefined): ResolvedPrice {
  const figure = live ? viewPrice(live.priceDisplay).state : null;
  return followsLiveDutchPrice(phase) && (figure === 'amount' || figure === 'free') ? live!.priceDisplay : phase.priceDisplay;
}

/**
 * The live Dutch price that stands at `nowMs` (server ms): the last one read, until its
 * `nextChangeAt` (a failed read since is no news until then); none once that moment has passed. A
 * `nextChangeAt` that is not a date says nothing of when, so the price read stands.
 *
 * @example
 * const price = shownPhasePrice(phase, standingLivePrice(dutch.data, clock.now()))
 */
export function standingLivePrice(live: LivePrice | null | undefined, nowMs: number): LivePrice | undefined {
  const endsAtMs = live?.nextChangeAt ? parseTimestamp(live.nextChangeAt) : NaN;
  return live && !(endsAtMs <= nowMs) ? live : undefined;
}

const ISO_FIAT = new Set(['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF']);

/**
 * "1.5 SOL", or "$25.00" for a fiat currency, in the given locale. A figure above zero never reads as
 * zero: too small for the currency's usual decimals, it shows its first two digits ("$0.004").
 *
 * @example
 * formatAmount(1.5, 'SOL', 'en-US') // '1.5 SOL'
 * formatAmount(25, 'usd', 'en-US') // '$25.00'
 */
export function formatAmount(amount: number, currency: string, locale?: string): string {
  const fiat = ISO_FIAT.has(currency.toUpperCase());
  const options: Intl.NumberFormatOptions = fiat ? { style: 'currency', currency: currency.toUpperCase() } : { maximumFractionDigits: 9 };
  const tag = usableLocale(locale);
  let format = new Intl.NumberFormat(tag, options);
  // Judged on the number, not the digits: Arabic-Indic or Devanagari zeros are not "0".
  const shownDecimals = format.resolvedOptions().maximumFractionDigits ?? 0;
  if (amount > 0 && Math.round(amount * 10 ** shownDecimals) === 0) {
    format = new Intl.NumberFormat(tag, { ...options, maximumSignificantDigits: 2 });
  }
  // `+ 0` turns a negative zero (a Python service's -0.0) into 0, which has no sign to show.
  const text = format.format(amount + 0);
  return fiat ? text : `${text} ${currency}`;
}

const checkedLocales = new Map<string, string | undefined>();

/**
 * The locale if `Intl` takes it, else undefined (the browser's own): a tag written "de_DE" makes
 * every `Intl` formatter throw, and a figure in the wrong locale is better than a page that is gone.
 * Said once per tag on the console.
 *
 * @example
 * new Intl.NumberFormat(usableLocale(props.locale)).format(1.5)
 */
export function usableLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  if (!checkedLocales.has(locale)) {
    try {
      Intl.getCanonicalLocales(locale);
      checkedLocales.set(locale, locale);
    } catch {
      console.warn(`[mintkit] "${locale}" is not a BCP 47 language tag (e.g. "de-DE"); numbers and dates use the browser's locale.`);
      checkedLocales.set(locale, undefined);
    }
  }
  return checkedLocales.get(locale);
}
