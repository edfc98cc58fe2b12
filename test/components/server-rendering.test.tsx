// A host that server-renders the kit with prefetched data (TanStack's prefetchQuery + dehydrate, which
// the README offers: "so a host can prefetch") and hydrates it in the buyer's browser. The server and
// the browser differ in what depends on the viewer: the time zone and the default locale. React must
// hydrate the server's HTML as it is (no "Hydration failed", no tree rendered again), and the buyer
// then sees the dates in their own time zone.
import { QueryClient, QueryClientProvider, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BountyPanel } from '../../src/components/bounty-panel.js';
import { ActivityFeed } from '../../src/components/market/activity-feed.js';
import { OfferList } from '../../src/components/market/offer-list.js';
import { PhaseList } from '../../src/components/phase-list.js';
import { RecentlyMinted } from '../../src/components/recently-minted.js';
import { SupplyStats } from '../../src/components/supply-stats.js';
import { createMarketClient, createMintClient, type CollectionResponse } from '../../src/core/index.js';
import { MintKitProvider, bountyPrizesQuery, bountyQuery, collectionQuery, marketActivityQuery, marketOffersQuery, recentlyMintedQuery } from '../../src/react/index.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { makeSandbox, SANDBOX_BASE, type TestSandbox } from '../helpers/kit.js';

const originalTz = process.env.TZ;
const { NumberFormat, DateTimeFormat } = Intl;
const roots: Root[] = [];
afterEach(() => {
  process.env.TZ = originalTz;
  Intl.NumberFormat = NumberFormat;
  Intl.DateTimeFormat = DateTimeFormat;
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Makes `tag` the machine's default locale: what `Intl` uses when given none (a server's, a browser's). */
function defaultLocale(tag: string) {
  Intl.NumberFormat = Object.assign(function (locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
    return new NumberFormat(locales ?? tag, options);
  }, NumberFormat) as unknown as typeof Intl.NumberFormat;
  Intl.DateTimeFormat = Object.assign(function (locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return new DateTimeFormat(locales ?? tag, options);
  }, DateTimeFormat) as unknown as typeof Intl.DateTimeFormat;
}

const SCHEDULE = { dateStyle: 'medium', timeStyle: 'short' } as const;

async function serverData(test: TestSandbox): Promise<{ state: DehydratedState; collection: CollectionResponse }> {
  const client = createMintClient({ apiKey: SEEDED_KEYS.sandbox, baseUrl: `${SANDBOX_BASE}/mint`, fetch: test.fetch });
  const queries = new QueryClient();
  await queries.prefetchQuery(collectionQuery(client, 'genesis'));
  await queries.prefetchInfiniteQuery(recentlyMintedQuery(client, 'genesis', 3));
  await queries.prefetchQuery(bountyQuery(client, 'bounty'));
  await queries.prefetchQuery(bountyPrizesQuery(client, 'bounty'));
  const market = createMarketClient({ baseUrl: `${SANDBOX_BASE}/market`, fetch: test.fetch });
  await queries.prefetchInfiniteQuery(marketActivityQuery(market, 'sold-out', 5));
  await queries.prefetchInfiniteQuery(marketOffersQuery(market, 'sold-out', 5));
  return { state: dehydrate(queries), collection: queries.getQueryData(collectionQuery(client, 'genesis').queryKey)! };
}

function page(test: TestSandbox, queries: QueryClient, locale: string | undefined): ReactNode {
  return (
    <QueryClientProvider client={queries}>
      <MintKitProvider publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} marketBaseUrl={`${SANDBOX_BASE}/market`} fetch={test.fetch} storage={null} {...(locale ? { locale } : {})}>
        <SupplyStats drop="genesis" />
        <PhaseList drop="genesis" />
        <RecentlyMinted drop="genesis" limit={3} />
        <BountyPanel drop="bounty" />
        <ActivityFeed collection="sold-out" pageSize={5} />
        <OfferList collection="sold-out" pageSize={5} />
      </MintKitProvider>
    </QueryClientProvider>
  );
}

/** Renders on "the server", then hydrates that HTML in "the browser"; returns what React complained about. */
async function serverThenBrowser(server: { tz: string; locale: string }, browser: { tz: string; locale: string }, locale: string | undefined) {
  const test = makeSandbox();
  const { state, collection } = await serverData(test);

  process.env.TZ = server.tz;
  defaultLocale(server.locale);
  const serverQueries = new QueryClient();
  hydrate(serverQueries, state);
  const html = renderToString(page(test, serverQueries, locale));

  process.env.TZ = browser.tz;
  defaultLocale(browser.locale);
  const browserQueries = new QueryClient();
  hydrate(browserQueries, JSON.parse(JSON.stringify(state)) as DehydratedState);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: string[] = [];
  const consoleErrors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map(String).join(' ').slice(0, 300)));
  await act(async () => {
    roots.push(hydrateRoot(container, page(test, browserQueries, locale), { onRecoverableError: (error) => void recoverable.push(String(error).slice(0, 300)) }));
  });
  return { html, container, recoverable, consoleErrors, collection };
}

