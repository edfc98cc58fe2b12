// From mintkit@0.1.0, src/components/bounty-panel.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import type { HTMLAttributes } from 'react';
import { parseTimestamp } from 'mintkit/core';
import { useLocale, useHydrated, useBounty, useBountyPrizes } from 'mintkit/react';
import { type ErrorTexts, fill, formatDateTime, formatNumber, withDefaults, type LabelOverrides, Panel, ServiceImage } from 'mintkit/parts';

export interface BountyPanelLabels {
  title: string;
  loading: string;
  empty: string;
  /** `{awarded}` of `{total}`. */
  awarded: string;
  /** `{date}`. */
  endsAt: string;
  prizes: string;
  /** `{remaining}` of `{quantity}`. */
  remaining: string;
}

/**
 * The English text `BountyPanel` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `BountyPanelLabels`.
 *
 * @example
 * const labels: BountyPanelLabels = { ...defaultBountyPanelLabels, awarded: '{awarded}/{total} prizes claimed' }
 * <BountyPanel drop="genesis" labels={labels} />
 */
export const defaultBountyPanelLabels: BountyPanelLabels = {
  title: 'Bounty',
  loading: 'Loading bounty…',
  empty: 'No prizes have been listed yet.',
  awarded: 'Prizes awarded: {awarded} of {total}',
  endsAt: 'Closes {date}',
  prizes: 'Prizes',
  remaining: '{remaining} of {quantity} left',
};

export interface BountyPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title' | 'slot'> {
  drop: string;
  labels?: LabelOverrides<BountyPanelLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * The drop's bounty and its prize table. A drop without a bounty (the service's `enabled: false`
 * shape) renders nothing at all, not an empty box or a "0 prizes" line; a count the service leaves
 * out is not shown, never shown as 0.
 *
 * @example
 * <BountyPanel drop="bounty" />
 */
export function BountyPanel({ drop, labels, errorTexts, locale, ...rest }: BountyPanelProps) {
  const text = withDefaults(defaultBountyPanelLabels, labels);
  const resolvedLocale = useLocale(locale);
  // The viewer's time zone is unknown to the server: its HTML and the hydration render leave the end date out.
  const hydrated = useHydrated();
  const bounty = useBounty(drop);
  const prizes = useBountyPrizes(drop);
  // A prize table that lists prizes is a live bounty, whatever the summary left out. Either answer
  // saying there is none is enough: a failed summary must not put a "Bounty" error on a drop without one.
  if (!bounty.data?.enabled && !prizes.data?.enabled && (bounty.data || prizes.data)) return null;
  const failed = !bounty.data && bounty.isError ? bounty : !prizes.data && prizes.isError ? prizes : null;
  const list = prizes.data?.prizes ?? [];
  const state = failed ? 'error' : bounty.data && prizes.data ? (list.length === 0 ? 'empty' : 'ready') : 'loading';
  const n = (value: number) => formatNumber(value, resolvedLocale);
  const endsAt = bounty.data?.endsAt ? parseTimestamp(bounty.data.endsAt) : NaN;
  const awarded = bounty.data?.awardedPrizes ?? null;
  const total = bounty.data?.totalPrizes ?? null;
  const counted = awarded !== null && total !== null;
  return (
    <Panel
      slot="bounty-panel"
      title={bounty.data?.title ?? text.title}
      state={state}
      error={failed?.error}
      onRetry={() => void failed?.refetch()}
      loadingText={text.loading}
      emptyText={text.empty}
      errorTexts={errorTexts}
      {...rest}
    >
      {bounty.data?.description && <p data-slot="bounty-description" dir="auto">{bounty.data.description}</p>}
      {(counted || Number.isFinite(endsAt)) && (
        <p data-slot="bounty-progress">
          {counted && fill(text.awarded, { awarded: n(awarded), total: n(total) })}
          {Number.isFinite(endsAt) && (
            <span data-slot="bounty-ends">
              {hydrated ? `${counted ? ' · ' : ''}${fill(text.endsAt, { date: formatDateTime(endsAt, resolvedLocale) })}` : <time dateTime={bounty.data?.endsAt ?? undefined}>{'\u00a0'}</time>}
            </span>
          )}
        </p>
      )}
      <ul data-slot="bounty-prizes" aria-label={text.prizes}>
        {list.map((prize) => (
          <li key={prize.id} data-slot="bounty-prize" data-state={prize.remaining > 0 ? 'available' : 'claimed'}>
            {prize.image && <ServiceImage src={prize.image} alt="" width={56} height={56} loading="lazy" />}
            <div>
              <p data-slot="bounty-prize-name" dir="auto">{prize.name}</p>
              {prize.description && <p data-slot="bounty-prize-description" dir="auto">{prize.description}</p>}
            </div>
            <span data-slot="bounty-prize-remaining">{fill(text.remaining, { remaining: n(prize.remaining), quantity: n(prize.quantity) })}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
