// From mintkit@0.1.0, src/components/mint-button.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useState, type ButtonHTMLAttributes } from 'react';
import { sameClaimCode } from 'mintkit/core';
import { useCollection, useClaimCodeConfig, useWalletMints, useMint, useMintLimits, useKitWalletStatus, useLocale } from 'mintkit/react';
import { fill, formatNumber, withDefaults, type LabelOverrides, targetPhase, useGatedEligibility, preWalletMintButtonLabels, readModelMintState, takesClaimCodes, type MintButtonLabels, type MintButtonState, useWalletBoundary } from 'mintkit/parts';

export type { MintButtonLabels, MintButtonState };

/**
 * The English text for each `MintButton` state (`{quantity}` and `{max}` are filled in).
 * `BaseMintButton` needs every state labelled, so spread this under your changes.
 *
 * @example
 * const button = useMintButton({ drop: 'genesis' })
 * <BaseMintButton button={button} labels={{ ...defaultMintButtonLabels, ready: 'Mint {quantity} now' }} />
 */
export const defaultMintButtonLabels: MintButtonLabels = {
  ...preWalletMintButtonLabels,
  'not-eligible': 'Not eligible',
  'limit-reached': 'Wallet limit reached',
  'quantity-out-of-range': 'Choose 1 to {max}',
  'held-quantity': 'Choose {held} to mint your held items',
  'held-code': 'Held with another claim code',
  'held-price': 'Held at the earlier price',
  'needs-code': 'Enter a claim code to mint',
  'cannot-sign': 'This wallet cannot sign without sending. Connect another wallet to mint.',
  ready: 'Mint {quantity}',
  preparing: 'Preparing…',
  'awaiting-signature': 'Approve in your wallet…',
  executing: 'Minting…',
  confirming: 'Confirming…',
  succeeded: 'Mint {quantity} more',
};

const BUSY: ReadonlySet<MintButtonState> = new Set<MintButtonState>(['preparing', 'awaiting-signature', 'executing', 'confirming']);

export interface UseMintButtonOptions {
  drop: string;
  /** Defaults to the first phase the server lists as active, else of its upcoming ones the one that opens first (`targetPhase`). */
  phaseId?: string | null | undefined;
  quantity?: number | undefined;
  /** A claim code accepted by `ClaimCodeField`, sent with the mint. */
  claimCode?: string | null | undefined;
}

/**
 * Headless mint button: one state from the server's read model, the wallet, its limits and the mint
 * flow, and a click that starts the mint only when it can. A second click while busy does nothing.
 *
 * @example
 * const { state, disabled, onClick } = useMintButton({ drop: 'genesis', quantity: 2 })
 */
export function useMintButton({ drop, phaseId, quantity = 1, claimCode }: UseMintButtonOptions) {
  const collection = useCollection(drop);
  const data = collection.data;
  const phase = targetPhase(data, phaseId);
  const wallet = useKitWalletStatus();
  const boundary = useWalletBoundary();
  const mint = useMint({ drop });
  const limits = useMintLimits(drop, phase, { claimCode });
  // Read here, not where the states below need them: react-query re-renders an observer none of whose
  // fields were read on every change (a lapse to stale too), and a "Not started" button reads none.
  const { isPending: walletMintsPending } = useWalletMints(drop, wallet.address);
  const eligibility = useGatedEligibility(drop, phase);
  const { isPending: claimCodesPending, isError: claimCodesFailed, data: claimCodeConfig } = useClaimCodeConfig(drop);

  const fromReadModel = readModelMintState(data, phase, collection.isError);
  const held = mint.held;
  const heldCodeDiffers = held !== null && !sameClaimCode(held.intent.claimCode, claimCode);
  const reusesHold = held !== null && held.intent.phaseId === phase?.id && held.intent.quantity === quantity && !heldCodeDiffers;
  let state: MintButtonState;
  if (BUSY.has(mint.status as MintButtonState)) state = mint.status as MintButtonState;
  else if (fromReadModel) state = fromReadModel;
  // Availability says so without a wallet: connecting could mint nothing in this phase.
  else if (limits.max === 0 && limits.boundBy === 'phase-supply') state = 'phase-sold-out';
  else if (!wallet.address) state = 'connect-wallet';
  else if (walletMintsPending || (phase?.isGated && eligibility.isPending) || claimCodesPending) state = 'loading';
  else if (limits.max === 0 && limits.boundBy === 'supply') state = 'sold-out';
  else if (limits.walletRemaining === 0 || (limits.max === 0 && limits.boundBy === 'per-wallet')) state = 'limit-reached';
  // A phase that allows 0 per transaction leaves nothing to choose: never "Choose 1 to 0".
  else if (limits.max === 0) state = 'unavailable';
  // Caught here rather than sent: the service would refuse it, after a wallet prompt the buyer saw for nothing.
  else if (!Number.isInteger(quantity) || quantity < 1 || (limits.max !== null && quantity > limits.max)) state = 'quantity-out-of-range';
  // The buyer's own declined mint holds items the service counts against anything but itself.
  else if (limits.hold && !reusesHold && quantity > limits.hold.newUpTo) state = held?.intent.phaseId !== phase?.id ? 'held-price' : heldCodeDiffers ? 'held-code' : 'held-quantity';
  else if (eligibility.data?.verdict === 'not-eligible') state = 'not-eligible';
  // A gated phase whose verdict could not be read: the eligibility notice offers "Try again", and a
  // mint now would likely be refused after a wallet prompt.
  else if (eligibility.isError && !eligibility.data) state = 'unavailable';
  // Required, or refused for want of one though the drop's settings did not say (an answer without `required`).
  else if (!claimCode && (claimCodeConfig?.required || (mint.state.status === 'failed' && mint.state.error.code === 'CLAIM_CODE_INVALID' && !mint.state.intent?.claimCode))) state = 'needs-code';
  // The drop takes codes (its read model says so) but whether this one needs one could not be read:
  // the claim code field offers "Try again", and a mint now would likely be refused.
  else if (claimCodesFailed && !claimCode && takesClaimCodes(data)) state = 'unavailable';
  // A wallet that can only sign-and-send: the kit never lets a wallet broadcast, so it is not asked.
  else if (!wallet.canSign) state = 'cannot-sign';
  // "Mint 1 more" only to the account that minted: one switched to since has minted nothing here.
  else state = mint.state.status === 'succeeded' && mint.state.walletAddress === wallet.address ? 'succeeded' : 'ready';

  const actionable = state === 'ready' || state === 'succeeded' || (state === 'connect-wallet' && boundary !== null);
  // Loading what the wallet may mint is a wait too: the button keeps the focus the buyer gave it (on
  // connecting, from "Connect wallet to mint") and is pressable again when it ends.
  const busy = BUSY.has(state) || state === 'loading';
  return {
    state,
    /** Minting, or loading what the connected wallet may mint. */
    busy,
    /** Nothing to do now (and not busy: a busy button keeps focus and ignores clicks instead). */
    disabled: !actionable && !busy,
    quantity,
    /** The largest quantity the buyer may mint now, or null while unknown. */
    max: limits.max,
    /** The quantity this wallet's declined mint holds in the phase, or null. */
    heldQuantity: limits.hold?.quantity ?? null,
    phase,
    /**
     * "Connect wallet to mint" opens the wallet chooser: the id of that chooser while it is open, null
     * while closed (the button's `aria-expanded` and `aria-controls`); undefined in every other state.
     */
    chooser: state === 'connect-wallet' && boundary ? boundary.chooser : undefined,
    onClick() {
      if (state === 'connect-wallet') return boundary?.requestConnect('mint-button');
      if ((state !== 'ready' && state !== 'succeeded') || !phase) return;
      void mint.start({ phaseId: phase.id, quantity, ...(claimCode ? { claimCode } : {}) }).catch(() => {});
    },
  };
}

