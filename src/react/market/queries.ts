import { infiniteQueryOptions, queryOptions, skipToken, type InfiniteData } from '@tanstack/react-query';
import type { KitInfiniteQueryOptions, KitQueryOptions } from '../query-options.js';
import { isMintKitError } from '../../core/errors.js';
import { collectAll, type CollectAllResult, type CollectProgress, type CursorOptions, type MarketClient } from '../../core/market-client.js';
import type { CursorPage, HolderPage, MarketCollectionDetail, MarketCollectionStats, MarketHolder, MarketItem, MarketMeta, MarketTraits } from '../../core/wire/market.js';
import { distinctRows, kitReadOptions } from '../queries.js';
import { usablePageSize } from './page-size.js';

/**
 * Query keys for the marketplace read service. Everything about one collection sits under
 * `collection(client, id)`, keyed by the identifier as the caller wrote it (slug, address or uuid).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: marketKeys.collection(market, 'sold-out') })
 */
export const marketKeys = {
  all: (client: Pick<MarketClient, 'baseUrl'>) => ['mintkit', 'market', client.baseUrl] as const,
  collection: (client: Pick<MarketClient, 'baseUrl'>, id: string) => [...marketKeys.all(client), 'collection', id] as const,
};

/**
 * Page size of the browsable lists; the spec does not show the service's maximum `limit`.
 *
 * @example
 * useMarketItems('sold-out', MARKET_PAGE_SIZE * 2)
 */
export const MARKET_PAGE_SIZE = 20;

/**
 * What collect-all reads with: the sandbox's (and MintKit's assumed) largest page, and a cap. A
 * service that refuses this `limit` (400 on the first page) is read at its default page size instead.
 *
 * @example
 * useAllHolders('tidal-glyphs', { maxPages: COLLECT_ALL_DEFAULTS.maxPages * 2 })
 */
export const COLLECT_ALL_DEFAULTS = { limit: 100, maxPages: 50 } as const;

/** Empty pages with a cursor one page fetch follows on by itself before it shows "Load more" again. */
const EMPTY_PAGES_FOLLOWED = 5;

/** Market data moves with trades, not with a clock, so a short staleness is enough. */
const STALE_MS = 30_000;

/*
 * Every factory spreads `kitReadOptions`, as the minting reads do: the client's one policy retries, a
 * market failure is a state the component shows (never a throw into the host's error boundary, even
 * when the host's QueryClient defaults `throwOnError` to true), and offline reads fail visibly.
 */

/**
 * Browse of every indexed collection, one cursor page at a time.
 *
 * @example
 * const { data, fetchNextPage } = useInfiniteQuery(marketCollectionsQuery(market))
 */
export const marketCollectionsQuery = (client: MarketClient, limit?: number) =>
  cursorInfinite([...marketKeys.all(client), 'collections'], limit, (o) => client.listCollections(o), (collection) => collection.id);

/**
 * Chains and categories currently indexed, for building filters.
 *
 * @example
 * const { data } = useQuery(marketMetaQuery(market))
 */
export const marketMetaQuery = (client: MarketClient): KitQueryOptions<MarketMeta, string[]> =>
  queryOptions({
    queryKey: [...marketKeys.all(client), 'meta'],
    queryFn: ({ signal }) => client.getMeta({ signal }),
    staleTime: 5 * 60_000,
    ...kitReadOptions,
  });

/**
 * Full detail of one collection (verification, chain, standard, floor, summary stats).
 *
 * @example
 * const { data } = useQuery(marketCollectionQuery(market, 'sold-out'))
 */
export const marketCollectionQuery = (client: Pick<MarketClient, 'baseUrl' | 'getCollection'>, id: string): KitQueryOptions<MarketCollectionDetail, string[]> =>
  queryOptions({
    queryKey: [...marketKeys.collection(client, id), 'detail'],
    queryFn: ({ signal }) => client.getCollection(id, { signal }),
    staleTime: STALE_MS,
    ...kitReadOptions,
  });

/**
 * Headline stats, the daily series and `wash_trade_count_7d`.
 *
 * @example
 * const { data } = useQuery(marketStatsQuery(market, 'sold-out'))
 */
export const marketStatsQuery = (client: Pick<MarketClient, 'baseUrl' | 'getStats'>, id: string): KitQueryOptions<MarketCollectionStats, string[]> =>
  queryOptions({
    queryKey: [...marketKeys.collection(client, id), 'stats'],
    queryFn: ({ signal }) => client.getStats(id, { signal }),
    staleTime: STALE_MS,
    ...kitReadOptions,
  });

/**
 * Items with their listing state, as cursor pages.
 *
 * @example
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(marketItemsQuery(market, 'tidal-glyphs'))
 */
export const marketItemsQuery = (client: Pick<MarketClient, 'baseUrl' | 'listItems'>, id: string, limit?: number) =>
  cursorInfinite([...marketKeys.collection(client, id), 'items'], limit, (o) => client.listItems(id, o), (item) => item.mint);

