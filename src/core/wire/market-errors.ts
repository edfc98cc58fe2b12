/**
 * The marketplace's failure decoder, apart from the minting service's (./errors.ts) so that a mint
 * page's first load, which reads only the minting service, does not carry it.
 */
import { asObject, asString } from '../decode.js';
import { MintKitError, toServiceErrorCode } from '../errors.js';
import { codeFromStatus } from './errors.js';

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
