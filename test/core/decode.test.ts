import { describe, expect, it } from 'vitest';
import {
  createMarketClient,
  createMintClient,
  decodeAvailability,
  decodeCollectionResponse,
  decodeEligibility,
  decodeExecuteMint,
  decodePrepareMint,
  decodeOffsetPage,
  decodePriceDisplay,
  decodeRankedWallet,
  viewPrice,
  formatAmount,
  type MintKitError,
} from '../../src/core/index.js';
import { wireCollectionResponse, wirePhase } from '../fixtures/wire.js';
import { thrownBy } from './contract-harness.js';

describe('collection response decoding', () => {
  it('reads the read model and ignores fields it does not know', () => {
    const decoded = decodeCollectionResponse(wireCollectionResponse({ extra: { brandNewField: { nested: true } }, collection: { futureFlag: 1 } }));
    expect(decoded.collection.shortId).toBe('genesis');
    expect(decoded.phases.active).toHaveLength(1);
    expect(decoded.serverTimeMs).toBe(Date.parse('2026-11-21T12:00:00.000Z'));
    expect(decoded).not.toHaveProperty('brandNewField');
  });

  it('reads a phase that carries fields it does not know, at the top and nested, like the rest of the model', () => {
    const decoded = decodeCollectionResponse(wireCollectionResponse({ phases: [wirePhase({ name: 'Later', revealAt: '2026-12-01T00:00:00.000Z', limits: { perDay: 2 } })] }));
    expect(decoded.phases.all[0]).toMatchObject({ name: 'Later', status: 'active', maxPerWallet: 5 });
    expect(decoded.phases.all[0]).not.toHaveProperty('revealAt');
  });

  it('never carries a phase’s raw price into the model', () => {
    const decoded = decodeCollectionResponse(wireCollectionResponse({ phases: [wirePhase({ price: 0.0001, priceDisplay: { kind: 'amount', amount: 25, currency: 'USD', isFree: false } })] }));
    const phase = decoded.phases.all[0]!;
    expect(phase).not.toHaveProperty('price');
    expect(viewPrice(phase.priceDisplay)).toEqual({ state: 'amount', amount: 25, currency: 'USD' });
  });

  it('keeps an unknown phase status as unrecognized with the raw value, and does not guess from dates', () => {
    const decoded = decodeCollectionResponse(wireCollectionResponse({ phases: [wirePhase({ status: 'paused_by_creator' })] }));
    expect(decoded.phases.all[0]).toMatchObject({ status: 'unrecognized', rawStatus: 'paused_by_creator' });
  });

  it('reads a percentMinted that is not a number (JSON’s null for the NaN of 0/0 on a drop with no supply yet) as not available, and a null list like an absent one', () => {
    const json: any = wireCollectionResponse({ stats: { totalSupply: 0, mintedCount: 0, availableCount: 0, percentMinted: null } });
    json.phases.upcoming = null;
    json.capabilities.requiresFeatures = null;
    const decoded = decodeCollectionResponse(json);
    expect(decoded.stats).toEqual({ totalSupply: 0, mintedCount: 0, availableCount: 0, percentMinted: null });
    expect(decoded.phases.upcoming).toEqual([]);
    expect(decoded.capabilities.requiresFeatures).toEqual([]);
  });

  it.each([
    ['collection.name missing', (json: any) => delete json.collection.name, 'response.collection.name'],
    ['stats.totalSupply a string', (json: any) => (json.stats.totalSupply = '1000'), 'response.stats.totalSupply'],
    ['phases.all not an array', (json: any) => (json.phases.all = {}), 'response.phases.all'],
    ['a phase without startDate', (json: any) => delete json.phases.all[0].startDate, 'response.phases.all[0].startDate'],
    ['a phase with an unparsable endDate', (json: any) => (json.phases.all[0].endDate = 'soon'), 'response.phases.all[0].endDate'],
    ['serverTime missing', (json: any) => delete json.serverTime, 'response.serverTime'],
    ['maxPerWallet fractional', (json: any) => (json.phases.all[0].maxPerWallet = 1.5), 'response.phases.all[0].maxPerWallet'],
  ])('turns %s into a DECODE_ERROR naming the path', (_, mutate, path) => {
    const json = wireCollectionResponse();
    mutate(json);
    const error = thrownBy(() => decodeCollectionResponse(json));
    expect(error.code).toBe('DECODE_ERROR');
    expect(error.path).toBe(path);
    expect(error.message).toContain(path);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'ok', 42]) expect(thrownBy(() => decodeCollectionResponse(body)).code).toBe('DECODE_ERROR');
  });

  it('reads the failure body the service sent under a 200 by its code (AUTH_UNAVAILABLE stays retryable), and one without a code as undecodable', () => {
    const failed = thrownBy(() => decodeCollectionResponse({ success: false, error: 'Authorisation could not be checked.', code: 'AUTH_UNAVAILABLE' }));
    expect(failed).toMatchObject({ code: 'AUTH_UNAVAILABLE', rawCode: 'AUTH_UNAVAILABLE', status: 200, retryable: true });
    expect(thrownBy(() => decodeCollectionResponse({ success: false, code: 'SOMETHING_NEW' })).code).toBe('UNRECOGNIZED');
    expect(thrownBy(() => decodeCollectionResponse({ success: false })).code).toBe('DECODE_ERROR');
  });
});

