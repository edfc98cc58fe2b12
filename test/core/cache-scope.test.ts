import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createMintClient } from '../../src/core/index.js';
import { collectionQuery } from '../../src/react/queries.js';
import { createManualClock, createSandbox, SEEDED_KEYS } from '../../src/sandbox/index.js';

const baseUrl = 'http://sandbox.mintkit.test/mint';

describe('query keys name the client’s key (cacheScope)', () => {
  it('two keys never share a key; a secret key is never in one, and a server prefetch with it names the page’s publishable key instead', async () => {
    const sandbox = createSandbox({ clock: createManualClock() });
    const page = createMintClient({ apiKey: SEEDED_KEYS.sandbox, baseUrl, fetch: sandbox.fetchFrom('http://localhost:5173') });
    const other = createMintClient({ apiKey: SEEDED_KEYS.publishable, baseUrl });
    expect(collectionQuery(page, 'genesis').queryKey).not.toEqual(collectionQuery(other, 'genesis').queryKey);

    const server = createMintClient({ apiKey: SEEDED_KEYS.secret, baseUrl, browser: false });
    expect(JSON.stringify(collectionQuery(server, 'genesis').queryKey)).not.toContain('svc_live_');

    // The server prefetches for the page, naming the page's key: the page's cache finds the read.
    const forPage = createMintClient({ apiKey: SEEDED_KEYS.secret, baseUrl, browser: false, fetch: sandbox.fetchFrom(null), cacheScope: SEEDED_KEYS.sandbox });
    const onServer = new QueryClient();
    await onServer.prefetchQuery(collectionQuery(forPage, 'genesis'));
    const html = JSON.stringify(dehydrate(onServer));
    expect(html).not.toContain('svc_live_');
    const inBrowser = new QueryClient();
    hydrate(inBrowser, JSON.parse(html));
    expect(inBrowser.getQueryData(collectionQuery(page, 'genesis').queryKey)).toMatchObject({ collection: { name: 'MintKit Genesis' } });
    sandbox.dispose();
  });

  it('a secret key given as cacheScope (the key a server has at hand) is refused before any request, so it cannot reach the page’s HTML', () => {
    expect(() => createMintClient({ apiKey: SEEDED_KEYS.secret, baseUrl, browser: false, cacheScope: SEEDED_KEYS.secret })).toThrow(expect.objectContaining({ code: 'INVALID_SETUP' }));
  });
});
