import { Keypair } from '@solana/web3.js';
import { afterEach, describe, expect, it } from 'vitest';
import { SEEDED_KEYS, createManualClock, createSandbox, type Sandbox } from '../../src/sandbox/index.js';
import * as readModel from '../../src/core/wire/mint.js';
import * as walletRest from '../../src/core/wire/mint-more.js';
import * as feedRest from '../../src/core/wire/mint-feeds.js';

const wire = { ...readModel, ...walletRest, ...feedRest };
import { decodeFailure } from '../../src/core/wire/errors.js';
import { readJson, signBase64 } from './harness.js';

/**
 * The sandbox must emit exactly the shapes of docs/api-assumptions.md, and the kit parses those
 * shapes in one decoder each: every answer here goes through its decoder and must come out as a
 * recognised value, never `unrecognized` or a DECODE_ERROR.
 */
describe('sandbox responses decode with the kit decoders', () => {
  let sandbox: Sandbox;
  afterEach(() => sandbox.dispose());

  const get = async (path: string) =>
    (await readJson(await sandbox.fetchFrom('http://localhost:5173')(`/mint/v1${path}`, { headers: { 'X-API-Key': SEEDED_KEYS.publishable } }))).body;
  const post = async (path: string, body: unknown) =>
    (await readJson(
      await sandbox.fetchFrom('http://localhost:5173')(`/mint/v1${path}`, {
        method: 'POST',
        headers: { 'X-API-Key': SEEDED_KEYS.publishable, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    ));

  it('decodes every read endpoint of every seeded drop', async () => {
    sandbox = createSandbox({ clock: createManualClock() });
    const manifest = sandbox.manifest();
    const wallet = Keypair.generate().publicKey.toBase58();
    expect(wire.decodeDiscovery(await get('/'))).toMatchObject({ version: 'v1', stability: 'additive-only' });
    expect(wire.decodeTokenPrices(await get('/token-prices')).prices.length).toBeGreaterThan(0);
    for (const drop of manifest.drops.filter((candidate) => candidate.seed !== 'outOfScope')) {
      const id = drop.shortId;
      const collection = wire.decodeCollectionResponse(await get(`/collections/${id}`));
      for (const phase of collection.phases.all) {
        expect(phase.status, `${id} ${phase.name}`).not.toBe('unrecognized');
        expect(phase.priceDisplay.kind, `${id} ${phase.name}`).not.toBe('unrecognized');
        if (phase.bogo) expect(phase.bogo.kind).toBe('buy-get');
        wire.decodeEligibility(await get(`/collections/${id}/eligibility/${phase.id}/${wallet}`));
      }
      const page = { limit: 20, offset: 0 };
      wire.decodeOffsetPage(await get(`/collections/${id}/gallery`), wire.decodeGalleryItem, page);
      wire.decodeOffsetPage(await get(`/collections/${id}/recently-minted`), wire.decodeMintedItem, page);
      wire.decodeOffsetPage(await get(`/collections/${id}/all-minted`), wire.decodeMintedItem, page);
      wire.decodeOffsetPage(await get(`/collections/${id}/top-holders`), wire.decodeRankedWallet, page);
      wire.decodeOffsetPage(await get(`/collections/${id}/top-minters`), wire.decodeRankedWallet, page);
      wire.decodeWalletMints(await get(`/collections/${id}/wallet-mints/${wallet}`));
      wire.decodeBounty(await get(`/collections/${id}/bounty`));
      wire.decodeBountyPrizes(await get(`/collections/${id}/bounty-prizes`));
      const codes = wire.decodeClaimCodeConfig(await get(`/collections/${id}/claim-codes`));
      if (codes.enabled) expect(codes.kind).not.toBe('unrecognized');
      wire.decodeClaimCodeBenefits(await get(`/collections/${id}/claim-codes/benefits/${wallet}`));
      wire.decodeClaimCodeValidation((await post(`/collections/${id}/claim-codes/validate`, { code: 'VIP-7Q4M' })).body);
      // Every phase with its own cap gets the per-phase figure the page bounds quantity by.
      const capped = collection.phases.all.filter((phase) => phase.phaseSupply !== null).map((phase) => phase.id);
      expect(wire.decodeAvailability(await get(`/collections/${id}/availability`)).phases.map((entry) => entry.phaseId)).toEqual(capped);
      wire.decodeTraits(await get(`/collections/${id}/traits`));
    }
    const dutch = manifest.drops.find((drop) => drop.seed === 'dutch')!.phases[0]!.id;
    const pegged = manifest.drops.find((drop) => drop.seed === 'pegged')!.phases[0]!.id;
    expect(wire.decodeLivePrice(await get(`/phases/${dutch}/dutch-price`)).priceDisplay.kind).toBe('amount');
    expect(wire.decodeLivePrice(await get(`/phases/${pegged}/pegged-price`)).priceDisplay.kind).toBe('amount');
  });

  it('decodes prepare, execute and every failure the sandbox sends', async () => {
    sandbox = createSandbox({ clock: createManualClock() });
    const genesis = sandbox.manifest().drops.find((drop) => drop.seed === 'genesis')!;
    const wallet = Keypair.generate();
    sandbox.fund(wallet.publicKey.toBase58(), 1);
    const prepared = await post('/prepare-mint', { collectionId: genesis.uuid, phaseId: genesis.phases[1]!.id, walletAddress: wallet.publicKey.toBase58(), quantity: '1' });
    const decoded = wire.decodePrepareMint(prepared.body);
    expect(decoded.sessions[0]!.quantity).toBe(1);
    expect(decoded.lockExpiresAtMs).toBe(sandbox.clock.now() + 180_000);
    const session = decoded.sessions[0]!;
    const executed = await post('/execute-mint', { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, wallet) });
    expect(wire.decodeExecuteMint(executed.body)).toMatchObject({ status: 'confirmed', rawStatus: 'confirmed', minted: [{ name: 'Genesis #13' }] });

    const failures = [
      await post('/execute-mint', { transactionHash: 'x' }),
      await post('/execute-mint', { sessionId: 'nope', signedTransaction: 'AA==' }),
      await post('/prepare-mint', { collectionId: genesis.uuid, phaseId: genesis.phases[2]!.id, walletAddress: wallet.publicKey.toBase58(), quantity: '1' }),
      await post('/prepare-mint', {}),
    ];
    sandbox.setAuthAvailable(false);
    failures.push(await post('/prepare-mint', {}));
    for (const failure of failures) {
      const error = decodeFailure(failure.status, failure.body, null, 'test');
      expect(error.code, failure.text).toBe(failure.body.code);
    }
  });
});
