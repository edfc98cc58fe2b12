import { createHash } from 'node:crypto';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import {
  createMarketClient,
  createMintClient,
  isMintKitError,
  type MarketClientOptions,
  type MintClientOptions,
  type MintKitError,
  type MintKitErrorCode,
} from '../../src/core/index.js';
import { createManualClock, createSandbox, type ManualClock, type Sandbox, type SandboxClock, type SandboxManifest, type SandboxOptions } from '../../src/sandbox';
import { startSandboxServer, type SandboxServer } from '../../src/sandbox/node';

/**
 * The contract tests drive the typed clients (never raw fetch, unless a test says why) against the
 * sandbox, reached two ways: in-process through `sandbox.fetchFrom(origin)`, and over real sockets
 * through `startSandboxServer({ port: 0 })` with a fetch that adds the Origin a browser would.
 */
export type Transport = 'in-process' | 'http';
export const TRANSPORTS: readonly Transport[] = ['in-process', 'http'];

type Manifest = SandboxManifest;
export type ManifestDrop = Manifest['drops'][number];

export interface ContractTarget {
  transport: Transport;
  sandbox: Sandbox;
  /** The sandbox's clock (a ManualClock unless the target was built with another). */
  clock: SandboxClock;
  /** The manifest with URLs as this transport reaches them. */
  manifest: Manifest;
  /** The origin of the page the tests pretend to be: a concrete instance of a seeded key's origin pattern. */
  pageOrigin: string;
  /** fetch as page script on `origin` would make it; `null` sends no Origin (a server process). */
  fetchFrom(origin: string | null): typeof fetch;
  /** A minting-service client as a page would build it (publishable key, page origin) unless overridden. */
  mintClient(options?: MintClientOverrides): ReturnType<typeof createMintClient>;
  /** A marketplace client as a page would build it. */
  marketClient(options?: Partial<MarketClientOptions>): ReturnType<typeof createMarketClient>;
  /** Moves a ManualClock forward (fires phase timers, lock expiry, Dutch steps). */
  advance(ms: number): void;
}

export interface MintClientOverrides extends Partial<Omit<MintClientOptions, 'apiKey'>> {
  /** Key name from the manifest (`publishable` by default) or a literal key when it starts with `svc_`/is not a seeded name. */
  key?: string;
  /** Page origin; `null` for a server process. Ignored when `fetch` is given. */
  origin?: string | null;
}

export interface TargetOptions {
  /** `each` (default): a fresh sandbox per test. `file`: one per describe block, for read-only suites. */
  lifetime?: 'each' | 'file';
  sandbox?: Omit<SandboxOptions, 'clock'>;
  /** Default: a fresh ManualClock. */
  clock?: () => SandboxClock;
}

/** Turns `http://localhost:*` (a seeded key's origin pattern) into a page origin on a concrete port. */
export function concreteOrigin(pattern: string): string {
  return pattern.replace(/:\*$/, ':5173');
}

/** Registers a sandbox per test (or per block) reached over `transport`; call the result inside tests. */
export function useContractTarget(transport: Transport, options: TargetOptions = {}): () => ContractTarget {
  let target: ContractTarget | undefined;
  let server: SandboxServer | undefined;

  const setUp = async () => {
    const clock = options.clock?.() ?? createManualClock();
    const sandbox = createSandbox({ ...options.sandbox, clock });
    let fetchFrom: (origin: string | null) => typeof fetch;
    let manifest: Manifest;
    if (transport === 'in-process') {
      fetchFrom = (origin) => sandbox.fetchFrom(origin);
      manifest = sandbox.manifest();
    } else {
      server = await startSandboxServer({ port: 0, sandbox });
      manifest = sandbox.manifest(server.url);
      // Node's fetch sends no Origin; a browser adds the page's on every cross-origin request.
      fetchFrom = (origin) =>
        ((input: RequestInfo | URL, init?: RequestInit) => {
          const headers = new Headers(init?.headers);
          if (origin !== null) headers.set('Origin', origin);
          return fetch(input, { ...init, headers });
        }) as typeof fetch;
    }
    const publishable = manifest.keys.find((key) => key.name === 'publishable');
    const pattern = publishable?.origins?.[0];
    if (!pattern) throw new Error('The manifest lists no publishable key with an origin.');
    const pageOrigin = concreteOrigin(pattern);
    target = {
      transport,
      sandbox,
      clock,
      manifest,
      pageOrigin,
      fetchFrom,
      mintClient(overrides = {}) {
        const { key = 'publishable', origin = pageOrigin, fetch: givenFetch, baseUrl = manifest.mintBaseUrl, ...rest } = overrides;
        return createMintClient({ apiKey: keyValue(manifest, key), baseUrl, fetch: givenFetch ?? fetchFrom(origin), ...rest });
      },
      marketClient(overrides = {}) {
        return createMarketClient({ baseUrl: manifest.marketBaseUrl, fetch: overrides.fetch ?? fetchFrom(pageOrigin), ...overrides });
      },
      advance(ms) {
        const manual = clock as Partial<ManualClock>;
        if (typeof manual.advance !== 'function') throw new Error('This target runs on a clock that cannot be advanced.');
        manual.advance(ms);
      },
    };
  };
  const tearDown = async () => {
    await server?.close();
    target?.sandbox.dispose();
    server = undefined;
    target = undefined;
  };
  if (options.lifetime === 'file') {
    beforeAll(setUp);
    afterAll(tearDown);
  } else {
    beforeEach(setUp);
    afterEach(tearDown);
  }
  return () => {
    if (!target) throw new Error('useContractTarget(): the target exists only inside a test.');
    return target;
  };
}