describe('priceDisplay', () => {
  it.each([
    [{ kind: 'amount', amount: 1.5, currency: 'SOL', isFree: false }, { state: 'amount', amount: 1.5, currency: 'SOL' }],
    [{ kind: 'amount', amount: 0, currency: 'SOL', isFree: true }, { state: 'free' }],
    [{ kind: 'range', min: 0.5, max: 2, currency: 'SOL' }, { state: 'from', amount: 0.5, currency: 'SOL' }],
    [{ kind: 'range' }, { state: 'varies' }],
    [{ kind: 'range', min: 0, max: 2, currency: 'SOL' }, { state: 'varies' }],
    [{ kind: 'hidden' }, { state: 'hidden' }],
    [{ kind: 'unknown' }, { state: 'unavailable' }],
    [{ kind: 'auction' }, { state: 'unavailable' }],
    [{ kind: 'amount', currency: 'SOL', isFree: false }, { state: 'unavailable' }],
    [{ kind: 'amount', amount: '1', currency: 'SOL', isFree: false }, { state: 'unavailable' }],
    [{ kind: 'amount', amount: 0, currency: 'SOL' }, { state: 'unavailable' }],
    [null, { state: 'unavailable' }],
    ['free', { state: 'unavailable' }],
    // A figure without its currency is no price to state: not "1.5 ".
    [{ kind: 'amount', amount: 1.5, currency: '', isFree: false }, { state: 'unavailable' }],
    [{ kind: 'amount', amount: 1.5, currency: '  ', isFree: false }, { state: 'unavailable' }],
    [{ kind: 'amount', amount: 1.5, currency: ' SOL ', isFree: false }, { state: 'amount', amount: 1.5, currency: 'SOL' }],
    [{ kind: 'range', min: 0.5, max: 2, currency: '' }, { state: 'varies' }],
    // Free is the service's word: it needs no currency.
    [{ kind: 'amount', amount: 0, currency: '', isFree: true }, { state: 'free' }],
  ])('%j shows as %j', (wire, view) => {
    expect(viewPrice(decodePriceDisplay(wire))).toEqual(view);
  });

  it('an unknown or unrecognized price never becomes free or zero', () => {
    for (const wire of [{ kind: 'unknown' }, { kind: 'unknown', amount: 0, isFree: true }, { kind: 'mystery', amount: 0 }]) {
      const view = viewPrice(decodePriceDisplay(wire));
      expect(view.state).toBe('unavailable');
      expect(view).not.toHaveProperty('amount');
    }
  });

  it('formats crypto amounts with their symbol and fiat with Intl currency style', () => {
    expect(formatAmount(1.5, 'SOL', 'en-US')).toBe('1.5 SOL');
    expect(formatAmount(25, 'USD', 'en-US')).toBe('$25.00');
    expect(formatAmount(1234.5, 'SOL', 'de-DE')).toBe('1.234,5 SOL');
  });

  it('never shows a price above zero as zero, also in locales whose digits are not Latin', () => {
    const zeroDigits = /^[^1-9\u0661-\u0669\u06f1-\u06f9\u0967-\u096f\u09e7-\u09ef]*$/;
    for (const locale of ['en-US', 'ar-EG', 'fa-IR', 'mr-IN', 'bn-BD']) {
      for (const [amount, currency] of [[0.004, 'USD'], [0.4, 'JPY'], [0.0000000004, 'SOL']] as const) {
        const shown = formatAmount(amount, currency, locale);
        expect(shown, `${amount} ${currency} in ${locale}`).not.toMatch(zeroDigits);
      }
    }
    expect(formatAmount(0.004, 'USD', 'en-US')).toBe('$0.004');
    expect(formatAmount(0, 'USD', 'ar-EG')).toMatch(/٠٫٠٠/);
  });
});

