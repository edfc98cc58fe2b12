// From mintkit@0.1.0, src/components/quantity-input.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useEffect, useId, useState, type HTMLAttributes } from 'react';
import { useLocale, useMintKit, useCollection, useMintLimits } from 'mintkit/react';
import { fill, formatNumber, withDefaults, type LabelOverrides, useGatedEligibility, targetPhase } from 'mintkit/parts';

export interface UseQuantityInputOptions {
  drop: string;
  phaseId?: string | null | undefined;
  /** Controlled value; pair with `onValueChange`. */
  value?: number | undefined;
  defaultValue?: number | undefined;
  onValueChange?: ((value: number) => void) | undefined;
}

/**
 * Headless quantity state bounded by `useMintLimits`: the phase's per-transaction cap and the
 * wallet's remaining count from wallet-mints (never from eligibility), and the supply available now.
 * A wallet the service turns away from a gated phase has nothing to choose: the stepper is disabled.
 *
 * @example
 * const quantity = useQuantityInput({ drop: 'genesis' })
 * <button onClick={quantity.increment} disabled={!quantity.canIncrement}>+</button>
 */
export function useQuantityInput({ drop, phaseId, value, defaultValue = 1, onValueChange }: UseQuantityInputOptions) {
  useMintKit('useQuantityInput'); // misuse outside the provider names this hook, not one it calls
  const phase = targetPhase(useCollection(drop).data, phaseId);
  const limits = useMintLimits(drop, phase);
  // Only a definite no disables: an unknown verdict is not a refusal.
  const notEligible = useGatedEligibility(drop, phase).data?.verdict === 'not-eligible';
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const max = limits.max ?? phase?.maxPerTransaction ?? null;
  const clamp = (next: number) => Math.max(1, Math.min(max ?? 1, Math.floor(Number.isFinite(next) ? next : 1)));
  const set = (next: number) => {
    const bounded = clamp(next);
    if (value === undefined) setOwn(bounded);
    if (bounded !== current) onValueChange?.(bounded);
  };
  // A cap that drops below the chosen quantity (after a mint, or a wallet switch) pulls it down.
  useEffect(() => {
    if (max !== null && max > 0 && current > max) set(max);
  }, [max, current, value, onValueChange]); // `set` reads only these
  const disabled = !phase || max === null || max < 1 || notEligible;
  return {
    value: Math.max(1, Math.min(current, Math.max(1, max ?? 1))),
    min: 1,
    max,
    limits,
    /** The service says this wallet may not mint in the gated phase. */
    notEligible,
    /** The phase's own per-transaction cap, shown even when another cap binds first. */
    perTransaction: phase?.maxPerTransaction ?? null,
    disabled,
    canDecrement: !disabled && current > 1,
    canIncrement: !disabled && max !== null && current < max,
    setValue: set,
    increment: () => set(current + 1),
    decrement: () => set(current - 1),
  };
}

export type QuantityInputState = ReturnType<typeof useQuantityInput>;

export interface QuantityInputLabels {
  label: string;
  decrement: string;
  increment: string;
  /** `{max}`: the largest quantity now, by what binds it. */
  maxPerTransaction: string;
  maxPerWallet: string;
  maxSupply: string;
  noneLeft: string;
}

/**
 * The English text `QuantityInput` shows. `BaseQuantityInput` takes a complete set, so spread this
 * under your changes.
 *
 * @example
 * const quantity = useQuantityInput({ drop: 'genesis' })
 * <BaseQuantityInput quantity={quantity} labels={{ ...defaultQuantityInputLabels, label: 'How many?' }} />
 */
export const defaultQuantityInputLabels: QuantityInputLabels = {
  label: 'Quantity',
  decrement: 'One fewer',
  increment: 'One more',
  maxPerTransaction: 'Up to {max} per transaction',
  maxPerWallet: '{max} left for your wallet',
  maxSupply: 'Only {max} left',
  noneLeft: 'None left for this wallet',
};

export interface BaseQuantityInputProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  quantity: QuantityInputState;
  labels: QuantityInputLabels;
  locale?: string | undefined;
}

/**
 * The quantity stepper's markup, driven by `useQuantityInput` and given every label.
 *
 * @example
 * <BaseQuantityInput quantity={useQuantityInput({ drop })} labels={defaultQuantityInputLabels} />
 */
