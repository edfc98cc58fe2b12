import { queryOptions } from '@tanstack/react-query';
import type { KitQueryOptions } from './query-options.js';
import type { ClaimCodeBenefits, ClaimCodeConfig, ClaimCodeValidation, Eligibility, WalletMints } from '../core/wire/mint.js';
import type { MintClient } from '../core/mint-client.js';
import { kitReadOptions, mintKeys } from './queries.js';

// Queries about the buyer's wallet and the mint itself; they load with the mint controls (availability,
// which the page reads before any wallet for a phase's own cap, is in queries.ts).

/**
 * The server's verdict on whether a wallet may mint in a phase. Idle until both a wallet and a phase
 * are known, so it can be set up before the buyer connects.
 *
 * @example
 * const { data } = useQuery(eligibilityQuery(client, 'genesis', phase.id, walletAddress))
 * data?.verdict // 'eligible' | 'not-eligible' | 'unknown' (unknown is not a no)
 */
export const eligibilityQuery = (client: MintClient, drop: string, phaseId: string, walletAddress: string | null | undefined): KitQueryOptions<Eligibility, (string | null)[]> =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'eligibility', phaseId, walletAddress ?? null],
    queryFn: ({ signal }) => client.getEligibility(drop, phaseId, walletAddress!, { signal }),
    enabled: Boolean(walletAddress && phaseId),
    staleTime: 30_000,
  });

/**
 * What a wallet has minted per phase and how many it has left, bonus mints included, as the service
 * counts them (never derived from eligibility). Idle without a wallet.
 *
 * @example
 * const { data } = useQuery(walletMintsQuery(client, 'genesis', walletAddress))
 * const left = data?.phases.find((entry) => entry.phaseId === phase.id)?.remaining // null: no per-wallet cap
 */
export const walletMintsQuery = (client: MintClient, drop: string, walletAddress: string | null | undefined): KitQueryOptions<WalletMints, (string | null)[]> =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'wallet-mints', walletAddress ?? null],
    queryFn: ({ signal }) => client.getWalletMints(drop, walletAddress!, { signal }),
    enabled: Boolean(walletAddress),
    staleTime: 10_000,
  });

/**
 * Whether the drop uses claim codes and whether minting requires one; cached for five minutes, as a
 * drop's code setup does not change mid-sale.
 *
 * @example
 * const { data } = useQuery(claimCodeConfigQuery(client, 'genesis'))
 * const codeRequired = data?.required === true // e.g. to say so on a drop card, before the mint panel
 */
export const claimCodeConfigQuery = (client: MintClient, drop: string): KitQueryOptions<ClaimCodeConfig, string[]> =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'claim-codes'],
    queryFn: ({ signal }) => client.getClaimCodeConfig(drop, { signal }),
    staleTime: 5 * 60_000,
    // The page shows a placeholder while this loads and the field once it has failed; the field
    // mounting must not read again (that read would bring back the placeholder, and so on, several
    // times a second). The field's "Try again" reads again.
    retryOnMount: false,
  });

/**
 * Bonus mints and discounts a wallet already holds from codes it redeemed. Idle without a wallet.
 *
 * @example
 * const { data } = useQuery(claimCodeBenefitsQuery(client, 'genesis', walletAddress))
 * const bonusMints = data?.benefits.reduce((sum, benefit) => sum + benefit.bonusMints, 0) ?? 0
 */
export const claimCodeBenefitsQuery = (client: MintClient, drop: string, walletAddress: string | null | undefined): KitQueryOptions<ClaimCodeBenefits, (string | null)[]> =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'claim-code-benefits', walletAddress ?? null],
    queryFn: ({ signal }) => client.getClaimCodeBenefits(drop, walletAddress!, { signal }),
    enabled: Boolean(walletAddress),
    staleTime: 30_000,
  });

/**
 * Validation is read-only (it consumes no use), so it is a query keyed by the code.
 *
 * @example
 * const { data } = useQuery(claimCodeValidationQuery(client, 'genesis', code))
 * if (data?.valid) setAcceptedCode(code)
 */
export const claimCodeValidationQuery = (client: MintClient, drop: string, code: string | null | undefined): KitQueryOptions<ClaimCodeValidation, (string | null)[]> =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'claim-code-validation', code ?? null],
    queryFn: ({ signal }) => client.validateClaimCode(drop, code!, { signal }),
    enabled: Boolean(code),
    staleTime: 30_000,
  });
