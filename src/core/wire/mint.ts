/**
 * The minting service's response shapes, decoded at the boundary. Every shape the spec leaves "not
 * shown" is decided in docs/api-assumptions.md and parsed in exactly one function here.
 */
import { asInteger, asNumber, asObject, asString, fields, oneOf, string, successBody } from '../decode.js';

// ---------------------------------------------------------------------------------------------
// Model types

/** The server's resolved price. Never rebuilt from raw price fields; never shown as 0 unless `amount` says so. */
export type ResolvedPrice =
  | { kind: 'amount'; amount: number; currency: string; isFree: boolean }
  | { kind: 'range'; min: number | null; max: number | null; currency: string | null }
  | { kind: 'hidden' }
  | { kind: 'unknown' }
  /** A kind this version of MintKit does not know, or an `amount` missing its figures: shown as unavailable. */
  | { kind: 'unrecognized'; rawKind: string | null };

export type PhaseStatus = 'upcoming' | 'active' | 'ended' | 'unrecognized';

export type Bogo = { kind: 'buy-get'; buy: number; get: number } | { kind: 'unrecognized' };

export interface Phase {
  id: string;
  name: string;
  /** The server's verdict. The kit never derives it from dates. */
  status: PhaseStatus;
  /** The status string exactly as sent (differs from `status` when unrecognized). */
  rawStatus: string;
  startDate: string;
  startMs: number;
  endDate: string | null;
  endMs: number | null;
  priceDisplay: ResolvedPrice;
  bogo: Bogo | null;
  isGated: boolean;
  maxPerWallet: number;
  maxPerTransaction: number;
  phaseSupply: number | null;
  // msUntilStart/msUntilEnd are left out on purpose: they are relative to the response's serverTime,
  // so they change on every read; countdowns run from the absolute dates on the server clock, and a
  // poll that changes nothing then re-renders nothing.
}

export interface Collection {
  id: string;
  shortId: string;
  name: string;
  symbol: string;
  description: string;
  image: string | null;
  bannerImage: string | null;
  chain: string;
  collectionAddress: string;
  contractAddress: string | null;
  externalUrl: string | null;
  twitter: string | null;
  discord: string | null;
  isVerified: boolean;
}

export interface CollectionStats {
  totalSupply: number;
  mintedCount: number;
  availableCount: number;
  /** Null when not a number: a JSON encoder writes the NaN of 0/0 (a drop with no supply yet) as null. */
  percentMinted: number | null;
}

export interface Capabilities {
  requiresFeatures: string[];
  supportedBySurface: boolean;
  mintUrl: string | null;
}

export interface CollectionResponse {
  collection: Collection;
  stats: CollectionStats;
  phases: { all: Phase[]; active: Phase[]; upcoming: Phase[] };
  capabilities: Capabilities;
  serverTime: string;
  serverTimeMs: number;
}

export interface Discovery {
  version: string;
  stability: string;
  docs: string | null;
}

export type EligibilityVerdict = 'eligible' | 'not-eligible' | 'unknown';

export interface Eligibility {
  gated: boolean;
  verdict: EligibilityVerdict;
  reason: string | null;
  phase: { id: string; name: string; startDate: string; endDate: string | null; hasStarted: boolean; hasEnded: boolean };
  address: string;
  /** Human sentence; shown as given, never parsed. */
  message: string;
}

export interface OffsetPage<T> {
  items: T[];
  offset: number;
  limit: number;
  total: number | null;
  hasMore: boolean;
  /** Offset of the next page, or null at the end. */
  nextOffset: number | null;
}

export interface GalleryItem {
  id: string;
  name: string;
  image: string;
  attributes: Array<{ traitType: string; value: string }>;
}

export interface MintedItem {
  mintAddress: string;
  name: string;
  image: string;
  minter: string | null;
  owner: string | null;
  mintedAt: string | null;
  signature: string | null;
}

