/**
 * The hold note stored for a reload (`mintkit:held-mint:<collectionId>`) is read by any page of the
 * drop that connects the same wallet, also a second tab opened while the first still has the wallet
 * prompt open. Once the first tab's mint goes through and it clears what it stored, the second tab's
 * note reads that anew and goes (the browser's `storage` event re-renders it: hold-note-tabs.test.tsx).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMintFlow, createServerClock, type TransactionSigner } from '../../src/core/index.js';

const intent = { collectionId: 'c', phaseId: 'p', quantity: 2 };

function fakeClient(clock: ReturnType<typeof createServerClock>) {
  return {
    prepareMint: vi.fn(async () => ({ sessions: [{ sessionId: 's1', transaction: 'UNSIGNED', quantity: 2 }], lockExpiresAt: null, lockExpiresAtMs: clock.now() + 180_000, serverTime: null })),
    executeMint: vi.fn(async () => ({ sessionId: 's1', status: 'confirmed', rawStatus: 'confirmed', signature: 'SIG', minted: [{ mintAddress: 'M1', name: 'One', image: null }] })),
  };
}

function asStorage(storage: Map<string, string>) {
  return { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the stored hold note, with the drop open in two tabs', () => {
  it('is dropped in the second tab once the first tab’s mint went through and it cleared what it stored', async () => {
    const clock = createServerClock();
    const shared = asStorage(new Map()); // one origin's localStorage, two tabs
    const firstTab = createMintFlow({ client: fakeClient(clock) as never, clock, storage: shared });
    let approve: (signed: string[]) => void = () => {};
    const wallet: TransactionSigner = { address: 'WALLET', signTransactions: () => new Promise((resolve) => (approve = resolve)) };
    void firstTab.start(intent, wallet);
    await vi.advanceTimersByTimeAsync(0);
    expect(firstTab.getState().status).toBe('awaiting-signature');

    // The buyer opens the drop in a second tab, same wallet, while the first tab's wallet prompt is open.
    const secondTab = createMintFlow({ client: fakeClient(clock) as never, clock, storage: shared });
    secondTab.resume('c', 'WALLET');

    // The first tab's prompt is approved and the mint goes through.
    approve(['SIGNED']);
    await vi.advanceTimersByTimeAsync(0);
    expect(firstTab.getState().status).toBe('succeeded');

    // Nothing is held any more; the second tab must not keep saying 2 are held for this wallet.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(secondTab.getUnansweredPrepare()).toBeNull();
  });
});
