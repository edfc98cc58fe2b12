import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecentlyMinted } from '../src/components/recently-minted.js';
import { overrides } from '../test/fixtures/handlers.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/RecentlyMinted',
  component: RecentlyMinted,
  args: { drop: 'genesis', limit: 5 },
  parameters: { wallet: false },
  decorators: [atWidth(360)],
} satisfies Meta<typeof RecentlyMinted>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Feed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Genesis #12', {}, WAIT)).toBeVisible();
    await expect(canvas.getAllByText(/^by /)).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { drop: 'hidden-price' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing minted yet. Be the first!', {}, WAIT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/genesis/recently-minted')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading recent mints…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.failure('get', '/collections/genesis/recently-minted', 503, 'AUTH_UNAVAILABLE', { 'Retry-After': '0' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('could not check access');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
