import { DROP_IDS, type SeededDropName } from '../seed-ids.js';
import { addressFromLabel, keypairFromSeedString, pickFromLabel, signatureFromLabel, unitFromLabel, uuidFromLabel } from './derive.js';
import type { Bounty, ClaimCodeSettings, Drop, GalleryItem, MintedItem, Phase, PhasePricing } from './model.js';
import type { TokenPriceTable } from './pricing.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Seeds of the gated drop's allowlist: `Keypair.fromSeed(sha256(seed))` signs as each wallet. */
export const ALLOWLIST_SEEDS = [
  'mintkit-sandbox:allowlist:1',
  'mintkit-sandbox:allowlist:2',
  'mintkit-sandbox:allowlist:3',
] as const;

/** Co-signs every prepared transaction, as a real service's mint authority does. */
export const MINT_AUTHORITY_SEED = 'mintkit-sandbox:mint-authority';

export const TREASURY_ADDRESS = addressFromLabel('treasury');

export function allowlistAddresses(): string[] {
  return ALLOWLIST_SEEDS.map((seed) => keypairFromSeedString(seed).publicKey.toBase58());
}

const holderCache: string[] = [];

export function holderAddress(index: number): string {
  return (holderCache[index] ??= addressFromLabel(`holder:${index}`));
}

export function seedTokenPrices(now: number): TokenPriceTable {
  return {
    prices: [
      { symbol: 'SOL', usd: 150 },
      { symbol: 'USDC', usd: 1 },
      { symbol: 'MINT', usd: 0.042 },
    ],
    updatedAt: now - MINUTE,
  };
}

export interface SeedOptions {
  now: number;
  /** When genesis's first active phase ends and its public phase starts. */
  transitionAfterMs: number;
}

interface PhaseSpec {
  name: string;
  startMs: number;
  endMs: number | null;
  pricing: PhasePricing;
  maxPerWallet: number;
  maxPerTransaction: number;
  phaseSupply?: number | null;
  bogo?: { buy: number; get: number } | null;
  allowlist?: readonly string[] | null;
}

interface DropSpec {
  seed: SeededDropName;
  name: string;
  symbol: string;
  itemName: string;
  description: string;
  chain?: string;
  totalSupply: number;
  isVerified?: boolean;
  externalUrl?: string | null;
  twitter?: string | null;
  discord?: string | null;
  contractAddress?: string | null;
  requiresFeatures?: string[];
  claimCodes?: ClaimCodeSettings | null;
  bounty?: Bounty | null;
  galleryCount: number;
  phases: PhaseSpec[];
  /** Items minted before the sandbox started, spread over the days before now. */
  premint?: { count: number; holders: number; phaseName: string; transferEvery?: number };
  shows: string[];
}

