import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketSection } from '../src/components/market/market-section.js';
import { DROP_IDS } from '../src/sandbox/index.js';
import { overrides } from '../test/fixtures/handlers.js';
import { atWidth, WAIT, wholeText } from './helpers.js';
import { marketFrameStories, withOverrides } from './market-helpers.js';

const meta = {
  title: 'Market/MarketSection',
  component: MarketSection,
  args: { collection: 'sold-out' },
  parameters: { wallet: false },
  decorators: [atWidth(1024)],
} satisfies Meta<typeof MarketSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const PARTS = ['Market stats', 'Items', 'Recent activity', 'Offers', 'Holders'];

/** The sold-out drop, addressed as MintPage does: by its on-chain address. */
export const SoldOutByAddress: Story = {
  args: { collection: DROP_IDS.soldOut.address },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Secondary market' })).toBeVisible();
    await expect(await canvas.findByText(wholeText('Sold Out Society · Verified on the marketplace'), {}, WAIT)).toBeVisible();
    for (const name of PARTS) await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(await canvas.findByText('Volume figures are not filtered for wash trades.', {}, WAIT)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Standing offers' }, WAIT)).toBeVisible();
    await expect(await canvas.findByText(/^Unique holders: \d+$/, {}, WAIT)).toBeVisible();
  },
};

export const LotsOfData: Story = {
  args: { collection: 'tidal-glyphs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wholeText('Tidal Glyphs · Verified on the marketplace'), {}, WAIT)).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Tide' }, WAIT)).toBeVisible();
    await expect(await canvas.findByText('The 10 largest holders hold', { exact: false }, WAIT)).toBeVisible();
  },
};

/** Each part says it has nothing, rather than showing blanks. */
export const Empty: Story = {
  args: { collection: 'blank-canvas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wholeText('Blank Canvas · Not verified on the marketplace'), {}, WAIT)).toBeVisible();
    await expect(await canvas.findByText('No sales or listings on the marketplace yet.', {}, WAIT)).toBeVisible();
    await expect(await canvas.findByText('No items in this collection yet.', {}, WAIT)).toBeVisible();
    await expect(await canvas.findByText('No sales or listings yet.', {}, WAIT)).toBeVisible();
    await expect(await canvas.findByText('No standing offers.', {}, WAIT)).toBeVisible();
    await expect(await canvas.findByText('Nobody holds an item from this collection yet.', {}, WAIT)).toBeVisible();
  },
};

/** A drop the marketplace has not indexed: one plain note, not five errors. */
export const NotOnTheMarketplace: Story = marketFrameStories.NotOnTheMarketplace;

export const Loading: Story = {
  parameters: withOverrides(overrides.marketPending('/collections/sold-out')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the marketplace…')).toBeVisible();
  },
};

export const Failed: Story = marketFrameStories.Failed;