export function BaseQuantityInput({ quantity, labels, locale, ...rest }: BaseQuantityInputProps) {
  const id = useId();
  const [cleared, setCleared] = useState(false);
  const hints = hintsFor(quantity, labels, locale);
  return (
    <div data-slot="quantity-input" data-state={quantity.disabled ? 'disabled' : 'enabled'} role="group" aria-labelledby={`${id}-label`} {...rest}>
      <label data-slot="quantity-label" id={`${id}-label`} htmlFor={`${id}-value`}>
        {labels.label}
      </label>
      {/* At a bound, − or + stays focusable (aria-disabled, a click does nothing): a disabled button drops the focus of the buyer who just pressed it. */}
      <div data-slot="quantity-controls">
        <button type="button" data-slot="quantity-decrement" aria-label={labels.decrement} aria-controls={`${id}-value`} disabled={quantity.disabled} aria-disabled={!quantity.canDecrement || undefined} onClick={quantity.decrement}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          data-slot="quantity-value"
          id={`${id}-value`}
          type="number"
          inputMode="numeric"
          min={quantity.min}
          max={quantity.max ?? undefined}
          value={cleared ? '' : quantity.value}
          disabled={quantity.disabled}
          aria-describedby={hints.length > 0 ? `${id}-hint` : undefined}
          // An emptied field stays empty while the buyer types the new figure (snapping back to 1 made
          // "2" typed after it read 12); leaving it empty shows the quantity again.
          onChange={(event) => {
            const typed = event.target.value;
            setCleared(typed === '');
            if (typed !== '') quantity.setValue(Number(typed));
          }}
          onBlur={() => setCleared(false)}
        />
        <button type="button" data-slot="quantity-increment" aria-label={labels.increment} aria-controls={`${id}-value`} disabled={quantity.disabled} aria-disabled={!quantity.canIncrement || undefined} onClick={quantity.increment}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hints.length > 0 && (
        <p data-slot="quantity-hint" id={`${id}-hint`}>
          {hints.map((hint) => (
            <span key={hint}>{hint}</span>
          ))}
        </p>
      )}
    </div>
  );
}

/** Every cap the buyer is under, not only the tightest: "Up to 3 per transaction", "3 left for your wallet". */
function hintsFor({ limits, max, perTransaction, notEligible }: QuantityInputState, labels: QuantityInputLabels, locale: string | undefined): string[] {
  // Nothing left to mint (the button says sold out): no cap to be under.
  if (max === null || (max === 0 && (limits.boundBy === 'supply' || limits.boundBy === 'phase-supply'))) return [];
  const count = (value: number) => ({ max: formatNumber(value, locale) });
  const hints: string[] = [];
  if (perTransaction !== null && perTransaction > 0) hints.push(fill(labels.maxPerTransaction, count(perTransaction)));
  // A wallet count is no allowance for a wallet turned away from the phase.
  if (limits.walletRemaining !== null && !notEligible) hints.push(limits.walletRemaining > 0 ? fill(labels.maxPerWallet, count(limits.walletRemaining)) : labels.noneLeft);
  if ((limits.boundBy === 'supply' || limits.boundBy === 'phase-supply') && max > 0) hints.push(fill(labels.maxSupply, count(max)));
  return hints;
}

export interface QuantityInputProps extends UseQuantityInputOptions, Omit<BaseQuantityInputProps, 'quantity' | 'labels' | 'defaultValue'> {
  labels?: LabelOverrides<QuantityInputLabels> | undefined;
}

/**
 * How many to mint, from 1 up to what the phase, the wallet and the supply allow.
 *
 * @example
 * const [quantity, setQuantity] = useState(1)
 * <QuantityInput drop="genesis" value={quantity} onValueChange={setQuantity} />
 */
export function QuantityInput({ drop, phaseId, value, defaultValue, onValueChange, labels, locale, ...rest }: QuantityInputProps) {
  const resolvedLocale = useLocale(locale);
  const quantity = useQuantityInput({ drop, phaseId, value, defaultValue, onValueChange });
  return <BaseQuantityInput quantity={quantity} labels={withDefaults(defaultQuantityInputLabels, labels)} {...rest} locale={resolvedLocale} />;
}
