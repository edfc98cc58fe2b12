import { queryOptions, replaceEqualDeep, type InfiniteData } from '@tanstack/react-query';
import type { KitQueryOptions } from './query-options.js';
import type { Availability, CollectionResponse, Discovery, LivePrice, TokenPrices } from '../core/wire/mint.js';
import type { ServerClock } from '../core/clock.js';
import { ASK_SPREAD_MS, pageDraw } from './page-draw.js';
import type { MintClient } from '../core/mint-client.js';
import type { MintKitError } from '../core/errors.js';
import { parseTimestamp } from '../core/timestamp.js';
/**
 * Query keys. Everything about one drop sits under `drop(client, id)`, so one invalidation after a
 * mint refreshes counts, availability, supply and feeds together. Each names the client's base URL
 * and `cacheScope` (its key): two keys on one QueryClient never see each other's answers or refusals.
 *
 * @example
 * // your own mint flow settled: refresh the drop's counts, supply and feeds in one go
 * await queryClient.invalidateQueries({ queryKey: mintKeys.drop(client, 'genesis') })
 */
export const mintKeys = {
  all: (client: MintClient) => ['mintkit', client.baseUrl, client.cacheScope] as const,
  drop: (client: MintClient, drop: string) => ['mintkit', client.baseUrl, client.cacheScope, 'drop', drop] as const,
  phase: (client: MintClient, phaseId: string) => ['mintkit', client.baseUrl, client.cacheScope, 'phase', phaseId] as const,
};

/**
 * Polling intervals, chosen for what each datum is: phases move on server timers, feeds move on mints.
 *
 * @example
 * // poll your own drop data at the pace the kit polls the drop's read model
 * useQuery({ queryKey: ['my-app', 'drop-extras'], queryFn: loadDropExtras, refetchInterval: POLL.collectionMs })
 */
export const POLL = {
  collectionMs: 30_000,
  availabilityMs: 10_000,
  recentlyMintedMs: 15_000,
  peggedPriceMs: 30_000,
  dutchFallbackMs: 10_000,
} as const;

/**
 * What every kit read sets for itself rather than take from the host app's QueryClient defaults:
 * - `throwOnError: false`: a failed read is shown by the kit's ErrorNotice (or, with data already
 *   shown, kept quiet), never thrown into the host's error boundary, which would blank the mint page;
 * - `networkMode: 'always'`: a page opened offline tries, fails and shows NETWORK_ERROR with its
 *   retry, instead of pausing every read on "Loading…" forever;
 * - `refetchOnReconnect: true`: `'always'` turns that off by default, and a buyer who comes back
 *   online should see fresh data without a reload;
 * - `retry: false`: retries live in the kit's client, one policy for every read.
 *
 * @example
 * queryOptions({ ...kitReadOptions, queryKey: ['my-page', 'extra'], queryFn: loadExtra })
 */
export const kitReadOptions = { throwOnError: false, networkMode: 'always', refetchOnReconnect: true, retry: false } as const;

/**
 * Structural sharing for a polled answer: one that brings the same figures keeps the cached object,
 * though its `serverTime` (when it was answered) always moves. A new object would re-render every
 * component reading it, a commit each poll on a page with nothing new to show. The clock takes its
 * sample from each response, not from the cache; `serverTime` is the one the figures came with.
 */
export function keepUnchangedAnswer(previous: unknown, next: unknown): unknown {
  if (typeof previous === 'object' && previous !== null && typeof next === 'object' && next !== null) {
    const asBefore: Record<string, unknown> = { ...next };
    for (const key of ['serverTime', 'serverTimeMs']) if (key in previous) asBefore[key] = (previous as Record<string, unknown>)[key];
    if (replaceEqualDeep(previous, asBefore) === previous) return previous;
  }
  return replaceEqualDeep(previous, next);
}

/**
 * The drop's read model (collection, stats, phases with resolved prices, server time). Polled on a
 * modest interval; `useCollection` also refetches at each phase boundary.
 *
 * @example
 * await queryClient.prefetchQuery(collectionQuery(client, 'genesis'))
 */
export const collectionQuery = (client: MintClient, drop: string): KitQueryOptions<CollectionResponse, string[]> =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'collection'],
    queryFn: ({ signal }) => client.getCollection(drop, { signal }),
    refetchInterval: POLL.collectionMs,
    staleTime: 5_000,
    structuralSharing: keepUnchangedAnswer,
  });

/**
 * Supply mintable right now, already net of supply held for mints in progress. Polled every 10 s,
 * more often than the read model, because it is what runs out during a busy drop.
 *
 * @example
 * const { data } = useQuery(availabilityQuery(client, 'genesis'))
 * // unknown until it has answered: not 0, which would read as sold out
 * const largest = data ? Math.min(phase.maxPerTransaction, data.availableNow) : null
 */
export const availabilityQuery = (client: MintClient, drop: string): KitQueryOptions<Availability, string[]> =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'availability'],
    queryFn: ({ signal }) => client.getAvailability(drop, { signal }),
    refetchInterval: POLL.availabilityMs,
    staleTime: 2_000,
    structuralSharing: keepUnchangedAnswer,
  });

/**
 * The service's version and stability (`GET /`), fetched once per client and never refetched: it
 * does not change while a page is open. Useful to log or gate on the API version a page talks to.
 *
 * @example
 * const discovery = await queryClient.fetchQuery(discoveryQuery(client))
 * if (discovery.version !== 'v1') console.warn(`This page was built for minting API v1; the service speaks ${discovery.version}`)
 */
