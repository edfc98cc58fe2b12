import { createHash } from 'node:crypto';
import { Keypair, PublicKey } from '@solana/web3.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DROP_IDS, SEEDED_KEYS, SandboxWalletAdapter, createManualClock, createSandbox, createSystemClock, type Sandbox } from '../../src/sandbox/index.js';
import { base58Decode, base58Encode } from '../../src/sandbox/encoding.js';
import { sha256 } from '../../src/sandbox/sha256.js';
import { LAMPORTS, keypairFromSeed, readJson, signBase64 } from './harness.js';

const PAGE = 'http://localhost:5173';
const MINUTE = 60_000;
const sandboxes: Sandbox[] = [];

function make(options: Parameters<typeof createSandbox>[0] = {}) {
  const sandbox = createSandbox({ clock: createManualClock(), ...options });
  sandboxes.push(sandbox);
  return sandbox;
}

afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});

const keyed = (json = false) => ({ 'X-API-Key': SEEDED_KEYS.publishable, ...(json ? { 'Content-Type': 'application/json' } : {}) });

async function availability(sandbox: Sandbox) {
  return (await readJson(await sandbox.fetchFrom(PAGE)('/mint/v1/collections/genesis/availability', { headers: keyed() }))).body;
}

async function prepare(sandbox: Sandbox, wallet: Keypair, quantity = '1') {
  const manifest = sandbox.manifest();
  const genesis = manifest.drops.find((drop) => drop.seed === 'genesis')!;
  const res = await sandbox.fetchFrom(PAGE)('/mint/v1/prepare-mint', {
    method: 'POST',
    headers: keyed(true),
    body: JSON.stringify({ collectionId: genesis.uuid, phaseId: genesis.phases[1]!.id, walletAddress: wallet.publicKey.toBase58(), quantity }),
  });
  return readJson(res);
}

