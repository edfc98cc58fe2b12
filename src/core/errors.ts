/**
 * Codes the minting service documents (the spec's nine) plus the ones MintKit assumes for shapes the
 * spec does not show (see docs/api-assumptions.md). Any other string the service sends is
 * `UNRECOGNIZED`; the raw value stays on `MintKitError.rawCode`.
 *
 * @example
 * const untranslated = SERVICE_ERROR_CODES.filter((code) => !(code in myErrorSentences))
 * if (untranslated.length > 0) console.warn('No sentence for', untranslated)
 */
export const SERVICE_ERROR_CODES = [
  'API_KEY_REQUIRED',
  'API_KEY_INVALID',
  'ORIGIN_NOT_ALLOWED',
  'COLLECTION_NOT_IN_SCOPE',
  'SANDBOX_KEY_ON_MAINNET',
  'AUTH_UNAVAILABLE',
  'CLIENT_BROADCAST_NOT_ALLOWED',
  'CHAIN_NOT_SUPPORTED_BY_SURFACE',
  'INSUFFICIENT_BALANCE',
  // Assumed (docs/api-assumptions.md):
  'NOT_FOUND',
  'INVALID_REQUEST',
  'PHASE_NOT_ACTIVE',
  'MAX_PER_TRANSACTION_EXCEEDED',
  'MAX_PER_WALLET_EXCEEDED',
  'SOLD_OUT',
  'NOT_ELIGIBLE',
  'CLAIM_CODE_INVALID',
  'SESSION_NOT_FOUND',
  'SESSION_EXPIRED',
  'INVALID_SIGNED_TRANSACTION',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVER_ERROR',
] as const;

export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

/** Failures that happen on this side of the wire, before or instead of a service answer. */
export type ClientErrorCode =
  /** The key is empty or not of the `svc_(pub|live|test)_…` form; no request was made. */
  | 'INVALID_KEY'
  /** A `svc_live_` secret key was given to code running in a browser; no request was made. */
  | 'SECRET_KEY_IN_BROWSER'
  /** The request never got an HTTP answer (offline, DNS, connection reset, CORS refusal). */
  | 'NETWORK_ERROR'
  /** No complete answer within the timeout; covers headers and the whole body. */
  | 'TIMEOUT'
  /** The caller aborted (its AbortSignal fired). */
  | 'ABORTED'
  /** The body was not JSON, or was cut short. */
  | 'INVALID_RESPONSE'
  /** An HTML page came back where JSON was expected (a proxy or CDN error page). */
  | 'HTML_RESPONSE'
  /** JSON came back but a required field was missing or of the wrong type. */
  | 'DECODE_ERROR'
  /** The wallet did not sign within the allowed time. */
  | 'WALLET_TIMEOUT'
  /** The buyer declined in the wallet. Not a failure: the flow returns to ready. */
  | 'WALLET_REJECTED'
  /** The service broadcast the transaction and the chain rejected it; nothing was minted by it. */
  | 'TRANSACTION_FAILED'
  /** The wallet could not sign (not connected, no signing support, or it threw). */
  | 'WALLET_ERROR'
  /** The service's transaction is of a version the wallet cannot sign (a versioned one for a legacy-only wallet); the wallet was not asked. */
  | 'WALLET_UNSUPPORTED_TRANSACTION'
  /**
   * Signed bytes were sent but the service had not settled them when the flow stopped asking: the
   * mint may still go through. The buyer should check the wallet before minting again.
   */
  | 'MINT_UNCONFIRMED'
  /**
   * A setting given to the kit is unusable, so nothing was sent: a service address that is not an
   * absolute URL, a `<MintPage>` with neither a key and base URL nor a provider, a kit hook or
   * component used outside `<MintKitProvider>` (or reading the marketplace without `marketBaseUrl`),
   * or (`mintkit/embed`) a mount target that is missing, not an element or already holds a page, or a
   * missing drop, key or base URL. The message names the fix.
   */
  | 'INVALID_SETUP';

export type MintKitErrorCode = ServiceErrorCode | ClientErrorCode | 'UNRECOGNIZED';

