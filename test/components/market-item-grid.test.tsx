import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemGrid } from '../../src/components/market/item-grid.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';
import { comeBackToTheTab, json, rawCollection, recordingFetch } from '../react/market-helpers.js';

const cards = () => within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');

describe('ItemGrid', () => {
  it('shows each item’s listing state and price as the service reports it, a page at a time', async () => {
    const test = makeSandbox();
    const raw = rawCollection('tidal-glyphs').items.slice(0, 24);
    renderKit(<ItemGrid collection="tidal-glyphs" pageSize={12} locale="en-US" />, { test });
    await screen.findByRole('list', { name: 'Items' });
    expect(cards()).toHaveLength(12);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(raw[23]!.name);
    expect(cards().map((card) => [card.querySelector('[data-slot="item-name"]')!.textContent, card.getAttribute('data-state'), card.querySelector('[data-slot="item-listing"]')!.textContent])).toEqual(
      raw.map((item) => [item.name, item.listing ? 'listed' : 'unlisted', item.listing ? `Listed · ${item.listing.priceMilli / 1000} SOL` : 'Not listed']),
    );
  });

  it('an item whose picture cannot load keeps an empty art square above its name, not a broken-image icon', async () => {
    const test = makeSandbox();
    renderKit(<ItemGrid collection="tidal-glyphs" pageSize={4} locale="en-US" />, { test });
    await screen.findByRole('list', { name: 'Items' });
    const first = cards()[0]!;
    expect(first.querySelector('img[data-slot="item-image"]')).not.toBeNull();
    fireEvent.error(first.querySelector('img')!);
    expect(first.querySelector('img')).toBeNull();
    expect(first.firstElementChild).toHaveAttribute('data-slot', 'item-image');
    expect(first.firstElementChild).toHaveAttribute('data-kind', 'art');
    expect(cards()[1]!.querySelector('img')).not.toBeNull();
  });

  it('filters by trait over the whole collection, not just the pages on screen', async () => {
    const test = makeSandbox();
    const raw = rawCollection('tidal-glyphs').items;
    const has = (item: (typeof raw)[number], type: string, values: string[]) => item.attributes.some((a) => a.traitType === type && values.includes(a.value));
    const expected = raw.filter((item) => has(item, 'Tide', ['Neap', 'Ebb']) && has(item, 'Ink', ['Sepia']));
    renderKit(<ItemGrid collection="tidal-glyphs" traitFilter={{ Tide: ['Neap', 'Ebb'], Ink: ['Sepia'] }} pageSize={10} />, { test });
    expect(await screen.findByText(`Matching items: ${expected.length} of 640`, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(cards().map((card) => card.querySelector('[data-slot="item-name"]')!.textContent)).toEqual(expected.slice(0, 10).map((item) => item.name));
    // The last match is near the end of the collection, far past the first page.
    expect(raw.indexOf(expected.at(-1)!)).toBeGreaterThan(500);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(cards()).toHaveLength(Math.min(20, expected.length));
    // Said beside the summary's own status line: how many cards the press brought.
    await waitFor(() => expect(screen.getByText(`${Math.min(20, expected.length) - 10} more shown`)).toHaveAttribute('role', 'status'));
  });

  it('clearing the filter brings back the pages already loaded, with “Load more” going on from them', async () => {
    const test = makeSandbox();
    const raw = rawCollection('tidal-glyphs').items;
    const view = renderKit(<ItemGrid collection="tidal-glyphs" pageSize={12} />, { test });
    await screen.findByRole('list', { name: 'Items' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(raw[23]!.name);
    view.rerenderKit(<ItemGrid collection="tidal-glyphs" pageSize={12} traitFilter={{ Tide: ['Neap'] }} />);
    expect(await screen.findByText(/^Matching items: \d+ of 640$/, {}, { timeout: 5_000 })).toBeInTheDocument();
    view.rerenderKit(<ItemGrid collection="tidal-glyphs" pageSize={12} traitFilter={{ Tide: [] }} />);
    expect(screen.queryByText(/^Matching items: /)).toBeNull();
    expect(cards().map((card) => card.querySelector('[data-slot="item-name"]')!.textContent)).toEqual(raw.slice(0, 24).map((item) => item.name));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(raw[35]!.name);
  });

  it('says when the page cap stopped the whole-collection read, so missing matches are not taken as none', async () => {
    const test = makeSandbox();
    renderKit(<ItemGrid collection="tidal-glyphs" traitFilter={{ Tide: ['Neap'] }} maxPages={2} />, { test });
    expect(await screen.findByText(/^Matching items: \d+ of 200$/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Only the first 200 items were read, so matches beyond them are not shown.')).toBeInTheDocument();
  });

  it('says the filter cannot apply when the service sends no item traits', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/items') ? json({ data: [{ mint: 'M1', name: 'Bare #1', listing: null }], hasMore: false }) : undefined,
    );
    renderKit(<ItemGrid collection="sold-out" traitFilter={{ Tide: ['Neap'] }} />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByText('The marketplace did not send item traits, so these items cannot be filtered.')).toBeInTheDocument();
  });

  it('an item whose record has no listing state reads “Listing unavailable”, never “Not listed”', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/items')
        ? json({ data: [{ mint: 'M1', name: 'Unlisted #1', listing: null }, { mint: 'M2', name: 'Silent #2' }, { mint: 'M3', name: 'Odd #3', listing: 'yes' }], hasMore: false })
        : undefined,
    );
    renderKit(<ItemGrid collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    const cards = within(await screen.findByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(cards.map((card) => [card.getAttribute('data-state'), card.querySelector('[data-slot="item-listing"]')!.textContent])).toEqual([
      ['unlisted', 'Not listed'],
      ['unknown', 'Listing unavailable'],
      ['unknown', 'Listing unavailable'],
    ]);
  });

  it('a page that fails behind “Load more” is said under the items already shown, and “Load more” tries that page again', async () => {
    const test = makeSandbox();
    renderKit(<ItemGrid collection="tidal-glyphs" pageSize={12} />, { test });
    await screen.findByRole('list', { name: 'Items' });
    test.sandbox.failNext({ path: '/market/v1/collections/tidal-glyphs/items', mode: 'status', status: 400 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace did not accept this request.');
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has an empty state and an error state', async () => {
    const test = makeSandbox();
    renderKit(<ItemGrid collection="blank-canvas" />, { test });
    expect(await screen.findByText('No items in this collection yet.')).toBeInTheDocument();
    test.sandbox.failNext({ path: '/market/v1/collections/sold-out/items', mode: 'status', status: 400 });
    renderKit(<ItemGrid collection="sold-out" />, { test });
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace did not accept this request.');
  });
});

describe('ItemGrid, a listing at a negative price', () => {
  it('reads “Listed” with no price, never “Listed · -0.5 SOL”', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/items') ? json({ data: [{ mint: 'm1', name: 'Item One', listing: { price: -0.5, currency: 'SOL' } }, { mint: 'm2', name: 'Item Two', listing: { price: 0.5, currency: 'SOL' } }], hasMore: false }) : undefined,
    );
    renderKit(<ItemGrid collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText('Item One');
    expect(cards().map((card) => card.querySelector('[data-slot="item-listing"]')!.textContent)).toEqual(['Listed', 'Listed · 0.5 SOL']);
  });
});

describe('ItemGrid with a trait filter, and window focus', () => {
  it('coming back to the tab after 31 s does not read the whole collection again', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test);
    renderKit(<ItemGrid collection="tidal-glyphs" traitFilter={{ Tide: ['Neap'] }} />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText(/^Matching items: /, {}, { timeout: 5_000 });
    const wholeListPages = () => recorder.market('/items').filter((request) => request.url.searchParams.get('limit') === '100').length;
    const before = wholeListPages();
    expect(before).toBeGreaterThan(1);
    await comeBackToTheTab(31_000);
    expect(wholeListPages()).toBe(before);
  });
});

describe('ItemGrid, a pageSize that is not a positive integer', () => {
  it.each([0, 2.5])('pageSize=%s shows the items a default page at a time, never “The marketplace did not accept this request.”, and says once on the console which prop is wrong', async (pageSize) => {
    const test = makeSandbox();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const recorder = recordingFetch(test);
      renderKit(<ItemGrid collection="tidal-glyphs" pageSize={pageSize} />, { test, provider: { fetch: recorder.fetch } });
      await screen.findByRole('list', { name: 'Items' });
      expect(cards()).toHaveLength(20);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(recorder.market('/items').map((request) => request.url.searchParams.get('limit'))).toEqual(['20']);
      const said = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('pageSize'));
      expect(said).toEqual([`[mintkit] A marketplace list's \`pageSize\` must be a positive integer, but was ${pageSize}; it reads 20 a page instead.`]);
    } finally {
      warn.mockRestore();
    }
  });

  it('a huge pageSize draws at most 20 skeleton cards while the first page loads', async () => {
    const test = makeSandbox();
    const held = recordingFetch(test, (request) => (request.url.pathname.startsWith('/market/') ? new Promise<Response>(() => {}) : undefined));
    renderKit(<ItemGrid collection="tidal-glyphs" pageSize={5000} />, { test, provider: { fetch: held.fetch } });
    await waitFor(() => expect(held.market('/items')).toHaveLength(1));
    expect(document.querySelectorAll('[aria-hidden="true"] [data-slot="item-card"]')).toHaveLength(20);
  });
});

