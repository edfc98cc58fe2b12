import type { MarketManifest } from './market/index.js';
import type { MintManifestPart } from './mint/service.js';

/**
 * Everything a test, story or tool needs to find its way around the sandbox without hard-coding
 * ids: `GET /__sandbox/manifest` and `sandbox.manifest()` return the same data.
 */
export interface SandboxManifest extends MintManifestPart {
  /** The minting service's `{base_url}`; routes are `{mintBaseUrl}/v1/...`. */
  mintBaseUrl: string;
  /** The marketplace's `{market_base_url}`. */
  marketBaseUrl: string;
  manifestUrl: string;
  serverTime: string;
  market: MarketManifest;
}

export function buildManifest(base: string, mint: MintManifestPart, market: (marketBase: string) => MarketManifest, now: number): SandboxManifest {
  const root = base.replace(/\/+$/, '');
  return {
    mintBaseUrl: `${root}/mint`,
    marketBaseUrl: `${root}/market`,
    manifestUrl: `${root}/__sandbox/manifest`,
    serverTime: new Date(now).toISOString(),
    ...mint,
    market: market(`${root}/market`),
  };
}
