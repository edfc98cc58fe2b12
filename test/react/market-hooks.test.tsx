import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  useAllHolders,
  useCollection,
  useGlobalActivity,
  useMarketActivity,
  useMarketCollection,
  useMarketCollections,
  useMarketHolders,
  useMarketItems,
  useMarketMeta,
  useMarketOffers,
  useMarketSearch,
  useMarketStats,
  useMarketTraits,
} from '../../src/react/index.js';
import { DROP_IDS } from '../../src/sandbox/index.js';
import { makeSandbox, renderKit, START } from '../helpers/kit.js';
import { json, rawCollection, rawMarket, recordingFetch } from './market-helpers.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Reads an infinite list to its end with the hook's own `fetchNextPage`, as a "Load more" button would. */
function ReadToEnd({ list, collection, limit }: { list: 'items' | 'offers' | 'activity' | 'holders'; collection: string; limit: number }) {
  const hooks = { items: useMarketItems, offers: useMarketOffers, activity: useMarketActivity, holders: useMarketHolders } as const;
  const query = hooks[list](collection, limit);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data?.pages ?? [];
  // The page count is a dependency too: a fast answer can skip the render where isFetchingNextPage was true.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, pages.length]);
  const records = pages.flatMap((page) => page.data as Array<{ mint?: string; id?: string; address?: string }>);
  const ids = new Set(records.map((record) => record.mint ?? record.id ?? record.address));
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return (
    <p>
      {query.data && !hasNextPage ? 'done' : 'reading'} pages={pages.length} records={records.length} distinct={ids.size}
    </p>
  );
}

const figure = (text: string, name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(text)![1]);

describe('market hooks: paging to completion', () => {
  it('reads every item, offer, activity event and holder of the busiest collection, equal to the sandbox’s own totals', async () => {
    const raw = rawCollection('tidal-glyphs');
    const standingOffers = raw.offers.filter((offer) => offer.expiresAt === null || offer.expiresAt > START).length;
    const expected = { items: raw.items.length, offers: standingOffers, activity: raw.events.length, holders: raw.holders.length } as const;
    // The raw figures are not trivial: several pages each at the page size used below.
    expect(expected).toEqual({ items: 640, offers: expect.any(Number), activity: 1830, holders: 356 });
    expect(expected.offers).toBeGreaterThan(50);

    const test = makeSandbox();
    const lists = ['items', 'offers', 'activity', 'holders'] as const;
    renderKit(
      <>
        {lists.map((list) => (
          <div key={list} data-testid={list}>
            <ReadToEnd list={list} collection="tidal-glyphs" limit={100} />
          </div>
        ))}
      </>,
      { test },
    );
    for (const list of lists) {
      const text = (await within(screen.getByTestId(list)).findByText(/^done /, {}, { timeout: 15_000 })).textContent!;
      expect({ list, records: figure(text, 'records'), distinct: figure(text, 'distinct') }).toEqual({ list, records: expected[list], distinct: expected[list] });
      expect(figure(text, 'pages')).toBe(Math.ceil(expected[list] / 100));
    }
  }, 30_000);

  it('one page of holders is not the total, which is why useAllHolders reads to the end', async () => {
    const test = makeSandbox();
    const raw = rawCollection('tidal-glyphs');
    function Holders() {
      const page = useMarketHolders('tidal-glyphs', 100);
      const all = useAllHolders('tidal-glyphs');
      const firstPage = page.data?.pages[0];
      if (!firstPage || !all.data) return <p>loading</p>;
      const items = all.data.data.reduce((sum, holder) => sum + holder.count!, 0);
      return (
        <p>
          one-page={firstPage.data.length} unique={firstPage.uniqueHolders} all={all.data.data.length} items={items} complete={String(all.data.complete)} pages={all.data.pages}
        </p>
      );
    }
    renderKit(<Holders />, { test });
    const text = (await screen.findByText(/^one-page=/, {}, { timeout: 5_000 })).textContent!;
    expect(text).toBe(`one-page=100 unique=${raw.holders.length} all=${raw.holders.length} items=640 complete=true pages=4`);
  });

  it('stops at the page cap, says the result is incomplete, and shows progress while each page loads', async () => {
    const test = makeSandbox();
    // Each follow-up page waits until the test lets it through, so every step can be seen.
    const held: Array<() => void> = [];
    const recorder = recordingFetch(test, (request) => {
      if (!request.url.pathname.endsWith('/holders') || !request.url.searchParams.has('cursor')) return undefined;
      return new Promise<Response>((resolve) => held.push(() => resolve(test.fetch(request.url.href, { signal: request.signal }))));
    });
    function Capped() {
      const all = useAllHolders('tidal-glyphs', { limit: 100, maxPages: 3 });
      if (!all.data) return <p>reading {all.progress ? `${all.progress.pages} pages, ${all.progress.items} holders` : 'nothing yet'}</p>;
      return (
        <p>
          read={all.data.data.length} complete={String(all.data.complete)} pages={all.data.pages}
        </p>
      );
    }
    renderKit(<Capped />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByText('reading 1 pages, 100 holders', {}, { timeout: 5_000 })).toBeInTheDocument();
    await act(async () => held.shift()!());
    expect(await screen.findByText('reading 2 pages, 200 holders')).toBeInTheDocument();
    await act(async () => held.shift()!());
    expect(await screen.findByText('read=300 complete=false pages=3')).toBeInTheDocument();
    // The cap means exactly three requests, each following the previous one's cursor; 356 holders
    // would need a fourth.
    const holders = recorder.market('/tidal-glyphs/holders');
    expect(holders.map((request) => request.url.searchParams.has('cursor'))).toEqual([false, true, true]);
    expect(held).toHaveLength(0);
  });
});

