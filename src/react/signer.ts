import { useContext, useEffect, useMemo } from 'react';
import { BaseSignerWalletAdapter } from '@solana/wallet-adapter-base';
import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { MintKitError, isMintKitError } from '../core/errors.js';
import type { TransactionSigner } from '../core/mint-flow.js';
import type { TransactionVersion } from '@solana/web3.js';
import { walletStatus } from './wallet-status.js';

/**
 * The connected wallet as the mint flow's signer, or null when there is none that can sign. It signs
 * only; it never sends.
 *
 * @example
 * const signer = useWalletSigner()
 */
export function useWalletSigner(): TransactionSigner | null {
  const context = useContext(WalletContext);
  const { address, canSign } = walletStatus(context);
  const { signTransaction } = context;
  const adapter = address ? context.wallet?.adapter : undefined; // no provider: its getters log
  const versions = adapter?.supportedTransactionVersions ?? null;
  // A wallet that signs one transaction only (a device) inherits wallet-adapter-base's own
  // signAllTransactions, which asks it once per transaction with no way to stop between them: the
  // kit's loop asks the same, one at a time, and stops once the mint is stopped.
  const signAllTransactions = adapter && 'signAllTransactions' in adapter && adapter.signAllTransactions === BaseSignerWalletAdapter.prototype.signAllTransactions ? undefined : context.signAllTransactions;
  // The wallet stack has just loaded web3.js for the connection; holding it now lets the click on Mint
  // reach the wallet without waiting on an import.
  useEffect(() => {
    if (address) loadTransactionClasses().catch(() => undefined); // signing loads them again, and reports the failure
  }, [address]);
  return useMemo(
    () => (address && canSign ? createSigner(address, signTransaction, signAllTransactions, versions) : null),
    [address, canSign, signTransaction, signAllTransactions, versions],
  );
}

type TransactionClasses = Pick<typeof import('@solana/web3.js'), 'Transaction' | 'VersionedTransaction'>;
let transactionClasses: TransactionClasses | null = null;
let transactionClassesLoading: Promise<TransactionClasses> | null = null;

/** Takes only what signing needs, so bundlers keep the rest of web3.js out of the chunk. */
function loadTransactionClasses(): Promise<TransactionClasses> {
  transactionClassesLoading ??= import('@solana/web3.js').then(
    ({ Transaction, VersionedTransaction }) => (transactionClasses = { Transaction, VersionedTransaction }),
    (error: unknown) => {
      transactionClassesLoading = null; // a failed chunk load may succeed on the next try
      throw error;
    },
  );
  return transactionClassesLoading;
}

type SignOne = WalletContextState['signTransaction'];
type SignAll = WalletContextState['signAllTransactions'];

/**
 * Whether a wire transaction carries a legacy message: the message's first byte, after the compact-u16
 * signature count and the signatures, lacks the version bit (0x80). False when the bytes end first.
 */
function isLegacyMessage(bytes: Uint8Array): boolean {
  let count = 0;
  let offset = 0;
  for (let shift = 0; shift <= 14; shift += 7) {
    const byte = bytes[offset++];
    if (byte === undefined) return false;
    count |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
  }
  const first = bytes[offset + count * 64];
  return first !== undefined && (first & 0x80) === 0;
}

/**
 * Wire bytes in, signed wire bytes out. @solana/web3.js is loaded once a wallet connects (or here, on
 * the first signature), so a page that is only looked at never downloads it.
 * Use it for a wallet adapter your app drives itself, outside wallet-adapter's React context
 * (inside it, `useWalletSigner` does this).
 * The wallet gets what wallet-adapter promises it: a web3.js `Transaction` for a legacy message, a
 * `VersionedTransaction` for a versioned one. `versions` is the adapter's `supportedTransactionVersions`
 * (null: legacy only); a versioned transaction it lacks ends in `WALLET_UNSUPPORTED_TRANSACTION`
 * without asking the wallet. Left out, the wallet is asked whatever the version.
 *
 * @example
 * const signer = createSigner(adapter.publicKey!.toBase58(), adapter.signTransaction.bind(adapter), adapter.signAllTransactions.bind(adapter), adapter.supportedTransactionVersions ?? null)
 * await flow.start({ collectionId, phaseId: phase.id, quantity: 1 }, signer)
 */
