import type { CollectionResponse } from '../core/wire/mint.js';

/** When a mint page shows the drop's secondary market. */
export type MintPageMarketVisibility = 'when-sold-out' | 'always' | 'never';

/**
 * Whether the drop is sold out, by the server's read model: everything minted, or nothing available.
 *
 * @example
 * isSoldOut(collection) // true for the sold-out drop
 */
export function isSoldOut(collection: CollectionResponse): boolean {
  return collection.stats.mintedCount >= collection.stats.totalSupply || collection.stats.availableCount === 0;
}