export const discoveryQuery = (client: MintClient): KitQueryOptions<Discovery, string[]> =>
  queryOptions({ ...kitReadOptions, queryKey: [...mintKeys.all(client), 'discovery'], queryFn: ({ signal }) => client.discover({ signal }), staleTime: Infinity });

/**
 * USD prices of the platform's tokens, refreshed every minute: for a fiat estimate shown beside a
 * price, never for the price itself (that is always the server's `priceDisplay`).
 *
 * @example
 * const { data } = useQuery(tokenPricesQuery(client))
 * const solUsd = data?.prices.find((token) => token.symbol === 'SOL')?.usd ?? null
 */
export const tokenPricesQuery = (client: MintClient): KitQueryOptions<TokenPrices, string[]> =>
  queryOptions({ ...kitReadOptions, queryKey: [...mintKeys.all(client), 'token-prices'], queryFn: ({ signal }) => client.getTokenPrices({ signal }), staleTime: 60_000, refetchInterval: 60_000 });

/**
 * The server-resolved price of a USD- or native-pegged phase, polled every 30 s as the peg moves.
 * Stops polling on `NOT_FOUND` (the phase is not pegged); pass `enabled: false` to hold it back.
 *
 * @example
 * const { data } = useQuery(peggedPriceQuery(client, phase.id, { enabled: phase.status !== 'ended' }))
 * // the phase's own resolved price until the peg is read: `undefined` alone would read "Price unavailable"
 * <PriceDisplay price={data?.priceDisplay ?? phase.priceDisplay} />
 */
export const peggedPriceQuery = (client: MintClient, phaseId: string, options: { enabled?: boolean | undefined } = {}): KitQueryOptions<LivePrice, string[]> =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.phase(client, phaseId), 'pegged-price'],
    queryFn: ({ signal }) => client.getPeggedPrice(phaseId, { signal }),
    enabled: options.enabled ?? true,
    // A phase the endpoint does not know as pegged stays unpegged; asking again every 30 s cannot change that.
    refetchInterval: (query) => (answeredNotFound(query) ? false : POLL.peggedPriceMs),
    structuralSharing: keepUnchangedAnswer,
  });

const answeredNotFound = (query: { state: { error: MintKitError | null } }) => query.state.error?.code === 'NOT_FOUND';

/**
 * The live Dutch price. While `live` (its phase is active), it is refetched within about a second after the moment
 * the service says the price next moves, measured on the server clock.
 * While live without `clock`, it polls at the 10 s fallback instead. Stops polling on `NOT_FOUND`: a
 * `range` price that is not a Dutch auction (the spec's `range` only says the price varies).
 *
 * @example
 * const { mintClient, clock } = useMintKit('DutchPriceTag')
 * const { data } = useQuery(dutchPriceQuery(mintClient, phase.id, { live: phase.status === 'active', clock }))
 * // the phase's own resolved price (its range) until the live price is read
 * <PriceDisplay price={data?.priceDisplay ?? phase.priceDisplay} />
 */
export const dutchPriceQuery = (client: MintClient, phaseId: string, options: { live?: boolean | undefined; clock?: ServerClock | undefined } = {}): KitQueryOptions<LivePrice, string[]> =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.phase(client, phaseId), 'dutch-price'],
    queryFn: ({ signal }) => client.getDutchPrice(phaseId, { signal }),
    refetchInterval: (query) => {
      if (!options.live || answeredNotFound(query)) return false;
      const next = query.state.data?.nextChangeAt;
      // After a failed read the data (and its nextChangeAt) is old: ask at the slow pace, not every second.
      if (!next || !options.clock || query.state.status === 'error') return POLL.dutchFallbackMs;
      // As at a phase boundary, each page asks at its own moment of the second after the step.
      const wait = parseTimestamp(next) + 250 + pageDraw(options.clock) * ASK_SPREAD_MS - options.clock.now();
      // A moment long past (the service is late to step it) is not worth asking about every second
      // either; one that is not a date at all (NaN would stop the polling) gets the slow pace too.
      if (!(wait >= -5_000)) return POLL.dutchFallbackMs;
      // Before the page's moment, at it (however near: a floor here would gather every page at it);
      // past it, with the service yet to step, once a second.
      return wait > 0 ? Math.min(Math.max(wait, 50), 60_000) : 1_000;
    },
  });

/**
 * An infinite query's `select` that shows each row once: rows a page repeats from an earlier page are
 * left out of it. A list that moves while it is paged (a sale landing at the top of an offset-paged
 * feed, a holder's rank changing between two pages) can hand the same row back across a page
 * boundary; a list that repeated it would show it twice, and give React two rows with one key.
 * Data with no repeat is returned as it came, so nothing re-renders for it. Kept here, in the
 * page's first file, since the lower sections and the market both use it: in a module of its own it
 * would be one more tiny file for the page to fetch.
 *
 * @example
 * infiniteQueryOptions({ …, select: distinctRows('data', (activity: MarketActivity) => activity.id) })
 */
export function distinctRows<K extends string, T>(field: K, keyOf: (row: T) => string) {
  return <P extends Record<K, T[]>, Param>(data: InfiniteData<P, Param>): InfiniteData<P, Param> => {
    const seen = new Set<string>();
    let repeated = false;
    const pages = data.pages.map((page) => {
      const rows = page[field].filter((row) => {
        const key = keyOf(row);
        return !seen.has(key) && Boolean(seen.add(key));
      });
      if (rows.length === page[field].length) return page;
      repeated = true;
      return { ...page, [field]: rows };
    });
    return repeated ? { ...data, pages } : data;
  };
}
