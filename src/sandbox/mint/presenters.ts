import type { Drop, MintSession, MintedItem, Phase } from './model.js';
import { quotePhase, type TokenPriceTable } from './pricing.js';

/** JSON shapes of docs/api-assumptions.md. `base` is where the caller reached the sandbox. */

export const iso = (epochMs: number) => new Date(epochMs).toISOString();

export function phaseJson(phase: Phase, now: number, tokenPrices: TokenPriceTable) {
  const quote = quotePhase(phase, tokenPrices);
  return {
    id: phase.id,
    name: phase.name,
    status: phase.status,
    startDate: iso(phase.startMs),
    endDate: phase.endMs === null ? null : iso(phase.endMs),
    price: quote.raw,
    priceDisplay: quote.display,
    bogo: phase.bogo ? { buy: phase.bogo.buy, get: phase.bogo.get } : null,
    isGated: phase.allowlist !== null,
    maxPerWallet: phase.maxPerWallet,
    maxPerTransaction: phase.maxPerTransaction,
    phaseSupply: phase.phaseSupply,
    msUntilStart: phase.status === 'upcoming' ? Math.max(0, phase.startMs - now) : null,
    msUntilEnd: phase.status !== 'ended' && phase.endMs !== null ? Math.max(0, phase.endMs - now) : null,
  };
}

export function collectionResponse(drop: Drop, base: string, now: number, tokenPrices: TokenPriceTable) {
  const all = drop.phases.map((phase) => phaseJson(phase, now, tokenPrices));
  const mintedCount = drop.minted.length;
  return {
    success: true,
    collection: {
      id: drop.id,
      shortId: drop.shortId,
      name: drop.name,
      symbol: drop.symbol,
      description: drop.description,
      image: `${base}/__sandbox/art/${drop.shortId}/cover.svg`,
      bannerImage: `${base}/__sandbox/art/${drop.shortId}/banner.svg`,
      chain: drop.chain,
      collectionAddress: drop.address,
      contractAddress: drop.contractAddress,
      externalUrl: drop.externalUrl,
      twitter: drop.twitter,
      discord: drop.discord,
      isVerified: drop.isVerified,
    },
    stats: {
      totalSupply: drop.totalSupply,
      mintedCount,
      availableCount: drop.totalSupply - mintedCount,
      percentMinted: (mintedCount / drop.totalSupply) * 100,
    },
    phases: {
      all,
      active: all.filter((phase) => phase.status === 'active'),
      upcoming: all.filter((phase) => phase.status === 'upcoming'),
    },
    capabilities: {
      requiresFeatures: drop.requiresFeatures,
      supportedBySurface: drop.chain.startsWith('solana-'),
      mintUrl: `${base}/__sandbox/mint-page/${drop.shortId}`,
    },
    serverTime: iso(now),
  };
}

export const recentlyMintedJson = (base: string) => (item: MintedItem) => ({
  mintAddress: item.mintAddress,
  name: item.name,
  image: base + item.artPath,
  minter: item.minter,
  mintedAt: iso(item.mintedAt),
  signature: item.signature,
});

export const allMintedJson = (base: string) => (item: MintedItem) => ({
  mintAddress: item.mintAddress,
  name: item.name,
  image: base + item.artPath,
  owner: item.owner,
  mintedAt: iso(item.mintedAt),
});

export function executeResponse(session: MintSession, base: string) {
  const status = session.state === 'confirmed' || session.state === 'failed' ? session.state : 'processing';
  return {
    success: true,
    sessionId: session.id,
    status,
    signature: session.signature,
    minted:
      session.state === 'confirmed'
        ? session.minted.map((item) => ({ mintAddress: item.mintAddress, name: item.name, image: base + item.artPath }))
        : [],
    ...(session.failureReason ? { reason: session.failureReason } : {}),
  };
}

/** Holders or minters, largest first; ties broken by address so pages are stable. */
export function rankAddresses(addresses: readonly string[]): Array<{ address: string; count: number }> {
  const counts = new Map<string, number>();
  for (const address of addresses) counts.set(address, (counts.get(address) ?? 0) + 1);
  return [...counts]
    .map(([address, count]) => ({ address, count }))
    .sort((a, b) => b.count - a.count || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
}
