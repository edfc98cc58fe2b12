/**
 * Figures the market components derive from server records. No React and no I/O: each takes what
 * the service sent and only counts it, so each is tested directly.
 */
import type { MarketHolder, MarketItem } from '../../core/wire/market.js';

/** Selected trait values: trait name → values. Empty (or only empty lists) means no filter. */
export type TraitSelection = Readonly<Record<string, readonly string[]>>;

/**
 * Whether any value is selected.
 *
 * @example
 * isTraitFilterActive({ Tide: ['Neap'] }) // true
 */
export function isTraitFilterActive(selection: TraitSelection | null | undefined): selection is TraitSelection {
  return Boolean(selection) && Object.values(selection!).some((values) => values.length > 0);
}

/**
 * Adds or removes one value.
 *
 * @example
 * const next = toggleTraitValue(selection, 'Tide', 'Neap')
 */
export function toggleTraitValue(selection: TraitSelection, trait: string, value: string): TraitSelection {
  const current = selection[trait] ?? [];
  const values = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
  const next: Record<string, readonly string[]> = { ...selection, [trait]: values };
  if (values.length === 0) delete next[trait];
  return next;
}

/**
 * Marketplace semantics: any selected value within a trait, every trait that has a selection. An
 * item whose record carries no attributes cannot be judged, so it never matches an active filter.
 *
 * @example
 * items.filter((item) => matchesTraits(item, { Tide: ['Neap', 'Ebb'], Ink: ['Sepia'] }))
 */
export function matchesTraits(item: MarketItem, selection: TraitSelection): boolean {
  if (!isTraitFilterActive(selection)) return true;
  if (!item.attributes) return false;
  return Object.entries(selection).every(
    ([trait, values]) => values.length === 0 || item.attributes!.some((attribute) => attribute.traitType === trait && values.includes(attribute.value)),
  );
}

export interface HolderBucket {
  /** Stable key for labels: `1`, `2-5`, `6-20`, `21+`. */
  key: '1' | '2-5' | '6-20' | '21+';
  min: number;
  max: number | null;
  holders: number;
  /** Items held by the holders in this bucket. */
  items: number;
}

export interface HolderDistribution {
  holders: number;
  items: number;
  buckets: HolderBucket[];
  /** Share (0–100) of the items held by the ten largest holders; null with no items, or when a holder's count is missing. */
  topTenPercent: number | null;
  /** Holders whose record carried no count: left out of every figure above, which are then partial. */
  uncounted: number;
}

const BUCKETS: ReadonlyArray<Pick<HolderBucket, 'key' | 'min' | 'max'>> = [
  { key: '1', min: 1, max: 1 },
  { key: '2-5', min: 2, max: 5 },
  { key: '6-20', min: 6, max: 20 },
  { key: '21+', min: 21, max: null },
];

/**
 * Holders grouped by how many items each holds. Meaningful only over the whole list: from one page
 * (the largest holders first) every figure would be skewed.
 *
 * @example
 * const allHolders = useAllHolders('tidal-glyphs')
 * const distribution = allHolders.data ? holderDistribution(allHolders.data.data) : null
 */
export function holderDistribution(holders: readonly MarketHolder[]): HolderDistribution {
  const buckets = BUCKETS.map((bucket) => ({ ...bucket, holders: 0, items: 0 }));
  const counted = holders.filter((holder): holder is MarketHolder & { count: number } => holder.count !== null && holder.count > 0);
  let items = 0;
  for (const holder of counted) {
    items += holder.count;
    const bucket = buckets.find((candidate) => holder.count >= candidate.min && (candidate.max === null || holder.count <= candidate.max));
    if (bucket) {
      bucket.holders += 1;
      bucket.items += holder.count;
    }
  }
  const uncounted = holders.filter((holder) => holder.count === null).length;
  const topTen = [...counted].sort((a, b) => b.count - a.count).slice(0, 10).reduce((sum, holder) => sum + holder.count, 0);
  return {
    holders: counted.length,
    items,
    buckets,
    // A holder without a count may be among the ten largest: no share is better than a wrong one.
    topTenPercent: items === 0 || uncounted > 0 ? null : (topTen / items) * 100,
    uncounted,
  };
}
