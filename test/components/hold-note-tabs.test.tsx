import { Keypair } from '@solana/web3.js';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MintStatus } from '../../src/components/mint-status.js';
import { SandboxWalletAdapter } from '../../src/sandbox/sandbox-wallet.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

describe('the note about a hold another tab of the drop took', () => {
  it('goes as soon as that tab says the hold is over, with nothing else on this page changing', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const genesis = test.drop('genesis');
    const earlyBird = genesis.phases.find((phase) => phase.name === 'Early bird')!;
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    // What the other tab stored while its wallet prompt for 3 was open.
    const key = `mintkit:held-mint:${genesis.uuid}`;
    const hold = { walletAddress: keypair.publicKey.toBase58(), intent: { collectionId: genesis.uuid, phaseId: earlyBird.id, quantity: 3 }, untilMs: test.clock.now() + 150_000, kind: 'unsigned' };
    localStorage.setItem(key, JSON.stringify({ version: 1, holds: [hold] }));

    renderKit(<MintStatus drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair }), provider: { storage: localStorage } });
    expect(await screen.findByText(/^An earlier mint request you did not sign holds 3/, {}, { timeout: 5_000 })).toBeInTheDocument();

    // The other tab's mint went through: it clears what it stored, and the browser tells this tab.
    act(() => {
      localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    await waitFor(() => expect(screen.queryByText(/^An earlier mint request/)).toBeNull());
  });
});
