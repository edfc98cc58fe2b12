import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketSearch } from '../../src/components/market/market-search.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';
import { json, recordingFetch } from '../react/market-helpers.js';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * One input event per keystroke with no time between them. (user-event waits on a real timer
 * between keystrokes through Testing Library's async wrapper, which never fires under Vitest's fake
 * timers.)
 */
function typeQuickly(box: HTMLElement, text: string) {
  for (let length = 1; length <= text.length; length++) fireEvent.change(box, { target: { value: text.slice(0, length) } });
}

/** Lets fake time pass in small steps, so React Query's batched notifications render in between. */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 10) await act(() => vi.advanceTimersByTimeAsync(Math.min(10, left)));
}

describe('MarketSearch', () => {
  it('the first Escape closes the results and keeps what was typed (the browser does not clear the field); the second clears it', async () => {
    const test = makeSandbox();
    renderKit(<MarketSearch debounceMs={0} />, { test });
    const box = screen.getByRole('combobox', { name: 'Search the marketplace' });
    await userEvent.setup().type(box, 'tidal');
    await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 3_000 });
    // fireEvent answers false when the kit took the key from the browser: Chromium's own Escape
    // empties a type="search" field, which would throw away what the buyer typed.
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('tidal');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
  });

  it('debounces typing, cancels the stale request, and never lets its late answer replace the newer one', async () => {
    // Installed before render, so the debounce and React Query's scheduling both run on fake time.
    vi.useFakeTimers();
    const test = makeSandbox();
    const release = new Map<string, () => void>();
    const recorder = recordingFetch(test, (request) => {
      if (!request.url.pathname.endsWith('/search')) return undefined;
      const q = request.url.searchParams.get('q')!;
      // The answer waits for the test, and ignores the abort: as if it was already on its way back.
      return new Promise<Response>((resolve) => release.set(q, () => resolve(test.fetch(request.url.href))));
    });
    renderKit(<MarketSearch debounceMs={300} />, { test, provider: { fetch: recorder.fetch } });
    const box = screen.getByRole('combobox', { name: 'Search the marketplace' });

    typeQuickly(box, 'mo');
    await pass(200); // a pause shorter than the quiet time asks for nothing
    fireEvent.change(box, { target: { value: 'moo' } });
    fireEvent.change(box, { target: { value: 'moon' } });
    expect(recorder.market('/search')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await pass(300);
    // Four keystrokes, one request.
    expect(recorder.market('/search').map((request) => request.url.searchParams.get('q'))).toEqual(['moon']);

    typeQuickly(box, 'amberfox');
    await pass(300);
    const [stale, fresh] = recorder.market('/search');
    expect(fresh!.url.searchParams.get('q')).toBe('amberfox');
    expect(stale!.signal!.aborted).toBe(true);
    expect(fresh!.signal!.aborted).toBe(false);
    expect(recorder.market('/search')).toHaveLength(2);

    release.get('amberfox')!();
    await pass(50);
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getByRole('group', { name: 'Profiles' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'amberfox' })).toBeInTheDocument();

    // The stale answer arrives late; what is shown stays the newer query's.
    release.get('moon')!();
    await pass(50);
    expect(screen.queryByRole('option', { name: /Moon/ })).toBeNull();
    expect(screen.getByRole('option', { name: 'amberfox' })).toBeInTheDocument();
    expect(box).toHaveValue('amberfox');
  });

  it('splits results by kind and picks one with the keyboard', async () => {
    const test = makeSandbox();
    const onSelect = vi.fn();
    renderKit(<MarketSearch onSelect={onSelect} debounceMs={10} />, { test });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox');
    await user.type(box, 'tidal');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const groups = within(listbox).getAllByRole('group').map((group) => group.getAttribute('data-kind'));
    expect(groups.slice(0, 2)).toEqual(['collection', 'item']);
    expect(within(within(listbox).getByRole('group', { name: 'Items' })).getAllByRole('option')).toHaveLength(5);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1]!;
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ kind: 'item', item: expect.objectContaining({ name: 'Tidal Glyph #1' }) });
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches, and shows a failure as a plain message', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => (request.url.searchParams.get('q') === 'broken' ? json({ error: 'nope', code: 'INVALID_REQUEST' }, 400) : undefined));
    renderKit(<MarketSearch debounceMs={10} />, { test, provider: { fetch: recorder.fetch } });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'zzqx');
    expect(await screen.findByText('Nothing found for “zzqx”.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace did not accept this request.');
  });

  it('offers a retry for a failure retrying can help, in the caller’s words', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/search') ? new Response('<!doctype html><title>Bad gateway</title>', { status: 502, headers: { 'Content-Type': 'text/html' } }) : undefined));
    renderKit(<MarketSearch debounceMs={10} labels={{ retry: 'Erneut suchen' }} />, { test, provider: { fetch: recorder.fetch } });
    await userEvent.setup().type(screen.getByRole('combobox'), 'moon');
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(within(alert).getByRole('button')).toHaveTextContent('Erneut suchen');
  });

  it('keeps results from a newer service that adds kinds and fields', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/search')
        ? json({
            collections: [{ id: 'c1', slug: 'new-one', name: 'New One', verified: true, trending_score: 9 }],
            items: [{ mint: 'M1', name: 'New #1' }, { name: 'no mint, skipped' }],
            traits: [{ name: 'Tide', value: { en: 'Neap' } }, { name: 'Ink' }],
            videos: [{ id: 'v1' }],
          })
        : undefined,
    );
    renderKit(<MarketSearch debounceMs={10} />, { test, provider: { fetch: recorder.fetch } });
    await userEvent.setup().type(screen.getByRole('combobox'), 'new');
    const listbox = await screen.findByRole('listbox');
    // Traits whose value is missing or not a string or number are left out, not shown as "[object Object]".
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['New One · Verified', 'New #1']);
  });

  it('a trait result without its collection or count says so in the caller’s words, never a made-up 0', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/search') ? json({ collections: [], items: [], profiles: [], traits: [{ name: 'Tide', value: 'Neap' }, { name: 'Ink', value: 'Sepia', collection: 'Tidal Glyphs', count: 0 }] }) : undefined,
    );
    renderKit(<MarketSearch debounceMs={10} labels={{ notAvailable: 'n/a' }} />, { test, provider: { fetch: recorder.fetch } });
    await userEvent.setup().type(screen.getByRole('combobox'), 'ti');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('n/a · items: n/a');
    expect(options[1]).toHaveTextContent('Tidal Glyphs · items: 0');
  });

  it('says how many results came in words that fit one result too', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/search') ? json({ collections: [{ id: 'c1', slug: 'c1', name: 'Only One' }], items: [], profiles: [], traits: [] }) : undefined));
    renderKit(<MarketSearch debounceMs={0} />, { test, provider: { fetch: recorder.fetch } });
    await userEvent.setup().type(screen.getByRole('combobox'), 'only');
    await screen.findByRole('option', {}, { timeout: 3_000 });
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Results: 1'));
  });
});
