import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { isMintKitError, type MintKitErrorCode } from '../../core/errors.js';
import { withDefaults, type LabelOverrides } from '../format.js';
import { isRetryableError } from '../read-error-text.js';
import { MoreButton, RetryButton } from '../return-focus.js';

/**
 * Plain sentences for marketplace failures, chosen by `code` (never the service's own sentence,
 * which may change). The marketplace is keyless, so only a handful of codes can happen.
 */
export type MarketErrorTexts = { [Code in MintKitErrorCode]?: string | undefined } & { fallback: string };

/**
 * The English error sentences, by code; override any with `errorTexts`.
 *
 * @example
 * <MarketStats collection="sold-out" errorTexts={{ NOT_FOUND: 'Not on the marketplace yet.' }} />
 */
export const defaultMarketErrorTexts: MarketErrorTexts = {
  NOT_FOUND: 'The marketplace has no collection under this name or address.',
  INVALID_REQUEST: 'The marketplace did not accept this request.',
  RATE_LIMITED: 'The marketplace is busy. Please wait a moment and try again.',
  NETWORK_ERROR: 'Could not reach the marketplace. Check your connection and try again.',
  TIMEOUT: 'The marketplace took too long to answer. Please try again.',
  HTML_RESPONSE: 'The marketplace is unreachable right now. Please try again.',
  INVALID_RESPONSE: 'The marketplace sent an incomplete answer. Please try again.',
  DECODE_ERROR: 'The marketplace sent data this page does not understand.',
  fallback: 'The marketplace could not be loaded. Please try again.',
};

/**
 * The sentence for a marketplace failure.
 *
 * @example
 * <p role="alert">{marketErrorText(query.error)}</p>
 */
export function marketErrorText(error: unknown, texts?: LabelOverrides<MarketErrorTexts>): string {
  return ownText(error, texts) ?? withDefaults(defaultMarketErrorTexts, texts).fallback;
}

/** The table's sentence for the error's code, or undefined when the fallback stands for it. */
const ownText = (error: unknown, texts: LabelOverrides<MarketErrorTexts> | undefined) => (isMintKitError(error) ? withDefaults(defaultMarketErrorTexts, texts)[error.code] : undefined);

export type MarketStatusState = 'loading' | 'error' | 'empty' | 'partial';

export interface MarketStatusProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  state: MarketStatusState;
  /** The sentence for loading, empty and partial states. */
  message?: string | undefined;
  /** For the error state: the thrown value, turned into a sentence by its code. */
  error?: unknown;
  errorTexts?: LabelOverrides<MarketErrorTexts> | undefined;
  /**
   * For the error state: shown as a button when retrying can help, by the rule the mint side's
   * notices use (`isRetryableError`: a retryable failure, or an answer the page could not read, such
   * as a proxy's HTML page or an unknown code), and whenever the fallback sentence is shown, since it
   * asks the buyer to try again: the sentence and the offered action agree.
   */
  onRetry?: (() => void) | undefined;
  retryLabel?: string | undefined;
}

/**
 * The one way a market view says "loading", "failed", "nothing here" or "only part of it": a state,
 * never a blank. Errors are announced (`role="alert"`), the rest politely.
 *
 * @example
 * if (query.isError) return <MarketStatus state="error" error={query.error} onRetry={() => query.refetch()} />
 */
export function MarketStatus({ state, message, error, errorTexts, onRetry, retryLabel = 'Try again', ...rest }: MarketStatusProps) {
  const retryable = state === 'error' && onRetry !== undefined && (isRetryableError(error) || ownText(error, errorTexts) === undefined);
  return (
    <div data-slot="market-status" data-state={state} role={state === 'error' ? 'alert' : 'status'} {...rest}>
      <p data-slot="market-status-text">{state === 'error' ? marketErrorText(error, errorTexts) : message}</p>
      {retryable && (
        <RetryButton data-slot="market-retry" onRetry={onRetry}>
          {retryLabel}
        </RetryButton>
      )}
    </div>
  );
}

/** An infinite query's pages, as far as a paged market list counts them. */
interface PagedData {
  pages: Array<{ data: unknown[] }>;
}

/** The parts of an infinite query a paged market list reads. */
export interface PagedQuery {
  data?: PagedData | undefined;
  error: unknown;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch(): unknown;
  fetchNextPage(): Promise<{ data?: PagedData | undefined; isError: boolean }>;
}

export type PagedState = 'loading' | 'error' | 'empty' | 'ready';

/**
 * A paged list's state from its query and how many rows it has. `empty` only at the list's end: while
 * a cursor says there is more, no rows yet is not "nothing here" (`ready`, with "Load more").
 *
 * @example
 * const state = pagedState(query, rows.length)
 */
