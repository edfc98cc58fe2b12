import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CollectionResponse, ExecuteMintInput, MintClient, Phase, PrepareMintInput } from '../../src/core/index.js';
import {
  LAMPORTS_PER_SOL,
  TRANSPORTS,
  dropShowing,
  expectFailure,
  fundedWallet,
  keyValue,
  keypairFromSeed,
  recordingFetch,
  signAsWallet,
  useContractTarget,
  type ContractTarget,
  type ManifestDrop,
  type Transport,
} from './contract-harness';

const LOCK_MS = 3 * 60_000;

function activePhase(response: CollectionResponse): Phase {
  const phase = response.phases.active[0];
  if (!phase) throw new Error(`${response.collection.shortId} has no active phase`);
  return phase;
}

/** What a mint page knows before it mints: the read model's collection id and its active phase. */
async function mintTarget(client: MintClient, drop: ManifestDrop) {
  const model = await client.getCollection(drop.shortId);
  return { model, collectionId: model.collection.id, phase: activePhase(model) };
}

/** prepare → sign each session as the wallet → execute each; the page's whole mint through the client. */
async function mintThroughClient(client: MintClient, input: PrepareMintInput, wallet: Keypair) {
  const prepared = await client.prepareMint(input);
  const executed = [];
  for (const session of prepared.sessions) {
    executed.push(await client.executeMint({ sessionId: session.sessionId, signedTransaction: signAsWallet(session.transaction, wallet) }));
  }
  return { prepared, executed };
}

const balanceOf = (target: ContractTarget, wallet: Keypair) => target.sandbox.balanceOf(wallet.publicKey.toBase58());

