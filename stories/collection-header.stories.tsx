import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CollectionHeader } from '../src/components/collection-header.js';
import { overrides } from '../test/fixtures/handlers.js';
import { wireCollectionResponse } from '../test/fixtures/wire.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/CollectionHeader',
  component: CollectionHeader,
  args: { drop: 'genesis' },
  parameters: { wallet: false },
  decorators: [atWidth(640)],
} satisfies Meta<typeof CollectionHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'MintKit Genesis' }, WAIT)).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://genesis.mintkit.example/');
    await expect(canvas.getByRole('link', { name: /^X/ })).toHaveAttribute('href', 'https://x.com/mintkit_genesis');
  },
};

/** The drop's website is `javascript:` and its X link is plain http: neither becomes a link. */
export const UnsafeLinks: Story = {
  args: { drop: 'unknown-price' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Fog Index' }, WAIT)).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelector('a[href^="javascript"], a[href^="http:"]')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/genesis')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading drop…')).toBeVisible();
  },
};

export const NotInScope: Story = {
  args: { drop: 'out-of-scope' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/key was not issued for it/, {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** A retryable failure offers a retry; the retry reaches the sandbox again. */
export const RetryableError: Story = {
  parameters: withOverrides(overrides.failure('get', '/collections/genesis', 500, 'INTERNAL_ERROR')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The mint service had a problem. Please try again.', {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};

/**
 * The art host's name does not resolve (or it is down): the banner and the avatar keep their boxes,
 * empty, in place of a broken-image icon with the drop's name spilled over the banner.
 */
export const ArtCannotLoad: Story = {
  parameters: withOverrides(overrides.collection('genesis', wireCollectionResponse({ collection: { image: 'https://art.mintkit.invalid/cover.png', bannerImage: 'https://art.mintkit.invalid/banner.png' } }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Genesis' }, WAIT)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull(), WAIT);
    const banner = canvasElement.querySelector('[data-slot="collection-banner"]')!.getBoundingClientRect();
    const avatar = canvasElement.querySelector('[data-slot="collection-image"]')!.getBoundingClientRect();
    // The loaded art's boxes: a 3:1 banner, a 96 px avatar overlapping its foot.
    await expect(Math.round(banner.width / banner.height)).toBe(3);
    await expect([avatar.width, avatar.height]).toEqual([96, 96]);
    await expect(avatar.top).toBeLessThan(banner.bottom);
  },
};
