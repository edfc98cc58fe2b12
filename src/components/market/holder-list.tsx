import type { HTMLAttributes } from 'react';
import { useLocale } from '../../react/context.js';
import { holderDistribution, type HolderBucket } from '../../react/market/derive.js';
import { useAllHolders, useMarketHolders } from '../../react/market/hooks.js';
import { usablePageSize } from '../../react/market/page-size.js';
import { MARKET_PAGE_SIZE } from '../../react/market/queries.js';
import { fill, formatNumber, formatPercent, shortAddress, withDefaults, type LabelOverrides } from '../format.js';
import { LoadMore, MarketStatus, QueryStatus, pagedState, type MarketErrorTexts } from './market-status.js';

export interface HolderListLabels {
  /** The list's accessible name. */
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
  /** `{count}`: the service's `unique_holders`. */
  uniqueHolders: string;
  /** `{count}`: items held. */
  holds: string;
  distributionTitle: string;
  /** `{items}`, `{total}`: holders read so far while the whole list loads. */
  distributionLoading: string;
  distributionProgress: string;
  /** One label per bucket of items held. */
  buckets: Record<HolderBucket['key'], string>;
  /** `{holders}`, `{items}`. */
  bucketValue: string;
  /** `{percent}`. */
  topTen: string;
  /** `{holders}`: the page cap stopped the read. */
  distributionPartial: string;
  /** `{holders}`: records the service sent without a count, left out of the figures. */
  distributionUncounted: string;
}

/**
 * The component's English defaults; override any of them with `labels`.
 *
 * @example
 * <HolderList collection="sold-out" labels={{ uniqueHolders: '{count} owners' }} />
 */
export const defaultHolderListLabels: HolderListLabels = {
  title: 'Holders',
  loading: 'Loading holders…',
  empty: 'Nobody holds an item from this collection yet.',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadedMore: '{count} more shown',
  noMore: 'No more holders.',
  nothingNew: 'No new holders came; there may be more.',
  uniqueHolders: 'Unique holders: {count}',
  holds: '{count} held',
  distributionTitle: 'How holdings are spread',
  distributionLoading: 'Reading every holder… {items} of {total}',
  distributionProgress: 'Holders read',
  buckets: { '1': 'Hold 1 item', '2-5': 'Hold 2–5 items', '6-20': 'Hold 6–20 items', '21+': 'Hold 21 or more' },
  bucketValue: 'Holders: {holders} · items: {items}',
  topTen: 'The 10 largest holders hold {percent} of the items.',
  distributionPartial: 'Only the first {holders} holders were read, so these figures are partial.',
  distributionUncounted: 'Holders listed without a count: {holders}. These figures leave them out.',
};

export interface HolderListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The collection's slug, address or id. */
  collection: string;
  pageSize?: number | undefined;
  /** Show how holdings are spread; it reads the whole holder list (up to `maxPages`). Default true. */
  distribution?: boolean | undefined;
  maxPages?: number | undefined;
  labels?: LabelOverrides<Omit<HolderListLabels, 'buckets'>> & { buckets?: LabelOverrides<HolderListLabels['buckets']> | undefined } | undefined;
  errorTexts?: LabelOverrides<MarketErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * The collection's holders, largest first, with the service's unique-holder count and "Load more";
 * and how holdings are spread, computed over the whole list (read to the end with a page cap and a
 * progress bar, because one page of holders gives wrong totals).
 *
 * @example
 * <HolderList collection="tidal-glyphs" />
 */
