import {
  BaseSignerWalletAdapter,
  WalletDisconnectedError,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignTransactionError,
  isVersionedTransaction,
  type TransactionOrVersionedTransaction,
  type WalletName,
} from '@solana/wallet-adapter-base';
import { Keypair, type TransactionVersion } from '@solana/web3.js';

/** The wallet-adapter name `SandboxWalletAdapter` registers under unless given `name`. */
export const SandboxWalletName = 'Sandbox Wallet' as WalletName<'Sandbox Wallet'>;

/** What the wallet does when asked to sign. `hang` never answers (for timeout and cancel paths). */
export type SandboxWalletBehavior = 'approve' | 'reject' | 'hang' | 'error';

export interface SignRequest {
  address: string;
  transactionCount: number;
}

export interface SandboxWalletOptions {
  /** The wallet's keypair; a fresh one per connect when omitted. */
  keypair?: Keypair | undefined;
  behavior?: SandboxWalletBehavior | undefined;
  /**
   * Asked before every signature, like a real wallet's approval prompt: resolve true to sign, false
   * to refuse. Takes precedence over `behavior` (which still applies to `hang` and `error`).
   */
  approve?: ((request: SignRequest) => Promise<boolean>) | undefined;
  /** Called when the wallet is asked to sign (for measuring and for tests). */
  onSignRequest?: ((request: SignRequest) => void) | undefined;
  name?: string | undefined;
  /**
   * Funds the wallet on every connect, before it reports connected, so it can mint at once: a
   * sandbox server's URL (what `startSandboxServer` returns as `url`; its faucet adds
   * `FAUCET_SOL_PER_CONNECT` SOL), or a function given the address (in process:
   * `(address) => sandbox.fund(address, 5)`). A failure is logged and the connect stands: a mint then
   * fails with `INSUFFICIENT_BALANCE`, which says why.
   */
  fund?: string | ((address: string) => unknown) | undefined;
}

/** The SOL a `fund` URL's faucet adds on each connect. */
export const FAUCET_SOL_PER_CONNECT = 5;
const FAUCET_TIMEOUT_MS = 5_000;

async function fundAddress(fund: NonNullable<SandboxWalletOptions['fund']>, address: string): Promise<void> {
  if (typeof fund === 'function') return void (await fund(address));
  const response = await fetch(`${fund.replace(/\/+$/, '')}/__sandbox/faucet`, {
    method: 'POST',
    // A sandbox that does not answer must not leave the wallet connecting for ever.
    signal: AbortSignal.timeout(FAUCET_TIMEOUT_MS),
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ address, sol: FAUCET_SOL_PER_CONNECT }),
  });
  // A 404 is most likely the kit's base URL (…/mint) given instead of the server's own.
  const hint = response.status === 404 ? " (give the sandbox server's URL, not its /mint base)" : '';
  if (!response.ok) throw new Error(`${fund} answered ${response.status} to POST /__sandbox/faucet${hint}`);
}

const ICON =
  'data:image/svg+xml;base64,' +
  btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5b5bd6"/><path d="M9 11h14v10H9z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="16" r="1.6" fill="#fff"/></svg>');

/**
 * A wallet-adapter wallet for the sandbox, tests and demos: a local keypair that signs only (it has no
 * way to broadcast), with scriptable behaviour: approve, reject, never answer, fail, or disconnect.
 * Not for real funds.
 *
 * @example
 * const wallet = new SandboxWalletAdapter({ fund: 'http://127.0.0.1:8787' }) // `npm run sandbox`'s address
 * <WalletProvider wallets={[wallet]}>…</WalletProvider>
 */
export class SandboxWalletAdapter extends BaseSignerWalletAdapter<string> {
  name: WalletName<string>;
  url = 'https://github.com/mintkit/mintkit#sandbox';
  icon = ICON;
  readyState = WalletReadyState.Installed;
  supportedTransactionVersions: ReadonlySet<TransactionVersion> = new Set<TransactionVersion>(['legacy', 0]);
  behavior: SandboxWalletBehavior;
  /** Number of signature requests received. */
  signRequests = 0;
  private keypair: Keypair | null = null;
  /** Counts connects and disconnects, so a connect still waiting for the faucet knows it was overtaken. */
  private connectAttempt = 0;
  private funding = false;
  private readonly fixedKeypair: Keypair | undefined;
  private readonly options: SandboxWalletOptions;

  constructor(options: SandboxWalletOptions = {}) {
    super();
    this.options = options;
    this.fixedKeypair = options.keypair;
    this.behavior = options.behavior ?? 'approve';
    this.name = (options.name ?? SandboxWalletName) as WalletName<string>;
  }

  get publicKey() {
    return this.keypair?.publicKey ?? null;
  }

  get connecting() {
    return this.funding;
  }

  async connect(): Promise<void> {
    const keypair = this.fixedKeypair ?? this.keypair ?? Keypair.generate();
    const attempt = ++this.connectAttempt;
    if (this.options.fund) {
      this.funding = true;
      try {
        await fundAddress(this.options.fund, keypair.publicKey.toBase58());
      } catch (error) {
        console.warn(`[mintkit] The sandbox wallet could not be funded: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        if (attempt === this.connectAttempt) this.funding = false;
      }
      // Disconnected (or connected anew) while the faucet answered: that call decides, not this one.
      if (attempt !== this.connectAttempt) return;
    }
    this.keypair = keypair;
    this.emit('connect', keypair.publicKey);
  }

  async disconnect(): Promise<void> {
    this.forget();
  }

  /** Simulates the user disconnecting from inside the wallet (e.g. mid-signature). */
  simulateDisconnect(): void {
    this.forget();
  }

  private forget() {
    this.connectAttempt++;
    this.funding = false;
    this.keypair = null;
    this.emit('disconnect');
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(transaction: T): Promise<T> {
    const [signed] = await this.signAllTransactions([transaction]);
    return signed!;
  }

  override async signAllTransactions<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(transactions: T[]): Promise<T[]> {
    const keypair = this.keypair;
    if (!keypair) throw new WalletNotConnectedError();
    this.signRequests += 1;
    const request = { address: keypair.publicKey.toBase58(), transactionCount: transactions.length };
    this.options.onSignRequest?.(request);
    if (this.behavior === 'hang') return new Promise<T[]>(() => {});
    if (this.behavior === 'error') throw new WalletSignTransactionError('The sandbox wallet failed on purpose.');
    const approved = this.options.approve ? await this.options.approve(request) : this.behavior === 'approve';
    if (!approved) throw new WalletSignTransactionError('User rejected the request.');
    if (this.keypair !== keypair) throw new WalletDisconnectedError();
    for (const transaction of transactions) {
      if (isVersionedTransaction(transaction)) transaction.sign([keypair]);
      else transaction.partialSign(keypair);
    }
    return transactions;
  }
}
