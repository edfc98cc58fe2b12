import { Keypair } from '@solana/web3.js';
import { WalletSignTransactionError } from '@solana/wallet-adapter-base';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MintButton } from '../../src/components/mint-button.js';
import { MintStatus } from '../../src/components/mint-status.js';
import { useMintEvents } from '../../src/react/use-mint.js';
import { SandboxWalletAdapter } from '../../src/sandbox/sandbox-wallet.js';
import { makeSandbox, renderKit, shown } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

function Panel({ onError }: { onError: (error: unknown) => void }) {
  useMintEvents('genesis', { onError });
  return (
    <div>
      <MintButton drop="genesis" quantity={1} />
      <MintStatus drop="genesis" />
    </div>
  );
}

describe('a decline the wallet reports one level further down', () => {
  // What wallet-standard's adapter throws (`new WalletSignTransactionError(error?.message, error)`)
  // when the wallet's SDK itself wraps the provider's EIP-1193 refusal (code 4001) as an ES2022 `cause`.
  const nested = () => new WalletSignTransactionError('Failed to sign transaction', new Error('Failed to sign transaction', { cause: { code: 4001, message: 'User rejected the request.' } }));

  it('is the buyer declining, as code 4001 one level down is: no alert, no failure reported to the host, the items held to approve again', async () => {
    const test = makeSandbox();
    class Declines extends SandboxWalletAdapter {
      override async signAllTransactions<T>(): Promise<T[]> {
        throw nested();
      }
    }
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    const onError = vi.fn();
    renderKit(<Panel onError={onError} />, { test, wallet: new Declines({ keypair }) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(shown(screen.getByRole('status'))).toMatch(/^Not signed\. Mint 1 again to approve the same items/));
    expect({ alert: screen.queryByRole('alert')?.textContent ?? null, reported: onError.mock.calls.length }).toEqual({ alert: null, reported: 0 });
  });
});
