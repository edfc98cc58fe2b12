import { connectWalletLabels } from './connect-wallet-labels.js';

export interface WalletButtonLabels {
  connect: string;
  loading: string;
  connecting: string;
  disconnect: string;
  disconnecting: string;
  chooseWallet: string;
  noWallets: string;
  /** `{address}`: the shortened address, for the connected chip's accessible name. */
  connectedAs: string;
  /** The wallet code could not be loaded (offline, blocked); the button stays to try again. */
  loadFailed: string;
}

/**
 * The English text `WalletButton` shows. `BaseWalletButton` takes a complete set, so spread this
 * under your changes.
 *
 * @example
 * const wallet = useWalletButton()
 * <BaseWalletButton wallet={wallet} labels={{ ...defaultWalletButtonLabels, connect: 'Sign in with a wallet' }} />
 */
export const defaultWalletButtonLabels: WalletButtonLabels = {
  ...connectWalletLabels,
  connecting: 'Connecting…',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  chooseWallet: 'Choose a wallet',
  noWallets: 'No Solana wallet was found in this browser. Install one, then reload this page.',
  connectedAs: 'Connected as {address}',
};
