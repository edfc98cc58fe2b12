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

export const Amount: Story = {
  args: { price: { kind: 'amount', amount: 1.5, currency: 'SOL', isFree: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.5 SOL')).toBeVisible();
  },
};

export const Free: Story = {
  args: { price: { kind: 'amount', amount: 0, currency: 'SOL', isFree: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
  },
};

export const Unknown: Story = {
  args: { price: { kind: 'unknown' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Price unavailable')).toBeVisible();
    await expect(canvas.queryByText(/free|0 SOL/i)).toBeNull();
  },
};
