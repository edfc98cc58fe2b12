/**
 * The minting service's response shapes, decoded at the boundary. Every shape the spec leaves "not
 * shown" is decided in docs/api-assumptions.md and parsed in exactly one function here.
 */
import { asInteger, asNumber, asObject, asString, decodeFailed, fields, oneOf, string, type Fields, type Json } from '../decode.js';
import { MintKitError } from '../errors.js';

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
  percentMinted: number;
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
  count: number;
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
  enabled: boolean;
  title: string | null;
  description: string | null;
  totalPrizes: number;
  awardedPrizes: number;
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

/** The root of a success body; a body that says `success: false` is not one. */
function root(json: unknown): Fields {
  const body = fields(json, 'response');
  if (body.json.success === false) {
    throw new MintKitError({ code: 'DECODE_ERROR', path: 'response.success', message: 'The service reported failure in a success response.' });
  }
  return body;
}

/** One place decides how every price kind is read. */
export function decodePriceDisplay(value: unknown): ResolvedPrice {
  const json = asObject(value);
  const rawKind = asString(json?.kind);
  switch (json && rawKind) {
    case 'amount': {
      const amount = asNumber(json!.amount);
      const currency = asString(json!.currency);
      const isFree = json!.isFree;
      // A settled figure without its figures is not a price we can show; never guess 0.
      return amount === null || currency === null || typeof isFree !== 'boolean' ? { kind: 'unrecognized', rawKind } : { kind: 'amount', amount, currency, isFree };
    }
    case 'range':
      return { kind: 'range', min: asNumber(json!.min), max: asNumber(json!.max), currency: asString(json!.currency) };
    case 'hidden':
    case 'unknown':
      return { kind: rawKind as 'hidden' | 'unknown' };
    default:
      return { kind: 'unrecognized', rawKind };
  }
}

export function decodeBogo(value: unknown): Bogo | null {
  if (value === null || value === undefined) return null;
  const json = asObject(value);
  const buy = asInteger(json?.buy);
  const get = asInteger(json?.get);
  return buy !== null && get !== null ? { kind: 'buy-get', buy, get } : { kind: 'unrecognized' };
}

const phaseStatus = oneOf(['upcoming', 'active', 'ended'] as const);

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

export function decodeCollectionResponse(json: unknown): CollectionResponse {
  const body = root(json);
  const c = body.obj('collection');
  const s = body.obj('stats');
  const p = body.obj('phases');
  const caps = body.obj('capabilities');
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
    stats: { totalSupply: s.int('totalSupply'), mintedCount: s.int('mintedCount'), availableCount: s.int('availableCount'), percentMinted: s.num('percentMinted') },
    phases: { all: p.list('all', decodePhase), active: p.list('active', decodePhase), upcoming: p.json.upcoming === undefined ? [] : p.list('upcoming', decodePhase) },
    capabilities: {
      requiresFeatures: caps.json.requiresFeatures === undefined ? [] : caps.list('requiresFeatures', string),
      supportedBySurface: caps.bool('supportedBySurface'),
      mintUrl: caps.optStr('mintUrl'),
    },
    serverTime: body.str('serverTime'),
    serverTimeMs: body.time('serverTime'),
  };
}

export function decodeDiscovery(json: unknown): Discovery {
  const body = root(json);
  return { version: body.str('version'), stability: body.str('stability'), docs: body.optStr('docs') };
}

