// From mintkit@0.1.0, src/components/market/item-grid.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useState, type HTMLAttributes } from 'react';
import { useLocale, isTraitFilterActive, matchesTraits, type TraitSelection, useAllItems, MARKET_PAGE_SIZE, usablePageSize } from 'mintkit/react';
import { fill, formatNumber, withDefaults, type LabelOverrides, MarketStatus, type MarketErrorTexts, MoreButton } from 'mintkit/parts';
import { defaultItemPageLabels, ItemCards, ItemPages } from './item-pages';

export interface ItemGridLabels {
  /** The grid's accessible name. */
  title: string;
  loading: string;
  empty: string;
  retry: string;
  loadMore: string;
  loadingMore: string;
  /** Said to screen readers once a page is in; `{count}`: how many rows it brought. */
  loadedMore: string;
  /** Said and shown when "Load more" brought nothing new and the list has ended. */
  noMore: string;
  /** Said and shown when "Load more" brought nothing new but the marketplace says there is more. */
  nothingNew: string;
  /** `{price}`. */
  listed: string;
  listedNoPrice: string;
  notListed: string;
  /** The marketplace sent no listing state for the item. */
  listingUnknown: string;
  /** `{rank}`. */
  rank: string;
  /** `{items}`: items read so far while the filter reads the whole collection. */
  filtering: string;
  /** `{matched}`, `{total}`. */
  filtered: string;
  /** `{items}`: the page cap stopped the read. */
  filteredPartial: string;
  noMatches: string;
  noTraitData: string;
}

/**
 * The component's English defaults; override any of them with `labels`.
 *
 * @example
 * <ItemGrid collection="tidal-glyphs" labels={{ notListed: 'Unlisted' }} />
 */
export const defaultItemGridLabels: ItemGridLabels = {
  ...defaultItemPageLabels,
  filtering: 'Reading the whole collection to filter it… items read so far: {items}',
  filtered: 'Matching items: {matched} of {total}',
  filteredPartial: 'Only the first {items} items were read, so matches beyond them are not shown.',
  noMatches: 'No items have all the selected traits.',
  noTraitData: 'The marketplace did not send item traits, so these items cannot be filtered.',
};

export interface ItemGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The collection's slug, address or id. */
  collection: string;
  /** Items per page. Default `MARKET_PAGE_SIZE` (20). */
  pageSize?: number | undefined;
  /**
   * Trait values to keep (e.g. from `<TraitFilter>`). The service has no filter parameter, so an
   * active filter reads the whole collection (up to `maxPages`) and filters it here.
   */
  traitFilter?: TraitSelection | undefined;
  /** Page cap for the whole-collection read behind a filter. */
  maxPages?: number | undefined;
  labels?: LabelOverrides<ItemGridLabels> | undefined;
  errorTexts?: LabelOverrides<MarketErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * The collection's items with their listing state and price, a page at a time with "Load more";
 * with a trait filter, the matches across the whole collection.
 *
 * @example
 * <ItemGrid collection="tidal-glyphs" traitFilter={{ Tide: ['Neap'] }} />
 */
export function ItemGrid({ traitFilter, maxPages, ...props }: ItemGridProps) {
  // The service has no filter parameter, so a filter is a different read (the whole collection)
  // and a different view; the paged grid never loads the whole-collection read.
  return isTraitFilterActive(traitFilter) ? <FilteredItemGrid traitFilter={traitFilter} maxPages={maxPages} {...props} /> : <ItemPages {...props} />;
}

function FilteredItemGrid({ collection, pageSize: asked, traitFilter, maxPages, labels, errorTexts, locale, className, ...rest }: ItemGridProps & { traitFilter: TraitSelection }) {
  const text = withDefaults(defaultItemGridLabels, labels);
  const resolvedLocale = useLocale(locale);
  const pageSize = usablePageSize(asked, 'pageSize', MARKET_PAGE_SIZE);
  const all = useAllItems(collection, maxPages ? { maxPages } : {});
  // Compared by content: a parent may pass a fresh object with the same selection on every render.
  const filterKey = JSON.stringify(traitFilter);
  const [shown, setShown] = useState({ filterKey, count: pageSize });
  const shownCount = shown.filterKey === filterKey ? shown.count : pageSize;
  const result = all.data;
  const matches = result ? result.data.filter((item) => matchesTraits(item, traitFilter)) : [];
  const judged = result ? result.data.some((item) => item.attributes !== null) : true;
  const state = result ? (matches.length === 0 ? 'empty' : 'ready') : all.isError ? 'error' : 'loading';
  const n = (value: number) => formatNumber(value, resolvedLocale);
  return (
    <div data-slot="item-grid" data-state={state} data-filtered="" aria-busy={state === 'loading'} className={className} {...rest}>
      {state === 'loading' && <MarketStatus state="loading" message={fill(text.filtering, { items: n(all.progress?.items ?? 0) })} aria-live="off" />}
      {state === 'error' && <MarketStatus state="error" error={all.error} errorTexts={errorTexts} onRetry={() => void all.refetch()} retryLabel={text.retry} />}
      {result && (
        <p data-slot="item-grid-summary" role="status">
          {fill(text.filtered, { matched: n(matches.length), total: n(result.data.length) })}
        </p>
      )}
      {result && !result.complete && <MarketStatus state="partial" message={fill(text.filteredPartial, { items: n(result.data.length) })} />}
      {state === 'empty' && <MarketStatus state="empty" message={judged ? text.noMatches : text.noTraitData} />}
      {matches.length > 0 && <ItemCards items={matches.slice(0, shownCount)} text={text} locale={resolvedLocale} />}
      {matches.length > shownCount && (
        <MoreButton data-slot="market-load-more" loadedText={text.loadedMore} locale={resolvedLocale} onMore={() => setShown({ filterKey, count: shownCount + pageSize })}>
          {text.loadMore}
        </MoreButton>
      )}
    </div>
  );
}
