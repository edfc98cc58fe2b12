/**
 * Decoders of the lower sections' reads (the paged feeds, the bounty, the traits): loaded on first
 * use, apart from the wallet stage's (wire/mint-more), so a buyer who scrolls before connecting loads
 * only these. The shapes are decided in docs/api-assumptions.md.
 */
import { asBoolean, asTraitValue, decodeFailed, fields, records, successBody, tolerantList } from '../decode.js';
import type { Bounty, BountyPrizes, GalleryItem, MintedItem, OffsetPage, RankedWallet, Traits } from './mint.js';

/**
 * Offset pages of every listing endpoint (gallery, recently-minted, all-minted, holders, minters).
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/recently-minted?limit=20`, { headers: { 'X-API-Key': apiKey } })
 * const page = decodeOffsetPage(await res.json(), decodeMintedItem, { limit: 20, offset: 0 })
 * page.nextOffset // null at the end
 */
export function decodeOffsetPage<T>(json: unknown, item: (value: unknown, path: string) => T, requested: { limit: number; offset: number }): OffsetPage<T> {
  const body = successBody(json);
  const key = Array.isArray(body.json.data) && !Array.isArray(body.json.items) ? 'data' : 'items';
  const items = tolerantList(body.json[key], `response.${key}`, item);
  // The service's rows, read or not, so a left-out record is not asked for again on the next page.
  const sent = (body.json[key] as unknown[]).length;
  const offset = body.optInt('offset') ?? requested.offset;
  const limit = body.optInt('limit') ?? requested.limit;
  const total = body.optInt('total');
  // A page that brings nothing leaves the offset where it was: "Show more" would load nothing for ever.
  const hasMore = sent > 0 && (asBoolean(body.json.hasMore) ?? (total !== null ? offset + sent < total : sent >= limit));
  return { items, offset, limit, total, hasMore, nextOffset: hasMore ? offset + sent : null };
}

/**
 * One gallery artwork, for `decodeOffsetPage`. Attributes of an odd shape are skipped, not fatal; an
 * image that is not a string (art not revealed yet) is `''`: no image.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/gallery?limit=12`, { headers: { 'X-API-Key': apiKey } })
 * const { items } = decodeOffsetPage(await res.json(), decodeGalleryItem, { limit: 12, offset: 0 })
 */
export function decodeGalleryItem(value: unknown, path: string): GalleryItem {
  const item = fields(value, path);
  return {
    id: item.str('id'),
    name: item.str('name'),
    image: item.optStr('image') ?? '',
    attributes:
      records(item.json.attributes, ({ traitType, value: traitValue }) => {
        const value = asTraitValue(traitValue);
        return typeof traitType === 'string' && value !== null ? { traitType, value } : null;
      }) ?? [],
  };
}

/**
 * One minted item of the recently-minted and all-minted feeds, for `decodeOffsetPage`; an image that is
 * not a string is `''`: no image.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/all-minted?limit=100`, { headers: { 'X-API-Key': apiKey } })
 * const { items } = decodeOffsetPage(await res.json(), decodeMintedItem, { limit: 100, offset: 0 })
 */
export function decodeMintedItem(value: unknown, path: string): MintedItem {
  const item = fields(value, path);
  return {
    mintAddress: item.str('mintAddress'),
    name: item.str('name'),
    image: item.optStr('image') ?? '',
    minter: item.optStr('minter'),
    owner: item.optStr('owner'),
    mintedAt: item.optStr('mintedAt'),
    signature: item.optStr('signature'),
  };
}

/**
 * One wallet of the top-holders and top-minters lists, for `decodeOffsetPage`; one without a count
 * it can read is listed with `count: null` (not available), never with 0.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/top-holders`, { headers: { 'X-API-Key': apiKey } })
 * const { items } = decodeOffsetPage(await res.json(), decodeRankedWallet, { limit: 20, offset: 0 })
 */
export function decodeRankedWallet(value: unknown, path: string): RankedWallet {
  const item = fields(value, path);
  const count = item.json.count;
  // The service sends some integers as strings (prepare-mint's quantity): "3" is the figure 3.
  return { address: item.str('address'), count: typeof count === 'string' && /^\d{1,15}$/.test(count) ? Number(count) : item.optInt('count') };
}

/**
 * A field the service leaves out is "not available" (null), never 0 or "no bounty" (docs/api-assumptions.md).
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/bounty`, { headers: { 'X-API-Key': apiKey } })
 * const bounty = decodeBounty(await res.json()) // bounty.totalPrizes: null when not said
 */
export function decodeBounty(json: unknown): Bounty {
  const body = successBody(json);
  const bounty = {
    title: body.optStr('title'),
    description: body.optStr('description'),
    totalPrizes: body.optInt('totalPrizes'),
    awardedPrizes: body.optInt('awardedPrizes'),
    endsAt: body.optStr('endsAt'),
  };
  const namesOne = bounty.title !== null || bounty.description !== null || bounty.endsAt !== null || (bounty.totalPrizes ?? 0) > 0;
  return { enabled: asBoolean(body.json.enabled) ?? namesOne, ...bounty };
}

/**
 * The prize table; without `enabled`, a bounty is assumed exactly when some prize is listed.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/bounty-prizes`, { headers: { 'X-API-Key': apiKey } })
 * const { enabled, prizes } = decodeBountyPrizes(await res.json())
 */
export function decodeBountyPrizes(json: unknown): BountyPrizes {
  const body = successBody(json);
  // A prize id names one prize: a list that repeats one keeps the first prize under it (docs/api-assumptions.md).
  const seen = new Set<string>();
  const prizes =
    body.json.prizes === undefined
      ? []
      : tolerantList(body.json.prizes, 'response.prizes', (value, path) => {
          const prize = fields(value, path);
          return {
            id: prize.str('id'),
            name: prize.str('name'),
            description: prize.optStr('description') ?? '',
            image: prize.optStr('image'),
            quantity: prize.int('quantity'),
            remaining: prize.int('remaining'),
          };
        }).filter((prize) => {
          if (seen.has(prize.id)) return false;
          seen.add(prize.id);
          return true;
        });
  return { enabled: asBoolean(body.json.enabled) ?? prizes.length > 0, prizes };
}

/**
 * The drop's trait names and values; a numeric value becomes its string, so values compare alike. A
 * value that is neither, or without a count, is left out; a name or value sent twice is listed once,
 * at its first place, with its first count.
 *
 * @example
 * const res = await fetch(`${baseUrl}/v1/collections/genesis/traits`, { headers: { 'X-API-Key': apiKey } })
 * const { traits } = decodeTraits(await res.json())
 */
export function decodeTraits(json: unknown): Traits {
  const byName = new Map<string, Map<string, number>>();
  for (const [name, values] of tolerantList(successBody(json).json.traits, 'response.traits', (value, path) => {
    const trait = fields(value, path);
    return [
      trait.str('name'),
      tolerantList(trait.json.values, `${path}.values`, (entry, at) => {
        const item = fields(entry, at);
        return [asTraitValue(item.json.value) ?? decodeFailed(`${at}.value`, 'a string or number', item.json.value), item.int('count')] as const;
      }),
    ] as const;
  })) {
    const group = byName.get(name) ?? new Map<string, number>();
    byName.set(name, group);
    for (const [value, count] of values) if (!group.has(value)) group.set(value, count);
  }
  return { traits: Array.from(byName, ([name, group]) => ({ name, values: Array.from(group, ([value, count]) => ({ value, count })) })) };
}
