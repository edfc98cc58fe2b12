import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The codes this service answers with; clients branch on these, never on the sentence. */
export type MarketErrorCode = 'INVALID_REQUEST' | 'NOT_FOUND' | 'METHOD_NOT_ALLOWED' | 'INTERNAL_ERROR';

export function fail(c: Context, status: ContentfulStatusCode, code: MarketErrorCode, error: string) {
  return c.json({ error, code }, status);
}
