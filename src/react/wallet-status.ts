/**
 * What the mint controls read of the wallet (is there a provider, the address, can it sign), apart
 * from `useKitWallet` (wallet.ts): the wallet list and actions only a chooser uses then load with the
 * wallet button, not with the page.
 */
import { useContext } from 'react';
import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import type { KitWallet } from './wallet.js';

/**
 * wallet-adapter's default context (no provider) logs an error on every read of `publicKey`, so we
 * tell it apart first: its fields are getters, a real provider's are plain values.
 */
export function isProviderValue(context: WalletContextState): boolean {
  return Object.getOwnPropertyDescriptor(context, 'publicKey')?.get === undefined;
}

/** What the mint controls read of the wallet: whether a provider is there, the address, and whether it can sign. */
export type KitWalletStatus = Pick<KitWallet, 'hasProvider' | 'connected' | 'address' | 'canSign'>;

/** Reads `KitWalletStatus` from wallet-adapter's context value (the provider's, or its default). */
export function walletStatus(context: WalletContextState): KitWalletStatus {
  const hasProvider = isProviderValue(context);
  const publicKey = hasProvider ? context.publicKey : null;
  const address = publicKey ? publicKey.toBase58() : null;
  return {
    hasProvider,
    connected: hasProvider && context.connected,
    address,
    canSign: hasProvider && address !== null && Boolean(context.signAllTransactions || context.signTransaction),
  };
}

/**
 * The connected wallet's address and whether it can sign, without the wallet list and actions a
 * chooser needs (`useKitWallet`). Works without a provider (no wallet).
 *
 * @example
 * const { address, canSign } = useKitWalletStatus()
 */
export function useKitWalletStatus(): KitWalletStatus {
  return walletStatus(useContext(WalletContext));
}
