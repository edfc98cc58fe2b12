import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ItemGrid } from '../src/components/market/item-grid.js';
import { overrides } from '../test/fixtures/handlers.js';
import { WAIT } from './helpers.js';
import { WAIT_FOR_RETRIES, withOverrides } from './market-helpers.js';

const meta = {
  title: 'Market/ItemGrid',
  component: ItemGrid,
  args: { collection: 'sold-out', pageSize: 12 },
  parameters: { wallet: false },
} satisfies Meta<typeof ItemGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-slot="item-card"]');

export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Items' }, WAIT);
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByText('Society #1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(24), WAIT);
  },
};

/** 640 items: listed ones show their price, the rest say so. */
export const LotsOfData: Story = {
  args: { collection: 'tidal-glyphs', pageSize: 24 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Items' }, WAIT);
    await expect(canvas.getAllByText('Not listed').length).toBeGreaterThan(0);
    for (let page = 0; page < 3 && canvas.queryAllByText(/^Listed · .+ SOL$/).length === 0; page++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(cards(canvasElement)).toHaveLength(24 * (page + 2)), WAIT);
    }
    await expect(canvas.getAllByText(/^Listed · .+ SOL$/)[0]!.closest('li')).toHaveAttribute('data-state', 'listed');
  },
};

/** A trait filter reads the whole collection, so matches on later pages are not missed. */
export const FilteredByTrait: Story = {
  args: { collection: 'tidal-glyphs', traitFilter: { Tide: ['Neap'], Ink: ['Sepia'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByText(/^Matching items: \d+ of 640$/, {}, WAIT);
    await expect(summary).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(12);
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.marketPending('/collections/sold-out/items')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading items…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.market('/collections/sold-out/items', { error: 'Sandbox override: items are down' }, 500)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT_FOR_RETRIES)).toHaveTextContent('The marketplace could not be loaded.');
  },
};

export const Empty: Story = {
  args: { collection: 'blank-canvas' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items in this collection yet.', {}, WAIT)).toBeVisible();
  },
};
