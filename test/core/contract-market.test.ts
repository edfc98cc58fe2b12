import { describe, expect, expectTypeOf, it } from 'vitest';
import { collectAll, paginate, type CollectProgress, type CursorPage, type HolderPage, type MarketHolder, type PageFetcher } from '../../src/core/index.js';
import { seedMarket } from '../../src/sandbox/market/seed';
import type { MarketState } from '../../src/sandbox/market/model';
import { TRANSPORTS, expectFailure, recordingFetch, useContractTarget, type RecordedCall, type Transport } from './contract-harness';

/** Follows cursors with `paginate` until none is returned, checking each page's contract on the way. */
async function pageThrough<T, P extends CursorPage<T>>(fetchPage: PageFetcher<P & CursorPage<T>>) {
  const pages: P[] = [];
  for await (const page of paginate(fetchPage)) {
    pages.push(page);
    if (pages.length > 500) throw new Error('paging did not end');
  }
  for (const page of pages.slice(0, -1)) {
    expect(page.cursor).toEqual(expect.any(String));
    expect(page.hasMore).toBe(true);
    expect(page.data.length).toBeGreaterThan(0);
  }
  expect(pages.at(-1)).toMatchObject({ cursor: null, hasMore: false });
  return { pages, data: pages.flatMap((page) => page.data) };
}

const noDuplicates = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);

