import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketStats } from '../../src/components/market/market-stats.js';
import { editedAnswers, makeSandbox, renderKit } from '../helpers/kit.js';

// Every integer either service sends is a count (src/core/decode.ts, asInteger), so a negative one
// is no figure: it reads as absent, never "Sales (24h): -4".
describe('MarketStats with a negative count', () => {
  it('says "Not available" rather than printing a negative number of sales, listings or wash trades', async () => {
    const test = makeSandbox();
    const fetch = editedAnswers<Record<string, unknown>>(test, (url) => new URL(url).pathname.endsWith('/stats'), (body) => {
      body.sales_24h = -4;
      body.listed_count = -1;
      body.wash_trade_count_7d = -2;
    });
    renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test, provider: { fetch } });
    const figures = await screen.findByText('Sales (24h)', {}, { timeout: 3_000 });
    const value = (kind: string) => document.querySelector(`[data-slot="market-stat"][data-kind="${kind}"] dd`)!.textContent;
    expect(figures).toBeInTheDocument();
    expect([value('sales-24h'), value('listed')]).toEqual(['Not available', 'Not available']);
    expect(within(document.querySelector('[data-slot="market-stats-wash-count"]') as HTMLElement).queryByText(/-2/)).toBeNull();
  });
});
