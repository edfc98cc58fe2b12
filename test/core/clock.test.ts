import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMintClient, createServerClock, createTicker, secondsUntil, type Visibility } from '../../src/core/index.js';
import { wireCollectionResponse } from '../fixtures/wire.js';

const HOUR = 3_600_000;
const SERVER_EPOCH = Date.parse('2026-11-21T12:00:00.000Z');

/** A world with a true server clock, a monotonic clock and a device clock that may be wrong. */
function world(deviceSkewMs: number) {
  let monotonic = 10_000;
  const serverNow = () => SERVER_EPOCH + monotonic;
  const clock = createServerClock({ monotonicNow: () => monotonic, deviceNow: () => serverNow() + deviceSkewMs });
  return {
    clock,
    serverNow,
    advance: (ms: number) => {
      monotonic += ms;
    },
    /** A request that takes `up` ms to reach the server and `down` ms to come back. */
    exchange(up: number, down: number) {
      const sentAt = monotonic;
      monotonic += up;
      const stamped = serverNow();
      monotonic += down;
      clock.sample(stamped, sentAt, monotonic);
    },
  };
}

describe('server clock', () => {
  it.each([0, 2 * HOUR, -2 * HOUR, 12 * HOUR, -12 * HOUR, 24 * HOUR])('is never ahead of the server and lags it by at most a round trip, with the device %i ms off', (skew) => {
    const w = world(skew);
    w.exchange(40, 60);
    const lag = () => w.serverNow() - w.clock.now();
    expect(lag()).toBeGreaterThanOrEqual(0);
    expect(lag()).toBeLessThanOrEqual(100);
    w.advance(90_000);
    expect(lag()).toBeGreaterThanOrEqual(0);
    expect(lag()).toBeLessThanOrEqual(100);
    expect(Math.abs(w.clock.deviceSkewMs()! - skew)).toBeLessThanOrEqual(100);
  });

  it.each([
    ['queued before the server stamped it (the common case under load)', 90, 10],
    ['slow on the way back', 10, 90],
  ])('a slow round trip, %s, never puts the estimate ahead of the server', (_, up, down) => {
    const w = world(0);
    w.exchange(up, down);
    expect(w.serverNow() - w.clock.now()).toBeGreaterThanOrEqual(0);
    expect(w.serverNow() - w.clock.now()).toBeLessThanOrEqual(up + down);
  });

  it('falls back to the device clock before any sample, and says so', () => {
    const w = world(5_000);
    expect(w.clock.isSynced()).toBe(false);
    expect(w.clock.now() - w.serverNow()).toBe(5_000);
  });

  it('keeps the sample with the shortest round trip', () => {
    const w = world(0);
    w.exchange(10, 10); // lag ≤ 20
    expect(w.clock.uncertaintyMs()).toBe(20);
    w.exchange(900, 100); // a slow trip: up to 1 s behind
    expect(w.clock.uncertaintyMs()).toBe(20);
    expect(w.serverNow() - w.clock.now()).toBeGreaterThanOrEqual(0);
    expect(w.serverNow() - w.clock.now()).toBeLessThanOrEqual(20);
  });

  it.each([
    ['a few seconds', 5_000],
    ['an hour', HOUR],
  ])('follows a jump of the monotonic clock (device slept for %s) instead of trusting the old sample', (_, slept) => {
    let monotonic = 0;
    let server = SERVER_EPOCH;
    const clock = createServerClock({ monotonicNow: () => monotonic, deviceNow: () => 0 });
    clock.sample(server, 0, 20);
    monotonic = 20;
    // The device sleeps: server time moves on, the monotonic clock does not.
    server += slept;
    clock.sample(server + 30, 20, 80);
    monotonic = 80;
    expect(Math.abs(clock.now() - (server + 60))).toBeLessThanOrEqual(30);
  });

  describe('an answer whose serverTime is far behind the estimate (a cache kept it: a service worker, a CDN)', () => {
    /** A clock synced by a 50 ms read at monotonic 0 to a server whose clock runs with the monotonic one. */
    function synced() {
      let monotonic = 0;
      const serverNow = () => SERVER_EPOCH + monotonic;
      const clock = createServerClock({ monotonicNow: () => monotonic, deviceNow: () => 0 });
      clock.sample(serverNow(), 0, 50);
      monotonic = 50;
      /** An answer coming back in `roundTrip` ms whose serverTime is `ageMs` old. */
      const answer = (ageMs: number, roundTrip = 5) => {
        const sentAt = monotonic;
        monotonic += roundTrip;
        clock.sample(serverNow() - ageMs, sentAt, monotonic);
      };
      return { clock, answer, error: () => clock.now() - serverNow(), wait: (ms: number) => (monotonic += ms) };
    }

    it('does not set the countdowns back by its age', () => {
      const world = synced();
      world.wait(10_000);
      world.answer(60_000);
      expect(Math.abs(world.error())).toBeLessThanOrEqual(50);
    });

    it('alternating with fresh answers, does not swing the countdowns back and forth', () => {
      const world = synced();
      for (let poll = 0; poll < 6; poll++) {
        world.wait(10_000);
        world.answer(poll % 2 === 1 ? 30_000 : 0, poll % 2 === 1 ? 5 : 60);
        expect(Math.abs(world.error())).toBeLessThanOrEqual(60);
      }
    });

    it('two of one batch (sent together, kept by the same cache) do not confirm each other', () => {
      const world = synced();
      world.wait(60_000);
      // A refresh after a mint reads three things at once; a service worker answers all three from a minute ago.
      const { clock } = world;
      const sentAt = 60_050;
      clock.sample(SERVER_EPOCH + sentAt - 60_000, sentAt, sentAt + 20);
      clock.sample(SERVER_EPOCH + sentAt - 59_950, sentAt, sentAt + 25);
      clock.sample(SERVER_EPOCH + sentAt - 59_900, sentAt, sentAt + 30);
      world.wait(30);
      expect(Math.abs(world.error())).toBeLessThanOrEqual(100);
    });

    it('is followed once a second answer agrees: the server’s own clock was set back', () => {
      const world = synced();
      world.wait(10_000);
      world.answer(20_000);
      world.wait(10_000);
      world.answer(20_000);
      expect(world.error() + 20_000).toBeGreaterThanOrEqual(-10);
      expect(world.error() + 20_000).toBeLessThanOrEqual(10);
    });
  });

  it('notifies subscribers when the estimate changes', () => {
    const w = world(0);
    let calls = 0;
    w.clock.subscribe(() => calls++);
    w.exchange(5, 5);
    expect(calls).toBe(1);
  });
});

