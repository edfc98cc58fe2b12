/**
 * Decoders for everything but the read model: loaded on first use (the client imports this module
 * lazily), so the first paint of a mint page carries only what the drop, its phases and prices need.
 * The shapes are decided in docs/api-assumptions.md.
 */
import { asBoolean, asInteger, asNumber, asObject, asString, decodeFailed, fields, oneOf, records, string, successBody, asTraitValue, tolerantList } from '../decode.js';
import type {
  Availability,
  Bounty,
  BountyPrizes,
  ClaimCodeBenefit,
  ClaimCodeBenefits,
  ClaimCodeConfig,
  ClaimCodeValidation,
  Eligibility,
  ExecutedMint,
  GalleryItem,
  MintedItem,
  MintSession,
  OffsetPage,
  PreparedMint,
  RankedWallet,
  TokenPrices,
  Traits,
  WalletMints,
} from './mint.js';
import { parseTimestamp } from '../timestamp.js';

/**
 * The eligibility body as a three-way verdict: a gated phase whose `eligible` is missing reads as
 * `unknown`, never as a yes or a no.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/eligibility/${phase.id}/${address}`, { headers: { 'X-API-Key': apiKey } })
 * const { verdict, message } = decodeEligibility(await res.json())
 */
export function decodeEligibility(json: unknown): Eligibility {
  const body = successBody(json);
  const phase = body.obj('phase');
  const gated = body.bool('gated');
  const eligible = body.json.eligible;
  return {
    gated,
    verdict: !gated || eligible === true ? 'eligible' : eligible === false ? 'not-eligible' : 'unknown',
    reason: body.optStr('reason'),
    phase: {
      id: phase.str('id'),
      name: phase.str('name'),
      startDate: phase.str('startDate'),
      endDate: phase.nullableStr('endDate'),
      hasStarted: phase.bool('hasStarted'),
      hasEnded: phase.bool('hasEnded'),
    },
    address: body.str('address'),
    message: body.optStr('message') ?? '',
  };
}

/**
 * Offset pages of every listing endpoint (gallery, recently-minted, all-minted, holders, minters).
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/recently-minted?limit=20`, { headers: { 'X-API-Key': apiKey } })
 * const page = decodeOffsetPage(await res.json(), decodeMintedItem, { limit: 20, offset: 0 })
 * page.nextOffset // null at the end
 */
export function decodeOffsetPage<T>(json: unknown, item: (value: unknown, path: string) => T, requested: { limit: number; offset: number }): OffsetPage<T> {
  const body = successBody(json);
  const key = Array.isArray(body.json.data) && !Array.isArray(body.json.items) ? 'data' : 'items';
  const items = tolerantList(body.json[key], `response.${key}`, item);
  // The service's rows, read or not, so a left-out record is not asked for again on the next page.
  const sent = (body.json[key] as unknown[]).length;
  const offset = body.optInt('offset') ?? requested.offset;
  const limit = body.optInt('limit') ?? requested.limit;
  const total = body.optInt('total');
  // A page that brings nothing leaves the offset where it was: "Show more" would load nothing for ever.
  const hasMore = sent > 0 && (asBoolean(body.json.hasMore) ?? (total !== null ? offset + sent < total : sent >= limit));
  return { items, offset, limit, total, hasMore, nextOffset: hasMore ? offset + sent : null };
}

/**
 * One gallery artwork, for `decodeOffsetPage`. Attributes of an odd shape are skipped, not fatal; an
 * image that is not a string (art not revealed yet) is `''`: no image.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/gallery?limit=12`, { headers: { 'X-API-Key': apiKey } })
 * const { items } = decodeOffsetPage(await res.json(), decodeGalleryItem, { limit: 12, offset: 0 })
 */
export function decodeGalleryItem(value: unknown, path: string): GalleryItem {
  const item = fields(value, path);
  return {
    id: item.str('id'),
    name: item.str('name'),
    image: item.optStr('image') ?? '',
    attributes:
      records(item.json.attributes, ({ traitType, value: traitValue }) => {
        const value = asTraitValue(traitValue);
        return typeof traitType === 'string' && value !== null ? { traitType, value } : null;
      }) ?? [],
  };
}