describe('eligibility', () => {
  const base = { success: true, phase: { id: 'p', name: 'Allowlist', startDate: '2026-11-22T00:00:00Z', endDate: null, hasStarted: false, hasEnded: false }, address: 'W', message: 'm' };
  it('an ungated phase is eligible; a gated one uses `eligible`, or is unknown without it', () => {
    expect(decodeEligibility({ ...base, gated: false }).verdict).toBe('eligible');
    expect(decodeEligibility({ ...base, gated: true, eligible: false }).verdict).toBe('not-eligible');
    expect(decodeEligibility({ ...base, gated: true, eligible: true }).verdict).toBe('eligible');
    expect(decodeEligibility({ ...base, gated: true }).verdict).toBe('unknown');
  });
  it('reports the time window separately from the verdict', () => {
    const decoded = decodeEligibility({ ...base, gated: true, eligible: true });
    expect(decoded.phase.hasStarted).toBe(false);
    expect(decoded.verdict).toBe('eligible');
  });
});

describe('availability', () => {
  const base = { success: true, totalSupply: 300, mintedCount: 12, reservedCount: 0, availableNow: 288 };
  it('reads each capped phase’s figure, and leaves out an entry of another shape instead of failing the drop’s figure', () => {
    const decoded = decodeAvailability({
      ...base,
      phases: [{ phaseId: 'a', phaseSupply: 12, availableNow: 0, extra: true }, { phaseId: 'b', availableNow: '3' }, { availableNow: 1 }, null, 'c'],
    });
    expect(decoded.availableNow).toBe(288);
    expect(decoded.phases).toEqual([{ phaseId: 'a', availableNow: 0 }]);
  });
  it('a service that gives no per-phase figure (or another shape for it) still gives the drop’s', () => {
    expect(decodeAvailability(base).phases).toEqual([]);
    expect(decodeAvailability({ ...base, phases: { a: 0 } })).toMatchObject({ availableNow: 288, phases: [] });
  });
});

describe('top holders and minters', () => {
  it('keeps a wallet whose count cannot be read, with the count not available (null), never 0 and never left out', () => {
    const counts: unknown[] = [7, '3', 'many', null, -1, 2.5, undefined];
    const page = decodeOffsetPage({ success: true, items: counts.map((count, index) => ({ address: `Wallet${index}`, count })) }, decodeRankedWallet, { limit: 10, offset: 0 });
    expect(page.items).toEqual(counts.map((_, index) => ({ address: `Wallet${index}`, count: [7, 3][index] ?? null })));
  });
});

describe('prepare and execute responses', () => {
  it('reads sessions, and the tolerated variants', () => {
    expect(decodePrepareMint({ success: true, sessions: [{ sessionId: 'a', transaction: 'T1' }], lockExpiresAt: '2026-11-21T12:03:00Z' }).sessions).toEqual([
      { sessionId: 'a', transaction: 'T1', quantity: null },
    ]);
    expect(decodePrepareMint({ success: true, transactions: ['T1', 'T2'], sessionIds: ['a', 'b'] }).sessions.map((s) => s.sessionId)).toEqual(['a', 'b']);
    expect(decodePrepareMint({ success: true, sessionId: 'a', transaction: 'T1' }).sessions).toHaveLength(1);
    const renamed = decodePrepareMint({ success: true, sessions: [{ sessionId: 'a', serializedTransaction: 'T1' }], expiresAt: '2026-11-21T12:03:00Z' });
    expect(renamed.sessions[0]?.transaction).toBe('T1');
    expect(renamed.lockExpiresAtMs).toBe(Date.parse('2026-11-21T12:03:00Z'));
    // The other name holds in every form: the single session's, and the parallel arrays'.
    expect(decodePrepareMint({ success: true, sessionId: 's1', serializedTransaction: 'T1', expiresAt: '2026-11-21T12:03:00Z' }).sessions).toEqual([{ sessionId: 's1', transaction: 'T1', quantity: null }]);
    expect(decodePrepareMint({ success: true, serializedTransactions: ['T1', 'T2'], sessionIds: ['a', 'b'] }).sessions.map((s) => s.transaction)).toEqual(['T1', 'T2']);
  });
  it('refuses a prepare response with no transaction to sign', () => {
    expect(thrownBy(() => decodePrepareMint({ success: true, sessions: [] })).code).toBe('DECODE_ERROR');
    expect(thrownBy(() => decodePrepareMint({ success: true })).code).toBe('DECODE_ERROR');
    expect(thrownBy(() => decodePrepareMint({ success: true, transactions: ['T1', 'T2'] })).code).toBe('DECODE_ERROR');
  });
  it('treats an unknown execute status as not final', () => {
    expect(decodeExecuteMint({ success: true, status: 'finalized_v2' }).status).toBe('processing');
    expect(decodeExecuteMint({ success: true }).status).toBe('processing');
    expect(decodeExecuteMint({ success: true, status: 'confirmed', minted: [{ mintAddress: 'M', name: 'N' }, 'junk'] }).minted).toHaveLength(1);
  });
});

