import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActivityFeed } from '../../src/components/market/activity-feed.js';
import { MintKitRoot } from '../../src/components/root.js';
import { shortAddress } from '../../src/components/format.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';
import { applyKitStyles } from './kit-styles.js';
import { json, rawCollection, recordingFetch } from '../react/market-helpers.js';

const rows = () => screen.getAllByRole('listitem');
/** What the polite status regions say now. */
const said = () => screen.getAllByRole('status').map((status) => status.textContent);
const sale = (id: string, name: string) => ({ id, type: 'sale', price: 1, currency: 'SOL', item: { mint: `mint-${id}`, name }, timestamp: '2026-11-20T10:00:00Z' });

describe('ActivityFeed', () => {
  it('lists sales and listings newest first and loads more on request', async () => {
    const test = makeSandbox();
    const raw = rawCollection('sold-out');
    const newest = [...raw.events].sort((a, b) => b.timestamp - a.timestamp).slice(0, 20);
    renderKit(<ActivityFeed collection="sold-out" />, { test });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const labels = { sale: 'Sale', listing: 'Listing', delisting: 'Delisting', transfer: 'Other activity' } as const;
    expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('[data-slot="activity-type"]')!.textContent)).toEqual(newest.map((event) => labels[event.type]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    // Screen readers hear what the press brought; the button itself only went "Loading more…" and back.
    await waitFor(() => expect(said()).toContain('20 more shown'));
    expect(test.requests.filter((request) => request.path.endsWith('/sold-out/activity'))).toHaveLength(2);
  });

  it('on a right-to-left page, a sale’s “from → to” runs from the right with its arrow turned to point at the buyer; left to right, as written', async () => {
    const removeStyles = applyKitStyles();
    const seller = 'SeLLer1111111111111111111111111111111111111';
    const buyer = 'BuYer22222222222222222222222222222222222222';
    for (const dir of ['rtl', 'ltr'] as const) {
      const test = makeSandbox();
      const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/activity') ? json({ data: [{ ...sale('e1', 'Item One'), seller, buyer }], hasMore: false }) : undefined));
      const view = renderKit(
        <MintKitRoot dir={dir}>
          <ActivityFeed collection="sold-out" />
        </MintKitRoot>,
        { test, provider: { fetch: recorder.fetch } },
      );
      const parties = (await screen.findByRole('list', { name: 'Recent activity' })).querySelector('[data-slot="activity-parties"]')!;
      expect(parties.textContent).toBe(`${shortAddress(seller)} → ${shortAddress(buyer)}`);
      // Each address is isolated, so the three run in the page's direction: seller at the line's start.
      expect([...parties.querySelectorAll('bdi')].map((address) => address.textContent)).toEqual([shortAddress(seller), shortAddress(buyer)]);
      const arrow = within(parties as HTMLElement).getByText('→');
      expect(getComputedStyle(arrow).transform).toBe(dir === 'rtl' ? 'scaleX(-1)' : 'none');
      view.unmount();
    }
    removeStyles();
  });

  it('shows a sale once when the next page repeats it (a list that moved while it was paged)', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/activity')
        ? request.url.searchParams.get('cursor') === 'next'
          ? json({ data: [sale('e2', 'Item Two'), sale('e3', 'Item Three'), sale('e4', 'Item Four')], cursor: 'after-e4', hasMore: true })
          : json({ data: [sale('e1', 'Item One'), sale('e2', 'Item Two'), sale('e3', 'Item Three')], cursor: 'next', hasMore: true })
        : undefined,
    );
    const consoleError = vi.spyOn(console, 'error');
    renderKit(<ActivityFeed collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('list');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows().map((row) => row.querySelector('[data-slot="activity-item"]')!.textContent)).toEqual(['Item One', 'Item Two', 'Item Three', 'Item Four']);
    await waitFor(() => expect(said()).toContain('1 more shown'));
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    consoleError.mockRestore();
  });

  it('a “Load more” that brings only sales already shown says so, and the next press brings the new ones', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => {
      if (!request.url.pathname.endsWith('/activity')) return undefined;
      const cursor = request.url.searchParams.get('cursor');
      if (cursor === 'p2') return json({ data: [sale('e1', 'Item One')], cursor: 'p3', hasMore: true });
      if (cursor === 'p3') return json({ data: [sale('e2', 'Item Two')], hasMore: false });
      return json({ data: [sale('e1', 'Item One')], cursor: 'p2', hasMore: true });
    });
    renderKit(<ActivityFeed collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('list', { name: 'Recent activity' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // Seen and heard: the press was not lost, and there may be more.
    const nothingNew = await screen.findByText('No new activity came; there may be more.');
    expect(nothingNew).toBeVisible();
    expect(said()).toContain('No new activity came; there may be more.');
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('No new activity came; there may be more.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a type it does not know neutrally, with no invented price, and the list carries on', async () => {
    const test = makeSandbox();
    renderKit(<ActivityFeed collection="tidal-glyphs" />, { test });
    await screen.findByRole('list');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    const other = await screen.findAllByText('Other activity');
    const row = other[0]!.closest('li')!;
    expect(row).toHaveAttribute('data-type', 'unrecognized');
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(rows()).toHaveLength(40);
  });

  it('tolerates records from a newer service: new types, missing parts and unknown fields', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/activity')
        ? json({
            data: [
              { id: 'a1', type: 'bid_accepted', price: 2, currency: 'SOL', extra: { deep: [1, 2] } },
              { id: 'a2', type: 'sale', price: null, item: { mint: 'M2', name: 'Item Two' }, seller: 'SellerAddress11111111', timestamp: 'yesterday' },
            ],
            cursor: '',
            hasMore: true,
          })
        : undefined,
    );
    renderKit(<ActivityFeed collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Other activity');
    expect(first).toHaveTextContent('2 SOL');
    expect(second).toHaveTextContent('Sale');
    expect(second).toHaveTextContent('Item Two');
    expect(second).toHaveTextContent('by Sell…1111');
    expect(second!.querySelector('time')).toBeNull();
    // An empty cursor is the end, whatever hasMore says.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the whole marketplace when given no collection, naming each row’s collection', async () => {
    const test = makeSandbox();
    renderKit(<ActivityFeed pageSize={5} />, { test });
    await screen.findByRole('list');
    expect(document.querySelectorAll('[data-slot="activity-collection"]')).toHaveLength(5);
    expect(test.requests.some((request) => request.path === '/market/v1/activity')).toBe(true);
  });

  it('has an empty state and an error state, never a blank', async () => {
    const test = makeSandbox();
    renderKit(<ActivityFeed collection="blank-canvas" />, { test });
    expect(await screen.findByText('No sales or listings yet.')).toBeInTheDocument();
    test.sandbox.failNext({ path: '/market/v1/collections/sold-out/activity', mode: 'status', status: 429, code: 'RATE_LIMITED', times: 4 });
    renderKit(<ActivityFeed collection="sold-out" />, { test });
    expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent('The marketplace is busy. Please wait a moment and try again.');
  });
});

