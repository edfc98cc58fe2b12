import { asObject, asString } from '../decode.js';
import { MintKitError, toServiceErrorCode } from '../errors.js';

const CODE_BY_STATUS: Record<number, string> = { 400: 'INVALID_REQUEST', 404: 'NOT_FOUND', 429: 'RATE_LIMITED' };

/** What a bare status says when there is no code to read. */
export const codeFromStatus = (status: number): string | null => CODE_BY_STATUS[status] ?? (status >= 500 ? 'SERVER_ERROR' : null);

/**
 * The minting service's failure body, `{ success: false, error, code }`. The sentence is kept for
 * logs; only `code` is branched on, and `fromService` says the body had that shape. A JSON body without a code keeps its status and becomes
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
    // Decided on the body's shape, never on whether its sentence is there.
    fromService: body?.success === false && asString(body.code) !== null,
    retryAfterMs,
    endpoint,
    message: `${endpoint} failed with ${status} ${rawCode ?? '(no code)'}${serverMessage ? `: ${serverMessage}` : ''}`,
  });
}
