import { useId, type HTMLAttributes } from 'react';
import type { MarketDailyPoint, MarketCollectionStats as MarketStatsData } from '../../core/wire/market.js';
import { useLocale } from '../../react/context.js';
import { useMarketStats } from '../../react/market/hooks.js';
import { cx, fill, formatNumber } from '../format.js';
import { formatMarketAmount, formatMarketDay } from './market-format.js';
import { MarketStatus, type MarketErrorTexts } from './market-status.js';

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
  /** `{from}`, `{to}`, `{total}`, `{sales}`, `{peak}`, `{peakDay}`. */
  chartDescription: string;
  /** `{days}`. */
  chartEmpty: string;
  /** A bar's tooltip: `{day}`, `{volume}`, `{sales}`. */
  chartBar: string;
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
  chartDescription: 'From {from} to {to}: {total} across {sales} sales. Busiest day: {peakDay}, {peak}.',
  chartEmpty: 'No sales in the last {days} days.',
  chartBar: '{day}: {volume}, {sales} sales',
};

export interface MarketStatsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The collection's slug, on-chain address or id. */
  collection: string;
  labels?: Partial<MarketStatsLabels>;
  errorTexts?: Partial<MarketErrorTexts>;
  locale?: string;
}

/**
 * Floor, volumes and sales as the marketplace reports them, the 7-day wash-trade count with a plain
 * note that volumes include wash trades, and the 30-day daily volume as a small inline SVG chart
 * (drawn with SVG attributes only, so a strict Content-Security-Policy is fine).
 *
 * @example
 * <MarketStats collection="sold-out" />
 */
export function MarketStats({ collection, labels, errorTexts, locale, className, ...rest }: MarketStatsProps) {
  const text = { ...defaultMarketStatsLabels, ...labels };
  const resolvedLocale = useLocale(locale);
  const query = useMarketStats(collection);
  const stats = query.data;
  const state = stats ? (isEmpty(stats) ? 'empty' : 'ready') : query.isError ? 'error' : 'loading';
  return (
    <div data-slot="market-stats" data-state={state} aria-busy={state === 'loading'} className={cx(className)} {...rest}>
      {!stats ? (
        query.isError ? (
          <MarketStatus state="error" error={query.error} errorTexts={errorTexts} onRetry={() => void query.refetch()} retryLabel={text.retry} />
        ) : (
          <MarketStatus state="loading" message={text.loading} />
        )
      ) : (
        <>
          {state === 'empty' && <MarketStatus state="empty" message={text.empty} />}
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

const CHART = { width: 300, height: 64, gap: 0.25 } as const;

function DailyChart({ daily, currency, text, locale }: { daily: MarketDailyPoint[]; currency: string | null; text: MarketStatsLabels; locale: string | undefined }) {
  const titleId = useId();
  const descriptionId = useId();
  const days = daily.length;
  if (days === 0) return null;
  const volumes = daily.map((day) => Math.max(0, day.volume ?? 0));
  const highest = Math.max(...volumes);
  const total = volumes.reduce((sum, volume) => sum + volume, 0);
  const sales = daily.reduce((sum, day) => sum + Math.max(0, day.sales ?? 0), 0);
  const peakIndex = volumes.indexOf(highest);
  const money = (value: number) => formatMarketAmount(value, currency, locale) ?? formatNumber(value, locale);
  const title = fill(text.chartTitle, { days });
  const description =
    highest === 0
      ? fill(text.chartEmpty, { days })
      : fill(text.chartDescription, {
          from: formatMarketDay(daily[0]!.date, locale),
          to: formatMarketDay(daily[days - 1]!.date, locale),
          total: money(total),
          sales: formatNumber(sales, locale),
          peak: money(highest),
          peakDay: formatMarketDay(daily[peakIndex]!.date, locale),
        });
  const slot = CHART.width / days;
  const barWidth = slot * (1 - CHART.gap);
  return (
    <figure data-slot="market-stats-chart" data-state={highest === 0 ? 'empty' : 'ready'}>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} preserveAspectRatio="none" role="img" aria-labelledby={titleId} aria-describedby={descriptionId} focusable="false">
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <line data-slot="market-chart-baseline" x1={0} x2={CHART.width} y1={CHART.height - 0.5} y2={CHART.height - 0.5} />
        {daily.map((day, index) => {
          const volume = volumes[index]!;
          // A day with sales but a tiny volume still gets a sliver, so it reads as "some", not "none".
          const height = highest === 0 ? 0 : Math.max(volume > 0 ? 1.5 : 0, (volume / highest) * (CHART.height - 2));
          return (
            <rect key={day.date} data-slot="market-chart-bar" x={index * slot + (slot - barWidth) / 2} y={CHART.height - height} width={barWidth} height={height}>
              <title>{fill(text.chartBar, { day: formatMarketDay(day.date, locale), volume: money(volume), sales: formatNumber(day.sales ?? 0, locale) })}</title>
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
