/**
 * The marketplace read service's records. Its spec names only a few fields; the rest are decided in
 * docs/api-assumptions.md and read here, leniently: a marketplace view should degrade, not fail,
 * when one record is odd. Identity fields are required; figures are optional (absent → null).
 */
import { isMintKitError } from '../errors.js';
import { asBoolean as optBoolean, asInteger as optCount, asNumber as optNumber, asObject as obj, asString as optString, decodeFailed, number, object, oneOf, records, string, asTraitValue, tolerantList } from '../decode.js';

export interface CursorPage<T> {
  data: T[];
  /** Opaque continuation token; null at the end. */
  cursor: string | null;
  /** What the service said; without a cursor, paging cannot go on even when this is true. */
  hasMore: boolean;
}

export interface MarketCollectionSummary {
  id: string;
  slug: string;
  address: string | null;
  name: string;
  image: string | null;
  chain: string | null;
  /** Null when the record does not say (the spec names `verification` without its shape): shown as neither. */
  verified: boolean | null;
  floorPrice: number | null;
  volume24h: number | null;
  currency: string | null;
}

export interface MarketMeta {
  chains: string[];
  categories: string[];
}

export interface MarketCollectionDetail extends MarketCollectionSummary {
  description: string;
  standard: string | null;
  verification: { verified: boolean | null; status: string | null };
  floor: { price: number | null; currency: string | null };
  stats: { listedCount: number | null; supply: number | null; owners: number | null };
}

export interface MarketDailyPoint {
  date: string;
  volume: number | null;
  sales: number | null;
  floorPrice: number | null;
}

export interface MarketCollectionStats {
  floorPrice: number | null;
  volume24h: number | null;
  volume7d: number | null;
  volumeAll: number | null;
  sales24h: number | null;
  listedCount: number | null;
  currency: string | null;
  /** Wash trades in the last 7 days. Volume figures are NOT filtered for them. */
  washTradeCount7d: number | null;
  daily: MarketDailyPoint[];
}

export interface MarketListing {
  price: number | null;
  currency: string | null;
  marketplace: string | null;
  listedAt: string | null;
}

export interface MarketAttribute {
  traitType: string;
  value: string;
}

export interface MarketItem {
  mint: string;
  name: string;
  image: string | null;
  owner: string | null;
  rarityRank: number | null;
  /** `unknown` when the record has no `listing` (or an odd one): never read as "not listed". */
  listingState: 'listed' | 'unlisted' | 'unknown';
  /** Set when `listingState` is `listed`. */
  listing: MarketListing | null;
  /** The item's trait values; null when the record carries none (a trait filter cannot judge it). */
  attributes: MarketAttribute[] | null;
}

export interface MarketOffer {
  id: string;
  price: number | null;
  currency: string | null;
  bidder: string | null;
  quantity: number | null;
  expiresAt: string | null;
  /** True only when the service sent `expires_at: null`; a missing field is not "no expiry". */
  neverExpires: boolean;
  createdAt: string | null;
}

export type ActivityType = 'sale' | 'listing' | 'delisting' | 'unrecognized';

export interface MarketActivity {
  id: string;
  type: ActivityType;
  /** The service's own word for the type; '' when the record carries none. */
  rawType: string;
  price: number | null;
  currency: string | null;
  item: { mint: string; name: string; image: string | null } | null;
  buyer: string | null;
  seller: string | null;
  timestamp: string | null;
  signature: string | null;
  collection: { slug: string; name: string } | null;
}

export interface MarketTraits {
  /** `count` is null when the record has none (shown without a count, never as 0). */
  traits: Array<{ name: string; values: Array<{ value: string; count: number | null; floorPrice: number | null }> }>;
}

export interface MarketHolder {
  address: string;
  /** Items held; null when the record has none (shown without a count, never as 0). */
  count: number | null;
  percent: number | null;
}

export interface HolderPage extends CursorPage<MarketHolder> {
  uniqueHolders: number | null;
}

export interface MarketSearchResults {
  collections: MarketCollectionSummary[];
  items: MarketItem[];
  profiles: Array<{ address: string; name: string | null; image: string | null }>;
  traits: Array<{ collection: string | null; name: string; value: string; count: number | null }>;
}


/**
 * Every cursor list: the end is an absent, null or empty cursor. A finite number is read as its string
 * form (the token is opaque, its type is not shown); any other value is a `DECODE_ERROR`, never a
 * silent end of the list. `hasMore` is what the service said (or, when it did not say, whether a
 * cursor came back), so a page that says more but gives no cursor is not mistaken for the end.
 */
