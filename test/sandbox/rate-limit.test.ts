import { describe, expect, it } from 'vitest';
import { PAGE_ORIGIN, keyNamed, mintApi, readJson, sandboxApi, useTarget, type Transport } from './harness.js';

const SECOND = 1_000;

for (const transport of ['in-process', 'http'] as const satisfies readonly Transport[]) {
  describe(`an opt-in rate limit (${transport})`, () => {
    const target = useTarget(transport, { rateLimit: { requests: 3, windowMs: 10 * SECOND } });

    it('answers the 4th request of a key in a window 429 RATE_LIMITED with Retry-After, on the sandbox clock', async () => {
      const api = mintApi(target());
      for (let n = 0; n < 3; n++) expect((await api.get('/collections/genesis')).status).toBe(200);
      await sandboxApi(target()).advance(4 * SECOND);
      const limited = await api.get('/collections/genesis');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED', error: expect.any(String) });
      // Read as page script on another origin reads it (exposed headers only): the answer and its Retry-After.
      expect(limited.headers.get('Retry-After')).toBe('6');
      const raw = await target().raw('/mint/v1/collections/genesis', { headers: { 'X-API-Key': keyNamed(target(), 'publishable'), Origin: PAGE_ORIGIN } });
      expect(raw.status).toBe(429);
      expect(raw.headers.get('Access-Control-Allow-Origin')).toBe(PAGE_ORIGIN);
      expect(raw.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');

      // Another key has its own allowance; the sandbox's own controls are never limited.
      expect((await mintApi(target(), { key: keyNamed(target(), 'sandbox') }).get('/collections/genesis')).status).toBe(200);
      expect((await sandboxApi(target()).advance(6 * SECOND - 1)).status).toBe(200);
      expect((await api.get('/')).status).toBe(429);
      await sandboxApi(target()).advance(1);
      expect((await api.get('/collections/genesis')).status).toBe(200);
    });

    it('limits the keyless marketplace with its own error body, readable from any origin', async () => {
      const page = target().page();
      for (let n = 0; n < 3; n++) expect((await page('/market/v1/collections')).status).toBe(200);
      const limited = await readJson(await page('/market/v1/collections'));
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
      expect(limited.headers.get('Retry-After')).toBe('10');
      const raw = await target().raw('/market/v1/collections', { headers: { Origin: 'https://any.example' } });
      expect(raw.status).toBe(429);
      expect(raw.headers.get('Access-Control-Allow-Origin')).toBe('*');
      // The minting service keeps its own allowance; a reset clears both.
      expect((await mintApi(target()).get('/collections/genesis')).status).toBe(200);
      expect((await sandboxApi(target()).reset()).status).toBe(200);
      expect((await page('/market/v1/collections')).status).toBe(200);
    });
  });

  describe(`no rate limit by default (${transport})`, () => {
    const target = useTarget(transport);

    it('answers a burst of 300 reads of one key without a 429', async () => {
      const api = mintApi(target());
      const statuses = await Promise.all(Array.from({ length: 300 }, () => api.get('/token-prices').then((res) => res.status)));
      expect(new Set(statuses)).toEqual(new Set([200]));
    });
  });
}
