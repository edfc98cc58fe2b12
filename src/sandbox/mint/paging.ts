import { invalidRequest } from './errors.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface PageRequest {
  limit: number;
  offset: number;
}

/** Any run of digits is an integer, however long: a huge `limit` is clamped, a huge `offset` is past the end. */
function integerParam(name: string, raw: string | undefined, fallback: number, minimum: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < minimum) {
    throw invalidRequest(`\`${name}\` must be an integer of at least ${minimum}.`);
  }
  return Math.min(Number(raw), Number.MAX_SAFE_INTEGER);
}

/** `limit` defaults to 20 and is clamped to 100 (the response echoes what was applied). */
export function parsePageRequest(query: { limit?: string; offset?: string }): PageRequest {
  const limit = integerParam('limit', query.limit, DEFAULT_LIMIT, 1);
  const offset = integerParam('offset', query.offset, 0, 0);
  return { limit: Math.min(limit, MAX_LIMIT), offset };
}

export function page<T, U>(all: readonly T[], request: PageRequest, present: (item: T) => U) {
  const items = all.slice(request.offset, request.offset + request.limit).map(present);
  return {
    success: true as const,
    items,
    offset: request.offset,
    limit: request.limit,
    total: all.length,
    hasMore: request.offset + items.length < all.length,
  };
}