describe('market hooks: the no-key rule', () => {
  it('sends no X-API-Key on any marketplace request, while the same provider’s mint requests carry one', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test);
    function Everything() {
      const mint = useCollection('genesis');
      const results = [
        useMarketCollections(),
        useMarketMeta(),
        useMarketCollection('sold-out'),
        useMarketStats('sold-out'),
        useMarketItems('sold-out'),
        useMarketOffers('sold-out'),
        useMarketActivity('sold-out'),
        useGlobalActivity(),
        useMarketTraits('sold-out'),
        useMarketHolders('sold-out'),
        useMarketSearch('society'),
        useAllHolders('sold-out'),
      ];
      const settled = mint.data && results.every((result) => result.data !== undefined);
      return <p>{settled ? 'all loaded' : 'loading'}</p>;
    }
    renderKit(<Everything />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText('all loaded', {}, { timeout: 5_000 });

    const market = recorder.requests.filter((request) => request.url.pathname.startsWith('/market/v1/'));
    const paths = new Set(market.map((request) => request.url.pathname.replace('/market/v1', '')));
    expect([...paths].sort()).toEqual(
      [
        '/activity',
        '/collections',
        '/collections/meta',
        '/collections/sold-out',
        '/collections/sold-out/activity',
        '/collections/sold-out/holders',
        '/collections/sold-out/items',
        '/collections/sold-out/offers',
        '/collections/sold-out/stats',
        '/collections/sold-out/traits',
        '/search',
      ].sort(),
    );
    for (const request of market) expect([request.url.pathname, request.headers.has('X-API-Key')]).toEqual([request.url.pathname, false]);
    // The control: the mint client on the same provider does send its key, so the check above can fail.
    const mint = recorder.requests.filter((request) => request.url.pathname.startsWith('/mint/v1/'));
    expect(mint.length).toBeGreaterThan(0);
    for (const request of mint) expect(request.headers.get('X-API-Key')).toMatch(/^svc_test_/);
  });
});

