/**
 * `mintkit/parts`: the pieces the kit's components are built from (label filling and formatting, the
 * notices, skeletons, "Load more" and focus helpers, the mint button's read-model states), for a
 * component copied from `registry/` into an app. A copy imports its core from `mintkit/core`, its
 * hooks from `mintkit/react` and these from here, so it keeps the kit's behaviour while its markup
 * is the app's. Kept out of the `mintkit` barrel, which stays the API an app composes with.
 *
 * @example
 * import { fill, withDefaults } from 'mintkit/parts';
 * const text = withDefaults(defaultPriceDisplayLabels, labels);
 * <span data-slot="price" className="my-price">{fill(text.from, { price })}</span>
 */
export { fill, fillNode, withDefaults, formatNumber, formatPercent, formatDateTime, formatDateTimeRange, formatCountdown, formatTimeLeft, shortAddress } from './components/format.js';
export type { LabelOverrides } from './components/format.js';
export { ServiceImage } from './components/service-image.js';
export { ErrorNotice } from './components/error-notice.js';
export { ReadErrorNotice } from './components/read-error-notice.js';
export { errorText, readRefusal } from './components/error-text.js';
export type { ErrorTexts } from './components/error-text.js';
export { MoreButton, useReturnFocus, pageMintButton } from './components/return-focus.js';
export type { MoreButtonProps } from './components/return-focus.js';
export { Panel, queryPanelProps, skeletonRows, useMintedRows } from './components/panel.js';
export type { PanelProps, PanelState } from './components/panel.js';
export { targetPhase } from './components/target-phase.js';
export { isSoldOut } from './components/sold-out.js';
export { readModelMintState, preWalletMintButtonLabels, takesClaimCodes } from './components/mint-button-state.js';
export type { MintButtonLabels, MintButtonState } from './components/mint-button-state.js';
export { useGatedEligibility } from './components/gated-eligibility.js';
export { useWalletBoundary } from './components/wallet-boundary.js';
export { defaultWalletButtonLabels } from './components/wallet-button-labels.js';
export type { WalletButtonLabels } from './components/wallet-button-labels.js';
export { fillIsolated, formatMarketAmount, formatMarketDay, formatMarketTime } from './components/market/market-format.js';
// `skeletonRows` above is the panels' row builder; the market lists' is a row count for a page size.
export { MarketStatus, QueryStatus, LoadMore, loadMorePlace, pagedState, skeletonLine, skeletonRows as skeletonRowCount } from './components/market/market-status.js';
export type { MarketErrorTexts, MarketStatusProps, MarketStatusState, PagedState } from './components/market/market-status.js';
