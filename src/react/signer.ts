import { useContext, useEffect, useMemo } from 'react';
import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { MintKitError, isMintKitError } from '../core/errors.js';
import type { TransactionSigner } from '../core/mint-flow.js';
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
  const { signTransaction, signAllTransactions } = context;
  // The wallet stack has just loaded web3.js for the connection; holding it now lets the click on Mint
  // reach the wallet without waiting on an import.
  useEffect(() => {
    if (address) loadVersionedTransaction().catch(() => undefined); // signing loads it again, and reports the failure
  }, [address]);
  return useMemo(
    () => (address && canSign ? createSigner(address, signTransaction, signAllTransactions) : null),
    [address, canSign, signTransaction, signAllTransactions],
  );
}

type VersionedTransactionClass = typeof import('@solana/web3.js').VersionedTransaction;
let versionedTransaction: VersionedTransactionClass | null = null;
let versionedTransactionLoading: Promise<VersionedTransactionClass> | null = null;

/** Takes only what signing needs, so bundlers keep the rest of web3.js out of the chunk. */
function loadVersionedTransaction(): Promise<VersionedTransactionClass> {
  versionedTransactionLoading ??= import('@solana/web3.js').then(
    ({ VersionedTransaction }) => (versionedTransaction = VersionedTransaction),
    (error: unknown) => {
      versionedTransactionLoading = null; // a failed chunk load may succeed on the next try
      throw error;
    },
  );
  return versionedTransactionLoading;
}

type SignOne = WalletContextState['signTransaction'];
type SignAll = WalletContextState['signAllTransactions'];

/**
 * Wire bytes in, signed wire bytes out. @solana/web3.js is loaded once a wallet connects (or here, on
 * the first signature), so a page that is only looked at never downloads it.
 * Use it for a wallet adapter your app drives itself, outside wallet-adapter's React context
 * (inside it, `useWalletSigner` does this).
 *
 * @example
 * const signer = createSigner(adapter.publicKey!.toBase58(), adapter.signTransaction.bind(adapter), adapter.signAllTransactions.bind(adapter))
 * await flow.start({ collectionId, phaseId: phase.id, quantity: 1 }, signer)
 */
export function createSigner(address: string, signTransaction: SignOne, signAllTransactions: SignAll): TransactionSigner {
  return {
    address,
    async signTransactions(transactions) {
      const VersionedTransaction = versionedTransaction ?? (await loadVersionedTransaction());
      let unsigned: InstanceType<typeof VersionedTransaction>[];
      try {
        unsigned = transactions.map((base64) => VersionedTransaction.deserialize(fromBase64(base64)));
      } catch (error) {
        // The service's answer is at fault, not the wallet, which was never asked.
        throw new MintKitError({ code: 'DECODE_ERROR', message: 'prepare-mint returned a transaction that is not a valid Solana transaction.', cause: error });
      }
      let signed: InstanceType<typeof VersionedTransaction>[];
      try {
        if (unsigned.length > 1 && signAllTransactions) signed = await signAllTransactions(unsigned);
        else if (signTransaction) signed = await Promise.all(unsigned.map((transaction) => signTransaction(transaction)));
        else if (signAllTransactions) signed = await signAllTransactions(unsigned);
        else throw new MintKitError({ code: 'WALLET_ERROR', message: 'This wallet cannot sign transactions.' });
      } catch (error) {
        throw toWalletError(error);
      }
      return signed.map((transaction) => toBase64(transaction.serialize()));
    },
  };
}

/**
 * Wallets report a refusal in several ways: EIP-1193 style code 4001, or wallet-adapter's
 * `WalletSignTransactionError` wrapping a "rejected" message. A refusal is not a failure.
 *
 * @example
 * try { await adapter.signMessage(message) }
 * catch (error) { const failure = toWalletError(error); if (failure.code !== 'WALLET_REJECTED') report(failure) }
 */
export function toWalletError(error: unknown): MintKitError {
  if (isMintKitError(error)) return error;
  const candidates = [error, (error as { error?: unknown })?.error, (error as { cause?: unknown })?.cause];
  const rejected = candidates.some((candidate) => {
    if (typeof candidate !== 'object' || candidate === null) return false;
    const { code, message, name } = candidate as { code?: unknown; message?: unknown; name?: unknown };
    return code === 4001 || name === 'UserRejectedRequestError' || (typeof message === 'string' && /reject|declin|denied|cancel/i.test(message));
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
