// From mintkit@0.1.0, src/components/market/offer-list.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import type { HTMLAttributes } from 'react';
import { useLocale, useHydrated, useMarketOffers, useStandingOffers, usablePageSize, MARKET_PAGE_SIZE } from 'mintkit/react';
import { formatNumber, shortAddress, withDefaults, type LabelOverrides, formatMarketAmount, formatMarketTime, LoadMore, QueryStatus, pagedState, type MarketErrorTexts } from 'mintkit/parts';

export interface OfferListLabels {
  /** The table's caption. */
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
  price: string;
  quantity: string;
  bidder: string;
  expires: string;
  noExpiry: string;
  notAvailable: string;
}

/**
 * The component's English defaults; override any of them with `labels`.
 *
 * @example
 * <OfferList collection="sold-out" labels={{ title: 'Bids' }} />
 */
export const defaultOfferListLabels: OfferListLabels = {
  title: 'Standing offers',
  loading: 'Loading offers…',
  empty: 'No standing offers.',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadedMore: '{count} more shown',
  noMore: 'No more offers.',
  nothingNew: 'No new offers came; there may be more.',
  price: 'Price',
  quantity: 'Quantity',
  bidder: 'Bidder',
  expires: 'Expires',
  noExpiry: 'No expiry',
  notAvailable: '—',
};

export interface OfferListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The collection's slug, address or id. */
  collection: string;
  pageSize?: number | undefined;
  labels?: LabelOverrides<OfferListLabels> | undefined;
  errorTexts?: LabelOverrides<MarketErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * Standing offers against a collection, highest first, as a table with "Load more".
 *
 * @example
 * <OfferList collection="sold-out" />
 */
export function OfferList({ collection, pageSize, labels, errorTexts, locale, className, ...rest }: OfferListProps) {
  const text = withDefaults(defaultOfferListLabels, labels);
  const resolvedLocale = useLocale(locale);
  // Expiry dates read in the viewer's time zone, which the server cannot know: written after hydration.
  const hydrated = useHydrated();
  const query = useMarketOffers(collection, usablePageSize(pageSize, 'pageSize', MARKET_PAGE_SIZE));
  // An offer that expires while the page is open goes at its expiry (see useStandingOffers).
  const offers = useStandingOffers(query.data?.pages.flatMap((page) => page.data) ?? []);
  const state = pagedState(query, offers.length);
  return (
    <div data-slot="offer-list" data-state={state} aria-busy={state === 'loading'} className={className} {...rest}>
      <QueryStatus query={query} state={state} text={text} errorTexts={errorTexts} />
      {offers.length > 0 && (
        <table data-slot="offer-table">
          <caption>{text.title}</caption>
          <thead>
            <tr>
              <th scope="col">{text.price}</th>
              <th scope="col">{text.quantity}</th>
              <th scope="col">{text.bidder}</th>
              <th scope="col">{text.expires}</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id} data-slot="offer-row">
                <td data-slot="offer-price">{formatMarketAmount(offer.price, offer.currency, resolvedLocale) ?? text.notAvailable}</td>
                <td data-slot="offer-quantity">{offer.quantity === null ? text.notAvailable : formatNumber(offer.quantity, resolvedLocale)}</td>
                <td data-slot="offer-bidder">
                  {offer.bidder ? (
                    <span title={offer.bidder}>{shortAddress(offer.bidder)}</span>
                  ) : (
                    text.notAvailable
                  )}
                </td>
                <td data-slot="offer-expires">{offer.neverExpires ? text.noExpiry : hydrated ? (formatMarketTime(offer.expiresAt, resolvedLocale) ?? text.notAvailable) : <time dateTime={offer.expiresAt ?? undefined}>{'\u00a0'}</time>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore query={query} text={text} errorTexts={errorTexts} locale={resolvedLocale} />
    </div>
  );
}
