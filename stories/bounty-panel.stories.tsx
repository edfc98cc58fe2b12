import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BountyPanel } from '../src/components/bounty-panel.js';
import { overrides } from '../test/fixtures/handlers.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/BountyPanel',
  component: BountyPanel,
  args: { drop: 'bounty' },
  parameters: { wallet: false },
  decorators: [atWidth(420)],
} satisfies Meta<typeof BountyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPrizes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Find the golden frame' }, WAIT)).toBeVisible();
    // The title comes with the bounty summary; the prizes are a second request.
    await expect(await canvas.findByText('Golden frame 1/1', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('2 of 4 left')).toBeVisible();
  },
};

/** Genesis has no bounty: the service's `enabled: false` shape renders nothing, not "0 prizes". */
export const NoBounty: Story = {
  args: { drop: 'genesis' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="bounty-panel"]')).toBeNull(), WAIT);
    await expect(within(canvasElement).queryByText(/0 of 0|Prizes awarded/)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/bounty/bounty')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading bounty…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.failure('get', '/collections/bounty/bounty-prizes', 404, 'NOT_FOUND')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent('could not be found');
  },
};

/** A live bounty whose summary leaves out the counts (and `enabled`): shown, with no "0 of 0" line. */
export const CountsLeftOut: Story = {
  parameters: withOverrides(overrides.json('get', '/collections/bounty/bounty', { success: true, title: 'Find the golden frame', description: null, endsAt: null })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Find the golden frame' }, WAIT)).toBeVisible();
    await expect(await canvas.findByText('Golden frame 1/1', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByText(/Prizes awarded/)).toBeNull();
  },
};
