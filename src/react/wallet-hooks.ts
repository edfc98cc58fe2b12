import { useQuery } from '@tanstack/react-query';
import { WalletContext } from '@solana/wallet-adapter-react';
import { useContext, useEffect, useRef } from 'react';
import type { MintClient } from '../core/mint-client.js';
import { useMintKit } from './context.js';
import { isProviderValue } from './wallet-status.js';
import { availabilityQuery, collectionQuery } from './queries.js';
import { claimCodeBenefitsQuery, claimCodeConfigQuery, claimCodeValidationQuery, eligibilityQuery, walletMintsQuery } from './wallet-queries.js';

/** The drop's read model as the cache holds it, watched without being read: for hooks that follow what the page reads. */
export function useCachedCollection(drop: string) {
  return useQuery({ ...collectionQuery(useMintKit('useCachedCollection').mintClient, drop), enabled: false }).data;
}

/**
 * Starts loading the client's wallet-stage part once the buyer has picked a wallet (or wallet-adapter
 * remembers one from an earlier visit), while it still connects: the hook's first read then does not
 * wait a round trip for the file. Before any wallet is picked it loads nothing, so a buyer who never
 * reaches for one does not pay for it.
 */
function usePreloadOnceWalletPicked(client: MintClient, walletAddress: string | null | undefined) {
  const context = useContext(WalletContext);
  // The default context (no provider) logs on reads of its fields: only a provider's is read.
  const picked = !walletAddress && isProviderValue(context) && context.wallet !== null;
  useEffect(() => {
    if (picked) client.preloadWalletStage();
  }, [picked, client]);
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
  usePreloadOnceWalletPicked(mintClient, walletAddress);
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
export function useWalletMints(drop: string, walletAddress: string | null | undefined) {
  const { mintClient } = useMintKit('useWalletMints');
  usePreloadOnceWalletPicked(mintClient, walletAddress);
  return useQuery(walletMintsQuery(mintClient, drop, walletAddress));
}

/** Mintable supply right now, net of held reservations; polled while the page is visible. @example useAvailability('genesis') */
export const useAvailability = (drop: string) => useQuery(availabilityQuery(useMintKit('useAvailability').mintClient, drop));

/** Whether the drop uses claim codes, of what kind, and whether one is required. @example useClaimCodeConfig('genesis') */
export const useClaimCodeConfig = (drop: string) => useQuery(claimCodeConfigQuery(useMintKit('useClaimCodeConfig').mintClient, drop));

/** Benefits from codes a wallet redeemed. @example useClaimCodeBenefits('genesis', address) */
export function useClaimCodeBenefits(drop: string, walletAddress: string | null | undefined) {
  const { mintClient } = useMintKit('useClaimCodeBenefits');
  usePreloadOnceWalletPicked(mintClient, walletAddress);
  return useQuery(claimCodeBenefitsQuery(mintClient, drop, walletAddress));
}

/** Validates a claim code without consuming a use; idle until `code` is set. @example useClaimCodeValidation('genesis', submitted) */
export const useClaimCodeValidation = (drop: string, code: string | null | undefined) =>
  useQuery(claimCodeValidationQuery(useMintKit('useClaimCodeValidation').mintClient, drop, code));
