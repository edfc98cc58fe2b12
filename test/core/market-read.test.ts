/**
 * The market client against a stand-in service whose answers the spec leaves open ("error bodies,
 * codes and statuses: not shown"; the cursor is only "an opaque continuation token"): what a caller
 * gets back must keep the meaning of what the service said.
 */
import { describe, expect, it } from 'vitest';
import { collectAll, createMarketClient, noRetry } from '../../src/core/index.js';
import { failureOf as failure } from './contract-harness';

const BASE = 'https://market.example';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A market client whose service answers from `answer` (one request at a time, recorded). */
function standIn(answer: (url: URL, index: number) => Response) {
  const requests: URL[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const url = new URL(String(input));
    requests.push(url);
    return answer(url, requests.length - 1);
  };
  return { market: createMarketClient({ baseUrl: BASE, fetch: fetchImpl, retry: noRetry }), requests };
}

describe('market failures: a code the kit does not know keeps its status’s meaning', () => {
  it.each([
    [404, 'COLLECTION_NOT_FOUND', 'NOT_FOUND', false],
    [429, 'TOO_MANY_REQUESTS', 'RATE_LIMITED', true],
    [400, 'LIMIT_TOO_LARGE', 'INVALID_REQUEST', false],
    [502, 'UPSTREAM_DOWN', 'SERVER_ERROR', true],
    [418, 'TEAPOT', 'UNRECOGNIZED', false],
  ] as const)('%i %s → %s, the sent code kept in rawCode', async (status, sent, code, retryable) => {
    const { market } = standIn(() => json({ error: 'whatever the service says', code: sent }, status));
    const error = await failure(market.getCollection('genesis'));
    expect({ code: error.code, rawCode: error.rawCode, status: error.status, retryable: error.retryable }).toEqual({ code, rawCode: sent, status, retryable });
  });

  it('keeps a code it knows, and derives one from the status when none is sent', async () => {
    const known = standIn(() => json({ error: 'slow down', code: 'RATE_LIMITED' }, 503));
    expect(await failure(known.market.getStats('genesis'))).toMatchObject({ code: 'RATE_LIMITED', rawCode: 'RATE_LIMITED' });
    const bare = standIn(() => json({ error: 'no such thing' }, 404));
    expect(await failure(bare.market.getStats('genesis'))).toMatchObject({ code: 'NOT_FOUND', rawCode: 'NOT_FOUND' });
  });
});

describe('market failures: a 404 that is not the marketplace speaking', () => {
  it.each([
    ['plain text', () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })],
    ['an empty body', () => new Response('', { status: 404 })],
  ])('a 404 with %s is not NOT_FOUND (no claim that the collection is missing), and its message points at marketBaseUrl', async (_, answer) => {
    const { market } = standIn(answer);
    const error = await failure(market.getCollection('genesis'));
    expect({ code: error.code, status: error.status, rawCode: error.rawCode, retryable: error.retryable }).toEqual({ code: 'UNRECOGNIZED', status: 404, rawCode: null, retryable: false });
    expect(error.message).toMatch(/marketBaseUrl/);
  });
});

describe('market cursors: an odd cursor is never a silent end', () => {
  it('reads a numeric cursor as its string form and follows it to the real end', async () => {
    const { market, requests } = standIn((url) =>
      url.searchParams.get('cursor') === '2' ? json({ data: [{ address: 'C', count: 1 }], hasMore: false }) : json({ data: [{ address: 'A', count: 2 }], cursor: 2, hasMore: true }),
    );
    const first = await market.listHolders('genesis');
    expect(first).toMatchObject({ cursor: '2', hasMore: true });
    const all = await collectAll((cursor, signal) => market.listHolders('genesis', { cursor, signal }));
    expect(all).toMatchObject({ pages: 2, complete: true });
    expect(all.data.map((holder) => holder.address)).toEqual(['A', 'C']);
    expect(requests.at(-1)!.searchParams.get('cursor')).toBe('2');
  });

  it.each([[{ next: 'abc' }], [true], [['x']]])('a cursor of %j is a DECODE_ERROR naming response.cursor', async (cursor) => {
    const { market } = standIn(() => json({ data: [], cursor, hasMore: true }));
    expect(await failure(market.listItems('genesis'))).toMatchObject({ code: 'DECODE_ERROR', path: 'response.cursor' });
  });

  it('never reports complete when the last page said hasMore: true without a cursor to follow', async () => {
    const { market } = standIn(() => json({ data: [{ address: 'A', count: 1 }], hasMore: true }));
    const all = await collectAll((cursor, signal) => market.listHolders('genesis', { cursor, signal }));
    expect(all).toMatchObject({ pages: 1, complete: false });
    // The end the sandbox sends (no cursor, hasMore: false) is complete.
    const ended = standIn(() => json({ data: [{ address: 'A', count: 1 }], hasMore: false }));
    expect(await collectAll((cursor, signal) => ended.market.listHolders('genesis', { cursor, signal }))).toMatchObject({ complete: true });
  });
});

