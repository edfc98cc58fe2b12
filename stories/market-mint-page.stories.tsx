import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MintPage } from '../src/components/mint-page.js';
import { atWidth, WAIT, wholeText } from './helpers.js';

const meta = {
  title: 'Market/On the MintPage',
  component: MintPage,
  args: { drop: 'sold-out', theme: 'light' },
  parameters: { layout: 'fullscreen', wallet: false },
  decorators: [atWidth(1280)],
} satisfies Meta<typeof MintPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sold-out drop: the page leads on to its secondary market. */
export const SoldOutDrop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sold Out Society' }, WAIT)).toBeVisible();
    const market = await canvas.findByRole('region', { name: 'Secondary market' }, WAIT);
    await expect(await within(market).findByText(wholeText('Sold Out Society · Verified on the marketplace'), {}, WAIT)).toBeVisible();
    await expect(await within(market).findByRole('img', { name: 'Daily volume, last 30 days' }, WAIT)).toBeVisible();
    await expect(await within(market).findByRole('list', { name: 'Items' }, WAIT)).toBeVisible();
    await expect(await within(market).findByRole('list', { name: 'Recent activity' }, WAIT)).toBeVisible();
    // Offers and holders (which reads every holder) are MarketSection's, not a drop page's.
    await expect(within(market).queryByRole('heading', { name: 'Holders' })).toBeNull();
  },
};

export const SoldOutDropDark: Story = {
  args: { theme: 'dark' },
  decorators: [atWidth(390)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const market = await canvas.findByRole('region', { name: 'Secondary market' }, WAIT);
    await expect(await within(market).findByText('Volume figures are not filtered for wash trades.', {}, WAIT)).toBeVisible();
  },
};

/** Still minting: no market section unless the page asks for it. */
export const StillMinting: Story = {
  args: { drop: 'genesis' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'MintKit Genesis' }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Secondary market' })).toBeNull();
  },
};

export const StillMintingMarketAlways: Story = {
  args: { drop: 'genesis', market: 'always' },
  play: async ({ canvasElement }) => {
    const market = await within(canvasElement).findByRole('region', { name: 'Secondary market' }, WAIT);
    await expect(await within(market).findByText(wholeText('MintKit Genesis · Verified on the marketplace'), {}, WAIT)).toBeVisible();
  },
};
