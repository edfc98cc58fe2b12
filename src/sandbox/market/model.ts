/**
 * The market's internal state. Prices are integer thousandths of the currency unit ("milli") so
 * volumes sum exactly; the wire layer divides by 1000. Times are epoch milliseconds.
 */

export type ActivityType = 'sale' | 'listing' | 'delisting' | 'transfer';

export interface Attribute {
  traitType: string;
  value: string;
}

export interface Listing {
  priceMilli: number;
  marketplace: string;
  listedAt: number;
}

export interface Item {
  /** 1-based position in the collection, also the art number. */
  number: number;
  mint: string;
  name: string;
  mintedAt: number;
  owner: string;
  attributes: Attribute[];
  rarityRank: number | null;
  listing: Listing | null;
}

export interface MarketEvent {
  id: string;
  type: ActivityType;
  /** Null for delistings and transfers. */
  priceMilli: number | null;
  itemNumber: number;
  /** Listings, delistings: the owner. Sales: the previous owner. Transfers: the sender. */
  seller: string | null;
  /** Sales: the new owner. Transfers: the recipient. */
  buyer: string | null;
  marketplace: string | null;
  timestamp: number;
  /**
   * Null for off-chain orders, which have no transaction. Otherwise the seed of the signature,
   * expanded only when a page shows the event: thousands are seeded, few are ever read.
   */
  signatureSeed: number | null;
  washTrade: boolean;
}

export interface Offer {
  id: string;
  priceMilli: number;
  bidder: string;
  quantity: number;
  createdAt: number;
  expiresAt: number | null;
}

export interface Holder {
  address: string;
  count: number;
}

export interface CollectionProfile {
  id: string;
  slug: string;
  address: string;
  name: string;
  description: string;
  chain: string;
  standard: string;
  category: string;
  verification: { verified: boolean; status: string };
  externalUrl: string | null;
  createdAt: number;
  /** Browse order: lower first. */
  rank: number;
}

export interface MarketCollection extends CollectionProfile {
  items: Item[];
  /** Oldest first, the order they happened in. */
  events: MarketEvent[];
  /** Highest price first. */
  offers: Offer[];
  /** Largest holding first, then address. */
  holders: Holder[];
}

export interface Profile {
  address: string;
  name: string | null;
  /** Art number for the avatar, or null for wallets without one. */
  avatar: number | null;
}

export interface MarketState {
  /** The clock reading the history was laid out backwards from. */
  anchor: number;
  /** Browse order. */
  collections: MarketCollection[];
  profiles: Profile[];
}

export const CURRENCY = 'SOL';

/** Milli-units to display units (JSON numbers such as 1.234), as api-assumptions.md requires. */
export const toUnits = (milli: number): number => milli / 1000;
