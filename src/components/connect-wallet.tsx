import { BaseConnectWallet, type BaseConnectWalletProps } from './connect-wallet-base.js';
import { retryableLazy } from './section-boundary.js';

const WalletButton = /* @__PURE__ */ retryableLazy(() => import('./wallet-button.js').then((module) => module.WalletButton));

export type ConnectWalletProps = Omit<BaseConnectWalletProps, 'button' | 'onRetry'>;

/**
 * `<WalletButton>` for pages that load wallet code late: until a wallet provider is there it is one
 * light "Connect wallet" button (asking the nearest `WalletBoundary` to load the provider); then it
 * is the full `<WalletButton>`, loaded with the wallet code, which picks the buyer's request up.
 *
 * @example
 * <WalletBoundary><ConnectWallet /></WalletBoundary>
 */
export function ConnectWallet(props: ConnectWalletProps) {
  return <BaseConnectWallet {...props} button={WalletButton} />;
}
