import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MintClient, PageOptions } from '../core/mint-client.js';
import type { OffsetPage } from '../core/wire/mint.js';
import { kitReadOptions, mintKeys, POLL } from './queries.js';

// The drop's secondary data (bounty, traits and the paged feeds), loaded after the drop has shown.

const PAGE_SIZE = 20;

export const bountyQuery = (client: MintClient, drop: string) =>
  queryOptions({ ...kitReadOptions, queryKey: [...mintKeys.drop(client, drop), 'bounty'], queryFn: ({ signal }) => client.getBounty(drop, { signal }), staleTime: 60_000 });

export const bountyPrizesQuery = (client: MintClient, drop: string) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'bounty-prizes'],
    queryFn: ({ signal }) => client.getBountyPrizes(drop, { signal }),
    staleTime: 60_000,
  });

export const traitsQuery = (client: MintClient, drop: string) =>
  queryOptions({ ...kitReadOptions, queryKey: [...mintKeys.drop(client, drop), 'traits'], queryFn: ({ signal }) => client.getTraits(drop, { signal }), staleTime: 5 * 60_000 });

type PagedMethod<T> = (drop: string, options: PageOptions) => Promise<OffsetPage<T>>;

function offsetInfinite<T>(client: MintClient, drop: string, name: string, method: PagedMethod<T>, extra: { refetchInterval?: number; limit?: number } = {}) {
  const limit = extra.limit ?? PAGE_SIZE;
  return infiniteQueryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), name, limit],
    queryFn: ({ pageParam, signal }) => method(drop, { limit, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: OffsetPage<T>) => last.nextOffset ?? undefined,
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
