import type { InfiniteData, QueryKey, QueryKeyWithDataTag, UnusedSkipTokenInfiniteOptions, UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { MintKitError } from '../core/errors.js';

/*
 * The kit's read factories declare their result with these names instead of leaving it inferred.
 * Inferred, the type is written out in full into the published `.d.ts` as this package's compiler
 * sees it, every optional member carrying `| undefined`; a host compiling with
 * `exactOptionalPropertyTypes` (e.g. @tsconfig/strictest) then cannot pass any factory to `useQuery`,
 * `prefetchQuery` or `fetchQuery`. Named, the type is rebuilt from TanStack's own declarations under
 * the host's settings. Types only: nothing here reaches a bundle.
 *
 * The error type is `MintKitError`, not TanStack's default `Error`: every kit read fails through the
 * client's transport or decoders, which throw nothing else, so a hook's `error.code` can be branched
 * on without a cast.
 */

/** What a kit read factory returns (`collectionQuery`, `marketStatsQuery`, …): TanStack's `queryOptions` result, failing with a `MintKitError`. */
export type KitQueryOptions<TData, TKey extends QueryKey> = UnusedSkipTokenOptions<TData, MintKitError, TData, TKey> & QueryKeyWithDataTag<TKey, TData, MintKitError>;

/** What a kit paged-read factory returns (`galleryQuery`, `marketItemsQuery`, …): TanStack's `infiniteQueryOptions` result, failing with a `MintKitError`. */
export type KitInfiniteQueryOptions<TPage, TKey extends QueryKey, TPageParam> = UnusedSkipTokenInfiniteOptions<TPage, MintKitError, InfiniteData<TPage>, TKey, TPageParam> &
  QueryKeyWithDataTag<TKey, InfiniteData<TPage>, MintKitError>;
