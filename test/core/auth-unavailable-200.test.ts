import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMintClient, createMintFlow, createServerClock, isMintKitError, type MintKitError, type TransactionSigner } from '../../src/core/index.js';
// Loaded up front: the client loads its wallet-stage endpoints lazily, which fake timers cannot hurry.
import '../../src/core/mint-wallet-calls.js';

/**
 * Spec, Authentication rule 8: "If the check cannot be performed, 503 AUTH_UNAVAILABLE is returned;
 * clients retry and do not treat it as denial." docs/api-assumptions.md (Errors, failure body): "The
 * same body under a 200 is read by its `code` too (AUTH_UNAVAILABLE stays retryable)".
 */
const KEY = 'svc_pub_corespec_0001';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const authUnavailable200 = () => json(200, { success: false, error: 'The key could not be checked right now; retry shortly.', code: 'AUTH_UNAVAILABLE' });

function scripted(script: Array<() => Response>) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(String(url));
    const next = script.shift();
    if (!next) throw new Error('script exhausted');
    return next();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('AUTH_UNAVAILABLE in the failure body under a 200', () => {
  it('a read is retried, as the 503 form is, and succeeds when the key check is back', async () => {
    const { fetch, calls } = scripted([authUnavailable200, () => json(200, { success: true, version: 'v1', stability: 'additive-only', docs: 'https://docs' })]);
    const client = createMintClient({ apiKey: KEY, baseUrl: 'https://mint.test', fetch, browser: false, random: () => 0.5, monotonicNow: () => Date.now() });
    const outcome = client.discover().then((value) => ({ value }), (error: MintKitError) => ({ error }));
    await vi.runAllTimersAsync();
    const result = await outcome;
    expect(calls).toHaveLength(2);
    expect('value' in result && result.value.version).toBe('v1');
  });

  it('execute-mint answered so is sent again with the same bytes, not ended as a refusal after the buyer signed', async () => {
    const clock = createServerClock();
    const { fetch, calls } = scripted([
      () => json(200, { success: true, sessions: [{ sessionId: 's1', transaction: 'AQID', quantity: 1 }], lockExpiresAt: '2026-01-01T00:03:00.000Z', serverTime: '2026-01-01T00:00:00.000Z' }),
      authUnavailable200,
      () => json(200, { success: true, sessionId: 's1', status: 'confirmed', signature: 'SIG', minted: [{ mintAddress: 'M1', name: 'One', image: null }] }),
    ]);
    const client = createMintClient({ apiKey: KEY, baseUrl: 'https://mint.test', fetch, browser: false, clock, monotonicNow: () => Date.now() });
    const flow = createMintFlow({ client, clock, storage: null });
    const signer: TransactionSigner = { address: 'WALLET', signTransactions: async (txs) => txs.map((tx) => `${tx}-signed`) };
    void flow.start({ collectionId: 'c', phaseId: 'p', quantity: 1 }, signer);
    await vi.advanceTimersByTimeAsync(30_000);
    const state = flow.getState();
    const error = state.status === 'failed' ? state.error : null;
    expect(error && isMintKitError(error) ? `failed with ${error.code}` : state.status).toBe('succeeded');
    expect(calls.filter((url) => url.endsWith('/execute-mint'))).toHaveLength(2);
  });
});
