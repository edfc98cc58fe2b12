import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCollection, useEligibility } from '../../src/react/index.js';
// Loaded up front: the client imports its decoders lazily, which fake timers cannot hurry.
import '../../src/core/mint-wallet-calls.js';
import { makeSandbox, passTime, renderKit, START, type TestSandbox } from '../helpers/kit.js';

const WALLET = '11111111111111111111111111111111';


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
    await passTime(0, test, 250);
    renderKit(<MyEligibility phaseName="Public" />, { test });
    await passTime(1_000, test, 250);
    for (let i = 0; i < 20 && !screen.queryByTestId('line'); i++) await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('line')).toHaveTextContent('status upcoming; not started yet');
    // Past the boundary (and well past the eligibility's 30 s staleTime): the collection moved on.
    await passTime(150_000, test, 250);
    expect(screen.getByTestId('line')).toHaveTextContent(/^status active;/);
    // The eligibility answer is asked again when the phase's status moves.
    expect(screen.getByTestId('line')).toHaveTextContent('status active; open now');
  });
});

function Line({ phaseName, n }: { phaseName: string; n: number }) {
  const collection = useCollection('genesis').data;
  const phase = collection?.phases.all.find((listed) => listed.name === phaseName);
  const { data } = useEligibility('genesis', phase?.id ?? '', WALLET);
  return <p data-testid={`line${n}`}>{phase && data ? `status ${phase.status}; ${data.phase.hasStarted ? 'open' : 'not started'}` : 'loading'}</p>;
}

/** A host that knows the phase id up front (from its CMS), as useEligibility's JSDoc shows. */
function KnownId({ phaseId }: { phaseId: string }) {
  const { data } = useEligibility('genesis', phaseId, WALLET);
  return <p data-testid="known">{data ? data.verdict : 'loading'}</p>;
}

const eligibilityCount = (test: TestSandbox) => test.requests.filter((r) => r.path.includes('/eligibility/')).length;

describe('useEligibility asks again when its phase’s status moves, and only then', () => {
  it('three hooks on the same phase ask the service once when its status moves, not once each', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'], now: START });
    const test = makeSandbox({ transitionAfterMs: 90_000 });
    await passTime(0, test, 250);
    renderKit(<><Line phaseName="Public" n={1} /><Line phaseName="Public" n={2} /><Line phaseName="Public" n={3} /></>, { test });
    await passTime(1_000, test, 250);
    for (let i = 0; i < 20 && screen.getByTestId('line1').textContent === 'loading'; i++) await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('line1')).toHaveTextContent('status upcoming; not started');
    const before = eligibilityCount(test);
    expect(before).toBe(1);
    await passTime(100_000, test, 250);
    expect(screen.getByTestId('line1')).toHaveTextContent('status active; open');
    expect(eligibilityCount(test) - before).toBe(1);
  });

  it('a host that passes a known phase id asks once at load, not twice when the collection arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'], now: START });
    const test = makeSandbox();
    await passTime(0, test, 250);
    const phase = test.drop('genesis').phases.find((listed) => listed.name === 'Public')!;
    renderKit(<KnownId phaseId={phase.id} />, { test });
    await passTime(3_000, test, 250);
    expect(screen.getByTestId('known')).not.toHaveTextContent('loading');
    expect(eligibilityCount(test)).toBe(1);
  });

  it('a host that asks only for eligibility does not start polling the drop’s read model (GET /collections every 30 s)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'], now: START });
    const test = makeSandbox();
    await passTime(0, test, 250);
    const phase = test.drop('genesis').phases.find((listed) => listed.name === 'Public')!;
    renderKit(<KnownId phaseId={phase.id} />, { test });
    await passTime(95_000, test, 250);
    expect(screen.getByTestId('known')).not.toHaveTextContent('loading');
    expect(test.count('GET', '/collections/genesis')).toBe(0);
  });
});
