import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { focusHere } from './return-focus.js';

export interface MoreButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** A page is on its way: the button keeps the buyer's focus (`aria-disabled`) and a press does nothing. */
  loading?: boolean | undefined;
  onMore(): void;
}

/**
 * "Show more" / "Load more" under a list (the `ul`, `ol` or `table` before it). While a page loads it
 * keeps the buyer's focus and ignores presses (disabling it would drop that focus to the page's body);
 * when the last page arrives and it goes away, focus goes to the first row that page brought.
 *
 * @example
 * {query.hasNextPage && <MoreButton data-slot="gallery-more" loading={query.isFetchingNextPage} onMore={() => query.fetchNextPage()}>Show more</MoreButton>}
 */
export function MoreButton({ loading = false, onMore, ...rest }: MoreButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef<{ rows: Element; count: number } | null>(null);
  useEffect(
    () => () => {
      const active = document.activeElement;
      const { rows, count = 0 } = pressed.current ?? {};
      if (!rows?.isConnected || (active && active !== document.body)) return;
      const row = rows.children[count] ?? rows.lastElementChild;
      if (row instanceof HTMLElement) focusHere(row);
    },
    [],
  );
  return (
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
        pressed.current = rows ? { rows, count: rows.children.length } : null;
        onMore();
      }}
    />
  );
}
