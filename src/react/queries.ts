import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ServerClock } from '../core/clock.js';
import type { MintClient, PageOptions } from '../core/mint-client.js';
import type { OffsetPage } from '../core/wire/mint.js';

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

const PAGE_SIZE = 20;

/**
 * The drop's read model (collection, stats, phases with resolved prices, server time). Polled on a
 * modest interval; `useCollection` also refetches at each phase boundary.
 *
 * @example
 * await queryClient.prefetchQuery(collectionQuery(client, 'genesis'))
 */
export const collectionQuery = (client: MintClient, drop: string) =>
  queryOptions({
    queryKey: [...mintKeys.drop(client, drop), 'collection'],
    queryFn: ({ signal }) => client.getCollection(drop, { signal }),
    refetchInterval: POLL.collectionMs,
    staleTime: 5_000,
    retry: false,
  });

export const discoveryQuery = (client: MintClient) =>
  queryOptions({ queryKey: [...mintKeys.all(client), 'discovery'], queryFn: ({ signal }) => client.discover({ signal }), staleTime: Infinity, retry: false });

export const eligibilityQuery = (client: MintClient, drop: string, phaseId: string, walletAddress: string | null | undefined) =>
  queryOptions({
    queryKey: [...mintKeys.drop(client, drop), 'eligibility', phaseId, walletAddress ?? null],
    queryFn: ({ signal }) => client.getEligibility(drop, phaseId, walletAddress!, { signal }),
    enabled: Boolean(walletAddress && phaseId),
    staleTime: 30_000,
    retry: false,
  });

export const walletMintsQuery = (client: MintClient, drop: string, walletAddress: string | null | undefined) =>
  queryOptions({
    queryKey: [...mintKeys.drop(client, drop), 'wallet-mints', walletAddress ?? null],
    queryFn: ({ signal }) => client.getWalletMints(drop, walletAddress!, { signal }),
    enabled: Boolean(walletAddress),
    staleTime: 10_000,
    retry: false,
  });

export const availabilityQuery = (client: MintClient, drop: string) =>
  queryOptions({
    queryKey: [...mintKeys.drop(client, drop), 'availability'],
    queryFn: ({ signal }) => client.getAvailability(drop, { signal }),
    refetchInterval: POLL.availabilityMs,
    staleTime: 2_000,
    retry: false,
  });

export const bountyQuery = (client: MintClient, drop: string) =>
  queryOptions({ queryKey: [...mintKeys.drop(client, drop), 'bounty'], queryFn: ({ signal }) => client.getBounty(drop, { signal }), staleTime: 60_000, retry: false });

export const bountyPrizesQuery = (client: MintClient, drop: string) =>
  queryOptions({
    queryKey: [...mintKeys.drop(client, drop), 'bounty-prizes'],
    queryFn: ({ signal }) => client.getBountyPrizes(drop, { signal }),
    staleTime: 60_000,
    retry: false,
  });

export const claimCodeConfigQuery = (client: MintClient, drop: string) =>
  queryOptions({
    queryKey: [...mintKeys.drop(client, drop), 'claim-codes'],
    queryFn: ({ signal }) => client.getClaimCodeConfig(drop, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const claimCodeBenefitsQuery = (client: MintClient, drop: string, walletAddress: string | null | undefined) =>
  queryOptions({
    queryKey: [...mintKeys.drop(client, drop), 'claim-code-benefits', walletAddress ?? null],
    queryFn: ({ signal }) => client.getClaimCodeBenefits(drop, walletAddress!, { signal }),
    enabled: Boolean(walletAddress),
    staleTime: 30_000,
    retry: false,
  });

/** Validation is read-only (it consumes no use), so it is a query keyed by the code. */
export const claimCodeValidationQuery = (client: MintClient, drop: string, code: string | null | undefined) =>
  queryOptions({
    queryKey: [...mintKeys.drop(client, drop), 'claim-code-validation', code ?? null],
    queryFn: ({ signal }) => client.validateClaimCode(drop, code!, { signal }),
    enabled: Boolean(code),
    staleTime: 30_000,
    retry: false,
  });

export const tokenPricesQuery = (client: MintClient) =>
  queryOptions({ queryKey: [...mintKeys.all(client), 'token-prices'], queryFn: ({ signal }) => client.getTokenPrices({ signal }), staleTime: 60_000, refetchInterval: 60_000, retry: false });

export const peggedPriceQuery = (client: MintClient, phaseId: string, options: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: [...mintKeys.phase(client, phaseId), 'pegged-price'],
    queryFn: ({ signal }) => client.getPeggedPrice(phaseId, { signal }),
    enabled: options.enabled ?? true,
    // A phase the endpoint does not know as pegged stays unpegged; asking again every 30 s cannot change that.
    refetchInterval: (query) => ((query.state.error as { code?: string } | null)?.code === 'NOT_FOUND' ? false : POLL.peggedPriceMs),
    retry: false,
  });

/**
 * The live Dutch price. While `live` (its phase is active), it is refetched just after the moment
 * the service says the price next moves, measured on the server clock.
 */
export const dutchPriceQuery = (client: MintClient, phaseId: string, options: { live?: boolean; clock?: ServerClock } = {}) =>
  queryOptions({
    queryKey: [...mintKeys.phase(client, phaseId), 'dutch-price'],
    queryFn: ({ signal }) => client.getDutchPrice(phaseId, { signal }),
    retry: false,
    refetchInterval: (query) => {
      if (!options.live) return false;
      const next = query.state.data?.nextChangeAt;
      if (!next || !options.clock) return POLL.dutchFallbackMs;
      const wait = Date.parse(next) - options.clock.now() + 250;
      return Math.min(Math.max(wait, 1_000), 60_000);
    },
  });

export const traitsQuery = (client: MintClient, drop: string) =>
  queryOptions({ queryKey: [...mintKeys.drop(client, drop), 'traits'], queryFn: ({ signal }) => client.getTraits(drop, { signal }), staleTime: 5 * 60_000, retry: false });

type PagedMethod<T> = (drop: string, options: PageOptions) => Promise<OffsetPage<T>>;

function offsetInfinite<T>(client: MintClient, drop: string, name: string, method: PagedMethod<T>, extra: { refetchInterval?: number; limit?: number } = {}) {
  const limit = extra.limit ?? PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: [...mintKeys.drop(client, drop), name, limit],
    queryFn: ({ pageParam, signal }) => method(drop, { limit, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: OffsetPage<T>) => last.nextOffset ?? undefined,
    retry: false,
    ...(extra.refetchInterval ? { refetchInterval: extra.refetchInterval } : {}),
  });
}

export const galleryQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'gallery', client.getGallery, limit ? { limit } : {});
export const recentlyMintedQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'recently-minted', client.getRecentlyMinted, { refetchInterval: POLL.recentlyMintedMs, ...(limit ? { limit } : {}) });
export const allMintedQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'all-minted', client.getAllMinted, limit ? { limit } : {});
export const topHoldersQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'top-holders', client.getTopHolders, limit ? { limit } : {});
export const topMintersQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'top-minters', client.getTopMinters, limit ? { limit } : {});
