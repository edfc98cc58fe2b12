import type { WalletButtonLabels } from './wallet-button-labels.js';

/**
 * The labels of the light "Connect wallet" button (`ConnectWallet`), the only ones shown before the
 * wallet code loads: kept apart from the rest of `defaultWalletButtonLabels`, which spreads them, so
 * the page's first file carries only these.
 */
export const connectWalletLabels: Pick<WalletButtonLabels, 'connect' | 'loading' | 'loadFailed'> = {
  connect: 'Connect wallet',
  loading: 'Loading wallets…',
  loadFailed: 'Wallet support could not be loaded. Check your connection and try again.',
};