export interface RankedWallet {
  address: string;
  /** Items held or minted; null when the service sent no count the kit can read (shown as not available, never 0). */
  count: number | null;
}

export interface WalletPhaseMints {
  phaseId: string;
  /** Every mint in the phase, bonus mints included. */
  minted: number;
  /** The part of `minted` that came free from BOGO or bounty. */
  bonusMinted: number;
  /** Mints left for this wallet in the phase; null when the phase has no per-wallet cap. */
  remaining: number | null;
}

export interface WalletMints {
  walletAddress: string;
  phases: WalletPhaseMints[];
}

export interface Bounty {
  /** Whether the drop has a bounty: the service's `enabled`, or, when it leaves that out, whether the summary names or counts one. */
  enabled: boolean;
  title: string | null;
  description: string | null;
  /** null when the summary leaves the count out: not available, never 0. */
  totalPrizes: number | null;
  /** null when the summary leaves the count out: not available, never 0. */
  awardedPrizes: number | null;
  endsAt: string | null;
}

export interface BountyPrize {
  id: string;
  name: string;
  description: string;
  image: string | null;
  quantity: number;
  remaining: number;
}

export interface BountyPrizes {
  /** The service's `enabled`, or, when it leaves that out, whether any prize is listed. */
  enabled: boolean;
  prizes: BountyPrize[];
}

export type ClaimCodeKind = 'single_use' | 'multi_use' | 'unrecognized';

export interface ClaimCodeConfig {
  enabled: boolean;
  kind: ClaimCodeKind | null;
  /** The drop cannot be minted without a code. */
  required: boolean;
}

export interface ClaimCodeBenefit {
  bonusMints: number;
  discountPercent: number;
}

export interface ClaimCodeBenefits {
  walletAddress: string;
  benefits: Array<ClaimCodeBenefit & { code: string }>;
}

export interface ClaimCodeValidation {
  valid: boolean;
  reason: string | null;
  usesRemaining: number | null;
  benefit: ClaimCodeBenefit | null;
}

export interface TokenPrices {
  prices: Array<{ symbol: string; usd: number }>;
  updatedAt: string | null;
}

export interface LivePrice {
  phaseId: string;
  priceDisplay: ResolvedPrice;
  /** When a Dutch price next moves, if the service says. */
  nextChangeAt: string | null;
  /** What a pegged phase is pegged to, if the service says. */
  peg: { currency: string; amount: number } | null;
  serverTime: string | null;
}

export interface Availability {
  totalSupply: number;
  mintedCount: number;
  reservedCount: number | null;
  /** Mintable right now: already net of held reservations. */
  availableNow: number;
  /**
   * What is mintable right now in each phase with its own cap (`phaseSupply`), net of held
   * reservations; empty when the service says nothing per phase (the drop's figure still holds).
   */
  phases: Array<{ phaseId: string; availableNow: number }>;
  serverTime: string | null;
}

export interface Traits {
  traits: Array<{ name: string; values: Array<{ value: string; count: number }> }>;
}

export interface MintSession {
  sessionId: string;
  /** Base64 wire transaction for the wallet to sign. */
  transaction: string;
  quantity: number | null;
}

export interface PreparedMint {
  sessions: MintSession[];
  /** When the 3-minute supply lock lapses (server clock), if the service says. */
  lockExpiresAt: string | null;
  lockExpiresAtMs: number | null;
  serverTime: string | null;
}

export type ExecuteStatus = 'confirmed' | 'processing' | 'failed';

export interface ExecutedMint {
  sessionId: string | null;
  /** `processing` also stands for any status this version does not know: ask again with the same bytes. */
  status: ExecuteStatus;
  rawStatus: string | null;
  signature: string | null;
  minted: Array<{ mintAddress: string; name: string; image: string | null }>;
}

// ---------------------------------------------------------------------------------------------
// Decoders