/**
 * Standing offers against a collection, highest first, as cursor pages.
 *
 * @example
 * useInfiniteQuery(marketOffersQuery(market, 'sold-out'))
 */
export const marketOffersQuery = (client: MarketClient, id: string, limit?: number) =>
  cursorInfinite([...marketKeys.collection(client, id), 'offers'], limit, (o) => client.listOffers(id, o), (offer) => offer.id);

/**
 * Sales and listings of one collection, newest first, as cursor pages.
 *
 * @example
 * useInfiniteQuery(marketActivityQuery(market, 'sold-out'))
 */
export const marketActivityQuery = (client: Pick<MarketClient, 'baseUrl' | 'listCollectionActivity'>, id: string, limit?: number) =>
  cursorInfinite([...marketKeys.collection(client, id), 'activity'], limit, (o) => client.listCollectionActivity(id, o), (activity) => activity.id);

/**
 * Activity across every collection, newest first, as cursor pages.
 *
 * @example
 * useInfiniteQuery(globalActivityQuery(market))
 */
export const globalActivityQuery = (client: Pick<MarketClient, 'baseUrl' | 'listActivity'>, limit?: number) =>
  cursorInfinite([...marketKeys.all(client), 'activity'], limit, (o) => client.listActivity(o), (activity) => activity.id);

/**
 * Every trait and value of a collection, with counts.
 *
 * @example
 * useQuery(marketTraitsQuery(market, 'tidal-glyphs'))
 */
export const marketTraitsQuery = (client: MarketClient, id: string): KitQueryOptions<MarketTraits, string[]> =>
  queryOptions({
    queryKey: [...marketKeys.collection(client, id), 'traits'],
    queryFn: ({ signal }) => client.getTraits(id, { signal }),
    staleTime: 5 * 60_000,
    ...kitReadOptions,
  });

/**
 * Holders, largest first, as cursor pages; each page carries `uniqueHolders`. For a distribution
 * use `allHoldersQuery`: one page of holders gives wrong totals.
 *
 * @example
 * useInfiniteQuery(marketHoldersQuery(market, 'sold-out'))
 */
export const marketHoldersQuery = (client: MarketClient, id: string, limit?: number) =>
  cursorInfinite<HolderPage>([...marketKeys.collection(client, id), 'holders'], limit, (o) => client.listHolders(id, o), (holder) => holder.address);

/**
 * One search over collections, items, profiles and traits. Idle for a blank query. When the query
 * changes, React Query aborts the previous request's signal (its query loses its last observer), and
 * each answer lands under its own key, so an old answer can never replace a newer one.
 *
 * @example
 * useQuery(marketSearchQuery(market, 'tidal'))
 */
export const marketSearchQuery = (client: MarketClient, q: string, limit?: number) => {
  const trimmed = q.trim();
  // A limit the service would refuse reads the lists' page size, as every list's does.
  const sent = limit === undefined ? undefined : usablePageSize(limit, 'limit', MARKET_PAGE_SIZE);
  return queryOptions({
    queryKey: [...marketKeys.all(client), 'search', trimmed, sent ?? null],
    queryFn: trimmed ? ({ signal }) => client.search(trimmed, { signal, ...(sent ? { limit: sent } : {}) }) : skipToken,
    staleTime: STALE_MS,
    ...kitReadOptions,
  });
};

export interface CollectAllOptions {
  /** Page size asked for; the service may clamp it, and one that refuses it is read without it. */
  limit?: number | undefined;
  /** Pages read at most; past it the result says `complete: false`. */
  maxPages?: number | undefined;
}

/**
 * Every holder of a collection, read to the end of the cursor (or the page cap), for figures that
 * need the whole list. Progress is published under `allHoldersProgressQuery` while it reads.
 *
 * @example
 * const { data } = useQuery(allHoldersQuery(market, 'tidal-glyphs', { maxPages: 20 }))
 * data?.complete // false when the cap stopped it
 */
export const allHoldersQuery = (client: MarketClient, id: string, options: CollectAllOptions = {}) =>
  collectAllOptions<MarketHolder, HolderPage>([...marketKeys.collection(client, id), 'holders', 'all'], options, (o) => client.listHolders(id, o), (holder) => holder.address);

/**
 * Progress of `allHoldersQuery` (pages and records read so far); never fetches by itself.
 *
 * @example
 * const { data: progress } = useQuery(allHoldersProgressQuery(market, 'tidal-glyphs'))
 */
export const allHoldersProgressQuery = (client: MarketClient, id: string, options: CollectAllOptions = {}) =>
  progressOptions([...marketKeys.collection(client, id), 'holders', 'all'], options);

/**
 * Every item of a collection, read to the end of the cursor (or the page cap): what a trait filter
 * needs, since matches on pages not read yet would otherwise look like "none".
 *
 * @example
 * const { data } = useQuery(allItemsQuery(market, 'tidal-glyphs'))
 */
export const allItemsQuery = (client: MarketClient, id: string, options: CollectAllOptions = {}) =>
  collectAllOptions<MarketItem, CursorPage<MarketItem>>([...marketKeys.collection(client, id), 'items', 'all'], options, (o) => client.listItems(id, o), (item) => item.mint);

