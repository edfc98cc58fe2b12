// From mintkit@0.1.0, src/components/top-holders.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import type { HTMLAttributes } from 'react';
import type { RankedWallet } from 'mintkit/core';
import { useLocale, useTopHolders } from 'mintkit/react';
import { type ErrorTexts, fill, formatNumber, shortAddress, withDefaults, type LabelOverrides, Panel, queryPanelProps, skeletonRows, useMintedRows } from 'mintkit/parts';

export interface RankedWalletsLabels {
  title: string;
  loading: string;
  empty: string;
  /** `{count}`: items held or minted. */
  count: string;
  /** In place of a count the service sent in a form the kit cannot read. */
  notAvailable: string;
}

/**
 * The English text `TopHolders` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `RankedWalletsLabels`.
 *
 * @example
 * const labels: RankedWalletsLabels = { ...defaultTopHoldersLabels, title: 'Biggest collectors' }
 * <TopHolders drop="genesis" labels={labels} />
 */
export const defaultTopHoldersLabels: RankedWalletsLabels = {
  title: 'Top holders',
  loading: 'Loading holders…',
  empty: 'No holders yet.',
  count: '{count} held',
  notAvailable: '—',
};

export interface RankedWalletsProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title' | 'slot'> {
  drop: string;
  limit?: number | undefined;
  labels?: LabelOverrides<RankedWalletsLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  locale?: string | undefined;
}

/** `TopHolders`' props, by the `XProps` naming every component follows (the same shape as `TopMinters`'). */
export type TopHoldersProps = RankedWalletsProps;

/**
 * The ranked list both `TopHolders` and `TopMinters` render, for any ranked-wallets query.
 *
 * @example
 * <RankedWallets slot="top-holders" query={useTopHolders(drop, 5)} labels={defaultTopHoldersLabels} />
 */
export function RankedWallets({ slot, query, labels, errorTexts, locale, placeholderRows = 5, ...rest }: { slot: string; query: ReturnType<typeof useTopHolders>; /** The complete set (spread a default set under any overrides). */ labels: RankedWalletsLabels; errorTexts?: LabelOverrides<ErrorTexts> | undefined; locale?: string | undefined; /** Skeleton rows drawn while the query loads: the rows it asks for, or fewer when the drop has fewer mints (default 5). */ placeholderRows?: number | undefined } & Omit<HTMLAttributes<HTMLElement>, 'children' | 'title' | 'slot'>) {
  const resolvedLocale = useLocale(locale);
  const rows: RankedWallet[] = query.data?.pages[0]?.items ?? [];
  return (
    <Panel
      slot={slot}
      {...queryPanelProps(query, labels, errorTexts, rows.length === 0)}
      placeholder={
        <ol data-slot="ranked-list">
          {skeletonRows(placeholderRows, (key) => (
            <li key={key} data-slot="ranked-row">
              <span data-slot="ranked-rank" />
              <span data-slot="ranked-address">
                <span data-slot="skeleton" />
              </span>
              <span data-slot="ranked-count">
                <span data-slot="skeleton" />
              </span>
            </li>
          ))}
        </ol>
      }
      {...rest}
    >
      <ol data-slot="ranked-list">
        {rows.map((row, index) => (
          <li key={row.address} data-slot="ranked-row">
            {/* In the locale's digits ('١' in ar-EG), which a CSS counter cannot write. */}
            <span data-slot="ranked-rank">{formatNumber(index + 1, resolvedLocale)}</span>
            <span data-slot="ranked-address" title={row.address}>
              {shortAddress(row.address)}
            </span>
            <span data-slot="ranked-count">{row.count === null ? labels.notAvailable : fill(labels.count, { count: formatNumber(row.count, resolvedLocale) })}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/**
 * The wallets holding the most items of the drop.
 *
 * @example
 * <TopHolders drop="sold-out" limit={5} />
 */
export function TopHolders({ drop, limit = 5, labels, errorTexts, locale, ...rest }: TopHoldersProps) {
  return <RankedWallets slot="top-holders" query={useTopHolders(drop, limit)} placeholderRows={useMintedRows(drop, limit)} labels={withDefaults(defaultTopHoldersLabels, labels)} errorTexts={errorTexts} locale={locale} {...rest} />;
}