function mintFlowSuite(transport: Transport) {
  describe(`prepare → sign → execute through createMintClient (${transport})`, () => {
    const target = useContractTarget(transport);

    it('mints N once: quantity sent as a string, real transaction signed by the wallet, supply +N, availability net of the held lock', async () => {
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const client = target().mintClient({ fetch });
      const drop = dropShowing(target().manifest, 'amount-price');
      const { model, collectionId, phase } = await mintTarget(client, drop);
      const wallet = fundedWallet(target(), 1);
      const address = wallet.publicKey.toBase58();
      const availableBefore = await client.getAvailability(drop.shortId);
      expect(availableBefore.reservedCount).toBe(0);

      const prepared = await client.prepareMint({ collectionId, phaseId: phase.id, walletAddress: address, quantity: 2 });
      const prepareCall = calls.find((call) => call.url.endsWith('/v1/prepare-mint'))!;
      expect(JSON.parse(prepareCall.body!)).toEqual({ collectionId: drop.uuid, phaseId: phase.id, walletAddress: address, quantity: '2' });
      expect(prepared.sessions).toHaveLength(1);
      const session = prepared.sessions[0]!;
      expect(session.quantity).toBe(2);
      expect(prepared.lockExpiresAtMs! - Date.parse(prepared.serverTime!)).toBe(LOCK_MS);

      // A real transaction: the wallet pays the fee and must sign; its slot is still empty.
      const unsigned = VersionedTransaction.deserialize(Buffer.from(session.transaction, 'base64'));
      expect(unsigned.message.staticAccountKeys[0]!.toBase58()).toBe(address);
      expect(unsigned.message.header.numRequiredSignatures).toBeGreaterThanOrEqual(1);
      expect(unsigned.signatures[0]!.every((byte) => byte === 0)).toBe(true);

      // The lock holds supply: available now drops, the read model's minted figures do not move.
      const held = await client.getAvailability(drop.shortId);
      expect(held).toMatchObject({ mintedCount: availableBefore.mintedCount, reservedCount: 2, availableNow: availableBefore.availableNow - 2 });
      expect((await client.getCollection(drop.shortId)).stats).toEqual(model.stats);

      const signed = signAsWallet(session.transaction, wallet);
      expect(VersionedTransaction.deserialize(Buffer.from(signed, 'base64')).signatures[0]!.some((byte) => byte !== 0)).toBe(true);
      const executed = await client.executeMint({ sessionId: session.sessionId, signedTransaction: signed });
      expect(executed).toMatchObject({ sessionId: session.sessionId, status: 'confirmed', signature: expect.any(String) });
      expect(executed.minted).toHaveLength(2);
      const executeCall = calls.find((call) => call.url.endsWith('/v1/execute-mint'))!;
      expect(JSON.parse(executeCall.body!)).toEqual({ sessionId: session.sessionId, signedTransaction: signed });

      const after = await client.getCollection(drop.shortId);
      expect(after.stats).toMatchObject({ mintedCount: model.stats.mintedCount + 2, availableCount: model.stats.availableCount - 2 });
      expect(await client.getAvailability(drop.shortId)).toMatchObject({ reservedCount: 0, availableNow: availableBefore.availableNow - 2 });
      const counts = (await client.getWalletMints(drop.shortId, address)).phases.find((entry) => entry.phaseId === phase.id);
      expect(counts).toEqual({ phaseId: phase.id, minted: 2, bonusMinted: 0, remaining: phase.maxPerWallet - 2 });
      const recent = await client.getRecentlyMinted(drop.shortId, { limit: 2 });
      expect(recent.items.map((item) => [item.minter, item.signature])).toEqual([
        [address, executed.signature],
        [address, executed.signature],
      ]);
      expect(recent.items.map((item) => item.mintAddress).sort()).toEqual(executed.minted.map((item) => item.mintAddress).sort());

      // The same bytes again: the same answer, and no second mint or charge.
      const balance = balanceOf(target(), wallet);
      expect(await client.executeMint({ sessionId: session.sessionId, signedTransaction: signed })).toEqual(executed);
      expect((await client.getCollection(drop.shortId)).stats.mintedCount).toBe(model.stats.mintedCount + 2);
      expect(balanceOf(target(), wallet)).toBe(balance);
    });

    it('splits a 6-item quantity into two sessions, each signed and executed', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'multi-session-mint');
      const model = await client.getCollection(drop.shortId);
      const roomy = model.phases.all.find((phase) => phase.maxPerTransaction >= 6 && phase.maxPerWallet >= 6 && phase.status !== 'ended')!;
      if (roomy.status === 'upcoming') target().advance(roomy.startMs - model.serverTimeMs);
      expect(activePhase(await client.getCollection(drop.shortId)).id).toBe(roomy.id);
      const wallet = fundedWallet(target(), 5);
      const { prepared, executed } = await mintThroughClient(client, { collectionId: model.collection.id, phaseId: roomy.id, walletAddress: wallet.publicKey.toBase58(), quantity: 6 }, wallet);
      expect(prepared.sessions).toHaveLength(2);
      expect(prepared.sessions.reduce((sum, session) => sum + session.quantity!, 0)).toBe(6);
      expect(new Set(prepared.sessions.map((session) => session.sessionId)).size).toBe(2);
      expect(executed.map((result) => result.status)).toEqual(['confirmed', 'confirmed']);
      expect(executed.flatMap((result) => result.minted)).toHaveLength(6);
      expect((await client.getCollection(drop.shortId)).stats.mintedCount).toBe(model.stats.mintedCount + 6);
    });

    it('holds the lock three minutes, then releases it and answers execute with 410 SESSION_EXPIRED', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'amount-price');
      const { collectionId, phase } = await mintTarget(client, drop);
      const wallet = fundedWallet(target(), 1);
      const before = await client.getAvailability(drop.shortId);
      const prepared = await client.prepareMint({ collectionId, phaseId: phase.id, walletAddress: wallet.publicKey.toBase58(), quantity: 1 });
      const session = prepared.sessions[0]!;
      target().advance(LOCK_MS - 1);
      expect((await client.getAvailability(drop.shortId)).reservedCount).toBe(1);
      target().advance(1);
      expect(await client.getAvailability(drop.shortId)).toMatchObject({ reservedCount: 0, availableNow: before.availableNow });
      const signed = signAsWallet(session.transaction, wallet);
      await expectFailure(client.executeMint({ sessionId: session.sessionId, signedTransaction: signed }), { code: 'SESSION_EXPIRED', status: 410 });
      expect(balanceOf(target(), wallet)).toBe(LAMPORTS_PER_SOL);
      expect((await client.getAvailability(drop.shortId)).mintedCount).toBe(before.mintedCount);
    });

    it('answers tampered or unsigned bytes with INVALID_SIGNED_TRANSACTION, keeps the session, and an unknown session with SESSION_NOT_FOUND', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'amount-price');
      const { collectionId, phase } = await mintTarget(client, drop);
      const wallet = fundedWallet(target(), 1);
      const before = await client.getAvailability(drop.shortId);
      const session = (await client.prepareMint({ collectionId, phaseId: phase.id, walletAddress: wallet.publicKey.toBase58(), quantity: 1 })).sessions[0]!;
      const signed = Buffer.from(signAsWallet(session.transaction, wallet), 'base64');
      const tampered = Buffer.from(signed);
      // The last byte belongs to the message the wallet signed.
      tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 0x01, tampered.length - 1);
      const forged = VersionedTransaction.deserialize(Buffer.from(session.transaction, 'base64'));
      forged.signatures[0] = Keypair.generate().secretKey.slice(0, 64); // 64 bytes that are no signature of this wallet
      for (const bytes of [tampered.toString('base64'), session.transaction, Buffer.from(forged.serialize()).toString('base64'), Buffer.from('not a transaction').toString('base64')]) {
        await expectFailure(client.executeMint({ sessionId: session.sessionId, signedTransaction: bytes }), { code: 'INVALID_SIGNED_TRANSACTION', status: 400 });
      }
      expect(await client.getAvailability(drop.shortId)).toMatchObject({ mintedCount: before.mintedCount, reservedCount: 1 });
      expect((await client.executeMint({ sessionId: session.sessionId, signedTransaction: signed.toString('base64') })).status).toBe('confirmed');
      await expectFailure(client.executeMint({ sessionId: `${session.sessionId}-unknown`, signedTransaction: signed.toString('base64') }), {
        code: 'SESSION_NOT_FOUND',
        status: 404,
      });
    });

    it('cannot send a transaction hash; a raw request that does is refused with 400 CLIENT_BROADCAST_NOT_ALLOWED', async () => {
      // The client's input has no such field, so the kit cannot be asked to broadcast.
      expectTypeOf<ExecuteMintInput>().not.toHaveProperty('transactionHash');
      expectTypeOf<keyof ExecuteMintInput>().toEqualTypeOf<'sessionId' | 'signedTransaction'>();
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const client = target().mintClient({ fetch });
      const drop = dropShowing(target().manifest, 'amount-price');
      const { collectionId, phase } = await mintTarget(client, drop);
      const wallet = fundedWallet(target(), 1);
      const session = (await client.prepareMint({ collectionId, phaseId: phase.id, walletAddress: wallet.publicKey.toBase58(), quantity: 1 })).sessions[0]!;
      const signed = signAsWallet(session.transaction, wallet);
      // Even an untyped caller smuggling the field in gets only the two documented fields sent.
      const smuggled = { sessionId: session.sessionId, signedTransaction: signed, transactionHash: 'hash' } as ExecuteMintInput;
      expect((await client.executeMint(smuggled)).status).toBe('confirmed');
      expect(Object.keys(JSON.parse(calls.at(-1)!.body!)).sort()).toEqual(['sessionId', 'signedTransaction']);

      const mintedBefore = (await client.getAvailability(drop.shortId)).mintedCount;
      const raw = target().fetchFrom(target().pageOrigin);
      for (const body of [{ transactionHash: '5'.repeat(88) }, { sessionId: session.sessionId, signedTransaction: signed, transactionHash: 'x' }]) {
        const response = await raw(`${target().manifest.mintBaseUrl}/v1/execute-mint`, {
          method: 'POST',
          headers: { 'X-API-Key': keyValue(target().manifest, 'publishable'), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ success: false, code: 'CLIENT_BROADCAST_NOT_ALLOWED' });
      }
      expect((await client.getAvailability(drop.shortId)).mintedCount).toBe(mintedBefore);
    });

    it('runs the balance pre-flight first: 400 INSUFFICIENT_BALANCE reserves nothing', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'amount-price');
      const { collectionId, phase } = await mintTarget(client, drop);
      const wallet = Keypair.generate();
      const address = wallet.publicKey.toBase58();
      const before = await client.getAvailability(drop.shortId);
      const countsBefore = await client.getWalletMints(drop.shortId, address);
      const input = { collectionId, phaseId: phase.id, walletAddress: address, quantity: 2 };
      await expectFailure(client.prepareMint(input), { code: 'INSUFFICIENT_BALANCE', status: 400 });
      expect(await client.getAvailability(drop.shortId)).toEqual(before);
      expect(await client.getWalletMints(drop.shortId, address)).toEqual(countsBefore);
      target().sandbox.fund(address, 1);
      expect((await client.prepareMint(input)).sessions).toHaveLength(1);
      expect((await client.getAvailability(drop.shortId)).reservedCount).toBe(2);
    });

    it('INSUFFICIENT_BALANCE and MAX_PER_WALLET_EXCEEDED reserve no claim-code use', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'claim-codes');
      const { collectionId, phase } = await mintTarget(client, drop);
      const codes = target().manifest.claimCodes.filter((code) => code.drop === drop.shortId && code.usesRemaining > 0);
      const input = (walletAddress: string, quantity: number, claimCode: string) => ({ collectionId, phaseId: phase.id, walletAddress, quantity, claimCode });
      const usesRemaining = async (code: string) => (await client.validateClaimCode(drop.shortId, code)).usesRemaining;

      const broke = Keypair.generate().publicKey.toBase58();
      for (const code of codes) {
        await expectFailure(client.prepareMint(input(broke, 1, code.code)), { code: 'INSUFFICIENT_BALANCE', status: 400 });
        expect(await client.validateClaimCode(drop.shortId, code.code)).toMatchObject({ valid: true, usesRemaining: code.usesRemaining });
      }

      const multi = codes.find((code) => code.usesRemaining > 1)!;
      const buyer = fundedWallet(target(), 5).publicKey.toBase58();
      await client.prepareMint(input(buyer, phase.maxPerTransaction, multi.code));
      expect(await usesRemaining(multi.code)).toBe(multi.usesRemaining - 1);
      const overCap = phase.maxPerWallet - phase.maxPerTransaction + 1;
      await expectFailure(client.prepareMint(input(buyer, overCap, multi.code)), { code: 'MAX_PER_WALLET_EXCEEDED', status: 400 });
      expect(await usesRemaining(multi.code)).toBe(multi.usesRemaining - 1);
    });

    it('refuses a drop on a chain v1 does not mint on with 400 CHAIN_NOT_SUPPORTED_BY_SURFACE', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'chain-not-supported');
      const { model, collectionId, phase } = await mintTarget(client, drop);
      expect(model.collection.chain).not.toMatch(/^solana-/);
      expect(model.capabilities.supportedBySurface).toBe(false);
      const wallet = fundedWallet(target(), 5).publicKey.toBase58();
      await expectFailure(client.prepareMint({ collectionId, phaseId: phase.id, walletAddress: wallet, quantity: 1 }), { code: 'CHAIN_NOT_SUPPORTED_BY_SURFACE', status: 400 });
    });

    it('refuses what the phase does not allow, changing nothing', async () => {
      const client = target().mintClient();
      const manifest = target().manifest;
      const drop = dropShowing(manifest, 'amount-price');
      const { model, collectionId, phase } = await mintTarget(client, drop);
      const wallet = fundedWallet(target(), 20);
      const address = wallet.publicKey.toBase58();
      const input = (overrides: Partial<PrepareMintInput>): PrepareMintInput => ({ collectionId, phaseId: phase.id, walletAddress: address, quantity: 1, ...overrides });
      const before = await client.getAvailability(drop.shortId);

      for (const other of model.phases.all.filter((candidate) => candidate.status !== 'active')) {
        await expectFailure(client.prepareMint(input({ phaseId: other.id })), { code: 'PHASE_NOT_ACTIVE', status: 409 });
      }
      await expectFailure(client.prepareMint(input({ quantity: phase.maxPerTransaction + 1 })), { code: 'MAX_PER_TRANSACTION_EXCEEDED', status: 400 });
      await expectFailure(client.prepareMint(input({ phaseId: dropShowing(manifest, 'dutch-price').phases[0]!.id })), { code: 'NOT_FOUND', status: 404 });
      await expectFailure(client.prepareMint(input({ walletAddress: 'not-a-wallet' })), { code: 'INVALID_REQUEST', status: 400 });
      expect(await client.getAvailability(drop.shortId)).toEqual(before);

      // The wallet cap counts held reservations.
      let held = 0;
      while (held + phase.maxPerTransaction <= phase.maxPerWallet) {
        await client.prepareMint(input({ quantity: phase.maxPerTransaction }));
        held += phase.maxPerTransaction;
      }
      await expectFailure(client.prepareMint(input({ quantity: phase.maxPerTransaction })), { code: 'MAX_PER_WALLET_EXCEEDED', status: 400 });
      expect((await client.getAvailability(drop.shortId)).reservedCount).toBe(held);

      const soldOut = await mintTarget(client, dropShowing(manifest, 'sold-out'));
      expect(soldOut.model.stats.availableCount).toBe(0);
      await expectFailure(client.prepareMint(input({ collectionId: soldOut.collectionId, phaseId: soldOut.phase.id })), { code: 'SOLD_OUT', status: 409 });

      const gated = await mintTarget(client, dropShowing(manifest, 'gated-phase'));
      expect(gated.phase.isGated).toBe(true);
      await expectFailure(client.prepareMint(input({ collectionId: gated.collectionId, phaseId: gated.phase.id })), { code: 'NOT_ELIGIBLE', status: 403 });
    });

    it('refuses a quantity the service could never accept before sending anything', async () => {
      const { fetch, calls } = recordingFetch(target().fetchFrom(target().pageOrigin));
      const client = target().mintClient({ fetch });
      const drop = dropShowing(target().manifest, 'amount-price');
      const { collectionId, phase } = await mintTarget(client, drop);
      const sent = calls.length;
      for (const quantity of [0, -1, 1.5, Number.NaN]) {
        await expectFailure(client.prepareMint({ collectionId, phaseId: phase.id, walletAddress: Keypair.generate().publicKey.toBase58(), quantity }), {
          code: 'INVALID_REQUEST',
          status: null,
        });
      }
      expect(calls).toHaveLength(sent);
    });

    it('lets an allowlisted wallet mint the gated phase, signing with its seeded key', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'gated-phase');
      const { model, collectionId, phase } = await mintTarget(client, drop);
      const listed = target().manifest.allowlist.find((entry) => entry.drop === drop.shortId && entry.phases.includes(phase.id))!;
      const wallet = keypairFromSeed(listed.seed);
      target().sandbox.fund(listed.address, 1);
      const { executed } = await mintThroughClient(client, { collectionId, phaseId: phase.id, walletAddress: listed.address, quantity: 1 }, wallet);
      expect(executed.map((result) => [result.status, result.minted.length])).toEqual([['confirmed', 1]]);
      expect((await client.getCollection(drop.shortId)).stats.mintedCount).toBe(model.stats.mintedCount + 1);
    });

    it('credits BOGO bonus mints at execute and counts them in wallet mints', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'bogo');
      const { model, collectionId, phase } = await mintTarget(client, drop);
      expect(phase.bogo).toEqual({ kind: 'buy-get', buy: expect.any(Number), get: expect.any(Number) });
      const { buy, get } = phase.bogo as { buy: number; get: number };
      const wallet = fundedWallet(target(), 5);
      const address = wallet.publicKey.toBase58();
      const { executed } = await mintThroughClient(client, { collectionId, phaseId: phase.id, walletAddress: address, quantity: buy }, wallet);
      expect(executed.flatMap((result) => result.minted)).toHaveLength(buy + get);
      const counts = (await client.getWalletMints(drop.address, address)).phases.find((entry) => entry.phaseId === phase.id);
      // Bonus mints count as minted; the per-wallet cap counts only what was bought.
      expect(counts).toEqual({ phaseId: phase.id, minted: buy + get, bonusMinted: get, remaining: phase.maxPerWallet - buy });
      expect((await client.getCollection(drop.shortId)).stats.mintedCount).toBe(model.stats.mintedCount + buy + get);
    });

    it('requires a claim code where the drop does, reserves a use at prepare, and credits its benefit', async () => {
      const client = target().mintClient();
      const drop = dropShowing(target().manifest, 'claim-codes');
      const { collectionId, phase } = await mintTarget(client, drop);
      const codes = target().manifest.claimCodes.filter((code) => code.drop === drop.shortId);
      const single = codes.find((code) => code.maxUses === 1 && code.usesRemaining === 1 && code.benefit.bonusMints > 0)!;
      const spent = codes.find((code) => code.usesRemaining === 0)!;
      const wallet = fundedWallet(target(), 2);
      const address = wallet.publicKey.toBase58();
      const input = { collectionId, phaseId: phase.id, walletAddress: address, quantity: 1 };
      await expectFailure(client.prepareMint(input), { code: 'CLAIM_CODE_INVALID', status: 400 });
      await expectFailure(client.prepareMint({ ...input, claimCode: spent.code }), { code: 'CLAIM_CODE_INVALID', status: 400 });
      expect((await client.validateClaimCode(drop.shortId, single.code)).usesRemaining).toBe(1);

      const prepared = await client.prepareMint({ ...input, claimCode: single.code });
      // The use is held by the lock (validate never consumed one; prepare reserved it).
      expect(await client.validateClaimCode(drop.shortId, single.code)).toMatchObject({ valid: false, usesRemaining: 0 });
      await expectFailure(client.prepareMint({ ...input, claimCode: single.code }), { code: 'CLAIM_CODE_INVALID', status: 400 });
      const session = prepared.sessions[0]!;
      const executed = await client.executeMint({ sessionId: session.sessionId, signedTransaction: signAsWallet(session.transaction, wallet) });
      expect(executed.minted).toHaveLength(1 + single.benefit.bonusMints);
      const benefits = await client.getClaimCodeBenefits(drop.shortId, address);
      expect(benefits.benefits).toEqual([{ code: expect.stringMatching(/\*/), ...single.benefit }]);
      expect(benefits.benefits[0]!.code).not.toBe(single.code);
      const counts = (await client.getWalletMints(drop.shortId, address)).phases.find((entry) => entry.phaseId === phase.id);
      expect(counts).toMatchObject({ minted: 1 + single.benefit.bonusMints, bonusMinted: single.benefit.bonusMints });
    });
  });
}

for (const transport of TRANSPORTS) mintFlowSuite(transport);
