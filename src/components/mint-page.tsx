import type { ComponentType, HTMLAttributes } from 'react';
import type { MintKitError } from '../core/errors.js';
import type { MintFlowState, MintResult } from '../core/mint-flow.js';
import type { MintKitProviderProps } from '../react/provider.js';
import type { CollectionHeaderLabels } from './collection-header.js';
import type { ErrorTexts } from './error-text.js';
import type { BountyPanelLabels } from './bounty-panel.js';
import type { ClaimCodeFieldProps } from './claim-code-field.js';
import type { EligibilityNoticeLabels } from './eligibility-notice.js';
import type { GalleryLabels } from './gallery.js';
import type { MintButtonLabels } from './mint-button-state.js';
import type { MintStatusLabels } from './mint-status.js';
import type { QuantityInputLabels } from './quantity-input.js';
import type { RecentlyMintedLabels } from './recently-minted.js';
import type { RankedWalletsLabels } from './top-holders.js';
import type { TraitListLabels } from './trait-list.js';
import type { LivePhasePriceLabels } from './live-phase-price.js';
import type { MarketSectionLabels } from './market/market-section.js';
import type { MarketErrorTexts } from './market/market-status.js';
import type { MintPageMarketVisibility } from './sold-out.js';
import type { PhaseListProps } from './phase-list.js';
import type { MintKitTheme } from './root.js';
import type { SandboxBadgeLabels } from './sandbox-badge.js';
import type { SupplyStatsLabels } from './supply-stats.js';
import { retryableLazy } from './section-boundary.js';
import type { WalletAdapters } from './wallet-boundary.js';
import type { WalletButtonLabels } from './wallet-button-labels.js';
import { MintPageShell, type MintPageParts } from './mint-page-shell.js';
import type { LabelOverrides } from './format.js';

export { claimCodePlaceholder, createSlot } from './mint-page-shell.js';

export type MintPageSectionName =
  | 'wallet'
  | 'header'
  | 'supply'
  | 'phases'
  | 'eligibility'
  | 'claimCode'
  | 'quantity'
  | 'mintButton'
  | 'status'
  | 'bounty'
  | 'gallery'
  | 'recentlyMinted'
  | 'holders'
  | 'minters'
  | 'traits'
  | 'market';

/** What a swapped-in section receives: the drop and the page's shared mint choices. */
export interface MintPageSectionProps {
  drop: string;
  locale: string | undefined;
  /** The phase the page mints in (the server's first active, else upcoming), or null. */
  phaseId: string | null;
  /** The drop's on-chain collection address (how the marketplace finds it), or null before the read model is in. */
  collectionAddress: string | null;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  claimCode: string | null;
  onClaimCodeChange: (code: string | null) => void;
}

export interface MintPageLabels {
  page?: LabelOverrides<{ mintPanel: string; mintElsewhere: string }> | undefined;
  wallet?: LabelOverrides<WalletButtonLabels> | undefined;
  sandbox?: LabelOverrides<SandboxBadgeLabels> | undefined;
  header?: LabelOverrides<CollectionHeaderLabels> | undefined;
  supply?: LabelOverrides<SupplyStatsLabels> | undefined;
  phases?: PhaseListProps['labels'] | undefined;
  price?: LabelOverrides<LivePhasePriceLabels> | undefined;
  eligibility?: LabelOverrides<EligibilityNoticeLabels> | undefined;
  claimCode?: ClaimCodeFieldProps['labels'] | undefined;
  quantity?: LabelOverrides<QuantityInputLabels> | undefined;
  mintButton?: LabelOverrides<MintButtonLabels> | undefined;
  status?: LabelOverrides<MintStatusLabels> | undefined;
  bounty?: LabelOverrides<BountyPanelLabels> | undefined;
  gallery?: LabelOverrides<GalleryLabels> | undefined;
  recentlyMinted?: LabelOverrides<RecentlyMintedLabels> | undefined;
  holders?: LabelOverrides<RankedWalletsLabels> | undefined;
  minters?: LabelOverrides<RankedWalletsLabels> | undefined;
  traits?: LabelOverrides<TraitListLabels> | undefined;
  market?: LabelOverrides<MarketSectionLabels> | undefined;
  errors?: LabelOverrides<ErrorTexts> | undefined;
  /** The market section's failure sentences (they name the marketplace, so they are not `errors`). */
  marketErrors?: LabelOverrides<MarketErrorTexts> | undefined;
}

