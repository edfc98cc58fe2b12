/**
 * The minting service's response shapes, decoded at the boundary. Every shape the spec leaves "not
 * shown" is decided in docs/api-assumptions.md and parsed in exactly one function here.
 */
import {
  array,
  boolean,
  decodeFailed,
  field,
  integer,
  isoTime,
  lenient,
  nullable,
  number,
  object,
  oneOf,
  string,
  type Json,
} from '../decode.js';
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
  msUntilStart: number | null;
  msUntilEnd: number | null;
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

const optionalString = lenient(string);
const optionalNumber = lenient(number);
const optionalInteger = lenient(integer);

function body(json: unknown, path = 'response'): Json {
  const value = object(json, path);
  if (value.success === false) {
    throw new MintKitError({ code: 'DECODE_ERROR', path: `${path}.success`, message: 'The service reported failure in a success response.' });
  }
  return value;
}

/** One place decides how every price kind is read. */
export function decodePriceDisplay(value: unknown): ResolvedPrice {
  if (typeof value !== 'object' || value === null) return { kind: 'unrecognized', rawKind: null };
  const json = value as Json;
  const rawKind = typeof json.kind === 'string' ? json.kind : null;
  switch (rawKind) {
    case 'amount': {
      const amount = json.amount;
      const currency = json.currency;
      const isFree = json.isFree;
      if (typeof amount !== 'number' || !Number.isFinite(amount) || typeof currency !== 'string' || typeof isFree !== 'boolean') {
        // A settled figure without its figures is not a price we can show; never guess 0.
        return { kind: 'unrecognized', rawKind };
      }
      return { kind: 'amount', amount, currency, isFree };
    }
    case 'range':
      return {
        kind: 'range',
        min: optionalNumber(json.min, '') ?? null,
        max: optionalNumber(json.max, '') ?? null,
        currency: optionalString(json.currency, '') ?? null,
      };
    case 'hidden':
      return { kind: 'hidden' };
    case 'unknown':
      return { kind: 'unknown' };
    default:
      return { kind: 'unrecognized', rawKind };
  }
}

export function decodeBogo(value: unknown): Bogo | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') {
    const json = value as Json;
    if (Number.isInteger(json.buy) && Number.isInteger(json.get)) return { kind: 'buy-get', buy: json.buy as number, get: json.get as number };
  }
  return { kind: 'unrecognized' };
}

const phaseStatus = oneOf(['upcoming', 'active', 'ended'] as const);

export function decodePhase(value: unknown, path: string): Phase {
  const json = object(value, path);
  const startDate = field(json, 'startDate', path, string);
  const endDate = field(json, 'endDate', path, nullable(string));
  const rawStatus = field(json, 'status', path, string);
  return {
    id: field(json, 'id', path, string),
    name: field(json, 'name', path, string),
    status: phaseStatus(rawStatus, `${path}.status`),
    rawStatus,
    startDate,
    startMs: isoTime(startDate, `${path}.startDate`),
    endDate,
    endMs: endDate === null ? null : isoTime(endDate, `${path}.endDate`),
    priceDisplay: decodePriceDisplay(json.priceDisplay),
    bogo: decodeBogo(json.bogo),
    isGated: field(json, 'isGated', path, boolean),
    maxPerWallet: field(json, 'maxPerWallet', path, integer),
    maxPerTransaction: field(json, 'maxPerTransaction', path, integer),
    phaseSupply: field(json, 'phaseSupply', path, nullable(integer)),
    msUntilStart: optionalNumber(json.msUntilStart, '') ?? null,
    msUntilEnd: optionalNumber(json.msUntilEnd, '') ?? null,
  };
}

