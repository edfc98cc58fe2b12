import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HolderList } from '../../src/components/market/holder-list.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';
import { comeBackToTheTab, json, rawCollection, recordingFetch } from '../react/market-helpers.js';

describe('HolderList', () => {
  it('shows unique holders and a distribution computed over every holder, matching the sandbox', async () => {
    const test = makeSandbox();
    const raw = rawCollection('tidal-glyphs').holders;
    const bucket = (min: number, max: number) => raw.filter((holder) => holder.count >= min && holder.count <= max);
    renderKit(<HolderList collection="tidal-glyphs" pageSize={10} locale="en-US" />, { test });
    expect(await screen.findByText(`Unique holders: ${raw.length}`)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Holders' })).getAllByRole('listitem')).toHaveLength(10);
    await screen.findByText(/^The 10 largest holders hold/, {}, { timeout: 5_000 });
    const value = (label: string) => screen.getByText(label).nextElementSibling!.textContent;
    for (const [label, min, max] of [['Hold 1 item', 1, 1], ['Hold 2–5 items', 2, 5], ['Hold 6–20 items', 6, 20], ['Hold 21 or more', 21, Infinity]] as const) {
      const holders = bucket(min, max);
      expect(value(label)).toBe(`Holders: ${holders.length} · items: ${holders.reduce((sum, holder) => sum + holder.count, 0)}`);
    }
    const topTen = raw.slice(0, 10).reduce((sum, holder) => sum + holder.count, 0);
    expect(screen.getByText(/^The 10 largest holders hold/)).toHaveTextContent(`hold ${(Math.round((topTen / 640) * 1000) / 10).toString()}% of the items`);
  });

  it('shows progress against the service’s total while the whole list loads, then says when the cap made it partial', async () => {
    const test = makeSandbox();
    const held: Array<() => void> = [];
    const recorder = recordingFetch(test, (request) =>
      request.url.searchParams.get('limit') === '100' && request.url.searchParams.has('cursor')
        ? new Promise<Response>((resolve) => held.push(() => resolve(test.fetch(request.url.href))))
        : undefined,
    );
    renderKit(<HolderList collection="tidal-glyphs" maxPages={2} />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByText('Reading every holder… 100 of 356')).toBeInTheDocument();
    // the running count is not read out after every page; the progress bar carries it
    expect(screen.getByText('Reading every holder… 100 of 356').closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('progressbar', { name: 'Holders read' })).toHaveAttribute('value', '100');
    expect(screen.getByRole('progressbar', { name: 'Holders read' })).toHaveAttribute('max', '356');
    await act(async () => held.shift()!());
    expect(await screen.findByText('Only the first 200 holders were read, so these figures are partial.')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="holder-distribution"]')).toHaveAttribute('data-state', 'partial');
  });

  it('has an empty state and an error state', async () => {
    const test = makeSandbox();
    renderKit(<HolderList collection="blank-canvas" />, { test });
    expect(await screen.findByText('Nobody holds an item from this collection yet.')).toBeInTheDocument();
    test.sandbox.failNext({ path: '/market/v1/collections/sold-out/holders', mode: 'network-before', times: 4 });
    renderKit(<HolderList collection="sold-out" />, { test });
    expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent('Could not reach the marketplace.');
  });

  it('a failed distribution read offers its retry in the caller’s words, like the rest of the list', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.searchParams.get('limit') === '100' ? new Response('<!doctype html><title>Bad gateway</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }) : undefined,
    );
    renderKit(<HolderList collection="sold-out" labels={{ retry: 'Erneut versuchen' }} />, { test, provider: { fetch: recorder.fetch } });
    const distribution = await screen.findByText('How holdings are spread');
    const alert = await within(distribution.parentElement!).findByRole('alert', {}, { timeout: 8_000 });
    expect(within(alert).getByRole('button')).toHaveTextContent('Erneut versuchen');
  });

  it('counts a holder who shows up on two pages once, at the later figure', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => {
      if (!request.url.pathname.endsWith('/sold-out/holders')) return undefined;
      return request.url.searchParams.get('cursor') === 'p2'
        ? json({ data: [holder('BBBBBBBBBBBB', 4), holder('CCCCCCCCCCCC', 1)], hasMore: false, unique_holders: 3 })
        : json({ data: [holder('AAAAAAAAAAAA', 5), holder('BBBBBBBBBBBB', 3)], cursor: 'p2', hasMore: true, unique_holders: 3 });
    });
    renderKit(<HolderList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText(/^The 10 largest holders hold/);
    const value = (label: string) => screen.getByText(label).nextElementSibling!.textContent;
    expect(value('Hold 2–5 items')).toBe('Holders: 2 · items: 9');
    expect(value('Hold 1 item')).toBe('Holders: 1 · items: 1');
    expect(document.querySelector('[data-slot="holder-distribution"]')).toHaveAttribute('data-state', 'complete');
  });

  it('follows a numeric cursor: “Load more” is offered and the distribution reads past the first page', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => {
      if (!request.url.pathname.endsWith('/sold-out/holders')) return undefined;
      return request.url.searchParams.get('cursor') === '2'
        ? json({ data: [holder('CCCCCCCCCCCC', 1)], hasMore: false, unique_holders: 2 })
        : json({ data: [holder('AAAAAAAAAAAA', 5)], cursor: 2, hasMore: true, unique_holders: 2 });
    });
    renderKit(<HolderList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText(/^The 10 largest holders hold/);
    expect(screen.getByText('Hold 1 item').nextElementSibling).toHaveTextContent('Holders: 1 · items: 1');
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    await act(async () => loadMore.click());
    expect(await within(screen.getByRole('list', { name: 'Holders' })).findByText('1 held')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('when the service refuses limit=100, the distribution reads the whole list at the service’s own page size', async () => {
    const test = makeSandbox();
    const raw = rawCollection('sold-out').holders;
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/sold-out/holders') && request.url.searchParams.get('limit') === '100' ? json({ error: 'limit must be at most 50' }, 400) : undefined,
    );
    renderKit(<HolderList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText(/^The 10 largest holders hold/, {}, { timeout: 5_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    const counted = [...document.querySelectorAll('[data-slot="holder-bucket"] dd')].reduce((sum, dd) => sum + Number(/^Holders: (\d+)/.exec(dd.textContent!)![1]), 0);
    expect(counted).toBe(raw.length);
    // One refused first page, then the first page again without a limit, and the rest without one too.
    const whole = recorder.market('/sold-out/holders').filter((request) => request.url.searchParams.get('limit') !== '20');
    expect(whole).toHaveLength(1 + Math.ceil(raw.length / 20));
    expect(whole[0]!.url.searchParams.get('limit')).toBe('100');
    expect(whole.slice(1).map((request) => request.url.searchParams.get('limit'))).toEqual(whole.slice(1).map(() => null));
    expect(whole.slice(1).map((request) => request.url.searchParams.has('cursor'))).toEqual([false, ...Array(whole.length - 2).fill(true)]);
  });
});

const holder = (address: string, count: number) => ({ address, count, percent: null });

describe('HolderList shares', () => {
  it('a holder with a small share reads "<0.1%", never "0%" (which says the wallet holds none)', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/holders') ? json({ data: [{ address: 'HolderAAAAAAAAAAAAAAAA1', count: 4, percent: 0.04 }, { address: 'HolderBBBBBBBBBBBBBBBB2', count: 9_996, percent: 99.96 }], hasMore: false, unique_holders: 2 }) : undefined,
    );
    renderKit(<HolderList collection="sold-out" distribution={false} locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    const rows = within(await screen.findByRole('list', { name: 'Holders' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[data-slot="holder-percent"]')?.textContent)).toEqual(['<0.1%', '>99.9%']);
  });

  it('a holder record without a count is listed without one, and the spread says it leaves that holder out instead of failing the list', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/holders')
        ? json({ data: [holder('HolderAAAAAAAAAAAAAAAA1', 5), { address: 'HolderBBBBBBBBBBBBBBBB2', percent: null }, holder('HolderCCCCCCCCCCCCCCCC3', 1)], hasMore: false, unique_holders: 3 })
        : undefined,
    );
    renderKit(<HolderList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    const rows = within(await screen.findByRole('list', { name: 'Holders' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[data-slot="holder-count"]')?.textContent ?? null)).toEqual(['5 held', null, '1 held']);
    expect(await screen.findByText('Holders listed without a count: 1. These figures leave them out.')).toBeInTheDocument();
    const spread = document.querySelector('[data-slot="holder-distribution"]')!;
    expect(spread).toHaveAttribute('data-state', 'partial');
    expect(within(spread as HTMLElement).getByText('Hold 2–5 items').nextElementSibling).toHaveTextContent('Holders: 1 · items: 5');
    expect(within(spread as HTMLElement).getByText('Hold 1 item').nextElementSibling).toHaveTextContent('Holders: 1 · items: 1');
    // The missing holder may be among the largest: no top-ten share is claimed.
    expect(spread.querySelector('[data-slot="holder-top-ten"]')).toBeNull();
  });
});

describe('HolderList and window focus', () => {
  it('coming back to the tab after 31 s does not read every holder page again', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test);
    renderKit(<HolderList collection="tidal-glyphs" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText(/^The 10 largest holders hold/, {}, { timeout: 5_000 });
    const wholeListPages = () => recorder.market('/holders').filter((request) => request.url.searchParams.get('limit') === '100').length;
    expect(wholeListPages()).toBe(4); // 356 holders at 100 a page
    await comeBackToTheTab(31_000);
    expect(wholeListPages()).toBe(4);
  });
});

describe('HolderList, an empty first page that still carries a cursor', () => {
  it('shows the holders of the next page and the service’s unique holders, never “Nobody holds an item”', async () => {
    const test = makeSandbox();
    const holder = (address: string, count: number) => ({ address, count, percent: count });
    const recorder = recordingFetch(test, (request) => {
      if (!request.url.pathname.endsWith('/holders')) return undefined;
      return request.url.searchParams.get('cursor') === 'p2'
        ? json({ data: [holder('HolderA11111111111111111111111111111', 3), holder('HolderB11111111111111111111111111111', 1)], hasMore: false, unique_holders: 2 })
        : json({ data: [], cursor: 'p2', hasMore: true, unique_holders: 2 });
    });
    renderKit(<HolderList collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByText('Unique holders: 2')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Holders' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Nobody holds an item from this collection yet.')).toBeNull();
    expect(await screen.findByText('Holders: 1 · items: 3', {}, { timeout: 3_000 })).toBeInTheDocument();
  });
});

