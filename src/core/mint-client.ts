import type { ServerClock } from './clock.js';
import { MintKitError } from './errors.js';
import { parseApiKey, type ApiKeyInfo } from './keys.js';
import { normalizeBaseUrl, query, requestJson, resolveHttpOptions, segment, type HttpOptions, type RequestSpec } from './http.js';
import { decodeFailure } from './wire/errors.js';
import {
  decodeAvailability,
  decodeBounty,
  decodeBountyPrizes,
  decodeClaimCodeBenefits,
  decodeClaimCodeConfig,
  decodeClaimCodeValidation,
  decodeCollectionResponse,
  decodeDiscovery,
  decodeEligibility,
  decodeExecuteMint,
  decodeGalleryItem,
  decodeLivePrice,
  decodeMintedItem,
  decodeOffsetPage,
  decodePrepareMint,
  decodeRankedWallet,
  decodeTokenPrices,
  decodeTraits,
  decodeWalletMints,
  type Availability,
  type Bounty,
  type BountyPrizes,
  type ClaimCodeBenefits,
  type ClaimCodeConfig,
  type ClaimCodeValidation,
  type CollectionResponse,
  type Discovery,
  type Eligibility,
  type ExecutedMint,
  type GalleryItem,
  type LivePrice,
  type MintedItem,
  type OffsetPage,
  type PreparedMint,
  type RankedWallet,
  type TokenPrices,
  type Traits,
  type WalletMints,
} from './wire/mint.js';

export interface MintClientOptions extends Partial<Pick<HttpOptions, 'fetch' | 'timeoutMs' | 'retry' | 'timers' | 'random' | 'monotonicNow'>> {
  /** A publishable (`svc_pub_`) or sandbox (`svc_test_`) key in browsers; a secret key only on servers. */
  apiKey: string;
  /** The service's base address, without `/v1` (it is appended). */
  baseUrl: string;
  /** When given, every response carrying `serverTime` feeds this clock. */
  clock?: ServerClock;
  /** Overrides browser detection for the secret-key rule (tests, unusual runtimes). */
  browser?: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface PageOptions extends CallOptions {
  limit?: number;
  offset?: number;
}

export interface PrepareMintInput {
  /** The collection's `id` from the read model (uuid form), as the spec asks. */
  collectionId: string;
  phaseId: string;
  walletAddress: string;
  /** A whole number; sent to the service as a string, as the spec requires. */
  quantity: number;
  claimCode?: string;
}

export interface ExecuteMintInput {
  sessionId: string;
  /** Base64 of the signed transaction bytes. Never a transaction hash: the service broadcasts. */
  signedTransaction: string;
}

const DEFAULT_PAGE_SIZE = 20;

/** A quantity the service could never accept is refused here, before a lock is asked for. */
async function assertQuantity(quantity: number): Promise<void> {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new MintKitError({ code: 'INVALID_REQUEST', message: `Quantity must be a whole number of at least 1 (got ${String(quantity)}).` });
  }
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
  const http = resolveHttpOptions(options);
  const clock = options.clock;

  async function call<T>(
    method: 'GET' | 'POST',
    endpoint: string,
    path: string,
    decode: (json: unknown) => T,
    init: { body?: unknown; idempotent?: boolean; signal?: AbortSignal | undefined } = {},
  ): Promise<T> {
    const spec: RequestSpec = {
      method,
      url: base + path,
      endpoint: `${method} ${endpoint}`,
      headers: { 'X-API-Key': key.key },
      body: init.body,
      idempotent: init.idempotent ?? method === 'GET',
      signal: init.signal,
      toFailure: decodeFailure,
    };
    const response = await requestJson(http, spec);
    const result = decode(response.json);
    sampleServerTime(response.json, response.sentAt, response.receivedAt);
    return result;
  }

  function sampleServerTime(json: unknown, sentAt: number, receivedAt: number) {
    if (!clock || typeof json !== 'object' || json === null) return;
    const serverTime = (json as { serverTime?: unknown }).serverTime;
    if (typeof serverTime === 'string') clock.sample(Date.parse(serverTime), sentAt, receivedAt);
  }

  function page<T>(endpoint: string, path: string, item: (value: unknown, path: string) => T, options: PageOptions = {}) {
    const requested = { limit: options.limit ?? DEFAULT_PAGE_SIZE, offset: options.offset ?? 0 };
    return call('GET', endpoint, path + query(requested), (json) => decodeOffsetPage(json, item, requested), { signal: options.signal });
  }

  const collectionPath = (id: string) => `/collections/${segment(id)}`;

