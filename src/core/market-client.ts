import { MintKitError } from './errors.js';
import { normalizeBaseUrl, query, requestJson, resolveHttpOptions, segment, type HttpOverrides } from './http.js';
import { decodeMarketFailure } from './wire/market-errors.js';
import {
  decodeCollectionDetail,
  decodeCollectionSummary,
  decodeCursorPage,
  decodeHolderPage,
  decodeMarketActivity,
  decodeMarketItem,
  decodeMarketMeta,
  decodeMarketOffer,
  decodeMarketSearch,
  decodeMarketStats,
  decodeMarketTraits,
  type CursorPage,
  type HolderPage,
  type MarketActivity,
  type MarketCollectionDetail,
  type MarketCollectionSummary,
  type MarketItem,
  type MarketMeta,
  type MarketOffer,
  type MarketSearchResults,
  type MarketCollectionStats,
  type MarketTraits,
} from './wire/market.js';

export interface MarketClientOptions extends HttpOverrides<'fetch' | 'timeoutMs' | 'retry' | 'timers' | 'random' | 'monotonicNow'> {
  /** The marketplace's base address, without `/v1`. */
  baseUrl: string;
}

// `| undefined` on each option: a caller forwarding its own optional values (the `signal` a
// `PageFetcher` is given) compiles under `exactOptionalPropertyTypes` too.
export interface CursorOptions {
  limit?: number | undefined;
  cursor?: string | null | undefined;
  signal?: AbortSignal | undefined;
}

/** Fetches one page given a cursor (null for the first page). */
export type PageFetcher<P extends CursorPage<unknown>> = (cursor: string | null, signal?: AbortSignal | undefined) => Promise<P>;

/**
 * The requests every marketplace read is made of. Keyless by construction: it has no way to send
 * `X-API-Key`, so a minting key can never leak to another service through it.
 */
function createMarketTransport(options: MarketClientOptions) {
  const base = normalizeBaseUrl(options.baseUrl, 'createMarketClient');
  const http = resolveHttpOptions(options);

  /**
   * One GET of an endpoint as the spec writes it (`/collections/{id}/stats`), which failures name:
   * the request goes to that path with `{id}` filled in, encoded, and `params` as the query string.
   */
  async function get<T>(endpoint: string, decode: (json: unknown) => T, signal: AbortSignal | undefined, id = '', params: Record<string, string | number | undefined> = {}): Promise<T> {
    const response = await requestJson(http, {
      method: 'GET',
      url: base + endpoint.replace('{id}', () => segment(id)) + query(params),
      endpoint: `GET ${endpoint}`,
      idempotent: true,
      signal,
      toFailure: decodeMarketFailure,
    });
    return decode(response.json);
  }

  const cursorParams = (o: CursorOptions) => ({ limit: o.limit, cursor: o.cursor || undefined });
  const list = <T>(endpoint: string, item: (value: unknown, path: string) => T, o: CursorOptions, id?: string) =>
    get(endpoint, (json) => decodeCursorPage(json, item), o.signal, id, cursorParams(o));

  return { base, get, list, cursorParams };
}

/** The reads `<MintPage>`'s market section makes (detail, stats, items, activity), on a transport. */
function summaryReads({ base, get, list }: ReturnType<typeof createMarketTransport>) {
  return {
    baseUrl: base,

    getCollection: (id: string, o: { signal?: AbortSignal | undefined } = {}): Promise<MarketCollectionDetail> => get('/collections/{id}', decodeCollectionDetail, o.signal, id),

    getStats: (id: string, o: { signal?: AbortSignal | undefined } = {}): Promise<MarketCollectionStats> => get('/collections/{id}/stats', decodeMarketStats, o.signal, id),

    listItems: (id: string, o: CursorOptions = {}): Promise<CursorPage<MarketItem>> => list('/collections/{id}/items', decodeMarketItem, o, id),

    listCollectionActivity: (id: string, o: CursorOptions = {}): Promise<CursorPage<MarketActivity>> => list('/collections/{id}/activity', decodeMarketActivity, o, id),

    listActivity: (o: CursorOptions = {}): Promise<CursorPage<MarketActivity>> => list('/activity', decodeMarketActivity, o),
  };
}

/**
 * Only the reads of `<MintPage>`'s market section: methods on one object cannot be tree-shaken, so
 * the section's hooks ask the provider for this client instead of the whole `createMarketClient` and
 * the section's file carries no decoder it never uses. Internal; not exported from `mintkit/core`.
 */
export const createMarketSummaryClient = (options: MarketClientOptions) => summaryReads(createMarketTransport(options));
export type MarketSummaryClient = ReturnType<typeof createMarketSummaryClient>;

/**
 * Creates a client for the public marketplace read service. It is keyless by construction: it has no
 * way to send `X-API-Key`, so a minting key can never leak to another service through it.
 *
 * @example
 * const market = createMarketClient({ baseUrl: 'https://market.example.com' })
 * const page = await market.listItems('genesis', { limit: 50 })
 */
