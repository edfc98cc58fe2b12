import type { CollectionPlan } from './catalog.js';
import { marketplaces } from './catalog.js';
import type { Attribute, Item, Listing, MarketEvent, Offer } from './model.js';
import type { Rng } from './prng.js';
import { dropItemAttributes, dropItemMint } from './drop-items.js';
import { addressFromSeed, uuidFrom } from './identifiers.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Share of the supply the simulation tries to keep listed, like a healthy market. */
const TARGET_LISTED_SHARE = 0.14;

export interface SimulatedMarket {
  items: Item[];
  events: MarketEvent[];
  offers: Offer[];
  mintedAt: number;
}

interface Context {
  plan: CollectionPlan;
  rng: Rng;
  wallets: readonly string[];
  anchor: number;
  mintedAt: number;
  /** In mint order, so the items minted by any moment are a prefix of this list. */
  items: Item[];
  /** How many items exist at the event being played: nothing trades before it is minted. */
  mintedCount: number;
  /** The items listed right now, kept in step with `item.listing`. */
  listed: Item[];
  events: MarketEvent[];
}

/**
 * Plays a collection's market forward from its mint to `anchor`: owners list, delist, sell (and
 * in some collections wash-trade or transfer). Items end in the state the history leads to, so the
 * activity feed, the listings, the holders and the stats all agree.
 */
export function simulateMarket(plan: CollectionPlan, rng: Rng, pool: readonly string[], anchor: number): SimulatedMarket {
  const wallets = pool.slice(plan.wallets.from, plan.wallets.from + plan.wallets.count);
  const mintedAt = anchor - plan.mintWindowDays.from * DAY;
  const items = mintItems(plan, rng, wallets, anchor);
  const context: Context = { plan, rng, wallets, anchor, mintedAt, items, mintedCount: 0, listed: [], events: [] };
  const times = eventTimes(plan, rng, mintedAt, anchor);
  times.forEach((time, i) => {
    while (context.mintedCount < items.length && items[context.mintedCount]!.mintedAt < time) context.mintedCount++;
    step(context, time, i === 0 ? mintedAt : times[i - 1]!);
  });
  return { items, events: context.events, offers: seedOffers(context), mintedAt };
}

function mintItems(plan: CollectionPlan, rng: Rng, wallets: readonly string[], anchor: number): Item[] {
  const start = anchor - plan.mintWindowDays.from * DAY;
  const span = (plan.mintWindowDays.from - plan.mintWindowDays.to) * DAY;
  const items = Array.from({ length: plan.itemCount }, (_, i): Item => {
    const number = i + 1;
    return {
      number,
      mint: plan.drop ? dropItemMint(plan.drop, number) : addressFromSeed(`mintkit-market/${plan.slug}/item/${number}`),
      name: `${plan.itemName} #${number}`,
      mintedAt: start + Math.floor((i * span) / plan.itemCount),
      owner: pickWallet(rng, wallets),
      attributes: plan.drop ? dropItemAttributes(plan.drop, number) : rollAttributes(plan, rng),
      rarityRank: null,
      listing: null,
    };
  });
  if (plan.hasRarity) rankRarity(items);
  return items;
}

/** A few early wallets (whales) collect far more than their share. */
function pickWallet(rng: Rng, wallets: readonly string[], not?: string): string {
  for (;;) {
    const whales = Math.max(1, Math.floor(wallets.length / 50));
    const wallet = rng.chance(0.15) ? wallets[rng.int(0, whales - 1)]! : rng.pick(wallets);
    if (wallet !== not || wallets.length < 2) return wallet;
  }
}

function rollAttributes(plan: CollectionPlan, rng: Rng): Attribute[] {
  return Object.entries(plan.traits).map(([traitType, values]) => {
    // Earlier values are commoner: weight 1/(i+1) gives a long tail of rare values.
    const weights = values.map((_, i) => 1 / (i + 1));
    let roll = rng.next() * weights.reduce((a, b) => a + b, 0);
    const index = weights.findIndex((weight) => (roll -= weight) < 0);
    return { traitType, value: values[index === -1 ? values.length - 1 : index]! };
  });
}

