/**
 * The marketplace read service of the sandbox: public, keyless, read-only, cursor-paged. It seeds
 * a deterministic market (including the `genesis` and `sold-out` drops under their drop addresses)
 * and serves it at `/v1/...` relative to wherever it is mounted (the composed sandbox uses `/market`).
 *
 * @example
 * const market = createMarketService({ clock: createManualClock() });
 * const res = await market.app.fetch(new Request('http://sandbox.test/v1/collections/sold-out/holders'));
 */
import type { Hono } from 'hono';
import type { SandboxClock } from '../clock.js';
import type { MarketState } from './model.js';
import { createMarketApp } from './routes.js';
import { COLLECTION_PLANS } from './catalog.js';
import { identityOf, seedMarket } from './seed.js';

export type MarketManifest = { collections: Array<{ slug: string; address: string; id: string; name: string }> };

export interface MarketService {
  app: Hono;
  /** The seeded collections under all three identifier forms, for `GET /__sandbox/manifest`. */
  manifest(baseUrl: string): MarketManifest;
  /** Re-seeds the market, laying its history out backwards from the clock's current reading. */
  reset(): void;
}

export function createMarketService(options: { clock: SandboxClock }): MarketService {
  const { clock } = options;
  // The history is laid out behind the clock reading at creation (or reset), like the mint
  // sandbox's, so both halves agree on when things happened. Playing it out is the costly part,
  // so it waits for the first request: a story that never reads the market never pays for it.
  let anchor = clock.now();
  let state: MarketState | undefined;
  const getState = () => (state ??= seedMarket(anchor));
  return {
    app: createMarketApp(getState, clock),
    // The identifiers do not depend on where the market is served, so the base URL is not needed
    // here; it is accepted so both sandbox halves answer the same manifest call.
    manifest: () => ({ collections: COLLECTION_PLANS.map(identityOf) }),
    reset() {
      anchor = clock.now();
      state = undefined;
    },
  };
}
