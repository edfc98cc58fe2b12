import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketSection } from '../../src/components/market/market-section.js';
import { defaultMarketErrorTexts } from '../../src/components/market/market-status.js';
import { MarketSummary } from '../../src/components/market/market-summary.js';
import { MintPageMarket } from '../../src/components/market/mint-page-market.js';
import { DROP_IDS } from '../../src/sandbox/index.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';
import { json, rawCollection, recordingFetch } from '../react/market-helpers.js';

/** The section's collection line as the buyer reads it, the marketplace's name (isolated in its own <bdi>) included. */
const collectionLine = (text: string) => (_: string, element: Element | null) => element?.getAttribute('data-slot') === 'market-section-collection' && element.textContent === text;

describe('MarketSection', () => {
  it('keeps a collection name in another script apart from " · Verified on the marketplace" after it, so the line keeps its order', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/collections/sold-out') ? test.fetch(request.url.href).then(async (response) => json(JSON.parse((await response.text()).replaceAll('Sold Out Society', 'جمعية النفاد')))) : undefined,
    );
    renderKit(<MarketSection collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    const line = await screen.findByText(collectionLine('جمعية النفاد · Verified on the marketplace'));
    expect(within(line).getByText('جمعية النفاد').tagName).toBe('BDI');
    expect(line.lastChild!.textContent).toBe(' · Verified on the marketplace');
  });

  it('composes stats, items, activity, offers and holders for a collection named by its on-chain address', async () => {
    const test = makeSandbox();
    renderKit(<MarketSection collection={DROP_IDS.soldOut.address} />, { test });
    expect(screen.getByRole('heading', { level: 2, name: 'Secondary market' })).toBeInTheDocument();
    expect(await screen.findByText(collectionLine('Sold Out Society · Verified on the marketplace'))).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Market stats', 'Items', 'Recent activity', 'Offers', 'Holders']);
    expect(await screen.findByText(`Unique holders: ${rawCollection('sold-out').holders.length}`)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Standing offers' })).toBeInTheDocument();
    // Every request used the identifier as given.
    const market = test.requests.filter((request) => request.path.startsWith('/market/v1/collections/'));
    expect(market.every((request) => request.path.includes(DROP_IDS.soldOut.address))).toBe(true);
  });

  it('a collection the marketplace does not know shows one plain note, not an error per part', async () => {
    const test = makeSandbox();
    renderKit(<MarketSection collection="not-indexed" />, { test });
    expect(await screen.findByText('This collection is not on the marketplace yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('a 404 whose code the kit does not know is still “not on the marketplace”, not a generic failure', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/collections/not-indexed') ? json({ error: 'Collection not found', code: 'COLLECTION_NOT_FOUND' }, 404) : undefined,
    );
    renderKit(<MarketSection collection="not-indexed" />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByText('This collection is not on the marketplace yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a known collection whose holders (or stats) route answers 404 says that part could not be loaded, not that the collection is unknown', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      /\/(holders|stats)$/.test(request.url.pathname) ? json({ error: 'Not found', code: 'NOT_FOUND' }, 404) : undefined,
    );
    const view = renderKit(<MarketSection collection="sold-out" parts={['stats', 'holders', 'offers']} />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByText(collectionLine('Sold Out Society · Verified on the marketplace'))).toBeInTheDocument();
    const part = (name: string) => screen.getByRole('region', { name });
    await waitFor(() => expect(within(part('Holders')).getByRole('alert')).toHaveTextContent('This part of the marketplace could not be loaded.'));
    await waitFor(() => expect(within(part('Market stats')).getByRole('alert')).toHaveTextContent('This part of the marketplace could not be loaded.'));
    expect(screen.queryByText(defaultMarketErrorTexts.NOT_FOUND!)).toBeNull();
    expect(await within(part('Offers')).findByRole('table', { name: 'Standing offers' })).toBeInTheDocument();
    view.unmount();

    // The drop page's summary too, and in the creator's words when given.
    renderKit(<MarketSummary collection="sold-out" labels={{ partNotFound: 'Cette partie du marché est indisponible.' }} />, { test, provider: { fetch: recorder.fetch } });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Market stats' })).getByRole('alert')).toHaveTextContent('Cette partie du marché est indisponible.'));
    expect(await screen.findByRole('list', { name: 'Items' })).toBeInTheDocument();
  });

  it('a plain-text 404 (a wrong marketBaseUrl path, a proxy) is the generic failure, not “not on the marketplace”', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.startsWith('/market/') ? new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } }) : undefined,
    );
    renderKit(<MarketSection collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace could not be loaded. Please try again.');
    // The sentence asks for it, so the button is there.
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('This collection is not on the marketplace yet.')).toBeNull();
  });

  it('says “verified” or “not verified” only when the marketplace said so', async () => {
    const test = makeSandbox();
    const detail = (verification: unknown) =>
      recordingFetch(test, (request) => (request.url.pathname.endsWith('/collections/sold-out') ? json({ id: 'sold-out', slug: 'sold-out', name: 'Sold Out Society', verification }) : undefined));
    const view = renderKit(<MarketSection collection="sold-out" parts={[]} />, { test, provider: { fetch: detail('verified').fetch } });
    const line = await screen.findByText(collectionLine('Sold Out Society'));
    expect(line).toHaveAttribute('data-state', 'unknown');
    view.unmount();
    renderKit(<MarketSection collection="sold-out" parts={[]} />, { test, provider: { fetch: detail({ verified: false, status: 'pending' }).fetch } });
    expect(await screen.findByText(collectionLine('Sold Out Society · Not verified on the marketplace'))).toHaveAttribute('data-state', 'unverified');
  });

  it('takes labels, a heading level and a choice of parts', async () => {
    const test = makeSandbox();
    renderKit(<MarketSection collection="sold-out" headingLevel={3} parts={['holders', 'stats']} labels={{ title: 'Resale', holders: 'Owners' }} />, { test });
    expect(screen.getByRole('heading', { level: 3, name: 'Resale' })).toBeInTheDocument();
    await screen.findByText(/Sold Out Society/);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Owners', 'Market stats']);
  });
});

