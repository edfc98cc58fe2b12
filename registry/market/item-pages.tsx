// From mintkit@0.1.0, src/components/market/item-pages.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
/**
 * `ItemGrid` without its trait filter, in a module of its own so that `MarketSummary` (and the drop
 * page's market chunk) carries none of the filter's code; item-grid.tsx adds the filter.
 */
import type { MarketItem } from 'mintkit/core';
import { useLocale, useMarketItems, MARKET_PAGE_SIZE, usablePageSize } from 'mintkit/react';
import type { ItemGridLabels, ItemGridProps } from 'mintkit/components/market/item-grid';
import { fill, formatNumber, withDefaults, type LabelOverrides, formatMarketAmount, LoadMore, QueryStatus, loadMorePlace, pagedState, skeletonLine, skeletonRowCount as skeletonRows, ServiceImage } from 'mintkit/parts';

/** The grid's sentences without a filter: all `ItemPages` (and so `MarketSummary`) needs. `ItemGrid` adds the filter's. */
export const defaultItemPageLabels = {
  title: 'Items',
  loading: 'Loading items…',
  empty: 'No items in this collection yet.',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadedMore: '{count} more shown',
  noMore: 'No more items.',
  nothingNew: 'No new items came; there may be more.',
  listed: 'Listed · {price}',
  listedNoPrice: 'Listed',
  notListed: 'Not listed',
  listingUnknown: 'Listing unavailable',
  rank: 'Rank {rank}',
} satisfies LabelOverrides<ItemGridLabels>;

export type ItemPageLabels = typeof defaultItemPageLabels;

export type ItemPagesProps = Omit<ItemGridProps, 'traitFilter' | 'maxPages'>;

/**
 * `ItemGrid` without a filter: the collection's items a page at a time with "Load more". What
 * `MarketSummary` shows.
 *
 * @example
 * <ItemPages collection="sold-out" pageSize={10} />
 */
export function ItemPages({ collection, pageSize, labels, errorTexts, locale, ...rest }: ItemPagesProps) {
  const text = withDefaults(defaultItemPageLabels, labels);
  const resolvedLocale = useLocale(locale);
  const size = usablePageSize(pageSize, 'pageSize', MARKET_PAGE_SIZE);
  const pages = useMarketItems(collection, size);
  const items = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const state = pagedState(pages, items.length);
  return (
    <div data-slot="item-grid" data-state={state} aria-busy={state === 'loading'} {...rest}>
      <QueryStatus
        query={pages}
        state={state}
        text={text}
        errorTexts={errorTexts}
        placeholder={
          <>
            <ul data-slot="item-grid-list">
              {Array.from({ length: skeletonRows(size) }, (_, key) => (
                // Art, name, rank and listing.
                <li key={key} data-slot="item-card">
                  <span data-slot="skeleton" data-kind="art" />
                  {skeletonLine}
                  {skeletonLine}
                  {skeletonLine}
                </li>
              ))}
            </ul>
            {loadMorePlace}
          </>
        }
      />
      {items.length > 0 && <ItemCards items={items} text={text} locale={resolvedLocale} />}
      <LoadMore query={pages} text={text} errorTexts={errorTexts} locale={resolvedLocale} />
    </div>
  );
}

/** The item cards, with their listing state: the paged and the filtered grid draw them alike. */
export function ItemCards({ items, text, locale }: { items: MarketItem[]; text: ItemPageLabels; locale: string | undefined }) {
  return (
    <ul data-slot="item-grid-list" aria-label={text.title}>
      {items.map((item) => {
        const price = item.listing ? formatMarketAmount(item.listing.price, item.listing.currency, locale) : null;
        return (
          <li key={item.mint} data-slot="item-card" data-state={item.listingState}>
            {/* The name below is the card's text; the picture adds nothing a screen reader needs. */}
            {item.image && <ServiceImage data-slot="item-image" src={item.image} alt="" loading="lazy" decoding="async" />}
            <span data-slot="item-name" dir="auto">{item.name}</span>
            {item.rarityRank !== null && <span data-slot="item-rank">{fill(text.rank, { rank: formatNumber(item.rarityRank, locale) })}</span>}
            <span data-slot="item-listing">{item.listing ? (price ? fill(text.listed, { price }) : text.listedNoPrice) : item.listingState === 'unlisted' ? text.notListed : text.listingUnknown}</span>
          </li>
        );
      })}
    </ul>
  );
}
