import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCollection, useEligibility } from '../../src/react/index.js';
// Loaded up front: the client imports its decoders lazily, which fake timers cannot hurry.
import '../../src/core/wire/mint-more.js';
import { makeSandbox, renderKit, START, type TestSandbox } from '../helpers/kit.js';

const WALLET = '11111111111111111111111111111111';

async function elapse(test: TestSandbox, ms: number) {
  for (let step = 0; step < ms; step += 250) {
    const slice = Math.min(250, ms - step);
    await act(async () => {
      test.clock.advance(slice);
      await vi.advanceTimersByTimeAsync(slice);
    });
  }
}

/** A host's own eligibility line, built as useEligibility's JSDoc says: the verdict, and `phase.hasStarted` for the time window. */
function MyEligibility({ phaseName }: { phaseName: string }) {
  const collection = useCollection('genesis').data;
  const phase = collection?.phases.all.find((listed) => listed.name === phaseName);
  const { data } = useEligibility('genesis', phase?.id ?? '', WALLET);
  if (!phase || !data) return <p>loading</p>;
  return (
    <p data-testid="line">
      status {phase.status}; {data.phase.hasStarted ? 'open now' : 'not started yet'}
    </p>
  );
}

afterEach(() => vi.useRealTimers());

describe('useEligibility across a phase boundary', () => {
  it('does not keep saying "not started yet" once the server has opened the phase', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'], now: START });
    const test = makeSandbox({ transitionAfterMs: 90_000 });
    await elapse(test, 0);
    renderKit(<MyEligibility phaseName="Public" />, { test });
    await elapse(test, 1_000);
    for (let i = 0; i < 20 && !screen.queryByTestId('line'); i++) await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('line')).toHaveTextContent('status upcoming; not started yet');
    // Past the boundary (and well past the eligibility's 30 s staleTime): the collection moved on.
    await elapse(test, 150_000);
    expect(screen.getByTestId('line')).toHaveTextContent(/^status active;/);
    // The eligibility answer is asked again when the phase's status moves.
    expect(screen.getByTestId('line')).toHaveTextContent('status active; open now');
  });
});
