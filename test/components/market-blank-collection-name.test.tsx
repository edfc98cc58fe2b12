import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MarketSearch } from '../../src/components/market/market-search.js';
import { MarketSection } from '../../src/components/market/market-section.js';
import { editedAnswers, makeSandbox, renderKit } from '../helpers/kit.js';

// A collection `name` that is missing, null or blank (only whitespace) reads as the slug
// (docs/api-assumptions.md, "Records"): a name is no identity, so the collection stays readable
// on its own page and in search, never as an empty line or a nameless option.
describe('a marketplace collection whose name is blank (spaces only)', () => {
  it('MarketSection names it by its slug, not with an empty line', async () => {
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

  it('MarketSearch lists it under its slug, not as a blank option', async () => {
    const test = makeSandbox();
    const fetch = editedAnswers<Record<string, unknown>>(test, (url) => new URL(url).pathname.endsWith('/search'), (body) => {
      body.collections = [{ id: 'c1', slug: 'tidal-glyphs', address: null, name: '  ', verified: true }];
      body.items = [];
      body.profiles = [];
      body.traits = [];
    });
    renderKit(<MarketSearch debounceMs={0} />, { test, provider: { fetch } });
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Search the marketplace' }), 'tidal');
    await waitFor(() => expect(document.querySelector('[data-slot="market-search"]')?.getAttribute('data-state')).not.toBe('searching'), { timeout: 3_000 });
    expect(screen.getByRole('option', { name: /tidal-glyphs/ })).toBeInTheDocument();
  });
});