describe('server clock and the browser’s HTTP cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never takes a cached answer’s old serverTime as its best sample: reads ask with cache "no-store"', async () => {
    let monotonic = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => monotonic);
    const clock = createServerClock({ deviceNow: () => 0 });
    let cached: string | null = null;
    // A browser whose cache keeps the read model (the service said max-age): a cached answer comes back
    // at once, carrying the serverTime of when it was stored.
    const browserFetch: typeof fetch = async (_input, init) => {
      if (init?.cache !== 'no-store' && cached) return new Response(cached, { headers: { 'Content-Type': 'application/json' } });
      monotonic += 200;
      cached = JSON.stringify(wireCollectionResponse({ extra: { serverTime: new Date(SERVER_EPOCH + monotonic).toISOString() } }));
      return new Response(cached, { headers: { 'Content-Type': 'application/json' } });
    };
    const client = createMintClient({ apiKey: 'svc_pub_clock_tests', baseUrl: 'https://mint.test', fetch: browserFetch, clock, browser: false });
    await client.getCollection('genesis');
    monotonic += 60_000;
    await client.getCollection('genesis');
    const lag = SERVER_EPOCH + monotonic - clock.now();
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThanOrEqual(200);
  });
});

describe('server clock samples narrowed by Resource Timing', () => {
  afterEach(() => vi.restoreAllMocks());

  /**
   * A page whose monotonic clock reads `monotonic` and whose server reads SERVER_EPOCH + monotonic. The
   * request leaves at `sentAt`; the browser first sends a CORS preflight, so the request itself goes out
   * 300 ms later, the server stamps it 40 ms after that and its first byte is back 10 ms later; the
   * page's script only sees the answer 600 ms after it left. `entries` is what Resource Timing lists.
   */
  async function readCollection(sentAt: number, entries: Array<Pick<PerformanceResourceTiming, 'startTime' | 'requestStart' | 'responseStart'>>) {
    let monotonic = sentAt;
    vi.spyOn(performance, 'now').mockImplementation(() => monotonic);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(() => entries as unknown as PerformanceEntryList);
    const serverAt = (ms: number) => SERVER_EPOCH + ms;
    const clock = createServerClock({ deviceNow: () => 0 });
    const fetchImpl: typeof fetch = async () => {
      monotonic += 600;
      const stamped = new Date(serverAt(sentAt + 340)).toISOString();
      return new Response(JSON.stringify(wireCollectionResponse({ extra: { serverTime: stamped } })), { headers: { 'Content-Type': 'application/json' } });
    };
    await createMintClient({ apiKey: 'svc_pub_clock_tests', baseUrl: 'https://mint.test', fetch: fetchImpl, clock, browser: false }).getCollection('genesis');
    return { lag: () => serverAt(monotonic) - clock.now(), clock };
  }

  it('takes the request’s own send and first-byte times, so the estimate lags by the server’s part, not the preflight', async () => {
    const sentAt = 100_000;
    const { lag, clock } = await readCollection(sentAt, [{ startTime: sentAt, requestStart: sentAt + 300, responseStart: sentAt + 350 }]);
    expect(clock.uncertaintyMs()).toBe(50);
    expect(lag()).toBeGreaterThanOrEqual(0);
    expect(lag()).toBeLessThanOrEqual(50);
  });

  it('never uses the entry of an earlier request to the same address, which would put the estimate ahead of the server', async () => {
    const sentAt = 100_000;
    // Only the previous poll, 30 s ago, is listed (this request's entry is not in yet).
    const { lag, clock } = await readCollection(sentAt, [{ startTime: sentAt - 30_000, requestStart: sentAt - 29_700, responseStart: sentAt - 29_650 }]);
    expect(lag()).toBeGreaterThanOrEqual(0);
    expect(lag()).toBeLessThanOrEqual(600);
    expect(clock.uncertaintyMs()).toBe(600);
  });
});