export function HolderList({ collection, pageSize, distribution = true, maxPages, labels, errorTexts, locale, className, ...rest }: HolderListProps) {
  const text: HolderListLabels = { ...withDefaults(defaultHolderListLabels, labels), buckets: withDefaults(defaultHolderListLabels.buckets, labels?.buckets) };
  const resolvedLocale = useLocale(locale);
  const n = (value: number) => formatNumber(value, resolvedLocale);
  const query = useMarketHolders(collection, usablePageSize(pageSize, 'pageSize', MARKET_PAGE_SIZE));
  const holders = query.data?.pages.flatMap((page) => page.data) ?? [];
  // Every page carries it; a page without it leaves the figure to the next one that has it.
  const uniqueHolders = query.data?.pages.find((page) => page.uniqueHolders !== null)?.uniqueHolders ?? null;
  const state = pagedState(query, holders.length);
  return (
    <div data-slot="holder-list" data-state={state} aria-busy={state === 'loading'} className={className} {...rest}>
      <QueryStatus query={query} state={state} text={text} errorTexts={errorTexts} />
      {uniqueHolders !== null && state === 'ready' && <p data-slot="holder-unique">{fill(text.uniqueHolders, { count: n(uniqueHolders) })}</p>}
      {holders.length > 0 && (
        <ol data-slot="holder-rows" aria-label={text.title}>
          {holders.map((holder) => (
            <li key={holder.address} data-slot="holder-row">
              <span data-slot="holder-address" title={holder.address}>
                {shortAddress(holder.address)}
              </span>
              {holder.count !== null && <span data-slot="holder-count">{fill(text.holds, { count: n(holder.count) })}</span>}
              {holder.percent !== null && <span data-slot="holder-percent">{formatPercent(holder.percent, resolvedLocale)}</span>}
            </li>
          ))}
        </ol>
      )}
      <LoadMore query={query} text={text} errorTexts={errorTexts} locale={resolvedLocale} />
      {distribution && state === 'ready' && (
        <HolderDistributionView collection={collection} uniqueHolders={uniqueHolders} maxPages={maxPages} text={text} errorTexts={errorTexts} locale={resolvedLocale} />
      )}
    </div>
  );
}

function HolderDistributionView(props: {
  collection: string;
  uniqueHolders: number | null;
  maxPages: number | undefined;
  text: HolderListLabels;
  errorTexts: LabelOverrides<MarketErrorTexts> | undefined;
  locale: string | undefined;
}) {
  const { text, locale } = props;
  const n = (value: number) => formatNumber(value, locale);
  const all = useAllHolders(props.collection, props.maxPages ? { maxPages: props.maxPages } : {});
  const result = all.data;
  const figures = result ? holderDistribution(result.data) : null;
  const state = result && figures ? (result.complete && figures.uncounted === 0 ? 'complete' : 'partial') : all.isError ? 'error' : 'loading';
  const read = all.progress?.items ?? 0;
  const total = props.uniqueHolders;
  return (
    <div data-slot="holder-distribution" data-state={state} aria-busy={state === 'loading'}>
      <p data-slot="holder-distribution-title">{text.distributionTitle}</p>
      {state === 'loading' && (
        <>
          {/* The count changes with every page read; a live region would read it out each time. */}
          <MarketStatus state="loading" message={fill(text.distributionLoading, { items: n(read), total: total === null ? '?' : n(total) })} aria-live="off" />
          {/* Without the service's total the bar is indeterminate rather than a guess. */}
          <progress data-slot="holder-distribution-progress" aria-label={text.distributionProgress} max={total ?? undefined} value={total === null ? undefined : Math.min(read, total)} />
        </>
      )}
      {state === 'error' && <MarketStatus state="error" error={all.error} errorTexts={props.errorTexts} onRetry={() => void all.refetch()} retryLabel={text.retry} />}
      {figures && (
        <>
          <dl data-slot="holder-buckets">
            {figures.buckets.map((bucket) => (
              <div key={bucket.key} data-slot="holder-bucket" data-bucket={bucket.key}>
                <dt>{text.buckets[bucket.key]}</dt>
                <dd>{fill(text.bucketValue, { holders: n(bucket.holders), items: n(bucket.items) })}</dd>
              </div>
            ))}
          </dl>
          {figures.topTenPercent !== null && <p data-slot="holder-top-ten">{fill(text.topTen, { percent: formatPercent(figures.topTenPercent, locale) })}</p>}
        </>
      )}
      {result && !result.complete && <MarketStatus state="partial" message={fill(text.distributionPartial, { holders: n(result.data.length) })} />}
      {figures && figures.uncounted > 0 && <MarketStatus state="partial" message={fill(text.distributionUncounted, { holders: n(figures.uncounted) })} />}
    </div>
  );
}
