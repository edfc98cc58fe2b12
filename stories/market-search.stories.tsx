import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MarketSearch } from '../src/components/market/market-search.js';
import { overrides } from '../test/fixtures/handlers.js';
import { WAIT } from './helpers.js';
import { WAIT_FOR_RETRIES, withOverrides } from './market-helpers.js';

const meta = {
  title: 'Market/MarketSearch',
  component: MarketSearch,
  args: { onSelect: fn() },
  parameters: { wallet: false },
} satisfies Meta<typeof MarketSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search the marketplace' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Results split by kind; arrow keys move through them and Enter picks one. */
export const ResultsByKind: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search the marketplace' });
    await userEvent.type(box, 'tidal');
    const listbox = await canvas.findByRole('listbox', { name: 'Search results' }, WAIT);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const collections = within(listbox).getByRole('group', { name: 'Collections' });
    await expect(within(collections).getByRole('option', { name: /Tidal Glyphs/ })).toBeVisible();
    await expect(within(within(listbox).getByRole('group', { name: 'Items' })).getAllByRole('option').length).toBeGreaterThan(0);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', within(collections).getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ kind: 'collection', collection: expect.objectContaining({ slug: 'tidal-glyphs' }) }));
  },
};

/** A trait value and a profile name come back under their own headings. */
export const TraitsAndProfiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'neap');
    const traits = await canvas.findByRole('group', { name: 'Traits' }, WAIT);
    await userEvent.click(within(traits).getByRole('option', { name: /Tide: Neap/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ kind: 'trait' }));
    await userEvent.clear(canvas.getByRole('combobox'));
    await userEvent.type(canvas.getByRole('combobox'), 'amberfox');
    const profiles = await canvas.findByRole('group', { name: 'Profiles' }, WAIT);
    await expect(within(profiles).getByRole('option', { name: 'amberfox' })).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zzqx');
    await expect(await canvas.findByText('Nothing found for “zzqx”.', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const Searching: Story = {
  parameters: withOverrides(overrides.marketPending('/search')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'tidal');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Searching…'), WAIT);
    await expect(canvasElement.querySelector('[data-slot="market-search"]')).toHaveAttribute('data-state', 'searching');
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.market('/search', { error: 'Sandbox override: search is down' }, 500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'tidal');
    await expect(await canvas.findByRole('alert', {}, WAIT_FOR_RETRIES)).toHaveTextContent('The marketplace could not be loaded.');
  },
};
