import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMintKit } from './context.js';
import { availabilityQuery, collectionQuery } from './queries.js';
import { claimCodeBenefitsQuery, claimCodeConfigQuery, claimCodeValidationQuery, eligibilityQuery, walletMintsQuery } from './wallet-queries.js';

/** The drop's read model as the cache holds it, watched without being read: for hooks that follow what the page reads. */
export function useCachedCollection(drop: string) {
  return useQuery({ ...collectionQuery(useMintKit('useCachedCollection').mintClient, drop), enabled: false }).data;
}

/**
 * Whether a wallet qualifies for a phase; the time window is reported separately (`phase.hasStarted`).
 * Disabled until a wallet address is known. The answer's `hasStarted`/`hasEnded` are as of when it
 * was asked: when the server moves the phase to another status (it opened or closed), it is asked
 * again, so it never says "not started yet" about a phase the read model shows as live.
 *
 * @example
 * const { data } = useEligibility('genesis', phase.id, address)
 */
export function useEligibility(drop: string, phaseId: string, walletAddress: string | null | undefined) {
  const { mintClient } = useMintKit('useEligibility');
  const query = useQuery(eligibilityQuery(mintClient, drop, phaseId, walletAddress));
  // A verdict alone costs no drop reads.
  const status = useCachedCollection(drop)?.phases.all.find((phase) => phase.id === phaseId)?.status ?? null;
  const seen = useRef({ phaseId, status });
  const { refetch } = query;
  const hasWallet = Boolean(walletAddress);
  useEffect(() => {
    const before = seen.current;
    seen.current = { phaseId, status };
    // A status that moved, not one that arrived; and one request however many hooks watch the phase.
    if (hasWallet && phaseId !== '' && before.phaseId === phaseId && before.status !== null && before.status !== status) void refetch({ cancelRefetch: false });
  }, [phaseId, status, hasWallet, refetch]);
  return query;
}

/** Per-phase minted and remaining counts for a wallet, bonus mints included. @example useWalletMints('genesis', address) */
export const useWalletMints = (drop: string, walletAddress: string | null | undefined) =>
  useQuery(walletMintsQuery(useMintKit('useWalletMints').mintClient, drop, walletAddress));

/** Mintable supply right now, net of held reservations; polled while the page is visible. @example useAvailability('genesis') */
export const useAvailability = (drop: string) => useQuery(availabilityQuery(useMintKit('useAvailability').mintClient, drop));

/** Whether the drop uses claim codes, of what kind, and whether one is required. @example useClaimCodeConfig('genesis') */
export const useClaimCodeConfig = (drop: string) => useQuery(claimCodeConfigQuery(useMintKit('useClaimCodeConfig').mintClient, drop));

/** Benefits from codes a wallet redeemed. @example useClaimCodeBenefits('genesis', address) */
export const useClaimCodeBenefits = (drop: string, walletAddress: string | null | undefined) =>
  useQuery(claimCodeBenefitsQuery(useMintKit('useClaimCodeBenefits').mintClient, drop, walletAddress));

/** Validates a claim code without consuming a use; idle until `code` is set. @example useClaimCodeValidation('genesis', submitted) */
export const useClaimCodeValidation = (drop: string, code: string | null | undefined) =>
  useQuery(claimCodeValidationQuery(useMintKit('useClaimCodeValidation').mintClient, drop, code));
