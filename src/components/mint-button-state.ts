import type { CollectionResponse, Phase } from '../core/wire/mint.js';
import { isSoldOut } from './sold-out.js';

export type MintButtonState =
  | 'loading'
  | 'unavailable'
  | 'unsupported'
  | 'connect-wallet'
  | 'not-started'
  | 'ended'
  | 'sold-out'
  | 'phase-sold-out'
  | 'not-eligible'
  | 'limit-reached'
  | 'quantity-out-of-range'
  | 'held-quantity'
  | 'held-code'
  | 'held-price'
  | 'needs-code'
  | 'cannot-sign'
  | 'ready'
  | 'preparing'
  | 'awaiting-signature'
  | 'executing'
  | 'confirming'
  | 'succeeded';

export type MintButtonLabels = Record<Exclude<MintButtonState, 'ready' | 'quantity-out-of-range' | 'held-quantity'>, string> & {
  /** `{quantity}`: how many will be minted. */
  ready: string;
  /** `{max}`: the largest quantity the buyer may mint now. */
  'quantity-out-of-range': string;
  /**
   * The buyer's declined mint still holds its items, so the service would refuse this other quantity
   * until the hold lapses; `{held}`: the quantity held, which minting again approves.
   */
  'held-quantity': string;
  /**
   * The buyer's declined mint holds its items under another claim code (or none), and leaves no room
   * for this one until it lapses; entering the held code again mints them.
   */
  'held-code': string;
  /** The buyer's declined mint was prepared at a price that has changed since, and its hold leaves no room for a new one until it lapses. */
  'held-price': string;
};

/** What the button can say before any wallet code has loaded: what the read model decides, or the offer to connect. */
export type PreWalletMintButtonState = 'loading' | 'unavailable' | 'unsupported' | 'connect-wallet' | 'not-started' | 'ended' | 'sold-out' | 'phase-sold-out';

/**
 * The English text of the states `ConnectToMint` shows, with the page's first load. The rest, which
 * only the mint controls show, load with them: `defaultMintButtonLabels` (mint-button.tsx) is the
 * complete set.
 */
export const preWalletMintButtonLabels: Pick<MintButtonLabels, PreWalletMintButtonState> = {
  loading: 'Loading…',
  unavailable: 'Minting unavailable',
  unsupported: 'Not mintable here',
  'connect-wallet': 'Connect wallet to mint',
  'not-started': 'Not started yet',
  ended: 'Minting has ended',
  'sold-out': 'Sold out',
  'phase-sold-out': 'Sold out in this phase',
};

/**
 * Features a drop may require (`capabilities.requiresFeatures`) that this kit can mint with. A drop
 * requiring anything else (e.g. `nft_selection`, choosing the exact item) is not minted here; the
 * page says so instead of offering a mint the service would refuse.
 */
export const KIT_FEATURES: ReadonlySet<string> = new Set(['claim_codes']);

/** The read model says the drop takes claim codes (`capabilities.requiresFeatures` names `claim_codes`). */
export const takesClaimCodes = (data: CollectionResponse | undefined): boolean => data?.capabilities.requiresFeatures.includes('claim_codes') ?? false;

/**
 * What the read model alone says about minting now: `null` when the phase is live and the rest
 * depends on the wallet. Shared by the mint button and the light pre-wallet button, so both say the
 * same thing; it reads the server's status, never dates.
 *
 * @example
 * readModelMintState(collection, targetPhase(collection, null), false) // 'sold-out' | … | null
 */
export function readModelMintState(data: CollectionResponse | undefined, phase: Phase | null, failed: boolean): Exclude<PreWalletMintButtonState, 'connect-wallet' | 'phase-sold-out'> | null {
  if (!data) return failed ? 'unavailable' : 'loading';
  if (!data.capabilities.supportedBySurface || data.capabilities.requiresFeatures.some((feature) => !KIT_FEATURES.has(feature))) return 'unsupported';
  if (isSoldOut(data)) return 'sold-out';
  // No phase to mint in means "ended" only when the server says so of every phase; a phase id the
  // drop does not list (a typo, a phase removed) or a drop with no phases is not an ended mint.
  if (!phase) return data.phases.all.length > 0 && data.phases.all.every((listed) => listed.status === 'ended') ? 'ended' : 'unavailable';
  if (phase.status === 'upcoming') return 'not-started';
  if (phase.status === 'ended') return 'ended';
  if (phase.status !== 'active') return 'unavailable';
  return null;
}
