import type { HTMLAttributes } from 'react';
import { ServiceImage } from './service-image.js';
import { useCollection } from '../react/hooks.js';
import { ReadErrorNotice } from './read-error-notice.js';
import type { ErrorTexts } from './error-text.js';
import { withDefaults, type LabelOverrides } from './format.js';

export interface CollectionHeaderLabels {
  loading: string;
  verified: string;
  website: string;
  twitter: string;
  discord: string;
  /** Read after each link by screen readers. */
  opensInNewTab: string;
}

/**
 * The English text `CollectionHeader` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `CollectionHeaderLabels`.
 *
 * @example
 * const labels: CollectionHeaderLabels = { ...defaultCollectionHeaderLabels, twitter: 'Twitter' }
 * <CollectionHeader drop="genesis" labels={labels} />
 */
export const defaultCollectionHeaderLabels: CollectionHeaderLabels = {
  loading: 'Loading drop…',
  verified: 'Verified',
  website: 'Website',
  twitter: 'X',
  discord: 'Discord',
  opensInNewTab: '(opens in a new tab)',
};

export interface CollectionHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  drop: string;
  labels?: LabelOverrides<CollectionHeaderLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  /** Level of the name's heading, to fit the host page's outline. */
  headingLevel?: 1 | 2 | 3 | undefined;
}

/**
 * The URL only if it parses and uses https; anything else (javascript:, http:, junk) is not a link.
 *
 * @example
 * safeHttpsUrl('javascript:alert(1)') // null
 */
export function safeHttpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The drop's banner, art, name, symbol, verified badge, description (as plain text) and its website,
 * X and Discord links, each shown only when it is an https URL.
 *
 * @example
 * <CollectionHeader drop="genesis" />
 */
export function CollectionHeader({ drop, labels, errorTexts, headingLevel = 2, ...rest }: CollectionHeaderProps) {
  const text = withDefaults(defaultCollectionHeaderLabels, labels);
  const query = useCollection(drop);
  const Heading = `h${headingLevel}` as const;
  if (!query.data) {
    return (
      <header data-slot="collection-header" data-state={query.isError ? 'error' : 'loading'} aria-busy={query.isPending} {...rest}>
        {query.isError ? <ReadErrorNotice error={query.error} onRetry={() => void query.refetch()} errorTexts={errorTexts} /> : <HeaderSkeleton loading={text.loading} />}
      </header>
    );
  }
  const { collection } = query.data;
  const links = (
    [
      ['website', collection.externalUrl, text.website],
      ['twitter', collection.twitter, text.twitter],
      ['discord', collection.discord, text.discord],
    ] as const
  ).flatMap(([kind, raw, label]) => {
    const href = safeHttpsUrl(raw);
    return href ? [{ kind, href, label }] : [];
  });
  return (
    <header data-slot="collection-header" data-state="ready" {...rest}>
      {collection.bannerImage && <ServiceImage data-slot="collection-banner" src={collection.bannerImage} alt="" />}
      <div data-slot="collection-identity">
        {collection.image && <ServiceImage data-slot="collection-image" src={collection.image} alt={collection.name} width={96} height={96} />}
        <div data-slot="collection-titles">
          <Heading data-slot="collection-name" dir="auto">{collection.name}</Heading>
          <p data-slot="collection-meta">
            {collection.symbol && <span data-slot="collection-symbol" dir="auto">{collection.symbol}</span>}
            {collection.isVerified && (
              <span data-slot="verified-badge">
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M8 1l1.8 1.3 2.2-.1.7 2.1 1.8 1.3-.7 2.1.7 2.1-1.8 1.3-.7 2.1-2.2-.1L8 15l-1.8-1.3-2.2.1-.7-2.1L1.5 10.4l.7-2.1-.7-2.1 1.8-1.3.7-2.1 2.2.1z" fill="currentColor" />
                  <path data-slot="verified-check" d="M5.2 8.2l1.9 1.9 3.7-3.9" fill="none" strokeWidth="1.6" />
                </svg>
                {text.verified}
              </span>
            )}
          </p>
        </div>
      </div>
      {collection.description && <p data-slot="collection-description" dir="auto">{collection.description}</p>}
      {links.length > 0 && (
        <ul data-slot="collection-links">
          {links.map((link) => (
            <li key={link.kind}>
              <a data-slot="collection-link" data-kind={link.kind} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span data-slot="visually-hidden"> {text.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

/**
 * A loading header in the loaded one's slots (banner, art, name, symbol line, description, links),
 * so it takes the same height and the mint panel below does not jump when the drop arrives. Its
 * one sentence stands where the name will be.
 */
function HeaderSkeleton({ loading }: { loading: string }) {
  return (
    <>
      <div data-slot="collection-banner" />
      <div data-slot="collection-identity">
        <div data-slot="collection-image" />
        <div data-slot="collection-titles">
          <p data-slot="collection-header-loading">{loading}</p>
          <p data-slot="collection-meta">
            <span data-slot="skeleton" />
          </p>
        </div>
      </div>
      <div data-slot="collection-description">
        <span data-slot="skeleton" />
        <span data-slot="skeleton" />
        <span data-slot="skeleton" />
      </div>
      <div data-slot="collection-links" />
    </>
  );
}
