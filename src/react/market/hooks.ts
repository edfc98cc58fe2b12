import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { MintKitError } from '../../core/errors.js';
import { createMarketClient, createMarketSummaryClient, type MarketClient, type MarketClientOptions, type MarketSummaryClient } from '../../core/market-client.js';
import type { MarketOffer } from '../../core/wire/market.js';
import { useMintKit } from '../context.js';
import {
  allHoldersProgressQuery,
  allHoldersQuery,
  allItemsProgressQuery,
  allItemsQuery,
  globalActivityQuery,
  marketActivityQuery,
  marketCollectionQuery,
  marketCollectionsQuery,
  marketHoldersQuery,
  marketItemsQuery,
  marketMetaQuery,
  marketOffersQuery,
  marketSearchQuery,
  marketStatsQuery,
  marketTraitsQuery,
  type CollectAllOptions,
} from './queries.js';
import { parseTimestamp } from '../../core/timestamp.js';

/**
 * The provider's marketplace client, failing loudly (`INVALID_SETUP`, with the fix, and `consumer`
 * if given) when the provider was given no `marketBaseUrl`.
 *
 * @example
 * const market = useMarketClient('MyFloorBadge')
 */
export function useMarketClient(consumer = 'useMarketClient'): MarketClient {
  return useProviderMarketClient(consumer, createMarketClient);
}

/**
 * The provider's client of only the market section's reads (see `createMarketSummaryClient`), for the
 * hooks that section uses, so its file does not carry the decoders of reads it never makes.
 */
const useMarketSummaryClient = (consumer: string): MarketSummaryClient => useProviderMarketClient(consumer, createMarketSummaryClient);

function useProviderMarketClient<Client extends object>(consumer: string, create: (options: MarketClientOptions) => Client): Client {
  const kit = useMintKit(consumer);
  let marketClient: Client | null;
  try {
    marketClient = kit.getMarketClient(create);
  } catch (cause) {
    if (!(cause instanceof MintKitError) || cause.code !== 'INVALID_SETUP') throw cause;
    // The provider takes the address unchecked (the market is optional): name the prop to fix.
    throw new MintKitError({ code: 'INVALID_SETUP', cause, message: `${consumer}: marketBaseUrl "${kit.marketBaseUrl}" is not an absolute URL, e.g. marketBaseUrl="https://market.example.com".` });
  }
  if (!marketClient) {
    throw new MintKitError({
      code: 'INVALID_SETUP',
      message: `${consumer} reads the marketplace, but <MintKitProvider> has no marketplace client. Pass marketBaseUrl to MintKitProvider, e.g. marketBaseUrl="https://market.example.com".`,
    });
  }
  return marketClient;
}

/** Browse every indexed collection, as cursor pages. @example const { data, fetchNextPage } = useMarketCollections() */
export const useMarketCollections = (limit?: number) => useInfiniteQuery(marketCollectionsQuery(useMarketClient('useMarketCollections'), limit));

/** Chains and categories indexed, for filters. @example const { data } = useMarketMeta() */
export const useMarketMeta = () => useQuery(marketMetaQuery(useMarketClient('useMarketMeta')));

/**
 * A collection's activity when given an identifier, the whole marketplace's otherwise (one hook, so
 * a component can switch between them without breaking the rules of hooks).
 *
 * @example
 * const { data } = useActivity(props.collection)
 */
export function useActivity(id: string | undefined, limit?: number) {
  const market = useMarketSummaryClient('useActivity');
  return useInfiniteQuery(id === undefined ? globalActivityQuery(market, limit) : marketActivityQuery(market, id, limit));
}

/** One collection's detail, by slug, address or uuid. @example const { data } = useMarketCollection('sold-out') */
export const useMarketCollection = (id: string) => useQuery(marketCollectionQuery(useMarketSummaryClient('useMarketCollection'), id));

/** Headline stats, daily series and `washTradeCount7d`. @example const { data } = useMarketStats('sold-out') */
export const useMarketStats = (id: string) => useQuery(marketStatsQuery(useMarketSummaryClient('useMarketStats'), id));

/** Items with listing state, as cursor pages. @example const { data, fetchNextPage } = useMarketItems('tidal-glyphs') */
export const useMarketItems = (id: string, limit?: number) => useInfiniteQuery(marketItemsQuery(useMarketSummaryClient('useMarketItems'), id, limit));

