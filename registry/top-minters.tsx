// From mintkit@0.1.0, src/components/top-minters.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useTopMinters } from 'mintkit/react';
import { RankedWallets, type RankedWalletsLabels, type RankedWalletsProps } from 'mintkit/components/top-holders';
import { useMintedRows, withDefaults } from 'mintkit/parts';

/** `TopMinters`' props, by the `XProps` naming every component follows (the same shape as `TopHolders`'). */
export type TopMintersProps = RankedWalletsProps;

/**
 * The English text `TopMinters` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `RankedWalletsLabels`.
 *
 * @example
 * const labels: RankedWalletsLabels = { ...defaultTopMintersLabels, count: '{count} minted so far' }
 * <TopMinters drop="genesis" labels={labels} />
 */
export const defaultTopMintersLabels: RankedWalletsLabels = {
  title: 'Top minters',
  loading: 'Loading minters…',
  empty: 'No one has minted yet.',
  count: '{count} minted',
  notAvailable: '—',
};

/**
 * The wallets that minted the most items of the drop.
 *
 * @example
 * <TopMinters drop="sold-out" limit={5} />
 */
export function TopMinters({ drop, limit = 5, labels, errorTexts, locale, ...rest }: TopMintersProps) {
  return <RankedWallets slot="top-minters" query={useTopMinters(drop, limit)} placeholderRows={useMintedRows(drop, limit)} labels={withDefaults(defaultTopMintersLabels, labels)} errorTexts={errorTexts} locale={locale} {...rest} />;
}
