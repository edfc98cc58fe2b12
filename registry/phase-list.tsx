// From mintkit@0.1.0, src/components/phase-list.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { memo, useEffect, useId, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import type { Phase, PhaseStatus } from 'mintkit/core';
import { useLocale, useHydrated, useCollection, usePhaseCapReached } from 'mintkit/react';
import { Countdown } from 'mintkit/components/countdown';
import { LivePhasePrice, type LivePhasePriceLabels } from 'mintkit/components/live-phase-price';
import { isSoldOut, ReadErrorNotice, type ErrorTexts, fill, fillNode, formatDateTime, formatDateTimeRange, formatNumber, withDefaults, type LabelOverrides } from 'mintkit/parts';

export interface PhaseListLabels {
  heading: string;
  loading: string;
  empty: string;
  status: Record<PhaseStatus, string>;
  /** `{range}` is start and end as the locale writes a range (the day said once when both share it); `{start}` / `{end}` are each date in full. */
  schedule: string;
  scheduleNoEnd: string;
  /** `{countdown}` is the live time left, so it can go anywhere in the sentence ("{countdown} में शुरू"). */
  startsIn: string;
  endsIn: string;
  /** Shown in the countdown's place when it reaches zero, until the server's next answer moves the status. */
  updating: string;
  price: string;
  perWallet: string;
  perTransaction: string;
  phaseSupply: string;
  gated: string;
  open: string;
  /** `{buy}` / `{get}` from the phase's BOGO offer. */
  bogo: string;
  bogoUnrecognized: string;
  /** Beside a live phase with none left: the drop's supply, or the phase's own cap, by availability. */
  soldOut: string;
  /** Announced (not shown) when the server moves a phase: `{phase}`, `{status}`. */
  announcement: string;
}

/**
 * The English text `PhaseList` shows for any label `labels` leaves out. Spread it to build a complete
 * set (spread the nested `status` too), e.g. a translation typed as `PhaseListLabels`.
 *
 * @example
 * const labels: PhaseListLabels = { ...defaultPhaseListLabels, status: { ...defaultPhaseListLabels.status, active: 'Minting now' } }
 * <PhaseList drop="genesis" labels={labels} />
 */
export const defaultPhaseListLabels: PhaseListLabels = {
  heading: 'Sale phases',
  loading: 'Loading phases…',
  empty: 'No sale phases have been announced yet.',
  status: { active: 'Live', upcoming: 'Upcoming', ended: 'Ended', unrecognized: 'Status unavailable' },
  schedule: '{range}',
  scheduleNoEnd: 'From {start}, no end date',
  startsIn: 'Starts in {countdown}',
  endsIn: 'Ends in {countdown}',
  updating: 'a moment…',
  price: 'Price',
  perWallet: '{count} per wallet',
  perTransaction: '{count} per transaction',
  phaseSupply: '{count} in this phase',
  gated: 'Allowlist only',
  open: 'No allowlist',
  bogo: 'Buy {buy}, get {get} free',
  bogoUnrecognized: 'Bonus mints available',
  soldOut: 'Sold out',
  announcement: '{phase} is now {status}.',
};

export interface PhaseListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  drop: string;
  labels?: LabelOverrides<Omit<PhaseListLabels, 'status'>> & { status?: LabelOverrides<PhaseListLabels['status']> | undefined } | undefined;
  priceLabels?: LabelOverrides<LivePhasePriceLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  locale?: string | undefined;
}

/**
 * Every phase with the server's status (unknown values shown as unavailable, never derived from
 * dates), its schedule, live price, caps, phase supply, gating and BOGO, and a countdown to the next
 * boundary the server announced. Status changes, not countdown ticks, are announced to screen readers.
 *
 * @example
 * <PhaseList drop="genesis" />
 */
export function PhaseList({ drop, labels, priceLabels, errorTexts, locale, ...rest }: PhaseListProps) {
  // Stable across polls, so a phase the server did not change is not re-rendered.
  const text = useMemo(() => ({ ...withDefaults(defaultPhaseListLabels, labels), status: withDefaults(defaultPhaseListLabels.status, labels?.status) }), [labels]);
  const resolvedLocale = useLocale(locale);
  const query = useCollection(drop);
  const phases = query.data?.phases.all;
  const announcement = useStatusAnnouncement(phases, text);
  const state = phases ? (phases.length > 0 ? 'ready' : 'empty') : query.isError ? 'error' : 'loading';
  const headingId = useId();
  return (
    <section data-slot="phase-list" data-state={state} aria-busy={state === 'loading'} aria-labelledby={headingId} {...rest}>
      <h3 data-slot="phase-list-heading" id={headingId}>
        {text.heading}
      </h3>
      <p data-slot="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {state === 'error' && <ReadErrorNotice error={query.error} onRetry={() => void query.refetch()} errorTexts={errorTexts} />}
      {state === 'loading' && <p data-slot="phase-list-loading">{text.loading}</p>}
      {state === 'empty' && <p data-slot="phase-list-empty">{text.empty}</p>}
      {phases && phases.length > 0 && (
        <ol data-slot="phase-list-items">
          {phases.map((phase) => (
            <PhaseItem key={phase.id} drop={drop} dropSoldOut={isSoldOut(query.data!)} phase={phase} text={text} priceLabels={priceLabels} locale={resolvedLocale} />
          ))}
        </ol>
      )}
    </section>
  );
}