/** Standing offers, highest first, as cursor pages. @example useMarketOffers('sold-out') */
export const useMarketOffers = (id: string, limit?: number) => useInfiniteQuery(marketOffersQuery(useMarketClient('useMarketOffers'), id, limit));

/**
 * The offers still standing: one whose `expires_at` has passed is left out at its expiry, without
 * waiting for the next read. The marketplace sends no clock, so "now" is the minting service's server
 * clock the provider keeps; until the provider has read it (a page that shows only market data, before
 * any mint read), every offer is kept as the marketplace listed it, since the device's clock may be
 * wrong by days. Re-renders when an expiry passes, not on every tick.
 *
 * @example
 * const offers = useStandingOffers(query.data?.pages.flatMap((page) => page.data) ?? [])
 */
export function useStandingOffers(offers: MarketOffer[]): MarketOffer[] {
  const { clock, ticker } = useMintKit('useStandingOffers');
  const synced = clock.isSynced();
  const now = clock.now();
  const ends = offers.map((offer) => (offer.expiresAt ? parseTimestamp(offer.expiresAt) : Number.NaN));
  const next = ends.reduce((soonest, end) => (end > now && end < soonest ? end : soonest), Infinity);
  // On the page's one ticker, aligned to the next expiry; otherwise only a first or new clock reading can change the answer.
  const subscribe = useCallback((listener: () => void) => (synced && next < Infinity ? ticker.subscribe(listener, next) : clock.subscribe(listener)), [synced, next, ticker, clock]);
  useSyncExternalStore(subscribe, () => (clock.isSynced() ? ends.filter((end) => end <= ticker.getSnapshot()).length : -1), () => -1);
  return synced ? offers.filter((_, index) => !(ends[index]! <= now)) : offers;
}

/** A collection's sales and listings, newest first, as cursor pages. @example useMarketActivity('sold-out') */
export const useMarketActivity = (id: string, limit?: number) =>
  useInfiniteQuery(marketActivityQuery(useMarketClient('useMarketActivity'), id, limit));

/** Activity across all collections, newest first, as cursor pages. @example useGlobalActivity() */
export const useGlobalActivity = (limit?: number) => useInfiniteQuery(globalActivityQuery(useMarketClient('useGlobalActivity'), limit));

/** Every trait and value with counts. @example const { data } = useMarketTraits('tidal-glyphs') */
export const useMarketTraits = (id: string) => useQuery(marketTraitsQuery(useMarketClient('useMarketTraits'), id));

/** Holders, largest first, as cursor pages (each with `uniqueHolders`). @example useMarketHolders('sold-out') */
export const useMarketHolders = (id: string, limit?: number) => useInfiniteQuery(marketHoldersQuery(useMarketClient('useMarketHolders'), id, limit));

/** One search split by kind; idle for a blank query; a new query cancels the last. @example useMarketSearch('tidal') */
export const useMarketSearch = (q: string, limit?: number) => useQuery(marketSearchQuery(useMarketClient('useMarketSearch'), q, limit));

/**
 * Every holder, read to the end of the cursor with a page cap, plus `progress` while it reads.
 * `data.complete` is false when the cap stopped it (or the service said more without a cursor):
 * figures from it are then partial. A holder met on two pages is counted once.
 *
 * @example
 * const { data, progress } = useAllHolders('tidal-glyphs', { maxPages: 20 })
 */
export function useAllHolders(id: string, options: CollectAllOptions & { enabled?: boolean | undefined } = {}) {
  const market = useMarketClient('useAllHolders');
  const { enabled = true, ...collect } = options;
  const query = useQuery({ ...allHoldersQuery(market, id, collect), enabled });
  const progress = useQuery(allHoldersProgressQuery(market, id, collect)).data ?? null;
  return { ...query, progress };
}

/**
 * Every item, read to the end of the cursor with a page cap, plus `progress` while it reads.
 *
 * @example
 * const { data, progress } = useAllItems('tidal-glyphs', { enabled: filterIsActive })
 */
export function useAllItems(id: string, options: CollectAllOptions & { enabled?: boolean | undefined } = {}) {
  const market = useMarketClient('useAllItems');
  const { enabled = true, ...collect } = options;
  const query = useQuery({ ...allItemsQuery(market, id, collect), enabled });
  const progress = useQuery(allItemsProgressQuery(market, id, collect)).data ?? null;
  return { ...query, progress };
}
