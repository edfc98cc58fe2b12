import { expect } from 'vitest';
import { createManualClock, type ManualClock } from '../../src/sandbox/clock.js';
import { createMarketService } from '../../src/sandbox/market/index.js';

export const ORIGIN = 'http://market.test';
export const START = Date.parse('2026-03-10T12:00:00.000Z');
export const DAY = 24 * 60 * 60 * 1000;

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export type Fetcher = (request: Request) => Response | Promise<Response>;

/** A fresh market on a manual clock, and a `get` that reads it the way a browser would. */
export function setupMarket(start = START) {
  const clock: ManualClock = createManualClock(start);
  const market = createMarketService({ clock });
  const fetcher: Fetcher = (request) => market.app.fetch(request);
  return { clock, market, fetcher, get: (path: string, init?: RequestInit) => request(fetcher, path, init) };
}

export async function request(fetcher: Fetcher, path: string, init?: RequestInit, origin = ORIGIN): Promise<Reply> {
  const response = await fetcher(new Request(origin + path, init));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}

export interface Paged<T = any> {
  records: T[];
  pages: Array<{ size: number; cursor: unknown; hasMore: unknown; raw: Record<string, unknown> }>;
}

/**
 * Follows cursors until the service returns none, as a client must, checking the page contract on
 * the way: every page but the last carries a cursor and `hasMore: true`; the last carries neither.
 */
export async function pageAll(get: (path: string) => Promise<Reply>, path: string, limit?: number): Promise<Paged> {
  const records: unknown[] = [];
  const pages: Paged['pages'] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const url = new URL(path, ORIGIN);
    if (limit !== undefined) url.searchParams.set('limit', String(limit));
    if (cursor !== undefined) url.searchParams.set('cursor', cursor);
    const reply = await get(url.pathname + url.search);
    expect(reply.status, url.pathname + url.search).toBe(200);
    const body = reply.body as Record<string, unknown>;
    expect(Array.isArray(body.data)).toBe(true);
    const data = body.data as unknown[];
    records.push(...data);
    pages.push({ size: data.length, cursor: body.cursor, hasMore: body.hasMore, raw: body });
    if (body.cursor === undefined) {
      expect('cursor' in body).toBe(false);
      expect(body.hasMore).toBe(false);
      return { records: records as any[], pages };
    }
    expect(typeof body.cursor).toBe('string');
    expect(body.hasMore).toBe(true);
    expect(data.length).toBeGreaterThan(0);
    cursor = body.cursor as string;
  }
  throw new Error(`${path}: paging did not end`);
}

export const countBy = <T>(values: readonly T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Money arrives as display-unit floats; compare sums in thousandths so float noise cannot hide a real gap. */
export const milli = (value: number) => Math.round(value * 1000);