interface PhaseItemProps {
  drop: string;
  dropSoldOut: boolean;
  phase: Phase;
  text: PhaseListLabels;
  priceLabels: LabelOverrides<LivePhasePriceLabels> | undefined;
  locale: string | undefined;
}

// Memoised: the read model is shared structurally between polls, so an unchanged phase keeps its
// object and skips rendering.
const PhaseItem = /* @__PURE__ */ memo(function PhaseItem({ drop, dropSoldOut, phase, text, priceLabels, locale }: PhaseItemProps) {
  const capReached = usePhaseCapReached(drop, phase);
  const soldOut = phase.status === 'active' && (dropSoldOut || capReached);
  const count = (template: string, value: number) => fill(template, { count: formatNumber(value, locale) });
  // Dates read in the viewer's time zone, which the server cannot know: its HTML and the hydration
  // render hold the line with an empty <time>, and the render after fills it in.
  const hydrated = useHydrated();
  const start = () => formatDateTime(phase.startMs, locale);
  const schedule = !hydrated ? (
    <time dateTime={phase.startDate}>{'\u00a0'}</time>
  ) : phase.endMs === null ? (
    fill(text.scheduleNoEnd, { start: start() })
  ) : (
    fill(text.schedule, { start: start(), end: formatDateTime(phase.endMs, locale), range: formatDateTimeRange(phase.startMs, phase.endMs, locale) })
  );
  // Only to the boundary the server announced for the status it reported; none once ended.
  const boundary = phase.status === 'upcoming' ? { label: text.startsIn, at: phase.startMs } : phase.status === 'active' && phase.endMs !== null ? { label: text.endsIn, at: phase.endMs } : null;
  const bogo = phase.bogo ? (phase.bogo.kind === 'buy-get' ? fill(text.bogo, { buy: formatNumber(phase.bogo.buy, locale), get: formatNumber(phase.bogo.get, locale) }) : text.bogoUnrecognized) : null;
  return (
    <li data-slot="phase" data-state={phase.status} data-gated={phase.isGated ? '' : undefined}>
      <div data-slot="phase-head">
        <span data-slot="phase-name" dir="auto">{phase.name}</span>
        <span data-slot="phase-status" data-state={phase.status}>
          {text.status[phase.status]}
        </span>
        {soldOut && <span data-slot="phase-sold-out">{text.soldOut}</span>}
      </div>
      <p data-slot="phase-schedule">{schedule}</p>
      <div data-slot="phase-price">
        <span data-slot="visually-hidden">{text.price}: </span>
        <LivePhasePrice phase={phase} labels={priceLabels} locale={locale} />
      </div>
      {boundary && (
        <p data-slot="phase-countdown">{fillNode(boundary.label, 'countdown', <Countdown target={boundary.at} doneLabel={text.updating} locale={locale} />)}</p>
      )}
      <ul data-slot="phase-facts">
        <li data-slot="phase-fact" data-kind="gating">{phase.isGated ? text.gated : text.open}</li>
        <li data-slot="phase-fact" data-kind="per-wallet">{count(text.perWallet, phase.maxPerWallet)}</li>
        <li data-slot="phase-fact" data-kind="per-transaction">{count(text.perTransaction, phase.maxPerTransaction)}</li>
        {phase.phaseSupply !== null && <li data-slot="phase-fact" data-kind="phase-supply">{count(text.phaseSupply, phase.phaseSupply)}</li>}
        {bogo && <li data-slot="phase-fact" data-kind="bogo">{bogo}</li>}
      </ul>
    </li>
  );
});

/** The sentence for screen readers when the server moves a phase to another status; ticks never change it. */
function useStatusAnnouncement(phases: Phase[] | undefined, text: PhaseListLabels): string {
  const previous = useRef<Map<string, PhaseStatus> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // New labels re-run it over the same phases: nothing moved, so nothing is announced.
  useEffect(() => {
    if (!phases) return;
    const before = previous.current;
    previous.current = new Map(phases.map((phase) => [phase.id, phase.status]));
    if (!before) return;
    const changed = phases.filter((phase) => before.has(phase.id) && before.get(phase.id) !== phase.status);
    if (changed.length > 0) setAnnouncement(changed.map((phase) => fill(text.announcement, { phase: phase.name, status: text.status[phase.status] })).join(' '));
  }, [phases, text]);
  return announcement;
}
