import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfferList } from '../../src/components/market/offer-list.js';
import { useCollection } from '../../src/react/hooks.js';
import { makeSandbox, renderKit, START } from '../helpers/kit.js';
import { json, rawCollection, recordingFetch } from '../react/market-helpers.js';

const bodyRows = () => within(screen.getByRole('table', { name: 'Standing offers' })).getAllByRole('row').slice(1);

afterEach(() => {
  vi.useRealTimers();
});

describe('OfferList', () => {
  it('lists every standing offer, highest first, through "Load more"', async () => {
    const test = makeSandbox();
    const standing = rawCollection('sold-out')
      .offers.filter((offer) => offer.expiresAt === null || offer.expiresAt > START)
      .sort((a, b) => b.priceMilli - a.priceMilli);
    renderKit(<OfferList collection="sold-out" pageSize={25} locale="en-US" />, { test });
    await screen.findByRole('table', { name: 'Standing offers' });
    const user = userEvent.setup();
    while (screen.queryByRole('button', { name: 'Load more' })) {
      const before = bodyRows().length;
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(before));
    }
    expect(bodyRows().map((row) => row.querySelector('td')!.textContent)).toEqual(standing.map((offer) => `${offer.priceMilli / 1000} SOL`));
    expect(bodyRows().filter((row) => row.textContent!.includes('No expiry'))).toHaveLength(standing.filter((offer) => offer.expiresAt === null).length);
  });

  it('a last “Load more” that brings only offers already shown, or none, ends the list and says “No more offers.”', async () => {
    const offer = (id: string, price: number) => ({ id, price, currency: 'SOL', bidder: 'Bidder1111111111111111111111111111', quantity: 1, expires_at: null });
    for (const last of [{ data: [offer('o2', 2)], hasMore: false }, { data: [], hasMore: false }]) {
      const test = makeSandbox();
      const recorder = recordingFetch(test, (request) =>
        request.url.pathname.endsWith('/offers')
          ? request.url.searchParams.get('cursor') === 'p2'
            ? json(last)
            : json({ data: [offer('o1', 3), offer('o2', 2)], cursor: 'p2', hasMore: true })
          : undefined,
      );
      const view = renderKit(<OfferList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
      await screen.findByRole('table', { name: 'Standing offers' });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      // The button goes and the buyer sees and hears why; focus stays in the list, not on the page's body.
      const end = await screen.findByText('No more offers.');
      expect(end).toBeVisible();
      expect(end.closest('[role="status"]')).not.toBeNull();
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
      expect(bodyRows()).toHaveLength(2);
      expect(document.activeElement).not.toBe(document.body);
      view.unmount();
    }
  });

  it('an offer that expires while the page is open leaves “Standing offers” at its expiry by the service’s clock, not the device’s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox();
    const iso = (ms: number) => new Date(ms).toISOString();
    const offer = (id: string, price: number, expires: string | null) => ({ id, price, currency: 'SOL', bidder: 'Bidder1111111111111111111111111111', quantity: 1, expires_at: expires });
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/offers')
        ? json({ data: [offer('o1', 3, iso(START + 60_000)), offer('o2', 2, null), offer('o3', 1, iso(START + 30 * 86_400_000))], hasMore: false })
        : undefined,
    );
    // The device's clock (real time in this run) is days past START, the sandbox's "now": by it, o1 expired long ago.
    expect(Date.now()).toBeGreaterThan(START + 60_000);
    const prices = () => bodyRows().map((row) => row.querySelector('td')!.textContent);

    // A page that shows only the market has no server clock: the offers stay as the marketplace listed them.
    const alone = renderKit(<OfferList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('table', { name: 'Standing offers' });
    expect(prices()).toEqual(['3 SOL', '2 SOL', '1 SOL']);
    alone.unmount();

    // Beside the drop, the minting service's clock is known: o1 stands until 60 s past START by it, then goes.
    function Drop() {
      const collection = useCollection('genesis');
      return <p>{collection.data ? 'drop read' : collection.isError ? String(collection.error) : 'reading'}</p>;
    }
    renderKit(
      <>
        <Drop />
        <OfferList collection="sold-out" locale="en-US" />
      </>,
      { test, provider: { fetch: recorder.fetch } },
    );
    await screen.findByText('drop read');
    await screen.findByRole('table', { name: 'Standing offers' });
    expect(prices()).toEqual(['3 SOL', '2 SOL', '1 SOL']);
    setInterval(() => test.clock.advance(50), 50);
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(prices()).toEqual(['3 SOL', '2 SOL', '1 SOL']);
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(prices()).toEqual(['2 SOL', '1 SOL']);
    expect(screen.queryByText(iso(START + 60_000))).toBeNull();
  });

  it('shows “—” for figures a record lacks, and keeps rows with unknown fields', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/offers') ? json({ data: [{ id: 'o1', price: 'a lot', bidder: null, expires_at: 'soon', escrow: { kind: 'pool' } }], hasMore: false }) : undefined,
    );
    renderKit(<OfferList collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('table');
    expect(bodyRows()[0]!.textContent).toBe('————');
  });

  it('says “No expiry” only for an offer the marketplace sent with expires_at null, not for one without the field', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/offers') ? json({ data: [{ id: 'o1', price: 2, currency: 'SOL', expires_at: null }, { id: 'o2', price: 1, currency: 'SOL' }], hasMore: false }) : undefined,
    );
    renderKit(<OfferList collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('table');
    const expiry = bodyRows().map((row) => row.querySelector('[data-slot="offer-expires"]')!.textContent);
    expect(expiry).toEqual(['No expiry', '—']);
  });

  it('takes every string from labels and writes figures for its locale', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/offers')
        ? json({ data: [{ id: 'o1', price: 1234.5, currency: 'SOL', quantity: 1000, expires_at: null }, { id: 'o2' }], hasMore: false })
        : undefined,
    );
    const labels = { title: 'Gebote', price: 'Preis', quantity: 'Menge', bidder: 'Bieter', expires: 'Läuft ab', noExpiry: 'Unbefristet', notAvailable: 'k. A.' };
    renderKit(<OfferList collection="sold-out" locale="de-DE" labels={labels} />, { test, provider: { fetch: recorder.fetch } });
    const table = await screen.findByRole('table', { name: 'Gebote' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Preis', 'Menge', 'Bieter', 'Läuft ab']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1.234,5 SOL', '1.000', 'k. A.', 'Unbefristet'],
      ['k. A.', 'k. A.', 'k. A.', 'k. A.'],
    ]);
  });

  it('has an empty state and an error state', async () => {
    const test = makeSandbox();
    renderKit(<OfferList collection="blank-canvas" />, { test });
    expect(await screen.findByText('No standing offers.')).toBeInTheDocument();
    test.sandbox.failNext({ path: '/market/v1/collections/sold-out/offers', mode: 'status', status: 404 });
    renderKit(<OfferList collection="sold-out" />, { test });
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace has no collection under this name or address.');
  });
});

