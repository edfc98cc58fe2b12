import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { makeSandbox, SANDBOX_BASE } from '../helpers/kit.js';

type Embed = typeof import('../../src/embed/index.js');

/** A fresh copy of the embed with its own module state and its own React, as a second copy of dist/embed/ served from another folder is. */
async function anotherCopy(): Promise<Embed> {
  vi.resetModules();
  return import('../../src/embed/index.js');
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('two copies of the embed on one page (a theme’s and the page’s own)', () => {
  it('the second copy leaves an element the first holds alone: one page, and taking it down throws nothing', async () => {
    const test = makeSandbox();
    vi.stubGlobal('fetch', test.fetch);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.setAttribute('data-mintkit-drop', 'genesis');
    element.setAttribute('data-mintkit-key', SEEDED_KEYS.sandbox);
    element.setAttribute('data-mintkit-base-url', `${SANDBOX_BASE}/mint`);
    document.body.append(element);

    const first = await anotherCopy();
    const second = await anotherCopy();
    expect(second.mountAll).not.toBe(first.mountAll);
    const [page] = first.mountAll();
    await within(element).findByRole('heading', { name: 'MintKit Genesis' }, { timeout: 5_000 });
    expect(second.mountAll()).toEqual([]);
    expect(() => second.mountMintPage(element, { drop: 'genesis', publishableKey: SEEDED_KEYS.sandbox, baseUrl: `${SANDBOX_BASE}/mint` })).toThrow(expect.objectContaining({ code: 'INVALID_SETUP' }));
    expect(element.querySelectorAll('[data-slot="mint-page"]')).toHaveLength(1);
    expect(test.count('GET', '/collections/genesis')).toBe(1);

    act(() => page!.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
    // Taken down by the first copy, the element is free for either.
    const [again] = second.mountAll();
    await within(element).findByRole('heading', { name: 'MintKit Genesis' }, { timeout: 5_000 });
    act(() => again!.unmount());
  });

  it('a setup notice the first copy showed is replaced by the page when the element is fixed and the page’s own copy mounts it', async () => {
    const test = makeSandbox();
    vi.stubGlobal('fetch', test.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.setAttribute('data-mintkit-drop', 'genesis');
    element.setAttribute('data-mintkit-base-url', `${SANDBOX_BASE}/mint`);
    document.body.append(element);

    const theme = await anotherCopy();
    const own = await anotherCopy();
    // The theme's copy runs first over the whole document, before the page set its key.
    act(() => {
      theme.mountAll();
    });
    expect(within(element).getByRole('alert')).toHaveTextContent('This mint page is not set up correctly.');
    // The page sets its key and calls its own copy's mountAll.
    element.setAttribute('data-mintkit-key', SEEDED_KEYS.sandbox);
    let pages: Awaited<ReturnType<Embed['mountAll']>> = [];
    act(() => {
      pages = own.mountAll();
    });
    expect(pages).toHaveLength(1);
    await within(element).findByRole('heading', { name: 'MintKit Genesis' }, { timeout: 5_000 });
    act(() => pages[0]!.unmount());
  });
});