export function decodeCollectionResponse(json: unknown): CollectionResponse {
  const root = body(json);
  const c = field(root, 'collection', 'response', object);
  const s = field(root, 'stats', 'response', object);
  const p = field(root, 'phases', 'response', object);
  const caps = field(root, 'capabilities', 'response', object);
  const serverTime = field(root, 'serverTime', 'response', string);
  const phases = (key: string) => array(p[key], `response.phases.${key}`, decodePhase);
  return {
    collection: {
      id: field(c, 'id', 'collection', string),
      shortId: field(c, 'shortId', 'collection', string),
      name: field(c, 'name', 'collection', string),
      symbol: optionalString(c.symbol, '') ?? '',
      description: optionalString(c.description, '') ?? '',
      image: optionalString(c.image, '') ?? null,
      bannerImage: optionalString(c.bannerImage, '') ?? null,
      chain: field(c, 'chain', 'collection', string),
      collectionAddress: field(c, 'collectionAddress', 'collection', string),
      contractAddress: optionalString(c.contractAddress, '') ?? null,
      externalUrl: optionalString(c.externalUrl, '') ?? null,
      twitter: optionalString(c.twitter, '') ?? null,
      discord: optionalString(c.discord, '') ?? null,
      isVerified: c.isVerified === true,
    },
    stats: {
      totalSupply: field(s, 'totalSupply', 'stats', integer),
      mintedCount: field(s, 'mintedCount', 'stats', integer),
      availableCount: field(s, 'availableCount', 'stats', integer),
      percentMinted: field(s, 'percentMinted', 'stats', number),
    },
    phases: { all: phases('all'), active: phases('active'), upcoming: p.upcoming === undefined ? [] : phases('upcoming') },
    capabilities: {
      requiresFeatures: array(caps.requiresFeatures ?? [], 'capabilities.requiresFeatures', string),
      supportedBySurface: field(caps, 'supportedBySurface', 'capabilities', boolean),
      mintUrl: optionalString(caps.mintUrl, '') ?? null,
    },
    serverTime,
    serverTimeMs: isoTime(serverTime, 'response.serverTime'),
  };
}

export function decodeDiscovery(json: unknown): Discovery {
  const root = body(json);
  return {
    version: field(root, 'version', 'response', string),
    stability: field(root, 'stability', 'response', string),
    docs: optionalString(root.docs, '') ?? null,
  };
}

export function decodeEligibility(json: unknown): Eligibility {
  const root = body(json);
  const phase = field(root, 'phase', 'response', object);
  const gated = field(root, 'gated', 'response', boolean);
  const eligible = typeof root.eligible === 'boolean' ? root.eligible : null;
  return {
    gated,
    verdict: !gated ? 'eligible' : eligible === null ? 'unknown' : eligible ? 'eligible' : 'not-eligible',
    reason: optionalString(root.reason, '') ?? null,
    phase: {
      id: field(phase, 'id', 'phase', string),
      name: field(phase, 'name', 'phase', string),
      startDate: field(phase, 'startDate', 'phase', string),
      endDate: field(phase, 'endDate', 'phase', nullable(string)),
      hasStarted: field(phase, 'hasStarted', 'phase', boolean),
      hasEnded: field(phase, 'hasEnded', 'phase', boolean),
    },
    address: field(root, 'address', 'response', string),
    message: optionalString(root.message, '') ?? '',
  };
}

/** Offset pages of every listing endpoint (gallery, recently-minted, all-minted, holders, minters). */
export function decodeOffsetPage<T>(json: unknown, item: (value: unknown, path: string) => T, requested: { limit: number; offset: number }): OffsetPage<T> {
  const root = body(json);
  const listKey = Array.isArray(root.items) ? 'items' : Array.isArray(root.data) ? 'data' : 'items';
  const items = array(root[listKey], `response.${listKey}`, item);
  const offset = optionalInteger(root.offset, '') ?? requested.offset;
  const limit = optionalInteger(root.limit, '') ?? requested.limit;
  const total = optionalInteger(root.total, '') ?? null;
  const hasMore =
    typeof root.hasMore === 'boolean' ? root.hasMore : total !== null ? offset + items.length < total : items.length >= limit && items.length > 0;
  return { items, offset, limit, total, hasMore, nextOffset: hasMore ? offset + items.length : null };
}

export function decodeGalleryItem(value: unknown, path: string): GalleryItem {
  const json = object(value, path);
  const attributes = Array.isArray(json.attributes) ? json.attributes : [];
  return {
    id: field(json, 'id', path, string),
    name: field(json, 'name', path, string),
    image: field(json, 'image', path, string),
    attributes: attributes.flatMap((entry) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { traitType, value: traitValue } = entry as Json;
      return typeof traitType === 'string' && (typeof traitValue === 'string' || typeof traitValue === 'number')
        ? [{ traitType, value: String(traitValue) }]
        : [];
    }),
  };
}

