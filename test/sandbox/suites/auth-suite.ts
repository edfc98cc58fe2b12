import { describe, expect, it } from 'vitest';
import { PAGE_ORIGIN, dropNamed, keyNamed, mintApi, readJson, sandboxApi, useTarget, type Transport } from '../harness.js';

export function authSuite(transport: Transport) {
  describe(`keys, origins and CORS (${transport})`, () => {
    const target = useTarget(transport);

    it('admits a publishable key from a local page on any port, and a secret key with no origin', async () => {
      for (const origin of ['http://localhost:5173', 'http://localhost:6006', 'http://127.0.0.1:9']) {
        const res = await mintApi(target(), { origin }).get('/');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, version: 'v1', stability: 'additive-only', docs: expect.stringMatching(/^http/) });
      }
      const secret = await mintApi(target(), { key: keyNamed(target(), 'secret'), origin: null }).get('/collections/genesis');
      expect(secret.status).toBe(200);
    });

    it('answers 401 API_KEY_REQUIRED without a key and 401 API_KEY_INVALID for an unknown one', async () => {
      const missing = await mintApi(target(), { key: null }).get('/');
      expect(missing.status).toBe(401);
      expect(missing.body).toMatchObject({ success: false, code: 'API_KEY_REQUIRED', error: expect.any(String) });

      const unknown = await mintApi(target(), { key: 'svc_pub_nobody_has_this_key' }).get('/');
      expect(unknown.status).toBe(401);
      expect(unknown.body).toMatchObject({ success: false, code: 'API_KEY_INVALID' });
    });

    it('refuses a publishable key with no Origin, from another origin, or on a look-alike host', async () => {
      for (const origin of [null, 'https://evil.example', 'https://localhost:5173', 'http://localhost.evil.example:80', 'http://localhost:abc']) {
        const res = await mintApi(target(), { origin }).get('/');
        expect(res.status, String(origin)).toBe(403);
        expect(res.body).toMatchObject({ success: false, code: 'ORIGIN_NOT_ALLOWED' });
      }
    });

    it('binds the strict key to its one origin', async () => {
      const key = keyNamed(target(), 'publishableStrictOrigin');
      expect((await mintApi(target(), { key, origin: 'https://creator.example' }).get('/collections/genesis')).status).toBe(200);
      const local = await mintApi(target(), { key, origin: PAGE_ORIGIN }).get('/collections/genesis');
      expect(local.status).toBe(403);
      expect(local.body.code).toBe('ORIGIN_NOT_ALLOWED');
    });

    it('refuses a sandbox key on the production-chain drop but not a publishable key', async () => {
      const mainnet = dropNamed(target(), 'mainnet');
      const sandboxKey = mintApi(target(), { key: keyNamed(target(), 'sandbox') });
      for (const path of [`/collections/${mainnet.shortId}`, `/collections/${mainnet.address}/gallery`, `/phases/${mainnet.phases[0]!.id}/dutch-price`]) {
        const res = await sandboxKey.get(path);
        expect(res.status, path).toBe(403);
        expect(res.body.code).toBe('SANDBOX_KEY_ON_MAINNET');
      }
      expect((await sandboxKey.get('/collections/genesis')).status).toBe(200);
      expect((await mintApi(target()).get(`/collections/${mainnet.shortId}`)).status).toBe(200);
    });

    it('checks in order: key known, origin, identifier form, scope, production chain', async () => {
      const outOfScope = dropNamed(target(), 'outOfScope');
      // An unknown key from a foreign origin: the key is judged first.
      const unknownKey = await mintApi(target(), { key: 'svc_pub_unknown_key_123', origin: 'https://evil.example' }).get('/');
      expect(unknownKey.body.code).toBe('API_KEY_INVALID');
      // A known key from a foreign origin asking for a uuid: the origin is judged before the identifier.
      const foreign = await mintApi(target(), { origin: 'https://evil.example' }).get(`/collections/${outOfScope.uuid}`);
      expect(foreign.body.code).toBe('ORIGIN_NOT_ALLOWED');
      // A uuid outside the scope: the identifier form is judged before the scope.
      const uuid = await mintApi(target()).get(`/collections/${outOfScope.uuid}`);
      expect(uuid.status).toBe(404);
      expect(uuid.body.code).toBe('NOT_FOUND');
      // The mainnet drop outside the genesis-only key's scope: scope before the chain rule.
      const genesisOnly = await mintApi(target(), { key: keyNamed(target(), 'publishableGenesisOnly') }).get('/collections/mainnet');
      expect(genesisOnly.body.code).toBe('COLLECTION_NOT_IN_SCOPE');
    });

    it('answers 503 AUTH_UNAVAILABLE with Retry-After on every keyed route while the check is down', async () => {
      const controls = sandboxApi(target());
      expect((await controls.setAuth(false)).body).toEqual({ success: true, available: false });
      const api = mintApi(target());
      const genesis = dropNamed(target(), 'genesis');
      const results = [
        await api.get('/'),
        await api.get('/collections/genesis'),
        await api.get('/token-prices'),
        await api.post('/prepare-mint', { collectionId: genesis.uuid, phaseId: genesis.phases[1]!.id, walletAddress: 'x', quantity: '1' }),
        await mintApi(target(), { key: null }).get('/'),
      ];
      for (const res of results) {
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ success: false, code: 'AUTH_UNAVAILABLE' });
        expect(res.headers.get('Retry-After')).toBe('1');
      }
      await controls.setAuth(true);
      expect((await api.get('/')).status).toBe(200);
    });

    it('answers a CORS preflight from any origin, echoing it, without a key', async () => {
      const res = await target().raw('/mint/v1/prepare-mint', {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-api-key' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example');
      const allowed = (res.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase();
      expect(allowed).toContain('x-api-key');
      expect(allowed).toContain('content-type');
      expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    });

    it('puts CORS headers on errors too, so a page can read ORIGIN_NOT_ALLOWED', async () => {
      const res = await target().raw('/mint/v1/collections/genesis', {
        headers: { Origin: 'https://evil.example', 'X-API-Key': keyNamed(target(), 'publishable') },
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example');
      expect(res.headers.get('Vary')).toContain('Origin');
      expect(res.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
      expect((await readJson(res)).body.code).toBe('ORIGIN_NOT_ALLOWED');
      // Through the page-like fetch, the refusal is readable rather than an opaque network error.
      const page = await mintApi(target(), { origin: 'https://evil.example' }).get('/');
      expect(page.body.code).toBe('ORIGIN_NOT_ALLOWED');
    });

    it('answers unknown routes with a NOT_FOUND body', async () => {
      const res = await mintApi(target()).get('/no-such-route');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });
  });
}
