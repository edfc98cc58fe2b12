import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { isMintKitError } from '../../core/errors.js';
import { useMarketCollection } from '../../react/market/hooks.js';
import { MarketStatus, type MarketErrorTexts } from './market-status.js';
import { withDefaults, type LabelOverrides } from '../format.js';

export interface MarketSectionLabels {
  title: string;
  loading: string;
  /** The marketplace does not index this collection (yet). */
  notListed: string;
  /** A part's read answered "not found" for a collection the marketplace knows (its route is missing, say). */
  partNotFound: string;
  retry: string;
  verified: string;
  unverified: string;
  stats: string;
  items: string;
  activity: string;
  offers: string;
  holders: string;
}

/**
 * The English defaults of `MarketSection` and `MarketSummary`; override any of them with `labels`.
 *
 * @example
 * <MarketSection collection="sold-out" labels={{ title: 'Resale' }} />
 */
export const defaultMarketSectionLabels: MarketSectionLabels = {
  title: 'Secondary market',
  loading: 'Loading the marketplace…',
  notListed: 'This collection is not on the marketplace yet.',
  partNotFound: 'This part of the marketplace could not be loaded.',
  retry: 'Try again',
  verified: 'Verified on the marketplace',
  unverified: 'Not verified on the marketplace',
  stats: 'Market stats',
  items: 'Items',
  activity: 'Recent activity',
  offers: 'Offers',
  holders: 'Holders',
};

export interface MarketFrameProps<Part extends keyof MarketSectionLabels> extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  collection: string;
  labels: LabelOverrides<MarketSectionLabels> | undefined;
  parts: readonly Part[];
  headingLevel: 2 | 3 | 4 | 5;
  errorTexts: LabelOverrides<MarketErrorTexts> | undefined;
  /** Each part's view, rendered only for the parts shown, given the error sentences it is to use. */
  views: Record<Part, (errorTexts: LabelOverrides<MarketErrorTexts>) => ReactNode>;
}

/**
 * The one frame of `MarketSection` and `MarketSummary`: the collection's heading, one plain note
 * when the marketplace does not know it (not an error per part), and each part under its heading.
 */
export function MarketFrame<Part extends keyof MarketSectionLabels>({ collection, labels, parts, headingLevel, errorTexts, views, ...rest }: MarketFrameProps<Part>) {
  const text = withDefaults(defaultMarketSectionLabels, labels);
  const headingId = useId();
  const detail = useMarketCollection(collection);
  const Heading = `h${headingLevel}` as 'h2';
  const notListed = detail.isError && isMintKitError(detail.error) && detail.error.code === 'NOT_FOUND';
  const state = detail.data ? 'ready' : notListed ? 'empty' : detail.isError ? 'error' : 'loading';
  // Said only when the marketplace said it; an odd or missing verification is neither.
  const verification = detail.data?.verification.verified ?? null;
  // Under a heading naming the collection, a part's "not found" cannot mean the collection: the
  // collection's own read says that (`notListed`, in place of every part).
  const partErrorTexts = { ...errorTexts, NOT_FOUND: text.partNotFound };
  return (
    <section data-slot="market-section" data-state={state} aria-labelledby={headingId} aria-busy={state === 'loading'} {...rest}>
      <Heading id={headingId} data-slot="market-section-title">
        {text.title}
      </Heading>
      {state === 'empty' && <MarketStatus state="empty" message={text.notListed} />}
      {state === 'error' && <MarketStatus state="error" error={detail.error} errorTexts={errorTexts} onRetry={() => void detail.refetch()} retryLabel={text.retry} />}
      {/* While the collection loads, the parts load beside it in their loading shapes, and the loading
          sentence stands on the collection's line: the section is its loaded height from the start. */}
      {(state === 'loading' || detail.data) && (
        <>
          <p data-slot="market-section-collection" data-state={state === 'loading' ? 'loading' : verification === null ? 'unknown' : verification ? 'verified' : 'unverified'}>
            {/* Isolated: a name in another script does not reorder the " · Verified" after it. */}
            {detail.data ? <bdi>{detail.data.name}</bdi> : text.loading}
            {verification !== null && ` · ${verification ? text.verified : text.unverified}`}
          </p>
          {parts.map((name) => (
            <MarketPart key={name} name={name} title={text[name]} level={headingLevel + 1}>
              {/* A part the view does not have (a plain-JS caller's slip) is left empty rather than throwing. */}
              {views[name]?.(partErrorTexts)}
            </MarketPart>
          ))}
        </>
      )}
    </section>
  );
}

function MarketPart({ name, title, level, children }: { name: string; title: string; level: number; children: ReactNode }) {
  const id = useId();
  const Heading = `h${Math.min(level, 6)}` as 'h3';
  return (
    <section data-slot="market-part" data-part={name} aria-labelledby={id}>
      <Heading id={id} data-slot="market-part-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
