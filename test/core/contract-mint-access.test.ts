import { Keypair } from '@solana/web3.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMintClient, type MintClient, type MintKitError } from '../../src/core/index.js';
import { createManualClock, createSandbox } from '../../src/sandbox';
import {
  TRANSPORTS,
  dropShowing,
  expectFailure,
  fundedWallet,
  keyValue,
  recordingFetch,
  thrownBy,
  useContractTarget,
  withoutHeader,
  type ContractTarget,
  type Transport,
} from './contract-harness';

const FOREIGN_ORIGIN = 'https://evil.example';
const fastRetry = { retries: 3, baseDelayMs: 2, maxDelayMs: 2_000 };

/**
 * Timers that record the retry waits the client asks for and then skip them (the request timeout,
 * far longer, keeps its real timer), so the Retry-After test checks the wait without sleeping it.
 */
function skippedWaits() {
  const waits: number[] = [];
  const timers = {
    setTimeout: (callback: () => void, ms: number) => {
      if (ms >= 10_000) return setTimeout(callback, ms);
      waits.push(ms);
      return setTimeout(callback, 0);
    },
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { waits, timers };
}

/** Every typed method that names a collection, called for `id` (and a phase of it, for the eligibility route). */
function collectionCalls(client: MintClient, id: string, phaseId: string, wallet: string): Array<[string, () => Promise<unknown>]> {
  return [
    ['getCollection', () => client.getCollection(id)],
    ['getEligibility', () => client.getEligibility(id, phaseId, wallet)],
    ['getGallery', () => client.getGallery(id)],
    ['getRecentlyMinted', () => client.getRecentlyMinted(id)],
    ['getWalletMints', () => client.getWalletMints(id, wallet)],
    ['getBounty', () => client.getBounty(id)],
    ['getBountyPrizes', () => client.getBountyPrizes(id)],
    ['getClaimCodeConfig', () => client.getClaimCodeConfig(id)],
    ['getClaimCodeBenefits', () => client.getClaimCodeBenefits(id, wallet)],
    ['validateClaimCode', () => client.validateClaimCode(id, 'ANY-CODE')],
    ['getAvailability', () => client.getAvailability(id)],
    ['getTraits', () => client.getTraits(id)],
    ['getAllMinted', () => client.getAllMinted(id)],
    ['getTopHolders', () => client.getTopHolders(id)],
    ['getTopMinters', () => client.getTopMinters(id)],
  ];
}

/** What a client observes of a refusal, minus the endpoint it came from. */
const refusal = (error: MintKitError) => ({ code: error.code, status: error.status, retryable: error.retryable, serverMessage: error.serverMessage });

function accessSuite(transport: Transport) {
  describe(`keys, origins and scope through createMintClient (${transport})`, () => {
    const target = useContractTarget(transport);
    const genesisOnly = (t: ContractTarget) => {
      const key = t.manifest.keys.find((entry) => entry.scope.length === 1);
      if (!key) throw new Error('The manifest lists no single-drop key.');
      return key;
    };

    it('confines every collection route to the key, refusing an existing drop exactly as a made-up one', async () => {
      const scoped = genesisOnly(target());
      const client = target().mintClient({ key: scoped.key });
      const inScope = target().manifest.drops.find((drop) => drop.shortId === scoped.scope[0])!;
      const other = target().manifest.drops.find((drop) => drop.shortId !== inScope.shortId && drop.seed !== 'outOfScope')!;
      const wallet = Keypair.generate().publicKey.toBase58();
      const seen = new Set<string>();
      for (const id of [other.shortId, other.address, 'no-such-drop', Keypair.generate().publicKey.toBase58()]) {
        for (const [name, call] of collectionCalls(client, id, other.phases[0]!.id, wallet)) {
          const error = await expectFailure(call(), { code: 'COLLECTION_NOT_IN_SCOPE', status: 403 });
          expect(error.endpoint, name).toMatch(/^(GET|POST) \/collections\//);
          seen.add(JSON.stringify(refusal(error)));
        }
      }
      expect(seen.size).toBe(1);
      // The same key reads its own drop.
      expect((await client.getCollection(inScope.shortId)).collection.shortId).toBe(inScope.shortId);
    });

    it('refuses the drop no seeded key covers exactly as one that does not exist', async () => {
      const elsewhere = dropShowing(target().manifest, 'collection-not-in-scope');
      for (const keyName of ['publishable', 'sandbox']) {
        const client = target().mintClient({ key: keyName });
        const existing = await expectFailure(client.getCollection(elsewhere.shortId), { code: 'COLLECTION_NOT_IN_SCOPE', status: 403 });
        const madeUp = await expectFailure(client.getCollection('made-up-drop'), { code: 'COLLECTION_NOT_IN_SCOPE', status: 403 });
        expect(refusal(existing)).toEqual(refusal(madeUp));
      }
      const server = target().mintClient({ key: 'secret', origin: null });
      const existing = await expectFailure(server.getCollection(elsewhere.address), { code: 'COLLECTION_NOT_IN_SCOPE', status: 403 });
      expect(refusal(existing)).toEqual(refusal(await expectFailure(server.getCollection('made-up-drop'), { code: 'COLLECTION_NOT_IN_SCOPE', status: 403 })));
    });

    it('scopes the phase routes through the phase drop, and answers GET / and token prices without scope', async () => {
      const client = target().mintClient({ key: genesisOnly(target()).key });
      const dutch = dropShowing(target().manifest, 'dutch-price').phases[0]!.id;
      const pegged = dropShowing(target().manifest, 'pegged-price').phases[0]!.id;
      const outside = await expectFailure(client.getDutchPrice(dutch), { code: 'COLLECTION_NOT_IN_SCOPE', status: 403 });
      expect(refusal(await expectFailure(client.getPeggedPrice(pegged), { code: 'COLLECTION_NOT_IN_SCOPE', status: 403 }))).toEqual(refusal(outside));
      expect(refusal(await expectFailure(client.getDutchPrice(crypto.randomUUID()), { code: 'COLLECTION_NOT_IN_SCOPE', status: 403 }))).toEqual(refusal(outside));
      expect(await client.discover()).toMatchObject({ version: 'v1' });
      expect((await client.getTokenPrices()).prices.length).toBeGreaterThan(0);
      expect((await target().mintClient().getDutchPrice(dutch)).phaseId).toBe(dutch);
    });

    it("refuses prepare-mint naming another drop's id with 403, reserving nothing", async () => {
      const scoped = genesisOnly(target());
      const client = target().mintClient({ key: scoped.key });
      const other = dropShowing(target().manifest, 'bounty');
      const wallet = fundedWallet(target(), 5).publicKey.toBase58();
      const before = await target().mintClient().getAvailability(other.shortId);
      for (const collectionId of [other.uuid, other.shortId, other.address]) {
        await expectFailure(client.prepareMint({ collectionId, phaseId: other.phases[0]!.id, walletAddress: wallet, quantity: 1 }), {
          code: 'COLLECTION_NOT_IN_SCOPE',
          status: 403,
        });
      }
      expect(await target().mintClient().getAvailability(other.shortId)).toEqual(before);
    });

    it('answers 401 API_KEY_REQUIRED when no key reaches the service, and 401 API_KEY_INVALID for an unknown key', async () => {
      // The client refuses to be built without a key, so strip the header it sends on the way out.
      const { fetch, calls } = recordingFetch(withoutHeader(target().fetchFrom(target().pageOrigin), 'X-API-Key'));
      const keyless = target().mintClient({ fetch });
      await expectFailure(keyless.discover(), { code: 'API_KEY_REQUIRED', status: 401 });
      expect(calls).toHaveLength(1);
      const unknown = target().mintClient({ key: 'svc_pub_nobody_was_issued_this' });
      await expectFailure(unknown.discover(), { code: 'API_KEY_INVALID', status: 401 });
      await expectFailure(unknown.getCollection(dropShowing(target().manifest, 'phase-transition').shortId), { code: 'API_KEY_INVALID', status: 401 });
    });

    it('refuses a publishable key with no Origin (a server process) and from a foreign origin with 403 ORIGIN_NOT_ALLOWED', async () => {
      const drop = dropShowing(target().manifest, 'phase-transition');
      for (const keyName of ['publishable', 'sandbox']) {
        for (const origin of [null, FOREIGN_ORIGIN]) {
          const client = target().mintClient({ key: keyName, origin });
          await expectFailure(client.getCollection(drop.shortId), { code: 'ORIGIN_NOT_ALLOWED', status: 403 });
          await expectFailure(client.discover(), { code: 'ORIGIN_NOT_ALLOWED', status: 403 });
        }
      }
      // A key bound to one origin works from there and nowhere else.
      const strict = target().manifest.keys.find((key) => key.kind === 'publishable' && key.origins?.every((origin) => !origin.includes('*')))!;
      const home = strict.origins![0]!;
      expect((await target().mintClient({ key: strict.key, origin: home }).getCollection(drop.shortId)).collection.id).toBe(drop.uuid);
      await expectFailure(target().mintClient({ key: strict.key }).getCollection(drop.shortId), { code: 'ORIGIN_NOT_ALLOWED', status: 403 });
      // The secret key has no origin binding: it works from a server, which sends none.
      const server = target().mintClient({ key: 'secret', origin: null });
      expect(server.keyKind).toBe('secret');
      expect((await server.getCollection(drop.shortId)).collection.id).toBe(drop.uuid);
    });

    it('refuses a sandbox key on a production-chain drop with 403 SANDBOX_KEY_ON_MAINNET, server-side', async () => {
      const mainnet = dropShowing(target().manifest, 'sandbox-key-on-mainnet');
      expect(mainnet.chain).not.toMatch(/-devnet$/);
      const sandboxKey = target().mintClient({ key: 'sandbox' });
      expect(sandboxKey.keyKind).toBe('sandbox');
      await expectFailure(sandboxKey.getCollection(mainnet.shortId), { code: 'SANDBOX_KEY_ON_MAINNET', status: 403 });
      await expectFailure(sandboxKey.getGallery(mainnet.address), { code: 'SANDBOX_KEY_ON_MAINNET', status: 403 });
      await expectFailure(sandboxKey.getDutchPrice(mainnet.phases[0]!.id), { code: 'SANDBOX_KEY_ON_MAINNET', status: 403 });
      const wallet = fundedWallet(target(), 5).publicKey.toBase58();
      await expectFailure(sandboxKey.prepareMint({ collectionId: mainnet.uuid, phaseId: mainnet.phases[0]!.id, walletAddress: wallet, quantity: 1 }), {
        code: 'SANDBOX_KEY_ON_MAINNET',
        status: 403,
      });
      // The same drop reads with a publishable key; the sandbox key reads devnet drops.
      expect((await target().mintClient().getCollection(mainnet.shortId)).collection.chain).toBe(mainnet.chain);
      expect((await sandboxKey.getCollection(dropShowing(target().manifest, 'phase-transition').shortId)).collection.chain).toMatch(/-devnet$/);
    });

    describe('while the key check is unavailable', () => {
      afterEach(() => target().sandbox.setAuthAvailable(true));

      it('retries 503 AUTH_UNAVAILABLE on reads per the policy and succeeds once the sandbox recovers', async () => {
        const drop = dropShowing(target().manifest, 'phase-transition');
        target().sandbox.setAuthAvailable(false);
        const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
        // The check comes back after the second refusal.
        const recovering = (async (input: RequestInfo | URL, init?: RequestInit) => {
          const response = await fetch(input, init);
          if (calls.filter((call) => call.status === 503).length === 2) target().sandbox.setAuthAvailable(true);
          return response;
        }) as typeof globalThis.fetch;
        const { waits, timers } = skippedWaits();
        const client = target().mintClient({ fetch: recovering, retry: fastRetry, timers });
        const response = await client.getCollection(drop.shortId);
        expect(response.collection.id).toBe(drop.uuid);
        expect(calls.map((call) => call.status)).toEqual([503, 503, 200]);
        // Each retry waited at least the Retry-After the service sent (1 s).
        expect(waits).toHaveLength(2);
        for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(1_000);
        expect(calls.map((call) => (call.json as { code?: string }).code)).toEqual(['AUTH_UNAVAILABLE', 'AUTH_UNAVAILABLE', undefined]);
      });

      it('gives up after the policy with a retryable AUTH_UNAVAILABLE carrying Retry-After, never a denial', async () => {
        target().sandbox.setAuthAvailable(false);
        const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
        const client = target().mintClient({ fetch, retry: fastRetry, timers: skippedWaits().timers });
        const error = await expectFailure(client.discover(), { code: 'AUTH_UNAVAILABLE', status: 503, retryable: true });
        expect(error.retryAfterMs).toBe(1_000);
        expect(calls).toHaveLength(fastRetry.retries + 1);
      });

      it('never retries prepare-mint or execute-mint', async () => {
        const drop = dropShowing(target().manifest, 'phase-transition');
        const wallet = fundedWallet(target(), 5).publicKey.toBase58();
        const phaseId = (await target().mintClient().getCollection(drop.shortId)).phases.active[0]!.id;
        target().sandbox.setAuthAvailable(false);
        const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
        const client = target().mintClient({ fetch, retry: fastRetry });
        await expectFailure(client.prepareMint({ collectionId: drop.uuid, phaseId, walletAddress: wallet, quantity: 1 }), {
          code: 'AUTH_UNAVAILABLE',
          status: 503,
          retryable: true,
        });
        expect(calls).toHaveLength(1);
        await expectFailure(client.executeMint({ sessionId: 'any-session', signedTransaction: 'AQID' }), { code: 'AUTH_UNAVAILABLE', status: 503, retryable: true });
        expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
          `POST ${new URL(target().manifest.mintBaseUrl).pathname}/v1/prepare-mint`,
          `POST ${new URL(target().manifest.mintBaseUrl).pathname}/v1/execute-mint`,
        ]);
      });
    });
  });
}

