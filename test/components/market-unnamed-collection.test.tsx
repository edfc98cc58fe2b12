import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { MarketSearch } from '../../src/components/market/market-search.js';
import { MarketSummary } from '../../src/components/market/market-summary.js';
import { editedAnswers, makeSandbox, renderKit } from '../helpers/kit.js';

// The spec names only `stats, floor, verification, chain, standard` on the collection detail: a name
// is no identity, so a collection without one is still the collection, not data the page cannot read.
describe('MarketSummary for a collection detail without a name', () => {
  it('still shows the stats, items and activity that loaded', async () => {
    const test = makeSandbox();
    const fetch = editedAnswers<Record<string, unknown>>(test, (url) => /\/market\/v1\/collections\/sold-out$/.test(new URL(url).pathname), (body) => {
      body.name = null;
    });
    renderKit(<MarketSummary collection="sold-out" />, { test, provider: { fetch } });
    await waitFor(() => expect(document.querySelector('[data-slot="market-section"]')?.getAttribute('data-state')).not.toBe('loading'), { timeout: 3_000 });
    expect(screen.queryByRole('alert')?.textContent ?? null).toBeNull();
    expect(await screen.findByRole('list', { name: 'Items' }, { timeout: 3_000 })).toBeInTheDocument();
  });
});

describe('MarketSearch for a collection result without a name', () => {
  it('lists it under its slug, and does not tell the buyer nothing was found', async () => {
    const test = makeSandbox();
    const fetch = editedAnswers<Record<string, unknown>>(test, (url) => new URL(url).pathname.endsWith('/search'), (body) => {
      body.collections = [{ id: 'c1', slug: 'tidal-glyphs', address: null, name: null, verified: true }];
      body.items = [];
      body.profiles = [];
      body.traits = [];
    });
    renderKit(<MarketSearch debounceMs={0} />, { test, provider: { fetch } });
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Search the marketplace' }), 'tidal');
    await waitFor(() => expect(document.querySelector('[data-slot="market-search"]')?.getAttribute('data-state')).not.toBe('searching'), { timeout: 3_000 });
    expect(screen.queryByText('Nothing found for “tidal”.')).toBeNull();
    expect(screen.getByRole('option', { name: /tidal-glyphs/ })).toBeInTheDocument();
  });
});