/**
 * One place decides how every price kind is read.
 *
 * @example
 * decodePriceDisplay({ kind: 'amount', amount: 1.5, currency: 'SOL', isFree: false }) // { kind: 'amount', … }
 * decodePriceDisplay({ kind: 'auction' }) // { kind: 'unrecognized', rawKind: 'auction' }: shown as unavailable
 */
export function decodePriceDisplay(value: unknown): ResolvedPrice {
  const json = asObject(value);
  const rawKind = asString(json?.kind);
  switch (json && rawKind) {
    case 'amount': {
      const amount = asNumber(json!.amount);
      const currency = priceCurrency(json!.currency);
      const isFree = json!.isFree;
      // A settled figure without its figures is not a price we can show; never guess 0. Free is the
      // service's word (`isFree`), which needs no currency.
      return amount === null || typeof isFree !== 'boolean' || (currency === null && !isFree) ? { kind: 'unrecognized', rawKind } : { kind: 'amount', amount, currency: currency ?? '', isFree };
    }
    case 'range':
      return { kind: 'range', min: asNumber(json!.min), max: asNumber(json!.max), currency: priceCurrency(json!.currency) };
    case 'hidden':
    case 'unknown':
      return { kind: rawKind as 'hidden' | 'unknown' };
    default:
      return { kind: 'unrecognized', rawKind };
  }
}

/** A price's currency; a blank one is none, since a figure without its currency is not a price to state. */
function priceCurrency(value: unknown): string | null {
  const currency = asString(value)?.trim();
  return currency ? currency : null;
}

/**
 * A phase's buy-N-get-M offer: null when the phase has none, `unrecognized` for a shape this version
 * does not know, so the offer is still mentioned rather than dropped.
 *
 * @example
 * decodeBogo({ buy: 2, get: 1 }) // { kind: 'buy-get', buy: 2, get: 1 }
 * decodeBogo({ tiers: [] }) // { kind: 'unrecognized' }
 * decodeBogo({ buy: 0, get: 1 }) // { kind: 'unrecognized' }
 */
export function decodeBogo(value: unknown): Bogo | null {
  if (value === null || value === undefined) return null;
  const json = asObject(value);
  const buy = asInteger(json?.buy);
  const get = asInteger(json?.get);
  // Buy 0 or get 0 is no offer the kit can state ("Buy 0, get 1 free" would promise a free item): still mentioned, as one it does not know.
  return buy !== null && buy >= 1 && get !== null && get >= 1 ? { kind: 'buy-get', buy, get } : { kind: 'unrecognized' };
}

const phaseStatus = /* @__PURE__ */ oneOf(['upcoming', 'active', 'ended'] as const);

/**
 * One phase of the read model; `path` names it in a `DECODE_ERROR`. A status this version does not
 * know becomes `unrecognized` instead of failing the whole drop.
 *
 * @example
 * const stored: unknown[] = JSON.parse(localStorage.getItem('genesis-phases') ?? '[]')
 * const phases = stored.map((value, index) => decodePhase(value, `stored[${index}]`))
 */
export function decodePhase(value: unknown, path: string): Phase {
  const phase = fields(value, path);
  const rawStatus = phase.str('status');
  const endDate = phase.nullableStr('endDate');
  return {
    id: phase.str('id'),
    name: phase.str('name'),
    status: phaseStatus(rawStatus, `${path}.status`),
    rawStatus,
    startDate: phase.str('startDate'),
    startMs: phase.time('startDate'),
    endDate,
    endMs: endDate === null ? null : phase.time('endDate'),
    priceDisplay: decodePriceDisplay(phase.json.priceDisplay),
    bogo: decodeBogo(phase.json.bogo),
    isGated: phase.bool('isGated'),
    maxPerWallet: phase.int('maxPerWallet'),
    maxPerTransaction: phase.int('maxPerTransaction'),
    phaseSupply: phase.nullableInt('phaseSupply'),
  };
}

