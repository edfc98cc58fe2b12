import { isMintKitError, type MintKitErrorCode } from '../core/errors.js';
import { withDefaults } from './format.js';

/**
 * Plain-language sentences for every error code, in one place. Components branch on `code` only;
 * the service's own `error` sentence may be reworded at any time, so it is never shown.
 */
export type ErrorTexts = Record<MintKitErrorCode, string> & {
  fallback: string;
  /** The retry button beside a failure that retrying can help (`ErrorNotice`), so one override relabels it everywhere. */
  retry: string;
};

/**
 * The sentence shown for each error code, plus the retry button's name. `errorTexts` props merge over
 * it; spread it to build a complete table, e.g. a translation typed as `ErrorTexts`.
 *
 * @example
 * const errorTexts: ErrorTexts = { ...defaultErrorTexts, SOLD_OUT: 'All gone! Try the marketplace.' }
 * <ErrorNotice error={error} errorTexts={errorTexts} />
 */
export const defaultErrorTexts: ErrorTexts = {
  API_KEY_REQUIRED: 'This mint page is missing its access key. The creator needs to add it.',
  API_KEY_INVALID: 'This mint page’s access key is not valid. The creator needs to update it.',
  ORIGIN_NOT_ALLOWED: 'This website is not allowed to show this drop. The creator needs to add it to the key’s allowed sites.',
  COLLECTION_NOT_IN_SCOPE: 'This drop cannot be shown here. The page’s key was not issued for it.',
  SANDBOX_KEY_ON_MAINNET: 'A test key cannot be used for a live drop. The creator needs to use the publishable key.',
  AUTH_UNAVAILABLE: 'The mint service could not check access just now. Please try again.',
  CLIENT_BROADCAST_NOT_ALLOWED: 'The transaction was sent the wrong way. Please try again.',
  CHAIN_NOT_SUPPORTED_BY_SURFACE: 'This drop is on a network this page cannot mint on.',
  INSUFFICIENT_BALANCE: 'Your wallet doesn’t have enough SOL for this mint. Add SOL to your wallet, then try again.',
  NOT_FOUND: 'This drop could not be found.',
  INVALID_REQUEST: 'The mint service did not accept that request. Check the quantity and try again.',
  PHASE_NOT_ACTIVE: 'This sale phase is not open right now.',
  MAX_PER_TRANSACTION_EXCEEDED: 'That is more than one transaction allows. Choose a smaller quantity.',
  MAX_PER_WALLET_EXCEEDED: 'That is more than your wallet has left in this phase.',
  SOLD_OUT: 'Not enough are left to mint that many.',
  NOT_ELIGIBLE: 'This wallet is not eligible for this phase.',
  CLAIM_CODE_INVALID: 'The claim code is not valid or has no uses left.',
  SESSION_NOT_FOUND: 'The mint session was not found. Please mint again.',
  SESSION_EXPIRED: 'The 3-minute hold on your items ran out before the mint was sent. Please mint again.',
  INVALID_SIGNED_TRANSACTION: 'The signed transaction was not accepted. Please mint again.',
  RATE_LIMITED: 'Too many requests right now. Please wait a moment and try again.',
  INTERNAL_ERROR: 'The mint service had a problem. Please try again.',
  SERVER_ERROR: 'The mint service had a problem. Please try again.',
  INVALID_KEY: 'This mint page’s access key is malformed. The creator needs to fix it.',
  SECRET_KEY_IN_BROWSER: 'This mint page was set up with a secret key, so it will not run. The creator needs to use the publishable key.',
  NETWORK_ERROR: 'Could not reach the mint service. Check your connection and try again.',
  TIMEOUT: 'The mint service took too long to answer. Please try again.',
  ABORTED: 'The request was cancelled.',
  INVALID_RESPONSE: 'The mint service sent an incomplete answer. Please try again.',
  HTML_RESPONSE: 'The mint service is unreachable right now. Please try again.',
  DECODE_ERROR: 'The mint service sent data this page does not understand.',
  WALLET_TIMEOUT: 'Your wallet did not answer in time. Nothing was minted.',
  WALLET_REJECTED: 'You declined in your wallet. Nothing was minted.',
  TRANSACTION_FAILED: 'The network rejected the transaction. Nothing was minted by it.',
  WALLET_ERROR: 'Your wallet could not sign the transaction. Nothing was minted.',
  MINT_UNCONFIRMED: 'Your mint was sent but is not confirmed yet, so it may still go through. Check your wallet before minting again.',
  INVALID_SETUP: 'This mint page is not set up correctly. The site needs to check its MintKit settings.',
  UNRECOGNIZED: 'Something went wrong. Please try again.',
  fallback: 'Something went wrong. Please try again.',
  retry: 'Try again',
};

/**
 * The sentence to show for any thrown value, chosen by its `code`.
 *
 * @example
 * <p role="alert">{errorText(query.error)}</p>
 */
export function errorText(error: unknown, texts?: Partial<ErrorTexts>): string {
  const all = withDefaults(defaultErrorTexts, texts);
  return isMintKitError(error) ? all[error.code] ?? all.fallback : all.fallback;
}

/**
 * Whether trying the same request again can help (so a retry button is worth showing).
 *
 * @example
 * {isRetryableError(error) && <button onClick={retry}>Try again</button>}
 */
export function isRetryableError(error: unknown): boolean {
  return isMintKitError(error) ? error.retryable : true;
}
