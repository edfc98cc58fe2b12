import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { transform } from 'esbuild';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { BUDGET_PRICE_DISPLAY_GZIP } from '../../bench/figures/kit-size.js';
import { withRolldown } from '../../bench/figures/package-size.js';
import type { RegistryManifest } from '../../scripts/registry.js';
import { installPublishedTypes, ROOT, STRICTEST, typeErrors, type PublishedTypes } from '../helpers/published-types.js';

// The committed registry files as an app holds them once copied: beside the package installed as npm
// lays it out (its emitted types and built modules, read through package.json `exports`), not the
// repository's sources. Each copy must compile there and render what the package's own component
// renders. The package is built into this test's own directory, not bench/.build/package, which
// test/build/first-load.test.ts rebuilds while other test files run. The app lives outside the
// repository (so `mintkit` is the installed package, not the repository's own name), where Vitest's
// jsdom project would not load files from: this file runs in the node project and puts Vitest's
// jsdom environment in place only around the renders.
const manifest = JSON.parse(readFileSync(join(ROOT, 'registry.json'), 'utf8')) as RegistryManifest;
const registryFiles = [...new Set(manifest.items.flatMap((item) => item.files.map((file) => file.path)))];

const PAGE_ORIGIN = 'http://localhost:5173';
const SANDBOX_BASE = 'http://sandbox.mintkit.test';

let installed: PublishedTypes;
let copies: string[];

