import type { MarketCollection } from './model.js';
import { toUnits } from './model.js';

export interface TraitValueSummary {
  value: string;
  count: number;
  floorMilli: number | null;
}

export interface TraitSummary {
  name: string;
  values: TraitValueSummary[];
}

/** Every trait and value with its item count and the cheapest listing carrying it. */
export function summarizeTraits(collection: MarketCollection): TraitSummary[] {
  const traits = new Map<string, Map<string, TraitValueSummary>>();
  for (const item of collection.items) {
    for (const { traitType, value } of item.attributes) {
      const values = traits.get(traitType) ?? new Map<string, TraitValueSummary>();
      traits.set(traitType, values);
      const summary = values.get(value) ?? { value, count: 0, floorMilli: null };
      values.set(value, summary);
      summary.count += 1;
      const price = item.listing?.priceMilli;
      if (price !== undefined && (summary.floorMilli === null || price < summary.floorMilli)) summary.floorMilli = price;
    }
  }
  return [...traits].map(([name, values]) => ({
    name,
    values: [...values.values()].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)),
  }));
}

export function traitsRecord(collection: MarketCollection) {
  return {
    traits: summarizeTraits(collection).map((trait) => ({
      name: trait.name,
      values: trait.values.map((v) => ({ value: v.value, count: v.count, floor_price: v.floorMilli === null ? null : toUnits(v.floorMilli) })),
    })),
  };
}
