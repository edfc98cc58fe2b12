/**
 * Every page watching a Dutch auction counts on the same server clock, so at each step of its price
 * all of them would ask for the new price in the same tenth of a second; like the read model at a
 * phase boundary, each page asks at its own moment of the second after the step.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhaseList } from '../../src/components/phase-list.js';
import { makeSandbox, renderKit, type TestSandbox } from '../helpers/kit.js';

const FAKED = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] as const;

/** Moves the sandbox (server) clock and the device's timers forward together, 50 ms at a time. */
async function elapse(test: TestSandbox, ms: number) {
  for (let step = 0; step < ms; step += 50) {
    const slice = Math.min(50, ms - step);
    await act(async () => {
      test.clock.advance(slice);
      await vi.advanceTimersByTimeAsync(slice);
    });
  }
}

afterEach(() => vi.useRealTimers());

describe('twenty buyers’ pages watching a Dutch auction', () => {
  it('ask for the new price at a step at different moments, as they do at a phase boundary', async () => {
    const test = makeSandbox();
    test.clock.advance(9 * 60_000 + 30_000); // the auction's first step is 30 s away
    vi.useFakeTimers({ toFake: [...FAKED], now: test.clock.now() });
    const askedAt: number[] = [];
    const watching: typeof fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/dutch-price')) askedAt.push(test.clock.now());
      return test.fetch(input, init);
    };
    for (let buyer = 0; buyer < 20; buyer++) renderKit(<PhaseList drop="dutch" />, { test, provider: { fetch: watching } });
    await elapse(test, 2_000);
    expect(screen.getAllByText('2 SOL').length).toBeGreaterThanOrEqual(20);
    const step = test.clock.now() + 28_000;
    askedAt.length = 0;
    await elapse(test, 31_000);
    expect(screen.getAllByText('1.75 SOL').length).toBeGreaterThanOrEqual(20);
    const offsets = askedAt.filter((at) => at >= step).map((at) => at - step);
    expect(offsets.length).toBeGreaterThanOrEqual(20);
    // Spread over most of the second after the step, as at a phase boundary (before: all in one 50 ms step).
    expect(Math.max(...offsets) - Math.min(...offsets)).toBeGreaterThanOrEqual(500);
  });
});
