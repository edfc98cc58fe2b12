import { queryOptions } from '@tanstack/react-query';
import type { MintClient } from '../core/mint-client.js';
import { kitReadOptions, mintKeys, POLL } from './queries.js';

// Queries about the buyer's wallet and the mint itself; they load with the mint controls.

export const eligibilityQuery = (client: MintClient, drop: string, phaseId: string, walletAddress: string | null | undefined) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'eligibility', phaseId, walletAddress ?? null],
    queryFn: ({ signal }) => client.getEligibility(drop, phaseId, walletAddress!, { signal }),
    enabled: Boolean(walletAddress && phaseId),
    staleTime: 30_000,
  });

export const walletMintsQuery = (client: MintClient, drop: string, walletAddress: string | null | undefined) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'wallet-mints', walletAddress ?? null],
    queryFn: ({ signal }) => client.getWalletMints(drop, walletAddress!, { signal }),
    enabled: Boolean(walletAddress),
    staleTime: 10_000,
  });

export const availabilityQuery = (client: MintClient, drop: string) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'availability'],
    queryFn: ({ signal }) => client.getAvailability(drop, { signal }),
    refetchInterval: POLL.availabilityMs,
    staleTime: 2_000,
  });

export const claimCodeConfigQuery = (client: MintClient, drop: string) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'claim-codes'],
    queryFn: ({ signal }) => client.getClaimCodeConfig(drop, { signal }),
    staleTime: 5 * 60_000,
  });

export const claimCodeBenefitsQuery = (client: MintClient, drop: string, walletAddress: string | null | undefined) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'claim-code-benefits', walletAddress ?? null],
    queryFn: ({ signal }) => client.getClaimCodeBenefits(drop, walletAddress!, { signal }),
    enabled: Boolean(walletAddress),
    staleTime: 30_000,
  });

/** Validation is read-only (it consumes no use), so it is a query keyed by the code. */
export const claimCodeValidationQuery = (client: MintClient, drop: string, code: string | null | undefined) =>
  queryOptions({
    ...kitReadOptions,
    queryKey: [...mintKeys.drop(client, drop), 'claim-code-validation', code ?? null],
    queryFn: ({ signal }) => client.validateClaimCode(drop, code!, { signal }),
    enabled: Boolean(code),
    staleTime: 30_000,
  });
