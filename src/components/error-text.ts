import type { MintKitErrorCode } from '../core/errors.js';
import { withDefaults, type LabelOverrides } from './format.js';
import { isRetryableError, readErrorTexts, textFor } from './read-error-text.js';

export { isRetryableError };

/**
 * Plain-language sentences for every error code. Components branch on `code` only; the service's
 * own `error` sentence may be reworded at any time, so it is never shown.
 */
export type ErrorTexts = Record<MintKitErrorCode, string> & {
  fallback: string;
  /** The retry button beside a failure that retrying can help (`ErrorNotice`), so one override relabels it everywhere. */
  retry: string;
};

/** Codes only a mint can end in (prepare-mint, the wallet's signature, execute-mint): their sentences load with the mint controls. */
export type MintErrorCode =
  | 'CLIENT_BROADCAST_NOT_ALLOWED'
  | 'CHAIN_NOT_SUPPORTED_BY_SURFACE'
  | 'INSUFFICIENT_BALANCE'
  | 'PHASE_NOT_ACTIVE'
  | 'MAX_PER_TRANSACTION_EXCEEDED'
  | 'MAX_PER_WALLET_EXCEEDED'
  | 'SOLD_OUT'
  | 'NOT_ELIGIBLE'
  | 'CLAIM_CODE_INVALID'
  | 'SESSION_NOT_FOUND'
  | 'SESSION_EXPIRED'
  | 'INVALID_SIGNED_TRANSACTION'
  | 'WALLET_TIMEOUT'
  | 'WALLET_REJECTED'
  | 'TRANSACTION_FAILED'
  | 'WALLET_ERROR'
  | 'WALLET_UNSUPPORTED_TRANSACTION'
  | 'MINT_UNCONFIRMED';

/**
 * The sentence shown for each error code, plus the retry button's name: a read's (read-error-text.ts,
 * which the page loads first) and a mint's. `errorTexts` props merge over it; spread it to build a
 * complete table, e.g. a translation typed as `ErrorTexts`.
 *
 * @example
 * const errorTexts: ErrorTexts = { ...defaultErrorTexts, SOLD_OUT: 'All gone! Try the marketplace.' }
 * <ErrorNotice error={error} errorTexts={errorTexts} />
 */
export const defaultErrorTexts: ErrorTexts = {
  ...readErrorTexts,
  // A mint the service refused as a request: the buyer's quantity is what they can change.
  INVALID_REQUEST: 'The mint service did not accept that request. Check the quantity and try again.',
  CLIENT_BROADCAST_NOT_ALLOWED: 'The transaction was sent the wrong way. Please try again.',
  CHAIN_NOT_SUPPORTED_BY_SURFACE: 'This drop is on a network this page cannot mint on.',
  INSUFFICIENT_BALANCE: 'Your wallet doesn’t have enough SOL for this mint. Add SOL to your wallet, then try again.',
  PHASE_NOT_ACTIVE: 'This sale phase is not open right now.',
  MAX_PER_TRANSACTION_EXCEEDED: 'That is more than one transaction allows. Choose a smaller quantity.',
  MAX_PER_WALLET_EXCEEDED: 'That is more than your wallet has left in this phase.',
  SOLD_OUT: 'Not enough are left to mint that many.',
  NOT_ELIGIBLE: 'This wallet is not eligible for this phase.',
  CLAIM_CODE_INVALID: 'The claim code is not valid or has no uses left.',
  SESSION_NOT_FOUND: 'The mint session was not found. Please mint again.',
  SESSION_EXPIRED: 'The 3-minute hold on your items ran out before the mint was sent. Please mint again.',
  INVALID_SIGNED_TRANSACTION: 'The signed transaction was not accepted. Please mint again.',
  WALLET_TIMEOUT: 'Your wallet did not answer in time. Nothing was minted.',
  WALLET_REJECTED: 'You declined in your wallet. Nothing was minted.',
  TRANSACTION_FAILED: 'The network rejected the transaction. Nothing was minted by it.',
  WALLET_ERROR: 'Your wallet could not sign the transaction. Nothing was minted.',
  WALLET_UNSUPPORTED_TRANSACTION: 'This wallet cannot sign this kind of transaction. Connect another wallet to mint. Nothing was minted.',
  MINT_UNCONFIRMED: 'Your mint was sent but is not confirmed yet, so it may still go through. Check your wallet before minting again.',
};

/**
 * The sentence to show for any thrown value, chosen by its `code`.
 *
 * @example
 * <p role="alert">{errorText(query.error)}</p>
 */
export function errorText(error: unknown, texts?: LabelOverrides<ErrorTexts>): string {
  return textFor(error, withDefaults(defaultErrorTexts, texts));
}

/**
 * The overrides for a read the mint controls make (eligibility, a claim code's settings or check)
 * shown with the whole table (`ErrorNotice`): its refusals may carry a mint's own codes (a code the
 * service calls invalid, a wallet it calls not eligible), but a refused request is a read's, with no
 * quantity to check.
 *
 * @example
 * <ErrorNotice error={query.error} onRetry={() => query.refetch()} errorTexts={readRefusal(errorTexts)} />
 */
export const readRefusal = (errorTexts: LabelOverrides<ErrorTexts> | undefined): LabelOverrides<ErrorTexts> => ({ ...errorTexts, INVALID_REQUEST: errorTexts?.INVALID_REQUEST ?? readErrorTexts.INVALID_REQUEST });
