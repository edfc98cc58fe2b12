/**
 * Decoders of what the wallet stage reads (eligibility, wallet counts, claim codes, token prices,
 * availability, prepare-mint and execute-mint): loaded on first use, with those endpoints
 * (core/mint-wallet-calls, which the client imports lazily), so the first paint of a mint page carries
 * only what the drop, its phases and prices need.
 * The lower sections' decoders are in wire/mint-feeds. The shapes are decided in docs/api-assumptions.md.
 */
import { asInteger, asNumber, asObject, asString, decodeFailed, fields, oneOf, records, string, successBody, tolerantList } from '../decode.js';
import type {
  Availability,
  ClaimCodeBenefit,
  ClaimCodeBenefits,
  ClaimCodeConfig,
  ClaimCodeValidation,
  Eligibility,
  ExecutedMint,
  MintSession,
  PreparedMint,
  TokenPrices,
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
