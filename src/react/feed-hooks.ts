import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMintKit } from './context.js';
import { allMintedQuery, bountyPrizesQuery, bountyQuery, galleryQuery, recentlyMintedQuery, topHoldersQuery, topMintersQuery, traitsQuery } from './feed-queries.js';

/** The bounty summary (an `enabled: false` shape when the drop has none). @example useBounty('genesis') */
export const useBounty = (drop: string) => useQuery(bountyQuery(useMintKit('useBounty').mintClient, drop));

/** The public bounty prize table. @example useBountyPrizes('genesis') */
export const useBountyPrizes = (drop: string) => useQuery(bountyPrizesQuery(useMintKit('useBountyPrizes').mintClient, drop));

/** Trait names and values of the drop. @example useTraits('genesis') */
export const useTraits = (drop: string) => useQuery(traitsQuery(useMintKit('useTraits').mintClient, drop));

/** The drop's art, as pages (`fetchNextPage`). @example const { data, fetchNextPage } = useGallery('genesis') */
export const useGallery = (drop: string, limit?: number) => useInfiniteQuery(galleryQuery(useMintKit('useGallery').mintClient, drop, limit));

/** The recent mints feed, polled while visible. @example useRecentlyMinted('genesis') */
export const useRecentlyMinted = (drop: string, limit?: number) =>
  useInfiniteQuery(recentlyMintedQuery(useMintKit('useRecentlyMinted').mintClient, drop, limit));

/** Every minted item, as pages. @example useAllMinted('genesis') */
export const useAllMinted = (drop: string, limit?: number) => useInfiniteQuery(allMintedQuery(useMintKit('useAllMinted').mintClient, drop, limit));

/** Largest holders, as pages. @example useTopHolders('genesis') */
export const useTopHolders = (drop: string, limit?: number) => useInfiniteQuery(topHoldersQuery(useMintKit('useTopHolders').mintClient, drop, limit));

/** Largest minters, as pages. @example useTopMinters('genesis') */
export const useTopMinters = (drop: string, limit?: number) => useInfiniteQuery(topMintersQuery(useMintKit('useTopMinters').mintClient, drop, limit));
