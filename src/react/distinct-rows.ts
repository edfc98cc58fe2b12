import type { InfiniteData } from '@tanstack/react-query';

/**
 * An infinite query's `select` that shows each row once: rows a page repeats from an earlier page are
 * left out of it. A list that moves while it is paged (a sale landing at the top of an offset-paged
 * feed, a holder's rank changing between two pages) can hand the same row back across a page
 * boundary; a list that repeated it would show it twice, and give React two rows with one key.
 * Data with no repeat is returned as it came, so nothing re-renders for it.
 *
 * @example
 * infiniteQueryOptions({ …, select: distinctRows('data', (activity: MarketActivity) => activity.id) })
 */
export function distinctRows<K extends string, T>(field: K, keyOf: (row: T) => string) {
  return <P extends Record<K, T[]>, Param>(data: InfiniteData<P, Param>): InfiniteData<P, Param> => {
    const seen = new Set<string>();
    let repeated = false;
    const pages = data.pages.map((page) => {
      const rows = page[field].filter((row) => !seen.has(keyOf(row)) && seen.add(keyOf(row)));
      if (rows.length === page[field].length) return page;
      repeated = true;
      return { ...page, [field]: rows };
    });
    return repeated ? { ...data, pages } : data;
  };
}
