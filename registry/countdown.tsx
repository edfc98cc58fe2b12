// From mintkit@0.1.0, src/components/countdown.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import type { HTMLAttributes } from 'react';
import { useLocale, useCountdown } from 'mintkit/react';
import { formatCountdown } from 'mintkit/parts';

export interface CountdownProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The server-announced deadline (epoch ms or ISO string). */
  target: number | string | null | undefined;
  /** Shown when the deadline has passed (until the server's next answer changes the page); default zero ("00:00" in the locale's digits). */
  doneLabel?: string | undefined;
  /** The locale's digits and word for days ("٢ ي ٠٣:٠٤:٠٥" in ar-EG); else the provider's. */
  locale?: string | undefined;
}

/**
 * Time left to a server-clock deadline, as a leaf component: on each tick only this text re-renders,
 * not the list around it. Not announced by screen readers every second (the surrounding region
 * announces status changes instead).
 *
 * @example
 * <Countdown target={phase.startMs} locale="de-DE" />
 */
export function Countdown({ target, doneLabel, locale, ...rest }: CountdownProps) {
  const countdown = useCountdown(target);
  const resolvedLocale = useLocale(locale);
  const { secondsLeft, done } = countdown;
  const state = secondsLeft === null ? 'unknown' : done ? 'done' : 'running';
  const iso = secondsLeft === null ? undefined : `PT${secondsLeft}S`;
  return (
    <time data-slot="countdown" data-state={state} dateTime={iso} aria-live="off" {...rest}>
      {secondsLeft === null ? '--:--' : done && doneLabel !== undefined ? doneLabel : formatCountdown(countdown, resolvedLocale)}
    </time>
  );
}
