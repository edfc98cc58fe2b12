import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MarketStats } from '../../src/components/market/market-stats.js';
import { collectionStats } from '../../src/sandbox/market/stats.js';
import { MintKitRoot } from '../../src/components/root.js';
import { makeSandbox, renderKit, START } from '../helpers/kit.js';
import { applyKitStyles } from './kit-styles.js';
import { json, rawCollection, recordingFetch } from '../react/market-helpers.js';

const figure = (label: string) => screen.getByText(label).nextElementSibling!.textContent;

describe('MarketStats', () => {
  it('draws the daily volume from the line’s start: on a right-to-left page the oldest day is at the right, and the chart’s words stay readable', async () => {
    const removeStyles = applyKitStyles();
    for (const dir of ['rtl', 'ltr'] as const) {
      const test = makeSandbox();
      const view = renderKit(
        <MintKitRoot dir={dir}>
          <MarketStats collection="sold-out" locale="en-US" />
        </MintKitRoot>,
        { test },
      );
      const chart = await screen.findByRole('img', { name: /^Daily volume/ });
      // The drawing (bars and baseline, no text) is turned; its caption is not.
      expect(getComputedStyle(chart).transform).toBe(dir === 'rtl' ? 'scaleX(-1)' : 'none');
      expect(getComputedStyle(chart.closest('figure')!.querySelector('figcaption')!).transform).toBe('none');
      view.unmount();
    }
    removeStyles();
  });

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
    expect(chart).toHaveAccessibleDescription(new RegExp(`in total, sales: ${sales}\\. Busiest day: `));
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
    within(alert).getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Floor price')).toBeInTheDocument();
    // The focused button went away with the notice: focus goes to the stats that came back, not the page's body.
    await waitFor(() => expect(document.activeElement?.closest('[data-slot="market-stats"]')).not.toBeNull());
  });

  it('an unknown collection says so plainly, without a pointless retry', async () => {
    const test = makeSandbox();
    renderKit(<MarketStats collection="no-such-collection" />, { test });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The marketplace has no collection under this name or address.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('a 429 with a code the kit does not know is waited out quietly, and if it keeps coming reads as “busy”, with a retry', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/stats') ? json({ error: 'slow down', code: 'TOO_MANY_REQUESTS' }, 429) : undefined));
    renderKit(<MarketStats collection="sold-out" />, { test, provider: { fetch: recorder.fetch } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(recorder.market('/stats')).toHaveLength(4); // the first ask and the policy's three retries
    expect(alert).toHaveTextContent('The marketplace is busy. Please wait a moment and try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a host QueryClient that throws on errors does not throw the market view into the host’s error boundary', async () => {
    const test = makeSandbox();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/stats') ? json({ error: 'nope', code: 'NOT_FOUND' }, 404) : undefined));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, throwOnError: true } } });
    renderKit(
      <HostBoundary>
        <MarketStats collection="sold-out" />
      </HostBoundary>,
      { test, queryClient, provider: { fetch: recorder.fetch } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace has no collection under this name or address.');
    expect(screen.queryByText('The host’s error page')).toBeNull();
    quiet.mockRestore();
  });

  it('a daily series whose volumes are all missing is “not available”: no bars, no “no sales”', async () => {
    const test = makeSandbox();
    const daily = ['2026-11-19', '2026-11-20', '2026-11-21'].map((date) => ({ date, volume: '12.5', sales: '3' }));
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/stats') ? json({ currency: 'SOL', listed_count: 4, daily }) : undefined));
    renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    const chart = await screen.findByRole('img', { name: 'Daily volume, last 3 days' });
    expect(chart).toHaveAccessibleDescription('Daily volume is not available for the last 3 days.');
    expect(chart.closest('figure')).toHaveAttribute('data-state', 'unknown');
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.getAttribute('height'))).toEqual(['0', '0', '0']);
    expect(bars.map((bar) => bar.textContent)).toEqual(['Nov 19, 2026: volume not available', 'Nov 20, 2026: volume not available', 'Nov 21, 2026: volume not available']);
    expect(screen.queryByText(/no sales/i)).toBeNull();
  });

  it('over partly missing days it claims no total and never counts a missing figure as 0', async () => {
    const test = makeSandbox();
    const daily = [
      { date: '2026-11-19', volume: 2, sales: 1 },
      { date: '2026-11-20', volume: null, sales: null },
      { date: '2026-11-21', volume: 4, sales: 'two' },
    ];
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/stats') ? json({ currency: 'SOL', daily }) : undefined));
    renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    const chart = await screen.findByRole('img', { name: 'Daily volume, last 3 days' });
    expect(chart).toHaveAccessibleDescription(
      'From Nov 19, 2026 to Nov 21, 2026: figures are not available for 2 of 3 days, so no total is given. Busiest day reported: Nov 21, 2026, 4 SOL.',
    );
    expect(chart.closest('figure')).toHaveAttribute('data-state', 'partial');
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.getAttribute('data-state'))).toEqual(['ready', 'unknown', 'ready']);
    expect(Number(bars[1]!.getAttribute('height'))).toBe(0);
    expect(Number(bars[0]!.getAttribute('height'))).toBeGreaterThan(0);
    expect(bars.map((bar) => bar.textContent)).toEqual(['Nov 19, 2026: 2 SOL, sales: 1', 'Nov 20, 2026: volume not available', 'Nov 21, 2026: 4 SOL, sales not available']);
  });

  it('says “no sales” when the figures say zero', async () => {
    const test = makeSandbox();
    const daily = [
      { date: '2026-11-20', volume: 0, sales: 0 },
      { date: '2026-11-21', volume: 0, sales: null },
    ];
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/stats') ? json({ currency: 'SOL', daily }) : undefined));
    renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    const chart = await screen.findByRole('img', { name: 'Daily volume, last 2 days' });
    expect(chart).toHaveAccessibleDescription('No sales in the last 2 days.');
    expect(chart.closest('figure')).toHaveAttribute('data-state', 'empty');
  });
});

/** A host page's error boundary: it must never be reached by a market failure. */
class HostBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The host’s error page</p> : this.props.children;
  }
}

