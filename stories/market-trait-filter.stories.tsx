import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ItemGrid } from '../src/components/market/item-grid.js';
import { TraitFilter } from '../src/components/market/trait-filter.js';
import type { TraitSelection } from '../src/react/market/derive.js';
import { overrides } from '../test/fixtures/handlers.js';
import { WAIT } from './helpers.js';
import { WAIT_FOR_RETRIES, withOverrides } from './market-helpers.js';

const meta = {
  title: 'Market/TraitFilter',
  component: TraitFilter,
  args: { collection: 'tidal-glyphs', onValueChange: fn() },
  parameters: { wallet: false },
} satisfies Meta<typeof TraitFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TidalGlyphs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tide = await canvas.findByRole('group', { name: 'Tide' }, WAIT);
    await expect(within(tide).getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(within(tide).getByRole('checkbox', { name: /^Neap \(\d+\)$/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ Tide: ['Neap'] });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({});
  },
};

/** With the grid: each check narrows the whole collection, not just the page on screen. */
export const WithItemGrid: Story = {
  render: function Render(args) {
    const [traits, setTraits] = useState<TraitSelection>({});
    return (
      <>
        <TraitFilter {...args} value={traits} onValueChange={setTraits} />
        <ItemGrid collection={args.collection} traitFilter={traits} pageSize={12} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const neap = await canvas.findByRole('checkbox', { name: /^Neap \(\d+\)$/ }, WAIT);
    const neapCount = Number(neap.closest('label')!.textContent!.match(/\((\d+)\)/)![1]);
    await userEvent.click(neap);
    await expect(await canvas.findByText(`Matching items: ${neapCount} of 640`, {}, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Sepia \(\d+\)$/ }));
    const narrowed = await canvas.findByText(/^Matching items: \d+ of 640$/, {}, WAIT);
    await expect(Number(/(\d+) of 640$/.exec(narrowed.textContent!)![1])).toBeLessThan(neapCount);
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.marketPending('/collections/tidal-glyphs/traits')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading traits…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.market('/collections/tidal-glyphs/traits', { error: 'Sandbox override: traits are down' }, 500)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT_FOR_RETRIES)).toHaveTextContent('The marketplace could not be loaded.');
  },
};

export const Empty: Story = {
  args: { collection: 'blank-canvas' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This collection has no traits to filter by.', {}, WAIT)).toBeVisible();
  },
};
