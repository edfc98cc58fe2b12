import type { Meta, StoryObj } from '@storybook/react-vite';
import { page } from '@vitest/browser/context';
import { within } from 'storybook/test';
import { MarketSection } from '../src/components/market/market-section.js';
import { MarketSearch } from '../src/components/market/market-search.js';
import { userEvent } from 'storybook/test';
const meta = { title: 'Shot', component: MarketSection, args: { collection: 'tidal-glyphs' }, parameters: { wallet: false } } satisfies Meta<typeof MarketSection>;
export default meta;
export const A: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The 10 largest holders hold', { exact: false }, { timeout: 8000 });
    await page.viewport(1100, 800);
    await page.screenshot({ path: '../.market-shots/section.png', element: canvasElement as HTMLElement });
  },
};
export const Dark: StoryObj<typeof meta> = {
  globals: { theme: 'dark' },
  args: { collection: 'sold-out' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The 10 largest holders hold', { exact: false }, { timeout: 8000 });
    await page.viewport(420, 800);
    await page.screenshot({ path: '../.market-shots/section-dark-phone.png', element: canvasElement as HTMLElement });
  },
};
export const S: StoryObj<typeof meta> = {
  render: () => <div style={{ height: 500 }}><MarketSearch /></div>,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'moon');
    await within(canvasElement).findByRole('listbox', {}, { timeout: 5000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await page.screenshot({ path: '../.market-shots/search.png', element: canvasElement as HTMLElement });
  },
};
