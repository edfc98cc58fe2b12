import { asObject, asString } from '../decode.js';
import { MintKitError, toServiceErrorCode } from '../errors.js';

const CODE_BY_STATUS: Record<number, string> = { 400: 'INVALID_REQUEST', 404: 'NOT_FOUND', 429: 'RATE_LIMITED' };

/** What a bare status says when there is no code to read. */
const codeFromStatus = (status: number): string | null => CODE_BY_STATUS[status] ?? (status >= 500 ? 'SERVER_ERROR' : null);

/**
 * The minting service's failure body, `{ success: false, error, code }`. The sentence is kept for
 * logs; only `code` is branched on. A JSON body without a code keeps its status and becomes
 * `UNRECOGNIZED`; no body at all (empty or plain text, `json` null) takes its code from the status.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis`, { headers: { 'X-API-Key': apiKey } })
 * if (!res.ok) throw decodeFailure(res.status, await res.json().catch(() => null), null, 'GET /collections/{identifier}')
 */
export function decodeFailure(status: number, json: unknown, retryAfterMs: number | null, endpoint: string): MintKitError {
  const body = asObject(json);
  const rawCode = asString(body?.code) ?? (json === null ? codeFromStatus(status) : null);
  const serverMessage = asString(body?.error);
  const code = toServiceErrorCode(rawCode);
  return new MintKitError({
    code,
    status,
    rawCode,
    serverMessage,
    retryAfterMs,
    endpoint,
    message: `${endpoint} failed with ${status} ${rawCode ?? '(no code)'}${serverMessage ? `: ${serverMessage}` : ''}`,
  });
}

/**
 * The marketplace's failure body is not shown by its spec; MintKit assumes `{ error, code? }`. Its
 * codes are not shown either, so the status is the reliable signal: a code the kit knows is kept, and
 * any other (absent, or e.g. `COLLECTION_NOT_FOUND` on a 404) stays in `rawCode` while `code` comes
 * from the status (docs/api-assumptions.md). A 404 without a JSON object body is `UNRECOGNIZED`.
 *
 * @example
 * const res = await fetch(`${marketBaseUrl}/v1/collections/sold-out/stats`)
 * if (!res.ok) throw decodeMarketFailure(res.status, await res.json().catch(() => null), null, 'GET /collections/{id}/stats')
 */
export function decodeMarketFailure(status: number, json: unknown, retryAfterMs: number | null, endpoint: string): MintKitError {
  const body = asObject(json);
  const sent = asString(body?.code);
  const known = toServiceErrorCode(sent);
  const serverMessage = asString(body?.error) ?? asString(body?.message);
  // A 404 is a claim about the collection ("not on the marketplace") only when the marketplace's own
  // JSON says it: a bare or plain-text 404 is what a wrong marketBaseUrl path or a proxy gives, and
  // telling buyers the collection is not listed would be false and would hide the setup slip.
  const notTheMarketplace = status === 404 && body === null;
  return new MintKitError({
    code: known !== 'UNRECOGNIZED' ? known : notTheMarketplace ? 'UNRECOGNIZED' : toServiceErrorCode(codeFromStatus(status)),
    status,
    rawCode: sent ?? (notTheMarketplace ? null : codeFromStatus(status)),
    serverMessage,
    retryAfterMs,
    endpoint,
    message: notTheMarketplace
      ? `${endpoint} failed with 404 and a body that is not the marketplace's JSON: check that marketBaseUrl is the marketplace's address (without /v1) and that no proxy answers in its place.`
      : `${endpoint} failed with ${status}${serverMessage ? `: ${serverMessage}` : ''}`,
  });
}