describe('createSandbox()', () => {
  it('funds wallets on the in-memory ledger; a fresh wallet holds nothing', () => {
    const sandbox = make();
    const wallet = Keypair.generate().publicKey.toBase58();
    expect(sandbox.balanceOf(wallet)).toBe(0);
    sandbox.fund(wallet, 1.5);
    sandbox.fund(wallet, 0.25);
    expect(sandbox.balanceOf(wallet)).toBe(1.75 * LAMPORTS);
    expect(() => sandbox.fund(wallet, -1)).toThrow(RangeError);
    expect(() => sandbox.fund(wallet, Number.NaN)).toThrow(RangeError);
  });

  it('refuses nonsense options with the fix in the message', () => {
    expect(() => createSandbox({ clock: createManualClock(), confirmationDelayMs: -1 })).toThrow(/confirmationDelayMs/);
    expect(() => createSandbox({ clock: createManualClock(), transitionAfterMs: 0 })).toThrow(/transitionAfterMs/);
  });

  it('ends the first genesis phase at transitionAfterMs', async () => {
    const sandbox = make({ transitionAfterMs: 10 * MINUTE });
    const res = await readJson(await sandbox.fetchFrom(PAGE)('/mint/v1/collections/genesis', { headers: keyed() }));
    expect(res.body.phases.active[0]).toMatchObject({ name: 'Early bird', msUntilEnd: 10 * MINUTE });
    expect(res.body.phases.upcoming[0]).toMatchObject({ name: 'Public', msUntilStart: 10 * MINUTE });
  });

  it('stores phase status: a clock that moves without firing timers changes no status', async () => {
    let now = Date.parse('2026-03-01T00:00:00.000Z');
    const silentClock = { now: () => now, setTimeout: () => ({ id: 1 }), clearTimeout: () => undefined };
    const sandbox = make({ clock: silentClock, transitionAfterMs: MINUTE });
    now += 10 * MINUTE;
    const res = await readJson(await sandbox.fetchFrom(PAGE)('/mint/v1/collections/genesis', { headers: keyed() }));
    expect(res.body.phases.active.map((phase: { name: string }) => phase.name)).toEqual(['Early bird']);
    expect(res.body.serverTime).toBe(new Date(now).toISOString());
  });

  it('refuses bytes sent after the three-minute lock lapsed, even when its timer has not fired yet', async () => {
    let now = Date.parse('2026-03-01T00:00:00.000Z');
    const silentClock = { now: () => now, setTimeout: () => ({ id: 1 }), clearTimeout: () => undefined };
    const sandbox = make({ clock: silentClock });
    const wallet = Keypair.generate();
    sandbox.fund(wallet.publicKey.toBase58(), 1);
    const session = (await prepare(sandbox, wallet)).body.sessions[0];
    now += 3 * MINUTE;
    const res = await readJson(
      await sandbox.fetchFrom(PAGE)('/mint/v1/execute-mint', {
        method: 'POST',
        headers: keyed(true),
        body: JSON.stringify({ sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) }),
      }),
    );
    expect(res.status).toBe(410);
    expect(res.body.code).toBe('SESSION_EXPIRED');
    expect((await availability(sandbox)).mintedCount).toBe(12);
  });

  it('runs on the system clock by default, and dispose() cancels its timers', async () => {
    const sandbox = createSandbox();
    sandboxes.push(sandbox);
    const res = await sandbox.fetchFrom(PAGE)('/mint/v1/collections/genesis', { headers: keyed() });
    expect(Math.abs(Date.parse((await res.json()).serverTime) - Date.now())).toBeLessThan(5_000);
    const clock = createSystemClock();
    const withClock = make({ clock });
    withClock.dispose();
    clock.advance(10 * MINUTE);
    const after = await readJson(await withClock.fetchFrom(PAGE)('/mint/v1/collections/genesis', { headers: keyed() }));
    // With its timers cancelled, the sandbox no longer moves phases even though time passed.
    expect(after.body.phases.active[0].name).toBe('Early bird');
  });

  it('reset() re-seeds: mints, balances, faults and the auth switch go back to the start', async () => {
    const sandbox = make();
    const wallet = Keypair.generate();
    sandbox.fund(wallet.publicKey.toBase58(), 1);
    const prepared = await prepare(sandbox, wallet);
    const session = prepared.body.sessions[0];
    await sandbox.fetchFrom(PAGE)('/mint/v1/execute-mint', {
      method: 'POST',
      headers: keyed(true),
      body: JSON.stringify({ sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) }),
    });
    expect((await availability(sandbox)).mintedCount).toBe(13);
    sandbox.setAuthAvailable(false);
    sandbox.failNext({ path: '/mint/v1/collections/genesis/availability', mode: 'network-before' });
    sandbox.reset();
    expect((await availability(sandbox)).mintedCount).toBe(12);
    expect(sandbox.balanceOf(wallet.publicKey.toBase58())).toBe(0);
  });
});