describe('ActivityFeed with a service that strays from the documented shape', () => {
  const sale = (id: string) => ({ id, type: 'sale', price: 1, currency: 'SOL', item: { mint: `m-${id}`, name: `Item ${id}` }, timestamp: '2026-11-20T10:00:00Z' });

  it('a cursor handed back a second time ends the list instead of offering "Load more" for ever', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/activity') ? json({ data: [sale('a1'), sale('a2')], cursor: 'same', hasMore: true }) : undefined));
    renderKit(<ActivityFeed collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('list');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(recorder.market('/activity')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load more|Loading more/ })).toBeNull());
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a record without a type is shown as other activity, and the feed carries on', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/activity') ? json({ data: [{ ...sale('a1'), type: null }, sale('a2')], hasMore: false }) : undefined,
    );
    renderKit(<ActivityFeed collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    const rows = within(await screen.findByRole('list', {}, { timeout: 3_000 })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[data-slot="activity-type"]')?.textContent)).toEqual(['Other activity', 'Sale']);
  });

  it('a record whose id is a number is shown like the rest, and one without an id leaves the others on screen', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/activity') ? json({ data: [sale('a1'), { ...sale('a2'), id: 1842 }, { ...sale('a3'), id: { odd: true } }], hasMore: false }) : undefined,
    );
    renderKit(<ActivityFeed collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    const rows = within(await screen.findByRole('list', { name: 'Recent activity' }, { timeout: 3_000 })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[data-slot="activity-item"]')?.textContent)).toEqual(['Item a1', 'Item a2']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('“Load more” that reaches an empty page with a further cursor goes on by itself to the rows after it, in one press', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => {
      if (!request.url.pathname.endsWith('/activity')) return undefined;
      const cursor = request.url.searchParams.get('cursor');
      if (cursor === 'p2') return json({ data: [], cursor: 'p3', hasMore: true });
      if (cursor === 'p3') return json({ data: [sale('a2')], hasMore: false });
      return json({ data: [sale('a1')], cursor: 'p2', hasMore: true });
    });
    renderKit(<ActivityFeed collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByRole('list', { name: 'Recent activity' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem')).toHaveLength(2));
    expect(recorder.market('/activity')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Load more|Loading more/ })).toBeNull();
  });
});

