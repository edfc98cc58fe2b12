import type { HTMLAttributes } from 'react';
import { defaultErrorTexts, errorText, isRetryableError, type ErrorTexts } from './error-text.js';
import { withDefaults } from './format.js';

export interface ErrorNoticeLabels {
  retry: string;
}

/**
 * The retry button's default name; it follows `errorTexts.retry`, so one override there renames the
 * button in every section. Handy for finding the button in a host app's tests.
 *
 * @example
 * await user.click(screen.getByRole('button', { name: defaultErrorNoticeLabels.retry }))
 */
export const defaultErrorNoticeLabels: ErrorNoticeLabels = { retry: defaultErrorTexts.retry };

export interface ErrorNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  error: unknown;
  /** Shown as a button only when the error is retryable. */
  onRetry?: (() => void) | undefined;
  labels?: Partial<ErrorNoticeLabels> | undefined;
  /** Overrides for the code → sentence table. */
  errorTexts?: Partial<ErrorTexts> | undefined;
}

/**
 * A failed load, in plain words chosen by the error's `code`, with a retry button when retrying can
 * help. Every data component uses it, so no section is ever left blank.
 *
 * @example
 * if (query.isError) return <ErrorNotice error={query.error} onRetry={() => query.refetch()} />
 */
export function ErrorNotice({ error, onRetry, labels, errorTexts = defaultErrorTexts, ...rest }: ErrorNoticeProps) {
  // The page's `labels.errors.retry` reaches every section's notice through `errorTexts`.
  const text = withDefaults({ retry: errorTexts.retry ?? defaultErrorNoticeLabels.retry }, labels);
  const retryable = Boolean(onRetry) && isRetryableError(error);
  return (
    <div data-slot="error-notice" data-state={retryable ? 'retryable' : 'final'} role="alert" {...rest}>
      <p data-slot="error-notice-text">{errorText(error, errorTexts)}</p>
      {retryable && (
        <button type="button" data-slot="error-notice-retry" onClick={onRetry}>
          {text.retry}
        </button>
      )}
    </div>
  );
}