describe('non-JSON and odd bodies through the client', () => {
  const call = (response: Response) =>
    createMintClient({ apiKey: 'svc_pub_decode_tests', baseUrl: 'https://mint.test', fetch: async () => response, retry: { retries: 0, baseDelayMs: 0, maxDelayMs: 0 }, browser: false })
      .getCollection('genesis')
      .then(() => null, (error: MintKitError) => error);

  it.each([
    ['an empty body', 'INVALID_RESPONSE', new Response('', { status: 200 })],
    ['a truncated body', 'INVALID_RESPONSE', new Response('{"success":true,"collection":{', { status: 200 })],
    ['plain text on a 200', 'INVALID_RESPONSE', new Response('OK', { status: 200 })],
    // A failure with an empty or plain-text body (a proxy's, say): its status is all there is to go on.
    ['a plain-text 503', 'SERVER_ERROR', new Response('Service Unavailable', { status: 503 })],
    ['an empty 404', 'NOT_FOUND', new Response('', { status: 404 })],
    ['a plain-text 429', 'RATE_LIMITED', new Response('Too Many Requests', { status: 429 })],
    ['a plain-text 403', 'UNRECOGNIZED', new Response('Forbidden', { status: 403 })],
    ['an HTML error page', 'HTML_RESPONSE', new Response('<html><body>502</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['JSON of the wrong shape', 'DECODE_ERROR', new Response('{"success":true}', { status: 200 })],
    ['a failure without a code', 'UNRECOGNIZED', new Response('{"success":false,"error":"nope"}', { status: 400 })],
    ['a failure with a new code', 'UNRECOGNIZED', new Response('{"success":false,"error":"x","code":"BRAND_NEW"}', { status: 409 })],
    // A sentence is never read for a code, even one that spells a known code.
    ['a failure without a code whose sentence reads like one', 'UNRECOGNIZED', new Response('{"success":false,"error":"Sold out"}', { status: 409 })],
  ])('%s gives a typed %s', async (_, code, response) => {
    const error = await call(response);
    expect(error?.code).toBe(code);
  });

  it('a marketplace failure with an empty or plain-text body takes its code from the status', async () => {
    const market = (response: Response) =>
      createMarketClient({ baseUrl: 'https://market.test', fetch: async () => response, retry: { retries: 0, baseDelayMs: 0, maxDelayMs: 0 } })
        .getCollection('sold-out')
        .then(() => null, (error: MintKitError) => error);
    expect(await market(new Response('', { status: 400 }))).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
    // A 404 is "no such collection" only in the marketplace's own JSON (docs/api-assumptions.md).
    expect(await market(new Response('', { status: 404 }))).toMatchObject({ code: 'UNRECOGNIZED', status: 404 });
    expect(await market(new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '3' } }))).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: 3_000 });
  });

  it('keeps the error sentence for logs and the raw code, but branches on code only', async () => {
    const error = await call(new Response('{"success":false,"error":"Reworded sentence.","code":"COLLECTION_NOT_IN_SCOPE"}', { status: 403 }));
    expect(error).toMatchObject({ code: 'COLLECTION_NOT_IN_SCOPE', status: 403, serverMessage: 'Reworded sentence.', rawCode: 'COLLECTION_NOT_IN_SCOPE', retryable: false });
  });

  it('a sentence that describes another failure changes nothing: the code decides what the buyer is told', async () => {
    const failure = (code: string, sentence: string) => new Response(JSON.stringify({ success: false, error: sentence, code }), { status: 400 });
    expect(await call(failure('MAX_PER_WALLET_EXCEEDED', 'Sold out for this wallet.'))).toMatchObject({ code: 'MAX_PER_WALLET_EXCEEDED' });
    expect(await call(failure('INSUFFICIENT_BALANCE', 'The session expired before the balance check.'))).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
  });
});
