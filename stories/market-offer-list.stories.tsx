import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OfferList } from '../src/components/market/offer-list.js';
import { overrides } from '../test/fixtures/handlers.js';
import { WAIT } from './helpers.js';
import { WAIT_FOR_RETRIES, withOverrides } from './market-helpers.js';

const meta = {
  title: 'Market/OfferList',
  component: OfferList,
  args: { collection: 'sold-out' },
  parameters: { wallet: false },
} satisfies Meta<typeof OfferList>;
export default meta;
type Story = StoryObj<typeof meta>;

const prices = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => Number.parseFloat(row.querySelector('td')!.textContent!));

export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Standing offers' }, WAIT);
    await expect(within(table).getByRole('columnheader', { name: 'Bidder' })).toBeVisible();
    const first = prices(table);
    await expect(first).toHaveLength(20);
    // Highest first, as the service orders them.
    await expect([...first].sort((a, b) => b - a)).toEqual(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(prices(table)).toHaveLength(40), WAIT);
  },
};

export const LotsOfData: Story = {
  args: { collection: 'tidal-glyphs', pageSize: 50 },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Standing offers' }, WAIT);
    await expect(prices(table)).toHaveLength(50);
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.marketPending('/collections/sold-out/offers')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading offers…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.market('/collections/sold-out/offers', { error: 'Sandbox override: offers are down' }, 500)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT_FOR_RETRIES)).toHaveTextContent('The marketplace could not be loaded.');
  },
};

export const Empty: Story = {
  args: { collection: 'blank-canvas' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No standing offers.', {}, WAIT)).toBeVisible();
  },
};

/** "Load more" brings only an offer already shown, and the list ends: the buyer sees and hears "No more offers.". */
export const LoadMoreBringsNothingNew: Story = {
  parameters: withOverrides(
    overrides.market('/collections/sold-out/offers', { data: [{ id: 'o1', price: 2, currency: 'SOL', bidder: 'Bidder1111111111111111111111111111', quantity: 1, expires_at: null }], cursor: 'same', hasMore: true }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Standing offers' }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    const end = await canvas.findByText('No more offers.', {}, WAIT);
    await expect(end).toBeVisible();
    await expect(end.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};
