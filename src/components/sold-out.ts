import type { CollectionResponse } from '../core/wire/mint.js';

/** When a mint page shows the drop's secondary market. */
export type MintPageMarketVisibility = 'when-sold-out' | 'always' | 'never';

/**
 * Whether the drop is sold out, by the server's read model: nothing available (`availableCount`,
 * the service's own "total supply minus minted count"). The one rule the page keeps, so the phase
 * list, the supply and the mint button never disagree when the counts it sends do.
 *
 * @example
 * isSoldOut(collection) // true for the sold-out drop
 */
export function isSoldOut(collection: Pick<CollectionResponse, 'stats'>): boolean {
  return collection.stats.availableCount <= 0;
}
