import { act, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../src/components/countdown.js';
import { createMintClient } from '../../src/core/index.js';
import { collectionQuery, useCollection, useDeadlineOnTicks, useMintKit, useServerNow } from '../../src/react/index.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { editedAnswers, freshQueryClient, makeSandbox, renderKit, SANDBOX_BASE, START, type TestSandbox } from '../helpers/kit.js';

const HOUR = 3_600_000;
const FAKED = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] as const;

/** Fake timers with the device clock `skewMs` away from the sandbox's (server) clock. */
function fakeDevice(skewMs: number) {
  vi.useFakeTimers({ toFake: [...FAKED], now: START + skewMs });
}

/** Moves real (server) time and the device's timers forward together. */
async function elapse(test: TestSandbox, ms: number) {
  if (ms === 0) await act(() => vi.advanceTimersByTimeAsync(0));
  for (let step = 0; step < ms; step += 250) {
    const slice = Math.min(250, ms - step);
    await act(async () => {
      test.clock.advance(slice);
      await vi.advanceTimersByTimeAsync(slice);
    });
  }
}

function PhaseCountdowns({ drop }: { drop: string }) {
  const { data } = useCollection(drop);
  if (!data) return <p>loading</p>;
  return (
    <ul>
      {data.phases.all.map((phase) => (
        <li key={phase.id}>
          {phase.name}: {phase.status} <Countdown target={phase.status === 'upcoming' ? phase.startMs : phase.status === 'active' ? phase.endMs : null} data-testid={`countdown-${phase.name}`} />
        </li>
      ))}
    </ul>
  );
}

/** The sandbox's page fetch with a server whose timer never fires: "Public" stays upcoming after its start. */
const publicNeverOpens = (test: TestSandbox) =>
  editedAnswers(test, (url) => url.endsWith('/collections/genesis'), (body: { phases: { all: Array<{ name: string; status: string }> } }) => {
    for (const phase of body.phases.all) if (phase.name === 'Public' || phase.name === 'Early bird') phase.status = phase.name === 'Public' ? 'upcoming' : 'active';
  });

/** A reader of the drop, as any component of a page is. */
function Reader() {
  const { data } = useCollection('genesis');
  return <p>{data ? data.phases.all.map((phase) => `${phase.name}: ${phase.status}`).join(', ') : 'loading'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks(); // a visibilityState spy left by a failed test must not hide the next test's tab
});

describe.each([
  ['correct', 0],
  ['12 hours fast', 12 * HOUR],
  ['12 hours slow', -12 * HOUR],
])('countdowns with the device clock %s', (_, skew) => {
  it('count to the server-announced boundary on the server clock, and the status follows the server', async () => {
    fakeDevice(skew);
    const test = makeSandbox({ transitionAfterMs: 90_000 });
    renderKit(<PhaseCountdowns drop="genesis" />, { test });
    await elapse(test, 0);
    for (let i = 0; i < 5 && !screen.queryByText(/Early bird: active/); i++) await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(/Early bird: active/)).toBeInTheDocument();
    expect(screen.getByTestId('countdown-Early bird')).toHaveTextContent('01:30');
    expect(screen.getByTestId('countdown-Public')).toHaveTextContent('01:30');

    await elapse(test, 30_000);
    expect(screen.getByTestId('countdown-Early bird')).toHaveTextContent('01:00');

    // At the boundary the countdown reads zero; the label only changes when the server says so.
    await elapse(test, 60_000);
    expect(screen.getByTestId('countdown-Public')).toHaveTextContent('00:00');
    expect(screen.getByText(/Public: upcoming/)).toBeInTheDocument(); // the kit did not decide it started
    await elapse(test, 1_500); // the server's timer flips it; the kit asks within 0.3–1.3 s of the boundary
    expect(screen.getByText(/Public: active/)).toBeInTheDocument();
    expect(screen.getByText(/Early bird: ended/)).toBeInTheDocument();
  });
});