  return {
    /** The key's kind, read from its prefix. */
    keyKind: key.kind,
    /** The versioned base address requests go to. */
    baseUrl: base,

    discover: (o: CallOptions = {}): Promise<Discovery> => call('GET', '/', '/', decodeDiscovery, o),

    getCollection: (identifier: string, o: CallOptions = {}): Promise<CollectionResponse> =>
      call('GET', '/collections/{identifier}', collectionPath(identifier), decodeCollectionResponse, o),

    getEligibility: (collectionId: string, phaseId: string, walletAddress: string, o: CallOptions = {}): Promise<Eligibility> =>
      call(
        'GET',
        '/collections/{collectionId}/eligibility/{phaseId}/{walletAddress}',
        `${collectionPath(collectionId)}/eligibility/${segment(phaseId)}/${segment(walletAddress)}`,
        decodeEligibility,
        o,
      ),

    getGallery: (identifier: string, o: PageOptions = {}): Promise<OffsetPage<GalleryItem>> =>
      page('/collections/{identifier}/gallery', `${collectionPath(identifier)}/gallery`, decodeGalleryItem, o),

    getRecentlyMinted: (identifier: string, o: PageOptions = {}): Promise<OffsetPage<MintedItem>> =>
      page('/collections/{identifier}/recently-minted', `${collectionPath(identifier)}/recently-minted`, decodeMintedItem, o),

    getWalletMints: (collectionId: string, walletAddress: string, o: CallOptions = {}): Promise<WalletMints> =>
      call(
        'GET',
        '/collections/{collectionId}/wallet-mints/{walletAddress}',
        `${collectionPath(collectionId)}/wallet-mints/${segment(walletAddress)}`,
        decodeWalletMints,
        o,
      ),

    getBounty: (identifier: string, o: CallOptions = {}): Promise<Bounty> =>
      call('GET', '/collections/{identifier}/bounty', `${collectionPath(identifier)}/bounty`, decodeBounty, o),

    getBountyPrizes: (identifier: string, o: CallOptions = {}): Promise<BountyPrizes> =>
      call('GET', '/collections/{identifier}/bounty-prizes', `${collectionPath(identifier)}/bounty-prizes`, decodeBountyPrizes, o),

    getClaimCodeConfig: (collectionId: string, o: CallOptions = {}): Promise<ClaimCodeConfig> =>
      call('GET', '/collections/{collectionId}/claim-codes', `${collectionPath(collectionId)}/claim-codes`, decodeClaimCodeConfig, o),

    getClaimCodeBenefits: (collectionId: string, walletAddress: string, o: CallOptions = {}): Promise<ClaimCodeBenefits> =>
      call(
        'GET',
        '/collections/{collectionId}/claim-codes/benefits/{walletAddress}',
        `${collectionPath(collectionId)}/claim-codes/benefits/${segment(walletAddress)}`,
        decodeClaimCodeBenefits,
        o,
      ),

    /** Read-only: asks whether a code is valid without redeeming or consuming a use (so it may be retried). */
    validateClaimCode: (collectionId: string, code: string, o: CallOptions = {}): Promise<ClaimCodeValidation> =>
      call('POST', '/collections/{collectionId}/claim-codes/validate', `${collectionPath(collectionId)}/claim-codes/validate`, decodeClaimCodeValidation, {
        ...o,
        body: { code },
        idempotent: true,
      }),

    getTokenPrices: (o: CallOptions = {}): Promise<TokenPrices> => call('GET', '/token-prices', '/token-prices', decodeTokenPrices, o),

    getPeggedPrice: (phaseId: string, o: CallOptions = {}): Promise<LivePrice> =>
      call('GET', '/phases/{phaseId}/pegged-price', `/phases/${segment(phaseId)}/pegged-price`, decodeLivePrice, o),

    getDutchPrice: (phaseId: string, o: CallOptions = {}): Promise<LivePrice> =>
      call('GET', '/phases/{phaseId}/dutch-price', `/phases/${segment(phaseId)}/dutch-price`, decodeLivePrice, o),

    getAvailability: (collectionId: string, o: CallOptions = {}): Promise<Availability> =>
      call('GET', '/collections/{collectionId}/availability', `${collectionPath(collectionId)}/availability`, decodeAvailability, o),

    getTraits: (identifier: string, o: CallOptions = {}): Promise<Traits> =>
      call('GET', '/collections/{identifier}/traits', `${collectionPath(identifier)}/traits`, decodeTraits, o),

    getAllMinted: (identifier: string, o: PageOptions = {}): Promise<OffsetPage<MintedItem>> =>
      page('/collections/{identifier}/all-minted', `${collectionPath(identifier)}/all-minted`, decodeMintedItem, o),

    getTopHolders: (identifier: string, o: PageOptions = {}): Promise<OffsetPage<RankedWallet>> =>
      page('/collections/{identifier}/top-holders', `${collectionPath(identifier)}/top-holders`, decodeRankedWallet, o),

    getTopMinters: (identifier: string, o: PageOptions = {}): Promise<OffsetPage<RankedWallet>> =>
      page('/collections/{identifier}/top-minters', `${collectionPath(identifier)}/top-minters`, decodeRankedWallet, o),

    /** Takes the 3-minute supply lock and returns transactions to sign. Never retried automatically. */
    prepareMint: (input: PrepareMintInput, o: CallOptions = {}): Promise<PreparedMint> =>
      assertQuantity(input.quantity).then(() => call('POST', '/prepare-mint', '/prepare-mint', decodePrepareMint, {
        ...o,
        idempotent: false,
        body: {
          collectionId: input.collectionId,
          phaseId: input.phaseId,
          walletAddress: input.walletAddress,
          quantity: String(input.quantity),
          ...(input.claimCode ? { claimCode: input.claimCode } : {}),
        },
      })),

    /** Sends signed bytes for the service to broadcast. Never retried automatically; the mint flow decides. */
    executeMint: (input: ExecuteMintInput, o: CallOptions = {}): Promise<ExecutedMint> =>
      call('POST', '/execute-mint', '/execute-mint', decodeExecuteMint, {
        ...o,
        idempotent: false,
        body: { sessionId: input.sessionId, signedTransaction: input.signedTransaction },
      }),
  };
}

export type MintClient = ReturnType<typeof createMintClient>;