export function decodeMintedItem(value: unknown, path: string): MintedItem {
  const json = object(value, path);
  return {
    mintAddress: field(json, 'mintAddress', path, string),
    name: field(json, 'name', path, string),
    image: field(json, 'image', path, string),
    minter: optionalString(json.minter, '') ?? null,
    owner: optionalString(json.owner, '') ?? null,
    mintedAt: optionalString(json.mintedAt, '') ?? null,
    signature: optionalString(json.signature, '') ?? null,
  };
}

export function decodeRankedWallet(value: unknown, path: string): RankedWallet {
  const json = object(value, path);
  return { address: field(json, 'address', path, string), count: field(json, 'count', path, integer) };
}

export function decodeWalletMints(json: unknown): WalletMints {
  const root = body(json);
  return {
    walletAddress: field(root, 'walletAddress', 'response', string),
    phases: array(root.phases, 'response.phases', (value, path) => {
      const phase = object(value, path);
      return {
        phaseId: field(phase, 'phaseId', path, string),
        minted: field(phase, 'minted', path, integer),
        bonusMinted: optionalInteger(phase.bonusMinted, '') ?? 0,
        remaining: field(phase, 'remaining', path, nullable(integer)),
      };
    }),
  };
}

export function decodeBounty(json: unknown): Bounty {
  const root = body(json);
  return {
    enabled: root.enabled === true,
    title: optionalString(root.title, '') ?? null,
    description: optionalString(root.description, '') ?? null,
    totalPrizes: optionalInteger(root.totalPrizes, '') ?? 0,
    awardedPrizes: optionalInteger(root.awardedPrizes, '') ?? 0,
    endsAt: optionalString(root.endsAt, '') ?? null,
  };
}

export function decodeBountyPrizes(json: unknown): BountyPrizes {
  const root = body(json);
  return {
    enabled: field(root, 'enabled', 'response', boolean),
    prizes: array(root.prizes ?? [], 'response.prizes', (value, path) => {
      const prize = object(value, path);
      return {
        id: field(prize, 'id', path, string),
        name: field(prize, 'name', path, string),
        description: optionalString(prize.description, '') ?? '',
        image: optionalString(prize.image, '') ?? null,
        quantity: field(prize, 'quantity', path, integer),
        remaining: field(prize, 'remaining', path, integer),
      };
    }),
  };
}

const claimCodeKind = oneOf(['single_use', 'multi_use'] as const);

export function decodeClaimCodeConfig(json: unknown): ClaimCodeConfig {
  const root = body(json);
  return {
    enabled: field(root, 'enabled', 'response', boolean),
    kind: typeof root.kind === 'string' ? claimCodeKind(root.kind, 'response.kind') : null,
    required: root.required === true,
  };
}

function decodeBenefit(value: unknown, path: string): ClaimCodeBenefit {
  const json = object(value, path);
  return { bonusMints: optionalInteger(json.bonusMints, '') ?? 0, discountPercent: optionalNumber(json.discountPercent, '') ?? 0 };
}

export function decodeClaimCodeBenefits(json: unknown): ClaimCodeBenefits {
  const root = body(json);
  return {
    walletAddress: field(root, 'walletAddress', 'response', string),
    benefits: array(root.benefits, 'response.benefits', (value, path) => ({
      code: field(object(value, path), 'code', path, string),
      ...decodeBenefit(value, path),
    })),
  };
}

export function decodeClaimCodeValidation(json: unknown): ClaimCodeValidation {
  const root = body(json);
  return {
    valid: field(root, 'valid', 'response', boolean),
    reason: optionalString(root.reason, '') ?? null,
    usesRemaining: optionalInteger(root.usesRemaining, '') ?? null,
    benefit: root.benefit === null || root.benefit === undefined ? null : decodeBenefit(root.benefit, 'response.benefit'),
  };
}

export function decodeTokenPrices(json: unknown): TokenPrices {
  const root = body(json);
  return {
    prices: array(root.prices, 'response.prices', (value, path) => {
      const price = object(value, path);
      return { symbol: field(price, 'symbol', path, string), usd: field(price, 'usd', path, number) };
    }),
    updatedAt: optionalString(root.updatedAt, '') ?? null,
  };
}