export function decodeCursorPage<T>(json: unknown, item: (value: unknown, path: string) => T): CursorPage<T> {
  const root = object(json, 'response');
  const cursor = decodeCursor(root.cursor);
  return {
    data: lenientRecords(root.data, item),
    cursor,
    hasMore: typeof root.hasMore === 'boolean' ? root.hasMore : cursor !== null,
  };
}

/**
 * A page's records, leaving out one the kit cannot read: one odd record must not blank the list. A
 * page of which none can be read stays a `DECODE_ERROR` (the first record's), so a service whose
 * records changed shape entirely is said to be unreadable, never shown as an empty list.
 */
function lenientRecords<T>(value: unknown, item: (value: unknown, path: string) => T): T[] {
  if (!Array.isArray(value)) decodeFailed('response.data', 'an array', value);
  let firstFailure: unknown;
  const read: T[] = [];
  value.forEach((entry, index) => {
    try {
      read.push(item(entry, `response.data[${index}]`));
    } catch (error) {
      if (!isMintKitError(error) || error.code !== 'DECODE_ERROR') throw error;
      firstFailure ??= error;
    }
  });
  if (read.length === 0 && firstFailure !== undefined) throw firstFailure;
  return read;
}

/** A record's id: its type is not shown, so a finite number is read as its string form, as the cursor is. */
const optId = (value: unknown): string | null => (typeof value === 'number' && Number.isFinite(value) ? String(value) : optString(value));
const recordId = (value: unknown, path: string): string => optId(value) ?? string(value, path);
/** A display name: a blank one (empty or only whitespace) is none, so the record reads under what stands in for it. */
const optName = (value: unknown): string | null => (optString(value)?.trim() ? (value as string) : null);

function decodeCursor(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return decodeFailed('response.cursor', 'a string', value);
}

export function decodeHolderPage(json: unknown): HolderPage {
  const page = decodeCursorPage(json, decodeHolder);
  return { ...page, uniqueHolders: optCount(obj(json)?.unique_holders) };
}

export function decodeCollectionSummary(value: unknown, path: string): MarketCollectionSummary {
  const json = object(value, path);
  const slug = optString(json.slug);
  const id = optId(json.id) ?? slug;
  return {
    id: id ?? string(json.id, `${path}.id`),
    slug: slug ?? id ?? '',
    address: optString(json.address),
    // Not an identity: a collection without a usable name is still listed, under its slug.
    name: optName(json.name) || slug || id || '',
    image: optString(json.image),
    chain: optString(json.chain),
    verified: typeof json.verified === 'boolean' ? json.verified : optBoolean(obj(json.verification)?.verified),
    floorPrice: optNumber(json.floor_price) ?? optNumber(obj(json.floor)?.price),
    volume24h: optNumber(json.volume_24h),
    currency: optString(json.currency) ?? optString(obj(json.floor)?.currency),
  };
}

export function decodeMarketMeta(json: unknown): MarketMeta {
  const root = object(json, 'response');
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);
  return { chains: strings(root.chains), categories: strings(root.categories) };
}

export function decodeCollectionDetail(json: unknown): MarketCollectionDetail {
  const root = object(json, 'response');
  const summary = decodeCollectionSummary(root, 'response');
  const verification = obj(root.verification);
  const floor = obj(root.floor);
  const stats = obj(root.stats);
  return {
    ...summary,
    description: optString(root.description) ?? '',
    standard: optString(root.standard),
    verification: { verified: summary.verified, status: optString(verification?.status) },
    floor: { price: optNumber(floor?.price) ?? summary.floorPrice, currency: optString(floor?.currency) ?? summary.currency },
    stats: { listedCount: optCount(stats?.listed_count), supply: optCount(stats?.supply), owners: optCount(stats?.owners) },
  };
}

