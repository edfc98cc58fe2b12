// From mintkit@0.1.0, src/components/market/market-section.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import type { TraitSelection } from 'mintkit/react';
import { ActivityFeed } from 'mintkit/components/market/activity-feed';
import { HolderList } from 'mintkit/components/market/holder-list';
import { ItemGrid } from 'mintkit/components/market/item-grid';
import { MarketStats } from 'mintkit/components/market/market-stats';
import { OfferList } from 'mintkit/components/market/offer-list';
import { TraitFilter } from 'mintkit/components/market/trait-filter';
import type { MarketErrorTexts, LabelOverrides } from 'mintkit/parts';
import { MarketFrame, type MarketSectionLabels } from './market-frame';

export { defaultMarketSectionLabels, type MarketSectionLabels } from './market-frame';

export type MarketSectionPart = 'stats' | 'items' | 'activity' | 'offers' | 'holders';

const ALL_PARTS: readonly MarketSectionPart[] = ['stats', 'items', 'activity', 'offers', 'holders'];

export interface MarketSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The collection's slug, on-chain address or id. */
  collection: string;
  labels?: LabelOverrides<MarketSectionLabels> | undefined;
  /** Which parts to show, in this order. Default: all. */
  parts?: readonly MarketSectionPart[] | undefined;
  /** Level of the section's heading; each part's heading is one below. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
  /** Rows or cards per page in each part. Default 10. */
  pageSize?: number | undefined;
  errorTexts?: LabelOverrides<MarketErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * A collection's whole secondary market in one section, for market views in an app: stats, items
 * with a trait filter, activity, offers and holders (with their distribution, which reads every
 * holder). A collection the marketplace does not know shows one plain note, not five errors. A
 * drop page wants the lighter `MarketSummary`.
 *
 * @example
 * <MarketSection collection={collection.collectionAddress} />
 */
export function MarketSection({ collection, labels, parts = ALL_PARTS, headingLevel = 2, pageSize = 10, errorTexts, locale, ...rest }: MarketSectionProps) {
  const [traits, setTraits] = useState<TraitSelection>({});
  const views: Record<MarketSectionPart, (errorTexts: LabelOverrides<MarketErrorTexts>) => ReactNode> = {
    stats: (errorTexts) => <MarketStats collection={collection} locale={locale} errorTexts={errorTexts} />,
    items: (errorTexts) => (
      <>
        <TraitFilter collection={collection} value={traits} onValueChange={setTraits} locale={locale} errorTexts={errorTexts} />
        <ItemGrid collection={collection} traitFilter={traits} pageSize={pageSize} locale={locale} errorTexts={errorTexts} />
      </>
    ),
    activity: (errorTexts) => <ActivityFeed collection={collection} pageSize={pageSize} locale={locale} errorTexts={errorTexts} />,
    offers: (errorTexts) => <OfferList collection={collection} pageSize={pageSize} locale={locale} errorTexts={errorTexts} />,
    holders: (errorTexts) => <HolderList collection={collection} pageSize={pageSize} locale={locale} errorTexts={errorTexts} />,
  };

  return <MarketFrame collection={collection} labels={labels} parts={parts} headingLevel={headingLevel} errorTexts={errorTexts} views={views} {...rest} />;
}
