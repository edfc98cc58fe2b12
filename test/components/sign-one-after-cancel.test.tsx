/**
 * A wallet with `signTransaction` only is asked one transaction at a time; once the mint has been
 * stopped while the first prompt is open (Cancel, the 3-minute hold running out, the account
 * switching, the page going away), approving that prompt must not open another for a mint the page
 * already says is over.
 */
import { Keypair, type Transaction } from '@solana/web3.js';
import { BaseWalletAdapter, WalletReadyState, type TransactionOrVersionedTransaction, type WalletName } from '@solana/wallet-adapter-base';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MintButton } from '../../src/components/mint-button.js';
import { MintStatus } from '../../src/components/mint-status.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';

/** `signTransaction` only; each prompt stays open until the test answers it. */
class PromptedSignOneWallet extends BaseWalletAdapter<string> {
  name = 'Prompted Sign One' as WalletName<'Prompted Sign One'>;
  url = 'https://example.com';
  icon = 'data:image/svg+xml;base64,' + btoa('<svg xmlns="http://www.w3.org/2000/svg"/>');
  readyState = WalletReadyState.Installed;
  supportedTransactionVersions = null;
  prompts: Array<() => void> = [];
  private key: Keypair | null = null;
  constructor(readonly keypair: Keypair) {
    super();
  }
  get publicKey() {
    return this.key?.publicKey ?? null;
  }
  get connecting() {
    return false;
  }
  async connect() {
    this.key = this.keypair;
    this.emit('connect', this.keypair.publicKey);
  }
  async disconnect() {
    this.key = null;
    this.emit('disconnect');
  }
  async sendTransaction(): Promise<string> {
    throw new Error('the kit never broadcasts');
  }
  signTransaction<T extends TransactionOrVersionedTransaction<null>>(transaction: T): Promise<T> {
    return new Promise<T>((resolve) =>
      this.prompts.push(() => {
        (transaction as Transaction).partialSign(this.keypair);
        resolve(transaction);
      }),
    );
  }
}

afterEach(() => localStorage.clear());

describe('a wallet with signTransaction only, asked one transaction at a time', () => {
  it('is not asked for the next transaction of a mint the buyer cancelled while the first prompt was open', async () => {
    const test = makeSandbox({ transitionAfterMs: 1 });
    test.clock.advance(1_000); // genesis Public: 6 is prepared as 2 transactions
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 20);
    const wallet = new PromptedSignOneWallet(keypair);
    renderKit(
      <div>
        <MintButton drop="genesis" quantity={6} />
        <MintStatus drop="genesis" />
      </div>,
      { test, wallet: wallet as never },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 6' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 6' }));
    await waitFor(() => expect(wallet.prompts).toHaveLength(1));

    // The buyer gives up on the page: the mint is cancelled, the page says nothing is happening.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('[data-slot="mint-status"]')).toHaveAttribute('data-state', 'idle'));

    // Then approves the prompt still open in the wallet: no second prompt may open for the cancelled mint.
    await act(async () => {
      wallet.prompts[0]!();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(wallet.prompts).toHaveLength(1);
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });
});
