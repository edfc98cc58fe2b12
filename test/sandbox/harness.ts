import { createHash, createPrivateKey, sign } from 'node:crypto';
import { Keypair, Transaction } from '@solana/web3.js';
import { afterEach, beforeEach } from 'vitest';
import { createManualClock, createSandbox, type Sandbox, type SandboxManifest, type SandboxOptions } from '../../src/sandbox/index.js';
import { createSandboxWithDrops } from '../../src/sandbox/create-sandbox.js';
import type { DropEditor } from '../../src/sandbox/mint/service.js';
import { startSandboxServer, type SandboxServer } from '../../src/sandbox/node.js';
import { createHoldableClock, type HoldableClock } from './holdable-clock.js';

export type Transport = 'in-process' | 'http';

/** The browser page the suites pretend to be, unless a test says otherwise. */
export const PAGE_ORIGIN = 'http://localhost:5173';

/** Ids are deterministic, so one manifest serves every sandbox in a file; only URLs differ per target. */
let cachedManifest: SandboxManifest | undefined;
export function seededManifest(): SandboxManifest {
  if (!cachedManifest) {
    const sandbox = createSandbox({ clock: createManualClock() });
    cachedManifest = sandbox.manifest();
    sandbox.dispose();
  }
  return cachedManifest;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  text: string;
  // Tests read arbitrary response fields; each assertion states the shape it expects.
  body: any;
}

export interface Target {
  transport: Transport;
  sandbox: Sandbox;
  /** A ManualClock; `holdTimers()` lets time pass a boundary without the service's timers firing. */
  clock: HoldableClock;
  /** Where the sandbox is reached: `http://sandbox.mintkit.test` in-process, `http://127.0.0.1:{port}` over HTTP. */
  origin: string;
  manifest: SandboxManifest;
  /** A fetch as page script on `pageOrigin` would make it (no Origin header when null). */
  page(pageOrigin?: string | null): typeof fetch;
  /** The request exactly as given, no page behaviour: for asserting raw headers. */
  raw(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * Registers a fresh sandbox (manual clock) per test, reached either in-process through
 * `sandbox.fetchFrom()` or over real sockets through `startSandboxServer({ port: 0 })`.
 * `editDrops` changes the seeded drops before their timers are armed (ids stay the same).
 */
export function useTarget(transport: Transport, options: Omit<SandboxOptions, 'clock'> = {}, editDrops?: DropEditor): () => Target {
  let target: Target | undefined;
  let server: SandboxServer | undefined;
  beforeEach(async () => {
    const clock = createHoldableClock();
    const sandbox = editDrops ? createSandboxWithDrops({ ...options, clock }, editDrops) : createSandbox({ ...options, clock });
    const manifest = seededManifest();
    if (transport === 'in-process') {
      target = {
        transport,
        sandbox,
        clock,
        origin: 'http://sandbox.mintkit.test',
        manifest,
        page: (pageOrigin = PAGE_ORIGIN) => sandbox.fetchFrom(pageOrigin),
        raw: (path, init) => sandbox.fetch(new Request(new URL(path, 'http://sandbox.mintkit.test'), init)),
      };
    } else {
      server = await startSandboxServer({ port: 0, sandbox });
      const origin = server.url;
      // What a browser adds by itself: the page's Origin on every cross-origin request.
      const browserLike = (pageOrigin: string | null): typeof fetch =>
        ((input: RequestInfo | URL, init?: RequestInit) => {
          const headers = new Headers(init?.headers);
          if (pageOrigin !== null) headers.set('Origin', pageOrigin);
          return fetch(new URL(String(input), origin), { ...init, headers });
        }) as typeof fetch;
      target = {
        transport,
        sandbox,
        clock,
        origin,
        manifest,
        page: (pageOrigin = PAGE_ORIGIN) => browserLike(pageOrigin),
        raw: (path, init) => fetch(new URL(path, origin), init),
      };
    }
  });
  afterEach(async () => {
    await server?.close();
    target?.sandbox.dispose();
    server = undefined;
    target = undefined;
  });
  return () => {
    if (!target) throw new Error('useTarget(): the target exists only inside a test.');
    return target;
  };
}

export async function readJson(response: Response): Promise<JsonResponse> {
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

export interface MintApiOptions {
  key?: string | null;
  origin?: string | null;
}

/** The minting service as a page with a key would call it. */
export function mintApi(target: Target, options: MintApiOptions = {}) {
  const key = options.key === undefined ? target.manifest.keys.find((k) => k.name === 'publishable')!.key : options.key;
  const fetcher = target.page(options.origin === undefined ? PAGE_ORIGIN : options.origin);
  const headers = (json: boolean) => {
    const result: Record<string, string> = {};
    if (key !== null) result['X-API-Key'] = key;
    if (json) result['Content-Type'] = 'application/json';
    return result;
  };
  return {
    get: async (path: string) => readJson(await fetcher(`/mint/v1${path}`, { headers: headers(false) })),
    post: async (path: string, body: unknown) =>
      readJson(
        await fetcher(`/mint/v1${path}`, {
          method: 'POST',
          headers: headers(true),
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
  };
}

export function keyNamed(target: Target, name: string): string {
  const found = target.manifest.keys.find((key) => key.name === name);
  if (!found) throw new Error(`No seeded key named ${name}`);
  return found.key;
}

export function dropNamed(target: Target, seed: string) {
  const drop = target.manifest.drops.find((candidate) => candidate.seed === seed);
  if (!drop) throw new Error(`No seeded drop ${seed}`);
  return drop;
}

export function phaseNamed(target: Target, seed: string, phaseName: string) {
  const phase = dropNamed(target, seed).phases.find((candidate) => candidate.name === phaseName);
  if (!phase) throw new Error(`No phase ${phaseName} on ${seed}`);
  return phase;
}

/** Sandbox-only controls, used through HTTP like any tool would. */
export function sandboxApi(target: Target) {
  const fetcher = target.page(null);
  const post = async (path: string, body: unknown) =>
    readJson(await fetcher(`/__sandbox${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
  return {
    fund: (address: string, sol: number) => post('/faucet', { address, sol }),
    advance: (advanceMs: number) => post('/time', { advanceMs }),
    setAuth: (available: boolean) => post('/auth', { available }),
    reset: () => post('/reset', {}),
    balance: async (address: string) => readJson(await fetcher(`/__sandbox/balance/${address}`)),
  };
}

export function keypairFromSeed(seed: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(seed, 'utf8').digest());
}

/** What a wallet adapter does: add the wallet's signature, keep the service's co-signature. */
export function signBase64(transaction: string, signer: Keypair): string {
  const tx = Transaction.from(Buffer.from(transaction, 'base64'));
  tx.partialSign(signer);
  return tx.serialize().toString('base64');
}

export const LAMPORTS = 1_000_000_000;

/** A raw ed25519 signature over `message`, as any key holder could make (for forged-signature tests). */
export function signMessage(message: Uint8Array, signer: Keypair): Buffer {
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(signer.secretKey.slice(0, 32))]);
  return sign(null, message, createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }));
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Independent of the sandbox's encoder, so a test of its output does not check it against itself. */
export function bs58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) throw new Error(`not base58: ${char}`);
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** Independent of the sandbox's encoder, like `bs58Decode`. */
export function bs58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}
