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

  it('keeps each tab’s hold: a second tab holding another wallet does not erase the first tab’s, and a reload of the first tab still explains its own', async () => {
    const clock = createServerClock();
    const shared = asStorage(new Map());
    const declining = (address: string): TransactionSigner => ({ address, signTransactions: () => new Promise(() => {}) });
    const firstTab = createMintFlow({ client: fakeClient(clock) as never, clock, storage: shared });
    void firstTab.start(intent, declining('WALLET-A'));
    await vi.advanceTimersByTimeAsync(0);
    const secondTab = createMintFlow({ client: fakeClient(clock) as never, clock, storage: shared });
    void secondTab.start({ ...intent, quantity: 1 }, declining('WALLET-B'));
    await vi.advanceTimersByTimeAsync(0);
    expect(secondTab.getState().status).toBe('awaiting-signature');

    // The first tab is reloaded with its prompt open: the new load connects wallet A again.
    firstTab.dispose();
    const reloadedFirst = createMintFlow({ client: fakeClient(clock) as never, clock, storage: shared });
    reloadedFirst.resume('c', 'WALLET-A');
    expect(reloadedFirst.getUnansweredPrepare()).toMatchObject({ walletAddress: 'WALLET-A', intent: { quantity: 2 }, kind: 'unsigned' });
    // And a reload of the second tab explains wallet B's hold, not lost to the first tab's writes.
    const reloadedSecond = createMintFlow({ client: fakeClient(clock) as never, clock, storage: shared });
    reloadedSecond.resume('c', 'WALLET-B');
    expect(reloadedSecond.getUnansweredPrepare()).toMatchObject({ walletAddress: 'WALLET-B', intent: { quantity: 1 } });
  });

  it('keeps the other tab’s hold of the same wallet when this tab’s own mint goes through', async () => {
    const clock = createServerClock();
    const shared = asStorage(new Map());
    const firstTab = createMintFlow({ client: fakeClient(clock) as never, clock, storage: shared });
    void firstTab.start(intent, { address: 'WALLET', signTransactions: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(0);
    const secondTab = createMintFlow({ client: fakeClient(clock) as never, clock, storage: shared });
    void secondTab.start({ ...intent, quantity: 1 }, { address: 'WALLET', signTransactions: async () => ['SIGNED'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(secondTab.getState().status).toBe('succeeded');

    // The first tab's prompt is still open and its 2 still held: a reload of it says so.
    const reloaded = createMintFlow({ client: fakeClient(clock) as never, clock, storage: shared });
    reloaded.resume('c', 'WALLET');
    expect(reloaded.getUnansweredPrepare()).toMatchObject({ intent: { quantity: 2 }, kind: 'unsigned' });
  });

  it('drops an entry no real hold can have written (a lapse years out, by hand or another build) once this page writes its own', async () => {
    const clock = createServerClock();
    const map = new Map<string, string>();
    const forged = { walletAddress: 'WALLET', intent, untilMs: clock.now() + 10 * 365 * 86_400_000, kind: 'unsigned', writer: 'x' };
    map.set('mintkit:held-mint:c', JSON.stringify({ version: 1, holds: [forged] }));
    const page = createMintFlow({ client: fakeClient(clock) as never, clock, storage: asStorage(map) });
    void page.start(intent, { address: 'WALLET', signTransactions: async () => ['SIGNED'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(page.getState().status).toBe('succeeded');
    page.dispose();
    // Ten minutes later, a new load with the same wallet: no 3-minute "may hold" note on every load.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const later = createMintFlow({ client: fakeClient(clock) as never, clock, storage: asStorage(map) });
    later.resume('c', 'WALLET');
    expect(later.getUnansweredPrepare()).toBeNull();
  });
});
