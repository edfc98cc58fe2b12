import { describe, expect, it } from 'vitest';
import { seedMarket } from '../../src/sandbox/market/seed.js';
import { DAY, START, pageAll, setupMarket } from './market-helpers.js';

// The seed is deterministic, so the totals the service should serve are the seed's own.
const seeded = seedMarket(START);
const seededCollection = (slug: string) => {
  const collection = seeded.collections.find((c) => c.slug === slug);
  if (!collection) throw new Error(`no seeded collection ${slug}`);
  return collection;
};

type ListCase = { path: string; total: () => number; identity: (record: any) => string };

const lists: ListCase[] = [
  { path: '/v1/collections', total: () => seeded.collections.length, identity: (c) => c.id },
  ...['sold-out', 'tidal-glyphs', 'paper-comets'].flatMap((slug): ListCase[] => [
    { path: `/v1/collections/${slug}/items`, total: () => seededCollection(slug).items.length, identity: (i) => i.mint },
    { path: `/v1/collections/${slug}/holders`, total: () => seededCollection(slug).holders.length, identity: (h) => h.address },
    { path: `/v1/collections/${slug}/activity`, total: () => seededCollection(slug).events.length, identity: (a) => a.id },
    { path: `/v1/collections/${slug}/offers`, total: () => seededCollection(slug).offers.length, identity: (o) => o.id },
  ]),
  { path: '/v1/activity', total: () => seeded.collections.reduce((n, c) => n + c.events.length, 0), identity: (a) => a.id },
];

// Paging is read-only, so one market serves every test that leaves the clock alone.
const shared = setupMarket();

