// From mintkit@0.1.0, src/components/market/market-stats.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useId, type HTMLAttributes } from 'react';
import type { MarketDailyPoint, MarketCollectionStats as MarketStatsData } from 'mintkit/core';
import { useLocale, useMarketStats } from 'mintkit/react';
import { fill, formatNumber, withDefaults, type LabelOverrides, formatMarketAmount, formatMarketDay, QueryStatus, skeletonLine, type MarketErrorTexts } from 'mintkit/parts';

export interface MarketStatsLabels {
  loading: string;
  empty: string;
  retry: string;
  floor: string;
  noFloor: string;
  volume24h: string;
  volume7d: string;
  volumeAll: string;
  sales24h: string;
  listed: string;
  washTrades: string;
  /** Shown next to the wash-trade count: the service's volumes include wash trades. */
  washNote: string;
  notAvailable: string;
  /** `{days}`: the number of days in the series. */
  chartTitle: string;
  /** Every day's volume and sales known: `{from}`, `{to}`, `{total}`, `{sales}`, `{peak}`, `{peakDay}`. */
  chartDescription: string;
  /** Some days lack a figure, so no total is claimed: `{from}`, `{to}`, `{missing}`, `{days}`, `{peak}`, `{peakDay}`. */
  chartDescriptionPartial: string;
  /** Some days lack a figure and the others had no volume: `{from}`, `{to}`, `{missing}`, `{days}`. */
  chartPartialNone: string;
  /** No day's volume is known: `{days}`. */
  chartUnavailable: string;
  /** Every day's figures say zero: `{days}`. */
  chartEmpty: string;
  /** A bar's tooltip: `{day}`, `{volume}`, `{sales}`. */
  chartBar: string;
  /** A bar's tooltip when the day's sales are not known: `{day}`, `{volume}`. */
  chartBarNoSales: string;
  /** A day whose volume is not known (no bar is drawn): `{day}`. */
  chartBarNoVolume: string;
}

/**
 * The component's English defaults; override any of them with `labels`.
 *
 * @example
 * <MarketStats collection="sold-out" labels={{ washNote: 'Volumes include wash trades.' }} />
 */
export const defaultMarketStatsLabels: MarketStatsLabels = {
  loading: 'Loading market stats…',
  empty: 'No sales or listings on the marketplace yet.',
  retry: 'Try again',
  floor: 'Floor price',
  noFloor: 'Nothing listed',
  volume24h: 'Volume (24h)',
  volume7d: 'Volume (7 days)',
  volumeAll: 'Volume (all time)',
  sales24h: 'Sales (24h)',
  listed: 'Listed',
  washTrades: 'Wash trades (7 days)',
  washNote: 'Volume figures are not filtered for wash trades.',
  notAvailable: 'Not available',
  chartTitle: 'Daily volume, last {days} days',
  chartDescription: 'From {from} to {to}: {total} in total, sales: {sales}. Busiest day: {peakDay}, {peak}.',
  chartDescriptionPartial: 'From {from} to {to}: figures are not available for {missing} of {days} days, so no total is given. Busiest day reported: {peakDay}, {peak}.',
  chartPartialNone: 'From {from} to {to}: figures are not available for {missing} of {days} days; the other days had no volume.',
  chartUnavailable: 'Daily volume is not available for the last {days} days.',
  chartEmpty: 'No sales in the last {days} days.',
  chartBar: '{day}: {volume}, sales: {sales}',
  chartBarNoSales: '{day}: {volume}, sales not available',
  chartBarNoVolume: '{day}: volume not available',
};

export interface MarketStatsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The collection's slug, on-chain address or id. */
  collection: string;
  labels?: LabelOverrides<MarketStatsLabels> | undefined;
  errorTexts?: LabelOverrides<MarketErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * Floor, volumes and sales as the marketplace reports them, the 7-day wash-trade count with a plain
 * note that volumes include wash trades, and the 30-day daily volume as a small inline SVG chart
 * (drawn with SVG attributes only, so a strict Content-Security-Policy is fine).
 *
 * @example
 * <MarketStats collection="sold-out" />
 */
export function MarketStats({ collection, labels, errorTexts, locale, ...rest }: MarketStatsProps) {
  const text = withDefaults(defaultMarketStatsLabels, labels);
  const resolvedLocale = useLocale(locale);
  const query = useMarketStats(collection);
  const stats = query.data;
  const state = stats ? (isEmpty(stats) ? 'empty' : 'ready') : query.isError ? 'error' : 'loading';
  return (
    <div data-slot="market-stats" data-state={state} aria-busy={state === 'loading'} {...rest}>
      <QueryStatus
        query={query}
        state={state}
        text={text}
        errorTexts={errorTexts}
        placeholder={
          // The figures, the wash-trade note and the chart, as skeletons.
          <>
            <dl data-slot="market-stats-figures">
              {Array.from({ length: 6 }, (_, key) => (
                <div key={key} data-slot="market-stat">
                  <dt>{skeletonLine}</dt>
                  <dd>{skeletonLine}</dd>
                </div>
              ))}
            </dl>
            <p data-slot="market-stats-wash">
              {skeletonLine}
              {skeletonLine}
            </p>
            <div data-slot="market-stats-chart">
              <span data-slot="skeleton" data-kind="chart" />
              <p data-slot="market-stats-chart-caption">{skeletonLine}</p>
            </div>
          </>
        }
      />
      {stats && (
        <>
          <StatsFigures stats={stats} text={text} locale={resolvedLocale} />
          <DailyChart daily={stats.daily} currency={stats.currency} text={text} locale={resolvedLocale} />
        </>
      )}
    </div>
  );
}

