import { DROP_IDS } from '../seed-ids.js';
import type { CollectionPlan } from './catalog.js';
import { COLLECTION_PLANS, WALLET_POOL_SIZE } from './catalog.js';
import type { Holder, Item, MarketCollection, MarketState } from './model.js';
import { createRng } from './prng.js';
import { addressFromSeed, uuidFromSeed } from './identifiers.js';
import { simulateMarket } from './simulate.js';
import { seedProfiles } from './wallets.js';

/**
 * Builds the whole market. The data depends only on the seed strings; times are laid out
 * backwards from `anchor` (the clock reading at start or reset), so "an hour ago" stays an hour
 * ago whatever the date.
 */
export function seedMarket(anchor: number): MarketState {
  const profiles = seedProfiles(WALLET_POOL_SIZE);
  const pool = profiles.map((profile) => profile.address);
  const collections = COLLECTION_PLANS.map((plan, rank): MarketCollection => {
    const rng = createRng(`mintkit-market/${plan.slug}`);
    const market = simulateMarket(plan, rng, pool, anchor);
    return {
      ...identityOf(plan),
      description: plan.description,
      chain: plan.chain,
      standard: plan.standard,
      category: plan.category,
      verification: plan.verification,
      externalUrl: plan.externalUrl,
      createdAt: market.mintedAt,
      rank,
      items: market.items,
      events: market.events,
      offers: market.offers,
      holders: holdersOf(market.items),
    };
  });
  return { anchor, collections, profiles };
}

/** The identifiers of a collection, known without playing its market. */
export function identityOf(plan: CollectionPlan): { slug: string; address: string; id: string; name: string } {
  return {
    slug: plan.slug,
    address: plan.drop ? DROP_IDS[plan.drop].address : addressFromSeed(`mintkit-market/collection/${plan.slug}`),
    id: uuidFromSeed(`mintkit-market/collection/${plan.slug}`),
    name: plan.name,
  };
}

function holdersOf(items: readonly Item[]): Holder[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.owner, (counts.get(item.owner) ?? 0) + 1);
  return [...counts]
    .map(([address, count]) => ({ address, count }))
    .sort((a, b) => b.count - a.count || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
}