/** A seeded key by manifest name, or the string itself when it names no seeded key. */
export function keyValue(manifest: Manifest, nameOrKey: string): string {
  return manifest.keys.find((key) => key.name === nameOrKey)?.key ?? nameOrKey;
}

/** The one seeded drop that demonstrates `what` (the manifest's `shows`). */
export function dropShowing(manifest: Manifest, what: string): ManifestDrop {
  const found = manifest.drops.filter((drop) => drop.shows.includes(what));
  if (found.length !== 1) throw new Error(`Expected one drop showing ${what}, found ${found.length}.`);
  return found[0]!;
}

export function dropSeeded(manifest: Manifest, seed: string): ManifestDrop {
  const drop = manifest.drops.find((candidate) => candidate.seed === seed);
  if (!drop) throw new Error(`No seeded drop ${seed}.`);
  return drop;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: string | null;
  status: number | null;
  /** The response body parsed as JSON (undefined when it was not JSON or no answer came). */
  json: unknown;
}

/** Wraps a fetch and records what the client sent and what came back, as the page saw it. */
export function recordingFetch(inner: typeof fetch) {
  const calls: RecordedCall[] = [];
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: input instanceof Request ? input.url : String(input),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
      status: null,
      json: undefined,
    };
    calls.push(call);
    const response = await inner(input, init);
    call.status = response.status;
    try {
      call.json = JSON.parse(await response.clone().text());
    } catch {
      call.json = undefined;
    }
    return response;
  }) as typeof fetch;
  return { fetch: wrapped, calls };
}

/** A fetch that drops one request header on the way out (to send what the client itself never would). */
export function withoutHeader(inner: typeof fetch, name: string): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.delete(name);
    return inner(input, { ...init, headers });
  }) as typeof fetch;
}

/** Awaits a call that must fail and returns its MintKitError. */
export async function failureOf(promise: Promise<unknown>): Promise<MintKitError> {
  try {
    await promise;
  } catch (error) {
    if (isMintKitError(error)) return error;
    throw error;
  }
  throw new Error('Expected the call to fail with a MintKitError, but it succeeded.');
}

/** Runs a function that must throw synchronously and returns its MintKitError. */
export function thrownBy(run: () => unknown): MintKitError {
  try {
    run();
  } catch (error) {
    if (isMintKitError(error)) return error;
    throw error;
  }
  throw new Error('Expected a MintKitError to be thrown.');
}

/** Asserts the failure a client observes: the stable code, the HTTP status and whether retrying helps. */
export async function expectFailure(
  promise: Promise<unknown>,
  expected: { code: MintKitErrorCode; status: number | null; retryable?: boolean },
): Promise<MintKitError> {
  const error = await failureOf(promise);
  expect({ code: error.code, status: error.status, retryable: error.retryable }).toEqual({ retryable: false, ...expected });
  if (expected.status === null) {
    // Refused on this side of the wire: no service answer to keep.
    expect(error.rawCode).toBeNull();
  } else {
    expect(error.rawCode).toBe(expected.code);
    // The service's sentence is kept for logs; nothing asserts on its wording.
    expect(typeof error.serverMessage).toBe('string');
  }
  return error;
}

/** What a wallet does with a prepared transaction: deserialize, add its signature, serialize. */
export function signAsWallet(transactionBase64: string, wallet: Keypair): string {
  const transaction = VersionedTransaction.deserialize(Buffer.from(transactionBase64, 'base64'));
  transaction.sign([wallet]);
  return Buffer.from(transaction.serialize()).toString('base64');
}

/** The manifest's derivation for allowlisted wallets: `Keypair.fromSeed(sha256(utf8(seed)))`. */
export function keypairFromSeed(seed: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(seed, 'utf8').digest());
}

/** A fresh wallet funded on the sandbox ledger. */
export function fundedWallet(target: ContractTarget, sol: number): Keypair {
  const wallet = Keypair.generate();
  target.sandbox.fund(wallet.publicKey.toBase58(), sol);
  return wallet;
}

export const MINUTE = 60_000;
export const LAMPORTS_PER_SOL = 1_000_000_000;
