import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceDisplay } from '../src/components/price-display.js';

const meta = {
  title: 'Components/PriceDisplay',
  component: PriceDisplay,
  parameters: { wallet: false },
} satisfies Meta<typeof PriceDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;

const neverZeroOrFree = async (canvasElement: HTMLElement) => {
  await expect(within(canvasElement).queryByText(/free|\b0(\.0+)? SOL/i)).toBeNull();
};

export const Amount: Story = {
  args: { price: { kind: 'amount', amount: 1.5, currency: 'SOL', isFree: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.5 SOL')).toBeVisible();
  },
};

export const AmountInUsd: Story = {
  args: { price: { kind: 'amount', amount: 25, currency: 'USD', isFree: false }, locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$25.00')).toBeVisible();
  },
};

export const Free: Story = {
  args: { price: { kind: 'amount', amount: 0, currency: 'SOL', isFree: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
  },
};

export const Range: Story = {
  args: { price: { kind: 'range', min: 0.5, max: 2, currency: 'SOL' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('From 0.5 SOL')).toBeVisible();
  },
};

export const RangeWithoutFigures: Story = {
  args: { price: { kind: 'range', min: null, max: null, currency: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price varies')).toBeVisible();
    await neverZeroOrFree(canvasElement);
  },
};

export const Hidden: Story = {
  args: { price: { kind: 'hidden' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price hidden')).toBeVisible();
    await neverZeroOrFree(canvasElement);
  },
};

export const Unknown: Story = {
  args: { price: { kind: 'unknown' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price unavailable')).toBeVisible();
    await neverZeroOrFree(canvasElement);
  },
};

export const UnrecognizedKind: Story = {
  args: { price: { kind: 'unrecognized', rawKind: 'auction-v2' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price unavailable')).toBeVisible();
    await neverZeroOrFree(canvasElement);
  },
};

export const Relabelled: Story = {
  args: { price: { kind: 'hidden' }, labels: { hidden: 'Revealed to allowlisted wallets' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Revealed to allowlisted wallets')).toBeVisible();
  },
};