describe('OfferList, an offer whose expiry is an empty string', () => {
  it('shows "—" in its Expires cell, never a blank one', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/offers') ? json({ data: [{ id: 'o1', price: 2, currency: 'SOL', bidder: 'Bidder1111111111111', quantity: 1, expires_at: '' }], hasMore: false }) : undefined,
    );
    renderKit(<OfferList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    const table = await screen.findByRole('table');
    expect(table.querySelector('[data-slot="offer-expires"]')).toHaveTextContent(/^—$/);
  });
});

describe('OfferList, an offer whose id is a number', () => {
  it('is listed with the rest instead of the table giving way to “does not understand”', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/offers')
        ? json({ data: [{ id: 'o1', price: 2, currency: 'SOL', quantity: 1, expires_at: null }, { id: 77, price: 1, currency: 'SOL', quantity: 1, expires_at: null }], hasMore: false })
        : undefined,
    );
    renderKit(<OfferList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('table');
    expect(bodyRows().map((row) => row.querySelector('[data-slot="offer-price"]')!.textContent)).toEqual(['2 SOL', '1 SOL']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('OfferList, an offer at a negative price', () => {
  it('shows “—” for its price, never “-1 SOL”', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/offers') ? json({ data: [{ id: 'o1', price: -1, currency: 'SOL', quantity: 1, expires_at: null }, { id: 'o2', price: -2 }], hasMore: false }) : undefined,
    );
    renderKit(<OfferList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('table');
    expect(bodyRows().map((row) => row.querySelector('[data-slot="offer-price"]')!.textContent)).toEqual(['—', '—']);
  });
});

describe('OfferList, empty pages that still carry a cursor', () => {
  const offer = (id: string, price: number) => ({ id, price, currency: 'SOL', quantity: 1, expires_at: null });

  it('an empty first page with a cursor is followed on: the offers on the next page are shown, not “No standing offers.”', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => {
      if (!request.url.pathname.endsWith('/offers')) return undefined;
      return request.url.searchParams.get('cursor') === 'p2' ? json({ data: [offer('o1', 3), offer('o2', 2)], hasMore: false }) : json({ data: [], cursor: 'p2', hasMore: true });
    });
    renderKit(<OfferList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('table');
    expect(bodyRows().map((row) => row.querySelector('[data-slot="offer-price"]')!.textContent)).toEqual(['3 SOL', '2 SOL']);
    expect(screen.queryByText('No standing offers.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says “No standing offers.” when the empty pages end without a cursor, and never while a cursor says there is more', async () => {
    const test = makeSandbox();
    const ended = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/offers') ? (request.url.searchParams.has('cursor') ? json({ data: [], hasMore: false }) : json({ data: [], cursor: 'p2', hasMore: true })) : undefined,
    );
    const view = renderKit(<OfferList collection="sold-out" />, { test, provider: { fetch: ended.fetch } });
    expect(await screen.findByText('No standing offers.')).toBeInTheDocument();
    expect(ended.market('/offers')).toHaveLength(2);
    view.unmount();

    // A service that sends nothing but empty pages, each with a new cursor: a handful are followed per
    // fetch, then "Load more" stands, with no claim that there are none.
    let next = 0;
    const endless = recordingFetch(test, (request) => (request.url.pathname.endsWith('/offers') ? json({ data: [], cursor: `c${++next}`, hasMore: true }) : undefined));
    renderKit(<OfferList collection="sold-out" />, { test, provider: { fetch: endless.fetch } });
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(endless.market('/offers')).toHaveLength(6);
    expect(screen.queryByText('No standing offers.')).toBeNull();
  });
});

