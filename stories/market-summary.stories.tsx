import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketSummary } from '../src/components/market/market-summary.js';
import { DROP_IDS } from '../src/sandbox/index.js';
import { atWidth, WAIT, wholeText } from './helpers.js';
import { marketFrameStories } from './market-helpers.js';

const meta = {
  title: 'Market/MarketSummary',
  component: MarketSummary,
  args: { collection: DROP_IDS.soldOut.address },
  parameters: { wallet: false },
  decorators: [atWidth(1024)],
} satisfies Meta<typeof MarketSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a sold-out drop page shows: the floor and volume, the listed items and the recent sales. */
export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wholeText('Sold Out Society · Verified on the marketplace'), {}, WAIT)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Market stats', 'Items', 'Recent activity']);
    await expect(await canvas.findByText('Volume figures are not filtered for wash trades.', {}, WAIT)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Items' }, WAIT)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Recent activity' }, WAIT)).toBeVisible();
  },
};

export const StatsOnly: Story = {
  args: { parts: ['stats'], labels: { title: 'Resale' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Resale' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Daily volume, last 30 days' }, WAIT)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Market stats']);
  },
};

export const Empty: Story = {
  args: { collection: 'blank-canvas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No items in this collection yet.', {}, WAIT)).toBeVisible();
    await expect(await canvas.findByText('No sales or listings yet.', {}, WAIT)).toBeVisible();
  },
};

/** A drop the marketplace has not indexed: one plain note, not three errors. */
export const NotOnTheMarketplace: Story = marketFrameStories.NotOnTheMarketplace;

export const Failed: Story = marketFrameStories.Failed;
