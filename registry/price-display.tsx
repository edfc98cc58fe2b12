// From mintkit@0.1.0, src/components/price-display.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import type { HTMLAttributes } from 'react';
import { formatAmount, viewPrice, type ResolvedPrice as PriceDisplayValue } from 'mintkit/core';
import { useLocale } from 'mintkit/react';
import { fill, withDefaults, type LabelOverrides } from 'mintkit/parts';

export interface PriceDisplayLabels {
  free: string;
  /** `{price}` is the formatted lowest price. */
  from: string;
  varies: string;
  hidden: string;
  unavailable: string;
}

/**
 * The English text `PriceDisplay` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `PriceDisplayLabels`.
 *
 * @example
 * const labels: PriceDisplayLabels = { ...defaultPriceDisplayLabels, hidden: 'Connect to see your price' }
 * <PriceDisplay price={phase.priceDisplay} labels={labels} />
 */
export const defaultPriceDisplayLabels: PriceDisplayLabels = {
  free: 'Free',
  from: 'From {price}',
  varies: 'Price varies',
  hidden: 'Price hidden',
  unavailable: 'Price unavailable',
};

export interface PriceDisplayProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The server's resolved `priceDisplay` (a phase's, or a live Dutch/pegged price). Never a raw price.
   * `null` or `undefined` reads "Price unavailable", so while a live price loads pass the phase's own.
   */
  price: PriceDisplayValue | null | undefined;
  labels?: LabelOverrides<PriceDisplayLabels> | undefined;
  locale?: string | undefined;
}

/**
 * Renders a resolved price exactly as the spec's table says: an amount with its currency (or "Free"
 * only when the server says `isFree`), a range as a from-price, hidden as hidden, and unknown or any
 * unrecognised kind as unavailable — never as 0 or free.
 *
 * @example
 * <PriceDisplay price={phase.priceDisplay} />
 */
export function PriceDisplay({ price, labels, locale, ...rest }: PriceDisplayProps) {
  const text = withDefaults(defaultPriceDisplayLabels, labels);
  const resolvedLocale = useLocale(locale);
  const view = viewPrice(price);
  let content: string;
  switch (view.state) {
    case 'amount':
      content = formatAmount(view.amount, view.currency, resolvedLocale);
      break;
    case 'from':
      content = fill(text.from, { price: formatAmount(view.amount, view.currency, resolvedLocale) });
      break;
    default:
      content = text[view.state];
  }
  return (
    <span data-slot="price" data-state={view.state} {...rest}>
      {content}
    </span>
  );
}