export function createSigner(address: string, signTransaction: SignOne, signAllTransactions: SignAll, versions?: ReadonlySet<TransactionVersion> | null): TransactionSigner {
  return {
    address,
    async signTransactions(transactions, signal) {
      const { Transaction, VersionedTransaction } = transactionClasses ?? (await loadTransactionClasses());
      type Unsigned = InstanceType<typeof Transaction> | InstanceType<typeof VersionedTransaction>;
      let unsigned: Unsigned[];
      try {
        unsigned = transactions.map((base64) => {
          const bytes = fromBase64(base64);
          // Parsed once, by the class its message's version prefix calls for (bytes too short for one: the versioned parser refuses them).
          return isLegacyMessage(bytes) ? Transaction.from(bytes) : VersionedTransaction.deserialize(bytes);
        });
      } catch (error) {
        // The service's answer is at fault, not the wallet, which was never asked.
        throw new MintKitError({ code: 'DECODE_ERROR', message: 'prepare-mint returned a transaction that is not a valid Solana transaction.', cause: error });
      }
      const unsupported = unsigned.find((transaction) => versions !== undefined && 'version' in transaction && !versions?.has(transaction.version));
      if (unsupported) throw new MintKitError({ code: 'WALLET_UNSUPPORTED_TRANSACTION', message: `This wallet cannot sign a version ${(unsupported as InstanceType<typeof VersionedTransaction>).version} transaction.` });
      let signed: Unsigned[] = [];
      try {
        if (unsigned.length > 1 && signAllTransactions) signed = await signAllTransactions(unsigned);
        // One prompt at a time, as wallet-adapter's own fallback does: a wallet (or a device) may take one
        // request only. A mint stopped meanwhile (cancelled, its hold lapsed, the account switched) opens
        // no further prompt: the buyer would approve something the page already says is over.
        else if (signTransaction) {
          for (const transaction of unsigned) {
            if (signal?.aborted) throw new MintKitError({ code: 'ABORTED', message: 'The mint was stopped before the wallet was asked for its next signature.' });
            signed.push(await signTransaction(transaction));
          }
        }
        else if (signAllTransactions) signed = await signAllTransactions(unsigned);
        else throw new MintKitError({ code: 'WALLET_ERROR', message: 'This wallet cannot sign transactions.' });
      } catch (error) {
        throw toWalletError(error);
      }
      // The service checks the signatures; a legacy one left unsigned is its refusal to give, not a throw here.
      return signed.map((transaction) => toBase64(transaction.serialize({ requireAllSignatures: false, verifySignatures: false })));
    },
  };
}

/**
 * Wallets report a refusal in several ways: EIP-1193 style code 4001, wallet-adapter's
 * `WalletSignTransactionError` wrapping a "rejected" message, a thrown "rejected" string, or the buyer
 * closing the wallet's window (`WalletWindowClosedError`). A refusal is not a failure.
 *
 * @example
 * try { await adapter.signMessage(message) }
 * catch (error) { const failure = toWalletError(error); if (failure.code !== 'WALLET_REJECTED') report(failure) }
 */
export function toWalletError(error: unknown): MintKitError {
  if (isMintKitError(error)) return error;
  // The refusal may sit a few wrappings down (adapter error → SDK error → `cause`): follow `error` and `cause` a little way.
  const candidates: unknown[] = [];
  for (let layer: unknown[] = [error]; layer.length > 0 && candidates.length < 16; ) {
    candidates.push(...layer);
    layer = layer.flatMap((candidate) => (typeof candidate === 'object' && candidate ? [(candidate as { error?: unknown }).error, (candidate as { cause?: unknown }).cause].filter((inner) => inner !== undefined && !candidates.includes(inner)) : []));
  }
  const rejected = candidates.some((candidate) => {
    const { code, message, name } = ((typeof candidate === 'object' && candidate) || { message: candidate }) as { code?: unknown; message?: unknown; name?: unknown };
    return code === 4001 || name === 'UserRejectedRequestError' || name === 'WalletWindowClosedError' || (typeof message === 'string' && /reject|declin|denied|cancel/i.test(message));
  });
  const message = error instanceof Error ? error.message : String(error);
  return new MintKitError({ code: rejected ? 'WALLET_REJECTED' : 'WALLET_ERROR', message: rejected ? 'The wallet declined to sign.' : `The wallet could not sign: ${message}`, cause: error });
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

export function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