describe('market paging', () => {
  it('serves hundreds of items, holders and activity entries for the big collections', () => {
    const tidal = seededCollection('tidal-glyphs');
    expect(tidal.items.length).toBeGreaterThanOrEqual(300);
    expect(tidal.holders.length).toBeGreaterThanOrEqual(200);
    expect(tidal.events.length).toBeGreaterThanOrEqual(1000);
    const soldOut = seededCollection('sold-out');
    expect(soldOut.events.length).toBeGreaterThanOrEqual(300);
    expect(soldOut.offers.length).toBeGreaterThan(20);
  });

  it.each(lists)('$path pages to exactly the seeded total, with no duplicates or gaps, at any page size', async ({ path, total, identity }) => {
    const { get } = shared;
    const byHundred = await pageAll(get, path, 100);
    const bySeven = await pageAll(get, path, 7);
    const ids = byHundred.records.map(identity);
    expect(ids).toHaveLength(total());
    expect(new Set(ids).size).toBe(ids.length);
    // Two page sizes walk the same sequence: nothing skipped or repeated at any page boundary.
    expect(bySeven.records.map(identity)).toEqual(ids);
    expect(bySeven.pages.length).toBe(Math.max(1, Math.ceil(total() / 7)));
  });

  it('gives one page, not the whole, for a request with only a limit', async () => {
    const { get } = shared;
    const page = await get('/v1/collections/tidal-glyphs/holders?limit=50');
    expect(page.body.data).toHaveLength(50);
    expect(page.body.hasMore).toBe(true);
    expect(typeof page.body.cursor).toBe('string');
    const all = await pageAll(get, '/v1/collections/tidal-glyphs/holders', 100);
    expect(all.records.length).toBeGreaterThan(50);
    // Summing holdings from one page visibly undercounts the supply.
    const onePageCount = page.body.data.reduce((n: number, h: { count: number }) => n + h.count, 0);
    const allCount = all.records.reduce((n: number, h: { count: number }) => n + h.count, 0);
    expect(onePageCount).toBeLessThan(allCount);
  });

  it('defaults to 20 records a page and clamps larger limits to 100', async () => {
    const { get } = shared;
    expect((await get('/v1/collections/tidal-glyphs/items')).body.data).toHaveLength(20);
    expect((await get('/v1/collections/tidal-glyphs/items?limit=5000')).body.data).toHaveLength(100);
    expect((await get('/v1/collections/tidal-glyphs/items?limit=10000000000')).body.data).toHaveLength(100);
    expect((await get('/v1/activity?limit=101')).body.data).toHaveLength(100);
  });

  it('leaves the cursor out of the last page entirely', async () => {
    const { get } = shared;
    const last = await get('/v1/collections/dusk-orbs/items');
    expect(last.body.data).toHaveLength(9);
    expect(last.body).not.toHaveProperty('cursor');
    expect(last.body.hasMore).toBe(false);
    const exact = await get('/v1/collections/dusk-orbs/items?limit=9');
    expect(exact.body).not.toHaveProperty('cursor');
    expect(exact.body.hasMore).toBe(false);
  });

  it.each(['items', 'holders', 'activity', 'offers'])('serves empty %s pages with no cursor for the empty collection', async (list) => {
    const { get } = shared;
    const reply = await get(`/v1/collections/blank-canvas/${list}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
    expect(reply.body.hasMore).toBe(false);
    expect(reply.body).not.toHaveProperty('cursor');
  });

  it.each([
    ['limit=0'],
    ['limit=-5'],
    ['limit=2.5'],
    ['limit=ten'],
    ['limit='],
    ['cursor='],
    ['cursor=not-a-cursor'],
    ['cursor=%%%'],
    ['cursor=' + btoa('[1,2,3]').replace(/=+$/, '')],
  ])('refuses ?%s with 400 INVALID_REQUEST', async (query) => {
    const { get } = shared;
    const reply = await get(`/v1/collections/sold-out/items?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: expect.any(String), code: 'INVALID_REQUEST' });
    expect(reply.body.error.length).toBeGreaterThan(0);
  });

  it('refuses a cursor issued by a different kind of list', async () => {
    const { get } = shared;
    const holders = await get('/v1/collections/sold-out/holders?limit=5');
    const reply = await get(`/v1/collections/sold-out/activity?cursor=${holders.body.cursor}`);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('INVALID_REQUEST');
  });

  it('keeps its place when offers lapse between pages', async () => {
    const { get, clock } = setupMarket();
    const first = await get('/v1/collections/tidal-glyphs/offers?limit=40');
    const served: string[] = first.body.data.map((o: { id: string }) => o.id);
    clock.advance(3 * DAY);
    const standing = (await pageAll(get, '/v1/collections/tidal-glyphs/offers', 100)).records.map((o: { id: string }) => o.id);
    // Some offers already served have lapsed, so an offset into the new list would skip records.
    expect(served.filter((id) => !standing.includes(id)).length).toBeGreaterThan(0);
    const rest = await pageAll(get, `/v1/collections/tidal-glyphs/offers?cursor=${first.body.cursor}`, 100);
    expect(rest.records.map((o: { id: string }) => o.id)).toEqual(standing.filter((id) => !served.includes(id)));
  });

  it('ends a list that has emptied since it issued the cursor, rather than refusing its own cursor', async () => {
    const { get, clock } = setupMarket();
    const slug = seeded.collections.find((c) => c.offers.length > 2 && c.offers.every((offer) => offer.expiresAt !== null))?.slug;
    if (!slug) throw new Error('the seed has no collection whose offers all expire');
    const first = await get(`/v1/collections/${slug}/offers?limit=2`);
    expect(first.body.cursor).toEqual(expect.any(String));
    clock.advance(400 * DAY);
    expect((await get(`/v1/collections/${slug}/offers`)).body.data).toEqual([]);
    const next = await get(`/v1/collections/${slug}/offers?cursor=${first.body.cursor}`);
    expect(next.status).toBe(200);
    expect(next.body).toEqual({ data: [], hasMore: false });
    // A cursor from another kind of list is still refused.
    const holders = await get(`/v1/collections/${slug}/holders?limit=1`);
    expect(holders.body.cursor).toEqual(expect.any(String));
    expect((await get(`/v1/collections/${slug}/offers?cursor=${holders.body.cursor}`)).status).toBe(400);
  });
});
