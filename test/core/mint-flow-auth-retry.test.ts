import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Keypair } from '@solana/web3.js';
import { createMintFlow, createServerClock, type MintFlowState, type MintIntent, type Timers, type TransactionSigner } from '../../src/core/index.js';
import { TRANSPORTS, dropShowing, fundedWallet, recordingFetch, signAsWallet, useContractTarget, type ContractTarget, type Transport } from './contract-harness';

/**
 * The spec (Authentication, rule 8): when the key check cannot be performed the service answers 503
 * AUTH_UNAVAILABLE, and clients retry it rather than treat it as a denial. The mint flow does so for
 * prepare-mint (the HTTP layer never retries it), against the sandbox's own key check.
 */

/** The flow's timers, held by the test: a retry wait is seen (with its length) and ends when the test says. */
function heldTimers() {
  let next = 0;
  const pending = new Map<number, { ms: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      pending.set(++next, { ms, callback });
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  // The supply lock's timer (three minutes) is not a retry wait.
  const retryWaits = () => [...pending.entries()].filter(([, timer]) => timer.ms < 60_000);
  return {
    timers,
    pendingRetryWaits: () => retryWaits().map(([, timer]) => timer.ms),
    endRetryWaits() {
      for (const [handle, timer] of retryWaits()) {
        pending.delete(handle);
        timer.callback();
      }
    },
  };
}

const countingSigner = (wallet: Keypair) => {
  const signer = {
    requests: 0,
    address: wallet.publicKey.toBase58(),
    async signTransactions(transactions: string[]) {
      signer.requests += 1;
      return transactions.map((transaction) => signAsWallet(transaction, wallet));
    },
  } satisfies TransactionSigner & { requests: number };
  return signer;
};

/** A real mint client and flow on the sandbox; `edit` stands between them and the service when a test needs another answer. */
async function setUpMint(target: ContractTarget, edit: (inner: typeof fetch) => typeof fetch = (inner) => inner) {
  const recorder = recordingFetch(edit(target.fetchFrom(target.pageOrigin)));
  // One clock for client and flow, as the provider builds them: the lock deadline is on the sandbox's clock.
  const clock = createServerClock();
  const client = target.mintClient({ fetch: recorder.fetch, clock });
  const drop = dropShowing(target.manifest, 'amount-price');
  const model = await client.getCollection(drop.shortId);
  const wallet = fundedWallet(target, 5);
  const signer = countingSigner(wallet);
  const intent: MintIntent = { collectionId: model.collection.id, phaseId: model.phases.active[0]!.id, quantity: 1 };
  const held = heldTimers();
  const onError = vi.fn();
  const flow = createMintFlow({ client, clock, timers: held.timers, storage: null, onError });
  const seen: MintFlowState['status'][] = [];
  flow.subscribe((state) => seen.push(state.status));
  const prepares = () => recorder.calls.filter((call) => call.url.endsWith('/v1/prepare-mint'));
  const reserved = async () => (await client.getAvailability(drop.shortId)).reservedCount;
  return { flow, intent, signer, held, onError, seen, prepares, reserved };
}

/** Ends each retry wait the flow asks for until it settles; returns how long each wait was. */
async function endRetryWaitsUntilSettled(mint: Awaited<ReturnType<typeof setUpMint>>) {
  const waits: number[] = [];
  for (let round = 0; round < 10; round++) {
    await vi.waitFor(() => {
      if (mint.held.pendingRetryWaits().length === 0 && mint.flow.getState().status === 'preparing') throw new Error('still on the wire');
    }, { timeout: 5_000 });
    if (mint.flow.getState().status !== 'preparing') return waits;
    waits.push(...mint.held.pendingRetryWaits());
    mint.held.endRetryWaits();
  }
  throw new Error('the flow kept waiting to retry');
}

function authRetrySuite(transport: Transport) {
  describe(`prepare-mint while the key check is unavailable (${transport})`, () => {
    const target = useContractTarget(transport);
    afterEach(() => target().sandbox.setAuthAvailable(true));

    it('one 503 AUTH_UNAVAILABLE: stays preparing, asks again after the Retry-After, and mints with one signature and no error', async () => {
      const mint = await setUpMint(target());
      target().sandbox.setAuthAvailable(false);
      void mint.flow.start(mint.intent, mint.signer);
      await vi.waitFor(() => expect(mint.held.pendingRetryWaits()).toHaveLength(1), { timeout: 5_000 });
      // The buyer sees a mint still being prepared, not a failure to click through again.
      expect(mint.flow.getState().status).toBe('preparing');
      expect(mint.prepares().map((call) => call.status)).toEqual([503]);
      // At least the sandbox's Retry-After (1 s), jitter on top, within the kit's 8 s cap.
      const [wait] = mint.held.pendingRetryWaits();
      expect(wait).toBeGreaterThanOrEqual(1_000);
      expect(wait).toBeLessThanOrEqual(8_000);

      target().sandbox.setAuthAvailable(true);
      mint.held.endRetryWaits();
      await vi.waitFor(() => expect(mint.flow.getState().status).toBe('succeeded'), { timeout: 5_000 });
      expect(mint.prepares().map((call) => call.status)).toEqual([503, 200]);
      expect(mint.signer.requests).toBe(1);
      expect(mint.onError).not.toHaveBeenCalled();
      expect(mint.seen).toEqual(['preparing', 'awaiting-signature', 'executing', 'succeeded']);
    });

    it('503 every time: three prepare-mint requests, then failed with AUTH_UNAVAILABLE as before, with nothing reserved and no wallet prompt', async () => {
      const mint = await setUpMint(target());
      const reservedBefore = await mint.reserved();
      target().sandbox.setAuthAvailable(false);
      void mint.flow.start(mint.intent, mint.signer);
      const waits = await endRetryWaitsUntilSettled(mint);
      const state = mint.flow.getState();
      if (state.status !== 'failed') throw new Error(`expected failed, got ${state.status}`);
      expect(state.error).toMatchObject({ code: 'AUTH_UNAVAILABLE', status: 503 });
      expect(mint.prepares().map((call) => call.status)).toEqual([503, 503, 503]);
      expect(waits).toHaveLength(2);
      for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(1_000);
      expect(mint.onError).toHaveBeenCalledTimes(1);
      expect(mint.onError.mock.calls[0]![0]).toMatchObject({ code: 'AUTH_UNAVAILABLE' });
      expect(mint.signer.requests).toBe(0);
      expect(mint.seen).toEqual(['preparing', 'failed']);
      // Refused at the key check: the service holds nothing for this buyer, and the page says so.
      expect(mint.flow.getUnansweredPrepare()).toBeNull();
      target().sandbox.setAuthAvailable(true);
      expect(await mint.reserved()).toBe(reservedBefore);
    });

    it.each([
      ['the buyer cancels', (flow: ReturnType<typeof createMintFlow>) => flow.cancel('user'), 'cancelled'],
      ['the wallet disconnects', (flow: ReturnType<typeof createMintFlow>) => flow.cancel('wallet-disconnected'), 'cancelled'],
      ['the page goes away', (flow: ReturnType<typeof createMintFlow>) => flow.dispose(), 'preparing'],
    ])('%s during the wait: no further prepare-mint, no wallet prompt, no error', async (_, stop, status) => {
      const mint = await setUpMint(target());
      target().sandbox.setAuthAvailable(false);
      void mint.flow.start(mint.intent, mint.signer);
      await vi.waitFor(() => expect(mint.held.pendingRetryWaits()).toHaveLength(1), { timeout: 5_000 });
      stop(mint.flow);
      // The wait's timer is gone with it, and the key check coming back changes nothing.
      expect(mint.held.pendingRetryWaits()).toEqual([]);
      target().sandbox.setAuthAvailable(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mint.prepares()).toHaveLength(1);
      expect(mint.flow.getState().status).toBe(status);
      expect(mint.signer.requests).toBe(0);
      expect(mint.onError).not.toHaveBeenCalled();
      // Nothing was on its way when it stopped, so no unseen hold is assumed.
      expect(mint.flow.getUnansweredPrepare()).toBeNull();
    });
  });
}

for (const transport of TRANSPORTS) authRetrySuite(transport);

describe('prepare-mint failures that are not sent again (in-process)', () => {
  const target = useContractTarget('in-process');

  it('a 503 that is not AUTH_UNAVAILABLE may have prepared: it fails at once and is remembered as possibly holding items', async () => {
    const mint = await setUpMint(target());
    target().sandbox.failNext({ path: `${new URL(target().manifest.mintBaseUrl).pathname}/v1/prepare-mint`, mode: 'status', status: 503, code: 'INTERNAL_ERROR' });
    await mint.flow.start(mint.intent, mint.signer);
    expect(mint.flow.getState()).toMatchObject({ status: 'failed', error: { code: 'INTERNAL_ERROR', status: 503 } });
    expect(mint.prepares()).toHaveLength(1);
    expect(mint.flow.getUnansweredPrepare()).not.toBeNull();
  });

  it('a Retry-After beyond the kit’s 8 s cap is not waited out behind a spinner: it fails at once, keeping the service’s Retry-After', async () => {
    // The sandbox always asks for 1 s; a service under strain may ask for longer.
    const mint = await setUpMint(target(), askingForLongerWaits);
    target().sandbox.setAuthAvailable(false);
    void mint.flow.start(mint.intent, mint.signer);
    await vi.waitFor(() => expect(mint.flow.getState()).toMatchObject({ status: 'failed', error: { code: 'AUTH_UNAVAILABLE', retryAfterMs: 30_000 } }), { timeout: 5_000 });
    expect(mint.prepares()).toHaveLength(1);
    expect(mint.held.pendingRetryWaits()).toEqual([]);
  });
});

/** Answers with `Retry-After: 30` where the service said 1. */
function askingForLongerWaits(inner: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await inner(input, init);
    if (response.status !== 503) return response;
    const headers = new Headers(response.headers);
    headers.set('Retry-After', '30');
    return new Response(await response.text(), { status: response.status, headers });
  }) as typeof fetch;
}
