import type { MarketState } from './model.js';
import { collectionSummary, itemRecord, profileRecord } from './records.js';
import { summarizeTraits } from './traits.js';

/** Up to `limit` of `candidates` that `matches` accepts, in order, without scanning past the limit. */
function firstMatches<T>(candidates: Iterable<T>, matches: (candidate: T) => boolean, limit: number): T[] {
  const found: T[] = [];
  for (const candidate of candidates) {
    if (found.length >= limit) break;
    if (matches(candidate)) found.push(candidate);
  }
  return found;
}

function* allItems(state: MarketState) {
  for (const collection of state.collections) for (const item of collection.items) yield { collection, item };
}

function* allTraitValues(state: MarketState) {
  for (const collection of state.collections) {
    for (const trait of summarizeTraits(collection)) for (const value of trait.values) yield { collection, trait, value };
  }
}

/**
 * Below this length a query is a word, not a pasted address: base58 addresses contain almost any
 * short string ("fox", "art"), so matching them would bury the real hits.
 */
export const ADDRESS_QUERY_MIN_LENGTH = 8;

/**
 * One query over every kind, each kind capped at `limit`. Matching is a case-insensitive
 * substring of names (and of addresses, for queries long enough to be one). A blank query
 * matches nothing rather than everything.
 */
export function search(state: MarketState, query: string, limit: number, base: string, now: number) {
  const needle = query.trim().toLowerCase();
  const named = (...names: Array<string | null>) => needle !== '' && names.some((name) => name?.toLowerCase().includes(needle));
  const addressed = (address: string) => needle.length >= ADDRESS_QUERY_MIN_LENGTH && address.toLowerCase().includes(needle);
  return {
    collections: firstMatches(state.collections, (c) => named(c.name, c.slug) || addressed(c.address), limit).map((c) => collectionSummary(c, base, now)),
    items: firstMatches(allItems(state), ({ item }) => named(item.name) || addressed(item.mint), limit).map(({ collection, item }) => itemRecord(collection, item, base)),
    profiles: firstMatches(state.profiles, (p) => named(p.name) || addressed(p.address), limit).map((p) => profileRecord(p, base)),
    traits: firstMatches(allTraitValues(state), ({ trait, value }) => named(trait.name, value.value), limit).map(({ collection, trait, value }) => ({
      collection: collection.slug,
      name: trait.name,
      value: value.value,
      count: value.count,
    })),
  };
}
