import { Suspense, type ComponentType, type HTMLAttributes } from 'react';
import { useKitWalletStatus } from '../react/wallet-status.js';
import { SectionBoundary } from './section-boundary.js';
import { useWalletBoundary } from './wallet-boundary.js';
import { connectWalletLabels } from './connect-wallet-labels.js';
import type { WalletButtonLabels } from './wallet-button-labels.js';
import { withDefaults, type LabelOverrides } from './format.js';
import { carryFocus } from './return-focus.js';
import type { WalletButtonProps } from './wallet-button.js';

// Replaced by the full wallet button when the wallet code is in.
const toFullButton = /* @__PURE__ */ carryFocus((root) => root.querySelector<HTMLElement>('[data-slot="wallet-connect"]'));

export interface BaseConnectWalletProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  labels?: LabelOverrides<WalletButtonLabels> | undefined;
  /** The full wallet button, loaded lazily (a `retryableLazy` component): its `reload` runs on "Try again". */
  button: ComponentType<WalletButtonProps> & { reload: () => void };
  /** Runs on "Try again" after the button failed to load, in place of `button.reload` (a page that loads it with other parts reloads them all). */
  onRetry?: (() => void) | undefined;
}

/**
 * `ConnectWallet` with the lazily loaded `WalletButton` given, so the caller decides which file
 * brings it: `<MintPage>` loads it in the same file as its mint controls (they load at the same
 * moment), and `ConnectWallet` on its own. The `import()` cannot sit here: every page that reaches
 * this module would then also hold a separate wallet button file and the files it shares.
 *
 * @example
 * const WalletButton = retryableLazy(() => import('./wallet-button.js').then((module) => module.WalletButton))
 * <WalletBoundary><BaseConnectWallet button={WalletButton} /></WalletBoundary>
 */
export function BaseConnectWallet({ labels, button: WalletButton, onRetry = WalletButton.reload, ...rest }: BaseConnectWalletProps) {
  const text = withDefaults(connectWalletLabels, labels);
  const boundary = useWalletBoundary();
  const loading = boundary?.status === 'loading';
  const failed = boundary?.status === 'error';
  const light = (
    <div data-slot="wallet-button" data-state={loading ? 'loading' : failed ? 'error' : 'disconnected'} {...rest}>
      <button ref={toFullButton} type="button" data-slot="wallet-connect" aria-busy={loading} aria-disabled={loading || undefined} disabled={!boundary} onClick={() => loading || boundary?.requestConnect()}>
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
    <SectionBoundary onRetry={onRetry}>
      <Suspense fallback={light}>
        <WalletButton labels={labels} {...rest} />
      </Suspense>
    </SectionBoundary>
  );
}
