import { describe, expect, it } from 'vitest';
import { DAY, START, countBy, milli, pageAll, setupMarket, sum } from './market-helpers.js';

// Everything here only reads, so one market serves the file; clock tests make their own.
const { get } = setupMarket();
const LIVELY = ['sold-out', 'tidal-glyphs', 'paper-comets', 'genesis', 'moss-wardens', 'dusk-orbs'];

async function everything(slug: string) {
  const [items, holders, activity, offers, stats, traits] = await Promise.all([
    pageAll(get, `/v1/collections/${slug}/items`, 100),
    pageAll(get, `/v1/collections/${slug}/holders`, 100),
    pageAll(get, `/v1/collections/${slug}/activity`, 100),
    pageAll(get, `/v1/collections/${slug}/offers`, 100),
    get(`/v1/collections/${slug}/stats`),
    get(`/v1/collections/${slug}/traits`),
  ]);
  return { items: items.records, holders, activity: activity.records, offers: offers.records, stats: stats.body, traits: traits.body.traits };
}

const salesSince = (activity: any[], since: number) =>
  activity.filter((a) => a.type === 'sale' && Date.parse(a.timestamp) > since && Date.parse(a.timestamp) <= START);

describe('market consistency (what a client can cross-check)', () => {
  it('gives sold-out a lively market: items, listings, offers, sales, holders and wash trades', async () => {
    const { items, holders, activity, offers, stats } = await everything('sold-out');
    expect(items).toHaveLength(100);
    expect(items.filter((i) => i.listing).length).toBeGreaterThan(3);
    expect(offers.length).toBeGreaterThan(20);
    expect(holders.records.length).toBeGreaterThan(20);
    expect(activity.filter((a) => a.type === 'sale').length).toBeGreaterThan(50);
    expect(stats.sales_24h).toBeGreaterThan(10);
    expect(stats.wash_trade_count_7d).toBeGreaterThan(0);
  });

  it.each(LIVELY)('%s: holders are exactly the owners of its items, with unique_holders on every page', async (slug) => {
    const { items, holders } = await everything(slug);
    const owners = countBy(items.map((i) => i.owner));
    expect(new Map(holders.records.map((h) => [h.address, h.count]))).toEqual(owners);
    for (const page of holders.pages) expect(page.raw.unique_holders).toBe(owners.size);
    // A share in percent, to two decimals.
    for (const h of holders.records) expect(Math.abs(h.percent - (h.count / items.length) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
    // Largest holders first.
    const counts = holders.records.map((h) => h.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it.each(LIVELY)('%s: every listing and owner is what the activity history leads to', async (slug) => {
    const { items, activity } = await everything(slug);
    const oldestFirst = [...activity].reverse();
    for (const item of items) {
      const history = oldestFirst.filter((a) => a.item.mint === item.mint);
      const last = history.at(-1);
      if (last?.type === 'listing') {
        expect(item.listing).toEqual({ price: last.price, currency: 'SOL', marketplace: last.marketplace, listed_at: last.timestamp });
      } else {
        expect(item.listing).toBeNull();
      }
      const lastMove = history.filter((a) => a.type === 'sale' || a.type === 'transfer').at(-1);
      if (lastMove) expect(item.owner).toBe(lastMove.buyer);
    }
  });

  it.each(LIVELY)('%s: every sale buys a listing the seller had placed, at that price', async (slug) => {
    const { activity } = await everything(slug);
    const oldestFirst = [...activity].reverse();
    const times = oldestFirst.map((a) => Date.parse(a.timestamp));
    expect(new Set(times).size).toBe(times.length);
    oldestFirst.forEach((event, index) => {
      if (event.type !== 'sale') return;
      const before = oldestFirst.slice(0, index).filter((a) => a.item.mint === event.item.mint).at(-1);
      expect(before).toMatchObject({ type: 'listing', seller: event.seller, price: event.price });
    });
  });

  it.each(LIVELY)('%s: headline stats agree with the items and the full activity feed', async (slug) => {
    const { items, activity, stats } = await everything(slug);
    const prices = items.filter((i) => i.listing).map((i) => i.listing.price);
    expect(stats.listed_count).toBe(prices.length);
    expect(stats.floor_price).toBe(prices.length ? Math.min(...prices) : null);
    const day = salesSince(activity, START - DAY);
    const week = salesSince(activity, START - 7 * DAY);
    expect(stats.sales_24h).toBe(day.length);
    expect(milli(stats.volume_24h)).toBe(sum(day.map((s) => milli(s.price))));
    expect(milli(stats.volume_7d)).toBe(sum(week.map((s) => milli(s.price))));
    expect(milli(stats.volume_all)).toBe(sum(activity.filter((a) => a.type === 'sale').map((s) => milli(s.price))));
    expect(stats.wash_trade_count_7d).toBe(week.filter((s) => s.wash_trade).length);
    expect(stats.currency).toBe('SOL');
  });

  it('counts wash trades in the volume figures, as the spec says', async () => {
    const { activity, stats } = await everything('sold-out');
    const week = salesSince(activity, START - 7 * DAY);
    const washVolume = sum(week.filter((s) => s.wash_trade).map((s) => milli(s.price)));
    expect(washVolume).toBeGreaterThan(0);
    expect(milli(stats.volume_7d)).toBe(sum(week.filter((s) => !s.wash_trade).map((s) => milli(s.price))) + washVolume);
  });

  it.each(LIVELY)('%s: the 30-day series is built from the same sales, one UTC day each, ending today', async (slug) => {
    const { activity, stats } = await everything(slug);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1).date).toBe(new Date(START).toISOString().slice(0, 10));
    stats.daily.forEach((point: { date: string }, i: number) => {
      if (i > 0) expect(Date.parse(point.date) - Date.parse(stats.daily[i - 1].date)).toBe(DAY);
    });
    const salesByDate = new Map<string, any[]>();
    for (const sale of activity.filter((a) => a.type === 'sale')) {
      const date = sale.timestamp.slice(0, 10);
      salesByDate.set(date, [...(salesByDate.get(date) ?? []), sale]);
    }
    for (const point of stats.daily) {
      const sales = salesByDate.get(point.date) ?? [];
      expect(point.sales).toBe(sales.length);
      expect(milli(point.volume)).toBe(sum(sales.map((s) => milli(s.price))));
    }
    expect(stats.daily.at(-1).floor_price).toBe(stats.floor_price);
  });

  it('shows a visible price history for a collection traded over months', async () => {
    const { stats } = await everything('tidal-glyphs');
    expect(stats.daily.filter((d: { sales: number }) => d.sales > 0).length).toBeGreaterThan(20);
    expect(new Set(stats.daily.map((d: { floor_price: number | null }) => d.floor_price)).size).toBeGreaterThan(3);
  });

  it.each(LIVELY)('%s: trait counts and trait floors come from its items', async (slug) => {
    const { items, traits } = await everything(slug);
    expect(traits.length).toBeGreaterThan(0);
    for (const trait of traits) {
      expect(sum(trait.values.map((v: { count: number }) => v.count))).toBe(items.length);
      for (const v of trait.values) {
        const carriers = items.filter((i) => i.attributes.some((a: { trait_type: string; value: string }) => a.trait_type === trait.name && a.value === v.value));
        expect(carriers).toHaveLength(v.count);
        const listed = carriers.filter((i) => i.listing).map((i) => i.listing.price);
        expect(v.floor_price).toBe(listed.length ? Math.min(...listed) : null);
      }
    }
  });

  it('lists offers highest first, all still standing', async () => {
    const { offers } = await everything('sold-out');
    const prices = offers.map((o) => o.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    for (const offer of offers) {
      expect(offer.expires_at === null || Date.parse(offer.expires_at) > START).toBe(true);
      expect(Date.parse(offer.created_at)).toBeLessThanOrEqual(START);
      expect(offer.quantity).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('market activity', () => {
  it('orders each feed newest first, with timestamps just behind the clock', async () => {
    for (const slug of LIVELY) {
      const { activity } = await everything(slug);
      const times = activity.map((a) => Date.parse(a.timestamp));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(times[0]).toBeLessThanOrEqual(START);
    }
    const newest = (await get('/v1/activity?limit=1')).body.data[0];
    expect(START - Date.parse(newest.timestamp)).toBeLessThan(60 * 60 * 1000);
  });

  it('includes sales, listings and delistings, and one collection also has a type clients do not know', async () => {
    const types = new Map<string, Set<string>>();
    for (const slug of LIVELY) types.set(slug, new Set((await everything(slug)).activity.map((a) => a.type)));
    for (const known of ['sale', 'listing', 'delisting']) expect(types.get('sold-out')!.has(known)).toBe(true);
    const unusual = [...types].filter(([, set]) => [...set].some((t) => !['sale', 'listing', 'delisting'].includes(t)));
    expect(unusual.map(([slug]) => slug)).toEqual(['tidal-glyphs']);
    const transfer = (await everything('tidal-glyphs')).activity.find((a) => a.type === 'transfer');
    expect(transfer).toMatchObject({ price: null, buyer: expect.any(String), seller: expect.any(String) });
  });

  it('gives sales a buyer, a seller, a price and a signature, and names the item and collection', async () => {
    const { activity } = await everything('sold-out');
    for (const sale of activity.filter((a) => a.type === 'sale')) {
      expect(sale).toMatchObject({ price: expect.any(Number), currency: 'SOL', buyer: expect.any(String), seller: expect.any(String), signature: expect.any(String) });
      expect(sale.buyer).not.toBe(sale.seller);
      expect(sale.item.name).toMatch(/^Society #\d+$/);
      expect(sale.collection).toEqual({ slug: 'sold-out', name: 'Sold Out Society' });
    }
  });

  it('spans every collection in the global feed, merged newest first', async () => {
    const global = (await pageAll(get, '/v1/activity', 100)).records;
    const perCollection = (await Promise.all(LIVELY.map((slug) => everything(slug)))).flatMap((c) => c.activity);
    expect(new Set(global.map((a) => a.collection.slug))).toEqual(new Set(LIVELY));
    expect(global.map((a) => a.id).sort()).toEqual(perCollection.map((a) => a.id).sort());
    const times = global.map((a) => Date.parse(a.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('market time', () => {
  it('slides its 24-hour and 7-day windows with the clock, keeping all-time figures', async () => {
    const { get: read, clock } = setupMarket();
    const before = (await read('/v1/collections/sold-out/stats')).body;
    clock.advance(40 * DAY);
    const after = (await read('/v1/collections/sold-out/stats')).body;
    expect(before.sales_24h).toBeGreaterThan(0);
    expect(after).toMatchObject({ sales_24h: 0, volume_24h: 0, volume_7d: 0, wash_trade_count_7d: 0 });
    expect(after.volume_all).toBe(before.volume_all);
    expect(after.daily.at(-1).date).toBe(new Date(START + 40 * DAY).toISOString().slice(0, 10));
    const summary = (await read('/v1/collections?limit=1')).body.data[0];
    expect(summary.volume_24h).toBe(0);
  });

  it('lets offers lapse as the clock passes their expiry', async () => {
    const { get: read, clock } = setupMarket();
    const before = (await pageAll(read, '/v1/collections/sold-out/offers', 100)).records;
    clock.advance(4 * DAY);
    const after = (await pageAll(read, '/v1/collections/sold-out/offers', 100)).records;
    expect(after.length).toBeLessThan(before.length);
    expect(after.every((o) => o.expires_at === null || Date.parse(o.expires_at) > START + 4 * DAY)).toBe(true);
  });

  it('lays its history out behind the moment it was created, even when first read later', async () => {
    const late = setupMarket();
    late.clock.advance(6 * 60 * 60 * 1000);
    const onTime = setupMarket();
    expect((await late.get('/v1/activity?limit=20')).body).toEqual((await onTime.get('/v1/activity?limit=20')).body);
  });

  it('re-seeds on reset, laying the same history out behind the current time', async () => {
    const { get: read, clock, market } = setupMarket();
    const original = (await read('/v1/collections/sold-out/stats')).body;
    clock.advance(40 * DAY);
    market.reset();
    const reset = (await read('/v1/collections/sold-out/stats')).body;
    expect({ ...reset, daily: undefined }).toEqual({ ...original, daily: undefined });
    const fresh = setupMarket(START + 40 * DAY);
    expect((await fresh.get('/v1/activity?limit=5')).body).toEqual((await read('/v1/activity?limit=5')).body);
  });
});
