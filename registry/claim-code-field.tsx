// From mintkit@0.1.0, src/components/claim-code-field.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useEffect, useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { type ClaimCodeValidation, sameClaimCode } from 'mintkit/core';
import { useClaimCodeConfig, useClaimCodeValidation, useClaimCodeHeld, useLocale, useMintKit } from 'mintkit/react';
import { ErrorNotice, readRefusal, type ErrorTexts, fill, formatNumber, formatPercent, withDefaults, type LabelOverrides } from 'mintkit/parts';

export type ClaimCodeFieldState = 'loading' | 'hidden' | 'idle' | 'checking' | 'accepted' | 'rejected' | 'error';

export interface UseClaimCodeFieldOptions {
  drop: string;
  /** Called with the code once the service accepts it, and with null when it is edited or refused. */
  onAcceptedChange?: ((code: string | null) => void) | undefined;
}

/**
 * Headless claim code entry: checks a code with the read-only validate endpoint (no use is consumed)
 * and reports the accepted code so the mint can send it.
 *
 * @example
 * const [code, setCode] = useState<string | null>(null)
 * const field = useClaimCodeField({ drop: 'claim-codes', onAcceptedChange: setCode })
 */
export function useClaimCodeField({ drop, onAcceptedChange }: UseClaimCodeFieldOptions) {
  useMintKit('useClaimCodeField'); // misuse outside the provider names this hook, not one it calls
  const config = useClaimCodeConfig(drop);
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const validation = useClaimCodeValidation(drop, submitted);
  // A declined mint holds the code's use until its hold lapses (and a prepare whose answer was lost may):
  // a check meanwhile that says "no uses left" is about the buyer's own hold, which minting again
  // approves. The code stays accepted, with the benefit its last check named.
  const heldByOwnMint = useClaimCodeHeld(drop, submitted);
  const lastAccepted = useRef<{ code: string; verdict: ClaimCodeValidation } | null>(null);
  if (submitted !== null && validation.data?.valid) lastAccepted.current = { code: submitted, verdict: validation.data };
  const heldUse = validation.data?.valid === false && validation.data.reason === 'NO_USES_LEFT' ? heldByOwnMint : null;
  const verdict = heldUse && lastAccepted.current && sameClaimCode(lastAccepted.current.code, submitted) ? lastAccepted.current.verdict : validation.data;
  const accepted = submitted !== null && (validation.data?.valid === true || heldUse) ? submitted : null;
  useEffect(() => {
    onAcceptedChange?.(accepted);
  }, [accepted, onAcceptedChange]);

  let state: ClaimCodeFieldState;
  if (config.isPending) state = 'loading';
  // Settings that require a code while saying codes are off contradict themselves: a code the service
  // says it needs gets a place to be typed, never a button asking for one the page cannot take.
  else if (!config.data?.enabled && !config.data?.required) state = config.isError ? 'error' : 'hidden';
  else if (submitted === null) state = 'idle';
  // The service refusing the request itself (a code longer than it takes, say) is a verdict on the
  // code, not a failure that trying again can mend.
  else if (validation.isError) state = validation.error.code === 'INVALID_REQUEST' ? 'rejected' : 'error';
  else if (!validation.data) state = 'checking';
  else state = validation.data.valid || heldUse ? 'accepted' : 'rejected';

  return {
    state,
    value,
    required: config.data?.required ?? false,
    accepted,
    validation: verdict ?? null,
    /**
     * The code's use is held by this wallet's declined mint (`'unsigned'`), or may be held by its last
     * request that got no answer (`'unanswered'`): the service counts it as taken until the hold lapses.
     */
    heldUse,
    error: config.error ?? validation.error,
    retry: () => void (config.isError ? config.refetch() : validation.refetch()),
    setValue(next: string) {
      setValue(next);
      setSubmitted(null);
    },
    submit(event?: FormEvent) {
      event?.preventDefault();
      const code = value.trim();
      setSubmitted(code === '' ? null : code);
    },
  };
}

export type ClaimCodeFieldModel = ReturnType<typeof useClaimCodeField>;

export interface ClaimCodeFieldLabels {
  label: string;
  placeholder: string;
  apply: string;
  checking: string;
  required: string;
  optional: string;
  accepted: string;
  /** `{count}` bonus mints. */
  bonusMints: string;
  /** `{percent}` (formatted with its % sign) off. The service names no discounted price, so the prices shown stay undiscounted. */
  discount: string;
  /** Beside an accepted code whose use this wallet's declined mint holds. */
  heldUse: string;
  /** Beside an accepted code whose use this wallet's last request, which got no answer, may hold. */
  unansweredUse: string;
  /** By the service's `reason` (e.g. `NOT_FOUND`, `NO_USES_LEFT`); `default` for any other. */
  rejected: { [reason: string]: string | undefined; default: string };
}

/**
 * The English text `ClaimCodeField` shows. `BaseClaimCodeField` takes a complete set, so spread this
 * under your changes (and spread `rejected` too when changing one of its reasons).
 *
 * @example
 * const field = useClaimCodeField({ drop: 'genesis' })
 * <BaseClaimCodeField field={field} labels={{ ...defaultClaimCodeFieldLabels, apply: 'Redeem' }} />
 */
