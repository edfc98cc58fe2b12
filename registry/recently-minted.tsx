// From mintkit@0.1.0, src/components/recently-minted.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import type { HTMLAttributes } from 'react';
import { parseTimestamp } from 'mintkit/core';
import { useLocale, useHydrated, useRecentlyMinted } from 'mintkit/react';
import { type ErrorTexts, fill, formatDateTime, shortAddress, withDefaults, type LabelOverrides, Panel, queryPanelProps, skeletonRows, useMintedRows, ServiceImage } from 'mintkit/parts';

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
