import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  LAMPORTS,
  dropNamed,
  keyNamed,
  keypairFromSeed,
  mintApi,
  phaseNamed,
  bs58Decode,
  bs58Encode as base58,
  sandboxApi,
  signBase64,
  signMessage,
  useTarget,
  type Target,
  type Transport,
} from '../harness.js';

const MINUTE = 60_000;
const FEE_PER_TRANSACTION = 10_000; // two signatures at 5,000 lamports

function prepareBody(target: Target, seed: string, phaseName: string, wallet: string, quantity: string, extra: object = {}) {
  return { collectionId: dropNamed(target, seed).uuid, phaseId: phaseNamed(target, seed, phaseName).id, walletAddress: wallet, quantity, ...extra };
}

async function funded(target: Target, sol: number): Promise<Keypair> {
  const wallet = Keypair.generate();
  const res = await sandboxApi(target).fund(wallet.publicKey.toBase58(), sol);
  expect(res.status).toBe(200);
  return wallet;
}

async function availability(target: Target, seed: string) {
  return (await mintApi(target).get(`/collections/${dropNamed(target, seed).shortId}/availability`)).body;
}

async function balance(target: Target, address: string): Promise<number> {
  return (await sandboxApi(target).balance(address)).body.lamports;
}

/** A transaction hash (a base58 ed25519 signature) of the given length, signed by `signer`. */
function hashOfLength(length: number, signer: Keypair): string {
  for (let attempt = 0; attempt < 1_000; attempt++) {
    const hash = base58(signMessage(Buffer.from(`message ${attempt}`), signer));
    if (hash.length === length) return hash;
  }
  throw new Error(`No signature of ${length} characters in 1,000 tries.`);
}

/** A wallet funded with 2 SOL on the buy-2-get-1 drop, and its prepare-mint body for a quantity. */
async function bogoBuyer(target: Target) {
  const wallet = await funded(target, 2);
  const address = wallet.publicKey.toBase58();
  return { wallet, address, body: (quantity: string) => prepareBody(target, 'bogo', 'Buy 2 get 1', address, quantity) };
}

/** prepare → sign every session → execute every session; returns the execute bodies. */
async function mintAll(target: Target, body: object, wallet: Keypair) {
  const api = mintApi(target);
  const prepared = await api.post('/prepare-mint', body);
  expect(prepared.status, prepared.text).toBe(200);
  const results = [];
  for (const session of prepared.body.sessions) {
    const executed = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) });
    expect(executed.status, executed.text).toBe(200);
    results.push(executed.body);
  }
  return { prepared: prepared.body, results };
}