describe('MarketSummary and MintPageMarket', () => {
  it('MarketSummary shows stats, items and activity, one page each, and takes a choice of those parts', async () => {
    const test = makeSandbox();
    const view = renderKit(<MarketSummary collection="sold-out" />, { test });
    expect(await screen.findByText(collectionLine('Sold Out Society · Verified on the marketplace'))).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Market stats', 'Items', 'Recent activity']);
    expect(await screen.findByRole('list', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Standing offers' })).toBeNull();
    view.unmount();

    renderKit(<MarketSummary collection="sold-out" parts={['activity']} headingLevel={3} />, { test });
    await screen.findByText(collectionLine('Sold Out Society · Verified on the marketplace'));
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Recent activity']);
  });

  it('MarketSummary has its loaded shape while the marketplace answers: each part’s loading sentence over a page of skeleton rows, hidden from screen readers', async () => {
    const test = makeSandbox();
    // Nothing from the marketplace ever answers.
    const held = recordingFetch(test, (request) => (request.url.pathname.startsWith('/market/') ? new Promise<Response>(() => {}) : undefined));
    renderKit(<MarketSummary collection="sold-out" pageSize={4} />, { test, provider: { fetch: held.fetch } });
    // The parts are there with the collection still loading, each asking for its own page at once.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Market stats', 'Items', 'Recent activity']);
    expect(screen.getByText('Loading the marketplace…')).toBeInTheDocument();
    await waitFor(() => expect(['/stats', '/items', '/activity'].map((path) => held.market(path).length)).toEqual([1, 1, 1]));
    for (const sentence of ['Loading market stats…', 'Loading items…', 'Loading activity…']) expect(screen.getByText(sentence)).toBeInTheDocument();
    const skeleton = (part: string, row: string) => document.querySelectorAll(`[data-part="${part}"] [aria-hidden="true"] [data-slot="${row}"]`).length;
    expect(skeleton('stats', 'market-stat')).toBe(6);
    expect(skeleton('items', 'item-card')).toBe(4);
    expect(skeleton('activity', 'activity-row')).toBe(4);
    expect(screen.queryByRole('list', { name: 'Items' })).toBeNull();
  });

  it('MarketSummary: items behind an empty first page with a cursor are shown, not “No items in this collection yet.”', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => {
      if (!request.url.pathname.endsWith('/items')) return undefined;
      return request.url.searchParams.get('cursor') === 'p2' ? json({ data: [{ mint: 'm1', name: 'Item One', listing: null }], hasMore: false }) : json({ data: [], cursor: 'p2', hasMore: true });
    });
    renderKit(<MarketSummary collection="sold-out" parts={['items']} />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByText('Item One')).toBeInTheDocument();
    expect(screen.queryByText('No items in this collection yet.')).toBeNull();
  });

  it('MintPageMarket finds the drop on the marketplace by its collection address once it is sold out', async () => {
    const test = makeSandbox();
    const view = renderKit(<MintPageMarket drop="sold-out" />, { test });
    expect(await screen.findByText(collectionLine('Sold Out Society · Verified on the marketplace'))).toBeInTheDocument();
    const market = test.requests.filter((request) => request.path.startsWith('/market/'));
    expect(market.every((request) => request.path.includes(DROP_IDS.soldOut.address))).toBe(true);
    view.unmount();

    renderKit(<MintPageMarket drop="genesis" />, { test });
    await waitFor(() => expect(test.requests.some((request) => request.path.endsWith('/collections/genesis'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Secondary market' })).toBeNull();
  });
});
