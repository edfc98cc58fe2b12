import type { ReactNode } from 'react';
import type { Adapter } from '@solana/wallet-adapter-base';
import { WalletProvider } from '@solana/wallet-adapter-react';

const quiet = () => {};

/**
 * wallet-adapter's provider with Wallet Standard detection and auto-connect, loaded by
 * `WalletBoundary` only when a wallet is wanted. Errors show in the kit's own UI, so the adapter's
 * default handler (console output and opening a wallet's website) is replaced.
 *
 * @example
 * const { KitWalletProvider } = await import('./wallet-provider.js')
 */
export function KitWalletProvider({ wallets, localStorageKey, children }: { wallets: Adapter[]; localStorageKey: string; children?: ReactNode }) {
  return (
    <WalletProvider wallets={wallets} autoConnect localStorageKey={localStorageKey} onError={quiet}>
      {children}
    </WalletProvider>
  );
}
