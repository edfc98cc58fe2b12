import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { base58Encode as base58 } from '../../src/sandbox/encoding.js';
import { createRng } from '../../src/sandbox/market/prng.js';
import { sha256 } from '../../src/sandbox/sha256.js';
import { request, setupMarket } from './market-helpers.js';

const { get, fetcher } = setupMarket();
const PAGE_ORIGIN = 'http://localhost:5173';

describe('market HTTP surface', () => {
  it('lets any origin read, without credentials', async () => {
    const reply = await get('/v1/collections/sold-out', { headers: { Origin: PAGE_ORIGIN } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
    expect(reply.headers.get('content-type')).toContain('application/json');
  });

  it('answers a preflight for GET from any origin', async () => {
    const response = await fetcher(
      new Request('http://market.test/v1/collections/sold-out/items?limit=5', {
        method: 'OPTIONS',
        headers: { Origin: 'https://creator.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'content-type' },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it.each([
    ['unknown collection', '/v1/collections/nope', 404, 'NOT_FOUND'],
    ['unknown route', '/v1/nowhere', 404, 'NOT_FOUND'],
    ['bad limit', '/v1/collections/sold-out/holders?limit=-1', 400, 'INVALID_REQUEST'],
    ['bad cursor', '/v1/activity?cursor=abc', 400, 'INVALID_REQUEST'],
  ])('puts CORS headers on errors too (%s)', async (_, path, status, code) => {
    const reply = await get(path, { headers: { Origin: PAGE_ORIGIN } });
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual({ error: expect.any(String), code });
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves a request carrying X-API-Key exactly like one without', async () => {
    const plain = await get('/v1/collections/sold-out/activity?limit=10');
    const keyed = await get('/v1/collections/sold-out/activity?limit=10', { headers: { 'X-API-Key': 'svc_pub_mintkit_demo_0001' } });
    expect(keyed.status).toBe(200);
    expect(keyed.body).toEqual(plain.body);
  });

  it('refuses writes with 405 METHOD_NOT_ALLOWED: the service is read-only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const reply = await get('/v1/collections/sold-out/items', { method, headers: { Origin: PAGE_ORIGIN } });
      expect(reply.status).toBe(405);
      expect(reply.body).toEqual({ error: expect.any(String), code: 'METHOD_NOT_ALLOWED' });
      expect(reply.headers.get('allow')).toContain('GET');
      expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('builds image URLs from the origin the request arrived on', async () => {
    const reply = await request(fetcher, '/v1/collections/sold-out/items?limit=1', undefined, 'http://127.0.0.1:4321');
    expect(reply.body.data[0].image).toBe('http://127.0.0.1:4321/__sandbox/art/sold-out/1.svg');
  });

  it('builds them from the prefix an in-process caller names (msw, Storybook)', async () => {
    const { market } = setupMarket();
    const response = await market.app.fetch(new Request('http://market.test/v1/collections/sold-out'), {
      'mintkit.sandbox.base': 'http://localhost:6006/sandbox',
    });
    expect((await response.json()).image).toBe('http://localhost:6006/sandbox/__sandbox/art/sold-out/cover.svg');
  });

  it('keeps its source free of Node-only imports, so it also runs in a browser', () => {
    const dir = fileURLToPath(new URL('../../src/sandbox/market/', import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      expect(file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.ts$/);
      const source = readFileSync(dir + file, 'utf8');
      expect(source, file).not.toMatch(/from ['"](node:|fs|path|crypto|buffer)['"/]/);
      expect(source, file).not.toMatch(/\bBuffer\b|\bprocess\.|\beval\(|new Function/);
    }
  });
});

describe('market seed primitives', () => {
  it('hashes exactly like SHA-256', () => {
    const rng = createRng('sha-check');
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const input = Uint8Array.from({ length }, () => rng.int(0, 255));
      expect(Buffer.from(sha256(input)).toString('hex')).toBe(createHash('sha256').update(input).digest('hex'));
    }
  });

  it('encodes base58 exactly like web3.js, leading zero bytes included', () => {
    const rng = createRng('base58-check');
    for (let i = 0; i < 300; i++) {
      const bytes = Uint8Array.from({ length: 32 }, (_, j) => (j < i % 4 ? 0 : rng.int(0, 255)));
      expect(base58(bytes)).toBe(new PublicKey(bytes).toBase58());
    }
  });

  it('gives each PRNG seed its own repeatable stream', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, createRng(seed).next);
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });
});