const TRAITS = {
  Background: ['Dusk', 'Lagoon', 'Ember', 'Moss', 'Paper'],
  Frame: ['Gilded', 'Plain', 'Neon', 'Woven'],
  Mood: ['Calm', 'Curious', 'Bold', 'Sleepy', 'Electric', 'Wistful'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export function artPath(shortId: string, file: string | number): string {
  return `/__sandbox/art/${shortId}/${file}.svg`;
}

/**
 * Gallery items and the derived parts of pre-minted items depend only on their labels, never on
 * the clock; caching them keeps `createSandbox()` and `reset()` cheap enough to run per test.
 */
const galleryCache = new Map<string, readonly GalleryItem[]>();

function gallery(shortId: string, itemName: string, count: number): readonly GalleryItem[] {
  const key = `${shortId}:${itemName}:${count}`;
  let items = galleryCache.get(key);
  if (!items) {
    items = Array.from({ length: count }, (_, index) => {
      const number = index + 1;
      return {
        id: `${shortId}-${number}`,
        name: `${itemName} #${number}`,
        artPath: artPath(shortId, number),
        attributes: Object.entries(TRAITS).map(([traitType, values]) => ({
          traitType,
          value: pickFromLabel(`trait:${shortId}:${number}:${traitType}`, values),
        })),
      };
    });
    galleryCache.set(key, items);
  }
  return items;
}

interface PremintIdentity {
  mintAddress: string;
  signature: string;
  holderIndex: number;
}

const premintCache = new Map<string, readonly PremintIdentity[]>();

function premintIdentities(seed: SeededDropName, count: number, holders: number): readonly PremintIdentity[] {
  const key = `${seed}:${count}:${holders}`;
  let identities = premintCache.get(key);
  if (!identities) {
    identities = Array.from({ length: count }, (_, index) => {
      const number = index + 1;
      return {
        mintAddress: addressFromLabel(`mint:${seed}:${number}`),
        signature: signatureFromLabel(`premint:${seed}:${number}`),
        // Every holder gets one, then the rest lean towards the first few, so top-holders has a
        // visible head and a long tail.
        holderIndex: index < holders ? index : Math.floor(holders * unitFromLabel(`premint:${seed}:${number}`) ** 3),
      };
    });
    premintCache.set(key, identities);
  }
  return identities;
}

function phaseFrom(seed: SeededDropName, spec: PhaseSpec): Phase {
  return {
    id: uuidFromLabel(`phase:${seed}:${spec.name}`),
    name: spec.name,
    status: 'upcoming',
    startMs: spec.startMs,
    endMs: spec.endMs,
    pricing: spec.pricing,
    dutchStep: 0,
    bogo: spec.bogo ?? null,
    allowlist: spec.allowlist ? new Set(spec.allowlist) : null,
    maxPerWallet: spec.maxPerWallet,
    maxPerTransaction: spec.maxPerTransaction,
    phaseSupply: spec.phaseSupply ?? null,
  };
}

function premintedItems(drop: Drop, spec: NonNullable<DropSpec['premint']>, now: number): MintedItem[] {
  const phase = drop.phases.find((candidate) => candidate.name === spec.phaseName);
  // Within their phase's window and before now, spread over at most a day: a feed that shows a piece
  // minted before its sale began (the Dutch auction opens as the sandbox starts) is a demo no buyer trusts.
  const from = Math.max(now - 2 * DAY, phase?.startMs ?? -Infinity);
  const span = Math.max(0, Math.min(DAY, Math.min(now, phase?.endMs ?? now) - from));
  return premintIdentities(drop.seed, spec.count, spec.holders).map((identity, index) => {
    const number = index + 1;
    const minter = holderAddress(identity.holderIndex);
    const transferred = spec.transferEvery !== undefined && number % spec.transferEvery === 0;
    return {
      number,
      mintAddress: identity.mintAddress,
      name: `${drop.itemName} #${number}`,
      artPath: artPath(drop.shortId, number),
      phaseId: phase?.id ?? null,
      minter,
      owner: transferred ? holderAddress((identity.holderIndex + 7) % spec.holders) : minter,
      mintedAt: from + Math.floor((index * span) / spec.count),
      signature: identity.signature,
      bonus: false,
    };
  });
}

function dropSpecs({ now, transitionAfterMs }: SeedOptions): DropSpec[] {
  const allowlist = allowlistAddresses();
  return [
    {
      seed: 'genesis',
      name: 'MintKit Genesis',
      symbol: 'MKGEN',
      itemName: 'Genesis',
      description:
        'Five hundred hand-tuned gradient studies marking the first MintKit drop. Early birds mint at a discount until the public sale opens.',
      totalSupply: 500,
      isVerified: true,
      externalUrl: 'https://genesis.mintkit.example',
      twitter: 'https://x.com/mintkit_genesis',
      discord: 'https://discord.gg/mintkit-genesis',
      galleryCount: 60,
      phases: [
        { name: 'Founders', startMs: now - 7 * DAY, endMs: now - DAY, pricing: { kind: 'fixed', sol: 0.05 }, maxPerWallet: 2, maxPerTransaction: 2, phaseSupply: 100 },
        { name: 'Early bird', startMs: now - DAY, endMs: now + transitionAfterMs, pricing: { kind: 'fixed', sol: 0.1 }, maxPerWallet: 5, maxPerTransaction: 3 },
        { name: 'Public', startMs: now + transitionAfterMs, endMs: now + 14 * DAY, pricing: { kind: 'fixed', sol: 0.15 }, maxPerWallet: 20, maxPerTransaction: 10 },
        { name: 'Holder encore', startMs: now + 60 * DAY, endMs: now + 67 * DAY, pricing: { kind: 'fixed', sol: 0 }, maxPerWallet: 2, maxPerTransaction: 2 },
      ],
      premint: { count: 12, holders: 8, phaseName: 'Founders' },
      shows: ['amount-price', 'free-phase', 'ended-phase', 'active-phase', 'phase-transition', 'far-future-phase', 'social-links', 'verified', 'multi-session-mint'],
    },
    {
      seed: 'soldOut',
      name: 'Sold Out Society',
      symbol: 'SOS',
      itemName: 'Society',
      description: 'One hundred membership cards, all claimed. Useful for the sold-out state and for paging holders.',
      totalSupply: 100,
      isVerified: true,
      externalUrl: 'https://society.mintkit.example',
      galleryCount: 100,
      phases: [
        { name: 'Public', startMs: now - 2 * DAY, endMs: now + 5 * DAY, pricing: { kind: 'fixed', sol: 0.05 }, maxPerWallet: 10, maxPerTransaction: 5 },
      ],
      premint: { count: 100, holders: 36, phaseName: 'Public', transferEvery: 9 },
      shows: ['sold-out', 'paging', 'top-holders', 'top-minters'],
    },
    {
      seed: 'hiddenPrice',
      name: 'Velvet Rooms',
      symbol: 'VELVET',
      itemName: 'Room',
      description: 'Interior studies whose price the creator reveals only to eligible wallets.',
      totalSupply: 250,
      galleryCount: 24,
      phases: [
        // Gated: "hidden until the wallet is eligible" means little on a phase every wallet qualifies for,
        // and the page would say "Any wallet qualifies" beside a price hidden from it.
        { name: 'Private sale', startMs: now - HOUR, endMs: now + 7 * DAY, pricing: { kind: 'hidden', sol: 0.3 }, maxPerWallet: 3, maxPerTransaction: 3, allowlist },
      ],
      shows: ['hidden-price'],
    },
    {
      seed: 'unknownPrice',
      name: 'Fog Index',
      symbol: 'FOG',
      itemName: 'Fog',
      description: 'An open edition priced per buyer; the service cannot quote it for an anonymous caller. Its links are deliberately unsafe.',
      totalSupply: 250,
      // A script link and a plain-http link: the kit must refuse to render either as a live link.
      externalUrl: 'javascript:alert(document.domain)',
      twitter: 'http://twitter.com/fog_index',
      discord: null,
      galleryCount: 24,
      phases: [
        { name: 'Open edition', startMs: now - HOUR, endMs: now + 7 * DAY, pricing: { kind: 'unknown', sol: 0.08 }, maxPerWallet: 10, maxPerTransaction: 5 },
      ],
      shows: ['unknown-price', 'unsafe-links'],
    },
    {
      seed: 'dutch',
      name: 'Falling Light',
      symbol: 'FALL',
      itemName: 'Light',
      description: 'A Dutch auction of twelve pieces: the price starts at 2 SOL and drops by 0.25 SOL every ten minutes to a 0.5 SOL floor.',
      totalSupply: 300,
      isVerified: true,
      galleryCount: 24,
      phases: [
        {
          name: 'Dutch auction',
          startMs: now,
          endMs: now + 6 * HOUR,
          pricing: { kind: 'dutch', startSol: 2, floorSol: 0.5, stepSol: 0.25, stepMs: 10 * MINUTE },
          maxPerWallet: 5,
          maxPerTransaction: 5,
          // Only a dozen go at auction: the phase sells out long before the drop does.
          phaseSupply: 12,
        },
      ],
      premint: { count: 7, holders: 5, phaseName: 'Dutch auction' },
      shows: ['dutch-price', 'range-price', 'live-price', 'phase-supply'],
    },
    {
      seed: 'pegged',
      name: 'Dollar Dreams',
      symbol: 'DREAM',
      itemName: 'Dream',
      description: 'Priced at 25 USD, paid in SOL at the current rate. The raw cached token amount is stale on purpose.',
      totalSupply: 400,
      galleryCount: 24,
      phases: [
        { name: 'USD-pegged sale', startMs: now - HOUR, endMs: now + 7 * DAY, pricing: { kind: 'pegged', usd: 25, cachedSol: 0.125 }, maxPerWallet: 5, maxPerTransaction: 5 },
      ],
      shows: ['pegged-price', 'stale-raw-price'],
    },
    {
      seed: 'gated',
      name: 'Allowlist Atelier',
      symbol: 'ATEL',
      itemName: 'Atelier',
      description: 'Allowlisted wallets mint first, a second allowlist round follows, then the public sale opens.',
      totalSupply: 200,
      galleryCount: 24,
      phases: [
        { name: 'Allowlist', startMs: now - HOUR, endMs: now + HOUR, pricing: { kind: 'fixed', sol: 0.08 }, maxPerWallet: 2, maxPerTransaction: 2, allowlist },
        { name: 'Allowlist encore', startMs: now + HOUR, endMs: now + 2 * HOUR, pricing: { kind: 'fixed', sol: 0.08 }, maxPerWallet: 2, maxPerTransaction: 2, allowlist },
        { name: 'Public', startMs: now + 2 * HOUR, endMs: null, pricing: { kind: 'fixed', sol: 0.12 }, maxPerWallet: 5, maxPerTransaction: 5 },
      ],
      shows: ['gated-phase', 'eligibility', 'upcoming-gated-phase', 'no-end-date'],
    },
    {
      seed: 'claimCodes',
      name: 'Backstage Pass',
      symbol: 'PASS',
      itemName: 'Pass',
      description: 'Minting needs a claim code. Some codes add a bonus mint, some halve the price.',
      totalSupply: 150,
      requiresFeatures: ['claim_codes'],
      galleryCount: 24,
      claimCodes: {
        kind: 'multi_use',
        required: true,
        codes: [
          { code: 'VIP-7Q4M', kind: 'single_use', maxUses: 1, used: 0, reserved: 0, benefit: { bonusMints: 1, discountPercent: 0 } },
          { code: 'FRIENDS-3X', kind: 'multi_use', maxUses: 3, used: 0, reserved: 0, benefit: { bonusMints: 0, discountPercent: 50 } },
          { code: 'SPENT-0001', kind: 'single_use', maxUses: 1, used: 1, reserved: 0, benefit: { bonusMints: 1, discountPercent: 0 } },
        ],
      },
      phases: [
        { name: 'Code holders', startMs: now - HOUR, endMs: now + 7 * DAY, pricing: { kind: 'fixed', sol: 0.1 }, maxPerWallet: 5, maxPerTransaction: 3 },
      ],
      shows: ['claim-codes', 'requires-features'],
    },
    {
      seed: 'bounty',
      name: 'Golden Frame Hunt',
      symbol: 'HUNT',
      itemName: 'Hunt',
      description: 'Ten pieces hide a golden or silver frame, and every 5th piece minted comes with one more. Mint before the bounty closes to be in the draw.',
      totalSupply: 333,
      isVerified: true,
      galleryCount: 24,
      bounty: {
        title: 'Find the golden frame',
        description: 'Prizes are drawn from everything minted before the bounty closes.',
        endsAt: now + 10 * DAY,
        prizes: [
          { id: uuidFromLabel('prize:gold'), name: 'Golden frame 1/1', description: 'The one golden frame, plus 5 SOL.', artPath: artPath('bounty', 'prize-1'), quantity: 1, remaining: 1 },
          { id: uuidFromLabel('prize:silver'), name: 'Silver frame', description: 'One of four silver frames.', artPath: artPath('bounty', 'prize-2'), quantity: 4, remaining: 2 },
          { id: uuidFromLabel('prize:allowlist'), name: 'Next-drop allowlist spot', description: 'A guaranteed spot on the next allowlist.', artPath: null, quantity: 5, remaining: 4 },
          { id: uuidFromLabel('prize:bonus-mint'), name: 'Bonus mint', description: 'Every 5th piece minted wins its minter one more, free.', artPath: null, quantity: 20, remaining: 16, bonusMintEvery: 5 },
        ],
      },
      phases: [
        { name: 'Public', startMs: now - DAY, endMs: now + 10 * DAY, pricing: { kind: 'fixed', sol: 0.05 }, maxPerWallet: 10, maxPerTransaction: 5 },
      ],
      premint: { count: 23, holders: 14, phaseName: 'Public' },
      shows: ['bounty', 'bounty-prizes'],
    },
    {
      seed: 'bogo',
      name: 'Twice Bitten',
      symbol: 'BITE',
      itemName: 'Bite',
      description: 'Buy two, get one free: every second paid mint credits a bonus mint to the same wallet.',
      totalSupply: 300,
      galleryCount: 24,
      phases: [
        { name: 'Buy 2 get 1', startMs: now - HOUR, endMs: now + 7 * DAY, pricing: { kind: 'fixed', sol: 0.1 }, maxPerWallet: 6, maxPerTransaction: 4, bogo: { buy: 2, get: 1 } },
      ],
      shows: ['bogo', 'bonus-mints'],
    },
    {
      seed: 'mainnet',
      name: 'Mainnet Monoliths',
      symbol: 'MONO',
      itemName: 'Monolith',
      description: 'A production-chain drop. Sandbox keys are refused here; publishable and secret keys are not.',
      chain: 'solana-mainnet',
      totalSupply: 1000,
      galleryCount: 24,
      phases: [
        { name: 'Public', startMs: now - DAY, endMs: now + 30 * DAY, pricing: { kind: 'fixed', sol: 1 }, maxPerWallet: 3, maxPerTransaction: 3 },
      ],
      shows: ['sandbox-key-on-mainnet'],
    },
    {
      seed: 'unsupportedChain',
      name: 'Ether Sketches',
      symbol: 'SKETCH',
      itemName: 'Sketch',
      description: 'A drop on a chain v1 cannot mint on; it reads fine but prepare-mint refuses it.',
      chain: 'ethereum-devnet',
      contractAddress: '0x5a1e7c4b9d0f3e2a8b6c1d4e7f0a3b6c9d2e5f81',
      totalSupply: 500,
      galleryCount: 24,
      phases: [
        { name: 'Public', startMs: now - DAY, endMs: now + 30 * DAY, pricing: { kind: 'fixed', sol: 0.02 }, maxPerWallet: 5, maxPerTransaction: 5 },
      ],
      shows: ['chain-not-supported'],
    },
    {
      seed: 'outOfScope',
      name: 'Elsewhere',
      symbol: 'ELSE',
      itemName: 'Elsewhere',
      description: 'Exists, but no seeded key was issued for it.',
      totalSupply: 100,
      galleryCount: 24,
      phases: [
        { name: 'Public', startMs: now - DAY, endMs: now + 30 * DAY, pricing: { kind: 'fixed', sol: 0.1 }, maxPerWallet: 5, maxPerTransaction: 5 },
      ],
      shows: ['collection-not-in-scope'],
    },
  ];
}

/** Builds every seeded drop as it stands at `now`. Phase status and timers are armed separately. */
export function seedDrops(options: SeedOptions): Drop[] {
  return dropSpecs(options).map((spec) => {
    const ids = DROP_IDS[spec.seed];
    const drop: Drop = {
      seed: spec.seed,
      id: ids.uuid,
      shortId: ids.shortId,
      address: ids.address,
      name: spec.name,
      symbol: spec.symbol,
      description: spec.description,
      chain: spec.chain ?? 'solana-devnet',
      contractAddress: spec.contractAddress ?? null,
      externalUrl: spec.externalUrl ?? null,
      twitter: spec.twitter ?? null,
      discord: spec.discord ?? null,
      isVerified: spec.isVerified ?? false,
      itemName: spec.itemName,
      totalSupply: spec.totalSupply,
      phases: spec.phases.map((phase) => phaseFrom(spec.seed, phase)).sort((a, b) => a.startMs - b.startMs),
      requiresFeatures: spec.requiresFeatures ?? [],
      claimCodes: spec.claimCodes ?? null,
      redemptions: [],
      bounty: spec.bounty ?? null,
      gallery: gallery(ids.shortId, spec.itemName, spec.galleryCount),
      minted: [],
      shows: spec.shows,
    };
    if (spec.premint) drop.minted = premintedItems(drop, spec.premint, options.now);
    return drop;
  });
}
