import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { isMintKitError } from '../../core/errors.js';
import type { TraitSelection } from '../../react/market/derive.js';
import { useMarketCollection } from '../../react/market/hooks.js';
import { cx } from '../format.js';
import { ActivityFeed } from './activity-feed.js';
import { HolderList } from './holder-list.js';
import { ItemGrid } from './item-grid.js';
import { MarketStats } from './market-stats.js';
import { MarketStatus, type MarketErrorTexts } from './market-status.js';
import { OfferList } from './offer-list.js';
import { TraitFilter } from './trait-filter.js';

export type MarketSectionPart = 'stats' | 'items' | 'activity' | 'offers' | 'holders';

export interface MarketSectionLabels {
  title: string;
  loading: string;
  /** The marketplace does not index this collection (yet). */
  notListed: string;
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
 * The component's English defaults; override any of them with `labels`.
 *
 * @example
 * <MarketSection collection="sold-out" labels={{ title: 'Resale' }} />
 */
export const defaultMarketSectionLabels: MarketSectionLabels = {
  title: 'Secondary market',
  loading: 'Loading the marketplace…',
  notListed: 'This collection is not on the marketplace yet.',
  retry: 'Try again',
  verified: 'Verified on the marketplace',
  unverified: 'Not verified on the marketplace',
  stats: 'Market stats',
  items: 'Items',
  activity: 'Recent activity',
  offers: 'Offers',
  holders: 'Holders',
};

const ALL_PARTS: readonly MarketSectionPart[] = ['stats', 'items', 'activity', 'offers', 'holders'];

export interface MarketSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The collection's slug, on-chain address or id. */
  collection: string;
  labels?: Partial<MarketSectionLabels>;
  /** Which parts to show, in this order. Default: all. */
  parts?: readonly MarketSectionPart[];
  /** Level of the section's heading; each part's heading is one below. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Rows or cards per page in each part. Default 10. */
  pageSize?: number;
  errorTexts?: Partial<MarketErrorTexts>;
  locale?: string;
}

/**
 * A collection's secondary market in one section: stats, items with a trait filter, activity,
 * offers and holders. A collection the marketplace does not know shows one plain note, not five
 * errors.
 *
 * @example
 * <MarketSection collection={collection.collectionAddress} />
 */
export function MarketSection({ collection, labels, parts = ALL_PARTS, headingLevel = 2, pageSize = 10, errorTexts, locale, className, ...rest }: MarketSectionProps) {
  const text = { ...defaultMarketSectionLabels, ...labels };
  const headingId = useId();
  const [traits, setTraits] = useState<TraitSelection>({});
  const detail = useMarketCollection(collection);
  const Heading = `h${headingLevel}` as 'h2';
  const notListed = detail.isError && isMintKitError(detail.error) && detail.error.code === 'NOT_FOUND';
  const state = detail.data ? 'ready' : notListed ? 'empty' : detail.isError ? 'error' : 'loading';
  const shared = { locale, errorTexts };

  const part = (name: MarketSectionPart): ReactNode => {
    switch (name) {
      case 'stats':
        return <MarketStats collection={collection} {...shared} />;
      case 'items':
        return (
          <>
            <TraitFilter collection={collection} value={traits} onValueChange={setTraits} {...shared} />
            <ItemGrid collection={collection} traitFilter={traits} pageSize={pageSize} {...shared} />
          </>
        );
      case 'activity':
        return <ActivityFeed collection={collection} pageSize={pageSize} {...shared} />;
      case 'offers':
        return <OfferList collection={collection} pageSize={pageSize} {...shared} />;
      case 'holders':
        return <HolderList collection={collection} pageSize={pageSize} {...shared} />;
      default:
        return name satisfies never;
    }
  };

  return (
    <section data-slot="market-section" data-state={state} aria-labelledby={headingId} aria-busy={state === 'loading'} className={cx(className)} {...rest}>
      <Heading id={headingId} data-slot="market-section-title">
        {text.title}
      </Heading>
      {state === 'loading' && <MarketStatus state="loading" message={text.loading} />}
      {state === 'empty' && <MarketStatus state="empty" message={text.notListed} />}
      {state === 'error' && <MarketStatus state="error" error={detail.error} errorTexts={errorTexts} onRetry={() => void detail.refetch()} retryLabel={text.retry} />}
      {detail.data && (
        <>
          <p data-slot="market-section-collection" data-state={detail.data.verification.verified ? 'verified' : 'unverified'}>
            {detail.data.name} · {detail.data.verification.verified ? text.verified : text.unverified}
          </p>
          {parts.map((name) => (
            <MarketPart key={name} name={name} title={text[name]} level={headingLevel + 1}>
              {part(name)}
            </MarketPart>
          ))}
        </>
      )}
    </section>
  );
}

function MarketPart({ name, title, level, children }: { name: MarketSectionPart; title: string; level: number; children: ReactNode }) {
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
