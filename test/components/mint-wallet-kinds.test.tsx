/**
 * The mint with the wallet shapes wallet-adapter allows: a legacy-only wallet (`supportedTransactionVersions`
 * null), which wallet-adapter types as taking web3.js `Transaction`s only, and a wallet that can only
 * sign-and-send.
 */
import { Keypair, PublicKey, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import {
  BaseSignerWalletAdapter,
  BaseWalletAdapter,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignTransactionError,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  type WalletName,
} from '@solana/wallet-adapter-base';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MintButton } from '../../src/components/mint-button.js';
import { MintStatus } from '../../src/components/mint-status.js';
import { editedAnswers, makeSandbox, MintControls, renderKit, type TestSandbox } from '../helpers/kit.js';

/**
 * A legacy-only wallet as wallet-adapter defines one: no `supportedTransactionVersions`, wallet-adapter-base's
 * own `signAllTransactions` (which refuses a `VersionedTransaction`), and a `signTransaction` that signs
 * a web3.js `Transaction` the way a local signer does, keeping the service's co-signature.
 */
class LegacyOnlyWallet extends BaseSignerWalletAdapter<string> {
  name = 'Legacy Wallet' as WalletName<'Legacy Wallet'>;
  url = 'https://example.com';
  icon = 'data:image/svg+xml;base64,' + btoa('<svg xmlns="http://www.w3.org/2000/svg"/>');
  readyState = WalletReadyState.Installed;
  supportedTransactionVersions = null;
  received: unknown[] = [];
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
  async signTransaction<T extends TransactionOrVersionedTransaction<null>>(transaction: T): Promise<T> {
    if (!this.key) throw new WalletNotConnectedError();
    this.received.push(transaction);
    if (isVersionedTransaction(transaction as never)) throw new WalletSignTransactionError('Versioned transactions are not supported');
    (transaction as Transaction).partialSign(this.key);
    return transaction;
  }
}

/** A wallet that can only sign-and-send (`sendTransaction`): no `signTransaction`, no `signAllTransactions`. */
class SendOnlyWallet extends BaseWalletAdapter<string> {
  name = 'Send Only' as WalletName<'Send Only'>;
  url = 'https://example.com';
  icon = 'data:image/svg+xml;base64,' + btoa('<svg xmlns="http://www.w3.org/2000/svg"/>');
  readyState = WalletReadyState.Installed;
  supportedTransactionVersions = null;
  sends = 0;
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
    this.sends += 1;
    throw new Error('the kit never broadcasts');
  }
}

/** A wallet with `signTransaction` only (no `signAllTransactions`) whose prompt stays open a moment; counts the prompts open at once. */
class SignOneWallet extends SendOnlyWallet {
  open = 0;
  maxOpen = 0;
  async signTransaction<T extends TransactionOrVersionedTransaction<null>>(transaction: T): Promise<T> {
    this.open += 1;
    this.maxOpen = Math.max(this.maxOpen, this.open);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the buyer reads the prompt
    (transaction as Transaction).partialSign(this.keypair);
    this.open -= 1;
    return transaction;
  }
}

/** Holds each signature until the test answers the prompt. */
function prompted<T extends TransactionOrVersionedTransaction<null>>(prompts: Array<() => void>, keypair: Keypair, transaction: T): Promise<T> {
  return new Promise<T>((resolve) =>
    prompts.push(() => {
      (transaction as Transaction).partialSign(keypair);
      resolve(transaction);
    }),
  );
}

/** `signTransaction` only; each prompt stays open until the test answers it. */
class PromptedSignOneWallet extends SendOnlyWallet {
  prompts: Array<() => void> = [];
  signTransaction<T extends TransactionOrVersionedTransaction<null>>(transaction: T): Promise<T> {
    return prompted(this.prompts, this.keypair, transaction);
  }
}

/**
 * A device wallet as wallet-adapter-base builds one (Ledger's and other hardware adapters):
 * `signTransaction` only, and the base class's `signAllTransactions`, which asks it once per transaction.
 */
class PromptedDeviceWallet extends LegacyOnlyWallet {
  prompts: Array<() => void> = [];
  override async signTransaction<T extends TransactionOrVersionedTransaction<null>>(transaction: T): Promise<T> {
    return prompted(this.prompts, this.keypair, transaction);
  }
}

function legacyWallet(test: TestSandbox) {
  const keypair = Keypair.generate();
  test.sandbox.fund(keypair.publicKey.toBase58(), 20);
  return new LegacyOnlyWallet(keypair);
}

