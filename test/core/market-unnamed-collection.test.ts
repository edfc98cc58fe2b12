import { describe, expect, it } from 'vitest';
import { createMarketClient } from '../../src/core/market-client.js';

const answering = (body: unknown): typeof fetch => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

// `name` is not among the spec's named fields (collection detail: stats, floor, verification, chain,
// standard; records beyond those: "not shown"), and it is no identity (id/slug are): a collection
// without one stays listed and readable, named by its slug.
describe('a collection record whose name is null', () => {
  it('stays on the browse page (identified by its id and slug)', async () => {
    const market = createMarketClient({
      baseUrl: 'https://market.test',
      fetch: answering({ data: [{ id: 'a', slug: 'a', name: 'Named' }, { id: 'b', slug: 'unnamed-b', name: null }], hasMore: false }),
    });
    const page = await market.listCollections();
    expect(page.data.map((collection) => [collection.slug, collection.name])).toEqual([['a', 'Named'], ['unnamed-b', 'unnamed-b']]);
  });

  it('is still a readable collection detail', async () => {
    const market = createMarketClient({
      baseUrl: 'https://market.test',
      fetch: answering({ id: 'b', slug: 'unnamed-b', name: null, verification: { verified: true, status: 'verified' }, stats: { listed_count: 3 } }),
    });
    await expect(market.getCollection('unnamed-b')).resolves.toMatchObject({ slug: 'unnamed-b', stats: { listedCount: 3 } });
  });
});