/**
 * One minted item of the recently-minted and all-minted feeds, for `decodeOffsetPage`; an image that is
 * not a string is `''`: no image.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/all-minted?limit=100`, { headers: { 'X-API-Key': apiKey } })
 * const { items } = decodeOffsetPage(await res.json(), decodeMintedItem, { limit: 100, offset: 0 })
 */
export function decodeMintedItem(value: unknown, path: string): MintedItem {
  const item = fields(value, path);
  return {
    mintAddress: item.str('mintAddress'),
    name: item.str('name'),
    image: item.optStr('image') ?? '',
    minter: item.optStr('minter'),
    owner: item.optStr('owner'),
    mintedAt: item.optStr('mintedAt'),
    signature: item.optStr('signature'),
  };
}

/**
 * One wallet of the top-holders and top-minters lists, for `decodeOffsetPage`; one without a count
 * it can read is listed with `count: null` (not available), never with 0.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/top-holders`, { headers: { 'X-API-Key': apiKey } })
 * const { items } = decodeOffsetPage(await res.json(), decodeRankedWallet, { limit: 20, offset: 0 })
 */
export function decodeRankedWallet(value: unknown, path: string): RankedWallet {
  const item = fields(value, path);
  const count = item.json.count;
  // The service sends some integers as strings (prepare-mint's quantity): "3" is the figure 3.
  return { address: item.str('address'), count: typeof count === 'string' && /^\d{1,15}$/.test(count) ? Number(count) : item.optInt('count') };
}

/**
 * A wallet's per-phase minted and remaining counts; `remaining` null means the phase has no cap.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/wallet-mints/${address}`, { headers: { 'X-API-Key': apiKey } })
 * const { phases } = decodeWalletMints(await res.json())
 */
export function decodeWalletMints(json: unknown): WalletMints {
  const body = successBody(json);
  return {
    walletAddress: body.str('walletAddress'),
    phases: body.list('phases', (value, path) => {
      const phase = fields(value, path);
      const remaining = phase.json.remaining;
      // Below zero the wallet is past its cap: nothing left. Unread instead, the phase's cap would stand
      // in for it and offer a mint the service refuses.
      return { phaseId: phase.str('phaseId'), minted: phase.int('minted'), bonusMinted: phase.optInt('bonusMinted') ?? 0, remaining: (remaining as number) < 0 ? 0 : phase.nullableInt('remaining') };
    }),
  };
}

/**
 * A field the service leaves out is "not available" (null), never 0 or "no bounty" (docs/api-assumptions.md).
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/bounty`, { headers: { 'X-API-Key': apiKey } })
 * const bounty = decodeBounty(await res.json()) // bounty.totalPrizes: null when not said
 */
export function decodeBounty(json: unknown): Bounty {
  const body = successBody(json);
  const bounty = {
    title: body.optStr('title'),
    description: body.optStr('description'),
    totalPrizes: body.optInt('totalPrizes'),
    awardedPrizes: body.optInt('awardedPrizes'),
    endsAt: body.optStr('endsAt'),
  };
  const namesOne = bounty.title !== null || bounty.description !== null || bounty.endsAt !== null || (bounty.totalPrizes ?? 0) > 0;
  return { enabled: asBoolean(body.json.enabled) ?? namesOne, ...bounty };
}

/**
 * The prize table; without `enabled`, a bounty is assumed exactly when some prize is listed.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/bounty-prizes`, { headers: { 'X-API-Key': apiKey } })
 * const { enabled, prizes } = decodeBountyPrizes(await res.json())
 */
export function decodeBountyPrizes(json: unknown): BountyPrizes {
  const body = successBody(json);
  // A prize id names one prize: a list that repeats one keeps the first prize under it (docs/api-assumptions.md).
  const seen = new Set<string>();
  const prizes =
    body.json.prizes === undefined
      ? []
      : tolerantList(body.json.prizes, 'response.prizes', (value, path) => {
          const prize = fields(value, path);
          return {
            id: prize.str('id'),
            name: prize.str('name'),
            description: prize.optStr('description') ?? '',
            image: prize.optStr('image'),
            quantity: prize.int('quantity'),
            remaining: prize.int('remaining'),
          };
        }).filter((prize) => {
          if (seen.has(prize.id)) return false;
          seen.add(prize.id);
          return true;
        });
  return { enabled: asBoolean(body.json.enabled) ?? prizes.length > 0, prizes };
}

