import type { ServerClock } from './clock.js';
import { MintKitError } from './errors.js';
import { parseApiKey, type ApiKeyInfo } from './keys.js';
import { normalizeBaseUrl, query, requestJson, resolveHttpOptions, segment, type HttpOverrides } from './http.js';
import { decodeFailure } from './wire/errors.js';
import { decodeCollectionResponse, decodeDiscovery, decodeLivePrice } from './wire/mint.js';
import type {
  Availability,
  Bounty,
  BountyPrizes,
  ClaimCodeBenefits,
  ClaimCodeConfig,
  ClaimCodeValidation,
  CollectionResponse,
  Discovery,
  Eligibility,
  ExecutedMint,
  GalleryItem,
  LivePrice,
  MintedItem,
  OffsetPage,
  PreparedMint,
  RankedWallet,
  TokenPrices,
  Traits,
  WalletMints,
} from './wire/mint.js';
import { parseTimestamp } from './timestamp.js';

export interface MintClientOptions extends HttpOverrides<'fetch' | 'timeoutMs' | 'retry' | 'timers' | 'random' | 'monotonicNow'> {
  /** A publishable (`svc_pub_`) or sandbox (`svc_test_`) key in browsers; a secret key only on servers. */
  apiKey: string;
  /** The service's base address, without `/v1` (it is appended). */
  baseUrl: string;
  /** When given, every response carrying `serverTime` feeds this clock. */
  clock?: ServerClock | undefined;
  /** `true` applies the secret-key rule where browser detection cannot tell (server rendering of a page); it is never lifted in a browser. */
  browser?: boolean | undefined;
  /**
   * What the kit's query keys name this client by, beside its base URL, so that two keys never share
   * a cached answer: each key sees only its own drops. Defaults to the key for a publishable or
   * sandbox key (public already); a secret key is never put in a query key, so a server that
   * prefetches with one for a page passes the page's publishable key here, and the page finds the reads.
   */
  cacheScope?: string | undefined;
}

// `| undefined` on each option, as in `CursorOptions`: forwarding an optional value compiles under
// `exactOptionalPropertyTypes` too.
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

