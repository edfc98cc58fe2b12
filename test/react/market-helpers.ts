/**
 * Shared by the market tests: a page fetch that records what each request carried (headers, signal)
 * and can answer a path itself, and the sandbox market read raw from its seed, so totals the kit
 * computes through paging are checked against numbers that did not go through paging at all.
 */
import { focusManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { seedMarket } from '../../src/sandbox/market/seed.js';
import type { MarketState } from '../../src/sandbox/market/model.js';
import { START, type TestSandbox } from '../helpers/kit.js';

export interface RecordedRequest {
  url: URL;
  headers: Headers;
  signal: AbortSignal | null;
}

export interface MarketFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Requests to the marketplace whose path ends with `pathEnd`. */
  market(pathEnd: string): RecordedRequest[];
}

/**
 * Wraps the sandbox's page fetch. `answer` may return a Response (or a promise of one) to stand in
 * for the service, or undefined to let the sandbox answer.
 */
export function recordingFetch(test: TestSandbox, answer?: (request: RecordedRequest) => Response | Promise<Response> | undefined): MarketFetch {
  const requests: RecordedRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const recorded: RecordedRequest = { url, headers: new Headers(init?.headers), signal: init?.signal ?? null };
    requests.push(recorded);
    const own = answer?.(recorded);
    return own ? own : test.fetch(input, init);
  };
  return {
    fetch: fetchImpl,
    requests,
    market: (pathEnd) => requests.filter((request) => request.url.pathname.startsWith('/market/') && request.url.pathname.endsWith(pathEnd)),
  };
}

let raw: MarketState | undefined;

/** The sandbox market as seeded at the test clock's start (what `makeSandbox()` serves). */
export function rawMarket(): MarketState {
  raw ??= seedMarket(START);
  return raw;
}

export function rawCollection(slug: string) {
  const found = rawMarket().collections.find((collection) => collection.slug === slug);
  if (!found) throw new Error(`no seeded market collection ${slug}`);
  return found;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The buyer leaves the tab and comes back `afterMs` later (past the lists' 30 s staleness). */
export async function comeBackToTheTab(afterMs: number) {
  const now = Date.now();
  const clock = vi.spyOn(Date, 'now').mockReturnValue(now + afterMs);
  try {
    await act(async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
  } finally {
    clock.mockRestore();
    focusManager.setFocused(undefined);
  }
}
