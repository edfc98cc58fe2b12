import { useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { useLocale } from '../react/kit-context.js';
import { fill, formatNumber } from './format.js';

/**
 * For a button whose click removes it (Done, Cancel, a wallet in the chooser, Disconnect): wrap its
 * click handler with the returned function, and once `settled`, focus goes to `target()` instead of
 * falling to the page's body. Only when it did fall: focus the buyer has put elsewhere meanwhile
 * stays where it is.
 *
 * @example
 * const withReturnFocus = useReturnFocus(state === 'idle', () => mintButton.current)
 * <button onClick={withReturnFocus(reset)}>Done</button>
 */
export function useReturnFocus(settled: boolean, target: () => HTMLElement | null | undefined): (action: () => void) => () => void {
  // 0: not armed; 1: armed by a click; 2: armed, and the action has since been under way (not settled).
  const armed = useRef(0);
  useEffect(() => {
    if (!armed.current) return;
    if (!settled) armed.current = 2;
    else if (focusFell()) {
      armed.current = 0;
      target()?.focus();
    }
    // Settled with focus in place: an unrelated render before the action got going (a wallet chooser
    // closing before its connect starts) stays armed; once the action has run its course, the buyer
    // has put focus elsewhere.
    else if (armed.current === 2) armed.current = 0;
  });
  return (action) => () => {
    armed.current = 1;
    action();
  };
}

/**
 * A ref for a light button that the loaded wallet code swaps for another while the buyer is on it:
 * focus goes on to `next(root)` (in the page's `[data-mintkit]` root) once the swap is on the page,
 * instead of falling to the page's body. A ref's cleanup runs while the button still holds focus.
 *
 * @example
 * const toMintButton = carryFocus(pageMintButton)
 * <button ref={toMintButton} />
 */
export const carryFocus = (next: (root: Element) => HTMLElement | null | undefined) => (button: HTMLElement | null) => () => {
  const root = button?.closest('[data-mintkit]');
  if (root && button === document.activeElement) queueMicrotask(() => focusFell() && next(root)?.focus());
};

/**
 * The page's one enabled mint button (`[data-slot="mint-button"]` under the `[data-mintkit]` root
 * around `inside`): where focus goes once what the buyer was doing for the mint is done. Null when the
 * page has none, or several and no way to tell which.
 */
export function pageMintButton(inside: Element | null | undefined): HTMLButtonElement | null {
  const buttons = inside?.closest('[data-mintkit]')?.querySelectorAll<HTMLButtonElement>('[data-slot="mint-button"]:not(:disabled)');
  return buttons?.length === 1 ? buttons[0]! : null;
}

/**
 * The "Try again" of a notice that stands in for content (a failed read). A retry that works replaces
 * the notice, and this focused button with it: focus then goes to the control that took the notice's
 * place (a gallery's "Show more" again), else to the first heading of what it stood in (a screen reader
 * names what came back), else to that part of the page itself, not to the page's body.
 *
 * @example
 * <div role="alert"><p>{sentence}</p><RetryButton data-slot="error-notice-retry" onRetry={() => query.refetch()}>Try again</RetryButton></div>
 */
export function RetryButton({ onRetry, ...rest }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & { onRetry(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  const place = useRef<{ parent?: Element | null | undefined; before?: Element | null | undefined }>({});
  useEffect(
    () => () => {
      const { parent, before } = place.current;
      if (!parent?.isConnected || !focusFell()) return;
      const inItsPlace = before?.nextElementSibling;
      const target = inItsPlace?.matches(FOCUSABLE) ? inItsPlace : (parent.querySelector('h1, h2, h3, h4') ?? parent);
      if (target instanceof HTMLElement) focusHere(target);
    },
    [],
  );
  return (
    <button
      ref={button}
      type="button"
      {...rest}
      onClick={() => {
        const notice = button.current?.parentElement;
        place.current = { parent: notice?.parentElement, before: notice?.previousElementSibling };
        onRetry();
      }}
    />
  );
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';

/** Focus fell to the page's body (its element went away): nothing the buyer chose holds it. */
function focusFell(): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}

/**
 * Focuses `target`; one that is not focusable itself (a heading, a list row) is made focusable for as
 * long as it holds that focus, so the page's Tab order stays as it was.
 *
 * @example
 * focusHere(section.querySelector('h3')!)
 */
export function focusHere(target: HTMLElement): void {
  if (!target.matches(FOCUSABLE)) {
    target.tabIndex = -1;
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}

export interface MoreButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** A page is on its way: the button keeps the buyer's focus (`aria-disabled`) and a press does nothing. */
  loading?: boolean | undefined;
  /** Said politely once a press has brought rows and the button stays; `{count}`: how many came. */
  loadedText: string;
  /** Formats that count; default: the provider's. */
  locale?: string | undefined;
  onMore(): void;
}

/**
 * "Show more" / "Load more" under a list (the `ul`, `ol` or `table` before it). While a page loads it
 * keeps the buyer's focus and ignores presses (disabling it would drop that focus to the page's body),
 * and once the page is in it says how many rows came ("12 more shown"), as the button's name going
 * back from "Loading more…" says nothing of it. When the last page arrives and it goes away, focus
 * goes to the first row that page brought; when a failure notice takes its place instead, to that
 * notice's control ("Try again").
 *
 * @example
 * {query.hasNextPage && <MoreButton data-slot="gallery-more" loading={query.isFetchingNextPage} loadedText="{count} more shown" onMore={() => query.fetchNextPage()}>Show more</MoreButton>}
 */
export function MoreButton({ loading = false, loadedText, locale, onMore, ...rest }: MoreButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef<{ list: Element; rows: Element; count: number } | null>(null);
  const [said, setSaid] = useState('');
  const resolvedLocale = useLocale(locale);
  useEffect(() => {
    const { rows, count = 0 } = pressed.current ?? {};
    const came = (rows?.children.length ?? 0) - count;
    if (loading || came <= 0) return;
    pressed.current = null;
    setSaid(fill(loadedText, { count: formatNumber(came, resolvedLocale) }));
  });
  useEffect(
    () => () => {
      const { list, rows, count = 0 } = pressed.current ?? {};
      if (!list?.isConnected || !rows || !focusFell()) return;
      let target: Element | undefined = rows.children[count];
      for (let next = list.nextElementSibling; !target && next; next = next.nextElementSibling) target = next.matches(FOCUSABLE) ? next : (next.querySelector(FOCUSABLE) ?? undefined);
      target ??= rows.lastElementChild ?? undefined;
      if (target instanceof HTMLElement) focusHere(target);
    },
    [],
  );
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-disabled={loading || undefined}
        {...rest}
        onClick={() => {
          if (loading) return;
          let list = button.current?.previousElementSibling;
          while (list && !list.matches('ul, ol, table')) list = list.previousElementSibling;
          const rows = list instanceof HTMLTableElement ? list.tBodies[0] : list;
          pressed.current = list && rows ? { list, rows, count: rows.children.length } : null;
          setSaid('');
          onMore();
        }}
      />
      <span data-slot="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
