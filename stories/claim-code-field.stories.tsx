import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClaimCodeField } from '../src/components/claim-code-field.js';
import { overrides } from '../test/fixtures/handlers.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/ClaimCodeField',
  component: ClaimCodeField,
  args: { drop: 'claim-codes', onAcceptedChange: fn() },
  decorators: [atWidth(420)],
} satisfies Meta<typeof ClaimCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const enter = async (canvasElement: HTMLElement, code: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Claim code' }, WAIT), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
  return canvas;
};

/** VIP-7Q4M (from the sandbox manifest) adds a bonus mint; checking it uses nothing up. */
export const Accepted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await enter(canvasElement, 'VIP-7Q4M');
    await expect(await canvas.findByText('Code accepted. Adds 1 free to your mint.', {}, WAIT)).toBeVisible();
    await waitFor(() => expect(args.onAcceptedChange).toHaveBeenLastCalledWith('VIP-7Q4M'));
    // The check took a moment; the buyer who pressed Apply is still on it (a disabled button would have dropped the focus).
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
  },
};

/** Editing an accepted code withdraws it: the mint must not go out with a code the box no longer shows. */
export const EditedAfterAcceptance: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await enter(canvasElement, 'VIP-7Q4M');
    await expect(await canvas.findByText('Code accepted. Adds 1 free to your mint.', {}, WAIT)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Claim code' }), 'X');
    await waitFor(() => expect(canvas.queryByText(/Code accepted/)).toBeNull());
    await waitFor(() => expect(args.onAcceptedChange).toHaveBeenLastCalledWith(null));
  },
};

export const Discount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, 'FRIENDS-3X');
    await expect(await canvas.findByText('Code accepted. 50% off at mint (prices shown are before it)', {}, WAIT)).toBeVisible();
  },
};

export const NoUsesLeft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await enter(canvasElement, 'SPENT-0001');
    await expect(await canvas.findByText('That code has no uses left.', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Claim code' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAcceptedChange).not.toHaveBeenCalledWith('SPENT-0001');
  },
};

export const UnknownCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, 'NOPE-0000');
    await expect(await canvas.findByText('That code does not exist. Check it and try again.', {}, WAIT)).toBeVisible();
  },
};

/** Genesis uses no claim codes: the field is not rendered at all. */
export const NotUsedByDrop: Story = {
  args: { drop: 'genesis' },
  play: async ({ canvasElement, loaded }) => {
    // The field is not drawn while its settings load either: look once the service has answered them.
    const { queryClient } = loaded as { queryClient: QueryClient };
    const settings = () => queryClient.getQueryCache().findAll({ predicate: (query) => query.queryKey.at(-1) === 'claim-codes' });
    await waitFor(() => expect(settings().map((query) => query.state.status)).toEqual(['success']), WAIT);
    await expect(canvasElement.querySelector('[data-slot="claim-code-field"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

export const ValidationFails: Story = {
  parameters: withOverrides(overrides.failure('post', '/collections/claim-codes/claim-codes/validate', 500, 'INTERNAL_ERROR')),
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, 'VIP-7Q4M');
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('The mint service had a problem');
  },
};
