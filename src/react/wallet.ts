import { useContext } from 'react';
import { WalletContext, type Wallet, type WalletContextState } from '@solana/wallet-adapter-react';

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
 * wallet-adapter's default context (no provider) logs an error on every read of `publicKey`, so we
 * tell it apart first: its fields are getters, a real provider's are plain values.
 */
export function isProviderValue(context: WalletContextState): boolean {
  return Object.getOwnPropertyDescriptor(context, 'publicKey')?.get === undefined;
}

/**
 * The connected wallet as the kit needs it, read from @solana/wallet-adapter-react's context. Works
 * without a provider (reports no wallet).
 *
 * @example
 * const { address, connected, wallets } = useKitWallet()
 */
export function useKitWallet(): KitWallet {
  const context = useContext(WalletContext);
  const hasProvider = isProviderValue(context);
  const publicKey = hasProvider ? context.publicKey : null;
  const address = publicKey ? publicKey.toBase58() : null;
  const wallet = hasProvider ? context.wallet : null;
  return {
    hasProvider,
    connected: hasProvider && context.connected,
    connecting: hasProvider && context.connecting,
    disconnecting: hasProvider && context.disconnecting,
    address,
    selected: wallet ? toOption(wallet) : null,
    wallets: hasProvider ? context.wallets.map(toOption) : [],
    select: (name) => (hasProvider ? context.select(name as Parameters<WalletContextState['select']>[0]) : undefined),
    connect: () => (hasProvider ? context.connect() : Promise.resolve()),
    disconnect: () => (hasProvider ? context.disconnect() : Promise.resolve()),
    canSign: hasProvider && address !== null && Boolean(context.signAllTransactions || context.signTransaction),
  };
}

function toOption({ adapter, readyState }: Wallet): KitWalletOption {
  return { name: adapter.name, icon: adapter.icon, readyState };
}