/** The provider's settings `<MintPage>` passes on when it brings its own provider (ignored inside a `<MintKitProvider>`). */
type PageProviderProps = Pick<MintKitProviderProps, 'marketBaseUrl' | 'queryClient' | 'fetch' | 'storage' | 'mintFlow'>;

export interface MintPageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, PageProviderProps {
  /** The drop's short id or on-chain address. */
  drop: string;
  /** Your publishable key (`svc_pub_…`). Not needed inside a `<MintKitProvider>`. */
  publishableKey?: string | undefined;
  /** The minting service's base address. Not needed inside a `<MintKitProvider>`. */
  baseUrl?: string | undefined;
  /** Extra wallet adapters (Wallet Standard wallets are detected anyway); ignored when the host app has its own WalletProvider. */
  wallets?: WalletAdapters | undefined;
  /** Switchable at run time; the page re-themes without a remount. */
  theme?: MintKitTheme | undefined;
  locale?: string | undefined;
  labels?: MintPageLabels | undefined;
  /**
   * When the drop's secondary market shows (it needs `marketBaseUrl`): `when-sold-out` (default),
   * `always` or `never`. The drop is found on the marketplace by its collection address.
   */
  market?: MintPageMarketVisibility | undefined;
  /** `false` hides a section; a component replaces it. */
  sections?: Partial<Record<MintPageSectionName, false | ComponentType<MintPageSectionProps> | undefined>> | undefined;
  /** A mint went through (once per mint): for analytics, a thank-you or a redirect. */
  onMintSuccess?: ((result: MintResult) => void) | undefined;
  /** A mint failed (a wallet refusal is not a failure: the page simply returns to ready). */
  onMintError?: ((error: MintKitError) => void) | undefined;
  /** Every step of the mint (preparing, awaiting the wallet, executing, …), for analytics. */
  onMintStateChange?: ((state: MintFlowState, previous: MintFlowState) => void) | undefined;
}

// Only the read model, the phases and prices load with the page. The mint controls load once a
// wallet provider is there (the buyer asked to connect, a wallet is remembered, or the host has
// one); the secondary sections when the buyer scrolls near them; the market only when it shows.
//
// These imports are made here and nowhere else: the lazy parts reach mint-page-shell.tsx (and with it
// everything the page loads first) but not this module, so a bundle that includes a part statically
// (an app composing its page from `MintPageActions`) never also holds an `import()` of it. Built
// without code splitting, esbuild would wrap that part and every module it reaches in a lazy
// initialiser, with an init call at each import (0.5 KB gzip on the drop-and-mint bundle).
//
// The mint controls and the full wallet button wait for the same moment (a wallet provider), so they
// come in one file: a file of its own would cost its gzip overhead, and the modules the wallet button
// shares with the page would sit in one more file the page loads first. Both parts wait on one load
// of it, which a failure forgets, so "Try again" (which reloads both) asks for the file anew. The
// page starts that load as soon as the wallet code starts loading, so the two download side by side.
let controls: Promise<typeof import('./mint-page-controls.js')> | null = null;
const loadControls = () =>
  (controls ??= import('./mint-page-controls.js').catch((error: unknown) => {
    controls = null;
    throw error;
  }));

const parts: MintPageParts = {
  preloadControls: () => void loadControls().catch(() => {}),
  Actions: /* @__PURE__ */ retryableLazy(() => loadControls().then((module) => module.MintPageActions)),
  WalletButton: /* @__PURE__ */ retryableLazy(() => loadControls().then((module) => module.WalletButton)),
  Secondary: /* @__PURE__ */ retryableLazy(() => import('./mint-page-secondary.js').then((module) => module.MintPageSecondary)),
  // The market through a module that also reaches the shell, which keeps what the page loads first together (see there).
  Market: /* @__PURE__ */ retryableLazy(() => import('./market/mint-page-market-lazy.js').then((module) => module.MarketSummary)),
};

/**
 * A complete mint page for one drop, composed only from the kit's public components. Brings its own
 * provider (or uses the one it is inside) and, when the host app has no wallet provider, loads one
 * lazily the first time the buyer connects.
 *
 * @example
 * <MintPage drop="genesis" publishableKey="svc_pub_…" baseUrl="https://mint.example.com" theme="auto" />
 */
export function MintPage(props: MintPageProps) {
  return <MintPageShell {...props} parts={parts} />;
}
