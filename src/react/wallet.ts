import { useContext } from 'react';
import { WalletContext, type Wallet, type WalletContextState } from '@solana/wallet-adapter-react';
import { walletStatus } from './wallet-status.js';

export { isProviderValue } from './wallet-status.js';

export interface KitWalletOption {
  name: string;
  icon: string;
  /** `Installed`, `Loadable`, `NotDetected` or `Unsupported`, as wallet-adapter reports it. */
  readyState: string;
}

export interface KitWallet {
  /** A wallet-adapter `WalletProvider` is present above this component. */
  hasProvider: boolean;
  connected: boolean;
  connecting: boolean;
  disconnecting: boolean;
  /** The connected wallet's address (base58), or null. */
  address: string | null;
  /** The selected wallet's name and icon, if any. */
  selected: KitWalletOption | null;
  /** Wallets detected (Wallet Standard) or configured. */
  wallets: KitWalletOption[];
  select(name: string | null): void;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  /** The connected wallet can sign transactions (the mint flow's signer comes from `useWalletSigner`). */
  canSign: boolean;
}

/**
 * The connected wallet as the kit needs it, read from @solana/wallet-adapter-react's context. Works
 * without a provider (reports no wallet). The kit's own mint controls read only `useKitWalletStatus`
 * (wallet-status.ts), so the wallet list and actions here load with the wallet button, not the page.
 *
 * @example
 * const { address, connected, wallets } = useKitWallet()
 */
export function useKitWallet(): KitWallet {
  const context = useContext(WalletContext);
  const status = walletStatus(context);
  const { hasProvider } = status;
  const wallet = hasProvider ? context.wallet : null;
  return {
    ...status,
    connecting: hasProvider && context.connecting,
    disconnecting: hasProvider && context.disconnecting,
    selected: wallet ? toOption(wallet) : null,
    wallets: hasProvider ? context.wallets.map(toOption) : [],
    select: (name) => (hasProvider ? context.select(name as Parameters<WalletContextState['select']>[0]) : undefined),
    connect: () => (hasProvider ? context.connect() : Promise.resolve()),
    disconnect: () => (hasProvider ? context.disconnect() : Promise.resolve()),
  };
}

function toOption({ adapter, readyState }: Wallet): KitWalletOption {
  return { name: adapter.name, icon: adapter.icon, readyState };
}

