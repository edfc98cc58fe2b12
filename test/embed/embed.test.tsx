import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountAll, mountMintPage, type MintPageProps, type MountedMintPage } from '../../src/embed/index.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { makeSandbox, SANDBOX_BASE, type TestSandbox } from '../helpers/kit.js';
import { thrownBy } from '../core/contract-harness.js';

const mintBase = `${SANDBOX_BASE}/mint`;
const mountedPages: MountedMintPage[] = [];

function hostElement(id = 'mint') {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

function props(test: TestSandbox, extra: Partial<MintPageProps> = {}): MintPageProps {
  return { drop: 'genesis', publishableKey: SEEDED_KEYS.sandbox, baseUrl: mintBase, fetch: test.fetch, storage: null, ...extra };
}

function mount(target: Element | string, pageProps: MintPageProps) {
  let page!: MountedMintPage;
  act(() => {
    page = mountMintPage(target, pageProps);
  });
  mountedPages.push(page);
  return page;
}

afterEach(() => {
  act(() => mountedPages.splice(0).forEach((page) => page.unmount()));
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mountMintPage (a website without React)', () => {
  it('mounts the drop into the element a selector names', async () => {
    const test = makeSandbox();
    const element = hostElement();
    mount('#mint', props(test));
    expect(await within(element).findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(within(element).getByRole('region', { name: 'Mint' })).toBeInTheDocument();
  });

  it('update changes the theme and labels in place, without loading the drop again', async () => {
    const test = makeSandbox();
    const element = hostElement();
    const page = mount(element, props(test, { theme: 'light' }));
    await within(element).findByRole('heading', { name: 'MintKit Genesis' });
    expect(element.querySelector('[data-mintkit]')).toHaveAttribute('data-theme', 'light');

    act(() => page.update({ theme: 'dark', labels: { page: { mintPanel: 'Buy one' } } }));
    expect(element.querySelector('[data-mintkit]')).toHaveAttribute('data-theme', 'dark');
    expect(within(element).getByRole('region', { name: 'Buy one' })).toBeInTheDocument();
    expect(within(element).getByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(test.count('GET', '/collections/genesis')).toBe(1);
  });

  it('update with another key starts the page afresh on that key instead of ignoring it', async () => {
    const test = makeSandbox();
    const element = hostElement();
    const page = mount(element, props(test, { drop: 'sold-out' }));
    await within(element).findByRole('heading', { name: 'Sold Out Society' });
    expect(within(element).getByText('Sandbox')).toBeInTheDocument();
    // A key issued for the genesis drop only: the service refuses this drop to it.
    act(() => page.update({ publishableKey: SEEDED_KEYS.publishableGenesisOnly }));
    expect(await within(element).findByText('This drop cannot be shown here. The page’s key was not issued for it.')).toBeInTheDocument();
    expect(within(element).queryByText('Sandbox')).toBeNull();
  });

  it('unmount leaves the element empty, and a second unmount does nothing', async () => {
    const test = makeSandbox();
    const element = hostElement();
    const page = mount(element, props(test));
    await within(element).findByRole('heading', { name: 'MintKit Genesis' });
    act(() => page.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(() => page.unmount()).not.toThrow();
    expect(element).toBeEmptyDOMElement();
    expect(thrownBy(() => page.update({ theme: 'dark' })).code).toBe('INVALID_SETUP');
  });

  it('a selector that matches nothing, or something that is not an element, is a typed INVALID_SETUP error', () => {
    const test = makeSandbox();
    const missing = thrownBy(() => mountMintPage('#nowhere', props(test)));
    expect(missing.code).toBe('INVALID_SETUP');
    expect(missing.message).toContain('#nowhere');
    expect(thrownBy(() => mountMintPage(document.createTextNode('mint') as unknown as Element, props(test))).code).toBe('INVALID_SETUP');
    expect(thrownBy(() => mountMintPage('#[', props(test))).code).toBe('INVALID_SETUP');
  });

  it('a missing base URL is a typed error before anything renders', () => {
    const test = makeSandbox();
    const element = hostElement();
    const error = thrownBy(() => mountMintPage(element, props(test, { baseUrl: '' })));
    expect(error.code).toBe('INVALID_SETUP');
    // Both ways of mounting are named: the props of this call, and the attribute for mountAll.
    expect(error.message).toContain("in mountMintPage's props");
    expect(error.message).toContain('data-mintkit-base-url');
    expect(element).toBeEmptyDOMElement();
    expect(test.requests).toEqual([]);
  });

  it('mounting twice on one element is a typed error; after unmount it mounts again', async () => {
    const test = makeSandbox();
    const element = hostElement();
    const page = mount(element, props(test));
    expect(thrownBy(() => mountMintPage(element, props(test))).code).toBe('INVALID_SETUP');
    await within(element).findByRole('heading', { name: 'MintKit Genesis' });
    expect(within(element).getAllByRole('heading', { name: 'MintKit Genesis' })).toHaveLength(1);
    act(() => page.unmount());
    mount(element, props(test, { drop: 'sold-out' }));
    expect(await within(element).findByRole('heading', { name: 'Sold Out Society' })).toBeInTheDocument();
  });
});

describe('mountAll (declared with data-mintkit-* attributes)', () => {
  function declare(attributes: Record<string, string>) {
    const element = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(`data-mintkit-${name}`, value);
    document.body.append(element);
    return element;
  }

  it('mounts every declared element, reports one it cannot mount once without stopping the others, skips them when called again, and mounts the one fixed', async () => {
    const test = makeSandbox();
    // A page's snippet has no fetch to pass: the declared pages use the browser's.
    vi.stubGlobal('fetch', test.fetch);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const genesis = declare({ drop: 'genesis', key: SEEDED_KEYS.sandbox, 'base-url': mintBase });
    const broken = declare({ drop: 'genesis', key: SEEDED_KEYS.sandbox });
    const soldOut = declare({ drop: 'sold-out', key: SEEDED_KEYS.sandbox, 'base-url': mintBase, theme: 'dark' });

    let pages: MountedMintPage[] = [];
    act(() => {
      pages = mountAll();
    });
    mountedPages.push(...pages);
    expect(pages).toHaveLength(2);
    expect(await within(genesis).findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(await within(soldOut).findByRole('heading', { name: 'Sold Out Society' })).toBeInTheDocument();
    expect(soldOut.querySelector('[data-mintkit]')).toHaveAttribute('data-theme', 'dark');
    // Not a blank box: the element says the page is not set up, and the console names the fix.
    expect(within(broken).getByRole('alert')).toHaveTextContent(/not set up/);
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ name: 'MintKitError', code: 'INVALID_SETUP' }));

    // Called again (a site may call it on every route change), the two pages are left as they are and
    // the element still missing its base URL is not reported a second time.
    errors.mockClear();
    expect(mountAll()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getAllByRole('heading', { name: 'MintKit Genesis' })).toHaveLength(1);

    // Fixed, the next call mounts it.
    broken.setAttribute('data-mintkit-base-url', mintBase);
    act(() => {
      pages = mountAll();
    });
    mountedPages.push(...pages);
    expect(pages).toHaveLength(1);
    expect(await within(broken).findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('formats the page for the locale an element declares (data-mintkit-locale="ar-EG": Arabic-Indic digits in the schedule and countdowns)', async () => {
    const test = makeSandbox();
    vi.stubGlobal('fetch', test.fetch);
    const element = declare({ drop: 'genesis', key: SEEDED_KEYS.sandbox, 'base-url': mintBase, locale: 'ar-EG' });
    act(() => {
      mountedPages.push(...mountAll());
    });
    expect(await within(element).findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    const figures = await vi.waitFor(() => {
      const shown = [...element.querySelectorAll('[data-slot="phase-schedule"], [data-slot="phase-countdown"] [data-slot="countdown"]')].map((el) => el.textContent!);
      expect(shown.length).toBeGreaterThan(2);
      return shown.join(' ');
    });
    expect(figures).toMatch(/[٠-٩]/);
    expect(figures).not.toMatch(/[0-9]/);
  });

  it('a creator who left out data-mintkit-key (or left it empty) sees a message in the widget, not an empty box', async () => {
    const test = makeSandbox();
    vi.stubGlobal('fetch', test.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const noKey = declare({ drop: 'genesis', 'base-url': mintBase });
    const emptyKey = declare({ drop: 'genesis', key: '', 'base-url': mintBase });
    const noBase = declare({ drop: 'genesis', key: SEEDED_KEYS.sandbox });
    act(() => {
      mountedPages.push(...mountAll());
    });
    // Said in place as <MintPage> says it (INVALID_SETUP), with the fix in the console: never an empty box.
    for (const element of [noKey, emptyKey, noBase]) expect(within(element).getByRole('alert')).toHaveTextContent('This mint page is not set up correctly.');
  });

  it('a drop id pasted with a space around it (as the key may be) shows the drop, not a message blaming the key', async () => {
    const test = makeSandbox();
    vi.stubGlobal('fetch', test.fetch);
    // Every attribute is trimmed, as the key always was.
    const element = declare({ drop: ' genesis ', key: ` ${SEEDED_KEYS.sandbox} `, 'base-url': mintBase });
    act(() => {
      mountedPages.push(...mountAll());
    });
    await vi.waitFor(() => expect(element.textContent).toMatch(/MintKit Genesis|cannot be shown here/), { timeout: 5_000 });
    expect(element.textContent).not.toContain('This drop cannot be shown here. The page’s key was not issued for it.');
    expect(within(element).getByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
  });
});
