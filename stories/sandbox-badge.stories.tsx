import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SandboxBadge } from '../src/components/sandbox-badge.js';
import { SEEDED_KEYS } from '../src/sandbox/index.js';

const meta = {
  title: 'Components/SandboxBadge',
  component: SandboxBadge,
  parameters: { wallet: false },
} satisfies Meta<typeof SandboxBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SandboxKey: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sandbox')).toBeVisible();
  },
};

/** A publishable key is production: no badge. */
export const PublishableKey: Story = {
  parameters: { apiKey: SEEDED_KEYS.publishable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Sandbox')).toBeNull();
  },
};
