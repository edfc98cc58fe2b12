import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { MarketSearch } from '../../src/components/market/market-search.js';
import { MarketSection } from '../../src/components/market/market-section.js';
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
  // Missing, null or blank (only whitespace) alike (docs/api-assumptions.md, "Records").
  it.each([null, '  '])('name %j: lists it under its slug, and does not tell the buyer nothing was found', async (name) => {
    const test = makeSandbox();
    const fetch = editedAnswers<Record<string, unknown>>(test, (url) => new URL(url).pathname.endsWith('/search'), (body) => {
      body.collections = [{ id: 'c1', slug: 'tidal-glyphs', address: null, name, verified: true }];
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

describe('MarketSection for a collection whose name is blank (spaces only)', () => {
  it('names it by its slug, not with an empty line', async () => {
    const test = makeSandbox();
    let slug = '';
    const fetch = editedAnswers<Record<string, unknown>>(test, (url) => /\/market\/v1\/collections\/sold-out$/.test(new URL(url).pathname), (body) => {
      slug = String(body.slug);
      body.name = '   ';
    });
    renderKit(<MarketSection collection="sold-out" parts={['stats']} />, { test, provider: { fetch } });
    await waitFor(() => expect(document.querySelector('[data-slot="market-section"]')?.getAttribute('data-state')).toBe('ready'), { timeout: 3_000 });
    const line = document.querySelector('[data-slot="market-section-collection"] bdi')!;
    expect(slug).not.toBe('');
    expect(line.textContent).toBe(slug);
  });
});
