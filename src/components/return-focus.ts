import { useEffect, useRef } from 'react';

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
  const armed = useRef(false);
  useEffect(() => {
    if (!armed.current || !settled) return;
    armed.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) target()?.focus();
  });
  return (action) => () => {
    armed.current = true;
    action();
  };
}

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
 * For a button that goes away with what it stands in (the "Try again" of a failed read, replaced by
 * the content once the retry works): call the returned function on its click, and when the component
 * unmounts with focus fallen to the page's body, focus goes to the control that took its place (a
 * gallery's "Show more" again), else to the first heading of the nearest part of the page still there
 * (a screen reader then names what came back), else to that part itself.
 *
 * @example
 * const rememberPlace = useFocusWhereItWas(root)
 * <button onClick={() => { rememberPlace(); refetch() }}>Try again</button>
 */
export function useFocusWhereItWas(root: { current: HTMLElement | null }): () => void {
  const place = useRef<{ before: Element | null; path: HTMLElement[] }>({ before: null, path: [] });
  useEffect(
    () => () => {
      const { before, path } = place.current;
      const active = document.activeElement;
      if (!path.length || (active && active !== document.body)) return;
      const inItsPlace = before?.isConnected ? before.nextElementSibling : null;
      const part = path.find((element) => element.isConnected);
      const target = inItsPlace?.matches('button, a[href], input') ? (inItsPlace as HTMLElement) : (part?.querySelector<HTMLElement>('h1, h2, h3, h4') ?? part);
      if (!target) return;
      if (!target.hasAttribute('tabindex') && !target.matches('button, a[href], input')) {
        target.tabIndex = -1;
        target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
      }
      target.focus();
    },
    [],
  );
  return () => {
    const path: HTMLElement[] = [];
    for (let element = root.current?.parentElement; element; element = element.parentElement) path.push(element);
    place.current = { before: root.current?.previousElementSibling ?? null, path };
  };
}
