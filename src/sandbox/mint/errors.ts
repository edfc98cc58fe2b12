import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every code the sandbox's minting service can answer with (docs/api-assumptions.md, Errors). */
export type MintServiceErrorCode =
  | 'API_KEY_REQUIRED'
  | 'API_KEY_INVALID'
  | 'ORIGIN_NOT_ALLOWED'
  | 'COLLECTION_NOT_IN_SCOPE'
  | 'SANDBOX_KEY_ON_MAINNET'
  | 'AUTH_UNAVAILABLE'
  | 'CLIENT_BROADCAST_NOT_ALLOWED'
  | 'CHAIN_NOT_SUPPORTED_BY_SURFACE'
  | 'INSUFFICIENT_BALANCE'
  | 'NOT_FOUND'
  | 'INVALID_REQUEST'
  | 'PHASE_NOT_ACTIVE'
  | 'MAX_PER_TRANSACTION_EXCEEDED'
  | 'MAX_PER_WALLET_EXCEEDED'
  | 'SOLD_OUT'
  | 'NOT_ELIGIBLE'
  | 'CLAIM_CODE_INVALID'
  | 'SESSION_NOT_FOUND'
  | 'SESSION_EXPIRED'
  | 'INVALID_SIGNED_TRANSACTION'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR';

/** Thrown anywhere in a route; the service's error handler turns it into the failure body. */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: MintServiceErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export function failureBody(code: string, message: string) {
  return { success: false as const, error: message, code };
}

export function failureResponse(c: Context, error: ServiceError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(failureBody(error.code, error.message), error.status);
}

export const invalidRequest = (message: string) => new ServiceError(400, 'INVALID_REQUEST', message);
export const notFound = (message = 'Nothing here.') => new ServiceError(404, 'NOT_FOUND', message);

/**
 * One sentence for every out-of-scope answer, whether the drop exists or not, so the refusal body
 * is byte-identical and reveals nothing.
 */
export const outOfScope = () =>
  new ServiceError(403, 'COLLECTION_NOT_IN_SCOPE', 'This API key was not issued for that collection.');
