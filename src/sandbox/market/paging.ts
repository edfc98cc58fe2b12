/**
 * Cursor paging. A cursor names the sort key of the last record served (not an offset), so a page
 * boundary survives records appearing or lapsing between requests, e.g. offers expiring as the
 * clock moves. Cursors are base64url JSON, opaque to clients and bound to one kind of list.
 */

export type SortKey = ReadonlyArray<string | number>;

/** How one kind of list is ordered: ascending by `key`, compared element by element. */
export interface ListOrder<T> {
  kind: string;
  key(record: T): SortKey;
}

export interface Page<T> {
  data: T[];
  cursor?: string;
  hasMore: boolean;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A positive integer; values above `max` are clamped rather than refused, however many digits they have. */
export function parseLimit(raw: string | undefined, fallback = DEFAULT_LIMIT, max = MAX_LIMIT): Parsed<number> {
  if (raw === undefined) return { ok: true, value: fallback };
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    return { ok: false, message: `limit must be a positive integer (got "${raw}")` };
  }
  return { ok: true, value: Math.min(Number(raw), max) };
}

export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

export function sortByKey<T>(records: readonly T[], order: ListOrder<T>): T[] {
  return [...records].sort((a, b) => compareKeys(order.key(a), order.key(b)));
}

function toBase64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(token.length / 4) * 4, '='));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function encodeCursor(kind: string, key: SortKey): string {
  return toBase64Url(JSON.stringify([kind, ...key]));
}

function parseCursor(token: string, kind: string): unknown[] | undefined {
  const text = fromBase64Url(token);
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed[0] === kind ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function decodeCursor(token: string, kind: string, template: SortKey): SortKey | undefined {
  const parsed = parseCursor(token, kind);
  if (parsed === undefined || parsed.length !== template.length + 1) return undefined;
  const key: unknown[] = parsed.slice(1);
  const sameShape = key.every((part, i) => typeof part === typeof template[i] && (typeof part !== 'number' || Number.isFinite(part)));
  return sameShape ? (key as SortKey) : undefined;
}

/**
 * One page of `records` (already sorted by `order`). With no cursor the page starts at the top;
 * with one it starts just after the record the cursor names. The last page carries no cursor.
 */
export function paginate<T>(
  records: readonly T[],
  order: ListOrder<T>,
  query: { limit: string | undefined; cursor: string | undefined },
): Parsed<Page<T>> {
  const limit = parseLimit(query.limit);
  if (!limit.ok) return limit;
  let start = 0;
  if (query.cursor !== undefined) {
    const first = records[0];
    // A list that has emptied since it issued the cursor (offers expire) has nothing after it: the end.
    if (first === undefined) {
      if (parseCursor(query.cursor, order.kind) === undefined) return { ok: false, message: 'cursor is not one this list issued' };
      return { ok: true, value: { data: [], hasMore: false } };
    }
    const after = decodeCursor(query.cursor, order.kind, order.key(first));
    if (after === undefined) return { ok: false, message: 'cursor is not one this list issued' };
    start = firstIndexAfter(records, order, after);
  }
  const data = records.slice(start, start + limit.value);
  const hasMore = start + data.length < records.length;
  const last = data[data.length - 1];
  const page: Page<T> = { data, hasMore };
  if (hasMore && last !== undefined) page.cursor = encodeCursor(order.kind, order.key(last));
  return { ok: true, value: page };
}

function firstIndexAfter<T>(records: readonly T[], order: ListOrder<T>, after: SortKey): number {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareKeys(order.key(records[middle]!), after) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