const settled = () =>
  waitFor(() => expect(document.querySelector('[data-slot="mint-status"]')!.getAttribute('data-state')).toMatch(/succeeded|failed/), { timeout: 5_000 });

afterEach(() => localStorage.clear());

describe('a legacy-only wallet', () => {
  it('mints 1: it is handed a web3.js Transaction for the service’s legacy transaction, and signs it', async () => {
    const test = makeSandbox();
    const wallet = legacyWallet(test);
    renderKit(<MintControls drop="genesis" />, { test, wallet: wallet as never });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await settled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Minted 1!');
    expect(wallet.received).toHaveLength(1);
    expect(wallet.received[0]).toBeInstanceOf(Transaction);
  });

  it('mints 6 on genesis Public, which the service prepares as 2 legacy transactions signed together', async () => {
    const test = makeSandbox({ transitionAfterMs: 1 });
    test.clock.advance(1_000); // Public: 10 per transaction; the sandbox puts at most 5 items in one
    const wallet = legacyWallet(test);
    renderKit(<MintControls drop="genesis" initial={6} />, { test, wallet: wallet as never });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 6' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 6' }));
    await settled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Minted 6!');
  });

  it('given a versioned (v0) transaction by the service, says this wallet cannot sign it and to connect another; the wallet is not asked and nothing is sent or offered again', async () => {
    const test = makeSandbox();
    const wallet = legacyWallet(test);
    const v0 = new VersionedTransaction(
      new TransactionMessage({ payerKey: wallet.keypair.publicKey, recentBlockhash: new PublicKey(new Uint8Array(32).fill(7)).toBase58(), instructions: [] }).compileToV0Message(),
    );
    const v0Base64 = btoa(String.fromCharCode(...v0.serialize()));
    const fetch = editedAnswers<{ sessions?: Array<{ transaction?: string }> }>(test, (url) => url.endsWith('/prepare-mint'), (body) => {
      for (const session of body.sessions ?? []) session.transaction = v0Base64;
    });
    renderKit(<MintControls drop="genesis" />, { test, wallet: wallet as never, provider: { fetch } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This wallet cannot sign this kind of transaction. Connect another wallet to mint. Nothing was minted.');
    expect(wallet.received).toHaveLength(0);
    expect(test.count('POST', '/execute-mint')).toBe(0);
    expect(screen.queryByText(/again to approve the same items/)).toBeNull();
  });
});

describe('a wallet that can only sign-and-send', () => {
  it('is told why it cannot mint and what to do (its own label, which a host can reword); it is never asked to send and nothing is prepared', async () => {
    const test = makeSandbox();
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 20);
    const wallet = new SendOnlyWallet(keypair);
    const view = renderKit(<MintControls drop="genesis" />, { test, wallet: wallet as never });
    const button = await screen.findByRole('button', { name: 'This wallet cannot sign without sending. Connect another wallet to mint.' }, { timeout: 5_000 });
    expect(button).toHaveAttribute('data-state', 'cannot-sign');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(wallet.sends).toBe(0);
    expect(test.count('POST', '/prepare-mint')).toBe(0);
    view.rerenderKit(<MintButton drop="genesis" labels={{ 'cannot-sign': 'Use a wallet that signs' }} />);
    expect(await screen.findByRole('button', { name: 'Use a wallet that signs' })).toBeDisabled();
  });
});

describe('a wallet with signTransaction only', () => {
  it('is asked for one approval at a time for a mint of several transactions, and mints them', async () => {
    const test = makeSandbox({ transitionAfterMs: 1 });
    test.clock.advance(1_000); // genesis Public: the sandbox splits 6 into 2 transactions
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 20);
    const wallet = new SignOneWallet(keypair);
    renderKit(<MintControls drop="genesis" initial={6} />, { test, wallet: wallet as never });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 6' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 6' }));
    await settled();
    expect(screen.getByRole('status')).toHaveTextContent('Minted 6!');
    expect(wallet.maxOpen).toBe(1);
  });
});

describe('a wallet that signs one transaction at a time', () => {
  it.each([
    ['with signTransaction only', (keypair: Keypair) => new PromptedSignOneWallet(keypair)],
    ['a device wallet, with wallet-adapter-base’s own signAllTransactions', (keypair: Keypair) => new PromptedDeviceWallet(keypair)],
  ])('(%s) is not asked for the next transaction of a mint the buyer cancelled while the first prompt was open', async (_kind, makeWallet) => {
    const test = makeSandbox({ transitionAfterMs: 1 });
    test.clock.advance(1_000); // genesis Public: 6 is prepared as 2 transactions
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 20);
    const wallet = makeWallet(keypair);
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
