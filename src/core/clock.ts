/**
 * The kit's idea of "now": the server's clock, estimated from `serverTime` samples and advanced with a
 * monotonic clock between them. The device's wall clock is never consulted once a sample exists, so
 * a phone set hours wrong still counts down correctly.
 */
export interface ServerClock {
  /** Server epoch milliseconds, now. */
  now(): number;
  /**
   * Feeds one observation: the server said `serverEpochMs` while the request was in flight between
   * `sentAt` and `receivedAt` (monotonic milliseconds from the same source as the clock's).
   */
  sample(serverEpochMs: number, sentAt: number, receivedAt: number): void;
  /** Whether at least one sample has been taken (before that, `now()` falls back to the device). */
  isSynced(): boolean;
  /**
   * How far behind the server the estimate may be (the best sample's round trip), or null before a
   * sample. The estimate is never ahead of the server's clock.
   */
  uncertaintyMs(): number | null;
  /** Device clock minus server clock, in ms (positive: the device runs fast), or null before a sample. */
  deviceSkewMs(): number | null;
  /** Called whenever the estimate changes; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface ServerClockOptions {
  /** Monotonic milliseconds; defaults to `performance.now()`. */
  monotonicNow?: (() => number) | undefined;
  /** Wall-clock milliseconds, only used before the first sample and for reporting skew. */
  deviceNow?: (() => number) | undefined;
}

interface Sample {
  /** server epoch ms minus monotonic ms */
  offset: number;
  /** the round trip: the most the estimate can lag the server by */
  roundTrip: number;
  takenAt: number;
}

/** A sample older than this may be replaced by a somewhat noisier fresh one. */
const SAMPLE_MAX_AGE_MS = 5 * 60_000;

/**
 * Creates a server clock.
 *
 * @example
 * const clock = createServerClock()
 * clock.sample(parseTimestamp(response.serverTime), sentAt, receivedAt)
 * clock.now() // server time, whatever the device clock says
 */
export function createServerClock(options: ServerClockOptions = {}): ServerClock {
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const deviceNow = options.deviceNow ?? (() => Date.now());
  let best: Sample | null = null;
  /** A sample that put the server far behind the estimate, kept until the next one says whether it was the server's clock or an old answer. */
  let unconfirmedBack: Sample | null = null;
  const listeners = new Set<() => void>();

  const accept = (next: Sample) => {
    best = next;
    for (const listener of listeners) listener();
  };

  return {
    now: () => (best ? monotonicNow() + best.offset : deviceNow()),
    sample(serverEpochMs, sentAt, receivedAt) {
      if (!Number.isFinite(serverEpochMs) || !(receivedAt >= sentAt)) return;
      const roundTrip = receivedAt - sentAt;
      // The server stamped its time somewhere inside the round trip, and in practice late in it: it
      // builds the answer after the request has waited in any queue. Anchoring the stamp at the
      // answer's arrival keeps the estimate from ever running ahead of the server, so a countdown
      // never reaches a boundary before the server does; at worst it lags by the round trip. (The
      // midpoint halves that bound but, with a queued request, runs ahead by up to half of it.)
      const next: Sample = { offset: serverEpochMs - receivedAt, roundTrip, takenAt: receivedAt };
      if (!best) return accept(next);
      const tolerance = (other: Sample) => next.roundTrip + other.roundTrip + 1_000;
      const ahead = next.offset - best.offset;
      if (ahead < -tolerance(best)) {
        // Far behind: an answer a cache kept (a service worker, a CDN) looks just like this, and the
        // server's own clock rarely steps back. Only a second such sample that agrees moves the clock.
        // Confirmed only by a request sent after that one came back: a batch the same cache kept answers alike.
        const confirmed = unconfirmedBack !== null && sentAt >= unconfirmedBack.takenAt && Math.abs(next.offset - unconfirmedBack.offset) <= tolerance(unconfirmedBack);
        unconfirmedBack = confirmed ? null : next;
        if (confirmed) accept(next);
        return;
      }
      unconfirmedBack = null;
      const jumped = ahead > tolerance(best); // e.g. the monotonic clock paused while the device slept
      const tighter = next.roundTrip <= best.roundTrip;
      const stale = receivedAt - best.takenAt > SAMPLE_MAX_AGE_MS && next.roundTrip <= best.roundTrip * 2 + 100;
      if (jumped || tighter || stale) accept(next);
    },
    isSynced: () => best !== null,
    uncertaintyMs: () => (best ? best.roundTrip : null),
    deviceSkewMs: () => (best ? deviceNow() - (monotonicNow() + best.offset) : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
