import type { Phase } from '../core/wire/mint.js';
import { useKitWalletStatus } from '../react/wallet-status.js';
import { useEligibility } from '../react/wallet-hooks.js';

/**
 * The connected wallet's verdict where one can stop a mint: asked only of a gated phase, since an open
 * one admits every wallet. The mint button and the quantity stepper share it, so they ask once and
 * agree on what a "no" is.
 *
 * @example
 * const turnedAway = useGatedEligibility(drop, phase).data?.verdict === 'not-eligible'
 */
export function useGatedEligibility(drop: string, phase: Phase | null | undefined) {
  return useEligibility(drop, phase?.isGated ? phase.id : '', useKitWalletStatus().address);
}