function manualTimers() {
  let now = 0;
  const pending: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  return {
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        const id = nextId++;
        pending.push({ at: now + ms, run, id });
        return id;
      },
      clearTimeout: (id: unknown) => {
        const index = pending.findIndex((timer) => timer.id === id);
        if (index >= 0) pending.splice(index, 1);
      },
    },
    pendingCount: () => pending.length,
    advance(ms: number, onTime: (now: number) => void) {
      const end = now + ms;
      for (;;) {
        pending.sort((a, b) => a.at - b.at);
        const next = pending[0];
        if (!next || next.at > end) break;
        pending.shift();
        now = next.at;
        onTime(now);
        next.run();
      }
      now = end;
      onTime(now);
    },
  };
}

describe('ticker', () => {
  function setup(deviceSkewMs = 0) {
    let monotonic = 0;
    const serverBase = SERVER_EPOCH + 250; // server time is not on a second boundary at start
    const clock = createServerClock({ monotonicNow: () => monotonic, deviceNow: () => serverBase + monotonic + deviceSkewMs });
    clock.sample(serverBase, 0, 0);
    const t = manualTimers();
    let hidden = false;
    const visibilityListeners = new Set<() => void>();
    const visibility: Visibility = { isHidden: () => hidden, subscribe: (l) => (visibilityListeners.add(l), () => visibilityListeners.delete(l)) };
    const ticker = createTicker({ clock, timers: t.timers, visibility });
    return {
      ticker,
      serverNow: () => serverBase + monotonic,
      advance: (ms: number) => t.advance(ms, (now) => (monotonic = now)),
      pendingCount: t.pendingCount,
      setHidden(value: boolean) {
        hidden = value;
        visibilityListeners.forEach((l) => l());
      },
    };
  }

  it('ticks once per server second, on the boundary, and only while subscribed', () => {
    const s = setup(7 * HOUR);
    const seen: number[] = [];
    const stop = s.ticker.subscribe(() => seen.push(s.ticker.getSnapshot()));
    s.advance(3_000);
    expect(seen).toHaveLength(3);
    for (const second of seen) expect(second % 1000).toBe(0);
    expect(seen[2]! - seen[0]!).toBe(2_000);
    stop();
    expect(s.pendingCount()).toBe(0);
    s.advance(5_000);
    expect(seen).toHaveLength(3);
  });

  it('many subscribers share one timer', () => {
    const s = setup();
    const stops = Array.from({ length: 20 }, () => s.ticker.subscribe(() => {}));
    expect(s.pendingCount()).toBe(1);
    stops.forEach((stop) => stop());
  });

  it('counts down from the deadline, never by decrementing, so a stall is caught up at once', () => {
    const s = setup();
    const deadline = s.serverNow() + 10_000;
    const stop = s.ticker.subscribe(() => {});
    expect(secondsUntil(deadline, s.ticker.getSnapshot())).toBe(11); // ceil: 10.25s shown as 11 until the next boundary
    s.advance(3_750 + 10); // lands just past the boundary 4 s after the start of the second, and the timer's margin
    expect(secondsUntil(deadline, s.ticker.getSnapshot())).toBe(7);
    stop();
  });

  it('sleeps while the tab is hidden and catches up the moment it is visible', () => {
    const s = setup();
    const seen: number[] = [];
    const stop = s.ticker.subscribe(() => seen.push(s.ticker.getSnapshot()));
    s.setHidden(true);
    s.advance(60_000);
    expect(seen).toHaveLength(0);
    s.setHidden(false);
    expect(seen).toHaveLength(1);
    expect(Math.abs(seen[0]! - s.serverNow())).toBeLessThan(1_000);
    stop();
  });

  it('aligns its ticks to the deadline’s sub-second offset, so the figure is never more than a second off', () => {
    const s = setup();
    const offbeat = Math.floor(s.serverNow() / 1000) * 1000 + 10_400; // a deadline at .400 of its second
    const errors: number[] = [];
    const stop = s.ticker.subscribe(() => {}, offbeat);
    for (let step = 0; step < 200; step++) {
      s.advance(37);
      const shown = secondsUntil(offbeat, s.ticker.getSnapshot());
      const truth = (offbeat - s.serverNow()) / 1000;
      if (truth > 0) errors.push(shown - truth);
    }
    stop();
    expect(Math.min(...errors)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...errors)).toBeLessThanOrEqual(1.01); // 1 s plus the timer margin
    expect(s.ticker.getSnapshot() % 1000).toBe(400);
  });

  it('secondsUntil never goes below zero and reaches zero exactly at the deadline', () => {
    expect(secondsUntil(5_000, 5_000)).toBe(0);
    expect(secondsUntil(5_000, 4_001)).toBe(1);
    expect(secondsUntil(5_000, 9_000)).toBe(0);
  });
});
