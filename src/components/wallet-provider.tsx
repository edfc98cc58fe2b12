import { useLayoutEffect } from 'react';
import type { Adapter } from '@solana/wallet-adapter-base';
import { useWallet, WalletProvider, type WalletContextState } from '@solana/wallet-adapter-react';

const quiet = () => {};

/**
 * wallet-adapter's provider with Wallet Standard detection and auto-connect, loaded by
 * `WalletBoundary` only when a wallet is wanted. It wraps nothing: it reports every change of its
 * wallet to `onContext`, which the boundary hands to the page. Errors show in the kit's own UI, so
 * the adapter's default handler (console output and opening a wallet's website) is replaced.
 *
 * @example
 * const { KitWalletProvider } = await import('./wallet-provider.js')
 * <KitWalletProvider wallets={[]} localStorageKey="walletName" onContext={setWalletContext} />
 */
export function KitWalletProvider({ wallets, localStorageKey, onContext }: { wallets: Adapter[]; localStorageKey: string; onContext: (context: WalletContextState) => void }) {
  return (
    <WalletProvider wallets={wallets} autoConnect localStorageKey={localStorageKey} onError={quiet}>
      <ReportWallet onContext={onContext} />
    </WalletProvider>
  );
}

/** Before paint, so the page never shows a frame without the wallet the provider already has. */
function ReportWallet({ onContext }: { onContext: (context: WalletContextState) => void }) {
  const context = useWallet();
  useLayoutEffect(() => onContext(context), [context, onContext]);
  return null;
}
