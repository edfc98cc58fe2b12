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
 * unmounts with focus fallen to the page's body, focus goes to the nearest part of the page still
 * there, to its first heading when it has one (a screen reader then names what came back).
 *
 * @example
 * const rememberPlace = useFocusWhereItWas(root)
 * <button onClick={() => { rememberPlace(); refetch() }}>Try again</button>
 */
export function useFocusWhereItWas(root: { current: HTMLElement | null }): () => void {
  const path = useRef<HTMLElement[]>([]);
  useEffect(
    () => () => {
      const place = path.current.find((element) => element.isConnected);
      const active = document.activeElement;
      if (!place || (active && active !== document.body)) return;
      const target = place.querySelector<HTMLElement>('h1, h2, h3, h4') ?? place;
      if (!target.hasAttribute('tabindex')) {
        target.tabIndex = -1;
        target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
      }
      target.focus();
    },
    [],
  );
  return () => {
    path.current = [];
    for (let element = root.current?.parentElement; element; element = element.parentElement) path.current.push(element);
  };
}
