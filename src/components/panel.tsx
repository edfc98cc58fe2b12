import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMintKit } from '../react/context.js';
import { collectionQuery } from '../react/queries.js';
import { ReadErrorNotice } from './read-error-notice.js';
import type { ErrorTexts } from './error-text.js';
import type { LabelOverrides } from './format.js';

export type PanelState = 'loading' | 'error' | 'empty' | 'ready';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The `data-slot` of the section, e.g. `gallery` (so the sections built on Panel take no HTML `slot` attribute: the name is taken). */
  slot: string;
  title: ReactNode;
  state: PanelState;
  error?: unknown;
  onRetry?: (() => void) | undefined;
  loadingText: string;
  emptyText: string;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  /**
   * While loading, the loaded content's shape (a page of skeleton rows in the list's own slots),
   * drawn under the loading sentence, which takes its first row's place: the section keeps its
   * height when the data arrives, so what follows it does not move. Hidden from screen readers.
   */
  placeholder?: ReactNode;
}

/**
 * A titled section that shows its loading, error (with retry when it can help) and empty states in
 * words, so no data section is ever blank. Used by the gallery, feeds and tables.
 *
 * @example
 * <Panel slot="traits" title="Traits" state="empty" loadingText="Loading…" emptyText="No traits yet." />
 */
export function Panel({ slot, title, state, error, onRetry, loadingText, emptyText, errorTexts, placeholder, children, ...rest }: PanelProps) {
  const headingId = useId();
  return (
    <section data-slot={slot} data-state={state} aria-labelledby={headingId} aria-busy={state === 'loading'} {...rest}>
      <h3 data-slot="panel-title" id={headingId}>
        {title}
      </h3>
      {state === 'loading' &&
        (placeholder ? (
          <div data-slot="panel-placeholder">
            <p data-slot="panel-loading">{loadingText}</p>
            <div data-slot="panel-skeleton" aria-hidden="true">
              {placeholder}
            </div>
          </div>
        ) : (
          <p data-slot="panel-loading">{loadingText}</p>
        ))}
      {state === 'error' && <ReadErrorNotice error={error} {...(onRetry ? { onRetry } : {})} errorTexts={errorTexts} />}
      {state === 'empty' && <p data-slot="panel-empty">{emptyText}</p>}
      {state === 'ready' && children}
    </section>
  );
}

/**
 * The panel state of a query: data wins, then error, then loading.
 *
 * @example
 * <Panel slot="gallery" title="Art" state={panelState(query, items.length === 0)} loadingText="Loading…" emptyText="No art yet." />
 */
export function panelState(query: { isError: boolean; data?: unknown }, isEmpty: boolean): PanelState {
  if (query.data !== undefined) return isEmpty ? 'empty' : 'ready';
  return query.isError ? 'error' : 'loading';
}

/**
 * The `Panel` props a list section takes from its query and labels: title, state, error with retry,
 * and the loading and empty sentences.
 *
 * @example
 * const query = useGallery('genesis')
 * const items = query.data?.pages.flatMap((page) => page.items) ?? []
 * <Panel slot="gallery" {...queryPanelProps(query, { title: 'Art', loading: 'Loading…', empty: 'No art yet.' }, undefined, items.length === 0)}>
 *   <ul>{items.map((item) => <li key={item.id}>{item.name}</li>)}</ul>
 * </Panel>
 */
export function queryPanelProps(
  query: { isError: boolean; data?: unknown; error: unknown; refetch: () => unknown },
  text: { title: string; loading: string; empty: string },
  errorTexts: LabelOverrides<ErrorTexts> | undefined,
  isEmpty: boolean,
): Pick<PanelProps, 'title' | 'state' | 'error' | 'onRetry' | 'loadingText' | 'emptyText' | 'errorTexts'> {
  return { title: text.title, state: panelState(query, isEmpty), error: query.error, onRetry: () => void query.refetch(), loadingText: text.loading, emptyText: text.empty, errorTexts };
}

/**
 * `count` skeleton rows for a `placeholder`, keyed by position.
 *
 * @example
 * <Panel slot="top-holders" title="Top holders" state="loading" loadingText="Loading…" emptyText="No holders yet." placeholder={<ol data-slot="ranked-list">{skeletonRows(5, (key) => <li key={key} data-slot="ranked-row" />)}</ol>} />
 */
export function skeletonRows(count: number, row: (key: number) => ReactNode): ReactNode[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => row(index));
}

/**
 * How many skeleton rows a list of the drop's mints (recent mints, holders, minters) can fill: `limit`,
 * but no more than the read model's `mintedCount` when the page already has it (read from the cache,
 * never requested), so a drop with no mints yet draws no rows that then give way to one sentence.
 *
 * @example
 * const rows = useMintedRows('genesis', 6)
 * <Panel slot="recently-minted" title="Recently minted" state="loading" loadingText="Loading…" emptyText="Nothing minted yet." placeholder={<ul>{skeletonRows(rows, (key) => <li key={key} />)}</ul>} />
 */
export function useMintedRows(drop: string, limit: number): number {
  const minted = useQuery({ ...collectionQuery(useMintKit('useMintedRows').mintClient, drop), enabled: false }).data?.stats.mintedCount;
  return Math.min(limit, minted ?? limit);
}
