import type { HTMLAttributes } from 'react';
import { useCountdown } from '../react/time.js';
import { formatCountdown } from './format.js';

export interface CountdownProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The server-announced deadline (epoch ms or ISO string). */
  target: number | string | null | undefined;
  /** Shown when the deadline has passed (until the server's next answer changes the page). */
  doneLabel?: string | undefined;
}

/**
 * Time left to a server-clock deadline, as a leaf component: on each tick only this text re-renders,
 * not the list around it. Not announced by screen readers every second (the surrounding region
 * announces status changes instead).
 *
 * @example
 * <Countdown target={phase.startMs} />
 */
export function Countdown({ target, doneLabel = '00:00', ...rest }: CountdownProps) {
  const countdown = useCountdown(target);
  const { secondsLeft, done } = countdown;
  const state = secondsLeft === null ? 'unknown' : done ? 'done' : 'running';
  const iso = secondsLeft === null ? undefined : `PT${secondsLeft}S`;
  return (
    <time data-slot="countdown" data-state={state} dateTime={iso} aria-live="off" {...rest}>
      {secondsLeft === null ? '--:--' : done ? doneLabel : formatCountdown(countdown)}
    </time>
  );
}
