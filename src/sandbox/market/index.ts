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
import type { SandboxClock } from '../clock';
import type { MarketState } from './model';
import { createMarketApp } from './routes';
import { seedMarket } from './seed';

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
  let state: MarketState = seedMarket(clock.now());
  return {
    app: createMarketApp(() => state, clock),
    // The identifiers do not depend on where the market is served, so the base URL is not needed
    // here; it is accepted so both sandbox halves answer the same manifest call.
    manifest: () => ({
      collections: state.collections.map(({ slug, address, id, name }) => ({ slug, address, id, name })),
    }),
    reset() {
      state = seedMarket(clock.now());
    },
  };
}
