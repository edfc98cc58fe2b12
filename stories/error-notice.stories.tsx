import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MintKitError } from '../src/core/errors.js';
import { ErrorNotice } from '../src/components/error-notice.js';

const meta = {
  title: 'Components/ErrorNotice',
  component: ErrorNotice,
  args: { onRetry: fn() },
  parameters: { wallet: false },
} satisfies Meta<typeof ErrorNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failure worth repeating offers a retry. */
export const Retryable: Story = {
  args: { error: new MintKitError({ code: 'NETWORK_ERROR', message: 'offline' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not reach the mint service.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A refusal that repeating cannot change: the sentence only, no retry. */
export const Final: Story = {
  args: { error: new MintKitError({ code: 'COLLECTION_NOT_IN_SCOPE', message: 'scope', status: 403 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('key was not issued for it');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The service's own sentence is never shown, whatever it says; a creator can reword ours. */
export const Reworded: Story = {
  args: {
    error: new MintKitError({ code: 'RATE_LIMITED', message: 'x', status: 429, serverMessage: 'slow down!!' }),
    errorTexts: { RATE_LIMITED: 'Busy right now — give it a minute.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Busy right now — give it a minute.');
    await expect(canvas.queryByText(/slow down/)).toBeNull();
  },
};