export function decodeMarketStats(json: unknown): MarketCollectionStats {
  const root = object(json, 'response');
  return {
    floorPrice: optNumber(root.floor_price),
    volume24h: optNumber(root.volume_24h),
    volume7d: optNumber(root.volume_7d),
    volumeAll: optNumber(root.volume_all),
    sales24h: optCount(root.sales_24h),
    listedCount: optCount(root.listed_count),
    currency: optString(root.currency),
    washTradeCount7d: optCount(root.wash_trade_count_7d),
    daily:
      // Oldest first whatever order it came in (the order is not shown): the chart reads left to right in time.
      (
        records(root.daily, (point) => {
          const date = optString(point.date);
          return date ? { date, volume: optNumber(point.volume), sales: optNumber(point.sales), floorPrice: optNumber(point.floor_price) } : null;
        }) ?? []
      ).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}

export function decodeMarketItem(value: unknown, path: string): MarketItem {
  const json = object(value, path);
  const listing = obj(json.listing);
  const mint = string(json.mint, `${path}.mint`);
  return {
    listingState: listing ? 'listed' : json.listing === null ? 'unlisted' : 'unknown',
    mint,
    name: optName(json.name) ?? mint,
    image: optString(json.image),
    owner: optString(json.owner),
    rarityRank: optNumber(json.rarity_rank),
    listing: listing
      ? { price: optNumber(listing.price), currency: optString(listing.currency), marketplace: optString(listing.marketplace), listedAt: optString(listing.listed_at) }
      : null,
    attributes: records(json.attributes, (attribute) => {
      const traitType = optString(attribute.trait_type);
      const value = asTraitValue(attribute.value);
      return traitType && value !== null ? { traitType, value } : null;
    }),
  };
}

export function decodeMarketOffer(value: unknown, path: string): MarketOffer {
  const json = object(value, path);
  return {
    id: recordId(json.id, `${path}.id`),
    price: optNumber(json.price),
    currency: optString(json.currency),
    bidder: optString(json.bidder),
    quantity: optCount(json.quantity),
    expiresAt: optString(json.expires_at),
    neverExpires: json.expires_at === null,
    createdAt: optString(json.created_at),
  };
}

const activityType = /* @__PURE__ */ oneOf(['sale', 'listing', 'delisting'] as const);

export function decodeMarketActivity(value: unknown, path: string): MarketActivity {
  const json = object(value, path);
  // A record whose type is missing is still an activity: shown as one this kit does not know.
  const rawType = optString(json.type) ?? '';
  const item = obj(json.item);
  const collection = obj(json.collection);
  const itemMint = optString(item?.mint);
  const collectionSlug = optString(collection?.slug);
  return {
    id: recordId(json.id, `${path}.id`),
    type: activityType(rawType, `${path}.type`),
    rawType,
    price: optNumber(json.price),
    currency: optString(json.currency),
    item: item && itemMint ? { mint: itemMint, name: optName(item.name) ?? itemMint, image: optString(item.image) } : null,
    buyer: optString(json.buyer),
    seller: optString(json.seller),
    timestamp: optString(json.timestamp),
    signature: optString(json.signature),
    collection: collection && collectionSlug ? { slug: collectionSlug, name: optName(collection.name) ?? collectionSlug } : null,
  };
}

export function decodeMarketTraits(json: unknown): MarketTraits {
  const root = object(json, 'response');
  return {
    // One trait the kit cannot read is left out, not the filter: a numeric name reads as its figure, as values do.
    traits: tolerantList(root.traits, 'response.traits', (value, path) => {
      const trait = object(value, path);
      return {
        name: asTraitValue(trait.name) || decodeFailed(`${path}.name`, 'a trait name', trait.name),
        values:
          records(trait.values, (entry) => {
            const value = asTraitValue(entry.value);
            return value === null ? null : { value, count: optCount(entry.count), floorPrice: optNumber(entry.floor_price) };
          }) ?? [],
      };
    }),
  };
}

export function decodeHolder(value: unknown, path: string): MarketHolder {
  const json = object(value, path);
  // One record without a count must not blank the page: its holder is listed, the figures say they lack it.
  return { address: string(json.address, `${path}.address`), count: optCount(json.count), percent: optNumber(json.percent) };
}

/** Search is split by kind; a kind missing from the response is an empty list. */
export function decodeMarketSearch(json: unknown): MarketSearchResults {
  const root = object(json, 'response');
  const list = <T>(key: string, item: (value: unknown, path: string) => T): T[] =>
    Array.isArray(root[key])
      ? (root[key] as unknown[]).flatMap((entry, index) => {
          try {
            return [item(entry, `response.${key}[${index}]`)];
          } catch {
            return []; // one odd record must not hide the rest of the results
          }
        })
      : [];
  return {
    collections: list('collections', decodeCollectionSummary),
    items: list('items', decodeMarketItem),
    profiles: list('profiles', (value, path) => {
      const json = object(value, path);
      return { address: string(json.address, `${path}.address`), name: optName(json.name), image: optString(json.image) };
    }),
    traits: list('traits', (value, path) => {
      const json = object(value, path);
      return {
        collection: optString(json.collection),
        name: string(json.name, `${path}.name`),
        value: asTraitValue(json.value) ?? string(json.value, `${path}.value`),
        count: optCount(json.count),
      };
    }),
  };
}
