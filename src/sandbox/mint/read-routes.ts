import type { Context, Hono } from 'hono';
import { publicBase } from '../request-context.js';
import { resolveDropByPath, resolvePhase, type AuthEnv } from './auth.js';
import { notFound } from './errors.js';
import { availableNow, claimCodeUsesLeft, findClaimCode, mintedInPhase, phaseAvailable, reservedCount, walletPhaseCounts, type MintEngineContext } from './minting.js';
import { page, parsePageRequest } from './paging.js';
import { allMintedJson, collectionResponse, iso, rankAddresses, recentlyMintedJson } from './presenters.js';
import { quotePhase } from './pricing.js';
import { parseWalletAddress, readJsonObject, requireString } from './request-body.js';

/** Masks all but the first segment of a code ("VIP-7Q4M" → "VIP-****"). */
function maskCode(code: string): string {
  const dash = code.indexOf('-');
  return dash > 0 ? `${code.slice(0, dash)}-****` : `${code.slice(0, 2)}****`;
}

export function registerReadRoutes(app: Hono<AuthEnv>, ctx: MintEngineContext): void {
  const drops = () => ctx.world.drops;
  const dropFor = (c: Context<AuthEnv>, identifier: string) =>
    resolveDropByPath(drops(), c.get('apiKey'), identifier);

  const discovery = (c: Context<AuthEnv>) =>
    c.json({ success: true, version: 'v1', stability: 'additive-only', docs: `${publicBase(c)}/__sandbox/docs` });
  // `GET /` under `{base_url}/v1`, with or without the trailing slash.
  app.get('/v1', discovery);
  app.get('/v1/', discovery);

  app.get('/v1/collections/:identifier', (c) => {
    const drop = dropFor(c, c.req.param('identifier'));
    return c.json(collectionResponse(drop, publicBase(c), ctx.clock.now(), ctx.world.tokenPrices));
  });

  app.get('/v1/collections/:collectionId/eligibility/:phaseId/:walletAddress', (c) => {
    const drop = dropFor(c, c.req.param('collectionId'));
    const phase = drop.phases.find((candidate) => candidate.id === c.req.param('phaseId').toLowerCase());
    if (!phase) throw notFound('This drop has no phase with that id.');
    const address = parseWalletAddress(c.req.param('walletAddress'), drop.chain);
    const gated = phase.allowlist !== null;
    // The verdict is about the wallet only; the time window is reported beside it.
    const eligible = !phase.allowlist || phase.allowlist.has(address);
    const message = !gated
      ? 'Anyone can mint in this phase.'
      : eligible
        ? 'This wallet is on the allowlist for this phase.'
        : 'This wallet is not on the allowlist for this phase.';
    return c.json({
      success: true,
      gated,
      eligible,
      reason: eligible ? null : 'NOT_ON_ALLOWLIST',
      phase: {
        id: phase.id,
        name: phase.name,
        startDate: iso(phase.startMs),
        endDate: phase.endMs === null ? null : iso(phase.endMs),
        hasStarted: phase.status !== 'upcoming',
        hasEnded: phase.status === 'ended',
      },
      address,
      message,
    });
  });

  app.get('/v1/collections/:identifier/gallery', (c) => {
    const drop = dropFor(c, c.req.param('identifier'));
    const base = publicBase(c);
    return c.json(
      page(drop.gallery, parsePageRequest(c.req.query()), (item) => ({
        id: item.id,
        name: item.name,
        image: base + item.artPath,
        attributes: item.attributes,
      })),
    );
  });

  app.get('/v1/collections/:identifier/recently-minted', (c) => {
    const drop = dropFor(c, c.req.param('identifier'));
    const newestFirst = [...drop.minted].sort((a, b) => b.mintedAt - a.mintedAt || b.number - a.number);
    return c.json(page(newestFirst, parsePageRequest(c.req.query()), recentlyMintedJson(publicBase(c))));
  });

  app.get('/v1/collections/:identifier/all-minted', (c) => {
    const drop = dropFor(c, c.req.param('identifier'));
    return c.json(page(drop.minted, parsePageRequest(c.req.query()), allMintedJson(publicBase(c))));
  });

  app.get('/v1/collections/:identifier/top-holders', (c) => {
    const drop = dropFor(c, c.req.param('identifier'));
    return c.json(page(rankAddresses(drop.minted.map((item) => item.owner)), parsePageRequest(c.req.query()), (entry) => entry));
  });

  app.get('/v1/collections/:identifier/top-minters', (c) => {
    const drop = dropFor(c, c.req.param('identifier'));
    return c.json(page(rankAddresses(drop.minted.map((item) => item.minter)), parsePageRequest(c.req.query()), (entry) => entry));
  });

  app.get('/v1/collections/:collectionId/wallet-mints/:walletAddress', (c) => {
    const drop = dropFor(c, c.req.param('collectionId'));
    const walletAddress = parseWalletAddress(c.req.param('walletAddress'), drop.chain);
    return c.json({
      success: true,
      walletAddress,
      phases: drop.phases.map((phase) => {
        const counts = walletPhaseCounts(ctx.world, drop, phase, walletAddress);
        return {
          phaseId: phase.id,
          minted: counts.minted,
          bonusMinted: counts.bonusMinted,
          remaining: Math.max(0, phase.maxPerWallet - counts.paidCommitted),
        };
      }),
    });
  });

  app.get('/v1/collections/:identifier/bounty', (c) => {
    const { bounty } = dropFor(c, c.req.param('identifier'));
    if (!bounty) {
      return c.json({ success: true, enabled: false, title: null, description: null, totalPrizes: 0, awardedPrizes: 0, endsAt: null });
    }
    const totalPrizes = bounty.prizes.reduce((sum, prize) => sum + prize.quantity, 0);
    const remaining = bounty.prizes.reduce((sum, prize) => sum + prize.remaining, 0);
    return c.json({
      success: true,
      enabled: true,
      title: bounty.title,
      description: bounty.description,
      totalPrizes,
      awardedPrizes: totalPrizes - remaining,
      endsAt: bounty.endsAt === null ? null : iso(bounty.endsAt),
    });
  });

  app.get('/v1/collections/:identifier/bounty-prizes', (c) => {
    const { bounty } = dropFor(c, c.req.param('identifier'));
    const base = publicBase(c);
    return c.json({
      success: true,
      enabled: bounty !== null,
      prizes: (bounty?.prizes ?? []).map((prize) => ({
        id: prize.id,
        name: prize.name,
        description: prize.description,
        image: prize.artPath === null ? null : base + prize.artPath,
        quantity: prize.quantity,
        remaining: prize.remaining,
      })),
    });
  });

  app.get('/v1/collections/:collectionId/claim-codes', (c) => {
    const { claimCodes } = dropFor(c, c.req.param('collectionId'));
    return c.json({
      success: true,
      enabled: claimCodes !== null,
      kind: claimCodes?.kind ?? null,
      required: claimCodes?.required ?? false,
    });
  });

  app.get('/v1/collections/:collectionId/claim-codes/benefits/:walletAddress', (c) => {
    const drop = dropFor(c, c.req.param('collectionId'));
    const walletAddress = parseWalletAddress(c.req.param('walletAddress'), drop.chain);
    return c.json({
      success: true,
      walletAddress,
      benefits: drop.redemptions
        .filter((redemption) => redemption.wallet === walletAddress)
        .map((redemption) => ({ code: maskCode(redemption.code), ...redemption.benefit })),
    });
  });

  app.post('/v1/collections/:collectionId/claim-codes/validate', async (c) => {
    const drop = dropFor(c, c.req.param('collectionId'));
    const code = requireString(await readJsonObject(c), 'code', 64);
    const invalid = (reason: string, usesRemaining: number | null = null) =>
      c.json({ success: true, valid: false, reason, usesRemaining, benefit: null });
    if (!drop.claimCodes) return invalid('CLAIM_CODES_DISABLED');
    const found = findClaimCode(drop, code);
    if (!found) return invalid('NOT_FOUND');
    // A question, not a redemption: uses are only read here.
    const usesRemaining = claimCodeUsesLeft(found);
    if (usesRemaining === 0) return invalid('NO_USES_LEFT', 0);
    return c.json({ success: true, valid: true, reason: null, usesRemaining, benefit: { ...found.benefit } });
  });

  app.get('/v1/token-prices', (c) => {
    const { prices, updatedAt } = ctx.world.tokenPrices;
    return c.json({ success: true, prices: prices.map((price) => ({ ...price })), updatedAt: iso(updatedAt) });
  });

  app.get('/v1/phases/:phaseId/pegged-price', (c) => {
    const { phase } = resolvePhase(drops(), c.get('apiKey'), c.req.param('phaseId'));
    if (phase.pricing.kind !== 'pegged') throw notFound('This phase is not pegged.');
    const quote = quotePhase(phase, ctx.world.tokenPrices);
    return c.json({
      success: true,
      phaseId: phase.id,
      priceDisplay: quote.live,
      peg: { currency: 'USD', amount: phase.pricing.usd },
      serverTime: iso(ctx.clock.now()),
    });
  });

  app.get('/v1/phases/:phaseId/dutch-price', (c) => {
    const { phase } = resolvePhase(drops(), c.get('apiKey'), c.req.param('phaseId'));
    if (phase.pricing.kind !== 'dutch') throw notFound('This phase is not a Dutch auction.');
    const quote = quotePhase(phase, ctx.world.tokenPrices);
    return c.json({
      success: true,
      phaseId: phase.id,
      priceDisplay: quote.live,
      nextChangeAt: quote.nextChangeAt === null ? null : iso(quote.nextChangeAt),
      serverTime: iso(ctx.clock.now()),
    });
  });

  app.get('/v1/collections/:collectionId/availability', (c) => {
    const drop = dropFor(c, c.req.param('collectionId'));
    return c.json({
      success: true,
      totalSupply: drop.totalSupply,
      mintedCount: drop.minted.length,
      reservedCount: reservedCount(ctx.world, drop),
      availableNow: availableNow(ctx.world, drop),
      // A phase with its own cap can run out while the drop has supply left; prepare-mint then
      // answers SOLD_OUT, so the page needs the figure to stop offering that mint (api-assumptions.md).
      phases: drop.phases
        .filter((phase) => phase.phaseSupply !== null)
        .map((phase) => ({
          phaseId: phase.id,
          phaseSupply: phase.phaseSupply,
          mintedCount: mintedInPhase(drop, phase),
          reservedCount: reservedCount(ctx.world, drop, phase),
          availableNow: phaseAvailable(ctx.world, drop, phase),
        })),
      serverTime: iso(ctx.clock.now()),
    });
  });

  app.get('/v1/collections/:identifier/traits', (c) => {
    const drop = dropFor(c, c.req.param('identifier'));
    const traits = new Map<string, Map<string, number>>();
    for (const item of drop.gallery) {
      for (const { traitType, value } of item.attributes) {
        const values = traits.get(traitType) ?? new Map<string, number>();
        values.set(value, (values.get(value) ?? 0) + 1);
        traits.set(traitType, values);
      }
    }
    return c.json({
      success: true,
      traits: [...traits].map(([name, values]) => ({
        name,
        values: [...values].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
      })),
    });
  });
}