export function createMarketClient(options: MarketClientOptions) {
  const transport = createMarketTransport(options);
  const { get, list, cursorParams } = transport;
  return {
    ...summaryReads(transport),

    listCollections: (o: CursorOptions = {}): Promise<CursorPage<MarketCollectionSummary>> => list('/collections', decodeCollectionSummary, o),

    getMeta: (o: { signal?: AbortSignal | undefined } = {}): Promise<MarketMeta> => get('/collections/meta', decodeMarketMeta, o.signal),

    listOffers: (id: string, o: CursorOptions = {}): Promise<CursorPage<MarketOffer>> => list('/collections/{id}/offers', decodeMarketOffer, o, id),

    getTraits: (id: string, o: { signal?: AbortSignal | undefined } = {}): Promise<MarketTraits> => get('/collections/{id}/traits', decodeMarketTraits, o.signal, id),

    listHolders: (id: string, o: CursorOptions = {}): Promise<HolderPage> => get('/collections/{id}/holders', decodeHolderPage, o.signal, id, cursorParams(o)),

    search: (q: string, o: { limit?: number | undefined; signal?: AbortSignal | undefined } = {}): Promise<MarketSearchResults> => get('/search', decodeMarketSearch, o.signal, '', { q, limit: o.limit }),
  };
}

export type MarketClient = ReturnType<typeof createMarketClient>;

/**
 * Follows cursors from the first page until the service returns none.
 *
 * @example
 * for await (const page of paginate((cursor, signal) => market.listHolders('genesis', { cursor, signal }))) render(page.data)
 */
export async function* paginate<P extends CursorPage<unknown>>(fetchPage: PageFetcher<P>, options: { signal?: AbortSignal | undefined } = {}): AsyncGenerator<P> {
  let cursor: string | null = null;
  const seen = new Set<string>();
  for (;;) {
    const page: P = await fetchPage(cursor, options.signal);
    yield page;
    if (!page.cursor) return;
    // A service that hands back a cursor it already gave would otherwise loop forever.
    if (seen.has(page.cursor)) {
      throw new MintKitError({ code: 'INVALID_RESPONSE', message: 'The marketplace returned the same cursor twice; paging stopped.' });
    }
    seen.add(page.cursor);
    cursor = page.cursor;
  }
}

export interface CollectProgress {
  pages: number;
  items: number;
}

export interface CollectAllResult<T, P> {
  /** Every record read, each identity once (see `identify`). */
  data: T[];
  pages: number;
  /**
   * True when every page was read; false when the page cap stopped it, or when the last page said
   * `hasMore: true` but gave no cursor to follow (totals would then be partial).
   */
  complete: boolean;
  /** The last page read (carries endpoint extras such as `uniqueHolders`). */
  lastPage: P | null;
}

/**
 * Reads every page (up to `maxPages`) because totals from one page are wrong. Reports progress after
 * each page and says whether it reached the end.
 *
 * @example
 * const { data, complete } = await collectAll((cursor, signal) => market.listHolders(id, { cursor, limit: 100, signal }), { maxPages: 50, identify: (holder) => holder.address })
 */
export async function collectAll<T, P extends CursorPage<T>>(
  // The intersection lets TypeScript infer the item type from the page type; with `PageFetcher<P>`
  // alone it cannot, and `data` came back as `unknown[]` unless both type arguments were spelled out.
  fetchPage: PageFetcher<P & CursorPage<T>>,
  options: {
    maxPages?: number | undefined;
    signal?: AbortSignal | undefined;
    onProgress?: ((progress: CollectProgress) => void) | undefined;
    /**
     * A record's identity (a holder's address, an item's mint). A record met again on a later page
     * (the list moved between requests) replaces the earlier one instead of being counted twice.
     */
    identify?: ((record: T) => string) | undefined;
  } = {},
): Promise<CollectAllResult<T, P>> {
  const maxPages = options.maxPages ?? 100;
  const records = new Map<unknown, T>();
  let pages = 0;
  let lastPage: P | null = null;
  let unnamed = 0;
  const add = (record: T) => {
    // Without `identify` every record is kept; with it, the later occurrence wins and takes the
    // later place, in the order of the page it came from.
    const key = options.identify ? options.identify(record) : unnamed++;
    records.delete(key);
    records.set(key, record);
  };
  const result = (complete: boolean): CollectAllResult<T, P> => ({ data: [...records.values()], pages, complete, lastPage });
  const iterator = paginate(fetchPage, options.signal ? { signal: options.signal } : {});
  for await (const page of iterator) {
    pages += 1;
    lastPage = page;
    for (const record of page.data) add(record);
    options.onProgress?.({ pages, items: records.size });
    if (pages >= maxPages && page.cursor) {
      await iterator.return(undefined);
      return result(false);
    }
  }
  return result(lastPage?.hasMore !== true);
}
