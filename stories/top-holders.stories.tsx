import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopHolders } from '../src/components/top-holders.js';
import { overrides } from '../test/fixtures/handlers.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/TopHolders',
  component: TopHolders,
  args: { drop: 'sold-out', limit: 5 },
  parameters: { wallet: false },
  decorators: [atWidth(360)],
} satisfies Meta<typeof TopHolders>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ranked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByText(/ held$/, {}, WAIT);
    await expect(rows).toHaveLength(5);
    const counts = rows.map((row) => Number(row.textContent!.split(' ')[0]));
    await expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  },
};

export const Empty: Story = {
  args: { drop: 'hidden-price' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No holders yet.', {}, WAIT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/sold-out/top-holders')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading holders…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.failure('get', '/collections/sold-out/top-holders', 400, 'INVALID_REQUEST')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent('did not accept that request');
  },
};
