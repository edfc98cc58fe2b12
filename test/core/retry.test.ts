import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMintClient, createMarketClient, isMintKitError, retryDelayMs, MintKitError, type MintKitErrorCode } from '../../src/core/index.js';

const KEY = 'svc_pub_retry_tests_0001';
const BASE = 'https://mint.test';

type Scripted = Response | Error | (() => Response | Promise<Response>);

/** A fetch that answers from a script and records every call and when it happened. */
function scriptedFetch(script: Scripted[]) {
  const calls: Array<{ url: string; init: RequestInit; at: number }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init, at: Date.now() });
    const next = script.shift();
    if (next === undefined) throw new Error('script exhausted');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const failure = (status: number, code: string, headers: Record<string, string> = {}) =>
  json(status, { success: false, error: `sentence for ${code}`, code }, headers);
const discovery = () => json(200, { success: true, version: 'v1', stability: 'additive-only', docs: 'https://docs' });
const prepared = () =>
  json(200, { success: true, sessions: [{ sessionId: 's1', transaction: 'AQID' }], lockExpiresAt: '2026-01-01T00:03:00Z', serverTime: '2026-01-01T00:00:00Z' });

function client(fetch: typeof globalThis.fetch, random = () => 0.5) {
  return createMintClient({ apiKey: KEY, baseUrl: BASE, fetch, random, browser: false, monotonicNow: () => Date.now() });
}

