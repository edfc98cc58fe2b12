import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConnectWallet } from '../src/components/connect-wallet.js';
import { WalletBoundary } from '../src/components/wallet-boundary.js';
import { SandboxWalletAdapter } from '../src/sandbox/sandbox-wallet.js';
import { WAIT } from './helpers.js';

const meta = {
  title: 'Components/ConnectWallet',
  component: ConnectWallet,
  // No wallet provider on the page: the light button is what a buyer sees first.
  parameters: { wallet: false },
  beforeEach: () => localStorage.removeItem('walletName'),
} satisfies Meta<typeof ConnectWallet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One click loads the wallet code, opens the chooser, and the buyer connects. */
export const LoadsWalletsOnClick: Story = {
  render: (args) => (
    <div style={{ minHeight: 220, display: 'flex', justifyContent: 'flex-end' }}>
      <WalletBoundary wallets={[new SandboxWalletAdapter()]}>
        <ConnectWallet {...args} />
      </WalletBoundary>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect wallet' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Sandbox Wallet' }, WAIT));
    await expect(await canvas.findByText(/^Connected as /, {}, WAIT)).toBeInTheDocument();
  },
};

/** Relabelled. */
export const Labels: Story = {
  args: { labels: { connect: 'Sign in with a wallet' } },
  render: (args) => (
    <WalletBoundary>
      <ConnectWallet {...args} />
    </WalletBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign in with a wallet' })).toBeEnabled();
  },
};

/** Outside any boundary and with no provider, there is nothing to load: the button says so by being disabled. */
export const NoWalletSupport: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Connect wallet' })).toBeDisabled();
  },
};
