import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuantityInput } from '../src/components/quantity-input.js';
import { currentSandbox, MINT_BASE } from '../test/fixtures/handlers.js';
import { WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/QuantityInput',
  component: QuantityInput,
  args: { drop: 'genesis', onValueChange: fn() },
} satisfies Meta<typeof QuantityInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Early bird allows 3 per transaction and 5 per wallet: the stepper stops at 3. */
export const PerTransactionCap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Up to 3 per transaction', {}, WAIT)).toBeVisible();
    const more = canvas.getByRole('button', { name: 'One more' });
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    // At the cap "+" is unavailable, yet keeps the focus of the buyer who pressed it (a disabled button would drop it).
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  },
};

/** The wallet's remaining count comes from wallet-mints; here it has 1 left. */
export const WalletRemaining: Story = {
  parameters: withOverrides(
    http.get(`${MINT_BASE}/v1/collections/genesis/wallet-mints/:address`, ({ params }) =>
      HttpResponse.json({
        success: true,
        walletAddress: params.address,
        phases: currentSandbox().manifest().drops.find((drop) => drop.shortId === 'genesis')!.phases.map((phase) => ({ phaseId: phase.id, minted: 4, bonusMinted: 0, remaining: 1 })),
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 left for your wallet', {}, WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'One more' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** The story's wallet is not on Allowlist's list: nothing to choose, and no allowance is offered. */
export const NotEligible: Story = {
  args: { drop: 'gated' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Up to 2 per transaction', {}, WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled(), WAIT);
    await expect(canvas.getByRole('button', { name: 'One more' })).toBeDisabled();
    await expect(canvas.queryByText(/left for your wallet/)).toBeNull();
  },
};

export const NoWallet: Story = {
  parameters: { wallet: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Up to 3 per transaction', {}, WAIT)).toBeVisible();
  },
};

export const Relabelled: Story = {
  args: { labels: { label: 'How many?', maxPerTransaction: 'Max {max} at once' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Max 3 at once', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'How many?' })).toBeVisible();
  },
};