/**
 * Progress of `allItemsQuery`.
 *
 * @example
 * const { data: progress } = useQuery(allItemsProgressQuery(market, 'tidal-glyphs'))
 */
export const allItemsProgressQuery = (client: MarketClient, id: string, options: CollectAllOptions = {}) =>
  progressOptions([...marketKeys.collection(client, id), 'items', 'all'], options);

function cursorInfinite<P extends CursorPage<unknown>>(
  base: readonly unknown[],
  asked: number | undefined,
  fetchPage: (o: CursorOptions) => Promise<P>,
  keyOf: (row: P['data'][number]) => string,
): KitInfiniteQueryOptions<P, readonly unknown[], string | null> {
  const limit = usablePageSize(asked, 'limit', MARKET_PAGE_SIZE);
  return infiniteQueryOptions({
    queryKey: [...base, limit] as readonly unknown[],
    select: distinctRows('data', keyOf),
    // An empty page that still carries a cursor is not the end (spec: repeat "until no cursor is
    // returned"; a marketplace that hides records after paging sends such pages). Followed on here, so
    // the first page or a "Load more" brings the next rows or truly ends, and a list never says
    // "nothing here" early. Bounded, and never down a cursor this list or this fetch has followed.
    queryFn: async ({ pageParam, signal, client, queryKey }) => {
      const followed = new Set(client.getQueryData<InfiniteData<P, string | null>>(queryKey)?.pageParams);
      let cursor = pageParam;
      for (let hop = 0; ; hop++) {
        followed.add(cursor);
        const page = await fetchPage({ cursor, limit, signal });
        if (page.data.length > 0 || !page.cursor || followed.has(page.cursor) || hop >= EMPTY_PAGES_FOLLOWED) return page;
        cursor = page.cursor;
      }
    },
    initialPageParam: null as string | null,
    // The end is the absence of a cursor; `hasMore` is informational (docs/api-assumptions.md). A cursor
    // this list already followed ends it too: following it again could only repeat a page, for ever.
    getNextPageParam: (last: P, _pages: unknown, _param: unknown, followed: Array<string | null>) => (last.cursor && !followed.includes(last.cursor) ? last.cursor : undefined),
    staleTime: STALE_MS,
    ...kitReadOptions,
  });
}

const resolveCollect = (options: CollectAllOptions) => ({
  limit: options.limit ?? COLLECT_ALL_DEFAULTS.limit,
  maxPages: options.maxPages ?? COLLECT_ALL_DEFAULTS.maxPages,
});

const collectKey = (base: readonly unknown[], options: CollectAllOptions) => {
  const { limit, maxPages } = resolveCollect(options);
  return [...base, limit, maxPages] as const;
};

function collectAllOptions<T, P extends CursorPage<T>>(
  base: readonly unknown[],
  options: CollectAllOptions,
  list: (o: CursorOptions) => Promise<P>,
  identify: (record: T) => string,
): KitQueryOptions<CollectAllResult<T, P>, readonly [...unknown[], number, number]> {
  const { limit, maxPages } = resolveCollect(options);
  const queryKey = collectKey(base, options);
  return queryOptions({
    queryKey,
    queryFn: ({ signal, client }): Promise<CollectAllResult<T, P>> => {
      const progressKey = [...queryKey, 'progress'];
      client.setQueryData<CollectProgress>(progressKey, { pages: 0, items: 0 });
      // The maximum `limit` is not shown: a service that refuses ours (400 on the first page) is
      // asked once more without it, and the rest is read at its own default size.
      let pageLimit: number | undefined = limit;
      const fetchPage = async (cursor: string | null, pageSignal?: AbortSignal): Promise<P> => {
        const read = () => list({ cursor, ...(pageLimit === undefined ? {} : { limit: pageLimit }), ...(pageSignal ? { signal: pageSignal } : {}) });
        try {
          return await read();
        } catch (error) {
          if (cursor !== null || pageLimit === undefined || !isMintKitError(error) || error.code !== 'INVALID_REQUEST') throw error;
          pageLimit = undefined;
          return read();
        }
      };
      return collectAll<T, P>(fetchPage, {
        maxPages,
        signal,
        identify,
        onProgress: (progress) => client.setQueryData<CollectProgress>(progressKey, progress),
      });
    },
    staleTime: STALE_MS,
    ...kitReadOptions,
    // A whole-list read is up to `maxPages` requests: a buyer switching tabs must not cost the
    // marketplace all of them again. Mounting it anew or a reconnect still reads it once stale.
    refetchOnWindowFocus: false,
  });
}

function progressOptions(base: readonly unknown[], options: CollectAllOptions) {
  // Written by the collect-all query as it reads; this query only observes it.
  return queryOptions<CollectProgress>({
    queryKey: [...collectKey(base, options), 'progress'],
    queryFn: skipToken,
    staleTime: Infinity,
    ...kitReadOptions,
  });
}