export const defaultClaimCodeFieldLabels: ClaimCodeFieldLabels = {
  label: 'Claim code',
  placeholder: 'e.g. VIP-1234',
  apply: 'Apply',
  checking: 'Checking code…',
  required: 'This drop needs a claim code to mint.',
  optional: 'Have a claim code? Add it for its benefit.',
  accepted: 'Code accepted.',
  bonusMints: 'Adds {count} free to your mint.',
  discount: '{percent} off at mint (prices shown are before it)',
  heldUse: 'Its use is held for the mint you did not sign yet.',
  unansweredUse: 'Its use may be held by your last request, which got no answer.',
  rejected: {
    NOT_FOUND: 'That code does not exist. Check it and try again.',
    NO_USES_LEFT: 'That code has no uses left.',
    CLAIM_CODES_DISABLED: 'This drop does not use claim codes.',
    default: 'That code cannot be used.',
  },
};

export interface BaseClaimCodeFieldProps extends Omit<HTMLAttributes<HTMLFormElement>, 'children' | 'onSubmit'> {
  field: ClaimCodeFieldModel;
  labels: ClaimCodeFieldLabels;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  /** Formats the benefit's figures with `Intl`. */
  locale?: string | undefined;
}

/**
 * The claim code form's markup for a `useClaimCodeField` model. Renders nothing when the drop does
 * not use claim codes.
 *
 * @example
 * <BaseClaimCodeField field={useClaimCodeField({ drop })} labels={defaultClaimCodeFieldLabels} />
 */
export function BaseClaimCodeField({ field, labels, errorTexts, locale, ...rest }: BaseClaimCodeFieldProps) {
  const id = useId();
  if (field.state === 'hidden' || field.state === 'loading') return null;
  const benefit = field.validation?.benefit;
  const perks = benefit
    ? [
        benefit.bonusMints > 0 ? fill(labels.bonusMints, { count: formatNumber(benefit.bonusMints, locale) }) : null,
        benefit.discountPercent > 0 ? fill(labels.discount, { percent: formatPercent(benefit.discountPercent, locale) }) : null,
      ].filter(Boolean)
    : [];
  const reason = field.validation?.reason ?? 'default';
  // A label set typed before `unansweredUse` existed falls back to the English default rather than to nothing.
  const heldNote = field.heldUse === 'unsigned' ? labels.heldUse : field.heldUse === 'unanswered' ? (labels.unansweredUse ?? defaultClaimCodeFieldLabels.unansweredUse) : null;
  return (
    <form data-slot="claim-code-field" data-state={field.state} noValidate onSubmit={field.submit} {...rest}>
      <label data-slot="claim-code-label" htmlFor={`${id}-code`}>
        {labels.label}
      </label>
      <p data-slot="claim-code-hint" id={`${id}-hint`}>
        {field.required ? labels.required : labels.optional}
      </p>
      <div data-slot="claim-code-row">
        <input
          data-slot="claim-code-input"
          id={`${id}-code`}
          value={field.value}
          placeholder={labels.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required={field.required}
          aria-invalid={field.state === 'rejected' || undefined}
          aria-describedby={`${id}-hint ${id}-result`}
          onChange={(event) => field.setValue(event.target.value)}
        />
        {/* While checking, aria-disabled (a second submit of the same code asks nothing): a disabled button would drop the buyer's focus. */}
        <button type="submit" data-slot="claim-code-apply" disabled={field.value.trim() === ''} aria-disabled={field.state === 'checking' || undefined}>
          {labels.apply}
        </button>
      </div>
      <div data-slot="claim-code-result" id={`${id}-result`} aria-live="polite">
        {field.state === 'checking' && <p>{labels.checking}</p>}
        {field.state === 'accepted' && <p data-slot="claim-code-accepted">{[labels.accepted, ...perks, heldNote].filter(Boolean).join(' ')}</p>}
        {field.state === 'rejected' && <p data-slot="claim-code-rejected">{labels.rejected[reason] ?? labels.rejected.default}</p>}
      </div>
      {field.state === 'error' && <ErrorNotice error={field.error} onRetry={field.retry} errorTexts={readRefusal(errorTexts)} />}
    </form>
  );
}

export interface ClaimCodeFieldProps extends UseClaimCodeFieldOptions, Omit<BaseClaimCodeFieldProps, 'field' | 'labels'> {
  labels?: LabelOverrides<Omit<ClaimCodeFieldLabels, 'rejected'>> & { rejected?: LabelOverrides<ClaimCodeFieldLabels['rejected']> | undefined } | undefined;
}

/**
 * Lets the buyer enter a claim code, checks it without using it up, and hands the accepted code to
 * the mint.
 *
 * @example
 * <ClaimCodeField drop="claim-codes" onAcceptedChange={setCode} />
 */
export function ClaimCodeField({ drop, onAcceptedChange, labels, locale, ...rest }: ClaimCodeFieldProps) {
  const field = useClaimCodeField({ drop, onAcceptedChange });
  const resolvedLocale = useLocale(locale);
  const merged = { ...withDefaults(defaultClaimCodeFieldLabels, labels), rejected: withDefaults(defaultClaimCodeFieldLabels.rejected, labels?.rejected) };
  return <BaseClaimCodeField field={field} labels={merged} {...rest} locale={resolvedLocale} />;
}
