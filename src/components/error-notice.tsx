import { defaultErrorTexts } from './error-text.js';
import { withDefaults } from './format.js';
import { ErrorNoticeFrom, type ErrorNoticeLabels, type ErrorNoticeProps } from './read-error-notice.js';

export type { ErrorNoticeLabels, ErrorNoticeProps };

/**
 * The retry button's default name; it follows `errorTexts.retry`, so one override there renames the
 * button in every section. Handy for finding the button in a host app's tests.
 *
 * @example
 * await user.click(screen.getByRole('button', { name: defaultErrorNoticeLabels.retry }))
 */
export const defaultErrorNoticeLabels: ErrorNoticeLabels = { retry: defaultErrorTexts.retry };

/**
 * A failed load, in plain words chosen by the error's `code`, with a retry button when retrying can
 * help. Every data component uses it, so no section is ever left blank.
 *
 * @example
 * if (query.isError) return <ErrorNotice error={query.error} onRetry={() => query.refetch()} />
 */
export function ErrorNotice({ errorTexts, ...rest }: ErrorNoticeProps) {
  return <ErrorNoticeFrom texts={withDefaults(defaultErrorTexts, errorTexts)} {...rest} />;
}
