import { DROP_IDS } from '../seed-ids';

/** What each seeded collection should look like; `simulate` turns a plan into items and history. */
export interface CollectionPlan {
  slug: string;
  name: string;
  description: string;
  /** Set for collections that are also mint drops, so a drop page finds its market by address. */
  address?: string;
  chain: string;
  standard: string;
  category: string;
  verification: { verified: boolean; status: string };
  externalUrl: string | null;
  itemCount: number;
  historyDays: number;
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

/** Browse order is the order of this list. */
export const COLLECTION_PLANS: readonly CollectionPlan[] = [
  {
    slug: DROP_IDS.soldOut.shortId,
    address: DROP_IDS.soldOut.address,
    name: 'Sold Out',
    description: 'A fully minted drop with a busy secondary market: listings, offers, sales and the odd wash trade.',
    chain: 'solana-devnet',
    standard: 'metaplex-core',
    category: 'pfp',
    verification: { verified: true, status: 'verified' },
    externalUrl: 'https://example.com/sold-out',
    itemCount: 600,
    historyDays: 60,
    eventCount: 1700,
    basePriceMilli: 2400,
    washRate: 0.03,
    transferRate: 0,
    offerCount: 140,
    hasRarity: true,
    traits: {
      Background: ['Slate', 'Sand', 'Mint', 'Dusk', 'Coral', 'Ink', 'Gold Leaf', 'Aurora'],
      Body: ['Clay', 'Stone', 'Glass', 'Copper', 'Obsidian', 'Pearl'],
      Eyes: ['Calm', 'Wide', 'Sleepy', 'Laser', 'Starry'],
      Headwear: ['None', 'Beanie', 'Cap', 'Halo', 'Crown'],
      Accessory: ['None', 'Scarf', 'Earring', 'Monocle', 'Golden Key'],
    },
    wallets: { from: 0, count: 520 },
  },
  {
    slug: DROP_IDS.genesis.shortId,
    address: DROP_IDS.genesis.address,
    name: 'Genesis',
    description: 'The first MintKit drop, still minting; early holders already trade it.',
    chain: 'solana-devnet',
    standard: 'metaplex-core',
    category: 'art',
    verification: { verified: true, status: 'verified' },
    externalUrl: 'https://example.com/genesis',
    itemCount: 180,
    historyDays: 14,
    eventCount: 260,
    basePriceMilli: 800,
    washRate: 0,
    transferRate: 0,
    offerCount: 24,
    hasRarity: true,
    traits: {
      Palette: ['Mono', 'Warm', 'Cool', 'Neon', 'Pastel'],
      Shape: ['Circle', 'Square', 'Triangle', 'Spiral'],
      Texture: ['Flat', 'Grain', 'Halftone'],
    },
    wallets: { from: 300, count: 200 },
  },
  {
    slug: 'tidal-glyphs',
    name: 'Tidal Glyphs',
    description: 'Generative glyphs drawn from tide tables. Some holders move pieces between their own wallets.',
    chain: 'solana-mainnet',
    standard: 'metaplex-token-metadata',
    category: 'art',
    verification: { verified: true, status: 'verified' },
    externalUrl: null,
    itemCount: 320,
    historyDays: 90,
    eventCount: 820,
    basePriceMilli: 5200,
    washRate: 0.02,
    transferRate: 0.05,
    offerCount: 60,
    hasRarity: true,
    traits: {
      Tide: ['Neap', 'Spring', 'Ebb', 'Flood', 'Slack'],
      Glyph: ['Wave', 'Moon', 'Shell', 'Anchor', 'Kelp', 'Lighthouse'],
      Ink: ['Indigo', 'Sepia', 'Silver', 'Verdigris'],
    },
    wallets: { from: 450, count: 350 },
  },
  {
    slug: 'moss-wardens',
    name: 'Moss Wardens',
    description: 'Playable forest guardians for an indie game. Not yet verified; no rarity ranks published.',
    chain: 'solana-mainnet',
    standard: 'metaplex-token-metadata',
    category: 'gaming',
    verification: { verified: false, status: 'unverified' },
    externalUrl: null,
    itemCount: 48,
    historyDays: 30,
    eventCount: 70,
    basePriceMilli: 150,
    washRate: 0,
    transferRate: 0,
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
    description: 'Nine audio-reactive orbs; a whole collection fits on one page.',
    chain: 'solana-mainnet',
    standard: 'metaplex-core',
    category: 'music',
    verification: { verified: false, status: 'pending' },
    externalUrl: 'https://example.com/dusk-orbs',
    itemCount: 9,
    historyDays: 20,
    eventCount: 11,
    basePriceMilli: 12000,
    washRate: 0,
    transferRate: 0,
    offerCount: 0,
    hasRarity: true,
    traits: { Tone: ['Low', 'Mid', 'High'] },
    wallets: { from: 820, count: 12 },
  },
  {
    slug: 'blank-canvas',
    name: 'Blank Canvas',
    description: 'A photography collection that has been created but not minted yet: nothing to show.',
    chain: 'solana-devnet',
    standard: 'metaplex-core',
    category: 'photography',
    verification: { verified: false, status: 'unverified' },
    externalUrl: null,
    itemCount: 0,
    historyDays: 3,
    eventCount: 0,
    basePriceMilli: 1000,
    washRate: 0,
    transferRate: 0,
    offerCount: 0,
    hasRarity: true,
    traits: {},
    wallets: { from: 0, count: 1 },
  },
];

/** Wallets 0..WALLET_POOL_SIZE-1 are shared by all collections, so one wallet can hold several. */
export const WALLET_POOL_SIZE = 840;
