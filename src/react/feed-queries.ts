import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { KitInfiniteQueryOptions, KitQueryOptions } from './query-options.js';
import type { CallOptions, MintClient, PageOptions } from '../core/mint-client.js';
import type { Bounty, BountyPrizes, OffsetPage, Traits } from '../core/wire/mint.js';
import { distinctRows, kitReadOptions, mintKeys, POLL } from './queries.js';

// The drop's secondary data (bounty, traits and the paged feeds), loaded after the drop has shown.

const PAGE_SIZE = 20;

/** One read of the drop, cached under the drop's key for `staleTime`. */
function dropRead<T>(client: MintClient, drop: string, name: string, read: (drop: string, options: CallOptions) => Promise<T>, staleTime: number): KitQueryOptions<T, string[]> {
  return queryOptions({ ...kitReadOptions, queryKey: [...mintKeys.drop(client, drop), name], queryFn: ({ signal }) => read(drop, { signal }), staleTime });
}

/**
 * The drop's bounty summary (title, prizes awarded of total, closing date), cached for a minute as
 * it rarely changes. A count the service leaves out is null, so never show it as 0.
 *
 * @example
 * const { data: bounty } = useQuery(bountyQuery(client, 'genesis'))
 * const badge = bounty?.totalPrizes != null ? `${bounty.totalPrizes} prizes` : null // null: not said, so no figure
 */
export const bountyQuery = (client: MintClient, drop: string): KitQueryOptions<Bounty, string[]> => dropRead(client, drop, 'bounty', client.getBounty, 60_000);

/**
 * The bounty's prize table with how many of each are left; `enabled` is false when the drop has no
 * bounty, so an empty table is not mistaken for "all prizes gone".
 *
 * @example
 * const { data } = useQuery(bountyPrizesQuery(client, 'genesis'))
 * const stillToWin = data?.enabled ? data.prizes.filter((prize) => prize.remaining > 0) : []
 */
export const bountyPrizesQuery = (client: MintClient, drop: string): KitQueryOptions<BountyPrizes, string[]> =>
  dropRead(client, drop, 'bounty-prizes', client.getBountyPrizes, 60_000);

/**
 * The drop's trait names and values, cached for five minutes: they do not move with mints, so a
 * prefetch while the page loads serves the trait list without a spinner.
 *
 * @example
 * await queryClient.prefetchQuery(traitsQuery(client, 'genesis'))
 * const traits = queryClient.getQueryData(traitsQuery(client, 'genesis').queryKey)
 */
export const traitsQuery = (client: MintClient, drop: string): KitQueryOptions<Traits, string[]> => dropRead(client, drop, 'traits', client.getTraits, 5 * 60_000);

type PagedMethod<T> = (drop: string, options: PageOptions) => Promise<OffsetPage<T>>;

/** Offset pages of one of the drop's lists, `limit` a page (20 when not given), keyed by the page size. */
function offsetInfinite<T>(client: MintClient, drop: string, name: string, method: PagedMethod<T>, keyOf: (row: T) => string, limit: number | undefined, refetchInterval?: number): KitInfiniteQueryOptions<OffsetPage<T>, (string | number)[], number> {
  const pageSize = limit || PAGE_SIZE;
  return infiniteQueryOptions({
    ...kitReadOptions,
    select: distinctRows('items', keyOf),
    queryKey: [...mintKeys.drop(client, drop), name, pageSize],
    queryFn: ({ pageParam, signal }) => method(drop, { limit: pageSize, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: OffsetPage<T>) => last.nextOffset ?? undefined,
    // Only when polled: an absent option leaves the host's QueryClient default in force.
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}

/**
 * The drop's artwork as offset pages for `useInfiniteQuery` (20 a page unless `limit`);
 * `hasNextPage` turns false at the service's last page.
 *
 * @example
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(galleryQuery(client, 'genesis', 12))
 * const art = data?.pages.flatMap((page) => page.items) ?? []
 */
export const galleryQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'gallery', client.getGallery, (item) => item.id, limit);

/**
 * The newest mints as offset pages, polled every 15 s so a live drop's feed moves without a reload.
 *
 * @example
 * const { data } = useInfiniteQuery(recentlyMintedQuery(client, 'genesis', 6))
 * const latest = data?.pages[0]?.items ?? []
 */
export const recentlyMintedQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'recently-minted', client.getRecentlyMinted, (item) => item.mintAddress, limit, POLL.recentlyMintedMs);

/**
 * Every minted item as offset pages, not polled: for a complete list or an export, where a feed
 * that reshuffles while being read would be wrong.
 *
 * @example
 * const { data } = useInfiniteQuery(allMintedQuery(client, 'genesis', 100))
 * const total = data?.pages[0]?.total // null when the service does not say
 */
export const allMintedQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'all-minted', client.getAllMinted, (item) => item.mintAddress, limit);

/**
 * The wallets holding the most of the drop, largest first, as offset pages. The page size is part
 * of the key, so a prefetch must use the same `limit` as the component it feeds.
 *
 * @example
 * await queryClient.prefetchInfiniteQuery(topHoldersQuery(client, 'genesis', 5))
 * <TopHolders drop="genesis" limit={5} />
 */
export const topHoldersQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'top-holders', client.getTopHolders, (wallet) => wallet.address, limit);

/**
 * The wallets that minted the most of the drop, largest first, as offset pages.
 *
 * @example
 * const { data } = useInfiniteQuery(topMintersQuery(client, 'genesis', 10))
 * const leaders = data?.pages[0]?.items ?? [] // [{ address, count }]
 */
export const topMintersQuery = (client: MintClient, drop: string, limit?: number) =>
  offsetInfinite(client, drop, 'top-minters', client.getTopMinters, (wallet) => wallet.address, limit);
