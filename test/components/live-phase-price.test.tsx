import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhaseList } from '../../src/components/phase-list.js';
import { useDutchPrice } from '../../src/react/index.js';
import { editedAnswers, makeSandbox, renderKit, type TestSandbox } from '../helpers/kit.js';

const phase = async (name: string) => within((await screen.findByText(name, { selector: '[data-slot="phase-name"]' })).closest('[data-slot="phase"]') as HTMLElement);

const HOUR = 3_600_000;

/**
 * Moves the page's fake timers and the sandbox clock together, in 50 ms steps. With `deviceSkewMs`,
 * the device's wall clock is that far from the sandbox's.
 */
function lockstep(test: TestSandbox, deviceSkewMs?: number) {
  if (deviceSkewMs === undefined) {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  } else {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'], now: test.clock.now() + deviceSkewMs });
  }
  setInterval(() => test.clock.advance(50), 50);
  return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
}

afterEach(() => vi.useRealTimers());

describe('LivePhasePrice', () => {
  it.each([
    ['unknown', { kind: 'unknown' }],
    ['of a kind added later', { kind: 'sealed-bid' }],
  ])('a live price %s keeps the phase’s own range, not marked "now"', async (_, priceDisplay) => {
    const test = makeSandbox();
    const edited = editedAnswers<{ priceDisplay?: unknown }>(test, (url) => url.includes('/dutch-price'), (body) => {
      body.priceDisplay = priceDisplay;
    });
    renderKit(<PhaseList drop="dutch" />, { test, provider: { fetch: edited } });
    const auction = await phase('Dutch auction');
    await vi.waitFor(() => expect(test.count('GET', '/dutch-price')).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const live = auction.getByText((_, element) => element?.getAttribute('data-slot') === 'live-price');
    expect(live).toHaveTextContent(/^From 0\.5 SOL$/);
    expect(live).toHaveAttribute('data-state', 'static');
  });

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

  it.each([
    ['epoch milliseconds in a string', (iso: string) => String(Date.parse(iso))],
    ['a word', () => 'soon'],
  ])('a `nextChangeAt` that is not a date (%s) still follows the auction, at the slow pace', async (_, mangle) => {
    const test = makeSandbox();
    const advance = lockstep(test);
    const edited = editedAnswers<{ nextChangeAt?: string | null }>(test, (url) => url.includes('/dutch-price'), (body) => {
      if (typeof body.nextChangeAt === 'string') body.nextChangeAt = mangle(body.nextChangeAt);
    });
    renderKit(<PhaseList drop="dutch" />, { test, provider: { fetch: edited } });
    const auction = await phase('Dutch auction');
    const price = await auction.findByText('2 SOL');
    await advance(10 * 60_000 + 12_000); // the server steps the price; the page asks again within 10 s
    expect(auction.getByText('1.75 SOL')).toBe(price);
  });

  it('moves the Dutch price at the moment the server announced, on the server’s clock, with the device clock hours slow', async () => {
    const test = makeSandbox();
    test.clock.advance(9 * 60_000 + 30_000); // the auction's first step is 30 s away
    const advance = lockstep(test, -12 * HOUR);
    renderKit(<PhaseList drop="dutch" />, { test });
    const auction = await phase('Dutch auction');
    const price = await auction.findByText('2 SOL');
    // Said in words that this price moves, not by a coloured dot alone.
    expect(auction.getByText('now')).toBeVisible();
    await advance(32_000);
    expect(auction.getByText('1.75 SOL')).toBe(price);
  });

  it('when the live price cannot be read, shows the phase’s own range, not a price that may be past, and asks at the slow pace', async () => {
    const test = makeSandbox();
    const advance = lockstep(test);
    renderKit(<PhaseList drop="dutch" />, { test });
    const auction = await phase('Dutch auction');
    expect(await auction.findByText('2 SOL')).toBeInTheDocument();
    test.sandbox.failNext({ path: '/mint/v1/phases/*', mode: 'network-before', times: 1_000 });
    const before = test.count('GET', '/dutch-price');
    await advance(10 * 60_000 + 2_000); // the price steps; the page cannot read it
    const live = auction.getByText(/SOL/).closest('[data-slot="live-price"]')!;
    expect(live).toHaveAttribute('data-state', 'static');
    expect(auction.queryByText('2 SOL')).toBeNull();
    expect(auction.queryByText('now')).toBeNull();
    const failing = test.count('GET', '/dutch-price');
    expect(failing).toBeGreaterThan(before);
    await advance(60_000);
    // One ask per 10 s while failing (each with the client's 3 quick retries): about 24 a minute, not 240.
    expect(test.count('GET', '/dutch-price') - failing).toBeLessThanOrEqual(30);
  });

  it('follows a pegged phase through the read model the server resolves, in place, with no request of its own', async () => {
    const test = makeSandbox();
    const advance = lockstep(test);
    renderKit(<PhaseList drop="pegged" />, { test });
    const pegged = await phase('USD-pegged sale');
    const price = await pegged.findByText('0.1667 SOL'); // $25 at $150 a SOL
    test.sandbox.setTokenPrice('SOL', 125);
    await advance(31_000); // the collection's poll
    expect(await pegged.findByText('0.2 SOL')).toBe(price);
    // Nor does a fixed-price phase cost a probe of the pegged endpoint (a 404 in every console).
    renderKit(<PhaseList drop="genesis" />, { test });
    await phase('Early bird');
    await advance(1_000);
    expect(test.count('GET', '/pegged-price')).toBe(0);
  });

  it('a range price that is not a Dutch auction asks the Dutch endpoint once, then shows the phase’s own price without asking again', async () => {
    const test = makeSandbox();
    const advance = lockstep(test);
    // The spec's `range` only says the price varies within the phase; this service prices genesis's live phase so.
    const ranged = editedAnswers(test, (url) => url.endsWith('/collections/genesis'), (body: { phases: Record<'all' | 'active', Array<{ status: string; priceDisplay: unknown }>> }) => {
      for (const entry of [...body.phases.all, ...body.phases.active]) if (entry.status === 'active') entry.priceDisplay = { kind: 'range', min: 0.1, currency: 'SOL' };
    });
    renderKit(<PhaseList drop="genesis" />, { test, provider: { fetch: ranged } });
    const earlyBird = await phase('Early bird');
    await advance(2_000);
    expect(test.count('GET', '/dutch-price')).toBe(1); // answered 404 NOT_FOUND: not a Dutch phase
    await advance(60_000);
    expect(test.count('GET', '/dutch-price')).toBe(1);
    expect(earlyBird.getByText('From 0.1 SOL')).toBeVisible();
    expect(earlyBird.queryByText('now')).toBeNull();
  });

  it('useDutchPrice without `live` reads the price once and does not follow it', async () => {
    const test = makeSandbox();
    const advance = lockstep(test);
    const auction = test.drop('dutch').phases.find((entry) => entry.name === 'Dutch auction')!;
    function Probe() {
      const { data } = useDutchPrice(auction.id);
      return <p>{data ? 'price read' : 'loading'}</p>;
    }
    renderKit(<Probe />, { test });
    expect(await screen.findByText('price read')).toBeInTheDocument();
    await advance(10 * 60_000 + 2_000); // the price steps
    expect(test.count('GET', '/dutch-price')).toBe(1);
  });
});
