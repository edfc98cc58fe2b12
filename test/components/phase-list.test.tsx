import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhaseList } from '../../src/components/phase-list.js';
import { wireCollectionResponse, wirePhase } from '../fixtures/wire.js';
import { useMintKit, type MintKitContextValue } from '../../src/react/context.js';
import { makeSandbox, renderKit, START, type TestSandbox } from '../helpers/kit.js';


const phase = async (name: string) => within((await screen.findByText(name, { selector: '[data-slot="phase-name"]' })).closest('[data-slot="phase"]') as HTMLElement);

/** A fetch answering the collection route with `body`, everything else from the sandbox. */
function withCollection(test: TestSandbox, body: unknown): typeof fetch {
  return async (input, init) => (String(input).includes('/v1/collections/genesis') && !String(input).includes('/genesis/') ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }) : test.fetch(input, init));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PhaseList', () => {
  it('shows each phase with the status the server sent', async () => {
    const test = makeSandbox();
    renderKit(<PhaseList drop="genesis" />, { test });
    expect((await phase('Founders')).getByText('Ended')).toBeInTheDocument();
    expect((await phase('Early bird')).getByText('Live')).toBeInTheDocument();
    expect((await phase('Public')).getByText('Upcoming')).toBeInTheDocument();
    const early = await phase('Early bird');
    expect(early.getByText('5 per wallet')).toBeInTheDocument();
    expect(early.getByText('3 per transaction')).toBeInTheDocument();
    expect(early.getByText('Ends in')).toBeInTheDocument();
    expect((await phase('Founders')).getByText('100 in this phase')).toBeInTheDocument();
  });

  it('says a same-day schedule’s date once, as the locale writes ranges; a relabelled schedule still gets each end in full', async () => {
    const test = makeSandbox();
    // Noon to 14:30 UTC: the same calendar day in every time zone from UTC−12 to UTC+9.
    const body = wireCollectionResponse({ phases: [wirePhase({ name: 'Afternoon', startDate: '2026-03-10T12:00:00.000Z', endDate: '2026-03-10T14:30:00.000Z' })] });
    const first = renderKit(<PhaseList drop="genesis" locale="en-US" />, { test, provider: { fetch: withCollection(test, body) } });
    const schedule = (await phase('Afternoon')).getByText(/2026/, { selector: '[data-slot="phase-schedule"]' }).textContent!;
    expect(schedule.match(/Mar \d+, 2026/g)).toHaveLength(1);
    expect(schedule).toMatch(/, \d+:\d\d.*–\s?\d+:\d\d\s?[AP]M$/); // "Mar 10, 2026, 12:00 – 2:30 PM"
    first.unmount();

    renderKit(<PhaseList drop="genesis" locale="en-US" labels={{ schedule: 'Opens {start}, closes {end}' }} />, { test, provider: { fetch: withCollection(test, body) } });
    const relabelled = (await phase('Afternoon')).getByText(/^Opens /).textContent!;
    expect(relabelled.match(/Mar \d+, 2026/g)).toHaveLength(2);
  });

  it.each(['maxPerTransaction', 'maxPerWallet', 'phaseSupply'])('never shows a %s below zero as a figure: the drop reads as not understood', async (field) => {
    const test = makeSandbox();
    const body = wireCollectionResponse({ phases: [wirePhase({ name: 'Odd', [field]: -1 })] });
    const { container } = renderKit(<PhaseList drop="genesis" />, { test, provider: { fetch: withCollection(test, body) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('does not understand');
    expect(container).not.toHaveTextContent('-1');
  });

  it('shows an unrecognised status as unavailable, even when the dates say the phase is running', async () => {
    const test = makeSandbox();
    const body = wireCollectionResponse({ phases: [wirePhase({ name: 'Mystery', status: 'paused', startDate: '2020-01-01T00:00:00.000Z', endDate: '2099-01-01T00:00:00.000Z' })] });
    renderKit(<PhaseList drop="genesis" />, { test, provider: { fetch: withCollection(test, body) } });
    const mystery = await phase('Mystery');
    expect(mystery.getByText('Status unavailable')).toBeInTheDocument();
    expect(mystery.queryByText(/^(Live|Upcoming|Ended)$/)).toBeNull();
    expect(mystery.queryByText(/Starts in|Ends in/)).toBeNull();
  });

  it('shows a phase that carries fields this version does not know, and still mentions a bonus offer of a shape it cannot read', async () => {
    const test = makeSandbox();
    // A newer service: a field per phase added since v1, and a tiered BOGO this kit cannot spell out.
    const body = wireCollectionResponse({
      phases: [wirePhase({ name: 'Tiered', bogo: { tiers: [{ buy: 3, get: 1 }] }, allowlistRoot: '0xabc', schedule: { steps: [] } })],
    });
    renderKit(<PhaseList drop="genesis" />, { test, provider: { fetch: withCollection(test, body) } });
    const tiered = await phase('Tiered');
    expect(tiered.getByText('Live')).toBeInTheDocument();
    expect(tiered.getByText('0.5 SOL')).toBeInTheDocument();
    expect(tiered.getByText('Bonus mints available')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes a status only when the server does: the countdown reaches zero, the page asks again, then the label moves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 60_000 });
    const boundary = START + 60_000;
    let kit: MintKitContextValue | null = null;
    function ClockProbe() {
      kit = useMintKit('ClockProbe');
      return null;
    }
    renderKit(
      <>
        <ClockProbe />
        <PhaseList drop="genesis" />
      </>,
      { test },
    );
    const publicSale = await phase('Public');
    expect(publicSale.getByText('Upcoming')).toBeInTheDocument();
    const countdown = () => publicSale.getByText(/^\d\d:\d\d$|a moment…/, { selector: 'time' });
    expect(countdown().textContent).toMatch(/^0[01]:\d\d$/);
    const live = screen.getByRole('status');
    expect(live).toBeEmptyDOMElement();

    // The sandbox's clock follows the same fake timers as the page, 50 ms at a time, so both move
    // together (as a real server's and a real browser's do).
    setInterval(() => test.clock.advance(50), 50);
    const both = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
    };
    const pageNow = () => kit!.clock.now();
    // Half a second off a whole second: at exactly 10 s left the tick to "00:10" may land a timer
    // step later than the check, which is not what this asserts.
    await both(boundary - 9_500 - pageNow());
    expect(countdown().textContent).toMatch(/^00:(09|10)$/);
    expect(publicSale.getByText('Upcoming')).toBeInTheDocument();

    // The page's clock passes the boundary: the countdown stops at zero, the label stays as the
    // server last said until the page has asked again (0.3–1.3 s after the boundary).
    await both(boundary + 100 - pageNow());
    expect(countdown().textContent).toBe('a moment…');
    // Read as one sentence with its lead-in, not "Starts in Updating…".
    expect(countdown().closest('[data-slot="phase-countdown"]')?.textContent).toBe('Starts in a moment…');
    expect(publicSale.getByText('Upcoming')).toBeInTheDocument();
    expect(live).toBeEmptyDOMElement();
    const before = test.count('GET', '/collections/genesis');

    await both(1_500);
    expect(test.count('GET', '/collections/genesis')).toBeGreaterThan(before);
    expect(await publicSale.findByText('Live')).toBeInTheDocument();
    expect((await phase('Early bird')).getByText('Ended')).toBeInTheDocument();
    expect(live).toHaveTextContent('Early bird is now Ended. Public is now Live.');
    expect(publicSale.getByText('Ends in')).toBeInTheDocument();
  });

  it('announces status changes only, never countdown ticks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox();
    renderKit(<PhaseList drop="genesis" />, { test });
    await phase('Public');
    await act(async () => {
      test.clock.advance(10_000);
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    for (const time of document.querySelectorAll('[data-slot="countdown"]')) expect(time).toHaveAttribute('aria-live', 'off');
  });

  it('takes its strings from labels', async () => {
    const test = makeSandbox();
    renderKit(<PhaseList drop="genesis" labels={{ heading: 'Rounds', status: { active: 'Open now' } }} />, { test });
    expect(await screen.findByRole('heading', { name: 'Rounds' })).toBeInTheDocument();
    expect((await phase('Early bird')).getByText('Open now')).toBeInTheDocument();
  });

  it('a label given as undefined (a missing translation from plain JavaScript) keeps its default', async () => {
    const test = makeSandbox();
    renderKit(<PhaseList drop="genesis" labels={{ heading: undefined, schedule: undefined, status: { active: undefined, upcoming: 'Soon' } }} />, { test });
    expect(await screen.findByRole('heading', { name: 'Sale phases' })).toBeInTheDocument();
    expect((await phase('Early bird')).getByText('Live')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('formats every figure for its locale, the BOGO offer’s included', async () => {
    const test = makeSandbox();
    renderKit(<PhaseList drop="bogo" locale="ar-EG" labels={{ bogo: '{buy}+{get}' }} />, { test });
    const offer = await phase('Buy 2 get 1');
    expect(offer.getByText('٢+١')).toBeInTheDocument();
  });
});

describe('PhaseList in other languages', () => {
  const countdownLines = async () => {
    await phase('Public');
    return [...document.querySelectorAll('[data-slot="phase-countdown"]')].map((line) => line.textContent!);
  };

  it('counts down in the locale’s digits and its word for days, like the schedule beside it ("٥٩ ي ٢٣:٥٩:٥٩" in ar-EG, not "59d 23:59:59")', async () => {
    const test = makeSandbox();
    renderKit(<PhaseList drop="genesis" locale="ar-EG" />, { test });
    const times = (await countdownLines(), [...document.querySelectorAll('[data-slot="phase-countdown"] [data-slot="countdown"]')].map((time) => time.textContent!));
    expect(times.length).toBeGreaterThan(1);
    for (const time of times) expect(time).toMatch(/^[٠-٩ ي:]+$/);
    expect(times.some((time) => /^[٠-٩]+ ي [٠-٩]{2}:[٠-٩]{2}:[٠-٩]{2}$/.test(time))).toBe(true);
  });

  it('takes the provider’s locale when it is given none, and keeps "59d 23:59:59" in English', async () => {
    const test = makeSandbox();
    const view = renderKit(<PhaseList drop="genesis" />, { test, provider: { locale: 'fa-IR' } });
    expect((await countdownLines()).join(' ')).not.toMatch(/[0-9]/);
    view.unmount();
    renderKit(<PhaseList drop="genesis" locale="en-US" />, { test });
    expect(await countdownLines()).toContainEqual(expect.stringMatching(/^Starts in \d+d \d\d:\d\d:\d\d$/));
  });

  it('lets a translation put the countdown first ("{countdown} में शुरू"), and a label written without the slot still gets it after', async () => {
    const test = makeSandbox();
    const view = renderKit(<PhaseList drop="genesis" locale="hi-IN" labels={{ startsIn: '{countdown} में शुरू', endsIn: '{countdown} में समाप्त' }} />, { test });
    const lines = await countdownLines();
    expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d(:\d\d)? में समाप्त$/));
    expect(lines).toContainEqual(expect.stringMatching(/^(\d+ दि )?\d\d:\d\d(:\d\d)? में शुरू$/));
    view.unmount();
    renderKit(<PhaseList drop="genesis" locale="de-DE" labels={{ startsIn: 'Beginnt in', endsIn: 'Endet in' }} />, { test });
    expect(await countdownLines()).toContainEqual(expect.stringMatching(/^Endet in \d\d:\d\d(:\d\d)?$/));
  });
});
