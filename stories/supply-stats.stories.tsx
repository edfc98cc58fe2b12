import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupplyStats } from '../src/components/supply-stats.js';
import { overrides } from '../test/fixtures/handlers.js';
import { wireCollectionResponse } from '../test/fixtures/wire.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/SupplyStats',
  component: SupplyStats,
  args: { drop: 'genesis' },
  parameters: { wallet: false },
  decorators: [atWidth(420)],
} satisfies Meta<typeof SupplyStats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Minting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('500', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Share of supply minted' })).toBeVisible();
  },
};

/** percentMinted is shown as the server gives it (66.6), not recomputed from the counts (2 of 3 would read 66.7%). */
export const PercentAsGiven: Story = {
  parameters: withOverrides(overrides.collection('genesis', wireCollectionResponse({ stats: { totalSupply: 3, mintedCount: 2, availableCount: 1, percentMinted: 66.6 } }))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('66.6% minted', {}, WAIT)).toBeVisible();
  },
};

/** Every figure in the page's locale and every string from `labels`. */
export const LocalisedAndRelabelled: Story = {
  args: {
    locale: 'de-DE',
    labels: { minted: 'Geprägt', total: 'Gesamt', available: 'Verfügbar', soldOut: 'Ausverkauft', percentMinted: '{percent} geprägt', progress: 'Anteil geprägt' },
  },
  parameters: withOverrides(overrides.collection('genesis', wireCollectionResponse({ stats: { totalSupply: 1200, mintedCount: 1200, availableCount: 0, percentMinted: 100 } }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ausverkauft', {}, WAIT)).toBeVisible();
    const figures = [...canvasElement.querySelectorAll('[data-slot="supply-figure"]')].map((figure) => figure.textContent);
    await expect(figures).toEqual(['Geprägt1.200', 'Gesamt1.200', 'VerfügbarAusverkauft']);
    await expect(canvas.getByText(/^100\s%\sgeprägt$/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Anteil geprägt' })).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { drop: 'sold-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sold out', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('100% minted')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/genesis')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading supply…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.failure('get', '/collections/genesis', 403, 'ORIGIN_NOT_ALLOWED')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent('not allowed to show this drop');
  },
};
