import type { HTMLAttributes } from 'react';
import type { ActivityType, MarketActivity } from '../../core/wire/market.js';
import { useLocale } from '../../react/context.js';
import { useHydrated } from '../../react/hydrated.js';
import { useActivity } from '../../react/market/hooks.js';
import { shortAddress, withDefaults, type LabelOverrides } from '../format.js';
import { fillIsolated, formatMarketAmount, formatMarketTime } from './market-format.js';
import { MARKET_PAGE_SIZE } from '../../react/market/queries.js';
import { usablePageSize } from '../../react/market/page-size.js';
import { LoadMore, QueryStatus, loadMorePlace, pagedState, skeletonLine, skeletonRows, type MarketErrorTexts } from './market-status.js';

export interface ActivityFeedLabels {
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
  /** One label per known type; `unrecognized` is what a type this kit does not know is shown as. */
  types: Record<ActivityType, string>;
  /** `{from}`, `{to}`: short addresses. */
  fromTo: string;
  /** `{address}`. */
  by: string;
  /** `{address}`. */
  to: string;
  /** Shown for a price or item the record does not carry. */
  notAvailable: string;
}

/**
 * The feed's English defaults; override any of them with `labels`.
 *
 * @example
 * <ActivityFeed labels={{ types: { sale: 'Verkauf' } }} />
 */
export const defaultActivityFeedLabels: ActivityFeedLabels = {
  title: 'Recent activity',
  loading: 'Loading activity…',
  empty: 'No sales or listings yet.',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadedMore: '{count} more shown',
  noMore: 'No more activity.',
  nothingNew: 'No new activity came; there may be more.',
  types: { sale: 'Sale', listing: 'Listing', delisting: 'Delisting', unrecognized: 'Other activity' },
  fromTo: '{from} → {to}',
  by: 'by {address}',
  to: 'to {address}',
  notAvailable: '—',
};

export interface ActivityFeedProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The collection's slug, address or id; leave out for activity across the whole marketplace. */
  collection?: string | undefined;
  pageSize?: number | undefined;
  labels?: LabelOverrides<Omit<ActivityFeedLabels, 'types'>> & { types?: LabelOverrides<ActivityFeedLabels['types']> | undefined } | undefined;
  errorTexts?: LabelOverrides<MarketErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * Sales, listings and delistings, newest first, with "Load more". A type the kit does not know is
 * shown neutrally as "Other activity" and never breaks the list.
 *
 * @example
 * <ActivityFeed collection="sold-out" />
 */
export function ActivityFeed({ collection, pageSize, labels, errorTexts, locale, ...rest }: ActivityFeedProps) {
  const text: ActivityFeedLabels = { ...withDefaults(defaultActivityFeedLabels, labels), types: withDefaults(defaultActivityFeedLabels.types, labels?.types) };
  const resolvedLocale = useLocale(locale);
  const size = usablePageSize(pageSize, 'pageSize', MARKET_PAGE_SIZE);
  const query = useActivity(collection, size);
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  const state = pagedState(query, rows.length);
  return (
    <div data-slot="activity-feed" data-state={state} aria-busy={state === 'loading'} {...rest}>
      <QueryStatus
        query={query}
        state={state}
        text={text}
        errorTexts={errorTexts}
        placeholder={
          <>
            <ul data-slot="activity-list">
              {Array.from({ length: skeletonRows(size) }, (_, key) => (
                <li key={key} data-slot="activity-row">
                  {['activity-type', 'activity-item', 'activity-price', 'activity-parties', 'activity-time'].map((slot) => (
                    <span key={slot} data-slot={slot}>
                      {skeletonLine}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
            {loadMorePlace}
          </>
        }
      />
      {rows.length > 0 && (
        <ul data-slot="activity-list" aria-label={text.title}>
          {rows.map((activity) => (
            <ActivityRow key={activity.id} activity={activity} showCollection={collection === undefined} text={text} locale={resolvedLocale} />
          ))}
        </ul>
      )}
      <LoadMore query={query} text={text} errorTexts={errorTexts} locale={resolvedLocale} />
    </div>
  );
}

function ActivityRow({ activity, showCollection, text, locale }: { activity: MarketActivity; showCollection: boolean; text: ActivityFeedLabels; locale: string | undefined }) {
  const time = formatMarketTime(activity.timestamp, locale);
  // In the viewer's time zone, which the server cannot know: written after hydration (docs/components.md).
  const hydrated = useHydrated();
  const price = formatMarketAmount(activity.price, activity.currency, locale);
  const { buyer, seller } = activity;
  // Each address isolated: on a right-to-left page "from → to" runs from the right, its arrow turned.
  const parties =
    buyer && seller
      ? fillIsolated(text.fromTo, { from: shortAddress(seller), to: shortAddress(buyer) })
      : seller
        ? fillIsolated(text.by, { address: shortAddress(seller) })
        : buyer
          ? fillIsolated(text.to, { address: shortAddress(buyer) })
          : null;
  return (
    <li data-slot="activity-row" data-type={activity.type}>
      <span data-slot="activity-type">{text.types[activity.type] ?? text.types.unrecognized}</span>
      <span data-slot="activity-item" dir="auto">
        {activity.item?.name ?? text.notAvailable}
        {showCollection && activity.collection && <span data-slot="activity-collection"> · {activity.collection.name}</span>}
      </span>
      <span data-slot="activity-price">{price ?? text.notAvailable}</span>
      {parties && <span data-slot="activity-parties">{parties}</span>}
      {time && activity.timestamp && (
        <time data-slot="activity-time" dateTime={activity.timestamp}>
          {hydrated ? time : '\u00a0'}
        </time>
      )}
    </li>
  );
}