for (const transport of TRANSPORTS) accessSuite(transport);

describe('keys the client refuses before any request', () => {
  afterEach(() => vi.unstubAllGlobals());

  const neverCalled = () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    return fetch;
  };

  it('refuses a secret key in browser code, whether detected or declared', async () => {
    // Read the key from a manifest, as a page would be handed one by mistake.
    const sandbox = createSandbox({ clock: createManualClock() });
    const manifest = sandbox.manifest();
    sandbox.dispose();
    const secret = keyValue(manifest, 'secret');
    expect(secret.startsWith('svc_live_')).toBe(true);
    const fetch = neverCalled();

    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    const detected = thrownBy(() => createMintClient({ apiKey: secret, baseUrl: manifest.mintBaseUrl, fetch }));
    expect(detected.code).toBe('SECRET_KEY_IN_BROWSER');
    expect(detected.status).toBeNull();
    expect(detected.message).toMatch(/svc_pub_/);
    vi.unstubAllGlobals();

    expect(thrownBy(() => createMintClient({ apiKey: secret, baseUrl: manifest.mintBaseUrl, fetch, browser: true })).code).toBe('SECRET_KEY_IN_BROWSER');
    // The publishable key is what belongs there.
    expect(createMintClient({ apiKey: keyValue(manifest, 'publishable'), baseUrl: manifest.mintBaseUrl, fetch, browser: true }).keyKind).toBe('publishable');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['unknown prefix', 'pk_live_0123456789abcdef'],
    ['too short', 'svc_pub_abc'],
    ['illegal characters', 'svc_pub_has spaces in it'],
  ])('refuses a %s key with INVALID_KEY and sends nothing', (_, apiKey) => {
    const fetch = neverCalled();
    const error = thrownBy(() => createMintClient({ apiKey, baseUrl: 'http://127.0.0.1:9/mint', fetch }));
    expect({ code: error.code, status: error.status, retryable: error.retryable }).toEqual({ code: 'INVALID_KEY', status: null, retryable: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});
