/**
 * The bench page talks to a real sandbox server on 127.0.0.1 and overrides one thing: the genesis
 * drop's phases in the collection response, replaced by `count` synthetic phases on a chosen
 * schedule. Everything else (key, CORS, server time, prices of the template) is the sandbox's. Each
 * phase's status is computed here from the response's own `serverTime`, standing in for the
 * service's timers.
 */
export type BenchSchedule = 'ticking' | 'started' | 'opening';

interface WirePhase {
  id: string;
  name: string;
  status: string;
  startDate: string;
  endDate: string | null;
  msUntilStart: number | null;
  msUntilEnd: number | null;
  priceDisplay: unknown;
  [key: string]: unknown;
}

/** How long after the first response the 'opening' schedule's phase starts. */
export const OPENING_IN_MS = 5_000;

/** Boundaries relative to the first response's server time. */
function planPhase(index: number, schedule: BenchSchedule): { startInMs: number; lengthMs: number | null } {
  // One phase that opens five seconds after the page loads and never ends: the moment every buyer waits for.
  if (schedule === 'opening') return { startInMs: OPENING_IN_MS, lengthMs: null };
  if (schedule === 'ticking') {
    // Two hours and more away, a minute and a second apart: every countdown shows hh:mm:ss and changes every second.
    return { startInMs: 2 * 3_600_000 + index * 61_000, lengthMs: 24 * 3_600_000 };
  }
  // All start within about a second of each other, three seconds after the page loads; every other
  // one ends 1.5 s later, the rest never end. Once that is over, no phase has a boundary ahead.
  return { startInMs: 3_000 + index * 40, lengthMs: index % 2 === 1 ? 1_500 : null };
}

/** `onBase` hears the first response's server time, which every boundary is planned from. */
export function createOverrideFetch(count: number, schedule: BenchSchedule, onBase?: (serverMs: number) => void): typeof fetch {
  let baseMs: number | null = null;
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    if (request.method !== 'GET' || !/\/v1\/collections\/genesis$/.test(new URL(request.url).pathname) || !response.ok) return response;
    const json = (await response.json()) as { serverTime: string; phases: { all: WirePhase[]; active: WirePhase[]; upcoming: WirePhase[] } };
    const serverMs = Date.parse(json.serverTime);
    if (baseMs === null) {
      baseMs = serverMs;
      onBase?.(serverMs);
    }
    const template = json.phases.all.find((phase) => phase.status === 'upcoming') ?? json.phases.all[0]!;
    const phases = Array.from({ length: count }, (_, index): WirePhase => {
      const plan = planPhase(index, schedule);
      const startMs = baseMs! + plan.startInMs;
      const endMs = plan.lengthMs === null ? null : startMs + plan.lengthMs;
      const status = serverMs < startMs ? 'upcoming' : endMs !== null && serverMs >= endMs ? 'ended' : 'active';
      return {
        ...template,
        id: `bench-phase-${index + 1}`,
        name: `Phase ${index + 1}`,
        status,
        startDate: new Date(startMs).toISOString(),
        endDate: endMs === null ? null : new Date(endMs).toISOString(),
        msUntilStart: status === 'upcoming' ? startMs - serverMs : null,
        msUntilEnd: endMs !== null && status !== 'ended' ? endMs - serverMs : null,
      };
    });
    json.phases = { all: phases, active: phases.filter((phase) => phase.status === 'active'), upcoming: phases.filter((phase) => phase.status === 'upcoming') };
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(json), { status: response.status, statusText: response.statusText, headers });
  };
}