describe('asking the server at a boundary', () => {
  it('a boundary that passes in a hidden tab is asked about when the tab is seen again, not before', async () => {
    fakeDevice(0);
    const test = makeSandbox({ transitionAfterMs: 20_000 });
    let hidden = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    // as in a browser, where visibilitychange bubbles from the document to the window react-query listens on
    renderKit(<PhaseCountdowns drop="genesis" />, { test });
    await elapse(test, 17_000);
    expect(screen.getByText(/Public: upcoming/)).toBeInTheDocument();
    const readsBefore = test.count('GET', '/collections/genesis');

    hidden = true;
    act(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await elapse(test, 5_000); // the boundary (at 20 s) passes while nobody looks
    expect(test.count('GET', '/collections/genesis')).toBe(readsBefore);

    hidden = false;
    act(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await elapse(test, 0);
    for (let i = 0; i < 5 && !screen.queryByText(/Public: active/); i++) await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(/Public: active/)).toBeInTheDocument();
    expect(test.count('GET', '/collections/genesis')).toBe(readsBefore + 1);
  });

  it('asks a few times when the server is late to flip a status, never in a burst', async () => {
    fakeDevice(0);
    const test = makeSandbox({ transitionAfterMs: 5_000 });
    const stuck = publicNeverOpens(test);
    renderKit(<PhaseCountdowns drop="genesis" />, { test, provider: { fetch: stuck } });
    await elapse(test, 0);
    await elapse(test, 60_000);
    const reads = test.count('GET', '/collections/genesis');
    // 1 first read + 1 at the boundary + 3 backed-off retries + 2 regular 30 s polls
    expect(reads).toBeGreaterThanOrEqual(5);
    expect(reads).toBeLessThanOrEqual(7);
    expect(screen.getByText(/Public: upcoming/)).toBeInTheDocument(); // still the server's word
  });

  it('asks a few times when the server is late to flip a status, however many components read the drop', async () => {
    fakeDevice(0);
    const test = makeSandbox({ transitionAfterMs: 5_000 });
    const stuckNow = publicNeverOpens(test);
    // A network that takes a moment to answer, as a real one does: asks planned for the same moment join one read.
    const stuck: typeof fetch = (input, init) => new Promise((resolve, reject) => setTimeout(() => stuckNow(input, init).then(resolve, reject), 80));
    renderKit(
      <>
        {Array.from({ length: 6 }, (_, index) => (
          <Reader key={index} />
        ))}
      </>,
      { test, provider: { fetch: stuck } },
    );
    await elapse(test, 0);
    await elapse(test, 60_000);
    // The same as one reader: 1 first read + 1 at the boundary + 3 backed-off retries + 2 regular 30 s polls.
    expect(test.count('GET', '/collections/genesis')).toBeLessThanOrEqual(7);
  });

  it('a phase the server keeps upcoming after its start does not stop the page asking at the next real boundary', async () => {
    fakeDevice(0);
    const test = makeSandbox({ transitionAfterMs: 45_000 });
    // Founders started long ago by its dates, but the server still says upcoming (postponed, or its timer late).
    const stuck = editedAnswers(test, (url) => url.endsWith('/collections/genesis'), (body: { phases: { all: Array<{ name: string; status: string }> } }) => {
      for (const phase of body.phases.all) if (phase.name === 'Founders') phase.status = 'upcoming';
    });
    renderKit(<PhaseCountdowns drop="genesis" />, { test, provider: { fetch: stuck } });
    await elapse(test, 0);
    await elapse(test, 44_000);
    expect(screen.getByText(/Public: upcoming/)).toBeInTheDocument();
    const reads = test.count('GET', '/collections/genesis');
    // Public opens at 45 s: the page asks 0.3–1.3 s later, not at the next 30 s poll.
    await elapse(test, 2_500);
    expect(screen.getByText(/Public: active/)).toBeInTheDocument();
    expect(test.count('GET', '/collections/genesis')).toBe(reads + 1);
    expect(screen.getByText(/Founders: upcoming/)).toBeInTheDocument(); // still the server's word
  });

  it('asks at the end of an active phase even when no other phase starts then', async () => {
    fakeDevice(0);
    const test = makeSandbox({ transitionAfterMs: 10_000 });
    // The drop as a server with no phase after Early bird would send it.
    const lastPhase = editedAnswers(test, (url) => url.endsWith('/collections/genesis'), (body: { phases: Record<'all' | 'active' | 'upcoming', Array<{ status: string }>> }) => {
      for (const list of ['all', 'active', 'upcoming'] as const) body.phases[list] = body.phases[list].filter((phase) => phase.status !== 'upcoming');
    });
    renderKit(<PhaseCountdowns drop="genesis" />, { test, provider: { fetch: lastPhase } });
    await elapse(test, 0);
    for (let i = 0; i < 5 && !screen.queryByText(/Early bird: active/); i++) await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(/Early bird: active/)).toBeInTheDocument();
    expect(screen.queryByText(/upcoming/)).toBeNull();
    const reads = test.count('GET', '/collections/genesis');
    await elapse(test, 12_000);
    expect(screen.getByText(/Early bird: ended/)).toBeInTheDocument();
    expect(test.count('GET', '/collections/genesis')).toBe(reads + 1);
  });

  it('the pages of a drop ask at a boundary at different moments, all within 0.3–1.3 s of it', async () => {
    fakeDevice(0);
    const test = makeSandbox({ transitionAfterMs: 20_000 });
    // Twenty buyers with the page open, each its own provider and cache, counting on the same server clock.
    const askedAt: number[] = [];
    const watching: typeof fetch = (input, init) => {
      if (String(input).endsWith('/collections/genesis')) askedAt.push(test.clock.now());
      return test.fetch(input, init);
    };
    for (let buyer = 0; buyer < 20; buyer++) renderKit(<PhaseCountdowns drop="genesis" />, { test, provider: { fetch: watching } });
    await elapse(test, 1_000);
    askedAt.length = 0;
    await elapse(test, 21_000);
    expect(screen.getAllByText(/Public: active/)).toHaveLength(20);
    const boundary = START + 20_000;
    const offsets = askedAt.map((at) => at - boundary);
    expect(offsets).toHaveLength(20); // one ask each
    for (const offset of offsets) {
      expect(offset).toBeGreaterThanOrEqual(250); // the elapse steps are 250 ms
      expect(offset).toBeLessThanOrEqual(1_500);
    }
    // Not all in the same step of the clock: spread over most of the second.
    expect(new Set(offsets).size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...offsets) - Math.min(...offsets)).toBeGreaterThanOrEqual(500);
  });

  it('asks once at a boundary however many components read the drop', async () => {
    fakeDevice(0);
    const test = makeSandbox({ transitionAfterMs: 20_000 });
    // A network that takes a moment to answer, as a real one does.
    const slow: typeof fetch = (input, init) => new Promise((resolve, reject) => setTimeout(() => test.fetch(input, init).then(resolve, reject), 80));
    renderKit(
      <>
        {Array.from({ length: 6 }, (_, index) => (
          <Reader key={index} />
        ))}
      </>,
      { test, provider: { fetch: slow } },
    );
    await elapse(test, 1_000);
    const before = test.count('GET', '/collections/genesis');
    await elapse(test, 21_000);
    expect(screen.getAllByText(/Public: active/)).toHaveLength(6);
    expect(test.count('GET', '/collections/genesis') - before).toBe(1);
  });
});

