import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../src/sandbox/clock.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { SEEDED_KEYS } from '../../src/sandbox/seed-ids.js';
import { START, pageAll, request, setupMarket, type Fetcher } from './market-helpers.js';

const ORIGIN = 'http://sandbox.mintkit.test';
const sandbox = createSandbox({ clock: createManualClock(START) });
const fetcher: Fetcher = (req) => sandbox.fetch(req);
const get = (path: string, init?: RequestInit) => request(fetcher, path, init, ORIGIN);
const direct = setupMarket(START);

/** Every item the mint service lists for a drop, paging by offset with a server-side key. */
async function mintedOf(drop: string, list: 'all-minted' | 'gallery') {
  const items: any[] = [];
  for (let offset = 0; ; offset += 100) {
    const reply = await get(`/mint/v1/collections/${drop}/${list}?limit=100&offset=${offset}`, { headers: { 'X-API-Key': SEEDED_KEYS.secret } });
    expect(reply.status).toBe(200);
    items.push(...reply.body.items);
    if (!reply.body.hasMore) return items;
  }
}

describe('the market inside the composed sandbox (/market)', () => {
  it('is mounted at /market and serves what the market service serves on its own', async () => {
    for (const path of ['/v1/collections/sold-out/items', '/v1/collections/tidal-glyphs/holders', '/v1/activity']) {
      const composed = await pageAll(get, `/market${path}`, 100);
      const alone = await pageAll(direct.get, path, 100);
      expect(composed.records.length).toBe(alone.records.length);
      expect(JSON.stringify(composed.records).replaceAll(ORIGIN, '')).toBe(JSON.stringify(alone.records).replaceAll('http://market.test', ''));
    }
  });

  it('publishes the market base and collections in the sandbox manifest', async () => {
    const manifest = (await get('/__sandbox/manifest')).body;
    expect(manifest.marketBaseUrl).toBe(`${ORIGIN}/market`);
    const { records } = await pageAll(get, '/market/v1/collections', 100);
    expect(manifest.market.collections).toEqual(records.map(({ slug, address, id, name }) => ({ slug, address, id, name })));
  });

  it.each(['sold-out', 'genesis'])('lists the %s drop under the drop address, with the same items the mint service minted', async (slug) => {
    const drop = (await get(`/mint/v1/collections/${slug}`, { headers: { 'X-API-Key': SEEDED_KEYS.secret } })).body.collection;
    const market = (await get(`/market/v1/collections/${drop.collectionAddress}`)).body;
    expect(market.slug).toBe(drop.shortId);
    expect(market.name).toBe(drop.name);
    const [minted, gallery, items] = await Promise.all([mintedOf(slug, 'all-minted'), mintedOf(slug, 'gallery'), pageAll(get, `/market/v1/collections/${slug}/items`, 100)]);
    expect(items.records.map((i) => i.mint)).toEqual(minted.map((m) => m.mintAddress));
    expect(items.records.map((i) => i.name)).toEqual(minted.map((m) => m.name));
    expect(items.records.map((i) => i.image)).toEqual(minted.map((m) => m.image));
    const attributesByName = new Map(gallery.map((g) => [g.name, g.attributes]));
    for (const item of items.records) {
      const expected = attributesByName.get(item.name);
      expect(expected, item.name).toBeDefined();
      expect(item.attributes.map((a: any) => ({ traitType: a.trait_type, value: a.value }))).toEqual(expected);
    }
    // Nothing trades before it exists: the first market event follows the first mint.
    const oldest = (await pageAll(get, `/market/v1/collections/${slug}/activity`, 100)).records.at(-1);
    expect(Date.parse(oldest.timestamp)).toBeGreaterThan(Math.min(...minted.map((m) => Date.parse(m.mintedAt))));
  });

  it('serves the art its records point at', async () => {
    const item = (await get('/market/v1/collections/tidal-glyphs/items?limit=1')).body.data[0];
    const detail = (await get('/market/v1/collections/tidal-glyphs')).body;
    const profile = (await get('/market/v1/search?q=amberfox')).body.profiles[0];
    for (const url of [item.image, detail.image, detail.banner_image, profile.image]) {
      const response = await sandbox.fetch(new Request(url));
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('svg');
    }
  });

  it('keeps the market error bodies and readable CORS at /market', async () => {
    const page = 'http://localhost:5173';
    for (const [path, status, code] of [
      ['/market/v1/collections/nope', 404, 'NOT_FOUND'],
      ['/market/v1/collections/sold-out/items?limit=x', 400, 'INVALID_REQUEST'],
    ] as const) {
      const reply = await get(path, { headers: { Origin: page } });
      expect(reply.status).toBe(status);
      expect(reply.body).toEqual({ error: expect.any(String), code });
      // The market's own answer, not the minting service's origin echo: keyless, readable by any page.
      expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    }
    const preflight = await sandbox.fetch(
      new Request(`${ORIGIN}/market/v1/activity`, { method: 'OPTIONS', headers: { Origin: page, 'Access-Control-Request-Method': 'GET' } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    // A read-only service does not advertise writes.
    expect(preflight.headers.get('access-control-allow-methods')).not.toContain('POST');
  });

  it('lets a page on any origin read the market without a key', async () => {
    const pageFetch = sandbox.fetchFrom('https://creator.example');
    const response = await pageFetch('/market/v1/collections/sold-out/holders?limit=5');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toHaveLength(5);
    expect(body.unique_holders).toBeGreaterThan(5);
  });

  it('re-seeds the market with the sandbox reset', async () => {
    const before = (await get('/market/v1/activity?limit=3')).body;
    sandbox.reset();
    expect((await get('/market/v1/activity?limit=3')).body).toEqual(before);
  });
});