export interface PageOptions extends CallOptions {
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface PrepareMintInput {
  /** The collection's `id` from the read model (uuid form), as the spec asks. */
  collectionId: string;
  phaseId: string;
  walletAddress: string;
  /** A whole number; sent to the service as a string, as the spec requires. */
  quantity: number;
  claimCode?: string | undefined;
}

export interface ExecuteMintInput {
  sessionId: string;
  /** Base64 of the signed transaction bytes. Never a transaction hash: the service broadcasts. */
  signedTransaction: string;
}

const DEFAULT_PAGE_SIZE = 20;

type WalletCalls = typeof import('./mint-wallet-calls.js');
type FeedDecoders = typeof import('./wire/mint-feeds.js');
type FeedDecoder = 'decodeBounty' | 'decodeBountyPrizes' | 'decodeTraits';
type ItemDecoder = 'decodeGalleryItem' | 'decodeMintedItem' | 'decodeRankedWallet';

/**
 * One request of a client: `template` names the endpoint (`/collections/{identifier}`) and is filled
 * in order with the encoded `params`; the decoder may be loaded lazily.
 */
export type MintCall = <T>(
  method: 'GET' | 'POST',
  template: string,
  params: string[],
  decode: (json: unknown) => T | Promise<T>,
  init?: { body?: unknown; idempotent?: boolean; signal?: AbortSignal | undefined; query?: string },
) => Promise<T>;

/**
 * Every decoder but the read model's loads on first use, in two files: the wallet stage's (with its
 * endpoints: mint-wallet-calls) and the lower sections', so a first paint carries only what it shows
 * and a buyer who scrolls before connecting does not load the mint's code. A file that fails to load
 * (a page older than the site's last deploy, a dropped connection) fails the read with a typed,
 * retryable error, and the next read asks for the file again.
 */
function lazyFile<T>(load: () => Promise<T>): () => Promise<T> {
  let file: Promise<T> | null = null;
  return () =>
    (file ??= load().catch((cause: unknown) => {
      file = null;
      throw new MintKitError({ code: 'NETWORK_ERROR', message: "Part of the kit could not be loaded. Try again, or reload the page if the site was just updated.", cause });
    }));
}
const walletCalls = lazyFile(() => import('./mint-wallet-calls.js'));
const feedDecoders = lazyFile(() => import('./wire/mint-feeds.js'));

/** A whole-body decoder from one of the lazily loaded files. */
function decodeLazily<K extends PropertyKey, F extends Record<K, (json: unknown) => unknown>>(file: () => Promise<F>, name: K) {
  return async (json: unknown) => (await file())[name](json) as ReturnType<F[K]>;
}

/**
 * Creates a typed client for the minting service: one method per endpoint, the `X-API-Key` header on
 * every call, responses decoded at the boundary, and reads retried per the kit's one retry policy.
 * Throws `MintKitError` (code `INVALID_KEY` or `SECRET_KEY_IN_BROWSER`) before any request when the
 * key must not be used.
 *
 * @example
 * const client = createMintClient({ apiKey: 'svc_pub_…', baseUrl: 'https://mint.example.com' })
 * const { collection, phases } = await client.getCollection('genesis')
 */
export function createMintClient(options: MintClientOptions) {
  const key: ApiKeyInfo = parseApiKey(options.apiKey, options.browser === undefined ? {} : { browser: options.browser });
  const base = normalizeBaseUrl(options.baseUrl, 'createMintClient');
  // Query keys reach the page's HTML when a server prefetches: a secret key must never be one.
  if (options.cacheScope?.includes('svc_live_')) {
    throw new MintKitError({ code: 'INVALID_SETUP', message: "createMintClient's `cacheScope` names this client in query keys, which reach the page: give it the page's publishable key (svc_pub_…), never a secret key." });
  }
  const http = resolveHttpOptions(options);
  const clock = options.clock;
  let preflightedAt = -Infinity;

  const call: MintCall = async (method, template, params, decode, init = {}) => {
    let index = 0;
    const path = template.replace(/\{\w+\}/g, () => segment(params[index++]!));
    const response = await requestJson(http, {
      method,
      url: base + path + (init.query ?? ''),
      endpoint: `${method} ${template}`,
      headers: { 'X-API-Key': key.key },
      body: init.body,
      idempotent: init.idempotent ?? method === 'GET',
      signal: init.signal,
      toFailure: decodeFailure,
    });
    const result = await decode(response.json);
    const serverTime = (response.json as { serverTime?: unknown } | null)?.serverTime;
    if (clock && typeof serverTime === 'string') clock.sample(parseTimestamp(serverTime), response.sentAt, response.receivedAt);
    return result;
  };

  // A wallet-stage endpoint, from the lazily loaded file.
  const wallet = async <T>(use: (calls: WalletCalls) => Promise<T>): Promise<T> => use(await walletCalls());
  const getFeed = <K extends FeedDecoder>(template: string, params: string[], name: K, o: CallOptions | undefined) => call('GET', template, params, decodeLazily(feedDecoders, name), o);

  function page<T>(template: string, identifier: string, item: ItemDecoder, o: PageOptions = {}): Promise<OffsetPage<T>> {
    const requested = { limit: o.limit ?? DEFAULT_PAGE_SIZE, offset: o.offset ?? 0 };
    return call('GET', template, [identifier], async (json) => {
      const decoders = await feedDecoders();
      return decoders.decodeOffsetPage(json, decoders[item] as (value: unknown, path: string) => T, requested);
    }, { signal: o.signal, query: query(requested) });
  }

  return {
    /** The key's kind, read from its prefix. */
    keyKind: key.kind,
    /** Names this client in query keys (`MintClientOptions.cacheScope`). */
    cacheScope: options.cacheScope ?? (key.kind === 'secret' ? 'secret-key' : key.key),
    /** The versioned base address requests go to. */
    baseUrl: base,

    discover: (o?: CallOptions): Promise<Discovery> => call('GET', '/', [], decodeDiscovery, o),

    getCollection: (identifier: string, o?: CallOptions): Promise<CollectionResponse> =>
      call('GET', '/collections/{identifier}', [identifier], decodeCollectionResponse, o),

    getEligibility: (collectionId: string, phaseId: string, walletAddress: string, o?: CallOptions): Promise<Eligibility> =>
      wallet((calls) => calls.getEligibility(call, collectionId, phaseId, walletAddress, o)),

    getGallery: (identifier: string, o?: PageOptions): Promise<OffsetPage<GalleryItem>> => page('/collections/{identifier}/gallery', identifier, 'decodeGalleryItem', o),

    getRecentlyMinted: (identifier: string, o?: PageOptions): Promise<OffsetPage<MintedItem>> =>
      page('/collections/{identifier}/recently-minted', identifier, 'decodeMintedItem', o),

    getWalletMints: (collectionId: string, walletAddress: string, o?: CallOptions): Promise<WalletMints> =>
      wallet((calls) => calls.getWalletMints(call, collectionId, walletAddress, o)),

    getBounty: (identifier: string, o?: CallOptions): Promise<Bounty> => getFeed('/collections/{identifier}/bounty', [identifier], 'decodeBounty', o),

    getBountyPrizes: (identifier: string, o?: CallOptions): Promise<BountyPrizes> =>
      getFeed('/collections/{identifier}/bounty-prizes', [identifier], 'decodeBountyPrizes', o),

    getClaimCodeConfig: (collectionId: string, o?: CallOptions): Promise<ClaimCodeConfig> => wallet((calls) => calls.getClaimCodeConfig(call, collectionId, o)),

    getClaimCodeBenefits: (collectionId: string, walletAddress: string, o?: CallOptions): Promise<ClaimCodeBenefits> =>
      wallet((calls) => calls.getClaimCodeBenefits(call, collectionId, walletAddress, o)),

    /** Read-only: asks whether a code is valid without redeeming or consuming a use (so it may be retried). */
    validateClaimCode: (collectionId: string, code: string, o?: CallOptions): Promise<ClaimCodeValidation> => wallet((calls) => calls.validateClaimCode(call, collectionId, code, o)),

    getTokenPrices: (o?: CallOptions): Promise<TokenPrices> => wallet((calls) => calls.getTokenPrices(call, o)),

    getPeggedPrice: (phaseId: string, o?: CallOptions): Promise<LivePrice> => call('GET', '/phases/{phaseId}/pegged-price', [phaseId], decodeLivePrice, o),

    getDutchPrice: (phaseId: string, o?: CallOptions): Promise<LivePrice> => call('GET', '/phases/{phaseId}/dutch-price', [phaseId], decodeLivePrice, o),

    getAvailability: (collectionId: string, o?: CallOptions): Promise<Availability> => wallet((calls) => calls.getAvailability(call, collectionId, o)),

    getTraits: (identifier: string, o?: CallOptions): Promise<Traits> => getFeed('/collections/{identifier}/traits', [identifier], 'decodeTraits', o),

    getAllMinted: (identifier: string, o?: PageOptions): Promise<OffsetPage<MintedItem>> => page('/collections/{identifier}/all-minted', identifier, 'decodeMintedItem', o),

    getTopHolders: (identifier: string, o?: PageOptions): Promise<OffsetPage<RankedWallet>> =>
      page('/collections/{identifier}/top-holders', identifier, 'decodeRankedWallet', o),

    getTopMinters: (identifier: string, o?: PageOptions): Promise<OffsetPage<RankedWallet>> =>
      page('/collections/{identifier}/top-minters', identifier, 'decodeRankedWallet', o),

    /** Takes the 3-minute supply lock and returns transactions to sign. Never retried automatically. */
    prepareMint: (input: PrepareMintInput, o?: CallOptions): Promise<PreparedMint> => wallet((calls) => calls.prepareMint(call, input, o)),

    /**
     * Has the browser make prepare-mint's CORS preflight now, ahead of the buyer's click, so the click
     * costs one round trip (prepare-mint) instead of two. The preflight is answered by the service's
     * CORS layer; no mint is asked for, and the browser keeps the answer for the service's
     * `Access-Control-Max-Age`. Only where a preflight happens at all: in a browser, with the page's own
     * `fetch` (a custom one decides its own transport), towards another origin. At most once a minute;
     * a failure is ignored (the click then preflights, as without it).
     *
     * @example
     * // the buyer has connected and may press Mint
     * client.preflightPrepareMint()
     */
    preflightPrepareMint(): void {
      const now = Date.now();
      if (options.fetch !== undefined || typeof location === 'undefined' || typeof fetch !== 'function' || now - preflightedAt < 60_000) return;
      const url = `${base}/prepare-mint`;
      if (new URL(url).origin === location.origin) return;
      preflightedAt = now;
      // OPTIONS with prepare-mint's own headers: the browser's preflight for it allows POST with them too.
      fetch(url, { method: 'OPTIONS', headers: { 'X-API-Key': key.key, 'Content-Type': 'application/json' } }).catch(() => {});
    },

    /**
     * Starts loading the client's wallet-stage part (its endpoints and decoders: eligibility, wallet
     * counts, claim codes, token prices, availability, prepare-mint, execute-mint), which it otherwise
     * loads at the first of those calls, a round trip before that call's request. Call it when a
     * buyer reaches for a wallet. A failure is ignored here; the call that needs the part reports it.
     *
     * @example
     * // the buyer pressed Connect wallet
     * client.preloadWalletStage()
     */
    preloadWalletStage(): void {
      void walletCalls().catch(() => {});
    },

    /** Sends signed bytes for the service to broadcast. Never retried automatically; the mint flow decides. */
    executeMint: (input: ExecuteMintInput, o?: CallOptions): Promise<ExecutedMint> => wallet((calls) => calls.executeMint(call, input, o)),
  };
}

export type MintClient = ReturnType<typeof createMintClient>;
