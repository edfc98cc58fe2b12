import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { WalletBoundary } from '../src/components/wallet-boundary.js';
import { WalletButton } from '../src/components/wallet-button.js';
import { SandboxWalletAdapter } from '../src/sandbox/sandbox-wallet.js';
import { WAIT } from './helpers.js';

const meta = {
  title: 'Components/WalletButton',
  component: WalletButton,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the chooser, picks the detected wallet with the keyboard, connects, then disconnects. */
export const ConnectAndDisconnect: Story = {
  parameters: { wallet: { connected: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const connect = await canvas.findByRole('button', { name: 'Connect wallet' });
    await userEvent.click(connect);
    await expect(connect).toHaveAttribute('aria-expanded', 'true');
    const option = await canvas.findByRole('button', { name: 'Sandbox Wallet' });
    await expect(option).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/^Connected as /, {}, WAIT)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    await expect(await canvas.findByRole('button', { name: 'Connect wallet' }, WAIT)).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  parameters: { wallet: { connected: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const connect = await canvas.findByRole('button', { name: 'Connect wallet' });
    await userEvent.click(connect);
    await canvas.findByRole('button', { name: 'Sandbox Wallet' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: 'Sandbox Wallet' })).toBeNull();
    await expect(connect).toHaveFocus();
  },
};

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Disconnect' }, WAIT)).toBeVisible();
  },
};

/** No provider anywhere: the boundary loads wallet-adapter on the first click and opens the chooser. */
export const LoadsProviderOnClick: Story = {
  parameters: { wallet: false },
  beforeEach: () => localStorage.removeItem('walletName'),
  render: function Render(args) {
    const [wallets] = useState(() => [new SandboxWalletAdapter()]);
    return (
      <WalletBoundary wallets={wallets}>
        <WalletButton {...args} />
      </WalletBoundary>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect wallet' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Sandbox Wallet' }, WAIT));
    await expect(await canvas.findByRole('button', { name: 'Disconnect' }, WAIT)).toBeVisible();
  },
};

/** A browser with no wallet installed and none configured: the chooser says so. */
export const NoWalletsFound: Story = {
  parameters: { wallet: false },
  beforeEach: () => localStorage.removeItem('walletName'),
  render: (args) => (
    <WalletBoundary wallets={[]}>
      <WalletButton {...args} />
    </WalletBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect wallet' }));
    await expect(await canvas.findByText(/No Solana wallet was found/, {}, WAIT)).toBeVisible();
  },
};
