import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MarketSearch } from '../../src/components/market/market-search.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';
import { recordingFetch } from '../react/market-helpers.js';

// docs/api-assumptions.md, "page size": "A component's `pageSize` (or a hook's `limit`) that is not a
// positive integer (`0`, `2.5`) is not sent: the list reads 20 a page and the console says once which
// prop was wrong, instead of the buyer reading 'The marketplace did not accept this request.'"
// <MarketSearch limit> / useMarketSearch(q, limit) keep the same rule.
describe('MarketSearch limit that is not a positive integer', () => {
  it.each([2.5, -3])('limit=%s is not sent, and the buyer gets results instead of a refusal', async (limit) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const test = makeSandbox();
    const recorder = recordingFetch(test);
    renderKit(<MarketSearch debounceMs={0} limit={limit} />, { test, provider: { fetch: recorder.fetch } });
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Search the marketplace' }), 'tidal');
    // Wait until the search has settled one way or the other.
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Search results' }) ?? screen.queryByRole('alert')).not.toBeNull(), { timeout: 3_000 });
    expect(screen.queryByRole('alert')?.textContent ?? null).toBeNull();
    expect(screen.getByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
    expect(recorder.market('/search').every((request) => !request.url.searchParams.has('limit') || /^[1-9]\d*$/.test(request.url.searchParams.get('limit')!))).toBe(true);
    warn.mockRestore();
  });
});