/**
 * The read model from a `GET /collections/{identifier}` body, as `client.getCollection` returns it.
 * Throws `DECODE_ERROR` naming the field when a required one is missing; for bodies fetched another
 * way (a server-side cache, a fixture).
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis`, { headers: { 'X-API-Key': apiKey } })
 * const { collection, phases, serverTimeMs } = decodeCollectionResponse(await res.json())
 */
export function decodeCollectionResponse(json: unknown): CollectionResponse {
  const body = successBody(json);
  const c = body.obj('collection');
  const s = body.obj('stats');
  const p = body.obj('phases');
  const caps = body.obj('capabilities');
  const percentMinted = asNumber(s.json.percentMinted);
  // A phase id names one phase (for prepare-mint, wallet-mints, eligibility): a list that repeats one
  // keeps the first phase under it and drops the later ones (docs/api-assumptions.md).
  const phases = (list: 'all' | 'active' | 'upcoming') => {
    const seen = new Set<string>();
    return p.list(list, decodePhase).filter((phase) => {
      if (seen.has(phase.id)) return false;
      seen.add(phase.id);
      return true;
    });
  };
  return {
    collection: {
      id: c.str('id'),
      shortId: c.str('shortId'),
      name: c.str('name'),
      symbol: c.optStr('symbol') ?? '',
      description: c.optStr('description') ?? '',
      image: c.optStr('image'),
      bannerImage: c.optStr('bannerImage'),
      chain: c.str('chain'),
      collectionAddress: c.str('collectionAddress'),
      contractAddress: c.optStr('contractAddress'),
      externalUrl: c.optStr('externalUrl'),
      twitter: c.optStr('twitter'),
      discord: c.optStr('discord'),
      isVerified: c.json.isVerified === true,
    },
    stats: {
      totalSupply: s.int('totalSupply'),
      mintedCount: s.int('mintedCount'),
      availableCount: s.int('availableCount'),
      // A share of the supply lies in 0–100; one outside it is no figure ("Share minted not available").
      percentMinted: percentMinted !== null && percentMinted >= 0 && percentMinted <= 100 ? percentMinted : null,
    },
    phases: { all: phases('all'), active: phases('active'), upcoming: p.json.upcoming == null ? [] : phases('upcoming') },
    capabilities: {
      requiresFeatures: caps.json.requiresFeatures == null ? [] : caps.list('requiresFeatures', string),
      supportedBySurface: caps.bool('supportedBySurface'),
      mintUrl: caps.optStr('mintUrl'),
    },
    serverTime: body.str('serverTime'),
    serverTimeMs: body.time('serverTime'),
  };
}

/**
 * The `GET /` body: the API version and its stability, what a health check or a version gate reads.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/`, { headers: { 'X-API-Key': apiKey } })
 * const { version, stability } = decodeDiscovery(await res.json())
 */
export function decodeDiscovery(json: unknown): Discovery {
  const body = successBody(json);
  return { version: body.str('version'), stability: body.str('stability'), docs: body.optStr('docs') };
}

/**
 * Dutch and pegged prices share one shape: a live `priceDisplay`.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/phases/${phase.id}/dutch-price`, { headers: { 'X-API-Key': apiKey } })
 * const { priceDisplay, nextChangeAt } = decodeLivePrice(await res.json())
 */
export function decodeLivePrice(json: unknown): LivePrice {
  const body = successBody(json);
  body.obj('priceDisplay'); // required: a live price without a price is not an answer
  const peg = asObject(body.json.peg);
  const pegCurrency = asString(peg?.currency);
  const pegAmount = asNumber(peg?.amount);
  return {
    phaseId: body.str('phaseId'),
    priceDisplay: decodePriceDisplay(body.json.priceDisplay),
    nextChangeAt: body.optStr('nextChangeAt'),
    peg: pegCurrency !== null && pegAmount !== null ? { currency: pegCurrency, amount: pegAmount } : null,
    serverTime: body.optStr('serverTime'),
  };
}
