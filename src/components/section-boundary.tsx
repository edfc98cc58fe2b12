import { Component, createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { ReadErrorNotice } from './read-error-notice.js';
import type { ErrorTexts } from './error-text.js';
import type { LabelOverrides } from './format.js';

export interface SectionBoundaryProps {
  children: ReactNode;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  /** Runs before the section renders again on "Try again", e.g. a `retryableLazy` part's `reload`. */
  onRetry?: (() => void) | undefined;
}

interface SectionBoundaryState {
  failed: boolean;
  error: unknown;
}

/**
 * Keeps a failure inside one part of the page. A part whose code could not load (a dropped
 * connection, or a deploy that replaced the file while the page was open) or that threw while
 * rendering shows a plain notice with "Try again" in its place; the rest of the mint page, and the
 * host site around it, keep working. React reports the error to the console as usual.
 *
 * @example
 * const Gallery = retryableLazy(() => import('mintkit/components/gallery').then((module) => module.Gallery))
 * <SectionBoundary errorTexts={labels.errors} onRetry={Gallery.reload}>
 *   <Suspense fallback={null}><Gallery drop="genesis" /></Suspense>
 * </SectionBoundary>
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): SectionBoundaryState {
    return { failed: true, error };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false, error: null });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ReadErrorNotice error={this.state.error} onRetry={this.retry} errorTexts={this.props.errorTexts} />;
  }
}

/**
 * `React.lazy` that can load again. React keeps a failed load's error for good, so a part whose
 * file failed once would fail on every retry; `reload()` swaps in a fresh lazy component, and the
 * next render imports the file anew.
 *
 * @example
 * const Gallery = retryableLazy(() => import('mintkit/components/gallery').then((module) => module.Gallery))
 * <SectionBoundary onRetry={Gallery.reload}><Suspense fallback={null}><Gallery drop="genesis" /></Suspense></SectionBoundary>
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { reload: () => void } {
  const create = () => lazy(() => load().then((component) => ({ default: component })));
  let current = create();
  const RetryableLazy = (props: P) => createElement(current, props);
  return Object.assign(RetryableLazy, { reload: () => void (current = create()) });
}
