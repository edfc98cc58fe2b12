/**
 * The minting client's wallet-stage endpoints (eligibility, wallet counts, claim codes, token prices,
 * availability, prepare-mint, execute-mint) with their decoders: loaded on first use, as the client's
 * lazily loaded part, so a page's first paint carries neither their requests' code nor their
 * decoders. `createMintClient` exposes each as a method; call them through the client.
 */
import { MintKitError } from './errors.js';
import type { CallOptions, MintCall, PrepareMintInput, ExecuteMintInput } from './mint-client.js';
import {
  decodeAvailability,
  decodeClaimCodeBenefits,
  decodeClaimCodeConfig,
  decodeClaimCodeValidation,
  decodeEligibility,
  decodeExecuteMint,
  decodePrepareMint,
  decodeTokenPrices,
  decodeWalletMints,
} from './wire/mint-more.js';

export const getEligibility = (call: MintCall, collectionId: string, phaseId: string, walletAddress: string, o?: CallOptions) =>
  call('GET', '/collections/{collectionId}/eligibility/{phaseId}/{walletAddress}', [collectionId, phaseId, walletAddress], decodeEligibility, o);

export const getWalletMints = (call: MintCall, collectionId: string, walletAddress: string, o?: CallOptions) =>
  call('GET', '/collections/{collectionId}/wallet-mints/{walletAddress}', [collectionId, walletAddress], decodeWalletMints, o);

export const getClaimCodeConfig = (call: MintCall, collectionId: string, o?: CallOptions) => call('GET', '/collections/{collectionId}/claim-codes', [collectionId], decodeClaimCodeConfig, o);

export const getClaimCodeBenefits = (call: MintCall, collectionId: string, walletAddress: string, o?: CallOptions) =>
  call('GET', '/collections/{collectionId}/claim-codes/benefits/{walletAddress}', [collectionId, walletAddress], decodeClaimCodeBenefits, o);

export const validateClaimCode = (call: MintCall, collectionId: string, code: string, o?: CallOptions) =>
  call('POST', '/collections/{collectionId}/claim-codes/validate', [collectionId], decodeClaimCodeValidation, { ...o, body: { code }, idempotent: true });

export const getTokenPrices = (call: MintCall, o?: CallOptions) => call('GET', '/token-prices', [], decodeTokenPrices, o);

export const getAvailability = (call: MintCall, collectionId: string, o?: CallOptions) => call('GET', '/collections/{collectionId}/availability', [collectionId], decodeAvailability, o);

export function prepareMint(call: MintCall, input: PrepareMintInput, o?: CallOptions) {
  // A quantity the service could never accept is refused here, before a lock is asked for.
  if (!Number.isInteger(input.quantity) || input.quantity < 1) {
    throw new MintKitError({ code: 'INVALID_REQUEST', message: `Quantity must be a whole number of at least 1 (got ${String(input.quantity)}).` });
  }
  const body = {
    collectionId: input.collectionId,
    phaseId: input.phaseId,
    walletAddress: input.walletAddress,
    quantity: String(input.quantity),
    ...(input.claimCode ? { claimCode: input.claimCode } : {}),
  };
  return call('POST', '/prepare-mint', [], decodePrepareMint, { ...o, idempotent: false, body });
}

export const executeMint = (call: MintCall, input: ExecuteMintInput, o?: CallOptions) =>
  call('POST', '/execute-mint', [], decodeExecuteMint, { ...o, idempotent: false, body: { sessionId: input.sessionId, signedTransaction: input.signedTransaction } });
