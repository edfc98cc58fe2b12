// From mintkit@0.1.0, src/components/live-phase-price.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import type { HTMLAttributes } from 'react';
import { type Phase, followsLiveDutchPrice, shownPhasePrice, standingLivePrice, parseTimestamp } from 'mintkit/core';
import { useMintKit, useDutchPrice, useBefore } from 'mintkit/react';
import { defaultPriceDisplayLabels, PriceDisplay, type PriceDisplayLabels } from 'mintkit/components/price-display';
import type { LabelOverrides } from 'mintkit/parts';

export interface LivePhasePriceLabels extends PriceDisplayLabels {
  /** Beside a price that follows the service's live Dutch price, so the buyer knows it moves. */
  live: string;
}

/**
 * The English text `LivePhasePrice` shows: `PriceDisplay`'s, plus the word beside a live Dutch price.
 *
 * @example
 * <LivePhasePrice phase={phase} labels={{ ...defaultLivePhasePriceLabels, live: 'jetzt' }} />
 */
export const defaultLivePhasePriceLabels: LivePhasePriceLabels = { ...defaultPriceDisplayLabels, live: 'now' };

export interface LivePhasePriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  phase: Phase;
  labels?: LabelOverrides<LivePhasePriceLabels> | undefined;
  locale?: string | undefined;
}

/**
 * A phase's price that stays current: a Dutch phase (the server sends a `range`) shows its live
 * price from the dutch-price endpoint while active, marked "now" and updated in place as the server
 * moves it. Every other kind is the phase's own `priceDisplay`, which the server resolves on every
 * read of the collection (a pegged phase's amount included), so it follows the page's poll without a
 * request of its own. Raw price fields are never read.
 *
 * @example
 * <LivePhasePrice phase={phase} />
 */
export function LivePhasePrice({ phase, labels, locale, ...rest }: LivePhasePriceProps) {
  const liveDutch = followsLiveDutchPrice(phase);
  const dutch = useDutchPrice(phase.id, { live: liveDutch, enabled: liveDutch });
  const { clock } = useMintKit('LivePhasePrice');
  // Once the phase is no longer live, its own (server-updated) priceDisplay is the truth again; so is
  // it once the last price read is past its step (a failed read before that is no news), as useMint judges a hold.
  // Re-rendered when the price read passes its step: no read may come to say so (they may be failing).
  useBefore(dutch.data?.nextChangeAt ? parseTimestamp(dutch.data.nextChangeAt) : null);
  const shown = shownPhasePrice(phase, standingLivePrice(dutch.data, clock.now()));
  const live = shown !== phase.priceDisplay;
  return (
    <span data-slot="live-price" data-state={live ? 'live' : 'static'} {...rest}>
      {live && <span data-slot="live-price-note">{labels?.live ?? defaultLivePhasePriceLabels.live} </span>}
      <PriceDisplay price={shown} labels={labels} locale={locale} />
    </span>
  );
}
