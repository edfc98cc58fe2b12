import type { SeededDropName } from '../seed-ids.js';
import { DROP_IDS } from '../seed-ids.js';
import { DROP_TRAITS } from './drop-items.js';

/** What each seeded collection should look like; `simulate` turns a plan into items and history. */
export interface CollectionPlan {
  slug: string;
  name: string;
  /** Items are called "{itemName} #{n}". */
  itemName: string;
  description: string;
  /** Set for mint drops: the market lists the drop's pre-minted items under the drop's address. */
  drop?: SeededDropName;
  chain: string;
  standard: string;
  category: string;
  verification: { verified: boolean; status: string };
  externalUrl: string | null;
  itemCount: number;
  /** Items are minted one after another, evenly, from `from` until `to` days before the anchor. */
  mintWindowDays: { from: number; to: number };
  eventCount: number;
  basePriceMilli: number;
  /** Share of events that are wash trades between colluding wallet pairs. */
  washRate: number;
  /** Share of events that are plain transfers, a type clients do not know (tolerance exercise). */
  transferRate: number;
  offerCount: number;
  hasRarity: boolean;
  traits: Record<string, readonly string[]>;
  /** The slice of the shared wallet pool that trades this collection. */
  wallets: { from: number; count: number };
}

const MARKETPLACES = ['mintkit', 'tensor', 'magic-eden'] as const;
export const marketplaces: readonly string[] = MARKETPLACES;

const noWash = { washRate: 0, transferRate: 0 };

/** Browse order is the order of this list. */
export const COLLECTION_PLANS: readonly CollectionPlan[] = [
  {
    // The mint sandbox pre-mints all 100 over one day, two days ago; trading starts right after.
    slug: DROP_IDS.soldOut.shortId,
    drop: 'soldOut',
    name: 'Sold Out Society',
    itemName: 'Society',
    description: 'One hundred membership cards, all claimed, now changing hands fast: listings, offers, sales and the odd wash trade.',
    chain: 'solana-devnet',
    standard: 'metaplex-core',
    category: 'pfp',
    verification: { verified: true, status: 'verified' },
    externalUrl: 'https://society.mintkit.example',
    itemCount: 100,
    mintWindowDays: { from: 2, to: 1 },
    eventCount: 420,
    basePriceMilli: 320,
    washRate: 0.04,
    transferRate: 0,
    offerCount: 70,
    hasRarity: true,
    traits: DROP_TRAITS,
    wallets: { from: 0, count: 140 },
  },
  {
    // Still minting: only the dozen items pre-minted by the mint sandbox have reached the market.
    slug: DROP_IDS.genesis.shortId,
    drop: 'genesis',
    name: 'MintKit Genesis',
    itemName: 'Genesis',
    description: 'Gradient studies from the first MintKit drop, still minting; early holders already trade them.',
    chain: 'solana-devnet',
    standard: 'metaplex-core',
    category: 'art',
    verification: { verified: true, status: 'verified' },
    externalUrl: 'https://genesis.mintkit.example',
    itemCount: 12,
    mintWindowDays: { from: 2, to: 1 },
    eventCount: 34,
    basePriceMilli: 140,
    ...noWash,
    offerCount: 6,
    hasRarity: true,
    traits: DROP_TRAITS,
    wallets: { from: 120, count: 30 },
  },
  {
    slug: 'tidal-glyphs',
    name: 'Tidal Glyphs',
    itemName: 'Tidal Glyph',
    description: 'Generative glyphs drawn from tide tables. Some holders move pieces between their own wallets.',
    chain: 'solana-mainnet',
    standard: 'metaplex-token-metadata',
    category: 'art',
    verification: { verified: true, status: 'verified' },
    externalUrl: null,
    itemCount: 640,
    mintWindowDays: { from: 90, to: 89 },
    eventCount: 1800,
    basePriceMilli: 5200,
    washRate: 0.02,
    transferRate: 0.05,
    offerCount: 120,
    hasRarity: true,
    traits: {
      Tide: ['Neap', 'Spring', 'Ebb', 'Flood', 'Slack'],
      Glyph: ['Wave', 'Moon', 'Shell', 'Anchor', 'Kelp', 'Lighthouse'],
      Ink: ['Indigo', 'Sepia', 'Silver', 'Verdigris'],
    },
    wallets: { from: 140, count: 560 },
  },
  {
    slug: 'paper-comets',
    name: 'Paper Comets',
    itemName: 'Comet',
    description: 'Folded-paper comet avatars with a loyal, busy trading crowd.',
    chain: 'solana-mainnet',
    standard: 'metaplex-core',
    category: 'pfp',
    verification: { verified: true, status: 'verified' },
    externalUrl: 'https://example.com/paper-comets',
    itemCount: 450,
    mintWindowDays: { from: 60, to: 59 },
    eventCount: 1200,
    basePriceMilli: 1900,
    washRate: 0.025,
    transferRate: 0,
    offerCount: 90,
    hasRarity: true,
    traits: {
      Sky: ['Night', 'Dawn', 'Storm', 'Eclipse', 'Aurora'],
      Fold: ['Crane', 'Dart', 'Star', 'Boat'],
      Tail: ['Short', 'Long', 'Split', 'Spiral', 'Golden'],
      Hat: ['None', 'Beanie', 'Crown', 'Halo'],
    },
    wallets: { from: 400, count: 420 },
  },
  {
    slug: 'moss-wardens',
    name: 'Moss Wardens',
    itemName: 'Warden',
    description: 'Playable forest guardians for an indie game. Not yet verified; no rarity ranks published.',
    chain: 'solana-mainnet',
    standard: 'metaplex-token-metadata',
    category: 'gaming',
    verification: { verified: false, status: 'unverified' },
    externalUrl: null,
    itemCount: 48,
    mintWindowDays: { from: 30, to: 29 },
    eventCount: 70,
    basePriceMilli: 150,
    ...noWash,
    offerCount: 6,
    hasRarity: false,
    traits: {
      Class: ['Sentinel', 'Herbalist', 'Ranger'],
      Moss: ['Green', 'Rust', 'Frost'],
    },
    wallets: { from: 40, count: 60 },
  },
  {
    slug: 'dusk-orbs',
    name: 'Dusk Orbs',
    itemName: 'Orb',
    description: 'Nine audio-reactive orbs; the whole collection fits on one page.',
    chain: 'solana-mainnet',
    standard: 'metaplex-core',
    category: 'music',
    verification: { verified: false, status: 'pending' },
    externalUrl: 'https://example.com/dusk-orbs',
    itemCount: 9,
    mintWindowDays: { from: 20, to: 19 },
    eventCount: 11,
    basePriceMilli: 12000,
    ...noWash,
    offerCount: 0,
    hasRarity: true,
    traits: { Tone: ['Low', 'Mid', 'High'] },
    wallets: { from: 820, count: 12 },
  },
  {
    slug: 'blank-canvas',
    name: 'Blank Canvas',
    itemName: 'Canvas',
    description: 'A photography collection that has been created but not minted yet: nothing to show.',
    chain: 'solana-devnet',
    standard: 'metaplex-core',
    category: 'photography',
    verification: { verified: false, status: 'unverified' },
    externalUrl: null,
    itemCount: 0,
    mintWindowDays: { from: 3, to: 3 },
    eventCount: 0,
    basePriceMilli: 1000,
    ...noWash,
    offerCount: 0,
    hasRarity: true,
    traits: {},
    wallets: { from: 0, count: 1 },
  },
];

/** Wallets 0..WALLET_POOL_SIZE-1 are shared by all collections, so one wallet can hold several. */
export const WALLET_POOL_SIZE = 840;
