import { useEffect, useState } from 'react';
import { PriceDisplay } from '../../src/components/price-display.js';
import { useCollection } from '../../src/react/hooks.js';

/**
 * For comparison only: the phase list as a per-component-interval countdown library would build it.
 * Each countdown owns a `setInterval(…, 1000)` started when it mounts and reads the device clock.
 * Not MintKit's way; the bench measures what it costs.
 */
export function NaivePhaseList({ drop }: { drop: string }) {
  const phases = useCollection(drop).data?.phases.all;
  if (!phases) return <p>Loading phases…</p>;
  return (
    <section data-slot="phase-list" data-state="ready">
      <ol>
        {phases.map((phase) => (
          <li key={phase.id} data-slot="phase" data-state={phase.status}>
            <span data-slot="phase-name">{phase.name}</span> <PriceDisplay price={phase.priceDisplay} />{' '}
            {phase.status === 'upcoming' && <NaiveCountdown target={phase.startMs} />}
            {phase.status === 'active' && phase.endMs !== null && <NaiveCountdown target={phase.endMs} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function NaiveCountdown({ target }: { target: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const handle = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(handle);
  }, []);
  const secondsLeft = Math.max(0, Math.ceil((target - now) / 1000));
  return (
    <time data-slot="countdown" dateTime={`PT${secondsLeft}S`}>
      {secondsLeft}s
    </time>
  );
}