/** Dutch and pegged prices share one shape: a live `priceDisplay`. */
export function decodeLivePrice(json: unknown): LivePrice {
  const root = body(json);
  if (!('priceDisplay' in root)) decodeFailed('response.priceDisplay', 'a price object', undefined);
  const peg = typeof root.peg === 'object' && root.peg !== null ? (root.peg as Json) : null;
  return {
    phaseId: field(root, 'phaseId', 'response', string),
    priceDisplay: decodePriceDisplay(root.priceDisplay),
    nextChangeAt: optionalString(root.nextChangeAt, '') ?? null,
    peg:
      peg && typeof peg.currency === 'string' && typeof peg.amount === 'number' ? { currency: peg.currency, amount: peg.amount } : null,
    serverTime: optionalString(root.serverTime, '') ?? null,
  };
}

export function decodeAvailability(json: unknown): Availability {
  const root = body(json);
  return {
    totalSupply: field(root, 'totalSupply', 'response', integer),
    mintedCount: field(root, 'mintedCount', 'response', integer),
    reservedCount: optionalInteger(root.reservedCount, '') ?? null,
    availableNow: field(root, 'availableNow', 'response', integer),
    serverTime: optionalString(root.serverTime, '') ?? null,
  };
}

export function decodeTraits(json: unknown): Traits {
  const root = body(json);
  return {
    traits: array(root.traits, 'response.traits', (value, path) => {
      const trait = object(value, path);
      return {
        name: field(trait, 'name', path, string),
        values: array(trait.values, `${path}.values`, (entry, entryPath) => {
          const item = object(entry, entryPath);
          return { value: String(item.value ?? ''), count: field(item, 'count', entryPath, integer) };
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
  const root = body(json);
  let sessions: MintSession[];
  if (Array.isArray(root.sessions)) {
    sessions = array(root.sessions, 'response.sessions', (value, path) => {
      const session = object(value, path);
      return {
        sessionId: field(session, 'sessionId', path, string),
        transaction: field(session, 'transaction' in session ? 'transaction' : 'serializedTransaction', path, string),
        quantity: optionalInteger(session.quantity, '') ?? null,
      };
    });
  } else if (Array.isArray(root.transactions)) {
    const transactions = array(root.transactions, 'response.transactions', string);
    const ids = Array.isArray(root.sessionIds) ? array(root.sessionIds, 'response.sessionIds', string) : null;
    const single = optionalString(root.sessionId, '');
    sessions = transactions.map((transaction, index) => {
      const sessionId = ids?.[index] ?? (transactions.length === 1 ? single : undefined);
      if (sessionId === undefined) decodeFailed(`response.sessionIds[${index}]`, 'a session id', undefined);
      return { sessionId, transaction, quantity: null };
    });
  } else {
    sessions = [
      {
        sessionId: field(root, 'sessionId', 'response', string),
        transaction: field(root, 'transaction', 'response', string),
        quantity: null,
      },
    ];
  }
  if (sessions.length === 0) decodeFailed('response.sessions', 'at least one session', []);
  const lockExpiresAt = optionalString(root.lockExpiresAt ?? root.expiresAt, '') ?? null;
  const lockMs = lockExpiresAt === null ? NaN : Date.parse(lockExpiresAt);
  return {
    sessions,
    lockExpiresAt,
    lockExpiresAtMs: Number.isNaN(lockMs) ? null : lockMs,
    serverTime: optionalString(root.serverTime, '') ?? null,
  };
}

const executeStatus = oneOf(['confirmed', 'processing', 'failed'] as const);

export function decodeExecuteMint(json: unknown): ExecutedMint {
  const root = body(json);
  const rawStatus = optionalString(root.status, '') ?? null;
  const known = rawStatus === null ? 'unrecognized' : executeStatus(rawStatus, 'response.status');
  return {
    sessionId: optionalString(root.sessionId, '') ?? null,
    // No status, or one we do not know: the outcome is not final, so keep asking with the same bytes.
    status: known === 'unrecognized' ? 'processing' : known,
    rawStatus,
    signature: optionalString(root.signature, '') ?? null,
    minted: Array.isArray(root.minted)
      ? root.minted.flatMap((value) => {
          if (typeof value !== 'object' || value === null) return [];
          const item = value as Json;
          return typeof item.mintAddress === 'string'
            ? [{ mintAddress: item.mintAddress, name: typeof item.name === 'string' ? item.name : item.mintAddress, image: optionalString(item.image, '') ?? null }]
            : [];
        })
      : [],
  };
}
