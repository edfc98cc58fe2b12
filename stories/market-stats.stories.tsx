import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketStats } from '../src/components/market/market-stats.js';
import { overrides } from '../test/fixtures/handlers.js';
import { WAIT } from './helpers.js';
import { WAIT_FOR_RETRIES, withOverrides } from './market-helpers.js';

const meta = {
  title: 'Market/MarketStats',
  component: MarketStats,
  args: { collection: 'sold-out' },
  parameters: { wallet: false },
} satisfies Meta<typeof MarketStats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Floor price', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('Volume figures are not filtered for wash trades.')).toBeVisible();
    await expect(canvas.getByText(/^Wash trades \(7 days\): \d+$/)).toBeVisible();
    const chart = canvas.getByRole('img', { name: 'Daily volume, last 30 days' });
    await expect(chart).toHaveAccessibleDescription(/^From .+ to .+: .+ SOL in total, sales: \d+\. Busiest day: .+$/);
    await expect(chart.querySelectorAll('rect')).toHaveLength(30);
    // Colours and sizes come from the stylesheet and SVG attributes, never a style attribute.
    await expect(canvasElement.querySelector('[data-slot="market-stats"] [style]')).toBeNull();
  },
};

/** The busiest collection: 640 items, 1,800 events. */
export const LotsOfData: Story = {
  args: { collection: 'tidal-glyphs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Volume (all time)', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Daily volume, last 30 days' })).toBeVisible();
    await expect(canvas.getByText('Listed').nextElementSibling).toHaveTextContent('75');
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.marketPending('/collections/sold-out/stats')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading market stats…')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="market-stats"]')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.market('/collections/sold-out/stats', { error: 'Sandbox override: stats are down' }, 500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, WAIT_FOR_RETRIES);
    await expect(alert).toHaveTextContent('The marketplace could not be loaded. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A collection created but not minted: nothing to show, said plainly. */
export const Empty: Story = {
  args: { collection: 'blank-canvas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sales or listings on the marketplace yet.', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('Nothing listed')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Daily volume, last 30 days' })).toHaveAccessibleDescription('No sales in the last 30 days.');
  },
};

/**
 * Daily figures the service did not send as numbers: a missing volume draws no bar and is "not
 * available", and no total is claimed over the days that lack figures.
 */
export const DailyFiguresMissing: Story = {
  parameters: withOverrides(
    overrides.market('/collections/sold-out/stats', {
      currency: 'SOL',
      floor_price: 1.2,
      listed_count: 4,
      daily: [
        { date: '2026-11-19', volume: 2, sales: 1 },
        { date: '2026-11-20', volume: '3.5', sales: '2' },
        { date: '2026-11-21', volume: 4, sales: 3 },
      ],
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Daily volume, last 3 days' }, WAIT);
    await expect(chart).toHaveAccessibleDescription(/figures are not available for 1 of 3 days, so no total is given\. Busiest day reported: .+, 4 SOL\.$/);
    await expect(canvasElement.querySelector('[data-slot="market-stats-chart"]')).toHaveAttribute('data-state', 'partial');
    const bars = [...chart.querySelectorAll('rect')];
    await expect(bars.map((bar) => bar.getAttribute('data-state'))).toEqual(['ready', 'unknown', 'ready']);
    await expect(bars[1]).toHaveAttribute('height', '0');
  },
};
