import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { Gallery } from '../src/components/gallery.js';
import { MINT_BASE, overrides } from '../test/fixtures/handlers.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/Gallery',
  component: Gallery,
  args: { drop: 'genesis', pageSize: 8 },
  parameters: { wallet: false },
  decorators: [atWidth(720)],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Genesis #8', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByText('Genesis #9')).toBeNull();
    const more = canvas.getByRole('button', { name: 'Show more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Genesis #16', {}, WAIT)).toBeVisible();
    // A keyboard user stays on the button to ask for the next page (a disabled button would drop the focus while loading).
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveFocus();
  },
};

export const Empty: Story = {
  parameters: withOverrides(overrides.json('get', '/collections/genesis/gallery', { success: true, items: [], offset: 0, limit: 8, total: 0, hasMore: false })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No artwork to show yet.', {}, WAIT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/genesis/gallery')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading artwork…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.failure('get', '/collections/genesis/gallery', 403, 'COLLECTION_NOT_IN_SCOPE')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent('cannot be shown here');
  },
};

/** The first page showed; the next one fails: the art stays, and the failure takes the button's place with its Try again. */
export const MoreFailed: Story = {
  parameters: withOverrides(
    http.get(`${MINT_BASE}/v1/collections/genesis/gallery`, ({ request }) =>
      Number(new URL(request.url).searchParams.get('offset') ?? 0) === 0 ? undefined : HttpResponse.json({ success: false, error: 'Sandbox override: INTERNAL_ERROR', code: 'INTERNAL_ERROR' }, { status: 500 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Genesis #8', {}, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent('The mint service had a problem');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByText('Genesis #8')).toBeVisible();
  },
};
