import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { dropNamed, keyNamed, mintApi, sandboxApi, signBase64, useTarget, type Transport } from '../harness.js';

export function scopeSuite(transport: Transport) {
  describe(`collection scope and identifiers (${transport})`, () => {
    const target = useTarget(transport);
    const wallet = Keypair.generate().publicKey.toBase58();

    const collectionRoutes = (id: string, phaseId: string) => [
      `/collections/${id}`,
      `/collections/${id}/eligibility/${phaseId}/${wallet}`,
      `/collections/${id}/gallery`,
      `/collections/${id}/recently-minted`,
      `/collections/${id}/wallet-mints/${wallet}`,
      `/collections/${id}/bounty`,
      `/collections/${id}/bounty-prizes`,
      `/collections/${id}/claim-codes`,
      `/collections/${id}/claim-codes/benefits/${wallet}`,
      `/collections/${id}/availability`,
      `/collections/${id}/traits`,
      `/collections/${id}/all-minted`,
      `/collections/${id}/top-holders`,
      `/collections/${id}/top-minters`,
    ];

    it('confines every collection route to the key, with the same body for an existing drop and a made-up one', async () => {
      const api = mintApi(target(), { key: keyNamed(target(), 'publishableGenesisOnly') });
      const soldOut = dropNamed(target(), 'soldOut');
      const phaseId = soldOut.phases[0]!.id;
      const existing = [...collectionRoutes(soldOut.shortId, phaseId), ...collectionRoutes(soldOut.address, phaseId)];
      const missing = [...collectionRoutes('no-such-drop', phaseId), ...collectionRoutes('11111111111111111111111111111111', phaseId)];
      const bodies = new Set<string>();
      for (const path of [...existing, ...missing]) {
        const res = await api.get(path);
        expect(res.status, path).toBe(403);
        expect(res.body.code).toBe('COLLECTION_NOT_IN_SCOPE');
        bodies.add(res.text);
      }
      const validate = await api.post(`/collections/${soldOut.shortId}/claim-codes/validate`, { code: 'X' });
      const validateMissing = await api.post('/collections/no-such-drop/claim-codes/validate', { code: 'X' });
      bodies.add(validate.text).add(validateMissing.text);
      expect(bodies.size).toBe(1);
    });

    it('refuses the out-of-scope drop to every seeded key exactly as a non-existent one', async () => {
      const outOfScope = dropNamed(target(), 'outOfScope');
      for (const name of ['sandbox', 'publishable', 'secret']) {
        const api = mintApi(target(), { key: keyNamed(target(), name), origin: name === 'secret' ? null : undefined });
        const existing = await api.get(`/collections/${outOfScope.shortId}`);
        const made_up = await api.get('/collections/made-up-drop');
        expect(existing.status).toBe(403);
        expect(existing.text).toBe(made_up.text);
      }
    });

    it('needs no scope for discovery and token prices', async () => {
      const api = mintApi(target(), { key: keyNamed(target(), 'publishableGenesisOnly') });
      expect((await api.get('/')).status).toBe(200);
      expect((await api.get('/token-prices')).status).toBe(200);
    });

    it('answers 404 NOT_FOUND to a uuid identifier, existing or not, in scope or not', async () => {
      const api = mintApi(target());
      const genesis = dropNamed(target(), 'genesis');
      for (const uuid of [genesis.uuid, dropNamed(target(), 'outOfScope').uuid, '00000000-0000-4000-8000-000000000000']) {
        for (const path of [`/collections/${uuid}`, `/collections/${uuid}/gallery`, `/collections/${uuid}/availability`]) {
          const res = await api.get(path);
          expect(res.status, path).toBe(404);
          expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
        }
      }
    });

    it('accepts the short id and the on-chain address alike', async () => {
      const api = mintApi(target());
      const genesis = dropNamed(target(), 'genesis');
      const byShortId = await api.get(`/collections/${genesis.shortId}`);
      const byAddress = await api.get(`/collections/${genesis.address}`);
      expect(byShortId.status).toBe(200);
      expect(byAddress.body.collection).toEqual(byShortId.body.collection);
      expect(byShortId.body.collection).toMatchObject({ id: genesis.uuid, shortId: genesis.shortId, collectionAddress: genesis.address });
    });

    it('scopes phase routes through the phase drop, refusing unknown phases identically', async () => {
      const api = mintApi(target(), { key: keyNamed(target(), 'publishableGenesisOnly') });
      const dutchPhase = dropNamed(target(), 'dutch').phases[0]!.id;
      const outside = await api.get(`/phases/${dutchPhase}/dutch-price`);
      const unknown = await api.get('/phases/00000000-0000-4000-8000-000000000000/dutch-price');
      expect(outside.status).toBe(403);
      expect(outside.body.code).toBe('COLLECTION_NOT_IN_SCOPE');
      expect(outside.text).toBe(unknown.text);
      expect((await mintApi(target()).get(`/phases/${dutchPhase}/dutch-price`)).status).toBe(200);
    });

    it('refuses prepare-mint naming a drop outside the key', async () => {
      const api = mintApi(target(), { key: keyNamed(target(), 'publishableGenesisOnly') });
      const soldOut = dropNamed(target(), 'soldOut');
      const res = await api.post('/prepare-mint', { collectionId: soldOut.uuid, phaseId: soldOut.phases[0]!.id, walletAddress: wallet, quantity: '1' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('COLLECTION_NOT_IN_SCOPE');
      const unknown = await api.post('/prepare-mint', { collectionId: '00000000-0000-4000-8000-000000000000', phaseId: soldOut.phases[0]!.id, walletAddress: wallet, quantity: '1' });
      expect(unknown.text).toBe(res.text);
      // Scope comes before the body's own validation: a malformed body says nothing about the drop.
      const malformed = await api.post('/prepare-mint', { collectionId: soldOut.uuid, walletAddress: 'not-a-wallet', quantity: 2 });
      expect(malformed.status).toBe(403);
      expect(malformed.text).toBe(res.text);
    });

    it('refuses execute-mint of a session whose drop is outside the key; nothing is minted, and the session stays for a key that covers it', async () => {
      const buyer = Keypair.generate();
      expect((await sandboxApi(target()).fund(buyer.publicKey.toBase58(), 1)).status).toBe(200);
      const api = mintApi(target());
      const pegged = dropNamed(target(), 'pegged');
      const mintedCount = async () => (await api.get(`/collections/${pegged.shortId}`)).body.stats.mintedCount as number;
      const prepared = await api.post('/prepare-mint', { collectionId: pegged.uuid, phaseId: pegged.phases[0]!.id, walletAddress: buyer.publicKey.toBase58(), quantity: '1' });
      expect(prepared.status, prepared.text).toBe(200);
      const session = prepared.body.sessions[0];
      const execute = { sessionId: session.sessionId, signedTransaction: signBase64(session.transaction, buyer) };
      const before = await mintedCount();

      const outside = await mintApi(target(), { key: keyNamed(target(), 'publishableGenesisOnly') }).post('/execute-mint', execute);
      expect(outside.status).toBe(403);
      expect(outside.body.code).toBe('COLLECTION_NOT_IN_SCOPE');
      expect(await mintedCount()).toBe(before);

      const inScope = await api.post('/execute-mint', execute);
      expect(inScope.status, inScope.text).toBe(200);
      expect(inScope.body.status).toBe('confirmed');
      expect(await mintedCount()).toBe(before + 1);
    });

    it('answers 404 to a phase of another drop and 400 to a malformed wallet on eligibility and wallet-mints', async () => {
      const api = mintApi(target());
      const foreignPhase = dropNamed(target(), 'dutch').phases[0]!.id;
      const wrongPhase = await api.get(`/collections/genesis/eligibility/${foreignPhase}/${wallet}`);
      expect(wrongPhase.status).toBe(404);
      expect(wrongPhase.body.code).toBe('NOT_FOUND');
      const genesisPhase = dropNamed(target(), 'genesis').phases[1]!.id;
      for (const path of [`/collections/genesis/eligibility/${genesisPhase}/not-a-wallet`, '/collections/genesis/wallet-mints/0OIl']) {
        const res = await api.get(path);
        expect(res.status, path).toBe(400);
        expect(res.body.code).toBe('INVALID_REQUEST');
      }
    });
  });
}
