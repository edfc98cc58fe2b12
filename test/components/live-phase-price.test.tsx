import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhaseList } from '../../src/components/phase-list.js';
import { makeSandbox, renderKit, type TestSandbox } from '../helpers/kit.js';

const phase = async (name: string) => within((await screen.findByText(name, { selector: '[data-slot="phase-name"]' })).closest('[data-slot="phase"]') as HTMLElement);

/** Moves the page's fake timers and the sandbox clock together, in 50 ms steps. */
function lockstep(test: TestSandbox) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  setInterval(() => test.clock.advance(50), 50);
  return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
}

afterEach(() => vi.useRealTimers());

describe('LivePhasePrice', () => {
  it('follows a Dutch auction in place as the server moves its price', async () => {
    const test = makeSandbox();
    const advance = lockstep(test);
    renderKit(<PhaseList drop="dutch" />, { test });
    const auction = await phase('Dutch auction');
    expect(await auction.findByText('2 SOL')).toBeInTheDocument();
    const price = auction.getByText('2 SOL');
    await advance(10 * 60_000 + 2_000);
    expect(await auction.findByText('1.75 SOL')).toBe(price); // same node, new figure
  });

  it('stops asking for a pegged price once the service says a phase is not pegged', async () => {
    const test = makeSandbox();
    const advance = lockstep(test);
    renderKit(<PhaseList drop="genesis" />, { test });
    await phase('Early bird');
    await advance(1_000);
    const asked = test.count('GET', '/pegged-price');
    expect(asked).toBeGreaterThan(0);
    await advance(95_000);
    expect(test.count('GET', '/pegged-price')).toBe(asked);
    expect((await phase('Early bird')).getByText('0.1 SOL')).toBeInTheDocument();
  });
});
