/**
 * `mintkit/core`: the React-free heart of MintKit. Runs in browsers, Node and workers.
 */
export { MintKitError, isMintKitError, SERVICE_ERROR_CODES, toServiceErrorCode } from './errors.js';
export type { MintKitErrorCode, ServiceErrorCode, ClientErrorCode, MintKitErrorInit } from './errors.js';
export { parseApiKey, isBrowser } from './keys.js';
export type { ApiKeyKind, ApiKeyInfo } from './keys.js';
export { createServerClock } from './clock.js';
export { parseTimestamp } from './timestamp.js';
export type { ServerClock, ServerClockOptions } from './clock.js';
export { createTicker, secondsUntil, defaultTimers, documentVisibility } from './ticker.js';
export type { Ticker, Timers, Visibility } from './ticker.js';
export { defaultRetryPolicy, noRetry, retryDelayMs, shouldRetry, normalizeBaseUrl } from './http.js';
export type { RetryPolicy } from './http.js';
export { createMintClient } from './mint-client.js';
export type { MintClient, MintClientOptions, CallOptions, PageOptions, PrepareMintInput, ExecuteMintInput } from './mint-client.js';
export { createMarketClient, paginate, collectAll } from './market-client.js';
export type { MarketClient, MarketClientOptions, CursorOptions, PageFetcher, CollectProgress, CollectAllResult } from './market-client.js';
export { viewPrice, formatAmount, followsLiveDutchPrice, shownPhasePrice, standingLivePrice, usableLocale } from './price.js';
export type { PriceView } from './price.js';
export * from './wire/mint.js';
export * from './wire/mint-more.js';
export * from './wire/mint-feeds.js';
// Types only, named one by one: `export type *` would also list the market decoders, which are not
// exported as values, so an editor would offer `decodeMarketStats` and the build would then refuse it.
export type {
  CursorPage,
  MarketCollectionSummary,
  MarketMeta,
  MarketCollectionDetail,
  MarketDailyPoint,
  MarketCollectionStats,
  MarketListing,
  MarketAttribute,
  MarketItem,
  MarketOffer,
  ActivityType,
  MarketActivity,
  MarketTraits,
  MarketHolder,
  HolderPage,
  MarketSearchResults,
} from './wire/market.js';
export { decodeFailure } from './wire/errors.js';
export { decodeMarketFailure } from './wire/market-errors.js';
export { createMintFlow, isMintFlowSettled, sameClaimCode } from './mint-flow.js';
export type {
  MintFlow,
  MintFlowOptions,
  MintFlowState,
  MintFlowStatus,
  MintFlowStorage,
  MintFlowTimeouts,
  MintIntent,
  MintResult,
  MintedToken,
  CancelReason,
  SignedSession,
  StartOptions,
  TransactionSigner,
  UnansweredPrepare,
} from './mint-flow.js';
