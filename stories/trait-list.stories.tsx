import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TraitList } from '../src/components/trait-list.js';
import { overrides } from '../test/fixtures/handlers.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/TraitList',
  component: TraitList,
  args: { drop: 'genesis' },
  parameters: { wallet: false },
  decorators: [atWidth(360)],
} satisfies Meta<typeof TraitList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Traits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Background', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('Mood')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withOverrides(overrides.json('get', '/collections/genesis/traits', { success: true, traits: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This drop has no traits.', {}, WAIT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/genesis/traits')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading traits…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.json('get', '/collections/genesis/traits', { success: true, traits: 'not-a-list' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent('does not understand');
  },
};
