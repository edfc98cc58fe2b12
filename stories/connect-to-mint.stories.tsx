import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectToMint } from '../src/components/connect-to-mint.js';
import { WalletBoundary } from '../src/components/wallet-boundary.js';
import { WAIT } from './helpers.js';

const meta = {
  title: 'Components/ConnectToMint',
  component: ConnectToMint,
  args: { drop: 'genesis' },
  parameters: { wallet: false },
  beforeEach: () => localStorage.removeItem('walletName'),
  render: (args) => (
    <WalletBoundary>
      <ConnectToMint {...args} />
    </WalletBoundary>
  ),
} satisfies Meta<typeof ConnectToMint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A live phase and no wallet yet: the button offers to connect. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Connect wallet to mint' }, WAIT)).toBeEnabled();
  },
};

/** The read model says sold out: nothing to connect for. */
export const SoldOut: Story = {
  args: { drop: 'sold-out' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sold out' }, WAIT)).toBeDisabled();
  },
};

/** Relabelled. */
export const Labels: Story = {
  args: { labels: { 'connect-wallet': 'Connect to collect' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Connect to collect' }, WAIT)).toBeEnabled();
  },
};
