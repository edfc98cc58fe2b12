import type { HTMLAttributes } from 'react';
import type { Phase } from '../core/wire/mint.js';
import { useDutchPrice, usePeggedPrice } from '../react/hooks.js';
import { cx } from './format.js';
import { PriceDisplay, type PriceDisplayLabels } from './price-display.js';

export interface LivePhasePriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  phase: Phase;
  labels?: Partial<PriceDisplayLabels>;
  locale?: string;
}

/**
 * A phase's price that stays current: a Dutch phase (the server sends a `range`) shows its live
 * price while active; a pegged phase (the pegged-price endpoint answers for it) shows the resolved
 * amount. Both update in place and fall back to the phase's own `priceDisplay`; raw price fields
 * are never read.
 *
 * @example
 * <LivePhasePrice phase={phase} />
 */
export function LivePhasePrice({ phase, labels, locale, className, ...rest }: LivePhasePriceProps) {
  const shown = phase.priceDisplay;
  const active = phase.status === 'active';
  const dutch = useDutchPrice(phase.id, { live: active, enabled: shown.kind === 'range' && active });
  // Only a settled, non-free amount can be a peg, and only a live phase's price is worth keeping
  // fresh between polls of the read model (which resolves the peg itself on every read); asking for
  // every upcoming phase would cost a request each.
  const mayBePegged = shown.kind === 'amount' && !shown.isFree && active;
  const pegged = usePeggedPrice(phase.id, { enabled: mayBePegged });
  // Once the phase is no longer live, its own (server-updated) priceDisplay is the truth again.
  const live = active ? (shown.kind === 'range' ? dutch.data : mayBePegged ? pegged.data : undefined)?.priceDisplay : undefined;
  return (
    <span data-slot="live-price" data-state={live ? 'live' : 'static'} className={cx(className)} {...rest}>
      <PriceDisplay price={live ?? shown} {...(labels ? { labels } : {})} {...(locale ? { locale } : {})} />
    </span>
  );
}
