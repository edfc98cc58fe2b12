import type { CollectionResponse, Phase } from '../core/wire/mint.js';

/**
 * The phase a buyer would mint in: the one asked for, else the first the server lists as active, else
 * of those it lists as upcoming the one its `startDate` puts first (the spec does not show the list's
 * order; a far-off phase listed first must not headline over the one opening in an hour). Picked from
 * the server's lists: dates only order phases the server calls upcoming, never decide a status.
 *
 * @example
 * const phase = targetPhase(useCollection('genesis').data, phaseId)
 */
export function targetPhase(data: CollectionResponse | undefined, phaseId?: string | null): Phase | null {
  if (!data) return null;
  if (phaseId) return data.phases.all.find((phase) => phase.id === phaseId) ?? null;
  return data.phases.active[0] ?? data.phases.upcoming.reduce<Phase | null>((first, phase) => (first === null || phase.startMs < first.startMs ? phase : first), null);
}
