import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { SEEDED_KEYS, createManualClock, createSandbox } from '../../src/sandbox/index.js';
import { sandboxHandlers } from '../../src/sandbox/msw.js';
import { readJson } from './harness.js';

describe('sandboxHandlers() with msw', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  function serve(baseUrl?: string) {
    const sandbox = createSandbox({ clock: createManualClock() });
    const server = setupServer(...sandboxHandlers(sandbox, baseUrl));
    server.listen({ onUnhandledRequest: 'error' });
    stop = () => {
      server.close();
      sandbox.dispose();
    };
    return sandbox;
  }

  it('answers global fetch under the default base, keeping the key and origin rules', async () => {
    serve();
    const withOrigin = await readJson(
      await fetch('http://sandbox.mintkit.test/mint/v1/collections/genesis', { headers: { 'X-API-Key': SEEDED_KEYS.publishable, Origin: 'http://localhost:6006' } }),
    );
    expect(withOrigin.status).toBe(200);
    expect(withOrigin.body.collection.image).toBe('http://sandbox.mintkit.test/__sandbox/art/genesis/cover.svg');
    // Node has no page origin: a publishable key is refused, as it would be from any server process.
    const serverSide = await readJson(await fetch('http://sandbox.mintkit.test/mint/v1/', { headers: { 'X-API-Key': SEEDED_KEYS.publishable } }));
    expect(serverSide.body.code).toBe('ORIGIN_NOT_ALLOWED');
    const market = await fetch('http://sandbox.mintkit.test/market/v1/collections?limit=1');
    expect(market.status).toBe(200);
    const funded = await readJson(
      await fetch('http://sandbox.mintkit.test/__sandbox/faucet', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ address: '11111111111111111111111111111111', sol: 1 }),
      }),
    );
    expect(funded.body).toMatchObject({ success: true, lamports: 1_000_000_000 });
  });

  it('serves under a base with a path and builds its URLs under it', async () => {
    serve('http://localhost:5173/api/sandbox/');
    const manifest = await readJson(await fetch('http://localhost:5173/api/sandbox/__sandbox/manifest'));
    expect(manifest.body.mintBaseUrl).toBe('http://localhost:5173/api/sandbox/mint');
    const collection = await readJson(
      await fetch(`${manifest.body.mintBaseUrl}/v1/collections/genesis`, { headers: { 'X-API-Key': SEEDED_KEYS.publishable, Origin: 'http://localhost:5173' } }),
    );
    expect(collection.body.collection.image).toBe('http://localhost:5173/api/sandbox/__sandbox/art/genesis/cover.svg');
    expect((await fetch(collection.body.collection.image)).headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('turns a lost network into a fetch failure and a status fault into that status', async () => {
    const sandbox = serve();
    sandbox.failNext({ path: '/mint/v1/', mode: 'network-before' });
    await expect(fetch('http://sandbox.mintkit.test/mint/v1/', { headers: { 'X-API-Key': SEEDED_KEYS.secret } })).rejects.toThrow(TypeError);
    sandbox.failNext({ path: '/mint/v1/', mode: 'status', status: 503 });
    const unavailable = await readJson(await fetch('http://sandbox.mintkit.test/mint/v1/', { headers: { 'X-API-Key': SEEDED_KEYS.secret } }));
    expect(unavailable.body.code).toBe('AUTH_UNAVAILABLE');
    expect((await fetch('http://sandbox.mintkit.test/mint/v1/', { headers: { 'X-API-Key': SEEDED_KEYS.secret } })).status).toBe(200);
  });
});