describe('market hooks: identifiers', () => {
  it('slug, on-chain address and uuid (any case) all name the same collection and the same figures', async () => {
    const identity = rawMarket().collections.find((collection) => collection.slug === 'sold-out')!;
    expect(identity.address).toBe(DROP_IDS.soldOut.address);
    const forms = ['sold-out', identity.address, identity.id, identity.id.toUpperCase()];
    function Detail({ id }: { id: string }) {
      const detail = useMarketCollection(id);
      const stats = useMarketStats(id);
      const holders = useMarketHolders(id, 5);
      if (!detail.data || !stats.data || !holders.data) return <li>loading</li>;
      return (
        <li>
          {detail.data.name} | {detail.data.slug} | {stats.data.volumeAll} | {stats.data.washTradeCount7d} | {holders.data.pages[0]!.uniqueHolders}
        </li>
      );
    }
    const test = makeSandbox();
    renderKit(
      <ul>
        {forms.map((id) => (
          <Detail key={id} id={id} />
        ))}
      </ul>,
      { test },
    );
    await waitFor(() => expect(screen.queryByText('loading')).toBeNull(), { timeout: 5_000 });
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(new Set(rows).size).toBe(1);
    expect(rows[0]).toMatch(new RegExp(`^Sold Out Society \\| sold-out \\| [\\d.]+ \\| \\d+ \\| ${identity.holders.length}$`));
  });
});

describe('market hooks: misuse and retries', () => {
  it('throws, naming the hook and the fix, when the provider has no marketBaseUrl', () => {
    const test = makeSandbox();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Stats() {
      useMarketStats('sold-out');
      return null;
    }
    expect(() => renderKit(<Stats />, { test, provider: { marketBaseUrl: undefined } })).toThrow(
      /useMarketStats reads the marketplace, but <MintKitProvider> has no marketplace client\. Pass marketBaseUrl to MintKitProvider/,
    );
    expect(() => renderKit(<Stats />, { test, provider: { marketBaseUrl: undefined } })).toThrow(expect.objectContaining({ name: 'MintKitError', code: 'INVALID_SETUP' }));
    expect(test.requests).toHaveLength(0);
  });

  it('leaves retries to the client’s one policy: a host QueryClient that retries adds no attempts of its own', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/sold-out/stats') ? json({ error: 'down' }, 503) : undefined));
    function Stats() {
      const stats = useMarketStats('sold-out');
      return <p>{stats.isError ? `failed: ${stats.error.message}` : 'loading'}</p>;
    }
    // React Query's own default is three retries; the factories turn that off.
    renderKit(<Stats />, { test, provider: { fetch: recorder.fetch }, queryClient: new QueryClient() });
    expect(await screen.findByText(/^failed: GET \/collections\/\{id\}\/stats failed with 503/, {}, { timeout: 8_000 })).toBeInTheDocument();
    // One attempt plus the client policy's three retries.
    expect(recorder.market('/sold-out/stats')).toHaveLength(4);
  });

  it('a limit that is not a positive integer reads the default page size instead of a refused request, and the console names `limit`', async () => {
    const test = makeSandbox();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const recorder = recordingFetch(test);
    function Offers() {
      const offers = useMarketOffers('sold-out', -3);
      return <p>{offers.isError ? `failed: ${offers.error.code}` : offers.data ? `rows=${offers.data.pages[0]!.data.length}` : 'loading'}</p>;
    }
    renderKit(<Offers />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByText(/^rows=\d+$/)).toBeInTheDocument();
    expect(recorder.market('/offers').map((request) => request.url.searchParams.get('limit'))).toEqual(['20']);
    expect(warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('`limit`'))).toEqual([
      "[mintkit] A marketplace list's `limit` must be a positive integer, but was -3; it reads 20 a page instead.",
    ]);
  });

  it('a search is idle for a blank query and makes no request', async () => {
    const test = makeSandbox();
    function Search({ q }: { q: string }) {
      const search = useMarketSearch(q);
      return <p>{search.fetchStatus}:{search.data ? search.data.collections.length : '-'}</p>;
    }
    const view = renderKit(<Search q="   " />, { test });
    expect(screen.getByText('idle:-')).toBeInTheDocument();
    expect(test.requests).toHaveLength(0);
    view.rerenderKit(<Search q="tidal" />);
    expect(await screen.findByText('idle:1')).toBeInTheDocument();
    expect(test.count('GET', '/search')).toBe(1);
  });
});
