/**
 * The hold note a reloaded page restores (`earlierHold`) and the lost-answer note (`unansweredHold`)
 * go once their phase is no longer live, as a declined hold's line does: the service lets such holds
 * go when their phase ends (docs/api-assumptions.md, "Lock and phase end"), so the buyer's allowance
 * and the supply are no longer reduced by them.
 */
import { Keypair } from '@solana/web3.js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MintButton } from '../../src/components/mint-button.js';
import { MintStatus } from '../../src/components/mint-status.js';
import { QuantityInput } from '../../src/components/quantity-input.js';
import { useKitWallet } from '../../src/react/wallet.js';
import { useWalletMints } from '../../src/react/wallet-hooks.js';
import { SandboxWalletAdapter } from '../../src/sandbox/sandbox-wallet.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';

function MintPanel({ drop }: { drop: string }) {
  const [quantity, setQuantity] = useState(1);
  const wallet = useKitWallet();
  const counts = useWalletMints(drop, wallet.address).data;
  return (
    <div>
      <QuantityInput drop={drop} value={quantity} onValueChange={setQuantity} />
      <MintButton drop={drop} quantity={quantity} />
      <MintStatus drop={drop} />
      <p>wallet mints: {counts ? counts.phases.map((phase) => `${phase.minted}/${phase.remaining ?? '∞'}`).join(',') : '?'}</p>
    </div>
  );
}

afterEach(() => localStorage.clear());

describe('a hold note restored after a reload, once the hold’s phase has ended', () => {
  it('is not shown: the service let the hold go when the phase ended', async () => {
    const test = makeSandbox({ transitionAfterMs: 60_000 }); // genesis Early bird ends a minute in
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };

    // Page 1: Mint 3 in Early bird, and the page goes away while the wallet is asked.
    const first = renderKit(<MintPanel drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair, behavior: 'hang' }), provider: { storage } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mint 3' }));
    await screen.findByText('Approve the transaction in your wallet.');
    first.unmount();

    // Early bird ends 2 minutes before the lock would have lapsed: the sandbox lets the hold go.
    test.clock.advance(61_000);

    // Page 2, reloaded with the same wallet, on the Public phase.
    renderKit(<MintPanel drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair }), provider: { storage } });
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).not.toContain('?'), { timeout: 5_000 });
    // The service no longer counts the hold: Early bird reads 0 minted, 5 remaining.
    expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mint/ })).toBeEnabled());
    expect(screen.queryByText(/^An earlier mint request you did not sign holds 3/)).toBeNull();
  });
});
