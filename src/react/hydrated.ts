import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while server rendering and while hydrating that server HTML, true from the render after (and
 * on the first render of a page rendered only in the browser, so it shows everything at once). For
 * what depends on the viewer, not the data: a date in their time zone, a number in their browser's
 * locale. The server cannot know those, so both sides render the same stand-in, which is filled in
 * one render after hydration.
 *
 * @example
 * const hydrated = useHydrated()
 * <time dateTime={iso}>{hydrated ? formatDateTime(at, locale) : '\u00a0'}</time>
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
