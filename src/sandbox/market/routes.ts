import { Hono } from 'hono';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import type { SandboxClock } from '../clock.js';
import type { Item, MarketCollection, MarketEvent, MarketState, Offer } from './model.js';
import type { ListOrder, Parsed } from './paging.js';
import { paginate, parseLimit, sortByKey } from './paging.js';
import {
  activityRecord,
  collectionDetail,
  collectionSummary,
  holderRecord,
  itemRecord,
  offerRecord,
} from './records.js';
import { publicBase } from '../request-context.js';
import { fail } from './http.js';
import { collectionStats } from './stats.js';
import { search } from './search.js';
import { traitsRecord } from './traits.js';

const SEARCH_DEFAULT_LIMIT = 5;

// `meta` is registered before `:id`, so no collection may use the slug "meta".
const PATHS = {
  collections: '/v1/collections',
  meta: '/v1/collections/meta',
  collection: '/v1/collections/:id',
  stats: '/v1/collections/:id/stats',
  items: '/v1/collections/:id/items',
  offers: '/v1/collections/:id/offers',
  activity: '/v1/collections/:id/activity',
  traits: '/v1/collections/:id/traits',
  holders: '/v1/collections/:id/holders',
  globalActivity: '/v1/activity',
  search: '/v1/search',
} as const;

interface Located {
  collection: MarketCollection;
  event: MarketEvent;
}

// Sort keys, ascending: negated numbers put the newest and the largest first; the trailing id
// or address breaks ties so every record has exactly one place.
const byRank: ListOrder<MarketCollection> = { kind: 'collections', key: (c) => [c.rank] };
const byNumber: ListOrder<Item> = { kind: 'items', key: (item) => [item.number] };
const byPrice: ListOrder<Offer> = { kind: 'offers', key: (offer) => [-offer.priceMilli, offer.id] };
const byNewest: ListOrder<Located> = { kind: 'activity', key: ({ event }) => [-event.timestamp, event.id] };
const byHolding: ListOrder<{ address: string; count: number }> = { kind: 'holders', key: (h) => [-h.count, h.address] };

/** Lists that depend only on the seed, sorted once per seed rather than on every request. */
interface Indexes {
  collections: MarketCollection[];
  activity: Map<MarketCollection, Located[]>;
  globalActivity: Located[];
}

function buildIndexes(state: MarketState): Indexes {
  const activity = new Map<MarketCollection, Located[]>();
  for (const collection of state.collections) {
    activity.set(collection, sortByKey(collection.events.map((event) => ({ collection, event })), byNewest));
  }
  return {
    collections: sortByKey(state.collections, byRank),
    activity,
    globalActivity: sortByKey([...activity.values()].flat(), byNewest),
  };
}

function findCollection(state: MarketState, id: string): MarketCollection | undefined {
  const lowered = id.toLowerCase();
  return state.collections.find((c) => c.slug === id || c.address === id || c.id === lowered);
}

export function createMarketApp(getState: () => MarketState, clock: SandboxClock): Hono {
  let indexed: { state: MarketState; indexes: Indexes } | undefined;
  const indexes = () => {
    const state = getState();
    if (indexed?.state !== state) indexed = { state, indexes: buildIndexes(state) };
    return indexed.indexes;
  };

  const app = new Hono();
  // Public and keyless: any origin may read, preflights included. A stray X-API-Key is ignored.
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 600 }));

  const respondPage = <T, R>(c: Context, records: readonly T[], order: ListOrder<T>, toRecord: (record: T) => R, extras: object = {}) => {
    const page = paginate(records, order, { limit: c.req.query('limit'), cursor: c.req.query('cursor') });
    if (!page.ok) return fail(c, 400, 'INVALID_REQUEST', page.message);
    return c.json({ ...extras, ...page.value, data: page.value.data.map(toRecord) });
  };

  const withCollection = (handler: (c: Context, collection: MarketCollection) => Response | Promise<Response>) => (c: Context) => {
    const id = c.req.param('id') ?? '';
    const collection = findCollection(getState(), id);
    if (!collection) return fail(c, 404, 'NOT_FOUND', `No collection is indexed under "${id}".`);
    return handler(c, collection);
  };

  app.get(PATHS.collections, (c) => {
    const [base, now] = [publicBase(c), clock.now()];
    return respondPage(c, indexes().collections, byRank, (collection) => collectionSummary(collection, base, now));
  });

  app.get(PATHS.meta, (c) => {
    const collections = getState().collections;
    const distinct = (values: string[]) => [...new Set(values)].sort();
    return c.json({ chains: distinct(collections.map((x) => x.chain)), categories: distinct(collections.map((x) => x.category)) });
  });

  app.get(PATHS.collection, withCollection((c, collection) => c.json(collectionDetail(collection, publicBase(c), clock.now()))));

  app.get(PATHS.stats, withCollection((c, collection) => c.json(collectionStats(collection, clock.now()))));

  app.get(PATHS.items, withCollection((c, collection) => {
    const base = publicBase(c);
    return respondPage(c, collection.items, byNumber, (item) => itemRecord(collection, item, base));
  }));

  app.get(PATHS.offers, withCollection((c, collection) => {
    const now = clock.now();
    const standing = collection.offers.filter((offer) => offer.expiresAt === null || offer.expiresAt > now);
    return respondPage(c, standing, byPrice, offerRecord);
  }));

  app.get(PATHS.activity, withCollection((c, collection) => {
    const base = publicBase(c);
    return respondPage(c, indexes().activity.get(collection) ?? [], byNewest, (x) => activityRecord(x.collection, x.event, base));
  }));

  app.get(PATHS.globalActivity, (c) => {
    const base = publicBase(c);
    return respondPage(c, indexes().globalActivity, byNewest, (x) => activityRecord(x.collection, x.event, base));
  });

  app.get(PATHS.traits, withCollection((c, collection) => c.json(traitsRecord(collection))));

  app.get(PATHS.holders, withCollection((c, collection) => {
    const supply = collection.items.length;
    return respondPage(c, collection.holders, byHolding, (holder) => holderRecord(holder, supply), { unique_holders: collection.holders.length });
  }));

  app.get(PATHS.search, (c) => {
    const q = c.req.query('q');
    if (q === undefined) return fail(c, 400, 'INVALID_REQUEST', 'q is required');
    const limit: Parsed<number> = parseLimit(c.req.query('limit'), SEARCH_DEFAULT_LIMIT);
    if (!limit.ok) return fail(c, 400, 'INVALID_REQUEST', limit.message);
    return c.json(search(getState(), q, limit.value, publicBase(c), clock.now()));
  });

  // A write to a path that exists is refused as such, not as an unknown path: there are no writes.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], Object.values(PATHS), (c) => {
    c.header('Allow', 'GET, HEAD, OPTIONS');
    return fail(c, 405, 'METHOD_NOT_ALLOWED', `${c.req.method} is not supported; this service is read-only.`);
  });
  app.notFound((c) => fail(c, 404, 'NOT_FOUND', `No route ${c.req.method} ${c.req.path}.`));
  app.onError((_, c) => fail(c, 500, 'INTERNAL_ERROR', 'The market sandbox failed to handle this request.'));
  return app;
}
