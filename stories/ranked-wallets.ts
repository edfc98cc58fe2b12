import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overrides } from '../test/fixtures/handlers.js';
import { WAIT, withOverrides } from './helpers.js';

/** What differs between the two ranked-wallet lists (TopHolders, TopMinters). */
interface RankedWalletsCase {
  /** The endpoint's last path segment on the sold-out drop. */
  endpoint: 'top-holders' | 'top-minters';
  /** How each row's count ends, e.g. " held". */
  rowSuffix: RegExp;
  empty: string;
  loading: string;
}

/** The same four states, asserted the same way, for either ranked-wallet list. */
export function rankedWalletStories({ endpoint, rowSuffix, empty, loading }: RankedWalletsCase) {
  const path = `/collections/sold-out/${endpoint}`;
  return {
    Ranked: {
      play: async ({ canvasElement }) => {
        const rows = await within(canvasElement).findAllByText(rowSuffix, {}, WAIT);
        await expect(rows).toHaveLength(5);
        const counts = rows.map((row) => Number(row.textContent!.split(' ')[0]));
        await expect([...counts].sort((a, b) => b - a)).toEqual(counts);
      },
    },
    Empty: {
      args: { drop: 'hidden-price' },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(empty, {}, WAIT)).toBeVisible();
      },
    },
    Loading: {
      parameters: withOverrides(overrides.pending('get', path)),
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(loading)).toBeVisible();
      },
    },
    Failed: {
      parameters: withOverrides(overrides.failure('get', path, 400, 'INVALID_REQUEST')),
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent('did not accept that request');
      },
    },
  } satisfies Record<string, StoryObj<{ drop: string; limit?: number }>>;
}
