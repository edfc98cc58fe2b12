import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Gallery } from '../src/components/gallery.js';
import { overrides } from '../test/fixtures/handlers.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/Gallery',
  component: Gallery,
  args: { drop: 'genesis', pageSize: 8 },
  parameters: { wallet: false },
  decorators: [atWidth(720)],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Genesis #8', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByText('Genesis #9')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByText('Genesis #16', {}, WAIT)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withOverrides(overrides.json('get', '/collections/genesis/gallery', { success: true, items: [], offset: 0, limit: 8, total: 0, hasMore: false })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No artwork to show yet.', {}, WAIT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/genesis/gallery')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading artwork…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.failure('get', '/collections/genesis/gallery', 403, 'COLLECTION_NOT_IN_SCOPE')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent('cannot be shown here');
  },
};