describe('fetchFrom() and fault injection', () => {
  it('resolves relative URLs, sends the Origin, and sends none for null', async () => {
    const sandbox = make();
    expect((await sandbox.fetchFrom(PAGE)('/mint/v1/', { headers: keyed() })).status).toBe(200);
    expect((await sandbox.fetchFrom(PAGE)('http://sandbox.mintkit.test/mint/v1/', { headers: keyed() })).status).toBe(200);
    const serverSide = await readJson(await sandbox.fetchFrom(null)('/mint/v1/', { headers: keyed() }));
    expect(serverSide.body.code).toBe('ORIGIN_NOT_ALLOWED');
    const plain = await readJson(await sandbox.fetch(new Request('http://sandbox.mintkit.test/mint/v1/', { headers: { ...keyed(), Origin: PAGE } })));
    expect(plain.status).toBe(200);
  });

  it('behaves like a browser on CORS: unexposed headers are hidden, a header the preflight refuses fails the request', async () => {
    const sandbox = make();
    sandbox.setAuthAvailable(false);
    const refused = await sandbox.fetchFrom(PAGE)('/mint/v1/', { headers: keyed() });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(refused.headers.get('Vary')).toBeNull();
    sandbox.setAuthAvailable(true);
    await expect(sandbox.fetchFrom(PAGE)('/mint/v1/', { headers: { ...keyed(), 'X-Debug': '1' } })).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it("'network-before' loses the request: the server never sees it", async () => {
    const sandbox = make();
    const wallet = Keypair.generate();
    sandbox.fund(wallet.publicKey.toBase58(), 1);
    sandbox.failNext({ path: '/mint/v1/prepare-mint', mode: 'network-before' });
    await expect(prepare(sandbox, wallet)).rejects.toThrow(TypeError);
    expect((await availability(sandbox)).reservedCount).toBe(0);
    expect((await prepare(sandbox, wallet)).status).toBe(200);
  });

  it("'network-after' loses the answer: the mint happened, and resending the same bytes returns it", async () => {
    const sandbox = make();
    const wallet = Keypair.generate();
    sandbox.fund(wallet.publicKey.toBase58(), 1);
    const session = (await prepare(sandbox, wallet, '2')).body.sessions[0];
    const execute = () =>
      sandbox.fetchFrom(PAGE)('/mint/v1/execute-mint', {
        method: 'POST',
        headers: keyed(true),
        body: JSON.stringify({ sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) }),
      });
    sandbox.failNext({ path: '/mint/v1/execute-mint', mode: 'network-after' });
    await expect(execute()).rejects.toThrow(new TypeError('Failed to fetch'));
    expect((await availability(sandbox)).mintedCount).toBe(14);
    const resent = await readJson(await execute());
    expect(resent.body).toMatchObject({ status: 'confirmed', minted: [{ name: 'Genesis #13' }, { name: 'Genesis #14' }] });
    expect((await availability(sandbox)).mintedCount).toBe(14);
  });

  it("'status' answers with the error body of the service, as many times as asked", async () => {
    const sandbox = make();
    sandbox.failNext({ path: '/mint/v1/collections/*', mode: 'status', status: 429, times: 2 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await readJson(await sandbox.fetchFrom(PAGE)('/mint/v1/collections/genesis', { headers: keyed() }));
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(res.headers.get('Retry-After')).toBe('1');
    }
    expect((await sandbox.fetchFrom(PAGE)('/mint/v1/collections/genesis', { headers: keyed() })).status).toBe(200);
    sandbox.failNext({ path: '/market/v1/collections', mode: 'status', status: 500 });
    const market = await readJson(await sandbox.fetchFrom(PAGE)('/market/v1/collections'));
    expect(market.status).toBe(500);
    expect(market.body).toEqual({ error: expect.any(String), code: 'INTERNAL_ERROR' });
    expect(() => sandbox.failNext({ path: '/x', mode: 'status' })).toThrow(RangeError);
  });
});

describe('the manifest', () => {
  it('lists bases, keys, every seeded drop, allowlist wallets, claim codes and the market', async () => {
    const sandbox = make();
    const manifest = sandbox.manifest('http://127.0.0.1:9999/');
    expect(manifest).toMatchObject({
      mintBaseUrl: 'http://127.0.0.1:9999/mint',
      marketBaseUrl: 'http://127.0.0.1:9999/market',
      manifestUrl: 'http://127.0.0.1:9999/__sandbox/manifest',
    });
    expect(manifest.keys.map((key) => key.key).sort()).toEqual(Object.values(SEEDED_KEYS).sort());
    const genesisOnly = manifest.keys.find((key) => key.key === SEEDED_KEYS.publishableGenesisOnly)!;
    expect(genesisOnly).toMatchObject({ kind: 'publishable', scope: ['genesis'], origins: ['http://localhost:*', 'http://127.0.0.1:*'] });
    expect(manifest.keys.find((key) => key.kind === 'secret')!.origins).toBeNull();
    for (const key of manifest.keys) expect(key.scope).not.toContain('out-of-scope');

    expect(manifest.drops.map((drop) => drop.shortId).sort()).toEqual(Object.values(DROP_IDS).map((drop) => drop.shortId).sort());
    for (const drop of manifest.drops) {
      expect(drop.phases.length).toBeGreaterThan(0);
      expect(drop.shows.length).toBeGreaterThan(0);
      expect(DROP_IDS[drop.seed]).toEqual({ shortId: drop.shortId, address: drop.address, uuid: drop.uuid });
    }
    expect(manifest.drops.find((drop) => drop.seed === 'mainnet')!.chain).toBe('solana-mainnet');

    expect(manifest.allowlist.length).toBeGreaterThan(0);
    for (const entry of manifest.allowlist) {
      expect(Keypair.fromSeed(createHash('sha256').update(entry.seed).digest()).publicKey.toBase58()).toBe(entry.address);
      expect(keypairFromSeed(entry.seed).publicKey.toBase58()).toBe(entry.address);
    }
    expect(new Set(manifest.claimCodes.map((code) => code.kind))).toEqual(new Set(['single_use', 'multi_use']));
    expect(manifest.market.collections.length).toBeGreaterThan(0);
    expect(PublicKey.isOnCurve(new PublicKey(manifest.mintAuthority).toBytes())).toBe(true);
  });

  it('is served at /__sandbox/manifest with URLs under the address the caller used', async () => {
    const sandbox = make();
    const served = await readJson(await sandbox.fetchFrom(null)('/__sandbox/manifest'));
    expect(served.body).toEqual(sandbox.manifest('http://sandbox.mintkit.test'));
  });

  it('exposes the sandbox-only controls over HTTP and validates their input', async () => {
    const sandbox = make();
    const page = sandbox.fetchFrom(null);
    const post = async (path: string, body: unknown) =>
      readJson(await page(`/__sandbox${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
    const wallet = Keypair.generate().publicKey.toBase58();
    expect((await post('/faucet', { address: wallet, sol: 2 })).body).toEqual({ success: true, address: wallet, lamports: 2 * LAMPORTS, sol: 2 });
    expect((await readJson(await page(`/__sandbox/balance/${wallet}`))).body.lamports).toBe(2 * LAMPORTS);
    for (const body of [{ address: wallet, sol: -1 }, { address: wallet, sol: '1' }, { address: 'nope', sol: 1 }]) {
      expect((await post('/faucet', body)).status).toBe(400);
    }
    const before = sandbox.clock.now();
    expect((await post('/time', { advanceMs: 1_000 })).body.serverTime).toBe(new Date(before + 1_000).toISOString());
    expect((await post('/time', { advanceMs: -5 })).status).toBe(400);
    const frozen = make({ clock: { now: () => 0, setTimeout: () => ({ id: 0 }), clearTimeout: () => undefined } });
    const frozenRes = await readJson(await frozen.fetchFrom(null)('/__sandbox/time', { method: 'POST', body: JSON.stringify({ advanceMs: 1 }) }));
    expect(frozenRes.status).toBe(409);
    expect((await post('/auth', { available: 'no' })).status).toBe(400);
    expect((await post('/reset', {})).status).toBe(200);
    expect(sandbox.balanceOf(wallet)).toBe(0);
    const docs = await page('/__sandbox/docs');
    expect(docs.headers.get('Content-Type')).toContain('text/html');
    expect(await docs.text()).toContain('/__sandbox/manifest');
  });
});

describe('encoding helpers', () => {
  it('hashes like node:crypto and encodes and decodes base58 like web3.js', () => {
    for (const input of ['', 'abc', 'mintkit-sandbox:allowlist:1', 'x'.repeat(55), 'x'.repeat(56), 'y'.repeat(1000)]) {
      expect(Buffer.from(sha256(input)).toString('hex')).toBe(createHash('sha256').update(input).digest('hex'));
    }
    for (let i = 0; i < 20; i++) {
      const key = Keypair.generate().publicKey;
      expect(base58Encode(key.toBytes())).toBe(key.toBase58());
      expect(base58Decode(key.toBase58())).toEqual(key.toBytes());
    }
    expect(base58Encode(new Uint8Array([0, 0, 1]))).toBe('112');
    expect(base58Decode('112')).toEqual(new Uint8Array([0, 0, 1]));
    expect(base58Decode('')).toEqual(new Uint8Array([]));
    expect(base58Decode('0OIl')).toBeNull();
  });
});

describe('the scriptable wallet mintkit/sandbox exports (README: "a scriptable SandboxWalletAdapter")', () => {
  it('connects with the keypair it is given and refuses to sign when scripted to', async () => {
    const keypair = Keypair.generate();
    const wallet = new SandboxWalletAdapter({ keypair, behavior: 'reject' });
    await wallet.connect();
    expect(wallet.publicKey?.toBase58()).toBe(keypair.publicKey.toBase58());
    await expect(wallet.signAllTransactions([])).rejects.toThrow(/rejected/);
    expect(wallet.signRequests).toBe(1);
  });
});