export function mintSuite(transport: Transport) {
  describe(`prepare and execute (${transport})`, () => {
    const target = useTarget(transport, { transitionAfterMs: 3 * MINUTE });

    it('prepares a real transaction for the wallet to sign, then mints once on execute', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const address = wallet.publicKey.toBase58();
      const treasuryBefore = await balance(target(), target().manifest.treasury);

      const prepared = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '2'));
      expect(prepared.status).toBe(200);
      expect(prepared.body).toMatchObject({
        success: true,
        lockExpiresAt: new Date(target().clock.now() + 3 * MINUTE).toISOString(),
        serverTime: new Date(target().clock.now()).toISOString(),
      });
      expect(prepared.body.sessions).toHaveLength(1);
      const session = prepared.body.sessions[0];
      expect(session).toMatchObject({ sessionId: expect.any(String), transaction: expect.any(String), quantity: 2 });

      const tx = Transaction.from(Buffer.from(session.transaction, 'base64'));
      expect(tx.feePayer?.toBase58()).toBe(address);
      expect(tx.signatures.map((entry) => entry.publicKey.toBase58())).toEqual([address, target().manifest.mintAuthority]);
      expect(tx.signatures[0]!.signature).toBeNull();
      expect(tx.verifySignatures(false)).toBe(true);
      const transfer = tx.instructions.find((ix) => ix.programId.equals(SystemProgram.programId))!;
      expect(transfer.keys[1]!.pubkey.toBase58()).toBe(target().manifest.treasury);
      expect(Number(Buffer.from(transfer.data).readBigUInt64LE(4))).toBe(0.2 * LAMPORTS);
      const memo = tx.instructions.find((ix) => ix.programId.equals(new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')))!;
      expect(Buffer.from(memo.data).toString('utf8')).toContain(session.sessionId);

      const reserved = await availability(target(), 'genesis');
      expect(reserved).toMatchObject({ mintedCount: 12, reservedCount: 2, availableNow: 486 });

      const signed = signBase64(session.transaction, wallet);
      const executed = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signed });
      expect(executed.status).toBe(200);
      const walletSignature = Transaction.from(Buffer.from(signed, 'base64')).signatures[0]!.signature!;
      expect(executed.body).toMatchObject({ success: true, sessionId: session.sessionId, status: 'confirmed' });
      expect(Buffer.from(bs58Decode(executed.body.signature))).toEqual(walletSignature);
      expect(executed.body.minted.map((item: { name: string }) => item.name)).toEqual(['Genesis #13', 'Genesis #14']);
      const art = await target().page()(executed.body.minted[0].image);
      expect(art.headers.get('Content-Type')).toBe('image/svg+xml');

      const collection = (await api.get('/collections/genesis')).body;
      expect(collection.stats).toMatchObject({ mintedCount: 14, availableCount: 486 });
      expect(await availability(target(), 'genesis')).toMatchObject({ reservedCount: 0, availableNow: 486 });
      expect(await balance(target(), address)).toBe(LAMPORTS - 0.2 * LAMPORTS - FEE_PER_TRANSACTION);
      expect(await balance(target(), target().manifest.treasury)).toBe(treasuryBefore + 0.2 * LAMPORTS);
      const counts = (await api.get(`/collections/genesis/wallet-mints/${address}`)).body.phases[1];
      expect(counts).toMatchObject({ minted: 2, bonusMinted: 0, remaining: 3 });
      const recent = (await api.get('/collections/genesis/recently-minted?limit=2')).body.items;
      expect(recent.map((item: { minter: string }) => item.minter)).toEqual([address, address]);
      expect(recent[0].signature).toBe(executed.body.signature);
      const minters = (await api.get('/collections/genesis/top-minters')).body.items;
      expect(minters).toContainEqual({ address, count: 2 });
    });

    it('answers a repeated execute with the same result and never mints twice', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const { prepared, results } = await mintAll(target(), prepareBody(target(), 'genesis', 'Early bird', wallet.publicKey.toBase58(), '1'), wallet);
      const session = prepared.sessions[0];
      const balanceAfter = await balance(target(), wallet.publicKey.toBase58());
      const again = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) });
      expect(again.body).toEqual(results[0]);
      // Bytes that are not the prepared message signed by the buyer are refused, even once it is minted.
      const garbage = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: 'AAAA' });
      expect(garbage.status).toBe(400);
      expect(garbage.body.code).toBe('INVALID_SIGNED_TRANSACTION');
      const flipped = Buffer.from(signBase64(session.transaction, wallet), 'base64');
      flipped[flipped.length - 1]! ^= 1;
      const tampered = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: flipped.toString('base64') });
      expect(tampered.body.code).toBe('INVALID_SIGNED_TRANSACTION');
      expect((await api.get('/collections/genesis')).body.stats.mintedCount).toBe(13);
      expect(await balance(target(), wallet.publicKey.toBase58())).toBe(balanceAfter);
    });

    it('rejects a tampered message, a wrong signer, a missing signature or co-signature and bytes that are no transaction', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const prepared = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', wallet.publicKey.toBase58(), '1'));
      const session = prepared.body.sessions[0];
      const wire = Buffer.from(session.transaction, 'base64');

      // The wallet signs a message that asks for less money.
      const tampered = Transaction.from(wire);
      const transferIx = tampered.instructions.find((ix) => ix.programId.equals(SystemProgram.programId))!;
      const cheaper = Buffer.from(transferIx.data);
      cheaper.writeBigUInt64LE(1n, 4);
      transferIx.data = cheaper;
      tampered.signatures = tampered.signatures.map((entry) => ({ ...entry, signature: null }));
      tampered.partialSign(wallet);
      const tamperedBytes = tampered.serialize({ requireAllSignatures: false }).toString('base64');

      // Another key's signature in the wallet's slot.
      const impostor = Keypair.generate();
      const wrongSigner = Transaction.from(wire);
      wrongSigner.addSignature(wallet.publicKey, signMessage(wrongSigner.serializeMessage(), impostor));

      // The wallet's genuine signature, with the mint authority's co-signature taken out.
      const withoutCoSigner = Transaction.from(wire);
      withoutCoSigner.partialSign(wallet);
      withoutCoSigner.signatures = withoutCoSigner.signatures.map((entry) => (entry.publicKey.equals(wallet.publicKey) ? entry : { ...entry, signature: null }));

      // The genuine signatures and message behind a padded signature count (2 written as 0x82 0x00),
      // which a cluster refuses to read.
      const genuine = Buffer.from(signBase64(session.transaction, wallet), 'base64');
      const paddedCount = Buffer.concat([Buffer.from([genuine[0]! | 0x80, 0x00]), genuine.subarray(1)]).toString('base64');

      const unsigned = session.transaction;
      const cases = {
        paddedCount,
        tampered: tamperedBytes,
        wrongSigner: wrongSigner.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64'),
        withoutCoSigner: withoutCoSigner.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64'),
        unsigned,
        notBase64: 'this is not base64!',
        notATransaction: Buffer.from('hello, world').toString('base64'),
      };
      for (const [name, signedTransaction] of Object.entries(cases)) {
        const res = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction });
        expect(res.status, name).toBe(400);
        expect(res.body.code, name).toBe('INVALID_SIGNED_TRANSACTION');
      }
      expect((await availability(target(), 'genesis')).mintedCount).toBe(12);
      // The session survives bad attempts: the genuine signature still mints.
      const good = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) });
      expect(good.body.status).toBe('confirmed');
    });

    it('refuses transactionHash whatever else the body holds, and unknown sessions', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const prepared = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', wallet.publicKey.toBase58(), '1'));
      const session = prepared.body.sessions[0];
      for (const body of [
        { transactionHash: '5'.repeat(88) },
        { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet), transactionHash: 'abc' },
        { sessionId: session.sessionId, transactionHash: null },
      ]) {
        const res = await api.post('/execute-mint', body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('CLIENT_BROADCAST_NOT_ALLOWED');
      }
      expect((await availability(target(), 'genesis')).mintedCount).toBe(12);
      const unknown = await api.post('/execute-mint', { sessionId: 'ses_unknown', signedTransaction: signBase64(session.transaction, wallet) });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('SESSION_NOT_FOUND');
    });

    it('refuses a transaction hash sent as signedTransaction with CLIENT_BROADCAST_NOT_ALLOWED, and mints nothing', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const prepared = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', wallet.publicKey.toBase58(), '1'));
      const session = prepared.body.sessions[0];
      const signed = signBase64(session.transaction, wallet);
      // What a client that broadcast the bytes itself holds: the transaction's hash, its first signature in base58.
      const hash = base58(Transaction.from(Buffer.from(signed, 'base64')).signatures[0]!.signature!);
      // Signatures are 87 or 88 base58 characters; an 88-character one is also well-formed base64.
      const hashes = [hash, ...[87, 88].map((length) => hashOfLength(length, wallet))];
      expect(new Set(hashes.slice(1).map((value) => value.length))).toEqual(new Set([87, 88]));
      for (const signedTransaction of hashes) {
        const res = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction });
        expect(res.status, signedTransaction).toBe(400);
        expect(res.body.code, signedTransaction).toBe('CLIENT_BROADCAST_NOT_ALLOWED');
      }
      expect((await availability(target(), 'genesis')).mintedCount).toBe(12);
      // The session is untouched: its signed bytes still mint.
      const good = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signed });
      expect(good.body).toMatchObject({ status: 'confirmed', signature: hash });
    });

    it('releases the reservation when the three-minute lock lapses, and answers 410 afterwards', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const address = wallet.publicKey.toBase58();
      const prepared = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '3'));
      const session = prepared.body.sessions[0];
      expect(await availability(target(), 'genesis')).toMatchObject({ reservedCount: 3, availableNow: 485 });
      expect((await api.get(`/collections/genesis/wallet-mints/${address}`)).body.phases[1].remaining).toBe(2);

      await sandboxApi(target()).advance(3 * MINUTE - 1);
      expect((await availability(target(), 'genesis')).reservedCount).toBe(3);
      await sandboxApi(target()).advance(1);
      expect(await availability(target(), 'genesis')).toMatchObject({ reservedCount: 0, availableNow: 488 });
      expect((await api.get(`/collections/genesis/wallet-mints/${address}`)).body.phases[1].remaining).toBe(5);

      for (let attempt = 0; attempt < 2; attempt++) {
        const late = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) });
        expect(late.status).toBe(410);
        expect(late.body.code).toBe('SESSION_EXPIRED');
      }
      // Without the buyer's signature the session id alone learns nothing, not even that its lock lapsed.
      const unsigned = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: session.transaction });
      expect(unsigned.status).toBe(400);
      expect(unsigned.body.code).toBe('INVALID_SIGNED_TRANSACTION');
      expect(await balance(target(), address)).toBe(LAMPORTS);
    });

    it('mints bytes signed at prepare and sent in the last millisecond of the lock: the three-minute lock, not a blockhash lifetime, bounds them', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const prepared = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', wallet.publicKey.toBase58(), '1'));
      const session = prepared.body.sessions[0];
      const signed = signBase64(session.transaction, wallet);
      // Past the ~60-90 s a cluster keeps a recent blockhash, short of the lock.
      await sandboxApi(target()).advance(3 * MINUTE - 1);
      const late = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signed });
      expect(late.status, late.text).toBe(200);
      expect(late.body.status).toBe('confirmed');
    });

    it('runs the balance pre-flight before the lock: INSUFFICIENT_BALANCE reserves nothing', async () => {
      const api = mintApi(target());
      const before = await availability(target(), 'genesis');
      const empty = Keypair.generate().publicKey.toBase58();
      const broke = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', empty, '2'));
      expect(broke.status).toBe(400);
      expect(broke.body.code).toBe('INSUFFICIENT_BALANCE');
      expect(await availability(target(), 'genesis')).toEqual({ ...before, serverTime: expect.any(String) });
      expect((await api.get(`/collections/genesis/wallet-mints/${empty}`)).body.phases[1].remaining).toBe(5);

      const almost = Keypair.generate();
      const exact = 0.2 * LAMPORTS + FEE_PER_TRANSACTION;
      await sandboxApi(target()).fund(almost.publicKey.toBase58(), (exact - 1) / LAMPORTS);
      const short = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', almost.publicKey.toBase58(), '2'));
      expect(short.body.code).toBe('INSUFFICIENT_BALANCE');
      await sandboxApi(target()).fund(almost.publicKey.toBase58(), 1 / LAMPORTS);
      const { results } = await mintAll(target(), prepareBody(target(), 'genesis', 'Early bird', almost.publicKey.toBase58(), '2'), almost);
      expect(results[0].status).toBe('confirmed');
      expect(await balance(target(), almost.publicKey.toBase58())).toBe(0);
    });

    it('reads the balance in the pre-flight, not the wallet’s own unsigned holds: a buyer who declined 2 can prepare 1', async () => {
      const api = mintApi(target());
      const wallet = Keypair.generate();
      const address = wallet.publicKey.toBase58();
      await sandboxApi(target()).fund(address, (0.2 * LAMPORTS + FEE_PER_TRANSACTION) / LAMPORTS);
      const declined = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '2'));
      expect(declined.status).toBe(200);
      const smaller = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '1'));
      expect(smaller.status, smaller.text).toBe(200);
      const session = smaller.body.sessions[0];
      const done = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) });
      expect(done.body.status).toBe('confirmed');
      expect(await balance(target(), address)).toBe(0.1 * LAMPORTS);
    });

    it('splits a large quantity into transactions of at most five items', async () => {
      await sandboxApi(target()).advance(3 * MINUTE);
      const wallet = await funded(target(), 2);
      const { prepared, results } = await mintAll(target(), prepareBody(target(), 'genesis', 'Public', wallet.publicKey.toBase58(), '6'), wallet);
      expect(prepared.sessions.map((session: { quantity: number }) => session.quantity)).toEqual([5, 1]);
      expect(results.flatMap((result) => result.minted)).toHaveLength(6);
      expect((await availability(target(), 'genesis')).mintedCount).toBe(18);
      expect(await balance(target(), wallet.publicKey.toBase58())).toBe(2 * LAMPORTS - 6 * 0.15 * LAMPORTS - 2 * FEE_PER_TRANSACTION);
    });

    it('enforces phase state, caps (counting held reservations), gating and supply', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 5);
      const address = wallet.publicKey.toBase58();
      const expectCode = async (body: object, status: number, code: string) => {
        const res = await api.post('/prepare-mint', body);
        expect(res.status, code).toBe(status);
        expect(res.body.code).toBe(code);
      };
      await expectCode(prepareBody(target(), 'genesis', 'Public', address, '1'), 409, 'PHASE_NOT_ACTIVE');
      await expectCode(prepareBody(target(), 'genesis', 'Founders', address, '1'), 409, 'PHASE_NOT_ACTIVE');
      await expectCode(prepareBody(target(), 'genesis', 'Early bird', address, '4'), 400, 'MAX_PER_TRANSACTION_EXCEEDED');
      expect((await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '3'))).status).toBe(200);
      await expectCode(prepareBody(target(), 'genesis', 'Early bird', address, '3'), 400, 'MAX_PER_WALLET_EXCEEDED');
      expect((await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '2'))).status).toBe(200);
      await expectCode(prepareBody(target(), 'gated', 'Allowlist', address, '1'), 403, 'NOT_ELIGIBLE');
      await expectCode(prepareBody(target(), 'soldOut', 'Public', address, '1'), 409, 'SOLD_OUT');
      await expectCode({ ...prepareBody(target(), 'genesis', 'Early bird', address, '1'), phaseId: phaseNamed(target(), 'dutch', 'Dutch auction').id }, 404, 'NOT_FOUND');
    });

    it('sells out a phase at its own supply, counting held reservations, while the drop has plenty left', async () => {
      const api = mintApi(target());
      const first = await funded(target(), 20);
      const second = await funded(target(), 20);
      const collection = (await api.get('/collections/dutch')).body;
      const phase = collection.phases.active[0];
      const left = phase.phaseSupply - collection.stats.mintedCount;
      expect(left).toBeGreaterThan(1);
      const phaseFigure = async () => (await availability(target(), 'dutch')).phases.find((entry: { phaseId: string }) => entry.phaseId === phase.id);
      expect(await phaseFigure()).toEqual({ phaseId: phase.id, phaseSupply: phase.phaseSupply, mintedCount: collection.stats.mintedCount, reservedCount: 0, availableNow: left });
      expect((await api.post('/prepare-mint', prepareBody(target(), 'dutch', 'Dutch auction', first.publicKey.toBase58(), String(left)))).status).toBe(200);
      const res = await api.post('/prepare-mint', prepareBody(target(), 'dutch', 'Dutch auction', second.publicKey.toBase58(), '1'));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('SOLD_OUT');
      // Availability says so per phase, so a page can stop offering the mint the service refuses.
      expect(await phaseFigure()).toMatchObject({ reservedCount: left, availableNow: 0 });
      expect((await availability(target(), 'dutch')).availableNow).toBeGreaterThan(100);
    });

    it('lets an allowlisted wallet mint in the gated phase by signing with its seeded key', async () => {
      const listed = target().manifest.allowlist.find((entry) => entry.drop === 'gated')!;
      const wallet = keypairFromSeed(listed.seed);
      await sandboxApi(target()).fund(listed.address, 1);
      const { results } = await mintAll(target(), prepareBody(target(), 'gated', 'Allowlist', listed.address, '2'), wallet);
      expect(results[0]).toMatchObject({ status: 'confirmed', minted: [expect.anything(), expect.anything()] });
    });

    it('refuses drops on chains v1 cannot mint on, and sandbox keys on a production chain', async () => {
      const wallet = await funded(target(), 5);
      const sandboxKey = mintApi(target(), { key: keyNamed(target(), 'sandbox') });
      const unsupported = await sandboxKey.post('/prepare-mint', prepareBody(target(), 'unsupportedChain', 'Public', wallet.publicKey.toBase58(), '1'));
      expect(unsupported.status).toBe(400);
      expect(unsupported.body.code).toBe('CHAIN_NOT_SUPPORTED_BY_SURFACE');
      const mainnet = await sandboxKey.post('/prepare-mint', prepareBody(target(), 'mainnet', 'Public', wallet.publicKey.toBase58(), '1'));
      expect(mainnet.status).toBe(403);
      expect(mainnet.body.code).toBe('SANDBOX_KEY_ON_MAINNET');
    });

    it('refuses a drop on another chain as such, even with that chain’s own (0x…) wallet address', async () => {
      const sandboxKey = mintApi(target(), { key: keyNamed(target(), 'sandbox') });
      const ethereumWallet = '0x52908400098527886E0F7030069857D2E4169EE7';
      const refused = await sandboxKey.post('/prepare-mint', prepareBody(target(), 'unsupportedChain', 'Public', ethereumWallet, '1'));
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.code).toBe('CHAIN_NOT_SUPPORTED_BY_SURFACE');
      // Scope still comes first: a key without the drop learns nothing about its chain.
      const outside = await mintApi(target(), { key: keyNamed(target(), 'publishableGenesisOnly') }).post('/prepare-mint', prepareBody(target(), 'unsupportedChain', 'Public', ethereumWallet, '1'));
      expect(outside.status).toBe(403);
      expect(outside.body.code).toBe('COLLECTION_NOT_IN_SCOPE');
    });

    it('answers malformed prepare requests with INVALID_REQUEST and changes nothing', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 5);
      const address = wallet.publicKey.toBase58();
      const before = await availability(target(), 'genesis');
      const valid = prepareBody(target(), 'genesis', 'Early bird', address, '1');
      const { collectionId: _omitted, ...withoutCollection } = valid;
      const bodies: unknown[] = [
        '{not json',
        '[1,2]',
        'null',
        withoutCollection,
        { ...valid, quantity: 2 },
        ...['0', '-1', '1.5', '1e3', '99999', ' 2', '', '0x1', '١'].map((quantity) => ({ ...valid, quantity })),
        { ...valid, walletAddress: 'not-a-wallet' },
        { ...valid, walletAddress: 42 },
        { ...valid, phaseId: null },
        { ...valid, claimCode: 7 },
      ];
      for (const body of bodies) {
        const res = await api.post('/prepare-mint', typeof body === 'string' ? body : body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.code).toBe('INVALID_REQUEST');
      }
      for (const body of ['{', '{"sessionId": 1, "signedTransaction": "AA=="}']) {
        expect((await api.post('/execute-mint', body)).body.code).toBe('INVALID_REQUEST');
      }
      // The session (and with it the drop's scope) is checked before the rest of the body.
      expect((await api.post('/execute-mint', '{"sessionId": "x"}')).body.code).toBe('SESSION_NOT_FOUND');
      expect(await availability(target(), 'genesis')).toEqual({ ...before, serverTime: expect.any(String) });
      expect(await balance(target(), address)).toBe(5 * LAMPORTS);
    });

    it('credits BOGO bonus mints at execute and counts them in wallet mints', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 2);
      const address = wallet.publicKey.toBase58();
      const { results } = await mintAll(target(), prepareBody(target(), 'bogo', 'Buy 2 get 1', address, '2'), wallet);
      expect(results[0].minted).toHaveLength(3);
      expect(await balance(target(), address)).toBe(2 * LAMPORTS - 0.2 * LAMPORTS - FEE_PER_TRANSACTION);
      const counts = async () => (await api.get(`/collections/bogo/wallet-mints/${address}`)).body.phases[0];
      expect(await counts()).toMatchObject({ minted: 3, bonusMinted: 1, remaining: 4 });

      expect((await mintAll(target(), prepareBody(target(), 'bogo', 'Buy 2 get 1', address, '1'), wallet)).results[0].minted).toHaveLength(1);
      // The fourth paid mint completes the second pair.
      expect((await mintAll(target(), prepareBody(target(), 'bogo', 'Buy 2 get 1', address, '1'), wallet)).results[0].minted).toHaveLength(2);
      expect(await counts()).toMatchObject({ minted: 6, bonusMinted: 2, remaining: 2 });
      expect((await availability(target(), 'bogo')).mintedCount).toBe(6);
    });

    it('earns BOGO bonus only from paid items: a declined hold that lapses gives nobody a free item', async () => {
      const api = mintApi(target());
      const { wallet, address, body } = await bogoBuyer(target());
      // The buyer declines the first request in the wallet and asks again for a different quantity.
      const declined = await api.post('/prepare-mint', body('1'));
      expect(declined.status).toBe(200);
      const { results } = await mintAll(target(), body('3'), wallet);
      // Three bought make one pair, so one free, whether or not the declined item would have been paid.
      expect(results[0].minted).toHaveLength(4);
      expect(results[0].minted.map((item: { name: string }) => item.name)).toEqual(['Bite #1', 'Bite #2', 'Bite #3', 'Bite #4']);

      await sandboxApi(target()).advance(3 * MINUTE);
      const late = await api.post('/execute-mint', { sessionId: declined.body.sessions[0].sessionId, signedTransaction: signBase64(declined.body.sessions[0].transaction, wallet) });
      expect(late.body.code).toBe('SESSION_EXPIRED');
      const counts = (await api.get(`/collections/bogo/wallet-mints/${address}`)).body.phases[0];
      expect(counts).toMatchObject({ minted: 4, bonusMinted: 1, remaining: 3 });
      expect(await availability(target(), 'bogo')).toMatchObject({ mintedCount: 4, reservedCount: 0 });
      expect(await balance(target(), address)).toBe(2 * LAMPORTS - 3 * 0.1 * LAMPORTS - FEE_PER_TRANSACTION);
    });

    it('reserves the BOGO bonus a hold may earn, and credits it whichever held session lands first', async () => {
      const api = mintApi(target());
      const { wallet, address, body } = await bogoBuyer(target());
      const first = await api.post('/prepare-mint', body('1'));
      const second = await api.post('/prepare-mint', body('3'));
      // Four bought would earn two free: the holds take 1 + 3 + 2 from supply.
      expect(await availability(target(), 'bogo')).toMatchObject({ mintedCount: 0, reservedCount: 6, availableNow: 294 });
      const execute = async (prepared: typeof first) =>
        (await api.post('/execute-mint', { sessionId: prepared.body.sessions[0].sessionId, signedTransaction: signBase64(prepared.body.sessions[0].transaction, wallet) })).body;
      expect((await execute(second)).minted).toHaveLength(3 + 1);
      // The fourth bought item completes the second pair.
      expect((await execute(first)).minted).toHaveLength(1 + 1);
      expect((await api.get(`/collections/bogo/wallet-mints/${address}`)).body.phases[0]).toMatchObject({ minted: 6, bonusMinted: 2, remaining: 2 });
      expect(await availability(target(), 'bogo')).toMatchObject({ mintedCount: 6, reservedCount: 0, availableNow: 294 });
    });

    it('reserves no claim-code use and no BOGO bonus when prepare-mint is refused', async () => {
      const api = mintApi(target());
      const single = target().manifest.claimCodes.find((code) => code.kind === 'single_use' && code.usesRemaining === 1)!;
      const multi = target().manifest.claimCodes.find((code) => code.kind === 'multi_use' && code.usesRemaining > 1)!;
      const validate = async (code: string) => (await api.post('/collections/claim-codes/claim-codes/validate', { code })).body;
      const codeBody = (address: string, quantity: string, code: string) => prepareBody(target(), 'claimCodes', 'Code holders', address, quantity, { claimCode: code });

      const broke = Keypair.generate().publicKey.toBase58();
      for (const code of [single, multi]) {
        const refused = await api.post('/prepare-mint', codeBody(broke, '1', code.code));
        expect(refused.body.code, code.code).toBe('INSUFFICIENT_BALANCE');
        expect(await validate(code.code)).toMatchObject({ valid: true, usesRemaining: code.usesRemaining });
      }
      expect((await availability(target(), 'claimCodes')).reservedCount).toBe(0);

      // Over the per-wallet cap: the lock this wallet already holds keeps its one use, the refusal takes none.
      const buyer = await funded(target(), 2);
      const address = buyer.publicKey.toBase58();
      expect((await api.post('/prepare-mint', codeBody(address, '3', multi.code))).status).toBe(200);
      expect(await validate(multi.code)).toMatchObject({ usesRemaining: multi.usesRemaining - 1 });
      const overCap = await api.post('/prepare-mint', codeBody(address, '3', multi.code));
      expect(overCap.body.code).toBe('MAX_PER_WALLET_EXCEEDED');
      expect(await validate(multi.code)).toMatchObject({ usesRemaining: multi.usesRemaining - 1 });
      expect((await availability(target(), 'claimCodes')).reservedCount).toBe(3);

      // The BOGO ledger: a refused prepare holds neither the items nor the free one they would earn.
      const poor = Keypair.generate();
      await sandboxApi(target()).fund(poor.publicKey.toBase58(), 0.1);
      const bogoBody = (quantity: string) => prepareBody(target(), 'bogo', 'Buy 2 get 1', poor.publicKey.toBase58(), quantity);
      expect((await api.post('/prepare-mint', bogoBody('2'))).body.code).toBe('INSUFFICIENT_BALANCE');
      expect(await availability(target(), 'bogo')).toMatchObject({ mintedCount: 0, reservedCount: 0, availableNow: 300 });
      await sandboxApi(target()).fund(poor.publicKey.toBase58(), 0.2);
      expect((await api.post('/prepare-mint', bogoBody('2'))).status).toBe(200);
      expect((await availability(target(), 'bogo')).reservedCount).toBe(2 + 1);
    });

    it('credits bounty bonus mints at execute (every 5th piece wins one more) and counts them in wallet mints', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 2);
      const address = wallet.publicKey.toBase58();
      const before = (await availability(target(), 'bounty')).mintedCount;
      const bountyBefore = (await api.get('/collections/bounty/bounty')).body;
      const winsAt = Math.ceil((before + 1) / 5) * 5;
      const quantity = winsAt - before; // this mint reaches the next 5th piece
      const { results } = await mintAll(target(), prepareBody(target(), 'bounty', 'Public', address, String(quantity)), wallet);
      expect(results[0].minted).toHaveLength(quantity + 1);
      // Only the bought items are charged.
      expect(await balance(target(), address)).toBe(2 * LAMPORTS - quantity * 0.05 * LAMPORTS - FEE_PER_TRANSACTION);
      const counts = (await api.get(`/collections/bounty/wallet-mints/${address}`)).body.phases[0];
      expect(counts).toMatchObject({ minted: quantity + 1, bonusMinted: 1, remaining: 10 - quantity });
      expect((await availability(target(), 'bounty')).mintedCount).toBe(winsAt + 1);
      expect((await api.get('/collections/bounty/bounty')).body.awardedPrizes).toBe(bountyBefore.awardedPrizes + 1);
      const prize = (await api.get('/collections/bounty/bounty-prizes')).body.prizes.find((entry: { name: string }) => entry.name === 'Bonus mint');
      expect(prize).toMatchObject({ quantity: 20, remaining: 15 });

      // A mint that reaches no 5th piece earns nothing extra.
      expect((await mintAll(target(), prepareBody(target(), 'bounty', 'Public', address, '1'), wallet)).results[0].minted).toHaveLength(1);
    });

    it('reserves a claim-code use at prepare, releases it when the lock lapses, and consumes it at execute', async () => {
      const api = mintApi(target());
      const single = target().manifest.claimCodes.find((code) => code.kind === 'single_use' && code.usesRemaining === 1)!;
      const spent = target().manifest.claimCodes.find((code) => code.usesRemaining === 0)!;
      const validate = async () => (await api.post('/collections/claim-codes/claim-codes/validate', { code: single.code })).body;
      const wallet = await funded(target(), 2);
      const address = wallet.publicKey.toBase58();
      const body = (extra: object) => prepareBody(target(), 'claimCodes', 'Code holders', address, '1', extra);

      const withoutCode = await api.post('/prepare-mint', body({}));
      expect(withoutCode.status).toBe(400);
      expect(withoutCode.body.code).toBe('CLAIM_CODE_INVALID');
      expect((await api.post('/prepare-mint', body({ claimCode: spent.code }))).body.code).toBe('CLAIM_CODE_INVALID');
      expect((await api.post('/prepare-mint', body({ claimCode: 'MADE-UP' }))).body.code).toBe('CLAIM_CODE_INVALID');

      expect((await api.post('/prepare-mint', body({ claimCode: single.code }))).status).toBe(200);
      expect(await validate()).toMatchObject({ valid: false, usesRemaining: 0 });
      expect((await api.post('/prepare-mint', body({ claimCode: single.code }))).body.code).toBe('CLAIM_CODE_INVALID');
      await sandboxApi(target()).advance(3 * MINUTE);
      expect(await validate()).toMatchObject({ valid: true, usesRemaining: 1 });

      const { results } = await mintAll(target(), body({ claimCode: single.code.toLowerCase() }), wallet);
      expect(results[0].minted).toHaveLength(1 + single.benefit.bonusMints);
      expect(await validate()).toMatchObject({ valid: false, usesRemaining: 0 });
      const benefits = (await api.get(`/collections/claim-codes/claim-codes/benefits/${address}`)).body.benefits;
      expect(benefits).toEqual([{ code: `${single.code.split('-')[0]}-****`, ...single.benefit }]);
    });

    it('applies a claim-code discount to the charge', async () => {
      const discount = target().manifest.claimCodes.find((code) => code.benefit.discountPercent > 0)!;
      const wallet = await funded(target(), 1);
      const address = wallet.publicKey.toBase58();
      await mintAll(target(), prepareBody(target(), 'claimCodes', 'Code holders', address, '2', { claimCode: discount.code }), wallet);
      const charged = 2 * 0.1 * LAMPORTS * (1 - discount.benefit.discountPercent / 100);
      expect(await balance(target(), address)).toBe(LAMPORTS - charged - FEE_PER_TRANSACTION);
    });

    it('charges the live Dutch and the resolved pegged price', async () => {
      const wallet = await funded(target(), 10);
      const address = wallet.publicKey.toBase58();
      await sandboxApi(target()).advance(20 * MINUTE);
      await mintAll(target(), prepareBody(target(), 'dutch', 'Dutch auction', address, '1'), wallet);
      expect(await balance(target(), address)).toBe(10 * LAMPORTS - 1.5 * LAMPORTS - FEE_PER_TRANSACTION);

      const pegged = (await mintApi(target()).get('/collections/pegged')).body.phases.active[0].priceDisplay.amount;
      const before = await balance(target(), address);
      await mintAll(target(), prepareBody(target(), 'pegged', 'USD-pegged sale', address, '1'), wallet);
      expect(await balance(target(), address)).toBe(before - Math.round(pegged * LAMPORTS) - FEE_PER_TRANSACTION);
    });

    it('mints a free phase with only the fee charged', async () => {
      await sandboxApi(target()).advance(60 * 24 * 60 * MINUTE);
      const wallet = await funded(target(), 1);
      const { results } = await mintAll(target(), prepareBody(target(), 'genesis', 'Holder encore', wallet.publicKey.toBase58(), '1'), wallet);
      expect(results[0].status).toBe('confirmed');
      expect(await balance(target(), wallet.publicKey.toBase58())).toBe(LAMPORTS - FEE_PER_TRANSACTION);
    });
  });

  describe(`execute with a confirmation delay (${transport})`, () => {
    const target = useTarget(transport, { confirmationDelayMs: 2_000 });

    it("answers 'processing' until the delay has passed, then 'confirmed', minting once", async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const prepared = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', wallet.publicKey.toBase58(), '1'));
      const session = prepared.body.sessions[0];
      const signed = signBase64(session.transaction, wallet);
      const first = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signed });
      expect(first.body).toMatchObject({ status: 'processing', minted: [], signature: expect.any(String) });
      await sandboxApi(target()).advance(1_999);
      expect((await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signed })).body.status).toBe('processing');
      // A processing session is past its lock: the clock passing three minutes does not release it.
      expect((await availability(target(), 'genesis')).reservedCount).toBe(1);
      await sandboxApi(target()).advance(1);
      const done = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signed });
      expect(done.body).toMatchObject({ status: 'confirmed', signature: first.body.signature, minted: [{ name: 'Genesis #13' }] });
      await sandboxApi(target()).advance(5 * MINUTE);
      expect((await availability(target(), 'genesis')).mintedCount).toBe(13);
    });

    it("reports 'failed' when the wallet can no longer pay as the transaction lands", async () => {
      const api = mintApi(target());
      const wallet = Keypair.generate();
      const address = wallet.publicKey.toBase58();
      await sandboxApi(target()).fund(address, (0.1 * LAMPORTS + FEE_PER_TRANSACTION) / LAMPORTS);
      const first = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '1'));
      const second = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '1'));
      for (const prepared of [first, second]) {
        const session = prepared.body.sessions[0];
        await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) });
      }
      await sandboxApi(target()).advance(2_000);
      const outcomes = [];
      for (const prepared of [first, second]) {
        const session = prepared.body.sessions[0];
        outcomes.push((await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) })).body);
      }
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['confirmed', 'failed']);
      expect(outcomes[1].minted).toEqual([]);
      expect(await availability(target(), 'genesis')).toMatchObject({ mintedCount: 13, reservedCount: 0 });
    });
  });

  describe(`rules the seeded drops do not reach, on drops edited for the test (${transport})`, () => {
    // The bounty drop's Public phase gets its own cap of 25 (23 of them pre-minted); claim-codes' only
    // phase ends after one minute; genesis's Early bird ends after one minute (transitionAfterMs).
    const target = useTarget(transport, { transitionAfterMs: MINUTE }, (drops, now) => {
      drops.find((drop) => drop.seed === 'bounty')!.phases[0]!.phaseSupply = 25;
      drops.find((drop) => drop.seed === 'claimCodes')!.phases[0]!.endMs = now + MINUTE;
    });

    it('keeps a bounty bonus mint within the phase’s own supply: the 25th of 25 wins nothing past the cap', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const address = wallet.publicKey.toBase58();
      const phaseId = phaseNamed(target(), 'bounty', 'Public').id;
      expect((await availability(target(), 'bounty')).phases).toEqual([{ phaseId, phaseSupply: 25, mintedCount: 23, reservedCount: 0, availableNow: 2 }]);

      // Items #24 and #25: the 25th is a 5th piece, but the phase has nothing left to give.
      const { results } = await mintAll(target(), prepareBody(target(), 'bounty', 'Public', address, '2'), wallet);
      expect(results[0].minted.map((item: { name: string }) => item.name)).toEqual(['Hunt #24', 'Hunt #25']);
      const after = await availability(target(), 'bounty');
      expect(after.mintedCount).toBe(25);
      expect(after.phases).toEqual([{ phaseId, phaseSupply: 25, mintedCount: 25, reservedCount: 0, availableNow: 0 }]);
      expect((await api.get(`/collections/bounty/wallet-mints/${address}`)).body.phases[0]).toMatchObject({ minted: 2, bonusMinted: 0 });
      const prize = (await api.get('/collections/bounty/bounty-prizes')).body.prizes.find((entry: { name: string }) => entry.name === 'Bonus mint');
      expect(prize).toMatchObject({ quantity: 20, remaining: 16 });
    });

    it('refuses a held session once its phase has ended (409 PHASE_NOT_ACTIVE), mints and charges nothing, and gives the hold back at the phase’s end', async () => {
      const api = mintApi(target());
      const wallet = await funded(target(), 1);
      const address = wallet.publicKey.toBase58();
      const prepared = await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '2'));
      expect(prepared.status, prepared.text).toBe(200);
      const session = prepared.body.sessions[0];
      const signed = signBase64(session.transaction, wallet);
      const other = (await api.post('/prepare-mint', prepareBody(target(), 'genesis', 'Early bird', address, '1'))).body.sessions[0];
      expect(await availability(target(), 'genesis')).toMatchObject({ reservedCount: 3, availableNow: 485 });

      // The phase ends a minute in, two minutes before the locks would lapse; bytes sent in its last
      // millisecond still mint.
      await sandboxApi(target()).advance(MINUTE - 1);
      const inTime = await api.post('/execute-mint', { sessionId: other.sessionId, signedTransaction: signBase64(other.transaction, wallet) });
      expect(inTime.body).toMatchObject({ status: 'confirmed', minted: [{ name: 'Genesis #13' }] });
      const paid = await balance(target(), address);
      await sandboxApi(target()).advance(1);
      expect(await availability(target(), 'genesis')).toMatchObject({ mintedCount: 13, reservedCount: 0, availableNow: 487 });
      for (let attempt = 0; attempt < 2; attempt++) {
        const late = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signed });
        expect(late.status, late.text).toBe(409);
        expect(late.body).toMatchObject({ success: false, code: 'PHASE_NOT_ACTIVE' });
      }
      // Bytes that are not the buyer's still get their 400 first.
      expect((await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: session.transaction })).body.code).toBe('INVALID_SIGNED_TRANSACTION');
      expect(await balance(target(), address)).toBe(paid);
      expect(await availability(target(), 'genesis')).toMatchObject({ mintedCount: 13, reservedCount: 0 });
      // The lock's own lapse later changes nothing.
      await sandboxApi(target()).advance(2 * MINUTE);
      expect((await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signed })).body.code).toBe('PHASE_NOT_ACTIVE');
    });

    it('gives a held claim-code use back when the phase ends, before the lock would lapse', async () => {
      const api = mintApi(target());
      const single = target().manifest.claimCodes.find((code) => code.kind === 'single_use' && code.usesRemaining === 1)!;
      const validate = async () => (await api.post('/collections/claim-codes/claim-codes/validate', { code: single.code })).body;
      const wallet = await funded(target(), 1);
      const prepared = await api.post('/prepare-mint', prepareBody(target(), 'claimCodes', 'Code holders', wallet.publicKey.toBase58(), '1', { claimCode: single.code }));
      expect(prepared.status, prepared.text).toBe(200);
      expect(await validate()).toMatchObject({ valid: false, usesRemaining: 0 });
      await sandboxApi(target()).advance(MINUTE);
      expect(await validate()).toMatchObject({ valid: true, usesRemaining: 1 });
      const session = prepared.body.sessions[0];
      const late = await api.post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) });
      expect(late.body.code).toBe('PHASE_NOT_ACTIVE');
      expect(await validate()).toMatchObject({ valid: true, usesRemaining: 1 });
    });
  });
}