const slot = (container: HTMLElement, name: string) => [...container.querySelectorAll(`[data-slot="${name}"]`)].map((element) => element.textContent);

describe('server rendering and hydration', () => {
  it('hydrates a server-rendered page in a buyer’s browser in another time zone as it is, then shows the dates in the buyer’s zone', async () => {
    const { html, container, recoverable, consoleErrors, collection } = await serverThenBrowser({ tz: 'UTC', locale: 'en-US' }, { tz: 'America/New_York', locale: 'en-US' }, 'en-US');
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The server's HTML holds each date's place (the line keeps its height) without writing its zone's time.
    expect(html).toContain(`<p data-slot="phase-schedule"><time dateTime="${collection.phases.all[0]!.startDate}">\u00a0</time></p>`);
    expect(html).toMatch(/<span data-slot="bounty-ends"><time dateTime="[^"]+">\u00a0<\/time><\/span>/);

    const inNewYork = new DateTimeFormat('en-US', { ...SCHEDULE, timeZone: 'America/New_York' });
    const phases = collection.phases.all;
    expect(slot(container, 'phase-schedule')).toEqual(phases.map((phase) => (phase.endMs === null ? expect.stringContaining(inNewYork.format(phase.startMs)) : inNewYork.formatRange(phase.startMs, phase.endMs))));
    const times = [...container.querySelectorAll<HTMLTimeElement>('[data-slot="recently-minted-item"] time')];
    expect(times).toHaveLength(3);
    for (const time of times) expect(time.textContent).toBe(inNewYork.format(Date.parse(time.dateTime)));
    const activity = [...container.querySelectorAll<HTMLTimeElement>('[data-slot="activity-time"]')];
    expect(activity.length).toBeGreaterThan(0);
    for (const time of activity) expect(time.textContent).toBe(inNewYork.format(Date.parse(time.dateTime)));
    expect(slot(container, 'offer-expires').filter((text) => /2026|2027/.test(text!)).length).toBeGreaterThan(0);
    expect(slot(container, 'bounty-ends')[0]).toMatch(/ · Closes [A-Z][a-z]{2} \d+, 2026, \d+:\d\d\s[AP]M$/);
  });

  it('hydrates a page given no locale in a browser whose language differs from the server’s, then writes numbers the browser’s way', async () => {
    const { html, container, recoverable, consoleErrors } = await serverThenBrowser({ tz: 'UTC', locale: 'de-DE' }, { tz: 'UTC', locale: 'fr-FR' }, undefined);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // With no locale to go by, the server writes en-US; the browser then switches to its own.
    expect(html).toContain('2.4% minted');
    expect(html).toContain('0.05 SOL');
    expect(container.querySelector('[data-slot="supply-percent"]')?.textContent).toMatch(/^2,4\s%/);
    expect(container.textContent).toContain('0,05 SOL');
  });

  it('shows the dates on the first render of a page rendered only in the browser', async () => {
    const test = makeSandbox();
    const { state, collection } = await serverData(test);
    const queries = new QueryClient();
    hydrate(queries, state);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    roots.push(root);
    const renders: (string | null)[] = [];
    const phases = collection.phases.all;
    // The first commit is what a buyer sees first: it already has the schedule, not a blank line.
    act(() => root.render(<div ref={(node) => void (node && renders.push(node.querySelector('[data-slot="phase-schedule"]')?.textContent ?? null))}>{page(test, queries, 'en-US')}</div>));
    expect(renders[0]).toBe(new DateTimeFormat('en-US', SCHEDULE).formatRange(phases[0]!.startMs, phases[0]!.endMs!));
    expect(container.querySelector('[data-slot="recently-minted-item"] time')?.textContent).toMatch(/2026/);
  });
});
