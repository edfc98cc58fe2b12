import { describe, expect, it } from 'vitest';
import { decodeCollectionSummary, decodeMarketActivity, decodeMarketItem, decodeMarketSearch } from '../../src/core/wire/market.js';

// A display name that is blank (empty or only whitespace) is no name: each record reads under what
// stands in for a missing one (docs/api-assumptions.md, "Records"), so nothing is listed as an empty line.
describe('market records whose name is blank', () => {
  it('a collection reads as its slug, and a named one keeps its name', () => {
    expect(decodeCollectionSummary({ id: 'c1', slug: 'tidal-glyphs', name: ' \t ' }, 'c').name).toBe('tidal-glyphs');
    expect(decodeCollectionSummary({ id: 'c1', slug: 'tidal-glyphs', name: '' }, 'c').name).toBe('tidal-glyphs');
    expect(decodeCollectionSummary({ id: 'c1', name: '  ' }, 'c').name).toBe('c1');
    expect(decodeCollectionSummary({ id: 'c1', slug: 'tidal-glyphs', name: 'Tidal Glyphs' }, 'c').name).toBe('Tidal Glyphs');
  });

  it('an item reads as its mint', () => {
    expect(decodeMarketItem({ mint: 'Mint111', name: '   ', listing: null }, 'i').name).toBe('Mint111');
    expect(decodeMarketItem({ mint: 'Mint111', name: 'Glyph #1', listing: null }, 'i').name).toBe('Glyph #1');
  });

  it('an activity’s item reads as its mint and its collection as its slug', () => {
    const activity = decodeMarketActivity({ id: 'a1', type: 'sale', item: { mint: 'Mint111', name: ' ' }, collection: { slug: 'tidal-glyphs', name: '\n' } }, 'a');
    expect(activity.item?.name).toBe('Mint111');
    expect(activity.collection?.name).toBe('tidal-glyphs');
  });

  it('a search profile has no name (so it is shown by its address)', () => {
    const results = decodeMarketSearch({ collections: [], items: [], profiles: [{ address: 'Wallet111', name: '  ', image: null }], traits: [] });
    expect(results.profiles[0]?.name).toBeNull();
  });
});