/** Runs the promise to completion while advancing fake time, returning the error it rejected with. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: MintKitError }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => {
      if (!isMintKitError(error)) throw error;
      return { error };
    },
  );
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('which failures a read retries', () => {
  const retried: Array<[string, () => Scripted]> = [
    ['503 AUTH_UNAVAILABLE', () => failure(503, 'AUTH_UNAVAILABLE')],
    ['500 INTERNAL_ERROR', () => failure(500, 'INTERNAL_ERROR')],
    ['502 HTML page from a proxy', () => new Response('<!doctype html><h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['a 5xx with an unrecognised code', () => failure(504, 'SOMETHING_NEW')],
    ['a dropped connection', () => new TypeError('Failed to fetch')],
    ['a 200 whose body was cut short', () => new Response('{"success":true,"vers', { status: 200 })],
    ['a 429 from a gateway in front of the service (JSON with no code)', () => json(429, { message: 'Too Many Requests' }, { 'Retry-After': '1' })],
    ['a 429 page from a CDN', () => new Response('<!doctype html><title>429 Too Many Requests</title>', { status: 429, headers: { 'Content-Type': 'text/html', 'Retry-After': '1' } })],
  ];
  it.each(retried)('retries %s and succeeds when the service recovers', async (_, make) => {
    const { fetch, calls } = scriptedFetch([make(), make(), discovery()]);
    const { value, error } = await settle(client(fetch).discover());
    expect(error).toBeUndefined();
    expect(value?.version).toBe('v1');
    expect(calls).toHaveLength(3);
  });

  const notRetried: Array<[string, Scripted, MintKitErrorCode, number]> = [
    ['401 API_KEY_INVALID', failure(401, 'API_KEY_INVALID'), 'API_KEY_INVALID', 401],
    ['401 API_KEY_REQUIRED', failure(401, 'API_KEY_REQUIRED'), 'API_KEY_REQUIRED', 401],
    ['403 ORIGIN_NOT_ALLOWED', failure(403, 'ORIGIN_NOT_ALLOWED'), 'ORIGIN_NOT_ALLOWED', 403],
    ['403 COLLECTION_NOT_IN_SCOPE', failure(403, 'COLLECTION_NOT_IN_SCOPE'), 'COLLECTION_NOT_IN_SCOPE', 403],
    ['403 SANDBOX_KEY_ON_MAINNET', failure(403, 'SANDBOX_KEY_ON_MAINNET'), 'SANDBOX_KEY_ON_MAINNET', 403],
    ['404 NOT_FOUND', failure(404, 'NOT_FOUND'), 'NOT_FOUND', 404],
    ['a 4xx with an unrecognised code', failure(418, 'TEAPOT'), 'UNRECOGNIZED', 418],
  ];
  it.each(notRetried)('never retries %s', async (_, response, code, status) => {
    const { fetch, calls } = scriptedFetch([response, discovery()]);
    const { error } = await settle(client(fetch).discover());
    expect(calls).toHaveLength(1);
    expect(error?.code).toBe(code);
    expect(error?.status).toBe(status);
    expect(error?.retryable).toBe(false);
  });

  it('waits out a 429 for as long as its Retry-After asks, then reads again, so a crowd’s first load does not end on an error', async () => {
    const { fetch, calls } = scriptedFetch([failure(429, 'RATE_LIMITED', { 'Retry-After': '2' }), failure(429, 'RATE_LIMITED', { 'Retry-After': '2' }), discovery()]);
    const { value, error } = await settle(client(fetch).discover());
    expect(error).toBeUndefined();
    expect(value?.version).toBe('v1');
    const gaps = calls.slice(1).map((call, index) => call.at - calls[index]!.at);
    expect(gaps.every((gap) => gap >= 2_000 && gap <= 2_500)).toBe(true);
  });

  it('a 429 that asks for longer than the policy waits, or that keeps coming, is surfaced as RATE_LIMITED with its Retry-After', async () => {
    const long = scriptedFetch([failure(429, 'RATE_LIMITED', { 'Retry-After': '30' }), discovery()]);
    expect((await settle(client(long.fetch).discover())).error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterMs: 30_000, retryable: true });
    expect(long.calls).toHaveLength(1);
    const endless = scriptedFetch(Array.from({ length: 10 }, () => failure(429, 'RATE_LIMITED', { 'Retry-After': '1' })));
    expect((await settle(client(endless.fetch).discover())).error).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 1_000 });
    expect(endless.calls).toHaveLength(4);
  });

  it('never retries a 429 on prepare-mint: the mint flow decides', async () => {
    const { fetch, calls } = scriptedFetch([discovery(), failure(429, 'RATE_LIMITED', { 'Retry-After': '1' }), prepared()]);
    const mint = client(fetch);
    await settle(mint.discover());
    const { error } = await settle(mint.prepareMint({ collectionId: 'c', phaseId: 'p', walletAddress: 'w', quantity: 1 }));
    expect(error?.code).toBe('RATE_LIMITED');
    expect(calls).toHaveLength(2);
  });

  it('gives up after the policy’s retries and reports the last failure', async () => {
    const { fetch, calls } = scriptedFetch(Array.from({ length: 10 }, () => failure(503, 'AUTH_UNAVAILABLE')));
    const { error } = await settle(client(fetch).discover());
    expect(calls).toHaveLength(4); // first attempt + 3 retries
    expect(error?.code).toBe('AUTH_UNAVAILABLE');
    expect(error?.retryable).toBe(true);
  });
});

describe('retry delays', () => {
  it('backs off exponentially with jitter, capped', async () => {
    const { fetch, calls } = scriptedFetch([failure(503, 'AUTH_UNAVAILABLE'), failure(503, 'AUTH_UNAVAILABLE'), failure(503, 'AUTH_UNAVAILABLE'), discovery()]);
    await settle(client(fetch, () => 0.5).discover());
    const gaps = calls.slice(1).map((call, index) => call.at - calls[index]!.at);
    // equal jitter with random 0.5: 3/4 of 250, 500, 1000
    expect(gaps).toEqual([188, 375, 750]);
  });

  it('spreads a crowd: different random draws give different delays within [half, full] of the step', () => {
    const error = new MintKitError({ code: 'AUTH_UNAVAILABLE', status: 503, message: 'x' });
    const policy = { retries: 5, baseDelayMs: 200, maxDelayMs: 1_000 };
    expect(retryDelayMs(policy, 0, error, () => 0)).toBe(100);
    expect(retryDelayMs(policy, 0, error, () => 1)).toBe(200);
    expect(retryDelayMs(policy, 2, error, () => 1)).toBe(800);
    expect(retryDelayMs(policy, 4, error, () => 1)).toBe(1_000); // capped
  });

  it('waits at least a Retry-After, with the jitter on top so buyers told the same wait spread out', async () => {
    const gapWith = async (random: number) => {
      const { fetch, calls } = scriptedFetch([failure(503, 'AUTH_UNAVAILABLE', { 'Retry-After': '3' }), discovery()]);
      await settle(client(fetch, () => random).discover());
      return calls[1]!.at - calls[0]!.at;
    };
    expect(await gapWith(0)).toBe(3_000);
    expect(await gapWith(1)).toBe(3_125);
  });

  it('reads an HTTP-date Retry-After against the answer’s Date header, not the device clock (which may be hours off)', async () => {
    vi.setSystemTime(Date.parse('2026-01-01T10:00:00Z')); // the device is two hours slow
    const dated = failure(429, 'RATE_LIMITED', { 'Retry-After': 'Thu, 01 Jan 2026 12:00:20 GMT', Date: 'Thu, 01 Jan 2026 12:00:00 GMT' });
    const { error } = await settle(client(scriptedFetch([dated]).fetch).discover());
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 20_000 });
  });

  it('does not retry sooner than a Retry-After longer than the policy allows: the caller gets it', async () => {
    const { fetch, calls } = scriptedFetch([failure(503, 'AUTH_UNAVAILABLE', { 'Retry-After': '30' }), discovery()]);
    const { error } = await settle(client(fetch).discover());
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ code: 'AUTH_UNAVAILABLE', retryAfterMs: 30_000 });
  });

  it('stops waiting when the caller aborts during a backoff', async () => {
    const { fetch, calls } = scriptedFetch([failure(503, 'AUTH_UNAVAILABLE'), discovery()]);
    const controller = new AbortController();
    const promise = client(fetch).discover({ signal: controller.signal });
    const outcome = promise.then(() => null, (error: MintKitError) => error);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await outcome;
    expect(error?.code).toBe('ABORTED');
    expect(calls).toHaveLength(1);
  });
});

describe('mint writes are never retried blindly', () => {
  it('prepare-mint is sent once even on a retryable failure', async () => {
    const { fetch, calls } = scriptedFetch([failure(503, 'AUTH_UNAVAILABLE'), prepared()]);
    const { error } = await settle(client(fetch).prepareMint({ collectionId: 'c', phaseId: 'p', walletAddress: 'w', quantity: 2 }));
    expect(calls).toHaveLength(1);
    expect(error?.code).toBe('AUTH_UNAVAILABLE');
  });

  it('execute-mint is sent once even when the connection drops', async () => {
    const { fetch, calls } = scriptedFetch([new TypeError('Failed to fetch'), json(200, { success: true, status: 'confirmed' })]);
    const { error } = await settle(client(fetch).executeMint({ sessionId: 's1', signedTransaction: 'AQID' }));
    expect(calls).toHaveLength(1);
    expect(error?.code).toBe('NETWORK_ERROR');
  });

  it('claim-code validation is read-only, so it is retried like a read', async () => {
    const { fetch, calls } = scriptedFetch([failure(500, 'INTERNAL_ERROR'), json(200, { success: true, valid: true, reason: null, usesRemaining: 3, benefit: null })]);
    const { value } = await settle(client(fetch).validateClaimCode('genesis', 'CODE'));
    expect(calls).toHaveLength(2);
    expect(value?.valid).toBe(true);
  });
});

describe('timeouts cover the whole body', () => {
  it('times out when headers arrive but the body stalls', async () => {
    const stalledBody = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"success":true,'));
            // never closes
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    // A fetch that ignores its signal once headers are in: the kit must still give up on time.
    const fetch = vi.fn(async () => stalledBody()) as unknown as typeof globalThis.fetch;
    const mint = createMintClient({ apiKey: KEY, baseUrl: BASE, fetch, timeoutMs: 2_000, retry: { retries: 0, baseDelayMs: 0, maxDelayMs: 0 }, browser: false });
    const outcome = mint.discover().then(() => null, (error: MintKitError) => error);
    await vi.advanceTimersByTimeAsync(2_001);
    const error = await outcome;
    expect(error?.code).toBe('TIMEOUT');
  });
});

describe('the marketplace client shares the policy', () => {
  it('retries a 503 and never a 404', async () => {
    const ok = () => json(200, { data: [], hasMore: false });
    const first = scriptedFetch([json(503, { error: 'busy' }), ok()]);
    const market = createMarketClient({ baseUrl: 'https://market.test', fetch: first.fetch, random: () => 0.5 });
    await settle(market.listActivity());
    expect(first.calls).toHaveLength(2);

    const second = scriptedFetch([json(404, { error: 'no such collection' }), ok()]);
    const again = createMarketClient({ baseUrl: 'https://market.test', fetch: second.fetch });
    const { error } = await settle(again.getCollection('nope'));
    expect(second.calls).toHaveLength(1);
    expect(error?.code).toBe('NOT_FOUND');
  });
});
