// From mintkit@0.1.0, src/components/supply-stats.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import type { HTMLAttributes, ReactNode } from 'react';
import { useLocale, useCollection } from 'mintkit/react';
import { ReadErrorNotice, type ErrorTexts, fill, formatNumber, formatPercent, withDefaults, type LabelOverrides, isSoldOut } from 'mintkit/parts';

export interface SupplyStatsLabels {
  loading: string;
  minted: string;
  total: string;
  available: string;
  /** `{percent}` is the server's percentMinted, formatted. */
  percentMinted: string;
  /** In place of the bar and its figure when the server's percentMinted is not a number. */
  percentUnavailable: string;
  progress: string;
  soldOut: string;
}

/**
 * The English text `SupplyStats` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `SupplyStatsLabels`.
 *
 * @example
 * const labels: SupplyStatsLabels = { ...defaultSupplyStatsLabels, soldOut: 'All minted' }
 * <SupplyStats drop="genesis" labels={labels} />
 */
export const defaultSupplyStatsLabels: SupplyStatsLabels = {
  loading: 'Loading supply…',
  minted: 'Minted',
  total: 'Total',
  available: 'Available',
  percentMinted: '{percent} minted',
  percentUnavailable: 'Share minted not available',
  progress: 'Share of supply minted',
  soldOut: 'Sold out',
};

export interface SupplyStatsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  drop: string;
  labels?: LabelOverrides<SupplyStatsLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * Minted, total and available supply with the server's percentMinted on a native progress bar (no
 * inline styles, so a strict CSP is fine).
 *
 * @example
 * <SupplyStats drop="genesis" />
 */
export function SupplyStats({ drop, labels, errorTexts, locale, ...rest }: SupplyStatsProps) {
  const text = withDefaults(defaultSupplyStatsLabels, labels);
  const resolvedLocale = useLocale(locale);
  const query = useCollection(drop);
  if (!query.data) {
    return (
      <section data-slot="supply-stats" data-state={query.isError ? 'error' : 'loading'} aria-busy={query.isPending} {...rest}>
        {query.isError ? <ReadErrorNotice error={query.error} onRetry={() => void query.refetch()} errorTexts={errorTexts} /> : supplySkeleton(text)}
      </section>
    );
  }
  const { stats } = query.data;
  const soldOut = isSoldOut(query.data);
  const n = (value: number) => formatNumber(value, resolvedLocale);
  // The share is the server's figure, never worked out here from the counts.
  const share = stats.percentMinted;
  const shown = share === null ? text.percentUnavailable : fill(text.percentMinted, { percent: formatPercent(share, resolvedLocale) });
  return (
    <section data-slot="supply-stats" data-state={soldOut ? 'sold-out' : 'available'} {...rest}>
      {supplyFigures(text, { minted: n(stats.mintedCount), total: n(stats.totalSupply), available: soldOut ? text.soldOut : n(stats.availableCount) })}
      {share !== null && <progress data-slot="supply-progress" max={100} value={Math.min(100, Math.max(0, share))} aria-label={text.progress} aria-valuetext={shown} />}
      <p data-slot="supply-percent">{shown}</p>
    </section>
  );
}

/** The three figures under their labels, loaded or not: one markup, so the labels stay put when the counts arrive. */
function supplyFigures(text: SupplyStatsLabels, values: Record<'minted' | 'total' | 'available', ReactNode>, hidden = false) {
  return (
    <dl data-slot="supply-figures" aria-hidden={hidden || undefined}>
      {(['minted', 'total', 'available'] as const).map((kind) => (
        <div key={kind} data-slot="supply-figure" data-kind={kind}>
          <dt>{text[kind]}</dt>
          <dd>{values[kind]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The figures' labels over empty values, an empty bar, and the loading sentence on the percent's
 * line: the loaded section's height, so the price and the mint button below stay put when the counts
 * arrive. The figures are hidden from screen readers, which hear the sentence. A function, not a
 * component, so the labels are the same elements before and after the counts arrive.
 */
function supplySkeleton(text: SupplyStatsLabels) {
  const line = <span data-slot="skeleton" />;
  return (
    <>
      {supplyFigures(text, { minted: line, total: line, available: line }, true)}
      <div data-slot="supply-progress" />
      <p data-slot="supply-stats-loading">{text.loading}</p>
    </>
  );
}