export function pagedState(query: PagedQuery, rows: number): PagedState {
  return query.data ? (rows === 0 && !query.hasNextPage ? 'empty' : 'ready') : query.isError ? 'error' : 'loading';
}

export interface PagedTexts {
  loading: string;
  empty: string;
  retry: string;
  loadMore: string;
  loadingMore: string;
  /** Said to screen readers once a page is in; `{count}`: how many rows it brought. */
  loadedMore: string;
  /** Said and shown when a press brought nothing new (only rows already shown, or none) and the list ended. */
  noMore: string;
  /** The same while the cursor goes on. */
  nothingNew: string;
}

/**
 * How many skeleton rows stand for a page of `pageSize`: a page the service may clamp anyway
 * (`pageSize={500}`) must not draw hundreds of placeholders.
 */
export const skeletonRows = (pageSize: number) => Math.min(pageSize, MAX_SKELETON_ROWS);
const MAX_SKELETON_ROWS = 20;

/** A stand-in for a line of text not yet loaded (styles.css draws it one line of its parent's text tall). */
export const skeletonLine = <span data-slot="skeleton" />;

/**
 * A market view's first load: its loading sentence, its failure with a retry, or its "nothing here"
 * line; nothing once it is ready. While loading, the sentence stands over `placeholder` when given
 * (the loaded view's shape in skeletons, hidden from screen readers) as a `Panel` placeholder: the
 * view keeps its height when the data arrives, so what follows it does not move. The sentence takes
 * the place of the shape's first row.
 *
 * @example
 * <QueryStatus query={query} state={state} text={text} placeholder={<ul data-slot="activity-list"><li data-slot="activity-row">{skeletonLine}</li></ul>} />
 */
export function QueryStatus({ query, state, text, errorTexts, placeholder }: { query: Pick<PagedQuery, 'error' | 'refetch'>; state: PagedState; text: Pick<PagedTexts, 'loading' | 'empty' | 'retry'>; errorTexts?: LabelOverrides<MarketErrorTexts> | undefined; placeholder?: ReactNode }) {
  if (state === 'loading') {
    const loading = <MarketStatus state="loading" message={text.loading} />;
    return placeholder ? (
      <div data-slot="panel-placeholder">
        {loading}
        <div data-slot="panel-skeleton" aria-hidden="true">
          {placeholder}
        </div>
      </div>
    ) : (
      loading
    );
  }
  if (state === 'error') return <MarketStatus state="error" error={query.error} errorTexts={errorTexts} onRetry={() => void query.refetch()} retryLabel={text.retry} />;
  if (state === 'empty') return <MarketStatus state="empty" message={text.empty} />;
  return null;
}

/** The end of a paged list's placeholder: the place of "Load more", since a full first page usually has a next one. */
export const loadMorePlace = <span data-slot="market-load-more" />;

const rowCount = (data: PagedData | undefined) => data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;

/**
 * A paged market list's foot: a failed next page, and "Load more" while the cursor goes on (a
 * `MoreButton`: it keeps the buyer's focus while a page loads, and hands it to the first new row when
 * the last page arrives). A press that brought no new row (a page of rows already shown, or none)
 * says so, shown and read out ("No more offers." as the button goes, or "No new offers came…" while
 * it stays), so the list never looks stuck.
 *
 * @example
 * <LoadMore query={query} text={text} />
 */
export function LoadMore({ query, text, errorTexts, locale }: { query: PagedQuery; text: PagedTexts; errorTexts?: LabelOverrides<MarketErrorTexts> | undefined; locale?: string | undefined }) {
  // The row count a press left unchanged; the sentence stands while the list still has that many rows.
  const [unchanged, setUnchanged] = useState<number | null>(null);
  const rows = rowCount(query.data);
  const said = unchanged === rows ? (query.hasNextPage ? text.nothingNew : text.noMore) : '';
  return (
    <>
      {query.isFetchNextPageError && <MarketStatus state="error" error={query.error} errorTexts={errorTexts} />}
      {query.hasNextPage && (
        <MoreButton
          data-slot="market-load-more"
          loading={query.isFetchingNextPage}
          loadedText={text.loadedMore}
          locale={locale}
          onMore={() => {
            setUnchanged(null);
            void query.fetchNextPage().then((result) => result.isError || rowCount(result.data) > rows || setUnchanged(rows));
          }}
        >
          {query.isFetchingNextPage ? text.loadingMore : text.loadMore}
        </MoreButton>
      )}
      {/* On the page from the start (a live region added with its text is often not read), shown once it speaks. */}
      <div data-slot={said ? 'market-status' : 'visually-hidden'} data-state="end" role="status">
        <p data-slot="market-status-text">{said}</p>
      </div>
    </>
  );
}