/** Statistical rarity: the rarer an item's trait values, the better (lower) its rank. */
function rankRarity(items: Item[]): void {
  const counts = new Map<string, number>();
  const keyOf = (a: Attribute) => `${a.traitType}\u0000${a.value}`;
  for (const item of items) for (const a of item.attributes) counts.set(keyOf(a), (counts.get(keyOf(a)) ?? 0) + 1);
  const score = (item: Item) => item.attributes.reduce((sum, a) => sum - Math.log((counts.get(keyOf(a)) ?? 1) / items.length), 0);
  const scored = items.map((item) => ({ item, score: score(item) }));
  scored.sort((a, b) => b.score - a.score || a.item.number - b.item.number);
  scored.forEach(({ item }, index) => (item.rarityRank = index + 1));
}

/**
 * Ascending event times after the first mint, denser towards the present so the last day and
 * week are busy.
 */
function eventTimes(plan: CollectionPlan, rng: Rng, mintedAt: number, anchor: number): number[] {
  const span = anchor - mintedAt - HOUR;
  const ages = Array.from({ length: plan.eventCount }, () => Math.max(MINUTE, Math.round(span * rng.next() ** 1.6)));
  const times = ages.map((age) => anchor - age).sort((a, b) => a - b);
  // Keep two seconds between events, so a wash trade's listing fits between its neighbours,
  // by nudging crowded events back in time (the hour left unused above is the room for that).
  for (let i = times.length - 2; i >= 0; i--) times[i] = Math.min(times[i]!, times[i + 1]! - 2000);
  return times;
}

/** The collection's reference price drifts in slow waves and a mild upward trend. */
function referencePrice(context: Context, time: number): number {
  const progress = (time - context.mintedAt) / Math.max(1, context.anchor - context.mintedAt);
  const wave = 1 + 0.22 * Math.sin(((time - context.mintedAt) / (9 * DAY)) * 2 * Math.PI);
  return context.plan.basePriceMilli * wave * (1 + 0.15 * progress);
}

type Action = 'list' | 'delist' | 'sale' | 'transfer' | 'wash';

const pickMinted = (context: Context) => context.items[context.rng.int(0, context.mintedCount - 1)]!;

function setListing(context: Context, item: Item, listing: Listing | null): void {
  if (item.listing && !listing) context.listed.splice(context.listed.indexOf(item), 1);
  if (!item.listing && listing) context.listed.push(item);
  item.listing = listing;
}

function chooseAction(context: Context): Action {
  const { plan, rng } = context;
  const roll = rng.next();
  if (roll < plan.washRate) return 'wash';
  if (roll < plan.washRate + plan.transferRate) return 'transfer';
  const listShare = context.listed.length / Math.max(1, context.mintedCount);
  const rest = rng.next();
  if (rest < (listShare < TARGET_LISTED_SHARE ? 0.55 : 0.3)) return 'list';
  if (rest < 0.68) return 'delist';
  return 'sale';
}

function step(context: Context, time: number, previousTime: number): void {
  if (context.mintedCount === 0) return;
  const action = chooseAction(context);
  const done =
    (action === 'sale' && sell(context, time)) ||
    (action === 'delist' && delist(context, time)) ||
    (action === 'transfer' && transfer(context, time)) ||
    (action === 'wash' && washTrade(context, time, previousTime));
  if (!done) list(context, pickMinted(context), time);
}

function record(context: Context, event: Omit<MarketEvent, 'id' | 'signatureSeed' | 'washTrade'> & { washTrade?: boolean }): void {
  // Listings on the first marketplace are off-chain orders, so they carry no signature.
  const offChain = (event.type === 'listing' || event.type === 'delisting') && event.marketplace === marketplaces[0];
  const signatureSeed = context.rng.int(0, 0xffffffff);
  context.events.push({ ...event, id: uuidFrom(context.rng), signatureSeed: offChain ? null : signatureSeed, washTrade: event.washTrade ?? false });
}

function list(context: Context, item: Item, time: number, priceMilli?: number): void {
  const { rng } = context;
  const price = priceMilli ?? Math.max(1, Math.round(referencePrice(context, time) * (0.88 + 0.7 * rng.next() ** 2)));
  const listing: Listing = { priceMilli: price, marketplace: rng.pick(marketplaces), listedAt: time };
  setListing(context, item, listing);
  record(context, { type: 'listing', priceMilli: price, itemNumber: item.number, seller: item.owner, buyer: null, marketplace: listing.marketplace, timestamp: time });
}