/** The page has the server's time, as after its first read of a drop, without that read's polling timers. */
function ServerTimeKnown({ test, children }: { test: TestSandbox; children: ReactNode }) {
  const { clock } = useMintKit('ServerTimeKnown');
  if (!clock.isSynced()) {
    const at = performance.now();
    clock.sample(test.clock.now(), at, at);
  }
  return <>{children}</>;
}

describe('the shared ticker', () => {
  it('commits at most once per second for twenty countdowns, touching only the countdown text', async () => {
    fakeDevice(0);
    const test = makeSandbox();
    const commits: string[] = [];
    function Track({ id, children }: { id: string; children: ReactNode }) {
      return (
        <Profiler id={id} onRender={(profilerId, phase) => phase === 'update' && commits.push(profilerId)}>
          {children}
        </Profiler>
      );
    }
    let parentRenders = 0;
    function Page() {
      parentRenders++;
      const target = START + 60_000;
      return (
        <div>
          {Array.from({ length: 20 }, (_, index) => (
            <Countdown key={index} target={target + index * 1000} />
          ))}
        </div>
      );
    }
    renderKit(
      <ServerTimeKnown test={test}>
        <Track id="page">
          <Page />
        </Track>
      </ServerTimeKnown>,
      { test },
    );
    await act(() => vi.advanceTimersByTimeAsync(100));
    const rendersBefore = parentRenders;
    commits.length = 0;
    await elapse(test, 10_000);
    expect(commits.length).toBeGreaterThanOrEqual(9);
    expect(commits.length).toBeLessThanOrEqual(11);
    expect(parentRenders).toBe(rendersBefore); // the page itself never re-rendered on a tick
  });

  it('twenty countdowns in ar-EG tick in Arabic-Indic digits without making a number formatter on any tick', async () => {
    fakeDevice(0);
    const test = makeSandbox();
    renderKit(
      <ServerTimeKnown test={test}>
        {Array.from({ length: 20 }, (_, index) => (
          <Countdown key={index} target={START + 60_000 + index * 86_400_000} data-testid={`countdown-${index}`} />
        ))}
      </ServerTimeKnown>,
      { test, provider: { locale: 'ar-EG' } },
    );
    await elapse(test, 1_000);
    const Original = Intl.NumberFormat;
    let made = 0;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made++;
      return new Original(...args);
    } as never);
    const before = screen.getByTestId('countdown-1').textContent;
    await elapse(test, 5_000);
    expect(screen.getByTestId('countdown-0')).toHaveTextContent(/^[٠-٩]{2}:[٠-٩]{2}$/);
    expect(screen.getByTestId('countdown-1').textContent).toMatch(/^١ ي [٠-٩]{2}:[٠-٩]{2}:[٠-٩]{2}$/);
    expect(screen.getByTestId('countdown-1').textContent).not.toBe(before);
    expect(made).toBe(0);
  });

  it('a three-minute hold taken between two ticks of the phases’ countdowns reads 03:00 at most and counts down one second per second', async () => {
    fakeDevice(0);
    const test = makeSandbox();
    function Page({ holdUntil }: { holdUntil: number | null }) {
      const shownUntil = useDeadlineOnTicks(holdUntil);
      return (
        <div>
          <Countdown target={START + 60_000} data-testid="phase" />
          {holdUntil !== null && <Countdown target={shownUntil} data-testid="hold" />}
        </div>
      );
    }
    const view = renderKit(<ServerTimeKnown test={test}><Page holdUntil={null} /></ServerTimeKnown>, { test });
    await elapse(test, 1_400); // 0.4 s past the phase countdown's tick
    const heldAt = START + 1_400;
    view.rerenderKit(<ServerTimeKnown test={test}><Page holdUntil={heldAt + 180_000} /></ServerTimeKnown>);
    expect(screen.getByTestId('hold')).toHaveTextContent('03:00');
    const readings = new Set<string>();
    for (let second = 0; second < 181; second++) {
      readings.add(screen.getByTestId('hold').textContent!);
      await elapse(test, 1_000);
    }
    expect(readings.has('03:01')).toBe(false);
    expect(readings.size).toBe(181); // one reading per second, from 03:00 down to 00:00
    expect(screen.getByTestId('hold')).toHaveTextContent('00:00');
  });

  it('a countdown to a deadline that passed while nothing was ticking reads zero, not a figure from the last tick', async () => {
    fakeDevice(0);
    const test = makeSandbox();
    function Late({ show }: { show: boolean }) {
      return show ? <Countdown target={START + 5_000} data-testid="late" /> : <p>nothing counting</p>;
    }
    const view = renderKit(<ServerTimeKnown test={test}><Late show={false} /></ServerTimeKnown>, { test });
    await elapse(test, 10_000); // no countdown mounted: the shared ticker is idle
    view.rerenderKit(<ServerTimeKnown test={test}><Late show /></ServerTimeKnown>);
    expect(screen.getByTestId('late')).toHaveTextContent('00:00');
  });

  it('stops ticking once every countdown is done', async () => {
    fakeDevice(0);
    const test = makeSandbox();
    let commits = 0;
    renderKit(
      <ServerTimeKnown test={test}>
        <Profiler id="p" onRender={() => commits++}>
          <Countdown target={START + 2_000} />
        </Profiler>
      </ServerTimeKnown>,
      { test },
    );
    await elapse(test, 3_000);
    expect(screen.getByText('00:00')).toBeInTheDocument();
    commits = 0;
    await elapse(test, 10_000);
    expect(commits).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sleeps in a hidden tab (no ticks, no polling) and catches up at once when visible', async () => {
    fakeDevice(0);
    const test = makeSandbox();
    let hidden = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    function Now() {
      const now = useServerNow();
      useCollection('genesis');
      return <p>now: {now === null ? '-' : new Date(now).toISOString()}</p>;
    }
    renderKit(<Now />, { test });
    await elapse(test, 2_000);
    const requestsBefore = test.requests.length;

    hidden = true;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    const shown = screen.getByText(/^now:/).textContent;
    await elapse(test, 120_000); // two minutes: the collection's 30 s poll would fire 4 times if visible
    expect(screen.getByText(/^now:/).textContent).toBe(shown);
    expect(test.requests.length).toBe(requestsBefore);

    hidden = false;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    const expected = new Date(Math.floor(test.clock.now() / 1000) * 1000).toISOString();
    expect(screen.getByText(/^now:/)).toHaveTextContent(expected);
  });

  it('useServerNow reads the server’s time once the drop has answered, on a device whose clock runs 12 hours fast', async () => {
    fakeDevice(12 * HOUR);
    const test = makeSandbox();
    function Now() {
      const now = useServerNow();
      const { data } = useCollection('genesis');
      return <p>now: {data && now !== null ? new Date(now).toISOString() : '-'}</p>;
    }
    renderKit(<Now />, { test });
    await elapse(test, 3_000);
    expect(screen.getByText(/^now:/)).toHaveTextContent(new Date(Math.floor(test.clock.now() / 1000) * 1000).toISOString());
  });
});