beforeAll(async () => {
  installed = installPublishedTypes();
  await build({ configFile: join(ROOT, 'vite.lib.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir: installed.dist, emptyOutDir: false } });
  copies = registryFiles.map((file) => {
    const copy = join(installed.app, file);
    cpSync(join(ROOT, file), copy);
    return copy;
  });
}, 120_000);

afterAll(() => installed?.remove());

/** A module of the app (a copy) or of the installed package, resolved as the app's bundler resolves it. */
const appModule = <T>(file: string): Promise<T> => import(/* @vite-ignore */ join(installed.app, file));
const packageModule = <T>(file: string): Promise<T> => import(/* @vite-ignore */ join(installed.dist, file));

describe('a registry file copied into an app', () => {
  it('compiles against the installed package, with strict', () => {
    expect(copies).toHaveLength(registryFiles.length);
    expect(typeErrors(installed, copies, {})).toEqual([]);
  }, 60_000);

  it('compiles with exactOptionalPropertyTypes and noUncheckedIndexedAccess too (as @tsconfig/strictest): an app that copies a file keeps its own settings', () => {
    expect(typeErrors(installed, copies, STRICTEST)).toEqual([]);
  }, 60_000);

  // esbuild --splitting would add a shared chunk of about 3 KB to the copy (4.3 KB): any import of the
  // `mintkit/core` barrel there loads the decoders its client imports lazily (evanw/esbuild#3704), as
  // README "Bundle size in your app" says of the `mintkit` barrel. Rolldown, which `vite build` uses,
  // keeps the copy at its original's size.
  it('costs an app what the package’s own PriceDisplay costs: at most 1.5 KB gzip first load, nothing from react-query (Rolldown, as vite build bundles)', async () => {
    const { code } = await transform(readFileSync(join(ROOT, 'registry/price-display.tsx'), 'utf8'), { loader: 'tsx', jsx: 'automatic', format: 'esm' });
    const entry = join(installed.app, 'copied-price-display.js');
    writeFileSync(entry, code);
    const load = await withRolldown(entry);
    expect(load.tanstack).toBe(false);
    expect(load.gzip).toBeLessThanOrEqual(BUDGET_PRICE_DISPLAY_GZIP);
  }, 60_000);
});

type Testing = typeof import('@testing-library/react');
type Props = Record<string, unknown>;

describe('a copied component, rendered in the app through the package', () => {
  let dom: { teardown(global: object): unknown };
  let testing: Testing;
  let kit: { PriceDisplay: ComponentType<Props>; PhaseList: ComponentType<Props>; ItemGrid: ComponentType<Props>; MintKitProvider: ComponentType<Props & { children: ReactNode }> };

  beforeAll(async () => {
    dom = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: PAGE_ORIGIN } });
    testing = await import('@testing-library/react');
    kit = await packageModule('index.js');
  }, 60_000);

  afterEach(() => testing.cleanup());
  afterAll(async () => dom && (await dom.teardown(globalThis)));

  /** A tree's markup with React's generated ids numbered by first use, so two renders of one tree compare equal. */
  const markup = (element: Element) => {
    const ids = new Map<string, string>();
    return element.innerHTML.replace(/_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id-${ids.size}`);
      return ids.get(id)!;
    });
  };

  /** The copy and the package's component side by side under one provider on the in-process sandbox, so both read the same answers. */
  async function renderBesideOriginal(copy: ComponentType<Props>, original: ComponentType<Props>, props: Props) {
    const sandboxKit = await packageModule<typeof import('../../src/sandbox/index.js')>('sandbox/index.js');
    const sandbox = sandboxKit.createSandbox({ clock: sandboxKit.createManualClock(Date.parse('2026-11-21T12:00:00.000Z')) });
    const provider = {
      publishableKey: sandboxKit.SEEDED_KEYS.sandbox,
      baseUrl: `${SANDBOX_BASE}/mint`,
      marketBaseUrl: `${SANDBOX_BASE}/market`,
      fetch: sandbox.fetchFrom(PAGE_ORIGIN),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      storage: null,
    };
    const tree = createElement(kit.MintKitProvider, { ...provider, children: [createElement('div', { key: 'copy', 'data-testid': 'copy' }, createElement(copy, props)), createElement('div', { key: 'original', 'data-testid': 'original' }, createElement(original, props))] });
    const { getByTestId } = testing.render(tree);
    return { copy: getByTestId('copy'), original: getByTestId('original') };
  }

  it('PriceDisplay reads an unknown price as unavailable and a range as its from-price, as the package’s does', async () => {
    const { PriceDisplay } = await appModule<{ PriceDisplay: ComponentType<Props> }>('registry/price-display.tsx');
    expect(PriceDisplay).not.toBe(kit.PriceDisplay);
    const shown = (component: ComponentType<Props>, props: Props) => {
      const { container, unmount } = testing.render(createElement(component, { locale: 'en-US', ...props }));
      const html = container.innerHTML;
      unmount();
      return html;
    };
    const cases: [Props, string][] = [
      [{ price: { kind: 'unknown' } }, 'Price unavailable'],
      [{ price: { kind: 'range', min: 0.5, max: 2, currency: 'SOL' } }, 'From 0.5 SOL'],
      [{ price: { kind: 'amount', amount: 1.25, currency: 'SOL', isFree: false } }, '1.25 SOL'],
      [{ price: { kind: 'amount', amount: 0, currency: 'SOL', isFree: true } }, 'Free'],
      [{ price: { kind: 'hidden' } }, 'Price hidden'],
      [{ price: { kind: 'unrecognized', rawKind: 'auction-v2' } }, 'Price unavailable'],
      [{ price: null }, 'Price unavailable'],
      [{ price: { kind: 'unknown' }, labels: { unavailable: 'Ask the creator' }, className: 'my-price' }, 'Ask the creator'],
    ];
    for (const [props, text] of cases) {
      const copied = shown(PriceDisplay, props);
      expect(copied).toContain(`>${text}</span>`);
      expect(copied).toBe(shown(kit.PriceDisplay, props));
    }
  });

  it('PhaseList shows the drop’s phases from the service exactly as the package’s does (its Countdown and LivePhasePrice from mintkit/components)', async () => {
    const { PhaseList } = await appModule<{ PhaseList: ComponentType<Props> }>('registry/phase-list.tsx');
    const { copy, original } = await renderBesideOriginal(PhaseList, kit.PhaseList, { drop: 'genesis', locale: 'en-US' });
    const phaseNames = (element: Element) => [...element.querySelectorAll('[data-slot="phase-name"]')].map((name) => name.textContent);
    await testing.waitFor(() => expect(phaseNames(copy)).toEqual(expect.arrayContaining(['Founders', 'Early bird', 'Public'])));
    await testing.waitFor(() => expect(markup(copy)).toBe(markup(original)));
    expect(copy.querySelector('[data-slot="phase"][data-state="active"] [data-slot="phase-status"]')?.textContent).toBe('Live');
  });

  it('ItemGrid, copied with its item-pages file, shows the marketplace’s items exactly as the package’s does', async () => {
    const { ItemGrid } = await appModule<{ ItemGrid: ComponentType<Props> }>('registry/market/item-grid.tsx');
    const { copy, original } = await renderBesideOriginal(ItemGrid, kit.ItemGrid, { collection: 'tidal-glyphs', pageSize: 6, locale: 'en-US' });
    await testing.waitFor(() => expect(copy.querySelectorAll('[data-slot="item-name"]')).toHaveLength(6));
    await testing.waitFor(() => expect(markup(copy)).toBe(markup(original)));
  });
});