const serviceCodes: ReadonlySet<string> = new Set(SERVICE_ERROR_CODES);

/**
 * Maps a code string from the wire into the known union, or `UNRECOGNIZED`.
 * For code that reads a service failure body itself; `decodeFailure` builds the whole error.
 *
 * @example
 * const body: { code?: unknown } = await response.json()
 * const code = toServiceErrorCode(body.code) // e.g. 'SOLD_OUT', or 'UNRECOGNIZED' for a code added later
 */
export function toServiceErrorCode(raw: unknown): ServiceErrorCode | 'UNRECOGNIZED' {
  return typeof raw === 'string' && serviceCodes.has(raw) ? (raw as ServiceErrorCode) : 'UNRECOGNIZED';
}

export interface MintKitErrorInit {
  code: MintKitErrorCode;
  /** What went wrong, for developers and logs. Never parsed. */
  message: string;
  /** HTTP status, or null when no HTTP answer was received. */
  status?: number | null;
  /** The code string exactly as the service sent it (differs from `code` when unrecognized). */
  rawCode?: string | null;
  /** The service's human sentence, kept for logs only: it may be reworded at any time. */
  serverMessage?: string | null;
  /** The answer was the service's own failure body (`success: false` with a `code`), not a gateway's or a bare status. */
  fromService?: boolean;
  /** Milliseconds the service asked us to wait (`Retry-After`), if it said. */
  retryAfterMs?: number | null;
  /** Where in the response a decode failed, e.g. `phases.all[2].priceDisplay.kind`. */
  path?: string | null;
  /** Which endpoint was called, e.g. `GET /collections/{identifier}`. */
  endpoint?: string | null;
  cause?: unknown;
}

/**
 * The one error type MintKit throws. Branch on `code`; `retryable` says whether trying the same
 * request again can help.
 *
 * @example
 * try { await client.getCollection('genesis') }
 * catch (error) { if (isMintKitError(error) && error.code === 'COLLECTION_NOT_IN_SCOPE') showScopeHelp() }
 */
export class MintKitError extends Error {
  override readonly name = 'MintKitError';
  // `declare`: set once in the constructor, so no field initialiser is emitted for each of them.
  declare readonly code: MintKitErrorCode;
  declare readonly status: number | null;
  declare readonly rawCode: string | null;
  declare readonly serverMessage: string | null;
  declare readonly fromService: boolean;
  declare readonly retryAfterMs: number | null;
  declare readonly path: string | null;
  declare readonly endpoint: string | null;
  declare readonly retryable: boolean;

  constructor(init: MintKitErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status ?? null;
    this.rawCode = init.rawCode ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.fromService = init.fromService ?? false;
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.path = init.path ?? null;
    this.endpoint = init.endpoint ?? null;
    this.retryable = isRetryable(this.code, this.status);
  }
}

/**
 * Type guard that also works across bundle copies (checks the name, not the prototype).
 *
 * @example
 * try { await client.getAvailability('genesis') }
 * catch (error) { if (isMintKitError(error) && error.retryable) setTimeout(retry, 5_000); else throw error }
 */
export function isMintKitError(value: unknown): value is MintKitError {
  return value instanceof MintKitError || (value instanceof Error && value.name === 'MintKitError' && 'code' in value);
}

/**
 * Whether repeating the same request can help. Authorisation that could not be checked, server
 * failures, rate limits and transport failures can; every other 4xx cannot.
 */
function isRetryable(code: MintKitErrorCode, status: number | null): boolean {
  // A throttle in front of the service (a gateway's JSON, a CDN's page) passes like the service's own.
  if (status === 429) return true;
  switch (code) {
    case 'AUTH_UNAVAILABLE':
    case 'RATE_LIMITED':
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
    case 'INTERNAL_ERROR':
    case 'SERVER_ERROR':
      return true;
    case 'INVALID_RESPONSE':
    case 'HTML_RESPONSE':
      // A truncated body or a proxy's error page is usually a passing fault, unless it carried a 4xx.
      return status === null || status < 400 || status >= 500;
    case 'UNRECOGNIZED':
      return status !== null && status >= 500;
    default:
      return false;
  }
}
