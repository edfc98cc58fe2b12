import { focusManager, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CollectionResponse, Phase } from '../core/wire/mint.js';
import type { ServerClock } from '../core/clock.js';
import type { Timers } from '../core/ticker.js';
import { useMintKit } from './context.js';
import { ASK_SPREAD_MS, pageDraw } from './page-draw.js';
import { availabilityQuery, collectionQuery, discoveryQuery, dutchPriceQuery, peggedPriceQuery, tokenPricesQuery } from './queries.js';
/**
 * A drop's read model: collection, supply, phases with the server's status and resolved prices.
 * Refetched at every phase boundary (on the server clock) and on a modest interval, since phase
 * transitions come from the server's timers.
 *
 * @example
 * const { data } = useCollection('genesis')
 * data?.phases.all.map((phase) => phase.status)
 */
export function useCollection(drop: string) {
  const { mintClient, clock, timers } = useMintKit('useCollection');
  const query = useQuery(collectionQuery(mintClient, drop));
  useRefetchAtBoundaries(query.data, query.refetch, clock, timers);
  // Data this page did not fetch itself (prefetched on a server, hydrated) gave the clock no sample,
  // so countdowns would run on the device's clock: read once more, here, to measure the server's.
  const hasData = query.data !== undefined;
  const { refetch } = query;
  useEffect(() => {
    if (hasData && !clock.isSynced()) void refetch({ cancelRefetch: false });
  }, [hasData, clock, refetch]);
  return query;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/** How long after a boundary to ask at the earliest (then within the page's `ASK_SPREAD_MS`): the server's own timer fires at the boundary. */
const BOUNDARY_GRACE_MS = 300;

/**
 * If the server has not flipped a status at its boundary yet, ask again after about these delays (then
 * the regular poll takes over), stretched or shrunk by up to a quarter by the page's draw: a server late
 * because it is busy must not get every page's retry at the same instant.
 */
const LAGGING_RETRY_MS = [1_000, 2_000, 4_000];

/**
 * Schedules a refetch at the next boundary the server's own statuses announce: an upcoming phase's
 * start, an active phase's end. This decides only when to ask; what is shown is always the server's
 * answer. Each boundary is asked about at most four times (within about a second and a half of it,
 * then backing off), so a device clock that runs ahead of the server, or a server whose timer fires
 * late, cannot cause a burst of requests, and the pages of one drop do not all ask at once.
 */
function useRefetchAtBoundaries(data: CollectionResponse | undefined, refetch: (options: { cancelRefetch: boolean }) => unknown, clock: ServerClock, timers: Timers) {
  /** Times each announced boundary was asked about. */
  const asked = useRef(new Map<number, number>());
  useEffect(() => {
    // Without a server-clock sample a boundary would be timed on the device's clock; useCollection's
    // own read takes that sample and brings new data, which re-plans this.
    if (!data || !clock.isSynced()) return;
    let handle: ReturnType<Timers['setTimeout']> | undefined;
    let stopWaitingForFocus: (() => void) | undefined;
    let disposed = false;
    const plan = () => {
      const pending = data.phases.all.flatMap((phase) =>
        phase.status === 'upcoming' ? [phase.startMs] : phase.status === 'active' && phase.endMs !== null ? [phase.endMs] : [],
      );
      for (const known of asked.current.keys()) if (!pending.includes(known)) asked.current.delete(known);
      // A boundary the server has not moved past after four asks (a phase it keeps upcoming after its
      // start) is given up on; the one after it is still planned.
      const boundary = Math.min(...pending.filter((at) => (asked.current.get(at) ?? 0) <= LAGGING_RETRY_MS.length));
      if (!Number.isFinite(boundary)) return;
      const tries = asked.current.get(boundary) ?? 0;
      const draw = pageDraw(clock);
      const wait = tries === 0 ? boundary - clock.now() + BOUNDARY_GRACE_MS + draw * ASK_SPREAD_MS : LAGGING_RETRY_MS[tries - 1]! * (0.75 + draw / 2);
      // Every component reading the drop schedules this same ask; joining a read already in flight
      // (instead of react-query's default of cancelling it and sending another) keeps it to one. An
      // answer with nothing new keeps the cached data (no re-render, so no new plan): plan again here.
      const ask = () => void Promise.resolve(refetch({ cancelRefetch: false })).then(() => {
        if (!disposed) plan();
      });
      // setTimeout's delay is a 32-bit integer: a boundary further out is planned again at the cap, not asked about.
      if (wait > MAX_TIMER_MS) {
        handle = timers.setTimeout(plan, MAX_TIMER_MS);
        return;
      }
      handle = timers.setTimeout(() => {
        asked.current.set(boundary, tries + 1);
        if (focusManager.isFocused()) return ask();
        // A hidden tab asks nothing, as it polls nothing; the ask waits until the page is seen again,
        // even when the data it holds is too fresh for react-query's own refetch on focus.
        stopWaitingForFocus = focusManager.subscribe((focused) => {
          if (!focused) return;
          stopWaitingForFocus?.();
          ask();
        });
      }, Math.max(wait, 0));
    };
    plan();
    return () => {
      disposed = true;
      if (handle !== undefined) timers.clearTimeout(handle);
      stopWaitingForFocus?.();
    };
  }, [data, refetch, clock, timers]);
}

/** The discovery document (`GET /`). @example const { data } = useDiscovery() */
export const useDiscovery = () => useQuery(discoveryQuery(useMintKit('useDiscovery').mintClient));

/** Platform token prices in USD. @example useTokenPrices() */
export const useTokenPrices = () => useQuery(tokenPricesQuery(useMintKit('useTokenPrices').mintClient));

/** The resolved amount of a USD- or native-pegged phase. @example usePeggedPrice(phase.id) */
export const usePeggedPrice = (phaseId: string, options: { enabled?: boolean | undefined } = {}) =>
  useQuery(peggedPriceQuery(useMintKit('usePeggedPrice').mintClient, phaseId, options));

/**
 * The live price of a Dutch phase; refetched when the price next moves while `live`.
 *
 * @example
 * const { data } = useDutchPrice(phase.id, { live: phase.status === 'active' })
 */
export function useDutchPrice(phaseId: string, options: { live?: boolean | undefined; enabled?: boolean | undefined } = {}) {
  const { mintClient, clock } = useMintKit('useDutchPrice');
  return useQuery({ ...dutchPriceQuery(mintClient, phaseId, { live: options.live ?? false, clock }), enabled: options.enabled ?? true });
}

/**
 * Whether a live phase with its own cap has none of it left now, by availability's per-phase figure
 * (the drop itself may still have supply). Reads availability only for such a phase; false while unknown.
 *
 * @example
 * const capReached = usePhaseCapReached('dutch', phase) // "Sold out in this phase" before any wallet connects
 */
export function usePhaseCapReached(drop: string, phase: Phase | null | undefined): boolean {
  const { mintClient } = useMintKit('usePhaseCapReached');
  const capped = phase != null && phase.status === 'active' && phase.phaseSupply !== null;
  const availability = useQuery({ ...availabilityQuery(mintClient, drop), enabled: capped }).data;
  const entry = capped ? availability?.phases.find((listed) => listed.phaseId === phase.id) : undefined;
  return entry !== undefined && entry.availableNow <= 0;
}
