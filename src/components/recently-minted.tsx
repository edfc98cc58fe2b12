import type { HTMLAttributes } from 'react';
import { useLocale } from '../react/context.js';
import { useHydrated } from '../react/hydrated.js';
import { useRecentlyMinted } from '../react/feed-hooks.js';
import type { ErrorTexts } from './error-text.js';
import { fill, formatDateTime, shortAddress, withDefaults, type LabelOverrides } from './format.js';
import { Panel, queryPanelProps, skeletonRows, useMintedRows } from './panel.js';
import { ServiceImage } from './service-image.js';
import { parseTimestamp } from '../core/timestamp.js';

export interface RecentlyMintedLabels {
  title: string;
  loading: string;
  empty: string;
  /** `{address}`: the minter, shortened. */
  mintedBy: string;
}

/**
 * The English text `RecentlyMinted` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `RecentlyMintedLabels`.
 *
 * @example
 * const labels: RecentlyMintedLabels = { ...defaultRecentlyMintedLabels, mintedBy: 'minted by {address}' }
 * <RecentlyMinted drop="genesis" labels={labels} />
 */
export const defaultRecentlyMintedLabels: RecentlyMintedLabels = {
  title: 'Recently minted',
  loading: 'Loading recent mints…',
  empty: 'Nothing minted yet. Be the first!',
  mintedBy: 'by {address}',
};

export interface RecentlyMintedProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title' | 'slot'> {
  drop: string;
  limit?: number | undefined;
  labels?: LabelOverrides<RecentlyMintedLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * The latest mints of the drop, polled while the page is visible.
 *
 * @example
 * <RecentlyMinted drop="genesis" limit={6} />
 */
export function RecentlyMinted({ drop, limit = 6, labels, errorTexts, locale, ...rest }: RecentlyMintedProps) {
  const text = withDefaults(defaultRecentlyMintedLabels, labels);
  const resolvedLocale = useLocale(locale);
  // The viewer's time zone is unknown to the server: its HTML and the hydration render leave each time empty.
  const hydrated = useHydrated();
  const query = useRecentlyMinted(drop, limit);
  const items = query.data?.pages[0]?.items ?? [];
  const rows = useMintedRows(drop, limit);
  return (
    <Panel
      slot="recently-minted"
      {...queryPanelProps(query, text, errorTexts, items.length === 0)}
      placeholder={
        <ul data-slot="recently-minted-list">
          {skeletonRows(rows, (key) => (
            <li key={key} data-slot="recently-minted-item">
              <span data-slot="skeleton" data-kind="art" />
              <span data-slot="recently-minted-name">
                <span data-slot="skeleton" />
              </span>
              <span data-slot="recently-minted-meta">
                <span data-slot="recently-minted-minter">
                  <span data-slot="skeleton" />
                </span>
                <span data-slot="skeleton" data-kind="date-time" />
              </span>
            </li>
          ))}
        </ul>
      }
      {...rest}
    >
      <ul data-slot="recently-minted-list">
        {items.map((item) => {
          const at = item.mintedAt ? parseTimestamp(item.mintedAt) : NaN;
          return (
            <li key={item.mintAddress} data-slot="recently-minted-item">
              <ServiceImage src={item.image} alt="" width={40} height={40} loading="lazy" />
              <span data-slot="recently-minted-name" dir="auto">{item.name}</span>
              <span data-slot="recently-minted-meta">
                {item.minter && <span data-slot="recently-minted-minter">{fill(text.mintedBy, { address: shortAddress(item.minter) })}</span>}
                {Number.isFinite(at) && <time dateTime={item.mintedAt ?? undefined}>{hydrated ? formatDateTime(at, resolvedLocale) : '\u00a0'}</time>}
              </span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