describe('MarketStats, a daily series sent newest first', () => {
  it('is drawn and said oldest to newest', async () => {
    const test = makeSandbox();
    const daily = [
      { date: '2026-11-21', volume: 3, sales: 3 },
      { date: '2026-11-20', volume: 2, sales: 2 },
      { date: '2026-11-19', volume: 1, sales: 1 },
    ];
    const recorder = recordingFetch(test, (request) => (request.url.pathname.endsWith('/stats') ? json({ currency: 'SOL', volume_all: 6, listed_count: 1, floor_price: 1, daily }) : undefined));
    renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    const chart = await screen.findByRole('img');
    expect(chart).toHaveAccessibleDescription(/^From Nov 19, 2026 to Nov 21, 2026: .* Busiest day: Nov 21, 2026/);
    const heights = [...chart.querySelectorAll('[data-slot="market-chart-bar"]')].map((bar) => Number(bar.getAttribute('height')));
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(heights[0]).toBeLessThan(heights[2]!);
  });
});

describe('MarketStats, a negative figure', () => {
  it('a floor or volume below zero reads “Not available”, never a price of “-3 SOL”', async () => {
    const test = makeSandbox();
    const recorder = recordingFetch(test, (request) =>
      request.url.pathname.endsWith('/stats')
        ? json({ floor_price: -1, volume_24h: -3, volume_7d: 5, volume_all: -0, sales_24h: 1, listed_count: 2, currency: 'SOL', wash_trade_count_7d: 0, daily: [] })
        : undefined,
    );
    renderKit(<MarketStats collection="sold-out" locale="en-US" />, { test, provider: { fetch: recorder.fetch } });
    await screen.findByText('Floor price');
    expect([figure('Floor price'), figure('Volume (24h)'), figure('Volume (7 days)'), figure('Volume (all time)')]).toEqual(['Not available', 'Not available', '5 SOL', '0 SOL']);
  });
});
