import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketStats } from '../../src/components/market/market-stats.js';
import { collectionStats } from '../../src/sandbox/market/stats.js';
import { makeSandbox, renderKit, START } from '../helpers/kit.js';
import { json, rawCollection, recordingFetch } from '../react/market-helpers.js';

const figure = (label: string) => screen.getByText(label).nextElementSibling!.textContent;

describe('MarketStats', () => {
  it('shows the service’s figures, the wash-trade count with its note, and the 30-day chart', async () => {
    const test = makeSandbox();
    const raw = collectionStats(rawCollection('sold-out'), START);
    const { container } = renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test });
    await screen.findByText('Floor price');
    expect(figure('Floor price')).toBe(`${raw.floor_price} SOL`);
    expect(figure('Volume (all time)')).toBe(`${raw.volume_all.toLocaleString('en-US', { maximumFractionDigits: 9 })} SOL`);
    expect(figure('Sales (24h)')).toBe(String(raw.sales_24h));
    expect(figure('Listed')).toBe(String(raw.listed_count));
    expect(raw.wash_trade_count_7d).toBeGreaterThan(0);
    expect(screen.getByText(`Wash trades (7 days): ${raw.wash_trade_count_7d}`)).toBeInTheDocument();
    expect(screen.getByText('Volume figures are not filtered for wash trades.')).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: 'Daily volume, last 30 days' });
    const sales = raw.daily.reduce((sum, day) => sum + day.sales, 0);
    expect(chart).toHaveAccessibleDescription(new RegExp(`across ${sales} sales\\. Busiest day: `));
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    // The tallest bar is the busiest day, drawn by SVG attributes (a strict CSP blocks style attributes).
    const heights = [...bars].map((bar) => Number(bar.getAttribute('height')));
    const volumes = raw.daily.map((day) => day.volume);
    expect(heights.indexOf(Math.max(...heights))).toBe(volumes.indexOf(Math.max(...volumes)));
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('an empty collection is a stated empty state with no figure shown as a made-up number', async () => {
    const test = makeSandbox();
    const { container } = renderKit(<MarketStats collection="blank-canvas" />, { test });
    expect(await screen.findByText('No sales or listings on the marketplace yet.')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty');
    expect(figure('Floor price')).toBe('Nothing listed');
    expect(screen.getByRole('img')).toHaveAccessibleDescription('No sales in the last 30 days.');
  });

  it('degrades missing or odd fields to “Not available” and ignores fields it does not know', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/stats')
        ? json({ floor_price: 1.5, volume_24h: 'lots', currency: 'SOL', daily: [{ date: '2026-11-20', volume: 2 }, { nope: true }, 'x'], sentiment: 'bullish' })
        : undefined,
    );
    renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText('Floor price');
    expect(figure('Floor price')).toBe('1.5 SOL');
    expect(figure('Volume (24h)')).toBe('Not available');
    expect(figure('Sales (24h)')).toBe('Not available');
    expect(screen.getByText('Wash trades (7 days): Not available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Daily volume, last 1 days' }).querySelectorAll('rect')).toHaveLength(1);
  });

  it('a stats record without floor, volume or listed count says nothing about them, rather than “nothing listed” or “no sales yet”', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/stats') ? json({ currency: 'SOL', daily: [] }) : undefined));
    renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText('Floor price');
    expect(figure('Floor price')).toBe('Not available');
    expect(screen.queryByText('Nothing listed')).toBeNull();
    expect(screen.queryByText('No sales or listings on the marketplace yet.')).toBeNull();
  });

  it('a failure is a plain message with a retry that works', async () => {
    const test = makeSandbox();
    // Four: the first attempt and the client policy's three retries.
    test.sandbox.failNext({ path: '/market/v1/collections/sold-out/stats', mode: 'status', status: 500, times: 4 });
    renderKit(<MarketStats collection="sold-out" />, { test });
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('The marketplace could not be loaded. Please try again.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Floor price')).toBeInTheDocument();
  });

  it('an unknown collection says so plainly, without a pointless retry', async () => {
    const test = makeSandbox();
    renderKit(<MarketStats collection="no-such-collection" />, { test });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The marketplace has no collection under this name or address.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
