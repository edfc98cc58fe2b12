import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ActivityFeed } from '../src/components/market/activity-feed.js';
import { overrides } from '../test/fixtures/handlers.js';
import { WAIT } from './helpers.js';
import { WAIT_FOR_RETRIES, withOverrides } from './market-helpers.js';

const meta = {
  title: 'Market/ActivityFeed',
  component: ActivityFeed,
  args: { collection: 'sold-out' },
  parameters: { wallet: false },
} satisfies Meta<typeof ActivityFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-slot="activity-row"]');

export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Recent activity' }, WAIT);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(list).getAllByText('Sale').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Listing').length).toBeGreaterThan(0);
    const more = canvas.getByRole('button', { name: 'Load more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(40), WAIT);
    // A keyboard user stays on the button for the next page (a disabled button would drop the focus while loading).
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveFocus();
  },
};

/**
 * 1,800 events; the second page holds a `transfer`, a type the kit does not know. It shows as
 * "Other activity", with no price rather than a made-up one, and the list carries on.
 */
export const LotsOfDataWithAnUnknownType: Story = {
  args: { collection: 'tidal-glyphs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Recent activity' }, WAIT);
    await expect(canvas.queryByText('Other activity')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    const other = (await canvas.findAllByText('Other activity', {}, WAIT))[0]!;
    const row = other.closest('li')!;
    await expect(row).toHaveAttribute('data-type', 'unrecognized');
    await expect(within(row).getByText('—')).toBeVisible();
    await expect(rowsOf(canvasElement)).toHaveLength(40);
  },
};

/** Activity across the whole marketplace names each row's collection. */
export const Global: Story = {
  args: { collection: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Recent activity' }, WAIT);
    await expect(canvasElement.querySelectorAll('[data-slot="activity-collection"]').length).toBe(20);
  },
};

/** A response from a newer service: a new type and fields this kit has never seen. */
export const NewerServiceFields: Story = {
  parameters: withOverrides(
    overrides.market('/collections/sold-out/activity', {
      data: [
        { id: 'a1', type: 'auction_settled', price: 3.5, currency: 'SOL', item: { mint: 'M1', name: 'Society #1' }, buyer: null, seller: null, timestamp: '2026-11-21T11:00:00Z', royalty_bps: 500 },
        { id: 'a2', type: 'sale', price: 1.25, currency: 'SOL', item: { mint: 'M2', name: 'Society #2', rarity: { tier: 'rare' } }, buyer: 'Buyer1111111111111111', seller: 'Seller111111111111111', timestamp: 'not a time' },
      ],
      hasMore: false,
      next_page_hint: 'ignored',
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Other activity', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('3.5 SOL')).toBeVisible();
    await expect(canvas.getByText('1.25 SOL')).toBeVisible();
    await expect(canvas.getByText('Sale')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.marketPending('/collections/sold-out/activity')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading activity…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.market('/collections/sold-out/activity', { error: 'Sandbox override: activity is down' }, 500)),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, WAIT_FOR_RETRIES);
    await expect(alert).toHaveTextContent('The marketplace could not be loaded.');
  },
};

export const Empty: Story = {
  args: { collection: 'blank-canvas' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No sales or listings yet.', {}, WAIT)).toBeVisible();
  },
};
