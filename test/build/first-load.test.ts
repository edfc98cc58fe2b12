import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_PRICE_DISPLAY_GZIP as BUDGET_GZIP } from '../../bench/figures/kit-size.js';
import { withBuiltPackage, type FirstLoad } from '../../bench/figures/package-size.js';

// What an app loads first for PriceDisplay alone, from the package as `npm run build` lays it out:
// the budget of `npm run bench`'s figures 1c and 1h, kept by the test command between bench runs.
// Bundling the source files would not do: how a bundler splits shared modules into chunks depends
// on the package's module layout, and a regression showed only in the built package.
let loads: Record<'barrel' | 'subpath', { rolldown: FirstLoad; esbuild: FirstLoad }>;

beforeAll(async () => {
  loads = await withBuiltPackage(async (measure) => ({
    barrel: await measure('barrel', "export { PriceDisplay } from 'mintkit';\n"),
    subpath: await measure('subpath', "export { PriceDisplay } from 'mintkit/components/price-display';\n"),
  }));
}, 120_000);

describe('PriceDisplay alone, as an app imports the built package', () => {
  it('from mintkit, bundled as vite build does (Rolldown): at most 1.5 KB gzip, nothing from react-query', () => {
    expect(loads.barrel.rolldown.tanstack).toBe(false);
    expect(loads.barrel.rolldown.gzip).toBeLessThanOrEqual(BUDGET_GZIP);
  });

  it('from mintkit/components/price-display, with Rolldown or esbuild --splitting: at most 1.5 KB gzip, nothing from react-query', () => {
    for (const load of [loads.subpath.rolldown, loads.subpath.esbuild]) {
      expect(load.tanstack).toBe(false);
      expect(load.gzip).toBeLessThanOrEqual(BUDGET_GZIP);
    }
  });
});
