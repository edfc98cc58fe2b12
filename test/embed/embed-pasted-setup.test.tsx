import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountAll, type MountedMintPage } from '../../src/embed/index.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { makeSandbox, SANDBOX_BASE } from '../helpers/kit.js';

const mintBase = `${SANDBOX_BASE}/mint`;
const mountedPages: MountedMintPage[] = [];

function declare(attributes: Record<string, string>) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(`data-mintkit-${name}`, value);
  document.body.append(element);
  return element;
}

afterEach(() => {
  act(() => mountedPages.splice(0).forEach((page) => page.unmount()));
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a pasted snippet with a setting missing or pasted with spaces', () => {
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
