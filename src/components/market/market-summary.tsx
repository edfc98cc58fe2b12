import type { ReactNode } from 'react';
import { ActivityFeed } from './activity-feed.js';
import { ItemPages } from './item-grid.js';
import { MarketFrame } from './market-frame.js';
import type { MarketSectionProps } from './market-section.js';
import { MarketStats } from './market-stats.js';

export type MarketSummaryPart = 'stats' | 'items' | 'activity';

const SUMMARY_PARTS: readonly MarketSummaryPart[] = ['stats', 'items', 'activity'];

export interface MarketSummaryProps extends Omit<MarketSectionProps, 'parts'> {
  /** Which parts to show, in this order. Default: all three. */
  parts?: readonly MarketSummaryPart[] | undefined;
}

/**
 * The secondary market a drop page needs once the drop is sold out: floor, volume and the
 * wash-trade note, the listed items and the recent sales. It reads one page of each list, never a
 * whole list, so a page opened by thousands of buyers costs the marketplace four requests each.
 * Offers, holders and the trait filter are in `MarketSection`.
 *
 * @example
 * <MarketSummary collection={collection.collectionAddress} />
 */
export function MarketSummary({ collection, labels, parts = SUMMARY_PARTS, headingLevel = 2, pageSize = 10, errorTexts, locale, ...rest }: MarketSummaryProps) {
  const shared = { locale, errorTexts };
  const renderPart = (name: MarketSummaryPart): ReactNode => {
    switch (name) {
      case 'stats':
        return <MarketStats collection={collection} {...shared} />;
      case 'items':
        return <ItemPages collection={collection} pageSize={pageSize} {...shared} />;
      case 'activity':
        return <ActivityFeed collection={collection} pageSize={pageSize} {...shared} />;
      default:
        return name satisfies never;
    }
  };
  return <MarketFrame collection={collection} labels={labels} parts={parts} headingLevel={headingLevel} errorTexts={errorTexts} renderPart={renderPart} {...rest} />;
}