const claimCodeKind = /* @__PURE__ */ oneOf(['single_use', 'multi_use'] as const);

/**
 * Whether the drop uses claim codes and requires one; a code kind this version does not know is
 * `unrecognized` rather than an error.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/claim-codes`, { headers: { 'X-API-Key': apiKey } })
 * const { enabled, required } = decodeClaimCodeConfig(await res.json())
 */
export function decodeClaimCodeConfig(json: unknown): ClaimCodeConfig {
  const body = successBody(json);
  return {
    enabled: body.bool('enabled'),
    kind: typeof body.json.kind === 'string' ? claimCodeKind(body.json.kind, 'response.kind') : null,
    // Only `true` requires a code. An answer without `required` (or with null) does not block the mint:
    // the field still shows when codes are enabled, and a mint the service then refuses for want of a
    // code says the drop needs one (docs/api-assumptions.md, "Claim codes").
    required: body.json.required === true,
  };
}

function decodeBenefit(value: unknown): ClaimCodeBenefit {
  const json = asObject(value);
  return { bonusMints: asInteger(json?.bonusMints) ?? 0, discountPercent: asNumber(json?.discountPercent) ?? 0 };
}

/**
 * What a wallet's redeemed codes give it; a benefit figure the service leaves out counts as none.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/claim-codes/benefits/${address}`, { headers: { 'X-API-Key': apiKey } })
 * const { benefits } = decodeClaimCodeBenefits(await res.json())
 */
export function decodeClaimCodeBenefits(json: unknown): ClaimCodeBenefits {
  const body = successBody(json);
  return {
    walletAddress: body.str('walletAddress'),
    benefits: body.list('benefits', (value, path) => ({ code: fields(value, path).str('code'), ...decodeBenefit(value) })),
  };
}

/**
 * The answer to the read-only code check (no use is consumed): valid or not, with the reason and
 * the benefit.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/claim-codes/validate`, {
 *   method: 'POST', headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ code }),
 * })
 * const { valid, reason } = decodeClaimCodeValidation(await res.json())
 */
export function decodeClaimCodeValidation(json: unknown): ClaimCodeValidation {
  const body = successBody(json);
  return {
    valid: body.bool('valid'),
    reason: body.optStr('reason'),
    usesRemaining: body.optInt('usesRemaining'),
    benefit: body.json.benefit === null || body.json.benefit === undefined ? null : decodeBenefit(body.json.benefit),
  };
}

/**
 * The platform tokens' USD prices, for fiat estimates beside a price.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/token-prices`, { headers: { 'X-API-Key': apiKey } })
 * const { prices, updatedAt } = decodeTokenPrices(await res.json())
 */
export function decodeTokenPrices(json: unknown): TokenPrices {
  const body = successBody(json);
  return {
    prices: tolerantList(body.json.prices, 'response.prices', (value, path) => {
      const price = fields(value, path);
      return { symbol: price.str('symbol'), usd: price.num('usd') };
    }),
    updatedAt: body.optStr('updatedAt'),
  };
}

/**
 * Supply mintable now; `availableNow` is already net of held reservations, so do not subtract
 * them again.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/availability`, { headers: { 'X-API-Key': apiKey } })
 * const { availableNow, totalSupply } = decodeAvailability(await res.json())
 */
export function decodeAvailability(json: unknown): Availability {
  const body = successBody(json);
  return {
    totalSupply: body.int('totalSupply'),
    mintedCount: body.int('mintedCount'),
    reservedCount: body.optInt('reservedCount'),
    availableNow: body.int('availableNow'),
    // Our assumption of the shape, not the spec's: an entry that does not fit it is left out, so a
    // service that differs only loses the per-phase bound.
    phases:
      records(body.json.phases, (entry) => {
        const phaseId = asString(entry.phaseId);
        const availableNow = asInteger(entry.availableNow);
        return phaseId !== null && availableNow !== null ? { phaseId, availableNow } : null;
      }) ?? [],
    serverTime: body.optStr('serverTime'),
  };
}

/**
 * The drop's trait names and values; a numeric value becomes its string, so values compare alike. A
 * value that is neither, or without a count, is left out; a name or value sent twice is listed once,
 * at its first place, with its first count.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/traits`, { headers: { 'X-API-Key': apiKey } })
 * const { traits } = decodeTraits(await res.json())
 */
