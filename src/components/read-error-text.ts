import { isMintKitError } from '../core/errors.js';
import type { ErrorTexts, MintErrorCode } from './error-text.js';
import type { LabelOverrides } from './format.js';

/** The sentence table for failures a read can end in: every code but those only a mint can. */
export type ReadErrorTexts = Omit<ErrorTexts, MintErrorCode>;

/**
 * The sentences for every failure a read (and the page's own setup) can end in, plus the fallback
 * and the retry button's name: what the page shows before the mint controls load, kept apart so the
 * first file the page loads does not carry the mint's sentences. `defaultErrorTexts` adds those.
 */
export const readErrorTexts: ReadErrorTexts = {
  API_KEY_REQUIRED: 'This mint page is missing its access key. The creator needs to add it.',
  API_KEY_INVALID: 'This mint page’s access key is not valid. The creator needs to update it.',
  ORIGIN_NOT_ALLOWED: 'This website is not allowed to show this drop. The creator needs to add it to the key’s allowed sites.',
  COLLECTION_NOT_IN_SCOPE: 'This drop cannot be shown here. The page’s key was not issued for it.',
  SANDBOX_KEY_ON_MAINNET: 'A test key cannot be used for a live drop. The creator needs to use the publishable key.',
  AUTH_UNAVAILABLE: 'The mint service could not check access just now. Please try again.',
  NOT_FOUND: 'This drop could not be found.',
  // A read has no quantity to check, and the same read would be refused again: no "try again" here.
  INVALID_REQUEST: 'The mint service did not accept that request.',
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
  INVALID_SETUP: 'This mint page is not set up correctly. The site needs to check its MintKit settings.',
  UNRECOGNIZED: 'Something went wrong. Please try again.',
  fallback: 'Something went wrong. Please try again.',
  retry: 'Try again',
};

/**
 * The sentence for `error` from a table (defaults already merged with any overrides), chosen by its
 * `code`; the fallback for a code the table has no sentence for and for anything not a MintKitError.
 */
export function textFor(error: unknown, texts: ReadErrorTexts & LabelOverrides<ErrorTexts>): string {
  return isMintKitError(error) ? texts[error.code] ?? texts.fallback : texts.fallback;
}

/**
 * Whether the buyer trying again can help (so a retry button is worth showing): a retryable failure,
 * or an answer the page could not read (a half-rolled deploy, a proxy's page) that the client does
 * not retry by itself but a later ask may find mended.
 *
 * @example
 * {isRetryableError(error) && <button onClick={retry}>Try again</button>}
 */
export function isRetryableError(error: unknown): boolean {
  return isMintKitError(error) ? error.retryable || UNREADABLE.has(error.code) : true;
}

const UNREADABLE: ReadonlySet<string> = /* @__PURE__ */ new Set(['DECODE_ERROR', 'UNRECOGNIZED', 'INVALID_RESPONSE', 'HTML_RESPONSE']);
