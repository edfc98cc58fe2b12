import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { DROP_IDS } from '../../src/sandbox/seed-ids.js';
import { ORIGIN, pageAll, setupMarket } from './market-helpers.js';

const { get, market } = setupMarket();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('market collections', () => {
  it('lists at least five collections, each with a slug, a valid on-chain address and a uuid', async () => {
    const { records } = await pageAll(get, '/v1/collections', 100);
    expect(records.length).toBeGreaterThanOrEqual(5);
    for (const c of records) {
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
      expect(new PublicKey(c.address).toBase58()).toBe(c.address);
      expect(c.id).toMatch(UUID);
      expect(c.image).toBe(`${ORIGIN}/__sandbox/art/${c.slug}/cover.svg`);
      expect(c.currency).toBe('SOL');
      expect(typeof c.verified).toBe('boolean');
    }
    expect(new Set(records.map((c) => c.address)).size).toBe(records.length);
  });

  it('lists the seeded drops under their drop addresses, with slugs equal to their short ids', async () => {
    const { records } = await pageAll(get, '/v1/collections', 100);
    for (const drop of [DROP_IDS.genesis, DROP_IDS.soldOut]) {
      const listed = records.find((c) => c.slug === drop.shortId);
      expect(listed?.address).toBe(drop.address);
    }
  });

  it('answers all three identifier forms with the same collection', async () => {
    const { records } = await pageAll(get, '/v1/collections', 100);
    for (const summary of records) {
      const forms = [summary.slug, summary.address, summary.id];
      const details = await Promise.all(forms.map((id) => get(`/v1/collections/${encodeURIComponent(id)}`)));
      for (const detail of details) {
        expect(detail.status).toBe(200);
        expect(detail.body).toEqual(details[0]!.body);
      }
      expect(details[0]!.body.slug).toBe(summary.slug);
      const pages = await Promise.all(forms.map((id) => get(`/v1/collections/${encodeURIComponent(id)}/holders?limit=3`)));
      expect(pages[1]!.body).toEqual(pages[0]!.body);
      expect(pages[2]!.body).toEqual(pages[0]!.body);
    }
  });

  it('accepts the uuid form in upper case too', async () => {
    const summary = (await get('/v1/collections/sold-out')).body;
    const reply = await get(`/v1/collections/${summary.id.toUpperCase()}/stats`);
    expect(reply.status).toBe(200);
  });

  it('gives the detail its named fields: stats, floor, verification, chain, standard', async () => {
    const detail = (await get('/v1/collections/sold-out')).body;
    expect(detail).toMatchObject({
      slug: 'sold-out',
      chain: 'solana-devnet',
      standard: expect.any(String),
      verification: { verified: true, status: 'verified' },
      floor: { price: expect.any(Number), currency: 'SOL' },
      stats: { listed_count: expect.any(Number), supply: 100, owners: expect.any(Number) },
      description: expect.any(String),
    });
    expect(detail.floor.price).toBe(detail.floor_price);
    const holders = await get('/v1/collections/sold-out/holders?limit=1');
    expect(detail.stats.owners).toBe(holders.body.unique_holders);
  });

  it('shows an unverified collection and an empty one honestly', async () => {
    const moss = (await get('/v1/collections/moss-wardens')).body;
    expect(moss.verified).toBe(false);
    expect(moss.verification).toEqual({ verified: false, status: 'unverified' });
    const blank = (await get('/v1/collections/blank-canvas')).body;
    expect(blank.floor).toEqual({ price: null, currency: 'SOL' });
    expect(blank.floor_price).toBeNull();
    expect(blank.stats).toEqual({ listed_count: 0, supply: 0, owners: 0 });
    expect((await get('/v1/collections/blank-canvas/traits')).body).toEqual({ traits: [] });
    const stats = (await get('/v1/collections/blank-canvas/stats')).body;
    expect(stats).toMatchObject({ floor_price: null, volume_24h: 0, volume_all: 0, sales_24h: 0, listed_count: 0, wash_trade_count_7d: 0 });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.every((d: { sales: number; floor_price: unknown }) => d.sales === 0 && d.floor_price === null)).toBe(true);
  });

  it('indexes the chains and categories of the listed collections in meta', async () => {
    const meta = (await get('/v1/collections/meta')).body;
    const { records } = await pageAll(get, '/v1/collections', 100);
    expect(meta.chains).toEqual([...new Set(records.map((c) => c.chain))].sort());
    expect(meta.chains.length).toBeGreaterThan(1);
    expect(meta.categories).toEqual([...new Set(records.map((c) => c.category))].sort());
    expect(meta.categories.length).toBeGreaterThan(1);
  });

  it('answers an unknown collection on every route with 404 NOT_FOUND', async () => {
    const unknown = ['no-such-slug', new PublicKey(new Uint8Array(32).fill(7)).toBase58(), '00000000-0000-4000-8000-000000000000'];
    for (const id of unknown) {
      for (const route of ['', '/stats', '/items', '/offers', '/activity', '/traits', '/holders']) {
        const reply = await get(`/v1/collections/${id}${route}`);
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
      }
    }
  });

  it('describes the seeded collections in its manifest, matching what the API serves', async () => {
    const manifest = market.manifest('http://127.0.0.1:1234');
    const { records } = await pageAll(get, '/v1/collections', 100);
    expect(manifest.collections).toEqual(records.map(({ slug, address, id, name }) => ({ slug, address, id, name })));
  });

  it('seeds identically every time', () => {
    const again = setupMarket();
    expect(again.market.manifest('')).toEqual(market.manifest(''));
  });
});
