import type { HTMLAttributes } from 'react';
import type { ErrorTexts } from './error-text.js';
import { withDefaults, type LabelOverrides } from './format.js';
import { RetryButton } from './return-focus.js';
import { isRetryableError, readErrorTexts, textFor, type ReadErrorTexts } from './read-error-text.js';

export interface ErrorNoticeLabels {
  retry: string;
}

export interface ErrorNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  error: unknown;
  /** Shown as a button only when the error is retryable. */
  onRetry?: (() => void) | undefined;
  labels?: LabelOverrides<ErrorNoticeLabels> | undefined;
  /** Overrides for the code → sentence table. */
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
}

/**
 * The notice, given the table it chooses its sentence from (defaults merged with the overrides):
 * `ErrorNotice` gives the whole table, `ReadErrorNotice` the read failures'.
 */
export function ErrorNoticeFrom({ texts, error, onRetry, labels, ...rest }: Omit<ErrorNoticeProps, 'errorTexts'> & { texts: ReadErrorTexts & LabelOverrides<ErrorTexts> }) {
  // The page's `labels.errors.retry` reaches every section's notice through the table.
  const text = withDefaults({ retry: texts.retry }, labels);
  const retryable = Boolean(onRetry) && isRetryableError(error);
  return (
    <div data-slot="error-notice" data-state={retryable ? 'retryable' : 'final'} role="alert" {...rest}>
      <p data-slot="error-notice-text">{textFor(error, texts)}</p>
      {retryable && onRetry && (
        <RetryButton data-slot="error-notice-retry" onRetry={onRetry}>
          {text.retry}
        </RetryButton>
      )}
    </div>
  );
}

/**
 * `ErrorNotice` for what fails before the mint controls load: a read of the drop, the page's setup,
 * a part that could not load. It knows the sentence of every code a read can end in; a mint's own
 * codes (`MintErrorCode`) cannot come from a read, and their sentences load with the mint controls.
 * An override in `errorTexts` is shown for any code, a mint's included.
 *
 * @example
 * if (query.isError) return <ReadErrorNotice error={query.error} onRetry={() => query.refetch()} errorTexts={errorTexts} />
 */
export function ReadErrorNotice({ errorTexts, ...rest }: ErrorNoticeProps) {
  return <ErrorNoticeFrom texts={withDefaults(readErrorTexts, errorTexts)} {...rest} />;
}
