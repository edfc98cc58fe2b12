import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMintFlow, createServerClock, MintKitError, type MintFlowState, type TransactionSigner } from '../../src/core/index.js';

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

function statuses(flow: ReturnType<typeof createMintFlow>) {
  const seen: MintFlowState['status'][] = [];
  flow.subscribe((state) => seen.push(state.status));
  return seen;
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

  it('sends the signed bytes exactly as the wallet returned them, and never a hash', async () => {
    const client = fakeClient();
    const flow = createMintFlow({ client: client as never, clock: createServerClock(), storage: null });
    await flow.start(intent, signer(async (transactions) => transactions.map((t) => `${t}+SIGNED`)));
    expect(client.executeMint).toHaveBeenCalledWith({ sessionId: 's1', signedTransaction: 'UNSIGNED+SIGNED' });
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
        throw new MintKitError({ code: 'SESSION_EXPIRED', status: 410, message: 'expired' });
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
});