function isEmpty(stats: MarketStatsData): boolean {
  // Only figures the marketplace sent as zero say "nothing yet"; a missing one says nothing.
  return stats.floorPrice === null && stats.volumeAll === 0 && stats.listedCount === 0 && stats.daily.every((day) => !day.volume && !day.sales);
}

function StatsFigures({ stats, text, locale }: { stats: MarketStatsData; text: MarketStatsLabels; locale: string | undefined }) {
  const amount = (value: number | null) => formatMarketAmount(value, stats.currency, locale) ?? text.notAvailable;
  const count = (value: number | null) => (value === null ? text.notAvailable : formatNumber(value, locale));
  const figures: Array<[kind: string, label: string, value: string]> = [
    ['floor', text.floor, stats.floorPrice === null && stats.listedCount === 0 ? text.noFloor : amount(stats.floorPrice)],
    ['volume-24h', text.volume24h, amount(stats.volume24h)],
    ['volume-7d', text.volume7d, amount(stats.volume7d)],
    ['volume-all', text.volumeAll, amount(stats.volumeAll)],
    ['sales-24h', text.sales24h, count(stats.sales24h)],
    ['listed', text.listed, count(stats.listedCount)],
  ];
  return (
    <>
      <dl data-slot="market-stats-figures">
        {figures.map(([kind, label, value]) => (
          <div key={kind} data-slot="market-stat" data-kind={kind}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p data-slot="market-stats-wash">
        <span data-slot="market-stats-wash-count">
          {text.washTrades}: {count(stats.washTradeCount7d)}
        </span>{' '}
        <span data-slot="market-stats-wash-note">{text.washNote}</span>
      </p>
    </>
  );
}

/** The chart's drawing box (stretched to the figure's width by CSS) and the share of each day's slot left empty. */
const CHART_WIDTH = 300;
const CHART_HEIGHT = 64;
const BAR_GAP = 0.25;

/** A figure the service sent as a non-negative number; anything else (absent, odd) is not known. */
const known = (value: number | null): value is number => value !== null && value >= 0;

/** Whether the day's figures say "no sales": a zero the service sent, never a missing figure. */
const saysNone = (day: MarketDailyPoint) => (day.sales === 0 && (day.volume === 0 || day.volume === null)) || (day.sales === null && day.volume === 0);

type DailyChartState = 'ready' | 'partial' | 'empty' | 'unknown';

function DailyChart({ daily, currency, text, locale }: { daily: MarketDailyPoint[]; currency: string | null; text: MarketStatsLabels; locale: string | undefined }) {
  const titleId = useId();
  const descriptionId = useId();
  const days = daily.length;
  if (days === 0) return null;
  // A missing volume stays missing: it draws no bar and adds to no total.
  const volumes = daily.map((day) => (known(day.volume) ? day.volume : null));
  const reported = volumes.filter(known);
  const highest = reported.length > 0 ? Math.max(...reported) : null;
  const missing = daily.filter((day) => !known(day.volume) || !known(day.sales)).length;
  const money = (value: number) => formatMarketAmount(value, currency, locale) ?? formatNumber(value, locale);
  const day = (index: number) => formatMarketDay(daily[index]!.date, locale);
  const span = { from: day(0), to: day(days - 1) };
  const peak = highest === null ? null : { peak: money(highest), peakDay: day(volumes.indexOf(highest)) };
  const state: DailyChartState = daily.every(saysNone) ? 'empty' : highest === null ? 'unknown' : missing > 0 ? 'partial' : 'ready';
  const description =
    state === 'empty'
      ? fill(text.chartEmpty, { days })
      : state === 'unknown'
        ? fill(text.chartUnavailable, { days })
        : state === 'ready'
          ? fill(text.chartDescription, {
              ...span,
              total: money(reported.reduce((sum, volume) => sum + volume, 0)),
              sales: formatNumber(daily.reduce((sum, entry) => sum + entry.sales!, 0), locale),
              ...peak!,
            })
          : highest === 0 || !peak
            ? fill(text.chartPartialNone, { ...span, missing, days })
            : fill(text.chartDescriptionPartial, { ...span, missing, days, ...peak });
  const title = fill(text.chartTitle, { days });
  const slot = CHART_WIDTH / days;
  const barWidth = slot * (1 - BAR_GAP);
  return (
    <figure data-slot="market-stats-chart" data-state={state}>
      <svg viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={titleId} aria-describedby={descriptionId} focusable="false">
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <line data-slot="market-chart-baseline" x1={0} x2={CHART_WIDTH} y1={CHART_HEIGHT - 0.5} y2={CHART_HEIGHT - 0.5} />
        {daily.map((entry, index) => {
          const volume = volumes[index]!;
          const label =
            volume === null
              ? fill(text.chartBarNoVolume, { day: day(index) })
              : known(entry.sales)
                ? fill(text.chartBar, { day: day(index), volume: money(volume), sales: formatNumber(entry.sales, locale) })
                : fill(text.chartBarNoSales, { day: day(index), volume: money(volume) });
          // A day with sales but a tiny volume still gets a sliver, so it reads as "some", not "none";
          // a day whose volume is not known gets no bar at all (zero height), only its tooltip.
          const height = volume === null || !highest ? 0 : Math.max(volume > 0 ? 1.5 : 0, (volume / highest) * (CHART_HEIGHT - 2));
          return (
            <rect
              key={entry.date}
              data-slot="market-chart-bar"
              data-state={volume === null ? 'unknown' : 'ready'}
              x={index * slot + (slot - barWidth) / 2}
              y={CHART_HEIGHT - height}
              width={barWidth}
              height={height}
            >
              <title>{label}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption data-slot="market-stats-chart-caption" aria-hidden="true">
        {title}
      </figcaption>
    </figure>
  );
}