export function decodeEligibility(json: unknown): Eligibility {
  const body = root(json);
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

/** Offset pages of every listing endpoint (gallery, recently-minted, all-minted, holders, minters). */
export function decodeOffsetPage<T>(json: unknown, item: (value: unknown, path: string) => T, requested: { limit: number; offset: number }): OffsetPage<T> {
  const body = root(json);
  const items = body.list(Array.isArray(body.json.data) && !Array.isArray(body.json.items) ? 'data' : 'items', item);
  const offset = body.optInt('offset') ?? requested.offset;
  const limit = body.optInt('limit') ?? requested.limit;
  const total = body.optInt('total');
  const declared = body.json.hasMore;
  const hasMore = typeof declared === 'boolean' ? declared : total !== null ? offset + items.length < total : items.length >= limit && items.length > 0;
  return { items, offset, limit, total, hasMore, nextOffset: hasMore ? offset + items.length : null };
}

export function decodeGalleryItem(value: unknown, path: string): GalleryItem {
  const item = fields(value, path);
  const attributes = Array.isArray(item.json.attributes) ? item.json.attributes : [];
  return {
    id: item.str('id'),
    name: item.str('name'),
    image: item.str('image'),
    attributes: attributes.flatMap((entry) => {
      const { traitType, value: traitValue } = asObject(entry) ?? {};
      return typeof traitType === 'string' && (typeof traitValue === 'string' || typeof traitValue === 'number') ? [{ traitType, value: String(traitValue) }] : [];
    }),
  };
}

export function decodeMintedItem(value: unknown, path: string): MintedItem {
  const item = fields(value, path);
  return {
    mintAddress: item.str('mintAddress'),
    name: item.str('name'),
    image: item.str('image'),
    minter: item.optStr('minter'),
    owner: item.optStr('owner'),
    mintedAt: item.optStr('mintedAt'),
    signature: item.optStr('signature'),
  };
}

export function decodeRankedWallet(value: unknown, path: string): RankedWallet {
  const item = fields(value, path);
  return { address: item.str('address'), count: item.int('count') };
}

export function decodeWalletMints(json: unknown): WalletMints {
  const body = root(json);
  return {
    walletAddress: body.str('walletAddress'),
    phases: body.list('phases', (value, path) => {
      const phase = fields(value, path);
      return { phaseId: phase.str('phaseId'), minted: phase.int('minted'), bonusMinted: phase.optInt('bonusMinted') ?? 0, remaining: phase.nullableInt('remaining') };
    }),
  };
}

export function decodeBounty(json: unknown): Bounty {
  const body = root(json);
  return {
    enabled: body.json.enabled === true,
    title: body.optStr('title'),
    description: body.optStr('description'),
    totalPrizes: body.optInt('totalPrizes') ?? 0,
    awardedPrizes: body.optInt('awardedPrizes') ?? 0,
    endsAt: body.optStr('endsAt'),
  };
}

export function decodeBountyPrizes(json: unknown): BountyPrizes {
  const body = root(json);
  return {
    enabled: body.bool('enabled'),
    prizes:
      body.json.prizes === undefined
        ? []
        : body.list('prizes', (value, path) => {
            const prize = fields(value, path);
            return {
              id: prize.str('id'),
              name: prize.str('name'),
              description: prize.optStr('description') ?? '',
              image: prize.optStr('image'),
              quantity: prize.int('quantity'),
              remaining: prize.int('remaining'),
            };
          }),
  };
}

const claimCodeKind = oneOf(['single_use', 'multi_use'] as const);

export function decodeClaimCodeConfig(json: unknown): ClaimCodeConfig {
  const body = root(json);
  return {
    enabled: body.bool('enabled'),
    kind: typeof body.json.kind === 'string' ? claimCodeKind(body.json.kind, 'response.kind') : null,
    required: body.json.required === true,
  };
}

function decodeBenefit(value: unknown): ClaimCodeBenefit {
  const json = asObject(value);
  return { bonusMints: asInteger(json?.bonusMints) ?? 0, discountPercent: asNumber(json?.discountPercent) ?? 0 };
}

export function decodeClaimCodeBenefits(json: unknown): ClaimCodeBenefits {
  const body = root(json);
  return {
    walletAddress: body.str('walletAddress'),
    benefits: body.list('benefits', (value, path) => ({ code: fields(value, path).str('code'), ...decodeBenefit(value) })),
  };
}

export function decodeClaimCodeValidation(json: unknown): ClaimCodeValidation {
  const body = root(json);
  return {
    valid: body.bool('valid'),
    reason: body.optStr('reason'),
    usesRemaining: body.optInt('usesRemaining'),
    benefit: body.json.benefit === null || body.json.benefit === undefined ? null : decodeBenefit(body.json.benefit),
  };
}

export function decodeTokenPrices(json: unknown): TokenPrices {
  const body = root(json);
  return {
    prices: body.list('prices', (value, path) => {
      const price = fields(value, path);
      return { symbol: price.str('symbol'), usd: price.num('usd') };
    }),
    updatedAt: body.optStr('updatedAt'),
  };
}

/** Dutch and pegged prices share one shape: a live `priceDisplay`. */
export function decodeLivePrice(json: unknown): LivePrice {
  const body = root(json);
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

export function decodeAvailability(json: unknown): Availability {
  const body = root(json);
  return {
    totalSupply: body.int('totalSupply'),
    mintedCount: body.int('mintedCount'),
    reservedCount: body.optInt('reservedCount'),
    availableNow: body.int('availableNow'),
    serverTime: body.optStr('serverTime'),
  };
}

export function decodeTraits(json: unknown): Traits {
  return {
    traits: root(json).list('traits', (value, path) => {
      const trait = fields(value, path);
      return {
        name: trait.str('name'),
        values: trait.list('values', (entry, entryPath) => {
          const item = fields(entry, entryPath);
          return { value: String(item.json.value ?? ''), count: item.int('count') };
        }),
      };
    }),
  };
}

/**
 * prepare-mint: `sessions: [{ sessionId, transaction }]` as assumed, tolerating the variants listed in
 * docs/api-assumptions.md (parallel `transactions`/`sessionIds` arrays, or one session).
 */
export function decodePrepareMint(json: unknown): PreparedMint {
  const body = root(json);
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
  } else if (Array.isArray(body.json.transactions)) {
    const transactions = body.list('transactions', string);
    const ids = Array.isArray(body.json.sessionIds) ? body.list('sessionIds', string) : [];
    if (transactions.length === 1 && ids.length === 0) ids.push(body.str('sessionId'));
    sessions = transactions.map((transaction, index) => ({ sessionId: string(ids[index], `response.sessionIds[${index}]`), transaction, quantity: null }));
  } else {
    sessions = [{ sessionId: body.str('sessionId'), transaction: body.str('transaction'), quantity: null }];
  }
  if (sessions.length === 0) decodeFailed('response.sessions', 'at least one session', []);
  const lockExpiresAt = body.optStr('lockExpiresAt') ?? body.optStr('expiresAt');
  const lockMs = lockExpiresAt === null ? NaN : Date.parse(lockExpiresAt);
  return { sessions, lockExpiresAt, lockExpiresAtMs: Number.isNaN(lockMs) ? null : lockMs, serverTime: body.optStr('serverTime') };
}

const executeStatus = oneOf(['confirmed', 'processing', 'failed'] as const);

export function decodeExecuteMint(json: unknown): ExecutedMint {
  const body = root(json);
  const rawStatus = body.optStr('status');
  const known = rawStatus === null ? 'unrecognized' : executeStatus(rawStatus, 'response.status');
  const minted = Array.isArray(body.json.minted) ? body.json.minted : [];
  return {
    sessionId: body.optStr('sessionId'),
    // No status, or one we do not know: the outcome is not final, so keep asking with the same bytes.
    status: known === 'unrecognized' ? 'processing' : known,
    rawStatus,
    signature: body.optStr('signature'),
    minted: minted.flatMap((value) => {
      const item = asObject(value) as Json | null;
      const mintAddress = asString(item?.mintAddress);
      return mintAddress ? [{ mintAddress, name: asString(item!.name) ?? mintAddress, image: asString(item!.image) }] : [];
    }),
  };
}
