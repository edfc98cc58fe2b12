import type { InfiniteData, QueryKey, QueryKeyWithDataTag, UnusedSkipTokenInfiniteOptions, UnusedSkipTokenOptions } from '@tanstack/react-query';

/*
 * The kit's read factories declare their result with these names instead of leaving it inferred.
 * Inferred, the type is written out in full into the published `.d.ts` as this package's compiler
 * sees it, every optional member carrying `| undefined`; a host compiling with
 * `exactOptionalPropertyTypes` (e.g. @tsconfig/strictest) then cannot pass any factory to `useQuery`,
 * `prefetchQuery` or `fetchQuery`. Named, the type is rebuilt from TanStack's own declarations under
 * the host's settings. Types only: nothing here reaches a bundle.
 */

/** What a kit read factory returns (`collectionQuery`, `marketStatsQuery`, …): TanStack's `queryOptions` result. */
export type KitQueryOptions<TData, TKey extends QueryKey> = UnusedSkipTokenOptions<TData, Error, TData, TKey> & QueryKeyWithDataTag<TKey, TData, Error>;

/** What a kit paged-read factory returns (`galleryQuery`, `marketItemsQuery`, …): TanStack's `infiniteQueryOptions` result. */
export type KitInfiniteQueryOptions<TPage, TKey extends QueryKey, TPageParam> = UnusedSkipTokenInfiniteOptions<TPage, Error, InfiniteData<TPage>, TKey, TPageParam> &
  QueryKeyWithDataTag<TKey, InfiniteData<TPage>, Error>;