function marketSuite(transport: Transport) {
  describe(`marketplace through createMarketClient (${transport})`, () => {
    // Read-only: one sandbox serves the block (the market is costly to seed).
    const target = useContractTarget(transport, { lifetime: 'file' });
    let seeded: MarketState | undefined;
    /** The sandbox's own records: its market is seeded deterministically from the clock reading it was created at. */
    const sandboxMarket = () => (seeded ??= seedMarket(target().clock.now()));
    const seededCollection = (slug: string) => sandboxMarket().collections.find((collection) => collection.slug === slug)!;
    const collections = () => target().manifest.market.collections;

    it('answers every endpoint without a key, an origin registration or a write, and never sends X-API-Key', async () => {
      // One page: its mint client holds a key, its market client must not pass it on.
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const mint = target().mintClient({ fetch });
      const market = target().marketClient({ fetch });
      const slug = collections()[0]!.slug;
      await mint.getTokenPrices();

      const browse = await market.listCollections();
      expect(browse.data.map((collection) => collection.slug)).toContain(slug);
      const meta = await market.getMeta();
      expect(meta.chains.length).toBeGreaterThan(0);
      expect(meta.categories.length).toBeGreaterThan(0);
      const detail = await market.getCollection(slug);
      expect(detail).toMatchObject({ slug, chain: expect.any(String), standard: expect.any(String), verification: { verified: expect.any(Boolean) } });
      expect(meta.chains).toContain(detail.chain);
      expect(detail.floor).toEqual({ price: expect.any(Number), currency: expect.any(String) });
      expect(detail.stats).toEqual({ listedCount: expect.any(Number), supply: expect.any(Number), owners: expect.any(Number) });
      const stats = await market.getStats(slug);
      expect(stats.washTradeCount7d).toEqual(expect.any(Number));
      expect(stats.daily.length).toBeGreaterThan(1);
      const days = stats.daily.map((point) => point.date);
      expect(days).toEqual([...days].sort());
      expect((await market.listItems(slug, { limit: 3 })).data).toHaveLength(3);
      expect((await market.listOffers(slug, { limit: 3 })).data).toHaveLength(3);
      expect((await market.listCollectionActivity(slug, { limit: 3 })).data).toHaveLength(3);
      expect((await market.listActivity({ limit: 3 })).data).toHaveLength(3);
      expect((await market.getTraits(slug)).traits.length).toBeGreaterThan(0);
      expect((await market.listHolders(slug, { limit: 3 })).uniqueHolders).toBe(detail.stats.owners);
      expect((await market.search(detail.name)).collections.map((collection) => collection.slug)).toContain(slug);

      const mintCalls = calls.filter((call) => call.url.startsWith(`${target().manifest.mintBaseUrl}/`));
      const marketCalls = calls.filter((call) => call.url.startsWith(`${target().manifest.marketBaseUrl}/`));
      expect(mintCalls).toHaveLength(1);
      expect(mintCalls[0]!.headers.get('X-API-Key')).toBe(target().manifest.keys.find((key) => key.name === 'publishable')!.key);
      expect(marketCalls).toHaveLength(calls.length - 1);
      for (const call of marketCalls) {
        expect(call.headers.has('X-API-Key'), call.url).toBe(false);
        expect(call.method).toBe('GET');
        expect(call.url.startsWith(`${target().manifest.marketBaseUrl}/v1/`)).toBe(true);
        expect(call.status).toBe(200);
      }

      // No origin (a server process) and any foreign origin read the same.
      for (const origin of [null, 'https://anyone.example']) {
        expect(await target().marketClient({ fetch: target().fetchFrom(origin) }).getCollection(slug)).toEqual(detail);
      }
      // And the service takes no writes.
      const write = await target().fetchFrom(target().pageOrigin)(`${target().manifest.marketBaseUrl}/v1/collections`, { method: 'POST' });
      expect(write.status).toBe(405);
    });

    it('gives the same collection for its slug, on-chain address and internal id', async () => {
      const market = target().marketClient();
      for (const identity of collections()) {
        const bySlug = await market.getCollection(identity.slug);
        expect(bySlug).toMatchObject({ slug: identity.slug, id: identity.id, address: identity.address, name: identity.name });
        expect(await market.getCollection(identity.address)).toEqual(bySlug);
        expect(await market.getCollection(identity.id)).toEqual(bySlug);
        expect(await market.getStats(identity.id)).toEqual(await market.getStats(identity.slug));
      }
    });

    it('pages every list to exactly the sandbox totals with no duplicate, and the last page has no cursor', async () => {
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const market = target().marketClient({ fetch });
      const lastPageOnTheWire = (): RecordedCall => calls.at(-1)!;

      const browse = await pageThrough((cursor) => market.listCollections({ cursor, limit: 2 }));
      expect(browse.data.map((collection) => collection.slug)).toEqual(collections().map((collection) => collection.slug));
      expect(lastPageOnTheWire().json).not.toHaveProperty('cursor');

      let everyEvent = 0;
      for (const { slug } of collections()) {
        const detail = await market.getCollection(slug);
        const own = seededCollection(slug);
        const items = await pageThrough((cursor) => market.listItems(slug, { cursor, limit: 100 }));
        noDuplicates(items.data.map((item) => item.mint));
        expect(items.data, slug).toHaveLength(own.items.length);
        expect(items.data).toHaveLength(detail.stats.supply!);
        expect(items.data.filter((item) => item.listing !== null)).toHaveLength(detail.stats.listedCount!);

        const holders = await pageThrough((cursor) => market.listHolders(slug, { cursor, limit: 100 }));
        noDuplicates(holders.data.map((holder) => holder.address));
        expect(holders.data, slug).toHaveLength(own.holders.length);
        expect(holders.data).toHaveLength(detail.stats.owners!);
        for (const page of holders.pages) expect(page.uniqueHolders).toBe(holders.data.length);
        expect(holders.data.reduce((sum, holder) => sum + holder.count!, 0)).toBe(items.data.length);

        const offers = await pageThrough((cursor) => market.listOffers(slug, { cursor, limit: 100 }));
        noDuplicates(offers.data.map((offer) => offer.id));
        expect(offers.data, slug).toHaveLength(own.offers.length);

        const activity = await pageThrough((cursor) => market.listCollectionActivity(slug, { cursor, limit: 100 }));
        noDuplicates(activity.data.map((entry) => entry.id));
        expect(activity.data, slug).toHaveLength(own.events.length);
        expect(lastPageOnTheWire().json).not.toHaveProperty('cursor');
        everyEvent += activity.data.length;
      }
      const global = await pageThrough((cursor) => market.listActivity({ cursor, limit: 100 }));
      noDuplicates(global.data.map((entry) => entry.id));
      expect(global.data).toHaveLength(everyEvent);
      expect(everyEvent).toBe(sandboxMarket().collections.reduce((sum, collection) => sum + collection.events.length, 0));
    });

    it('shows one page is not the whole: its count and sums differ from the totals', async () => {
      const market = target().marketClient();
      const slug = collections()[0]!.slug;
      const detail = await market.getCollection(slug);
      const first = await market.listHolders(slug, { limit: 20 });
      expect(first.data).toHaveLength(20);
      expect(first.cursor).not.toBeNull();
      expect(first.hasMore).toBe(true);
      expect(first.uniqueHolders).toBeGreaterThan(first.data.length);
      expect(first.data.reduce((sum, holder) => sum + holder.count!, 0)).toBeLessThan(detail.stats.supply!);
      const items = await market.listItems(slug, { limit: 20 });
      expect(items.data.length).toBeLessThan(detail.stats.supply!);
    });

    it('caps collectAll at maxPages with complete: false, reporting progress after each page', async () => {
      const market = target().marketClient();
      const slug = collections()[0]!.slug;
      const total = (await market.getCollection(slug)).stats.owners!;
      const limit = 10;
      const fetchHolders = (cursor: string | null, signal?: AbortSignal) => market.listHolders(slug, { cursor, limit, signal });

      const capped: CollectProgress[] = [];
      const partial = await collectAll(fetchHolders, { maxPages: 3, onProgress: (progress) => capped.push(progress) });
      expect(partial).toMatchObject({ complete: false, pages: 3 });
      expect(partial.data).toHaveLength(3 * limit);
      expect(partial.data.length).toBeLessThan(total);
      expect(partial.lastPage?.cursor).toEqual(expect.any(String));
      expect(capped).toEqual([1, 2, 3].map((pages) => ({ pages, items: pages * limit })));

      const seen: CollectProgress[] = [];
      const whole = await collectAll(fetchHolders, { maxPages: 1_000, onProgress: (progress) => seen.push(progress) });
      // Typed from the page: holders, and the holder page's extras on the last page.
      expectTypeOf(whole.data).toEqualTypeOf<MarketHolder[]>();
      expectTypeOf(whole.lastPage).toEqualTypeOf<HolderPage | null>();
      expect(whole.complete).toBe(true);
      expect(whole.pages).toBe(Math.ceil(total / limit));
      expect(whole.data).toHaveLength(total);
      noDuplicates(whole.data.map((holder) => holder.address));
      expect(whole.lastPage).toMatchObject({ cursor: null, uniqueHolders: total });
      expect(seen).toHaveLength(whole.pages);
      expect(seen.at(-1)).toEqual({ pages: whole.pages, items: total });
      expect(seen.map((progress) => progress.items)).toEqual([...seen.map((progress) => progress.items)].sort((a, b) => a - b));
    });

    it('splits search results by kind: collections, items, profiles and traits', async () => {
      const market = target().marketClient();
      const broad = await market.search('o', { limit: 3 });
      for (const kind of ['collections', 'items', 'profiles', 'traits'] as const) {
        expect(broad[kind].length, kind).toBeGreaterThan(0);
        expect(broad[kind].length, kind).toBeLessThanOrEqual(3);
      }
      const slug = collections()[0]!.slug;
      const trait = (await market.getTraits(slug)).traits[0]!;
      const value = trait.values[0]!;
      const found = await market.search(value.value, { limit: 100 });
      expect(found.traits).toContainEqual({ collection: expect.any(String), name: trait.name, value: value.value, count: expect.any(Number) });
      const { address } = collections()[0]!;
      expect((await market.search(address)).collections.map((collection) => collection.slug)).toEqual([slug]);
    });

    it('maps 404 and 400 to NOT_FOUND and INVALID_REQUEST', async () => {
      const market = target().marketClient();
      const slug = collections()[0]!.slug;
      await expectFailure(market.getCollection('no-such-collection'), { code: 'NOT_FOUND', status: 404 });
      await expectFailure(market.listHolders(crypto.randomUUID()), { code: 'NOT_FOUND', status: 404 });
      await expectFailure(market.listItems(slug, { cursor: 'not-a-cursor' }), { code: 'INVALID_REQUEST', status: 400 });
      await expectFailure(market.listItems(slug, { limit: 0 }), { code: 'INVALID_REQUEST', status: 400 });
      const holders = await market.listHolders(slug, { limit: 5 });
      await expectFailure(market.listCollectionActivity(slug, { cursor: holders.cursor }), { code: 'INVALID_REQUEST', status: 400 });
    });

    it('decodes an activity type it does not know as unrecognized without breaking the page', async () => {
      const market = target().marketClient();
      const limit = 50;
      let checked = 0;
      for (const { slug } of collections()) {
        const { pages } = await pageThrough((cursor) => market.listCollectionActivity(slug, { cursor, limit }));
        for (const page of pages) {
          const odd = page.data.filter((entry) => entry.type === 'unrecognized');
          if (odd.length === 0) continue;
          checked += odd.length;
          for (const entry of odd) {
            expect(entry.rawType).not.toMatch(/^(sale|listing|delisting)$/);
            expect(entry.item).not.toBeNull();
          }
          // The rest of the page is intact and recognised.
          if (page.cursor) expect(page.data).toHaveLength(limit);
          expect(page.data.some((entry) => entry.type !== 'unrecognized')).toBe(true);
        }
      }
      expect(checked).toBeGreaterThan(0);
      const global = await collectAll((cursor) => market.listActivity({ cursor, limit: 100 }), { maxPages: 1_000 });
      expect(global.complete).toBe(true);
      expect(global.data).toHaveLength(sandboxMarket().collections.reduce((sum, collection) => sum + collection.events.length, 0));
      expect(global.data.filter((entry) => entry.type === 'unrecognized')).toHaveLength(checked);
    });
  });
}

for (const transport of TRANSPORTS) marketSuite(transport);
