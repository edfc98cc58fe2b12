/**
 * `mintkit/embed`: `<MintPage>` for a website without React, a bundler or npm. The build in
 * `dist/embed/` carries React, React DOM and react-query inside; the wallet stack still loads only
 * when the buyer connects. Nothing runs on import: the page's snippet calls `mountAll()` or
 * `mountMintPage()` itself.
 */
import { createRoot, type Root } from 'react-dom/client';
import { isMintKitError, MintKitError } from '../core/errors.js';
import { MintPage, type MintPageProps } from '../components/mint-page.js';
import { MintPageSetupNotice } from '../components/mint-page-shell.js';
import type { MintKitTheme } from '../components/root.js';

export type { MintPageProps, MintPageLabels, MintPageSectionName, MintPageSectionProps } from '../components/mint-page.js';
export type { MintKitTheme } from '../components/root.js';
export { MintKitError, isMintKitError } from '../core/errors.js';

/** What `mountMintPage` returns: the mounted page, to change or take down later. */
export interface MountedMintPage {
  /**
   * Re-renders the page with these props merged over the current ones. The buyer's choices stay,
   * except when the key, a service address, `fetch` or `queryClient` changes: that starts the page afresh.
   */
  update(nextProps: Partial<MintPageProps>): void;
  /** Takes the page down and leaves the element empty. Calling it again does nothing. */
  unmount(): void;
}

/**
 * What an element holds, kept on the element under a registry symbol so that every copy of the embed
 * on the page sees it (a theme's copy and the page's own each have their own module state and React):
 * a second mount is refused instead of two React roots fighting over one element.
 */
const HELD = Symbol.for('mintkit.embed.held');
/** This copy of the embed, to tell its own setup notices from another copy's. */
const COPY = {};
interface Held {
  copy: object;
  kind: 'page' | 'notice';
  root: Root;
  /** For a notice: the setup error it shows, so calling `mountAll` again does not say it again. */
  message?: string;
}
type Holding = Element & { [HELD]?: Held };
const heldBy = (element: Element): Held | undefined => (element as Holding)[HELD];
function hold(element: Element, held: Held | undefined) {
  if (held) (element as Holding)[HELD] = held;
  else delete (element as Holding)[HELD];
}

function invalidMount(message: string, cause?: unknown): MintKitError {
  return new MintKitError({ code: 'INVALID_SETUP', message, cause });
}

function isElement(value: unknown): value is Element {
  // nodeType rather than instanceof: an element from an iframe's document is not an instance of this window's Element.
  return typeof value === 'object' && value !== null && (value as Node).nodeType === 1;
}

function resolveTarget(target: Element | string): Element {
  if (typeof target === 'string') {
    let found: Element | null;
    try {
      found = document.querySelector(target);
    } catch (cause) {
      throw invalidMount(`"${target}" is not a valid CSS selector.`, cause);
    }
    if (!found) throw invalidMount(`No element matches "${target}". Add the element before calling mountMintPage, or pass the element itself.`);
    return found;
  }
  if (!isElement(target)) throw invalidMount('mountMintPage needs an element or a CSS selector string.');
  return target;
}

const REQUIRED = [
  ['drop', 'data-mintkit-drop'],
  ['publishableKey', 'data-mintkit-key'],
  ['baseUrl', 'data-mintkit-base-url'],
] as const;

const PROVIDER_PROPS = ['publishableKey', 'baseUrl', 'marketBaseUrl', 'queryClient', 'fetch'] as const;

function requireSetup(props: MintPageProps) {
  // <MintPage> throws (and React blanks the element) without these; saying so here names the fix.
  for (const [name, attribute] of REQUIRED) {
    if (typeof props[name] !== 'string' || props[name] === '') throw invalidMount(`The mint page needs \`${name}\`: in mountMintPage's props, or as \`${attribute}\` on an element mountAll finds.`);
  }
}

/**
 * Mounts a complete mint page (`<MintPage>`) into an element of any web page. Throws a `MintKitError`
 * with code `INVALID_SETUP` when the target is missing, not an element or already holds a page, or
 * when the drop, key or base URL is missing; a malformed key is shown in the page itself.
 *
 * @example
 * const page = mountMintPage('#mint', { drop: 'genesis', publishableKey: 'svc_pub_…', baseUrl: 'https://mint.example.com' })
 * page.update({ theme: 'dark' })
 * page.unmount()
 */
