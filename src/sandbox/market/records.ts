/**
 * The wire shapes of docs/api-assumptions.md ("Marketplace read service"), and nothing else builds
 * JSON. Art URLs start from where the caller reached the sandbox (`publicBase`), because the
 * composed sandbox serves the art at its root, whatever host, port or msw prefix that is.
 */
import type { Holder, Item, MarketCollection, MarketEvent, Offer, Profile } from './model.js';
import { CURRENCY, toUnits } from './model.js';
import { signatureFromSeed } from './identifiers.js';
import { floorMilli, listedCount, volume24hMilli } from './stats.js';

/** `file` is an item number, or the `cover`/`banner` the art route titles with the collection's name. */
export const artUrl = (base: string, slug: string, file: number | 'cover' | 'banner') => `${base}/__sandbox/art/${slug}/${file}.svg`;

const iso = (time: number) => new Date(time).toISOString();

export function collectionSummary(collection: MarketCollection, base: string, now: number) {
  const floor = floorMilli(collection);
  return {
    id: collection.id,
    slug: collection.slug,
    address: collection.address,
    name: collection.name,
    image: artUrl(base, collection.slug, 'cover'),
    chain: collection.chain,
    category: collection.category,
    verified: collection.verification.verified,
    floor_price: floor === null ? null : toUnits(floor),
    volume_24h: toUnits(volume24hMilli(collection, now)),
    currency: CURRENCY,
  };
}

export function collectionDetail(collection: MarketCollection, base: string, now: number) {
  const summary = collectionSummary(collection, base, now);
  return {
    ...summary,
    description: collection.description,
    banner_image: artUrl(base, collection.slug, 'banner'),
    standard: collection.standard,
    external_url: collection.externalUrl,
    created_at: iso(collection.createdAt),
    verification: { ...collection.verification },
    floor: { price: summary.floor_price, currency: CURRENCY },
    stats: { listed_count: listedCount(collection), supply: collection.items.length, owners: collection.holders.length },
  };
}

export function itemRecord(collection: MarketCollection, item: Item, base: string) {
  return {
    mint: item.mint,
    name: item.name,
    image: artUrl(base, collection.slug, item.number),
    owner: item.owner,
    rarity_rank: item.rarityRank,
    listing: item.listing && {
      price: toUnits(item.listing.priceMilli),
      currency: CURRENCY,
      marketplace: item.listing.marketplace,
      listed_at: iso(item.listing.listedAt),
    },
    attributes: item.attributes.map((a) => ({ trait_type: a.traitType, value: a.value })),
    collection: { slug: collection.slug, name: collection.name },
  };
}

export function offerRecord(offer: Offer) {
  return {
    id: offer.id,
    price: toUnits(offer.priceMilli),
    currency: CURRENCY,
    bidder: offer.bidder,
    quantity: offer.quantity,
    expires_at: offer.expiresAt === null ? null : iso(offer.expiresAt),
    created_at: iso(offer.createdAt),
  };
}

const signatures = new WeakMap<MarketEvent, string>();

function signatureOf(collection: MarketCollection, event: MarketEvent): string | null {
  if (event.signatureSeed === null) return null;
  let signature = signatures.get(event);
  if (signature === undefined) {
    signature = signatureFromSeed(`mintkit-market/${collection.slug}/signature/${event.signatureSeed}`);
    signatures.set(event, signature);
  }
  return signature;
}

function itemByNumber(collection: MarketCollection, n: number): Item {
  const item = collection.items[n - 1];
  if (!item) throw new Error(`${collection.slug}: activity names item #${n}, which was never seeded`);
  return item;
}

export function activityRecord(collection: MarketCollection, event: MarketEvent, base: string) {
  const item = itemByNumber(collection, event.itemNumber);
  return {
    id: event.id,
    type: event.type,
    price: event.priceMilli === null ? null : toUnits(event.priceMilli),
    currency: CURRENCY,
    item: { mint: item.mint, name: item.name, image: artUrl(base, collection.slug, item.number) },
    buyer: event.buyer,
    seller: event.seller,
    timestamp: iso(event.timestamp),
    signature: signatureOf(collection, event),
    marketplace: event.marketplace,
    wash_trade: event.washTrade,
    collection: { slug: collection.slug, name: collection.name },
  };
}

export function holderRecord(holder: Holder, supply: number) {
  // Two decimals: a display share, not an accounting figure (count is the exact one).
  return { address: holder.address, count: holder.count, percent: Math.round((holder.count / supply) * 10_000) / 100 };
}

export function profileRecord(profile: Profile, base: string) {
  return {
    address: profile.address,
    name: profile.name,
    image: profile.avatar === null ? null : artUrl(base, 'profiles', profile.avatar),
  };
}
