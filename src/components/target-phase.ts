import type { CollectionResponse, Phase } from '../core/wire/mint.js';

/**
 * The phase a buyer would mint in: the one asked for, else the first the server lists as active, else
 * the first it lists as upcoming. Picked from the server's lists, never from dates.
 *
 * @example
 * const phase = targetPhase(useCollection('genesis').data, phaseId)
 */
export function targetPhase(data: CollectionResponse | undefined, phaseId?: string | null): Phase | null {
  if (!data) return null;
  if (phaseId) return data.phases.all.find((phase) => phase.id === phaseId) ?? null;
  return data.phases.active[0] ?? data.phases.upcoming[0] ?? null;
}
