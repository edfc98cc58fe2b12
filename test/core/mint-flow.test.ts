import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMintClient, createMintFlow, createServerClock, decodeFailure, MintKitError, type MintFlowState, type TransactionSigner } from '../../src/core/index.js';
// Loaded up front: the client loads its wallet-stage endpoints lazily, which fake timers cannot hurry.
import '../../src/core/mint-wallet-calls.js';

const intent = { collectionId: 'c', phaseId: 'p', quantity: 2 };

function fakeClient(overrides: Partial<Record<'prepareMint' | 'executeMint', (...args: never[]) => unknown>> = {}) {
  return {
    prepareMint: vi.fn(overrides.prepareMint ?? (async () => ({ sessions: [{ sessionId: 's1', transaction: 'UNSIGNED', quantity: 2 }], lockExpiresAt: null, lockExpiresAtMs: null, serverTime: null }))),
    executeMint: vi.fn(overrides.executeMint ?? (async () => ({ sessionId: 's1', status: 'confirmed', rawStatus: 'confirmed', signature: 'SIG', minted: [{ mintAddress: 'M1', name: 'One', image: null }] }))),
  };
}

const signer = (sign: TransactionSigner['signTransactions']): TransactionSigner => ({ address: 'WALLET', signTransactions: sign });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A Map seen as the flow's storage, so a test can read what a reload would find. */
function asStorage(storage: Map<string, string>) {
  return { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) };
}

function statuses(flow: ReturnType<typeof createMintFlow>) {
  const seen: MintFlowState['status'][] = [];
  flow.subscribe((state) => seen.push(state.status));
  return seen;
}

/** A flow whose every prepare answers new transactions (`UNSIGNED-1`, `UNSIGNED-2`…) held for three minutes; `asked` collects what signers are given. */
function flowWithNumberedPrepares() {
  const clock = createServerClock();
  let prepares = 0;
  const client = fakeClient({
    prepareMint: async () => {
      prepares += 1;
      return { sessions: [{ sessionId: `s${prepares}`, transaction: `UNSIGNED-${prepares}`, quantity: 2 }], lockExpiresAt: null, lockExpiresAtMs: clock.now() + 180_000, serverTime: null };
    },
  });
  return { client, flow: createMintFlow({ client: client as never, clock, storage: null }), asked: [] as string[][] };
}

