import { useQuery } from '@tanstack/react-query';
import type { Phase } from '../core/wire/mint.js';
import { useMintKit } from '../react/context.js';
import { useKitWalletStatus } from '../react/wallet-status.js';
import { useEligibility } from '../react/wallet-hooks.js';
import { eligibilityQuery } from '../react/wallet-queries.js';

/**
 * The connected wallet's verdict where one can stop a mint: asked only of a gated phase, since an open
 * one admits every wallet. A "no" the page already has for an open phase (`EligibilityNotice` asks of
 * every phase) is the service's word too and counts, so no page says "This wallet can't mint" above a
 * button that mints. The mint button and the quantity stepper share it, so they ask once and agree on
 * what a "no" is.
 *
 * @example
 * const turnedAway = useGatedEligibility(drop, phase).data?.verdict === 'not-eligible'
 */
export function useGatedEligibility(drop: string, phase: Phase | null | undefined) {
  const address = useKitWalletStatus().address;
  const gated = useEligibility(drop, phase?.isGated ? phase.id : '', address);
  const { mintClient } = useMintKit('useGatedEligibility');
  const known = useQuery({ ...eligibilityQuery(mintClient, drop, phase && !phase.isGated ? phase.id : '', address), enabled: false }).data;
  const data = phase?.isGated ? gated.data : known?.verdict === 'not-eligible' ? known : undefined;
  return { data, isPending: gated.isPending, isError: gated.isError };
}
