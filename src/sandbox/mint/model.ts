import type { SandboxTimer } from '../clock.js';
import type { SeededDropName } from '../seed-ids.js';

/** Stored by timers at the phase boundaries; never computed from dates on read. */
export type PhaseStatus = 'upcoming' | 'active' | 'ended';

/** How a phase is priced. `quotePhase` (pricing.ts) is the only reader. */
export type PhasePricing =
  | { kind: 'fixed'; sol: number }
  /** Starts at `startSol` and drops by `stepSol` every `stepMs` until `floorSol`. */
  | { kind: 'dutch'; startSol: number; floorSol: number; stepSol: number; stepMs: number }
  /** Pegged to a USD amount; `cachedSol` is the stale token amount the raw `price` field carries. */
  | { kind: 'pegged'; usd: number; cachedSol: number }
  /** The creator hides the figure; the mint still charges `sol`. */
  | { kind: 'hidden'; sol: number }
  /** Not computable for an anonymous caller; the mint still charges `sol`. */
  | { kind: 'unknown'; sol: number };

export interface Bogo {
  buy: number;
  get: number;
}

export interface Phase {
  id: string;
  name: string;
  status: PhaseStatus;
  startMs: number;
  endMs: number | null;
  pricing: PhasePricing;
  /** Steps taken by a Dutch phase so far; advanced by timers like `status`. */
  dutchStep: number;
  bogo: Bogo | null;
  allowlist: ReadonlySet<string> | null;
  maxPerWallet: number;
  maxPerTransaction: number;
  phaseSupply: number | null;
}

export interface MintedItem {
  number: number;
  mintAddress: string;
  name: string;
  /** Path of the served SVG; made absolute with the request's base when sent. */
  artPath: string;
  phaseId: string | null;
  minter: string;
  owner: string;
  mintedAt: number;
  signature: string | null;
  /** Credited by BOGO, a claim code or a bounty prize rather than bought. */
  bonus: boolean;
}

export interface GalleryItem {
  id: string;
  name: string;
  artPath: string;
  attributes: Array<{ traitType: string; value: string }>;
}

export interface ClaimCodeBenefit {
  bonusMints: number;
  discountPercent: number;
}

export interface ClaimCode {
  code: string;
  kind: 'single_use' | 'multi_use';
  maxUses: number;
  used: number;
  /** Uses held by prepared sessions whose lock has not lapsed. */
  reserved: number;
  benefit: ClaimCodeBenefit;
}

export interface ClaimCodeSettings {
  kind: 'single_use' | 'multi_use';
  required: boolean;
  codes: ClaimCode[];
}

export interface Redemption {
  wallet: string;
  code: string;
  benefit: ClaimCodeBenefit;
}

export interface BountyPrize {
  id: string;
  name: string;
  description: string;
  artPath: string | null;
  quantity: number;
  remaining: number;
  /**
   * A prize that is an extra item: every `bonusMintEvery`-th item minted on the drop while the
   * bounty is open wins its minter one more, free, credited at confirmation as a bonus mint.
   */
  bonusMintEvery?: number;
}

export interface Bounty {
  title: string;
  description: string;
  endsAt: number | null;
  prizes: BountyPrize[];
}

export interface Drop {
  seed: SeededDropName;
  id: string;
  shortId: string;
  address: string;
  name: string;
  symbol: string;
  description: string;
  chain: string;
  contractAddress: string | null;
  externalUrl: string | null;
  twitter: string | null;
  discord: string | null;
  isVerified: boolean;
  /** Minted items are named `${itemName} #${number}`. */
  itemName: string;
  totalSupply: number;
  phases: Phase[];
  requiresFeatures: string[];
  claimCodes: ClaimCodeSettings | null;
  redemptions: Redemption[];
  bounty: Bounty | null;
  gallery: readonly GalleryItem[];
  minted: MintedItem[];
  /** What this drop demonstrates, for the manifest. */
  shows: string[];
}

/** `expired`: the lock lapsed unsigned. `phase-ended`: its phase ended while it was held unsigned. */
export type SessionState = 'held' | 'processing' | 'confirmed' | 'failed' | 'expired' | 'phase-ended';

/** One prepare-mint call; its claim-code use is shared by all the sessions it produced. */
export interface PrepareGroup {
  claimCode: ClaimCode | null;
  claimCodeSettled: boolean;
  sessions: MintSession[];
}

export interface MintSession {
  id: string;
  drop: Drop;
  phase: Phase;
  wallet: string;
  /** Items bought in this transaction. */
  quantity: number;
  /** Items credited free at execute (BOGO and claim-code bonus), reserved with the lock. */
  bonusQuantity: number;
  transferLamports: number;
  feeLamports: number;
  message: Uint8Array;
  transaction: string;
  lockExpiresAt: number;
  state: SessionState;
  group: PrepareGroup;
  signature: string | null;
  minted: MintedItem[];
  failureReason: string | null;
  /** Lapses the lock; cancelled once the signed bytes arrive. */
  lockTimer: SandboxTimer | null;
}
