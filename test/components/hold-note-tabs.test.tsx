import { Keypair } from '@solana/web3.js';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MintStatus } from '../../src/components/mint-status.js';
import { SandboxWalletAdapter } from '../../src/sandbox/sandbox-wallet.js';
import { makeSandbox, renderKit, type TestSandbox } from '../helpers/kit.js';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** What another tab of the drop stored while its wallet prompt for 3 was open; the page then restores it as a note. */
function anotherTabsHold(test: TestSandbox) {
  const genesis = test.drop('genesis');
  const earlyBird = genesis.phases.find((phase) => phase.name === 'Early bird')!;
  const keypair = Keypair.generate();
  test.sandbox.fund(keypair.publicKey.toBase58(), 10);
  const key = `mintkit:held-mint:${genesis.uuid}`;
  const hold = { walletAddress: keypair.publicKey.toBase58(), intent: { collectionId: genesis.uuid, phaseId: earlyBird.id, quantity: 3 }, untilMs: test.clock.now() + 150_000, kind: 'unsigned' };
  localStorage.setItem(key, JSON.stringify({ version: 1, holds: [hold] }));
  return { key, render: () => renderKit(<MintStatus drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair }), provider: { storage: localStorage } }) };
}

describe('the note about a hold another tab of the drop took', () => {
  it('goes as soon as that tab says the hold is over, with nothing else on this page changing', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const { key, render } = anotherTabsHold(test);
    render();
    expect(await screen.findByText(/^An earlier mint request you did not sign holds 3/, {}, { timeout: 5_000 })).toBeInTheDocument();

    // The other tab's mint went through: it clears what it stored, and the browser tells this tab.
    act(() => {
      localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    await waitFor(() => expect(screen.queryByText(/^An earlier mint request/)).toBeNull());
  });

  it('stops listening to other tabs once the page that shows it goes away', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const { render } = anotherTabsHold(test);
    const listening = new Set<unknown>();
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === 'storage') listening.add(listener);
      add(type, listener, options);
    });
    vi.spyOn(window, 'removeEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
      if (type === 'storage') listening.delete(listener);
      remove(type, listener, options);
    });
    const { unmount } = render();
    expect(await screen.findByText(/^An earlier mint request you did not sign holds 3/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(listening.size).toBe(1);

    unmount();
    // Nothing of the page's mint flow stays on the window.
    expect(listening.size).toBe(0);
  });
});
