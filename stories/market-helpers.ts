/**
 * Shared by the market story files: put per-story overrides in front of the sandbox (the preview's
 * `sandbox` group answers everything, so anything after it would never be reached).
 */
import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { overrides, sandboxGroup } from '../test/fixtures/handlers.js';
import { WAIT } from './helpers.js';

export const withOverrides = (...handlers: RequestHandler[]) => ({ msw: { handlers: { sandbox: [...handlers, ...sandboxGroup] } } });

/** Failures the client retries (5xx) surface after its backoff, so error stories wait longer. */
export const WAIT_FOR_RETRIES = { timeout: 8_000 };

/**
 * The states `MarketSection` and `MarketSummary` share through their one frame: a collection the
 * marketplace does not know is one plain note, and a failing marketplace one alert with a retry.
 */
export const marketFrameStories = {
  NotOnTheMarketplace: {
    args: { collection: 'not-indexed-yet' },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('This collection is not on the marketplace yet.', {}, WAIT)).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  },
  Failed: {
    args: { collection: 'sold-out' },
    parameters: withOverrides(overrides.market('/collections/sold-out', { error: 'Sandbox override: marketplace is down' }, 500)),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert', {}, WAIT_FOR_RETRIES)).toHaveTextContent('The marketplace could not be loaded.');
      await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  },
};
