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
