import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BountyPanel } from '../../src/components/bounty-panel.js';
import { ItemGrid } from '../../src/components/market/item-grid.js';
import { MarketStats } from '../../src/components/market/market-stats.js';
import { editedAnswers, makeSandbox, renderKit } from '../helpers/kit.js';
import { json, recordingFetch } from '../react/market-helpers.js';

// docs/components.md: "English defaults that carry a count are worded to read right for 1 too
// ("Results: 1", "Unique holders: 1")." A count of one never comes out as "1 sales" or "1 of 1 items".
describe('English defaults with a count of one', () => {
  it('MarketStats’ chart description and bar tooltip for a day with exactly one sale say "sales: 1"', async () => {
    const test = makeSandbox();
    const fetch = editedAnswers<{ daily: Array<{ date: string; volume: number; sales: number; floor_price: number | null }> }>(
      test,
      (url) => new URL(url).pathname.endsWith('/stats'),
      (body) => {
        body.daily = body.daily.map((day, index) => ({ ...day, volume: index === body.daily.length - 1 ? 0.5 : 0, sales: index === body.daily.length - 1 ? 1 : 0 }));
      },
    );
    renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test, provider: { fetch } });
    await waitFor(() => expect(document.querySelector('[data-slot="market-stats-chart"] desc')).not.toBeNull(), { timeout: 3_000 });
    const description = document.querySelector('[data-slot="market-stats-chart"] desc')!.textContent!;
    const lastBar = [...document.querySelectorAll('[data-slot="market-chart-bar"] title')].at(-1)!.textContent!;
    expect(description).toMatch(/: 0\.5 SOL in total, sales: 1\. Busiest day: /);
    expect(lastBar).toMatch(/: 0\.5 SOL, sales: 1$/);
  });

  it('BountyPanel says "Prizes awarded: 0 of 1", not "0 of 1 prizes awarded"', async () => {
    const test = makeSandbox();
    const fetch = editedAnswers<Record<string, unknown>>(test, (url) => new URL(url).pathname.endsWith('/collections/bounty/bounty'), (body) => {
      body.totalPrizes = 1;
      body.awardedPrizes = 0;
    });
    renderKit(<BountyPanel drop="bounty" locale="en-US" />, { test, provider: { fetch } });
    expect(await screen.findByText('Prizes awarded: 0 of 1', {}, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('ItemGrid’s filter summary for one item that matches says "Matching items: 1 of 1"', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/items') ? json({ data: [{ mint: 'M1', name: 'Neap #1', listing: null, attributes: [{ trait_type: 'Tide', value: 'Neap' }] }], hasMore: false }) : undefined,
    );
    renderKit(<ItemGrid collection="sold-out" traitFilter={{ Tide: ['Neap'] }} locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    expect(await screen.findByText('Matching items: 1 of 1', {}, { timeout: 3_000 })).toHaveAttribute('role', 'status');
  });
});