export function decodeTraits(json: unknown): Traits {
  const byName = new Map<string, Map<string, number>>();
  for (const [name, values] of tolerantList(successBody(json).json.traits, 'response.traits', (value, path) => {
    const trait = fields(value, path);
    return [
      trait.str('name'),
      tolerantList(trait.json.values, `${path}.values`, (entry, at) => {
        const item = fields(entry, at);
        return [asTraitValue(item.json.value) ?? decodeFailed(`${at}.value`, 'a string or number', item.json.value), item.int('count')] as const;
      }),
    ] as const;
  })) {
    const group = byName.get(name) ?? new Map<string, number>();
    byName.set(name, group);
    for (const [value, count] of values) if (!group.has(value)) group.set(value, count);
  }
  return { traits: Array.from(byName, ([name, group]) => ({ name, values: Array.from(group, ([value, count]) => ({ value, count })) })) };
}

/**
 * prepare-mint: `sessions: [{ sessionId, transaction }]` as assumed, tolerating the variants listed in
 * docs/api-assumptions.md (parallel `transactions`/`sessionIds` arrays, or one session).
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/prepare-mint`, {
 *   method: 'POST', headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json' },
 *   body: JSON.stringify({ collectionId, phaseId: phase.id, walletAddress: address, quantity: '2' }),
 * })
 * const { sessions, lockExpiresAtMs } = decodePrepareMint(await res.json())
 */
export function decodePrepareMint(json: unknown): PreparedMint {
  const body = successBody(json);
  let sessions: MintSession[];
  if (Array.isArray(body.json.sessions)) {
    sessions = body.list('sessions', (value, path) => {
      const session = fields(value, path);
      return {
        sessionId: session.str('sessionId'),
        transaction: session.str('transaction' in session.json ? 'transaction' : 'serializedTransaction'),
        quantity: session.optInt('quantity'),
      };
    });
  } else {
    // One session is the single-transaction case of the parallel arrays: `transaction` and `sessionId`.
    const list = 'transactions' in body.json ? 'transactions' : 'serializedTransactions';
    const transactions = Array.isArray(body.json[list]) ? body.list(list, string) : [body.str('transaction' in body.json ? 'transaction' : 'serializedTransaction')];
    const ids = Array.isArray(body.json.sessionIds) ? body.list('sessionIds', string) : [];
    if (transactions.length === 1 && ids.length === 0) ids.push(body.str('sessionId'));
    sessions = transactions.map((transaction, index) => ({ sessionId: string(ids[index], `response.sessionIds[${index}]`), transaction, quantity: null }));
  }
  if (sessions.length === 0) decodeFailed('response.sessions', 'at least one session', []);
  const lockExpiresAt = body.optStr('lockExpiresAt') ?? body.optStr('expiresAt');
  const lockMs = lockExpiresAt === null ? NaN : parseTimestamp(lockExpiresAt);
  return { sessions, lockExpiresAt, lockExpiresAtMs: Number.isNaN(lockMs) ? null : lockMs, serverTime: body.optStr('serverTime') };
}

/**
 * The execute-mint answer, whose shape the spec does not show. No status, or one this version does
 * not know, reads as `processing`: the outcome is not final, so ask again with the same signed bytes.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/execute-mint`, {
 *   method: 'POST', headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json' },
 *   body: JSON.stringify({ sessionId: session.sessionId, signedTransaction }),
 * })
 * const { status, signature, minted } = decodeExecuteMint(await res.json())
 */
export function decodeExecuteMint(json: unknown): ExecutedMint {
  const body = successBody(json);
  const rawStatus = body.optStr('status');
  return {
    sessionId: body.optStr('sessionId'),
    // Only `confirmed` and `failed` are final. No status, or one we do not know, is not: keep asking with the same bytes.
    status: rawStatus === 'confirmed' || rawStatus === 'failed' ? rawStatus : 'processing',
    rawStatus,
    signature: body.optStr('signature'),
    minted:
      records(body.json.minted, (item) => {
        const mintAddress = asString(item.mintAddress);
        return mintAddress ? { mintAddress, name: asString(item.name) ?? mintAddress, image: asString(item.image) } : null;
      }) ?? [],
  };
}