export type MintButtonModel = ReturnType<typeof useMintButton>;

export interface BaseMintButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  button: MintButtonModel;
  labels: MintButtonLabels;
  locale?: string | undefined;
}

/**
 * The mint button's markup for a `useMintButton` model, with every label given. A consumer's
 * `onClick` runs first and may call `event.preventDefault()` to stop the mint.
 *
 * @example
 * <BaseMintButton button={useMintButton({ drop })} labels={defaultMintButtonLabels} />
 */
export function BaseMintButton({ button, labels, locale, onClick, onFocus, onBlur, ...rest }: BaseMintButtonProps) {
  // A label set typed before a state existed falls back to the English default rather than to nothing.
  const template = labels[button.state] ?? defaultMintButtonLabels[button.state];
  const label = fill(template, { quantity: formatNumber(button.quantity, locale), max: formatNumber(button.max ?? 0, locale), held: formatNumber(button.heldQuantity ?? 0, locale) });
  // A focused button that turns unavailable (a wallet just connected that is not eligible, the mint
  // that reached the wallet's limit) stays focusable: disabling it would drop the buyer's focus to the
  // page's body. It says why, and leaves the Tab order once the buyer moves on.
  const [focused, setFocused] = useState(false);
  const keepsFocus = button.busy || (button.disabled && focused);
  return (
    <button
      type="button"
      data-slot="mint-button"
      data-state={button.state}
      disabled={button.disabled && !focused}
      aria-disabled={keepsFocus || undefined}
      aria-busy={button.busy || undefined}
      aria-expanded={button.chooser === undefined ? undefined : !!button.chooser}
      aria-controls={button.chooser ?? undefined}
      {...rest}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      onClick={(event) => {
        if (button.disabled) return;
        onClick?.(event);
        if (!event.defaultPrevented) button.onClick();
      }}
    >
      {button.busy && <span data-slot="mint-button-spinner" aria-hidden="true" />}
      {label}
    </button>
  );
}

export interface MintButtonProps extends UseMintButtonOptions, Omit<BaseMintButtonProps, 'button' | 'labels'> {
  labels?: LabelOverrides<MintButtonLabels> | undefined;
}

/**
 * Runs the whole mint: prepare, wallet signature, execute. Shows why it cannot (connect a wallet, not
 * started, ended, sold out, not eligible, limit reached, a quantity above what the buyer may mint, a
 * wallet that cannot sign without sending) and each step while it works.
 *
 * @example
 * <MintButton drop="genesis" quantity={quantity} claimCode={code} />
 */
export function MintButton({ drop, phaseId, quantity, claimCode, labels, locale, ...rest }: MintButtonProps) {
  const button = useMintButton({ drop, phaseId, quantity, claimCode });
  const resolvedLocale = useLocale(locale);
  return <BaseMintButton button={button} labels={withDefaults(defaultMintButtonLabels, labels)} {...rest} locale={resolvedLocale} />;
}
