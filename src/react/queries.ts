import { queryOptions } from '@tanstack/react-query';
import type { ServerClock } from '../core/clock.js';
import type { MintClient } from '../core/mint-client.js';
/**
 * Query keys. Everything about one drop sits under `drop(client, id)`, so one invalidation after a
 * mint refreshes counts, availability, supply and feeds together.
 */
export const mintKeys = {
  all: (client: MintClient) => ['mintkit', client.baseUrl] as const,
  drop: (client: MintClient, drop: string) => ['mintkit', client.baseUrl, 'drop', drop] as const,
  phase: (client: MintClient, phaseId: string) => ['mintkit', client.baseUrl, 'phase', phaseId] as const,
};

/** Polling intervals, chosen for what each datum is: phases move on server timers, feeds move on mints. */
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
 * The drop's read model (collection, stats, phases with resolved prices, server time). Polled on a
 * modest interval; `useCollection` also refetches at each phase boundary.
 *
 * @example
 * await queryClient.prefetchQuery(collectionQuery(client, 'genesis'))
 */
export const collectionQuery = (client: MintClient, drop: string) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'collection'],
    queryFn: ({ signal }) => client.getCollection(drop, { signal }),
    refetchInterval: POLL.collectionMs,
    staleTime: 5_000,
  });

export const discoveryQuery = (client: MintClient) =>
  queryOptions({ ...kitReadOptions, queryKey: [...mintKeys.all(client), 'discovery'], queryFn: ({ signal }) => client.discover({ signal }), staleTime: Infinity });

export const tokenPricesQuery = (client: MintClient) =>
  queryOptions({ ...kitReadOptions, queryKey: [...mintKeys.all(client), 'token-prices'], queryFn: ({ signal }) => client.getTokenPrices({ signal }), staleTime: 60_000, refetchInterval: 60_000 });

export const peggedPriceQuery = (client: MintClient, phaseId: string, options: { enabled?: boolean } = {}) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.phase(client, phaseId), 'pegged-price'],
    queryFn: ({ signal }) => client.getPeggedPrice(phaseId, { signal }),
    enabled: options.enabled ?? true,
    // A phase the endpoint does not know as pegged stays unpegged; asking again every 30 s cannot change that.
    refetchInterval: (query) => ((query.state.error as { code?: string } | null)?.code === 'NOT_FOUND' ? false : POLL.peggedPriceMs),
  });

/**
 * The live Dutch price. While `live` (its phase is active), it is refetched just after the moment
 * the service says the price next moves, measured on the server clock.
 */
export const dutchPriceQuery = (client: MintClient, phaseId: string, options: { live?: boolean; clock?: ServerClock } = {}) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.phase(client, phaseId), 'dutch-price'],
    queryFn: ({ signal }) => client.getDutchPrice(phaseId, { signal }),
    refetchInterval: (query) => {
      if (!options.live) return false;
      const next = query.state.data?.nextChangeAt;
      // After a failed read the data (and its nextChangeAt) is old: ask at the slow pace, not every second.
      if (!next || !options.clock || query.state.status === 'error') return POLL.dutchFallbackMs;
      const wait = Date.parse(next) - options.clock.now() + 250;
      // A moment long past (the service is late to step it) is not worth asking about every second either.
      if (wait < -5_000) return POLL.dutchFallbackMs;
      return Math.min(Math.max(wait, 1_000), 60_000);
    },
  });