function delist(context: Context, time: number): boolean {
  if (context.listed.length === 0) return false;
  const item = context.rng.pick(context.listed);
  const marketplace = item.listing?.marketplace ?? null;
  setListing(context, item, null);
  record(context, { type: 'delisting', priceMilli: null, itemNumber: item.number, seller: item.owner, buyer: null, marketplace, timestamp: time });
  return true;
}

/** Buyers sweep near the floor: the cheapest of a few random listings sells. */
function sell(context: Context, time: number): boolean {
  const { rng, wallets, listed } = context;
  if (listed.length === 0) return false;
  const candidates = Array.from({ length: 3 }, () => rng.pick(listed));
  const item = candidates.reduce((a, b) => (b.listing!.priceMilli < a.listing!.priceMilli ? b : a));
  settleSale(context, item, pickWallet(rng, wallets, item.owner), time, false);
  return true;
}

function settleSale(context: Context, item: Item, buyer: string, time: number, washTrade: boolean): void {
  const listing = item.listing!;
  record(context, { type: 'sale', priceMilli: listing.priceMilli, itemNumber: item.number, seller: item.owner, buyer, marketplace: listing.marketplace, timestamp: time, washTrade });
  item.owner = buyer;
  setListing(context, item, null);
}

function transfer(context: Context, time: number): boolean {
  const item = pickMinted(context);
  if (item.listing) return false;
  const recipient = pickWallet(context.rng, context.wallets, item.owner);
  record(context, { type: 'transfer', priceMilli: null, itemNumber: item.number, seller: item.owner, buyer: recipient, marketplace: null, timestamp: time });
  item.owner = recipient;
  return true;
}

/**
 * Two colluding wallets pass an item back and forth at an inflated price: a listing placed just
 * after the previous event, bought by the partner at `time`. The first few wallets of the slice
 * pair up as colluders.
 */
function washTrade(context: Context, time: number, previousTime: number): boolean {
  const { rng, wallets, listed } = context;
  const minted = context.items.slice(0, context.mintedCount);
  const pair = rng.int(0, Math.floor(Math.min(6, wallets.length) / 2) - 1);
  const [a, b] = [wallets[pair * 2], wallets[pair * 2 + 1]];
  if (!a || !b) return false;
  let item = minted.find((candidate) => (candidate.owner === a || candidate.owner === b) && !candidate.listing);
  if (!item) {
    // The colluders start by buying in; that purchase is an ordinary sale.
    const forSale = listed.filter((candidate) => candidate.owner !== a);
    if (forSale.length === 0) return false;
    item = rng.pick(forSale);
    settleSale(context, item, a, time, false);
    return true;
  }
  const partner = item.owner === a ? b : a;
  const listedAt = previousTime + Math.max(1, Math.floor((time - previousTime) / 2));
  list(context, item, listedAt, Math.round(referencePrice(context, time) * (1.6 + rng.next())));
  settleSale(context, item, partner, time, true);
  return true;
}

function seedOffers(context: Context): Offer[] {
  const { plan, rng, wallets, anchor, items } = context;
  const listedPrices = items.flatMap((item) => (item.listing ? [item.listing.priceMilli] : []));
  const floor = listedPrices.length > 0 ? Math.min(...listedPrices) : referencePrice(context, anchor);
  const offers = Array.from({ length: plan.offerCount }, (): Offer => {
    const createdAt = anchor - rng.int(10 * MINUTE, 12 * DAY);
    let expiresAt: number | null = rng.chance(0.3) ? null : createdAt + rng.int(3, 30) * DAY;
    // Every seeded offer is still standing when the market opens; some lapse within days.
    if (expiresAt !== null && expiresAt <= anchor + HOUR) expiresAt = anchor + rng.int(1, 72) * HOUR;
    return {
      id: uuidFrom(rng),
      priceMilli: Math.max(1, Math.round(floor * (0.55 + 0.42 * rng.next()))),
      bidder: pickWallet(rng, wallets),
      quantity: rng.chance(0.8) ? 1 : rng.int(2, 5),
      createdAt,
      expiresAt,
    };
  });
  return offers.sort((x, y) => y.priceMilli - x.priceMilli || (x.id < y.id ? -1 : 1));
}
