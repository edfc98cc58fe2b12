import { Suspense, type HTMLAttributes } from 'react';
import { useKitWalletStatus } from '../react/wallet-status.js';
import { retryableLazy, SectionBoundary } from './section-boundary.js';
import { useWalletBoundary } from './wallet-boundary.js';
import { defaultWalletButtonLabels, type WalletButtonLabels } from './wallet-button-labels.js';
import { withDefaults } from './format.js';

const WalletButton = /* @__PURE__ */ retryableLazy(() => import('./wallet-button.js').then((module) => module.WalletButton));

export interface ConnectWalletProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  labels?: Partial<WalletButtonLabels> | undefined;
}

/**
 * `<WalletButton>` for pages that load wallet code late: until a wallet provider is there it is one
 * light "Connect wallet" button (asking the nearest `WalletBoundary` to load the provider); then it
 * is the full `<WalletButton>`, loaded with the wallet code, which picks the buyer's request up.
 *
 * @example
 * <WalletBoundary><ConnectWallet /></WalletBoundary>
 */
export function ConnectWallet({ labels, ...rest }: ConnectWalletProps) {
  const text = withDefaults(defaultWalletButtonLabels, labels);
  const boundary = useWalletBoundary();
  const loading = boundary?.status === 'loading';
  const failed = boundary?.status === 'error';
  const light = (
    <div data-slot="wallet-button" data-state={loading ? 'loading' : failed ? 'error' : 'disconnected'} {...rest}>
      <button type="button" data-slot="wallet-connect" aria-busy={loading} disabled={loading || !boundary} onClick={() => boundary?.requestConnect()}>
        {loading ? text.loading : text.connect}
      </button>
      {failed && (
        <p data-slot="wallet-load-failed" role="alert">
          {text.loadFailed}
        </p>
      )}
    </div>
  );
  if (!useKitWalletStatus().hasProvider) return light;
  return (
    <SectionBoundary onRetry={WalletButton.reload}>
      <Suspense fallback={light}>
        <WalletButton labels={text} {...rest} />
      </Suspense>
    </SectionBoundary>
  );
}
