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
 * gallery's "Show more" again), else to the first heading of what it stood in (a screen reader then
 * names what came back), else to that part of the page itself.
 *
 * @example
 * const rememberPlace = useFocusWhereItWas(root)
 * <button onClick={() => { rememberPlace(); refetch() }}>Try again</button>
 */
export function useFocusWhereItWas(root: { current: HTMLElement | null }): () => void {
  const place = useRef<{ parent?: HTMLElement | null; before?: Element | null }>({});
  useEffect(
    () => () => {
      const { parent, before } = place.current;
      const active = document.activeElement;
      if (!parent?.isConnected || (active && active !== document.body)) return;
      const control = 'button, a[href], input';
      const inItsPlace = before?.nextElementSibling;
      const target = inItsPlace?.matches(control) ? (inItsPlace as HTMLElement) : (parent.querySelector<HTMLElement>('h1, h2, h3, h4') ?? parent);
      focusHere(target);
    },
    [],
  );
  return () => (place.current = { parent: root.current?.parentElement, before: root.current?.previousElementSibling });
}

/**
 * Focuses `target`; one that is not focusable itself (a heading, a list row) is made focusable for as
 * long as it holds that focus, so the page's Tab order stays as it was.
 *
 * @example
 * focusHere(section.querySelector('h3')!)
 */
export function focusHere(target: HTMLElement): void {
  if (!target.matches('button, a[href], input, select, textarea, [tabindex]')) {
    target.tabIndex = -1;
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}
