import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HolderList } from '../src/components/market/holder-list.js';
import { delay, http } from 'msw';
import { MARKET_BASE, overrides } from '../test/fixtures/handlers.js';
import { WAIT } from './helpers.js';
import { WAIT_FOR_RETRIES, withOverrides } from './market-helpers.js';

const meta = {
  title: 'Market/HolderList',
  component: HolderList,
  args: { collection: 'sold-out', pageSize: 10 },
  parameters: { wallet: false },
} satisfies Meta<typeof HolderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bucket figures as numbers: "Holders: 12 · items: 30" → [12, 30]. */
const bucketNumbers = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="holder-bucket"] dd')].map((dd) => (dd.textContent!.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, ''))));

export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Unique holders: \d+$/, {}, WAIT)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Holders' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20), WAIT);
  },
};

/**
 * 356 holders of 640 items. The distribution reads every page (not the ten on screen), so its
 * buckets add up to the service's unique-holder count and to every item.
 */
export const LotsOfData: Story = {
  args: { collection: 'tidal-glyphs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unique = await canvas.findByText(/^Unique holders: \d+$/, {}, WAIT);
    const uniqueHolders = Number(unique.textContent!.match(/\d+/)![0]);
    await canvas.findByText('The 10 largest holders hold', { exact: false }, WAIT);
    const buckets = bucketNumbers(canvasElement);
    await expect(buckets.reduce((sum, [holders]) => sum + holders!, 0)).toBe(uniqueHolders);
    await expect(buckets.reduce((sum, [, items]) => sum + items!, 0)).toBe(640);
    await expect(canvasElement.querySelector('[data-slot="holder-distribution"]')).toHaveAttribute('data-state', 'complete');
  },
};

/** A page cap of 2 pages of 100 stops short of 356 holders, and the view says the figures are partial. */
export const CappedDistribution: Story = {
  args: { collection: 'tidal-glyphs', maxPages: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only the first 200 holders were read, so these figures are partial.', {}, WAIT)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="holder-distribution"]')).toHaveAttribute('data-state', 'partial');
  },
};

/**
 * While the whole list loads, a progress bar counts holders read against the service's total. The
 * second page of the whole-list read is held, so the view stays at "100 of 356".
 */
export const DistributionLoading: Story = {
  args: { collection: 'tidal-glyphs' },
  parameters: withOverrides(
    http.get(`${MARKET_BASE}/v1/collections/tidal-glyphs/holders`, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      // Anything else falls through to the sandbox.
      if (query.get('limit') !== '100' || !query.get('cursor')) return undefined;
      await delay('infinite');
      return undefined;
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Reading every holder… 100 of \d+$/, {}, WAIT)).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: 'Holders read' });
    await expect(progress).toHaveAttribute('value', '100');
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.marketPending('/collections/sold-out/holders')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading holders…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.market('/collections/sold-out/holders', { error: 'Sandbox override: holders are down' }, 500)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT_FOR_RETRIES)).toHaveTextContent('The marketplace could not be loaded.');
  },
};

export const Empty: Story = {
  args: { collection: 'blank-canvas' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nobody holds an item from this collection yet.', {}, WAIT)).toBeVisible();
  },
};
