import type { MarketCollection, MarketEvent } from './model.js';
import { CURRENCY, toUnits } from './model.js';

const DAY = 24 * 60 * 60 * 1000;
export const DAILY_SERIES_DAYS = 30;

export function floorMilli(collection: MarketCollection): number | null {
  let floor: number | null = null;
  for (const item of collection.items) {
    if (item.listing && (floor === null || item.listing.priceMilli < floor)) floor = item.listing.priceMilli;
  }
  return floor;
}

export function listedCount(collection: MarketCollection): number {
  return collection.items.reduce((count, item) => count + (item.listing ? 1 : 0), 0);
}

interface SalesWindow {
  volumeMilli: number;
  sales: number;
  washTrades: number;
}

/** Sales in (now - spanMs, now]; volume includes wash trades, as the spec says. */
export function salesWithin(events: readonly MarketEvent[], now: number, spanMs: number): SalesWindow {
  const window: SalesWindow = { volumeMilli: 0, sales: 0, washTrades: 0 };
  for (const event of events) {
    if (event.type !== 'sale' || event.timestamp > now || event.timestamp <= now - spanMs) continue;
    window.volumeMilli += event.priceMilli ?? 0;
    window.sales += 1;
    if (event.washTrade) window.washTrades += 1;
  }
  return window;
}

export function volume24hMilli(collection: MarketCollection, now: number): number {
  return salesWithin(collection.events, now, DAY).volumeMilli;
}

export function collectionStats(collection: MarketCollection, now: number) {
  const day = salesWithin(collection.events, now, DAY);
  const week = salesWithin(collection.events, now, 7 * DAY);
  const all = salesWithin(collection.events, now, Number.POSITIVE_INFINITY);
  const floor = floorMilli(collection);
  return {
    floor_price: floor === null ? null : toUnits(floor),
    volume_24h: toUnits(day.volumeMilli),
    volume_7d: toUnits(week.volumeMilli),
    volume_all: toUnits(all.volumeMilli),
    sales_24h: day.sales,
    sales_7d: week.sales,
    sales_all: all.sales,
    listed_count: listedCount(collection),
    owners: collection.holders.length,
    supply: collection.items.length,
    currency: CURRENCY,
    wash_trade_count_7d: week.washTrades,
    daily: dailySeries(collection.events, now),
  };
}

const utcDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * One entry per UTC day, oldest first, ending today. Each day's floor is replayed from the listing
 * history as it stood at the end of that day (or now, for today); null when nothing was listed.
 */
export function dailySeries(events: readonly MarketEvent[], now: number) {
  const todayStart = Math.floor(now / DAY) * DAY;
  const listed = new Map<number, number>();
  let next = 0;
  return Array.from({ length: DAILY_SERIES_DAYS }, (_, i) => {
    const start = todayStart - (DAILY_SERIES_DAYS - 1 - i) * DAY;
    const end = Math.min(start + DAY - 1, now);
    let volumeMilli = 0;
    let sales = 0;
    for (; next < events.length && events[next]!.timestamp <= end; next++) {
      const event = events[next]!;
      if (event.type === 'listing') listed.set(event.itemNumber, event.priceMilli ?? 0);
      else listed.delete(event.itemNumber);
      if (event.type === 'sale' && event.timestamp >= start) {
        volumeMilli += event.priceMilli ?? 0;
        sales += 1;
      }
    }
    const floor = listed.size === 0 ? null : Math.min(...listed.values());
    return { date: utcDate(start), volume: toUnits(volumeMilli), sales, floor_price: floor === null ? null : toUnits(floor) };
  });
}
