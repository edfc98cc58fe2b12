import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CollectionResponse } from '../core/wire/mint.js';
import type { ServerClock } from '../core/clock.js';
import type { Timers } from '../core/ticker.js';
import { useMintKit } from './context.js';
import { collectionQuery, discoveryQuery, dutchPriceQuery, peggedPriceQuery, tokenPricesQuery } from './queries.js';
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
  return query;
}

/** How long after a boundary to ask: the server's own timer fires at the boundary. */
const BOUNDARY_GRACE_MS = 300;

/** If the server has not flipped a status yet, ask again after these delays. */
const LAGGING_RETRY_MS = [1_000, 2_000, 4_000];

/**
 * Schedules one refetch at the next phase boundary announced by the server. This decides only when
 * to ask; what is shown is always the server's answer.
 */
function useRefetchAtBoundaries(data: CollectionResponse | undefined, refetch: () => unknown, clock: ServerClock, timers: Timers) {
  const lagging = useRef(0);
  useEffect(() => {
    if (!data) return;
    const asOf = data.serverTimeMs;
    const boundaries = data.phases.all.flatMap((phase) => [phase.startMs, phase.endMs ?? Infinity]).filter((at) => Number.isFinite(at));
    // A boundary the response is already past but whose status has not moved: the server is lagging.
    const behind = data.phases.all.some(
      (phase) => (phase.status === 'upcoming' && phase.startMs <= asOf) || (phase.status === 'active' && phase.endMs !== null && phase.endMs <= asOf),
    );
    let wait: number | null = null;
    if (behind && lagging.current < LAGGING_RETRY_MS.length) {
      wait = LAGGING_RETRY_MS[lagging.current++]!;
    } else {
      if (!behind) lagging.current = 0;
      const next = Math.min(...boundaries.filter((at) => at > asOf));
      if (Number.isFinite(next)) wait = next - clock.now() + BOUNDARY_GRACE_MS;
    }
    if (wait === null) return;
    // setTimeout's delay is a 32-bit integer; a far boundary is re-planned after the next poll anyway.
    const handle = timers.setTimeout(() => void refetch(), Math.min(Math.max(wait, 0), 2 ** 31 - 1));
    return () => timers.clearTimeout(handle);
  }, [data, refetch, clock, timers]);
}

/** The discovery document (`GET /`). @example const { data } = useDiscovery() */
export const useDiscovery = () => useQuery(discoveryQuery(useMintKit('useDiscovery').mintClient));

/** Platform token prices in USD. @example useTokenPrices() */
export const useTokenPrices = () => useQuery(tokenPricesQuery(useMintKit('useTokenPrices').mintClient));

/** The resolved amount of a USD- or native-pegged phase. @example usePeggedPrice(phase.id) */
export const usePeggedPrice = (phaseId: string, options: { enabled?: boolean } = {}) =>
  useQuery(peggedPriceQuery(useMintKit('usePeggedPrice').mintClient, phaseId, options));

/**
 * The live price of a Dutch phase; refetched when the price next moves while `live`.
 *
 * @example
 * const { data } = useDutchPrice(phase.id, { live: phase.status === 'active' })
 */
export function useDutchPrice(phaseId: string, options: { live?: boolean; enabled?: boolean } = {}) {
  const { mintClient, clock } = useMintKit('useDutchPrice');
  return useQuery({ ...dutchPriceQuery(mintClient, phaseId, { live: options.live ?? false, clock }), enabled: options.enabled ?? true });
}
