import { describe, expect, it } from 'vitest';
import { pageAll, setupMarket } from './market-helpers.js';

const { get } = setupMarket();
const search = async (q: string, limit?: number) =>
  (await get(`/v1/search?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`)).body;

describe('market search', () => {
  it('answers one call split by kind: collections, items, profiles, traits', async () => {
    const results = await search('o', 3);
    expect(Object.keys(results).sort()).toEqual(['collections', 'items', 'profiles', 'traits']);
    for (const kind of ['collections', 'items', 'profiles', 'traits']) expect(results[kind].length).toBeGreaterThan(0);
  });

  it('matches case-insensitive substrings of names', async () => {
    const lower = await search('tidal');
    const upper = await search('TIDAL');
    expect(upper).toEqual(lower);
    expect(lower.collections.map((c: { slug: string }) => c.slug)).toEqual(['tidal-glyphs']);
    expect(lower.items.every((i: { name: string }) => i.name.toLowerCase().includes('tidal'))).toBe(true);
    expect(lower.items.length).toBeGreaterThan(0);
    const society = await search('society #1', 100);
    expect(society.items.map((i: { name: string }) => i.name)).toEqual(['Society #1', ...Array.from({ length: 10 }, (_, n) => `Society #${10 + n}`), 'Society #100']);
  });

  it('finds profiles by display name and by a pasted address', async () => {
    const byName = await search('fox', 100);
    expect(byName.profiles.length).toBeGreaterThan(0);
    for (const p of byName.profiles) expect(p.name.toLowerCase()).toContain('fox');
    const holder = (await get('/v1/collections/sold-out/holders?limit=1')).body.data[0].address as string;
    const byAddress = await search(holder.slice(4, 20).toLowerCase());
    expect(byAddress.profiles.map((p: { address: string }) => p.address)).toContain(holder);
  });

  it('finds a collection by its on-chain address', async () => {
    const detail = (await get('/v1/collections/sold-out')).body;
    expect((await search(detail.address)).collections.map((c: { slug: string }) => c.slug)).toEqual(['sold-out']);
  });

  it('finds trait values with their counts and the collection they belong to', async () => {
    const { traits } = await search('lighthouse');
    expect(traits).toEqual([{ collection: 'tidal-glyphs', name: 'Glyph', value: 'Lighthouse', count: expect.any(Number) }]);
    const stats = (await get('/v1/collections/tidal-glyphs/traits')).body.traits;
    const glyph = stats.find((t: { name: string }) => t.name === 'Glyph');
    expect(traits[0].count).toBe(glyph.values.find((v: { value: string }) => v.value === 'Lighthouse').count);
  });

  it('caps each kind at the limit separately, defaulting to 5', async () => {
    const capped = await search('a', 2);
    for (const kind of ['collections', 'items', 'profiles', 'traits']) expect(capped[kind].length).toBeLessThanOrEqual(2);
    expect(capped.items).toHaveLength(2);
    const byDefault = await search('a');
    expect(byDefault.items).toHaveLength(5);
    expect(byDefault.profiles).toHaveLength(5);
  });

  it('does not treat short words as address fragments', async () => {
    // Base58 addresses contain almost any three letters; a word search must return word matches.
    const { items } = await search('fox', 100);
    expect(items).toEqual([]);
  });

  it('returns nothing for a blank query and no match for nonsense', async () => {
    expect(await search('   ')).toEqual({ collections: [], items: [], profiles: [], traits: [] });
    expect(await search('zzqqxx-nothing')).toEqual({ collections: [], items: [], profiles: [], traits: [] });
  });

  it('refuses a missing query or a bad limit with 400 INVALID_REQUEST', async () => {
    for (const path of ['/v1/search', '/v1/search?q=a&limit=0', '/v1/search?q=a&limit=x']) {
      const reply = await get(path);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: expect.any(String), code: 'INVALID_REQUEST' });
    }
  });

  it('returns collection summaries of the same shape as the browse list', async () => {
    const { records } = await pageAll(get, '/v1/collections', 100);
    const found = (await search('moss')).collections;
    expect(found).toEqual(records.filter((c) => c.slug === 'moss-wardens'));
  });
});
