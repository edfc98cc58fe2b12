/**
 * `sandbox.fetchFrom(origin)` sends the Origin header as a browser does (Fetch: on a cross-origin
 * request, and on a same-origin one only when it is neither GET nor HEAD). So a page whose minting
 * base URL is on its own origin (a same-origin proxy) is refused reads with a publishable key, as
 * spec rule 1 has the service refuse them, instead of passing in-process and failing in a browser.
 */
import { afterEach, expect, it } from 'vitest';
import { SEEDED_KEYS, createManualClock, createSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { readJson } from './harness.js';

const PAGE = 'http://localhost:5173';
const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});

it('a same-origin GET from page script carries no Origin, so a publishable key is refused as the spec says', async () => {
  const sandbox = createSandbox({ clock: createManualClock() });
  sandboxes.push(sandbox);
  const page = sandbox.fetchFrom(PAGE);
  const headers = { 'X-API-Key': SEEDED_KEYS.publishable };

  // What a browser actually sends for this request: no Origin header at all.
  const asBrowserSendsIt = await readJson(await sandbox.fetch(new Request(`${PAGE}/mint/v1/collections/genesis`, { headers })));
  expect(asBrowserSendsIt.status).toBe(403);
  expect(asBrowserSendsIt.body.code).toBe('ORIGIN_NOT_ALLOWED');

  // The page emulation agrees with it.
  const emulated = await readJson(await page(`${PAGE}/mint/v1/collections/genesis`, { headers }));
  expect(emulated.body.code).toBe('ORIGIN_NOT_ALLOWED');
  expect(emulated.status).toBe(403);

  // A same-origin POST does carry the Origin, and a cross-origin read does: neither is refused for it.
  const posted = await readJson(await page(`${PAGE}/mint/v1/prepare-mint`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' }));
  expect(posted.body.code).not.toBe('ORIGIN_NOT_ALLOWED');
  const crossOrigin = await readJson(await page('http://sandbox.mintkit.test/mint/v1/collections/genesis', { headers }));
  expect(crossOrigin.status).toBe(200);
});
