// From mintkit@0.1.0, src/components/market/market-summary.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import type { ReactNode } from 'react';
import { ActivityFeed } from 'mintkit/components/market/activity-feed';
import type { MarketSectionProps } from 'mintkit/components/market/market-section';
import { MarketStats } from 'mintkit/components/market/market-stats';
import type { MarketErrorTexts, LabelOverrides } from 'mintkit/parts';
import { ItemPages } from './item-pages';
import { MarketFrame } from './market-frame';

export type MarketSummaryPart = 'stats' | 'items' | 'activity';

const SUMMARY_PARTS: readonly MarketSummaryPart[] = ['stats', 'items', 'activity'];

export interface MarketSummaryProps extends Omit<MarketSectionProps, 'parts'> {
  /** Which parts to show, in this order. Default: all three. */
  parts?: readonly MarketSummaryPart[] | undefined;
}

/**
 * The secondary market a drop page needs once the drop is sold out: floor, volume and the
 * wash-trade note, one page of items with their listing state and one of recent activity (sales,
 * listings, delistings). It reads one page of each list, never a whole list, so a page opened by
 * thousands of buyers costs the marketplace four requests each.
 * Offers, holders and the trait filter are in `MarketSection`.
 *
 * @example
 * <MarketSummary collection={collection.collectionAddress} />
 */
export function MarketSummary({ collection, labels, parts = SUMMARY_PARTS, headingLevel = 2, pageSize = 10, errorTexts, locale, ...rest }: MarketSummaryProps) {
  const views: Record<MarketSummaryPart, (errorTexts: LabelOverrides<MarketErrorTexts>) => ReactNode> = {
    stats: (errorTexts) => <MarketStats collection={collection} locale={locale} errorTexts={errorTexts} />,
    items: (errorTexts) => <ItemPages collection={collection} pageSize={pageSize} locale={locale} errorTexts={errorTexts} />,
    activity: (errorTexts) => <ActivityFeed collection={collection} pageSize={pageSize} locale={locale} errorTexts={errorTexts} />,
  };
  return <MarketFrame collection={collection} labels={labels} parts={parts} headingLevel={headingLevel} errorTexts={errorTexts} views={views} {...rest} />;
}
