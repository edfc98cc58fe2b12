/**
 * After the service refused the signed bytes but kept its hold, the line about the hold never says
 * "Not signed": not in the hold's last 15 s (`heldEnding`), nor after a price move
 * (`heldAtEarlierPrice`). The buyer did sign, and the alert above says the signature was refused.
 */
import { Keypair } from '@solana/web3.js';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MintButton } from '../../src/components/mint-button.js';
import { MintStatus } from '../../src/components/mint-status.js';
import { QuantityInput } from '../../src/components/quantity-input.js';
import { SandboxWalletAdapter } from '../../src/sandbox/sandbox-wallet.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';

function MintPanel({ drop }: { drop: string }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div>
      <QuantityInput drop={drop} value={quantity} onValueChange={setQuantity} />
      <MintButton drop={drop} quantity={quantity} />
      <MintStatus drop={drop} />
    </div>
  );
}

/** What a sighted buyer reads: without the words only screen readers are given. */
const shown = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[data-slot="visually-hidden"]').forEach((part) => part.remove());
  return copy.textContent!;
};

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('a hold the service kept after refusing the signed bytes, in its last 15 s', () => {
  it('does not tell the buyer they did not sign', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const stranger = Keypair.generate();
    class SignsWithTheWrongKey extends SandboxWalletAdapter {
      override async signAllTransactions<T>(transactions: T[]): Promise<T[]> {
        const signed = (await super.signAllTransactions(transactions as never)) as Array<{ signatures: Array<Uint8Array | { signature: Uint8Array | null }> }>;
        const wrong = stranger.secretKey.slice(0, 64); // the service answers 400 INVALID_SIGNED_TRANSACTION and keeps its lock
        for (const { signatures } of signed) signatures[0] instanceof Uint8Array ? (signatures[0] = wrong) : (signatures[0]!.signature = Buffer.from(wrong));
        return signed as T[];
      }
    }
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    renderKit(<MintPanel drop="genesis" />, { test, wallet: new SignsWithTheWrongKey({ keypair }) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The signed transaction was not accepted.');
    expect(shown(screen.getByRole('status'))).toMatch(/^Mint 1 again to sign the same items once more/);

    // Into the hold's last 15 s on the server's clock.
    await act(async () => {
      test.clock.advance(168_000);
      await vi.advanceTimersByTimeAsync(168_000);
    });
    await waitFor(() => expect(screen.queryByText(/Mint 1 again to sign/)).toBeNull());
    // The buyer signed; the service refused it. "Not signed" contradicts the alert right below it.
    expect(shown(screen.getByRole('status'))).not.toMatch(/^Not signed/);
  });
});