describe('a read model this page did not fetch itself', () => {
  it('(prefetched on a server and hydrated) is read once on mount, so its countdowns run on the server clock, not the device’s', async () => {
    fakeDevice(12 * HOUR);
    const test = makeSandbox({ transitionAfterMs: 90_000 });
    // The host's server fetched the drop; this page gets the data in its cache, and no clock sample.
    const onTheServer = createMintClient({ apiKey: SEEDED_KEYS.sandbox, baseUrl: `${SANDBOX_BASE}/mint`, fetch: test.fetch });
    const queryClient = freshQueryClient();
    const query = collectionQuery(onTheServer, 'genesis');
    queryClient.setQueryData(query.queryKey, await onTheServer.getCollection('genesis'));
    const before = test.count('GET', '/collections/genesis');
    renderKit(<PhaseCountdowns drop="genesis" />, { test, queryClient });
    await elapse(test, 0);
    for (let i = 0; i < 5 && test.count('GET', '/collections/genesis') === before; i++) await act(() => vi.advanceTimersByTimeAsync(1));
    expect(test.count('GET', '/collections/genesis') - before).toBe(1);
    await elapse(test, 250);
    expect(screen.getByTestId('countdown-Early bird')).toHaveTextContent(/^01:(29|30)$/);
  });
});
