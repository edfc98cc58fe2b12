import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TraitFilter } from '../../src/components/market/trait-filter.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';
import { json, recordingFetch } from '../react/market-helpers.js';

// The trait record's fields are "not shown" by the spec: as in every market list, one record the kit
// cannot read is left out and the rest are kept.
describe('TraitFilter with one trait the kit cannot read', () => {
  it('keeps the readable traits instead of failing the whole filter', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/traits')
        ? json({ traits: [{ name: 'Tide', values: [{ value: 'Neap', count: 4 }, { value: 'Ebb', count: 2 }] }, { name: null, values: [{ value: 'x', count: 1 }] }] })
        : undefined,
    );
    renderKit(<TraitFilter collection="tidal-glyphs" />, { test, provider: { fetch: recorder.fetch } });
    // Give the read time to settle either way, then judge what the buyer sees.
    await screen.findByText((_, element) => element?.getAttribute('data-slot') === 'trait-filter' && element.getAttribute('data-state') !== 'loading', {}, { timeout: 3_000 });
    expect(screen.queryByRole('alert')?.textContent ?? null).toBeNull();
    const tide = screen.getByRole('group', { name: 'Tide' });
    expect(within(tide).getAllByRole('checkbox')).toHaveLength(2);
  });
});