describe('mint flow (core, no React)', () => {
  it('bounds a wallet that never answers by the sign timeout when the service gave no lock time', async () => {
    const client = fakeClient();
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null, signTimeoutMs: 30_000 });
    const seen = statuses(flow);
    void flow.start(intent, signer(() => new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(30_001);
    expect(seen).toEqual(['preparing', 'awaiting-signature', 'failed']);
    const state = flow.getState();
    expect(state.status === 'failed' && state.error.code).toBe('WALLET_TIMEOUT');
    expect(client.executeMint).not.toHaveBeenCalled();
  });

  /** Starts a mint whose wallet never answers; the hold must count at most 3 minutes from the request and lapse then. */
  async function expectHoldOfThreeMinutes(client: ReturnType<typeof fakeClient>, clock: ReturnType<typeof createServerClock>, signTimeoutMs?: number) {
    const flow = createMintFlow({ client: client as never, clock, storage: null, ...(signTimeoutMs ? { signTimeoutMs } : {}) });
    const startedAt = clock.now();
    void flow.start(intent, signer(() => new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(0);
    const state = flow.getState();
    expect(state.status).toBe('awaiting-signature');
    const lockExpiresAtMs = state.status === 'awaiting-signature' ? state.lockExpiresAtMs! : NaN;
    expect(lockExpiresAtMs - startedAt).toBeLessThanOrEqual(180_000);
    expect(lockExpiresAtMs - startedAt).toBeGreaterThan(179_000);
    // the page gives up when that deadline passes: not later, and not at the sign timeout
    await vi.advanceTimersByTimeAsync(180_001);
    const after = flow.getState();
    expect(after.status === 'cancelled' && after.reason).toBe('lock-expired');
  }

  it('without a lock time from the service, holds the spec’s three minutes from the request', async () => {
    await expectHoldOfThreeMinutes(fakeClient(), createServerClock(), 600_000);
  });

  it('a lock deadline beyond three minutes from the request (this page’s clock lagging) is capped, so the hold never reads more than 03:00', async () => {
    const clock = createServerClock();
    const client = fakeClient({
      prepareMint: async () => {
        const lockExpiresAtMs = clock.now() + 182_000;
        return { sessions: [{ sessionId: 's1', transaction: 'UNSIGNED', quantity: 2 }], lockExpiresAt: new Date(lockExpiresAtMs).toISOString(), lockExpiresAtMs, serverTime: null };
      },
    });
    await expectHoldOfThreeMinutes(client, clock);
  });

  it('a signature that comes back after the hold lapsed, before the page’s timer could say so (a device that slept), is discarded: nothing is sent', async () => {
    const client = fakeClient();
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    let sign: (signed: string[]) => void = () => {};
    void flow.start(intent, signer(() => new Promise((resolve) => (sign = resolve))));
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState().status).toBe('awaiting-signature');
    // The clock moves past the three minutes while no timer runs, as on a phone that slept with the wallet open.
    vi.setSystemTime(Date.now() + 181_000);
    sign(['UNSIGNED+SIGNED']);
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState()).toMatchObject({ status: 'cancelled', reason: 'lock-expired' });
    expect(client.executeMint).not.toHaveBeenCalled();
  });

  it('sends the signed bytes exactly as the wallet returned them, and never a hash', async () => {
    const client = fakeClient();
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    await flow.start(intent, signer(async (transactions) => transactions.map((t) => `${t}+SIGNED`)));
    expect(client.executeMint).toHaveBeenCalledWith({ sessionId: 's1', signedTransaction: 'UNSIGNED+SIGNED' }, expect.anything());
    expect(flow.getState().status).toBe('succeeded');
  });

  it('a chain rejection is a failure with nothing minted', async () => {
    const client = fakeClient({ executeMint: async () => ({ sessionId: 's1', status: 'failed', rawStatus: 'failed', signature: 'SIG', minted: [] }) });
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    await flow.start(intent, signer(async (t) => t));
    const state = flow.getState();
    expect(state.status).toBe('failed');
    expect(state.status === 'failed' && [state.error.code, state.minted.length]).toEqual(['TRANSACTION_FAILED', 0]);
  });

  it('a definitive 4xx on execute stops re-sending; a 5xx keeps re-sending the same bytes', async () => {
    let calls = 0;
    const client = fakeClient({
      executeMint: async () => {
        calls += 1;
        if (calls < 3) throw new MintKitError({ code: 'INTERNAL_ERROR', status: 500, message: 'boom' });
        throw new MintKitError({ code: 'SESSION_EXPIRED', status: 410, rawCode: 'SESSION_EXPIRED', serverMessage: 'The lock expired.', fromService: true, message: 'expired' });
      },
    });
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    void flow.start(intent, signer(async (t) => t));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
    const state = flow.getState();
    expect(state.status === 'failed' && state.error.code).toBe('SESSION_EXPIRED');
    expect(client.prepareMint).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the service’s documented refusal without its sentence ends it', decodeFailure(410, { success: false, code: 'SESSION_EXPIRED' }, null, 'POST /execute-mint'), 1],
    ['a code this build does not know sends the same bytes again', decodeFailure(409, { success: false, error: 'Held for review.', code: 'UNDER_REVIEW' }, null, 'POST /execute-mint'), 3],
    ['a gateway’s 4xx (not the service’s body) sends the same bytes again', decodeFailure(403, { message: 'Forbidden' }, null, 'POST /execute-mint'), 3],
  ])('on execute, %s', async (_, failure, sends) => {
    let calls = 0;
    const client = fakeClient({
      executeMint: async () => {
        calls += 1;
        if (calls < 3) throw failure;
        return { sessionId: 's1', status: 'confirmed', rawStatus: 'confirmed', signature: 'SIG', minted: [{ mintAddress: 'M1', name: 'One', image: null }] };
      },
    });
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    void flow.start(intent, signer(async (t) => t));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(sends);
    expect(flow.getState().status).toBe(sends === 1 ? 'failed' : 'succeeded');
  });

  it('cancel() does nothing once bytes are signed (the mint may already be happening)', async () => {
    const client = fakeClient({ executeMint: () => new Promise(() => {}) });
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    void flow.start(intent, signer(async (t) => t));
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState().status).toBe('executing');
    expect(flow.cancel()).toBe(false);
    expect(flow.getState().status).toBe('executing');
  });

  it('a wallet that returns the wrong number of transactions is an error, and nothing is sent', async () => {
    const client = fakeClient();
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    await flow.start(intent, signer(async () => []));
    const state = flow.getState();
    expect(state.status === 'failed' && state.error.code).toBe('WALLET_ERROR');
    expect(client.executeMint).not.toHaveBeenCalled();
  });

  it('a signer that throws instead of rejecting is a wallet error with its message, and the flow can start again', async () => {
    const client = fakeClient();
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    const seen = statuses(flow);
    await flow.start(intent, signer(() => {
      throw new Error('extension crashed');
    }));
    const state = flow.getState();
    expect(state.status === 'failed' && [state.error.code, state.error.message]).toEqual(['WALLET_ERROR', 'extension crashed']);
    expect(seen).toEqual(['preparing', 'awaiting-signature', 'failed']);
    expect(client.executeMint).not.toHaveBeenCalled();
    await flow.start(intent, signer(async (transactions) => transactions.map((transaction) => `signed:${transaction}`)));
    expect(flow.getState().status).toBe('succeeded');
  });
  /** A service refusal as the client decodes it: a 4xx whose body carries the service's code and sentence. */
  const refusal = (code: 'SESSION_EXPIRED' | 'INVALID_SIGNED_TRANSACTION' | 'PHASE_NOT_ACTIVE', status: number) =>
    new MintKitError({ code, status, rawCode: code, serverMessage: 'refused', fromService: true, message: `execute failed with ${status} ${code}` });

  function twoSessionClient(executeMint: (body: { sessionId: string }) => Promise<unknown>) {
    return fakeClient({
      prepareMint: async () => ({
        sessions: [
          { sessionId: 'A', transaction: 'TA', quantity: 5 },
          { sessionId: 'B', transaction: 'TB', quantity: 1 },
        ],
        lockExpiresAt: null,
        lockExpiresAtMs: null,
        serverTime: null,
      }),
      executeMint: executeMint as never,
    });
  }

  it('a refusal of one transaction never abandons another the service already broadcast: it is followed until it settles', async () => {
    const sentA: number[] = [];
    const client = twoSessionClient(async ({ sessionId }) => {
      if (sessionId === 'B') throw refusal('SESSION_EXPIRED', 410);
      sentA.push(Date.now());
      return sentA.length < 3
        ? { sessionId: 'A', status: 'processing', rawStatus: 'processing', signature: 'SIG-A', minted: [] }
        : { sessionId: 'A', status: 'confirmed', rawStatus: 'confirmed', signature: 'SIG-A', minted: [{ mintAddress: 'M1', name: 'One', image: null }] };
    });
    const storage = new Map<string, string>();
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: asStorage(storage) });
    void flow.start({ ...intent, quantity: 6 }, signer(async (t) => t));
    await vi.advanceTimersByTimeAsync(0);
    // A is broadcast and not settled yet: the flow is still following it, and its record is kept for a reload.
    expect(flow.getState().status).toBe('confirming');
    expect(storage.size).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sentA).toHaveLength(3);
    const state = flow.getState();
    if (state.status !== 'failed') throw new Error(`expected failed, got ${state.status}`);
    // What the buyer sees: part of the mint went through, with what was minted and its signature.
    expect(state.error.code).toBe('SESSION_EXPIRED');
    expect(state.error.message).toMatch(/Only part of the mint went through \(1 minted\)/);
    expect(state.minted.map((token) => token.mintAddress)).toEqual(['M1']);
    expect(state.signatures).toEqual(['SIG-A']);
    expect(storage.size).toBe(0);
  });

  it('a 4xx that is not the service’s own word (a gateway’s throttle page, no documented code) is sent again, not taken as final', async () => {
    let calls = 0;
    const client = fakeClient({
      executeMint: async () => {
        calls += 1;
        if (calls === 1) throw new MintKitError({ code: 'NETWORK_ERROR', message: 'answer lost' });
        if (calls === 2) throw new MintKitError({ code: 'UNRECOGNIZED', status: 429, message: 'Too Many Requests' });
        if (calls === 3) throw new MintKitError({ code: 'HTML_RESPONSE', status: 403, message: 'CDN page' });
        return { sessionId: 's1', status: 'confirmed', rawStatus: 'confirmed', signature: 'SIG', minted: [{ mintAddress: 'M1', name: 'One', image: null }] };
      },
    });
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    void flow.start(intent, signer(async (t) => t));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(4);
    expect(flow.getState().status).toBe('succeeded');
    expect(client.prepareMint).toHaveBeenCalledTimes(1);
  });

  it('the service’s own rate limit (429 RATE_LIMITED, with its sentence) is waited out: the same bytes go again and the mint completes', async () => {
    const sent: string[] = [];
    const client = fakeClient({
      executeMint: async (body: { signedTransaction: string }) => {
        sent.push(body.signedTransaction);
        if (sent.length === 1) throw new MintKitError({ code: 'RATE_LIMITED', status: 429, rawCode: 'RATE_LIMITED', serverMessage: 'Slow down.', fromService: true, retryAfterMs: 1_000, message: 'rate limited' });
        return { sessionId: 's1', status: 'confirmed', rawStatus: 'confirmed', signature: 'SIG', minted: [{ mintAddress: 'M1', name: 'One', image: null }] };
      },
    });
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    void flow.start(intent, signer(async (t) => t.map((transaction) => `${transaction}+SIGNED`)));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(flow.getState().status).toBe('succeeded');
    expect(sent).toEqual(['UNSIGNED+SIGNED', 'UNSIGNED+SIGNED']);
    expect(client.prepareMint).toHaveBeenCalledTimes(1);
  });

  it('dispose while waiting to re-send leaves no timer behind (a server-rendered or Node page can exit) and sends nothing more', async () => {
    const client = fakeClient({ executeMint: async () => ({ sessionId: 's1', status: 'processing', rawStatus: 'processing', signature: null, minted: [] }) });
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null, maxResendDelayMs: 10_000 });
    void flow.start(intent, signer(async (t) => t.map((transaction) => `${transaction}+SIGNED`)));
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState().status).toBe('confirming');
    expect(vi.getTimerCount()).toBe(2); // the wait before the same bytes are sent again, and the confirm timeout
    flow.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.executeMint).toHaveBeenCalledTimes(1);
  });

  it('a disposed flow stays disposed: a later start or resume sends nothing (its re-send waits would no longer wait)', async () => {
    const client = fakeClient();
    const storage = new Map([['mintkit:pending-mint:c:WALLET', JSON.stringify({ version: 1, intent, walletAddress: 'WALLET', sessions: [{ sessionId: 's1', signedTransaction: 'SIGNED', result: null }] })]]);
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: asStorage(storage) });
    flow.dispose();
    await flow.start(intent, signer(async (t) => t));
    expect(flow.resume('c', 'WALLET')).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.prepareMint).not.toHaveBeenCalled();
    expect(client.executeMint).not.toHaveBeenCalled();
    expect(flow.getState().status).toBe('idle');
  });

  it('keeps the signed bytes for a reload before the first send has an answer, so a reload mid-send resumes it', async () => {
    const client = fakeClient({ executeMint: () => new Promise(() => {}) });
    const storage = new Map<string, string>();
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: asStorage(storage) });
    void flow.start(intent, signer(async (t) => t.map((transaction) => `${transaction}+SIGNED`)));
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState().status).toBe('executing');
    expect(client.executeMint).toHaveBeenCalledTimes(1);
    // The page goes away while that first answer is on its way.
    flow.dispose();
    const reloaded = fakeClient();
    const next = createMintFlow({ client: reloaded as never, clock: createServerClock(), storage: asStorage(storage) });
    expect(next.resume('c', 'WALLET')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.executeMint).toHaveBeenCalledWith({ sessionId: 's1', signedTransaction: 'UNSIGNED+SIGNED' }, expect.anything());
    expect(next.getState().status).toBe('succeeded');
    expect(reloaded.prepareMint).not.toHaveBeenCalled();
  });

  it('a stored record it cannot act on (cut short, edited, from another build) is dropped, with no request and no stuck state; a stored result it does not know is asked about again', async () => {
    const key = 'mintkit:pending-mint:c:WALLET';
    const good = { version: 1, intent: { collectionId: 'c', phaseId: 'p', quantity: 1 }, walletAddress: 'WALLET', sessions: [{ sessionId: 's1', signedTransaction: 'SIGNED', result: null }] };
    const corrupt = [
      '{"version":1,"intent":{"collect',
      JSON.stringify({ ...good, intent: undefined }),
      JSON.stringify({ ...good, intent: { ...good.intent, quantity: 'two' } }),
      JSON.stringify({ ...good, walletAddress: 'SOMEONE-ELSE' }),
      JSON.stringify({ ...good, sessions: [{ sessionId: 's1' }] }),
      JSON.stringify({ ...good, sessions: [null] }),
      JSON.stringify({ ...good, version: 2 }),
      'null',
    ];
    for (const raw of corrupt) {
      const client = fakeClient();
      const storage = new Map([[key, raw]]);
      const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: asStorage(storage) });
      expect(flow.resume('c', 'WALLET'), raw).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(flow.getState().status, raw).toBe('idle');
      expect(client.executeMint, raw).not.toHaveBeenCalled();
      expect(storage.has(key), raw).toBe(false);
    }
    // A result in a shape this build does not know: the same bytes are sent again, which is always safe.
    const client = fakeClient();
    const storage = new Map([[key, JSON.stringify({ ...good, sessions: [{ sessionId: 's1', signedTransaction: 'SIGNED', result: { state: 'done' } }] })]]);
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: asStorage(storage) });
    expect(flow.resume('c', 'WALLET')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.executeMint).toHaveBeenCalledWith({ sessionId: 's1', signedTransaction: 'SIGNED' }, expect.anything());
    expect(flow.getState().status).toBe('succeeded');
  });

  it('bytes the service never settles (a status it does not document) stop being asked about after the confirm timeout, as unconfirmed, and stay stored for the next load', async () => {
    let calls = 0;
    const client = fakeClient({
      executeMint: async () => {
        calls += 1;
        return { sessionId: 's1', status: 'processing', rawStatus: 'dropped', signature: 'SIG', minted: [] };
      },
    });
    const storage = new Map<string, string>();
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), confirmTimeoutMs: 60_000, storage: asStorage(storage) });
    void flow.start(intent, signer(async (t) => t));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(flow.getState().status).toBe('confirming');
    await vi.advanceTimersByTimeAsync(20_000);
    const state = flow.getState();
    if (state.status !== 'failed') throw new Error(`expected failed, got ${state.status}`);
    expect(state.error.code).toBe('MINT_UNCONFIRMED');
    expect(state.signatures).toEqual(['SIG']);
    const sent = calls;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(sent);
    expect(storage.size).toBe(1);
    // The next load resumes asking about the same bytes.
    const next = createMintFlow({ client: client as never, clock: createServerClock(), storage: asStorage(storage) });
    expect(next.resume('c', 'WALLET')).toBe(true);
    expect(next.getState().status).toBe('confirming');
  });

  it('an execute-mint that never answers (a stalled connection: each send ends at the HTTP timeout) is given up on when the confirm timeout is up, send times included, and says after how long', async () => {
    const clock = createServerClock({ monotonicNow: () => Date.now(), deviceNow: () => Date.now() });
    // A fetch that never answers and honours abort, as a browser's does.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason ?? new DOMException('aborted', 'AbortError'))));
    const http = createMintClient({ apiKey: 'svc_pub_clock_tests', baseUrl: 'https://mint.test', fetch: hanging, clock, browser: false });
    const client = fakeClient({ executeMint: http.executeMint as never });
    const flow = createMintFlow({ client: client as never, clock, storage: null });
    void flow.start(intent, signer(async (t) => t));
    await vi.advanceTimersByTimeAsync(299_000);
    expect(flow.getState().status).toBe('confirming');
    await vi.advanceTimersByTimeAsync(1_000);
    const state = flow.getState();
    if (state.status !== 'failed') throw new Error(`expected failed at five minutes, got ${state.status}`);
    expect(state.error).toMatchObject({ code: 'MINT_UNCONFIRMED', message: expect.stringContaining('after 300 s') });
    const sent = client.executeMint.mock.calls.length;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(client.executeMint).toHaveBeenCalledTimes(sent);
  });

  it('a mint left unconfirmed keeps its stored bytes when the buyer mints again, and the next load asks about it (a second tab’s mint is kept the same way)', async () => {
    const clock = createServerClock();
    let prepares = 0;
    let firstSettles = false;
    const client = fakeClient({
      prepareMint: async () => {
        prepares += 1;
        return { sessions: [{ sessionId: `s${prepares}`, transaction: `UNSIGNED-${prepares}`, quantity: 2 }], lockExpiresAt: null, lockExpiresAtMs: null, serverTime: null };
      },
      executeMint: async (body: { sessionId: string }) =>
        body.sessionId === 's1' && !firstSettles
          ? { sessionId: 's1', status: 'processing', rawStatus: 'processing', signature: 'SIG-1', minted: [] }
          : { sessionId: body.sessionId, status: 'confirmed', rawStatus: 'confirmed', signature: `SIG-${body.sessionId}`, minted: [{ mintAddress: `M-${body.sessionId}`, name: 'One', image: null }] },
    });
    const storage = new Map<string, string>();
    const flow = createMintFlow({ client: client as never, clock, confirmTimeoutMs: 30_000, storage: asStorage(storage) });
    void flow.start(intent, signer(async (t) => t.map((transaction) => `${transaction}+SIGNED`)));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flow.getState().status === 'failed' && flow.getState()).toMatchObject({ error: { code: 'MINT_UNCONFIRMED' } });

    // The buyer mints again at once, and that one goes through.
    void flow.start(intent, signer(async (t) => t.map((transaction) => `${transaction}+SIGNED`)));
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState().status).toBe('succeeded');

    // Another tab's signed mint of the same drop and wallet, stored meanwhile, is not lost either.
    const key = 'mintkit:pending-mint:c:WALLET';
    const stored = JSON.parse(storage.get(key)!) as { records: Array<{ sessions: Array<{ sessionId: string }> }> };
    expect(stored.records.map((record) => record.sessions[0]!.sessionId)).toEqual(['s1']);

    // The next load asks about the first mint's very bytes; the service has settled it by then.
    flow.dispose();
    firstSettles = true;
    const next = createMintFlow({ client: client as never, clock, storage: asStorage(storage) });
    client.executeMint.mockClear();
    expect(next.resume('c', 'WALLET')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.executeMint).toHaveBeenCalledWith({ sessionId: 's1', signedTransaction: 'UNSIGNED-1+SIGNED' }, expect.anything());
    expect(next.getState()).toMatchObject({ status: 'succeeded', result: { minted: [{ mintAddress: 'M-s1' }] } });
    expect(storage.has(key)).toBe(false);
  });

  it.each([
    ['INVALID_SIGNED_TRANSACTION keeps the lock: the same transactions are held for the buyer to sign again', 'INVALID_SIGNED_TRANSACTION' as const, 400, true],
    ['SESSION_EXPIRED ends it: nothing is held', 'SESSION_EXPIRED' as const, 410, false],
    ['PHASE_NOT_ACTIVE (the phase ended while the items were held) ends it: nothing is held', 'PHASE_NOT_ACTIVE' as const, 409, false],
  ])('bytes the service refuses: %s', async (_, code, status, kept) => {
    let sends = 0;
    const client = fakeClient({
      executeMint: async () => {
        sends += 1;
        if (sends === 1) throw refusal(code, status);
        return { sessionId: 's1', status: 'confirmed', rawStatus: 'confirmed', signature: 'SIG', minted: [{ mintAddress: 'M1', name: 'One', image: null }] };
      },
    });
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    const asked: string[][] = [];
    const signs = signer(async (transactions) => (asked.push(transactions), transactions.map((transaction) => `signed:${transaction}`)));
    await flow.start(intent, signs);
    expect(flow.getState()).toMatchObject({ status: 'failed', error: { code } });
    expect(flow.getHeld()).toEqual(kept ? expect.objectContaining({ intent, refused: true }) : null);
    await flow.start(intent, signs);
    expect(flow.getState().status).toBe('succeeded');
    expect(client.prepareMint).toHaveBeenCalledTimes(kept ? 1 : 2);
    expect(asked).toEqual([['UNSIGNED'], ['UNSIGNED']]);
  });

  it('a hold whose price was settled while the wallet was asked (confirmHeldQuote) keeps that price after the service refused the signed bytes', async () => {
    const client = fakeClient({ executeMint: async () => { throw refusal('INVALID_SIGNED_TRANSACTION', 400); } });
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    let approve: (signed: string[]) => void = () => {};
    void flow.start(intent, signer(() => new Promise((resolve) => (approve = resolve))), { quote: '"2 SOL"', quoteUntilMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    flow.confirmHeldQuote(flow.getHeld()!, '"1.75 SOL"');
    approve(['SIGNED']);
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState()).toMatchObject({ status: 'failed', error: { code: 'INVALID_SIGNED_TRANSACTION' } });
    expect(flow.getHeld()).toMatchObject({ quote: '"1.75 SOL"', quoteConfirmed: true, refused: true });
  });

  it('a declined hold says until when minting it again reuses it (15 s before it lapses), and after that a start prepares anew', async () => {
    const { flow, client } = flowWithNumberedPrepares();
    await flow.start(intent, signer(async () => { throw new MintKitError({ code: 'WALLET_REJECTED', message: 'no' }); }));
    const held = flow.getHeld()!;
    expect(held.lockExpiresAtMs - held.reusableUntilMs).toBe(15_000);
    expect(flow.getHeld()).toBe(held); // one object while it is unchanged: a React store can read it
    await vi.advanceTimersByTimeAsync(166_000);
    expect(flow.getHeld()).toBe(held); // still held by the service until it lapses
    void flow.start(intent, signer(() => new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(0);
    expect(client.prepareMint).toHaveBeenCalledTimes(2);
  });

  it('a declined hold within 15 s of its phase’s end (`holdEndsAtMs`) is not signed again: a start prepares anew; before that, it is', async () => {
    const { flow, client } = flowWithNumberedPrepares();
    const clock = createServerClock();
    await flow.start(intent, signer(async () => { throw new MintKitError({ code: 'WALLET_REJECTED', message: 'no' }); }));
    const phaseEndsAtMs = clock.now() + 40_000; // long before the 3-minute lock
    const asked: string[][] = [];
    const declineAndKeep = signer(async (transactions) => { asked.push(transactions); throw new MintKitError({ code: 'WALLET_REJECTED', message: 'no' }); });
    await flow.start(intent, declineAndKeep, { holdEndsAtMs: phaseEndsAtMs });
    expect(asked).toEqual([['UNSIGNED-1']]); // 40 s left: the same items are signed again
    await vi.advanceTimersByTimeAsync(26_000);
    await flow.start(intent, declineAndKeep, { holdEndsAtMs: phaseEndsAtMs });
    expect(asked).toEqual([['UNSIGNED-1'], ['UNSIGNED-2']]); // 14 s left: prepared anew
    expect(client.prepareMint).toHaveBeenCalledTimes(2);
  });

  describe('a hold an earlier load of the page left', () => {
    const holdsKey = 'mintkit:held-mint:c';
    const declines = signer(async () => { throw new MintKitError({ code: 'WALLET_REJECTED', message: 'no' }); });

    it('is stored without its transactions, and a reloaded page reads it back as a note until it lapses; nothing can sign it', async () => {
      const storage = new Map<string, string>();
      const clock = createServerClock();
      const client = fakeClient({ prepareMint: async () => ({ sessions: [{ sessionId: 's1', transaction: 'UNSIGNED', quantity: 2 }], lockExpiresAt: null, lockExpiresAtMs: clock.now() + 180_000, serverTime: null }) });
      const first = createMintFlow({ client: client as never, clock, storage: asStorage(storage) });
      void first.start(intent, signer(() => new Promise(() => {})));
      await vi.advanceTimersByTimeAsync(0);
      expect(storage.get(holdsKey)).not.toContain('UNSIGNED');
      first.dispose(); // the page goes away with the wallet prompt open
      const reloaded = createMintFlow({ client: client as never, clock, storage: asStorage(storage) });
      const heard = vi.fn();
      reloaded.subscribeHolds(heard);
      expect(reloaded.resume('c', 'OTHER-WALLET')).toBe(false);
      expect(reloaded.getUnansweredPrepare()).toBeNull();
      expect(reloaded.resume('c', 'WALLET')).toBe(false);
      expect(heard).toHaveBeenCalled();
      expect(reloaded.getUnansweredPrepare()).toMatchObject({ intent, walletAddress: 'WALLET', kind: 'unsigned' });
      expect(reloaded.getUnansweredPrepare()!.mayHoldUntilMs - clock.now()).toBeLessThanOrEqual(180_000);
      expect(reloaded.getHeld()).toBeNull();
      await vi.advanceTimersByTimeAsync(180_000);
      expect(reloaded.getUnansweredPrepare()).toBeNull();
    });

    it('is forgotten once its bytes are signed, and the stored note goes when nothing is held', async () => {
      const storage = new Map<string, string>();
      const flow = createMintFlow({ client: fakeClient() as never, clock: createServerClock(), storage: asStorage(storage) });
      await flow.start(intent, declines);
      expect(JSON.parse(storage.get(holdsKey)!)).toMatchObject({ version: 1, holds: [{ walletAddress: 'WALLET', kind: 'unsigned', intent }] });
      await flow.start(intent, signer(async (transactions) => transactions));
      expect(flow.getState().status).toBe('succeeded');
      expect(storage.has(holdsKey)).toBe(false);
    });

    it.each([
      ['not JSON', '{'],
      ['another version', JSON.stringify({ version: 9, holds: [] })],
      ['an entry without a lapse', JSON.stringify({ version: 1, holds: [{ walletAddress: 'WALLET', intent, kind: 'unsigned' }] })],
      ['an intent without a quantity', JSON.stringify({ version: 1, holds: [{ walletAddress: 'WALLET', intent: { collectionId: 'c', phaseId: 'p' }, untilMs: Date.now() + 60_000, kind: 'unsigned' }] })],
      ['an unknown kind', JSON.stringify({ version: 1, holds: [{ walletAddress: 'WALLET', intent, untilMs: Date.now() + 60_000, kind: 'mine' }] })],
    ])('stored as %s is no hold, and nothing breaks', (_, raw) => {
      const storage = new Map([[holdsKey, raw]]);
      const flow = createMintFlow({ client: fakeClient() as never, clock: createServerClock(), storage: asStorage(storage) });
      expect(flow.resume('c', 'WALLET')).toBe(false);
      expect(flow.getUnansweredPrepare()).toBeNull();
    });

    it('stored as lasting for an hour is cut to the lock’s three minutes', () => {
      const clock = createServerClock();
      const storage = new Map([[holdsKey, JSON.stringify({ version: 1, holds: [{ walletAddress: 'WALLET', intent, untilMs: clock.now() + 3_600_000, kind: 'unanswered' }] })]]);
      const flow = createMintFlow({ client: fakeClient() as never, clock, storage: asStorage(storage) });
      flow.resume('c', 'WALLET');
      expect(flow.getUnansweredPrepare()!.mayHoldUntilMs - clock.now()).toBeLessThanOrEqual(180_000);
    });
  });

  it('two mints stored at once (two tabs) are both resumed, one per load, and neither erases the other', async () => {
    const key = 'mintkit:pending-mint:c:WALLET';
    const record = (id: string) => ({ intent, walletAddress: 'WALLET', sessions: [{ sessionId: id, signedTransaction: `SIGNED-${id}`, result: null }] });
    const storage = new Map([[key, JSON.stringify({ version: 2, records: [record('a'), record('b')] })]]);
    const client = fakeClient({ executeMint: async (body: { sessionId: string }) => ({ sessionId: body.sessionId, status: 'confirmed', rawStatus: 'confirmed', signature: `SIG-${body.sessionId}`, minted: [] }) });
    for (const expected of ['a', 'b']) {
      const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: asStorage(storage) });
      expect(flow.resume('c', 'WALLET')).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(client.executeMint).toHaveBeenLastCalledWith({ sessionId: expected, signedTransaction: `SIGNED-${expected}` }, expect.anything());
      flow.dispose();
    }
    expect(storage.has(key)).toBe(false);
  });

  it('after a decline, the same intent asks the wallet to sign the held transactions again without a new prepare; another intent, or a hold about to lapse, prepares afresh', async () => {
    const clock = createServerClock();
    const client = fakeClient({
      prepareMint: async () => ({ sessions: [{ sessionId: 's1', transaction: 'UNSIGNED', quantity: 2 }], lockExpiresAt: null, lockExpiresAtMs: clock.now() + 180_000, serverTime: null }),
    });
    const flow = createMintFlow({ client: client as never, clock, storage: null });
    const asked: string[][] = [];
    const decline = signer(async (transactions) => {
      asked.push(transactions);
      throw new MintKitError({ code: 'WALLET_REJECTED', message: 'no' });
    });
    await flow.start(intent, decline);
    expect(flow.getState()).toMatchObject({ status: 'cancelled', reason: 'wallet-rejected' });
    expect(flow.getHeld()).toMatchObject({ intent, walletAddress: 'WALLET' });
    await flow.start(intent, decline);
    expect(asked).toEqual([['UNSIGNED'], ['UNSIGNED']]);
    expect(client.prepareMint).toHaveBeenCalledTimes(1);
    // A different quantity is a different intent.
    await flow.start({ ...intent, quantity: 1 }, decline);
    expect(client.prepareMint).toHaveBeenCalledTimes(2);
    // Signing the held transactions goes on to execute them.
    await vi.advanceTimersByTimeAsync(60_000);
    await flow.start({ ...intent, quantity: 1 }, signer(async (t) => t));
    expect(client.prepareMint).toHaveBeenCalledTimes(2);
    expect(flow.getState().status).toBe('succeeded');
    expect(flow.getHeld()).toBeNull();
    // A hold with less than 15 s left is not offered again.
    await flow.start(intent, decline);
    expect(client.prepareMint).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(170_000);
    await flow.start(intent, decline);
    expect(client.prepareMint).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['another phase', { ...intent, phaseId: 'p2' }, 'WALLET'],
    ['a claim code added', { ...intent, claimCode: 'VIP-7Q4M' }, 'WALLET'],
    ['another wallet', intent, 'OTHER-WALLET'],
  ])('after a decline, %s is a new intent: it prepares afresh instead of asking to sign the held transactions', async (_, next, address) => {
    const { client, flow, asked } = flowWithNumberedPrepares();
    const decline = (walletAddress: string): TransactionSigner => ({
      address: walletAddress,
      signTransactions: async (transactions) => {
        asked.push(transactions);
        throw new MintKitError({ code: 'WALLET_REJECTED', message: 'no' });
      },
    });
    await flow.start(intent, decline('WALLET'));
    await flow.start(next, decline(address));
    expect(client.prepareMint).toHaveBeenCalledTimes(2);
    expect(client.prepareMint).toHaveBeenLastCalledWith(expect.objectContaining({ phaseId: next.phaseId, walletAddress: address }), expect.anything());
    expect(asked).toEqual([['UNSIGNED-1'], ['UNSIGNED-2']]);
  });

  it('after a decline, the same claim code typed in another case or with spaces around it is the same intent: the held transactions are asked for again', async () => {
    const { client, flow, asked } = flowWithNumberedPrepares();
    const decline: TransactionSigner = {
      address: 'WALLET',
      signTransactions: async (transactions) => {
        asked.push(transactions);
        throw new MintKitError({ code: 'WALLET_REJECTED', message: 'no' });
      },
    };
    await flow.start({ ...intent, claimCode: 'vip-7q4m' }, decline);
    await flow.start({ ...intent, claimCode: ' VIP-7Q4M ' }, decline);
    expect(client.prepareMint).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([['UNSIGNED-1'], ['UNSIGNED-1']]);
    await flow.start({ ...intent, claimCode: 'VIP-7Q4N' }, decline);
    expect(client.prepareMint).toHaveBeenCalledTimes(2);
  });

  it('after a decline, the same intent under another price (a Dutch price that fell) prepares anew at the service’s price, not the held transactions at the old one', async () => {
    const { client, flow, asked } = flowWithNumberedPrepares();
    const decline = signer(async (transactions) => {
      asked.push(transactions);
      throw new MintKitError({ code: 'WALLET_REJECTED', message: 'no' });
    });
    await flow.start(intent, decline, { quote: '2 SOL' });
    expect(flow.getHeld()).toMatchObject({ intent, quote: '2 SOL' });
    await flow.start(intent, decline, { quote: '1.75 SOL' });
    expect(client.prepareMint).toHaveBeenCalledTimes(2);
    expect(flow.getHeld()).toMatchObject({ quote: '1.75 SOL' });
    // Under the quote it was prepared at, the newest hold is asked for again.
    await flow.start(intent, decline, { quote: '1.75 SOL' });
    expect(client.prepareMint).toHaveBeenCalledTimes(2);
    expect(asked).toEqual([['UNSIGNED-1'], ['UNSIGNED-2'], ['UNSIGNED-2']]);
  });

  it('a hold a new intent did not reuse is offered again when the new prepare is refused or cancelled: the service still holds its items', async () => {
    const clock = createServerClock();
    let refuse = false;
    let answer: (() => void) | null = null;
    const client = fakeClient({
      prepareMint: async (_request: never, { signal }: { signal: AbortSignal }) => {
        if (refuse) throw new MintKitError({ code: 'MAX_PER_WALLET_EXCEEDED', message: 'over', status: 400, serverMessage: 'Over the limit', fromService: true });
        if (answer === null && signal) await new Promise<void>((resolve) => (answer = resolve));
        return { sessions: [{ sessionId: 's1', transaction: 'UNSIGNED', quantity: 2 }], lockExpiresAt: null, lockExpiresAtMs: clock.now() + 180_000, serverTime: null };
      },
    });
    const flow = createMintFlow({ client: client as never, clock, storage: null });
    const decline = signer(async () => {
      throw new MintKitError({ code: 'WALLET_REJECTED', message: 'no' });
    });
    const first = flow.start(intent, decline);
    answer!();
    await first;
    expect(flow.getHeld()).toMatchObject({ intent });
    refuse = true;
    await flow.start({ ...intent, quantity: 1 }, decline);
    expect(flow.getState()).toMatchObject({ status: 'failed', error: { code: 'MAX_PER_WALLET_EXCEEDED' } });
    expect(flow.getHeld()).toMatchObject({ intent });
    // Cancelled while the new prepare is on its way: the earlier hold is still the buyer's.
    refuse = false;
    answer = null;
    void flow.start({ ...intent, quantity: 1 }, decline);
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getState().status).toBe('preparing');
    expect(flow.getHeld()).toBeNull();
    flow.cancel();
    expect(flow.getHeld()).toMatchObject({ intent });
    // Once it has lapsed it is not offered.
    await vi.advanceTimersByTimeAsync(180_000);
    expect(flow.getHeld()).toBeNull();
  });

  describe('prepare-mint answered 503 AUTH_UNAVAILABLE (sent again; the sandbox-backed cases are in mint-flow-auth-retry.test.ts)', () => {
    const authUnavailable = () => new MintKitError({ code: 'AUTH_UNAVAILABLE', status: 503, rawCode: 'AUTH_UNAVAILABLE', serverMessage: 'retry shortly', fromService: true, retryAfterMs: 1_000, message: 'key check unavailable' });

    it('a cancel during the wait sends nothing more, even once the wait would have ended', async () => {
      const client = fakeClient({ prepareMint: async () => { throw authUnavailable(); } });
      const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
      void flow.start(intent, signer(async (t) => t));
      await vi.advanceTimersByTimeAsync(500);
      expect(client.prepareMint).toHaveBeenCalledTimes(1);
      expect(flow.cancel()).toBe(true);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(client.prepareMint).toHaveBeenCalledTimes(1);
      expect(flow.getState()).toMatchObject({ status: 'cancelled', reason: 'user' });
    });

    it('the three-minute hold counts from the request that was prepared, not from the first one refused', async () => {
      let calls = 0;
      const client = fakeClient({
        prepareMint: async () => {
          calls += 1;
          if (calls === 1) throw authUnavailable();
          return { sessions: [{ sessionId: 's1', transaction: 'UNSIGNED', quantity: 2 }], lockExpiresAt: null, lockExpiresAtMs: null, serverTime: null };
        },
      });
      const clock = createServerClock();
      const flow = createMintFlow({ client: client as never, clock, storage: null, signTimeoutMs: 600_000 });
      void flow.start(intent, signer(() => new Promise(() => {})));
      await vi.advanceTimersByTimeAsync(1_500);
      const state = flow.getState();
      if (state.status !== 'awaiting-signature') throw new Error(`expected awaiting-signature, got ${state.status}`);
      // The countdown reads 03:00 when the wallet opens, not 02:59 less the wait.
      expect(state.lockExpiresAtMs! - clock.now()).toBeGreaterThan(179_000);
    });
  });

  describe('a prepare that got no answer', () => {
    const refusal = (code: string, status: number) => new MintKitError({ code: code as never, status, rawCode: code, serverMessage: 'refused', fromService: true, message: `prepare failed with ${status} ${code}` });
    const neverSigns = signer(() => new Promise(() => {}));

    it('is remembered as possibly holding its items for the spec’s three minutes from when the answer was given up on, then forgotten', async () => {
      const client = fakeClient({ prepareMint: async () => { throw new MintKitError({ code: 'NETWORK_ERROR', endpoint: 'POST /prepare-mint', message: 'answer lost' }); } });
      const clock = createServerClock();
      const flow = createMintFlow({ client: client as never, clock, storage: null });
      await flow.start({ ...intent, quantity: 3 }, neverSigns);
      expect(flow.getState()).toMatchObject({ status: 'failed', error: { code: 'NETWORK_ERROR' } });
      const unanswered = flow.getUnansweredPrepare();
      expect(unanswered).toMatchObject({ walletAddress: 'WALLET', intent: { quantity: 3, collectionId: 'c' } });
      expect(unanswered!.mayHoldUntilMs - clock.now()).toBe(180_000);
      await vi.advanceTimersByTimeAsync(179_000);
      expect(flow.getUnansweredPrepare()).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(flow.getUnansweredPrepare()).toBeNull();
    });

    it.each([
      ['a timeout', new MintKitError({ code: 'TIMEOUT', endpoint: 'POST /prepare-mint', message: 'late' })],
      ['an answer it could not read (the service did prepare)', new MintKitError({ code: 'DECODE_ERROR', path: 'sessions', message: 'bad' })],
      ['a gateway’s page', new MintKitError({ code: 'HTML_RESPONSE', status: 502, message: 'html' })],
      ['a 5xx', new MintKitError({ code: 'INTERNAL_ERROR', status: 500, rawCode: 'INTERNAL_ERROR', serverMessage: 'boom', fromService: true, message: 'boom' })],
      ['a gateway’s JSON 4xx, not the service’s failure body', decodeFailure(403, { message: 'Forbidden' }, null, 'POST /prepare-mint')],
      ['a bare 400 with no body', decodeFailure(400, null, null, 'POST /prepare-mint')],
    ])('%s leaves the outcome unknown', async (_, error) => {
      const flow = createMintFlow({ client: fakeClient({ prepareMint: async () => { throw error; } }) as never, clock: createServerClock(), storage: null });
      await flow.start(intent, neverSigns);
      expect(flow.getUnansweredPrepare()).not.toBeNull();
    });

    it.each([
      ['the service’s refusal', refusal('MAX_PER_WALLET_EXCEEDED', 400)],
      ['the service’s refusal with a code added later', decodeFailure(409, { success: false, error: 'Minting is paused.', code: 'PHASE_PAUSED' }, null, 'POST /prepare-mint')],
      ['the service’s refusal without its sentence', decodeFailure(409, { success: false, code: 'SOLD_OUT' }, null, 'POST /prepare-mint')],
      ['a rate limit', refusal('RATE_LIMITED', 429)],
      ['authorisation that could not be checked', refusal('AUTH_UNAVAILABLE', 503)],
      ['a quantity the client refuses before sending', new MintKitError({ code: 'INVALID_REQUEST', message: 'Quantity must be a whole number' })],
    ])('%s says nothing was reserved', async (_, error) => {
      const flow = createMintFlow({ client: fakeClient({ prepareMint: async () => { throw error; } }) as never, clock: createServerClock(), storage: null });
      void flow.start(intent, neverSigns);
      await vi.advanceTimersByTimeAsync(30_000); // AUTH_UNAVAILABLE is asked again a few times first
      expect(flow.getState().status).toBe('failed');
      expect(flow.getUnansweredPrepare()).toBeNull();
    });

    it('is not remembered after the service refused it in its failure body under a 200: it answered, and a refusal reserves nothing', async () => {
      const fetch: typeof globalThis.fetch = async () => new Response(JSON.stringify({ success: false, error: 'Sold out.', code: 'SOLD_OUT' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      const client = createMintClient({ apiKey: 'svc_pub_flow_tests', baseUrl: 'https://mint.test', fetch, browser: false, retry: { retries: 0, baseDelayMs: 0, maxDelayMs: 0 } });
      const flow = createMintFlow({ client, clock: createServerClock(), storage: null });
      await flow.start(intent, neverSigns);
      expect(flow.getState()).toMatchObject({ status: 'failed', error: { code: 'SOLD_OUT' } });
      expect(flow.getUnansweredPrepare()).toBeNull();
    });

    it('is remembered when the buyer cancels while it is on its way, and survives the service’s refusal of the next try and an answered prepare, until its own time is up', async () => {
      let answer: (() => void) | null = null;
      let calls = 0;
      const client = fakeClient({
        prepareMint: async () => {
          calls += 1;
          if (calls === 1) return new Promise((_, reject) => (answer = () => reject(new MintKitError({ code: 'ABORTED', message: 'cancelled' }))));
          if (calls === 2) throw refusal('SOLD_OUT', 409);
          return { sessions: [{ sessionId: 's1', transaction: 'UNSIGNED', quantity: 2 }], lockExpiresAt: null, lockExpiresAtMs: null, serverTime: null };
        },
      });
      const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
      void flow.start(intent, neverSigns);
      await vi.advanceTimersByTimeAsync(0);
      expect(flow.cancel()).toBe(true);
      answer!();
      expect(flow.getUnansweredPrepare()).toMatchObject({ intent });
      await flow.start(intent, neverSigns);
      expect(flow.getState()).toMatchObject({ status: 'failed', error: { code: 'SOLD_OUT' } });
      expect(flow.getUnansweredPrepare()).not.toBeNull();
      void flow.start(intent, neverSigns);
      await vi.advanceTimersByTimeAsync(0);
      expect(flow.getState().status).toBe('awaiting-signature');
      // The later answer says nothing about what the first request may hold: it still counts against the wallet.
      expect(flow.getUnansweredPrepare()).toMatchObject({ intent, kind: 'unanswered' });
      await vi.advanceTimersByTimeAsync(180_000);
      expect(flow.getUnansweredPrepare()).toBeNull();
    });
  });
});