describe('collectAll: a record on two pages is counted once', () => {
  it('pages [A:5, B:3] then [C:2, B:1] give 3 holders holding 8 items, B at its later figure and place, so the list stays largest first', async () => {
    const { market } = standIn((url) =>
      url.searchParams.has('cursor')
        ? json({ data: [{ address: 'C', count: 2 }, { address: 'B', count: 1 }], hasMore: false })
        : json({ data: [{ address: 'A', count: 5 }, { address: 'B', count: 3 }], cursor: 'p2', hasMore: true }),
    );
    const progress: number[] = [];
    const all = await collectAll((cursor, signal) => market.listHolders('genesis', { cursor, signal }), {
      identify: (holder) => holder.address,
      onProgress: (step) => progress.push(step.items),
    });
    expect(all.data).toEqual([
      { address: 'A', count: 5, percent: null },
      { address: 'C', count: 2, percent: null },
      { address: 'B', count: 1, percent: null },
    ]);
    expect(all.data.reduce((sum, holder) => sum + holder.count!, 0)).toBe(8);
    expect(progress).toEqual([2, 3]);
    // Without an identity every record is kept, as before.
    expect((await collectAll((cursor, signal) => market.listHolders('genesis', { cursor, signal }))).data).toHaveLength(4);
  });
});

describe('collectAll: a service that repeats a cursor', () => {
  it('stops at the repeat with INVALID_RESPONSE instead of reading the same page until the cap', async () => {
    const { market, requests } = standIn(() => json({ data: [{ address: 'A', count: 1 }], cursor: 'again', hasMore: true }));
    const error = await failure(collectAll((cursor, signal) => market.listHolders('genesis', { cursor, signal }), { maxPages: 50 }));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(requests).toHaveLength(2);
  });
});

describe('market records: an id whose type is not shown', () => {
  it('reads a numeric offer, activity or collection id as its string form', async () => {
    const { market } = standIn((url) =>
      url.pathname.endsWith('/offers')
        ? json({ data: [{ id: 77, price: 1 }], hasMore: false })
        : url.pathname.endsWith('/activity')
          ? json({ data: [{ id: 1842, type: 'sale' }], hasMore: false })
          : json({ data: [{ id: 5, slug: 'five', name: 'Five' }], hasMore: false }),
    );
    expect((await market.listOffers('genesis')).data.map((offer) => offer.id)).toEqual(['77']);
    expect((await market.listActivity()).data.map((activity) => activity.id)).toEqual(['1842']);
    expect((await market.listCollections()).data.map((collection) => collection.id)).toEqual(['5']);
  });

  it('leaves out a record it cannot read and keeps the page; a page of which none can be read is a DECODE_ERROR', async () => {
    const mixed = standIn(() => json({ data: [{ id: 'o1', price: 1 }, { id: null, price: 2 }, 'not a record'], cursor: 'p2', hasMore: true }));
    expect(await mixed.market.listOffers('genesis')).toMatchObject({ data: [{ id: 'o1' }], cursor: 'p2' });
    const none = standIn(() => json({ data: [{ id: null }, { id: true }], hasMore: false }));
    expect(await failure(none.market.listOffers('genesis'))).toMatchObject({ code: 'DECODE_ERROR', path: 'response.data[0].id' });
  });
});