export function mountMintPage(target: Element | string, props: MintPageProps): MountedMintPage {
  const element = resolveTarget(target);
  const held = heldBy(element);
  if (held?.kind === 'page') throw invalidMount('This element already holds a mint page. Call unmount() on the first one before mounting another.');
  requireSetup(props);
  held?.root.unmount(); // a setup notice (this copy's or another's) gives way to the page
  const root: Root = createRoot(element);
  hold(element, { copy: COPY, kind: 'page', root });
  let current = props;
  // The provider inside <MintPage> keeps its first key, addresses and clients for its lifetime; a
  // change to one of them starts the page afresh under a new React key instead of being ignored.
  let generation = 0;
  let live = true;
  root.render(<MintPage key={generation} {...current} />);
  return {
    update(nextProps) {
      if (!live) throw invalidMount('This mint page was unmounted; mount it again instead of updating it.');
      const next = { ...current, ...nextProps };
      requireSetup(next);
      if (PROVIDER_PROPS.some((name) => next[name] !== current[name])) generation += 1;
      current = next;
      root.render(<MintPage key={generation} {...current} />);
    },
    unmount() {
      if (!live) return;
      live = false;
      root.unmount();
      element.replaceChildren();
      hold(element, undefined);
    },
  };
}

const THEMES: ReadonlySet<string> = new Set<MintKitTheme>(['light', 'dark', 'auto']);

/** The props an element declares with `data-mintkit-*` attributes. */
function declaredProps(element: Element): MintPageProps {
  // Trimmed, as a key is: a value pasted with a space around it means the same.
  const attribute = (name: string) => element.getAttribute(`data-mintkit-${name}`)?.trim() ?? undefined;
  const theme = attribute('theme');
  const marketBaseUrl = attribute('market-base-url');
  const locale = attribute('locale');
  return {
    drop: attribute('drop') ?? '',
    publishableKey: attribute('key') ?? '',
    baseUrl: attribute('base-url') ?? '',
    ...(marketBaseUrl ? { marketBaseUrl } : {}),
    ...(theme && THEMES.has(theme) ? { theme: theme as MintKitTheme } : {}),
    ...(locale ? { locale } : {}),
  };
}

/**
 * Mounts a mint page into every element under `root` that declares one with `data-mintkit-drop`
 * (plus `data-mintkit-key` and `data-mintkit-base-url`; `data-mintkit-market-base-url`,
 * `data-mintkit-theme` and `data-mintkit-locale`, a BCP 47 tag such as "de-DE", are optional). Elements that already hold a page are skipped, so calling it
 * again after adding elements mounts only the new ones. An element that cannot be mounted (an
 * attribute missing) says so in place and in the console (once, until what is wrong with it
 * changes), and the others are still mounted, so one wrong attribute does not take down the rest of
 * the page; fixed, the next call mounts it (whichever copy of the embed showed the notice). A page
 * another copy of the embed mounted is left to it.
 *
 * @example
 * // <div data-mintkit-drop="genesis" data-mintkit-key="svc_pub_…" data-mintkit-base-url="https://mint.example.com"></div>
 * const pages = mountAll()
 * pages.forEach((page) => page.update({ theme: 'dark' }))
 */
export function mountAll(root: ParentNode = document): MountedMintPage[] {
  const declared = [...root.querySelectorAll('[data-mintkit-drop]')];
  if (isElement(root) && root.hasAttribute('data-mintkit-drop')) declared.unshift(root);
  const pages: MountedMintPage[] = [];
  for (const element of declared) {
    const held = heldBy(element);
    if (held?.kind === 'page') continue;
    try {
      pages.push(mountMintPage(element, declaredProps(element)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (held?.message === message) continue;
      console.error(error);
      // Another copy's notice has its own React: it gives way to a root of this copy's.
      if (held && held.copy !== COPY) held.root.unmount();
      const root = held?.copy === COPY ? held.root : createRoot(element);
      root.render(<MintPageSetupNotice error={isMintKitError(error) ? error : invalidMount(message, error)} />);
      hold(element, { copy: COPY, kind: 'notice', root, message });
    }
  }
  return pages;
}
