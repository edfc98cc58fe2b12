// From mintkit@0.1.0, src/components/eligibility-notice.tsx, with its imports pointed at the package: what it
// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.
import { useQuery } from '@tanstack/react-query';
import { createElement, Fragment, type HTMLAttributes, type ReactNode } from 'react';
import type { CollectionResponse, Phase, WalletMints } from 'mintkit/core';
import { useMintKit, useCollection, claimCodeConfigQuery, useMintLimits, useEligibility, useWalletMints, useKitWalletStatus } from 'mintkit/react';
import { Countdown } from 'mintkit/components/countdown';
import { ErrorNotice, readRefusal, type ErrorTexts, withDefaults, type LabelOverrides, targetPhase, takesClaimCodes } from 'mintkit/parts';

export type EligibilityNoticeState = 'no-phase' | 'no-wallet' | 'loading' | 'error' | 'eligible' | 'open' | 'not-eligible' | 'unknown' | 'upcoming' | 'upcoming-eligible' | 'ended';

export interface EligibilityNoticeLabels {
  noWallet: string;
  loading: string;
  /** `{phase}` is the phase name in every sentence below. */
  eligible: string;
  open: string;
  /** In place of `open` when the drop's claim-code settings say every mint needs a code. */
  openWithCode: string;
  notEligible: string;
  /**
   * After `notEligible`, or once the wallet has minted all its phase allows, when the server lists a
   * later phase without an allowlist. `{phase}` here is that later phase's name; `{countdown}`, anywhere
   * in the sentence, the countdown to its start (a label without it gets it at its end).
   */
  laterOpenPhase: string;
  unknown: string;
  upcoming: string;
  upcomingEligible: string;
  ended: string;
}

/**
 * The English text `EligibilityNotice` shows for any label `labels` leaves out (`{phase}` is the
 * phase's name). Spread it to build a complete set, e.g. a translation typed as
 * `EligibilityNoticeLabels`.
 *
 * @example
 * const labels: EligibilityNoticeLabels = { ...defaultEligibilityNoticeLabels, notEligible: '{phase} is for allowlisted wallets.' }
 * <EligibilityNotice drop="genesis" labels={labels} />
 */
export const defaultEligibilityNoticeLabels: EligibilityNoticeLabels = {
  noWallet: 'Connect a wallet to check whether it can mint in {phase}.',
  loading: 'Checking eligibility…',
  eligible: 'Your wallet is eligible for {phase}.',
  open: 'Any wallet qualifies for {phase}.',
  openWithCode: 'Any wallet with a claim code can mint in {phase}.',
  notEligible: 'This wallet can’t mint in {phase}.',
  laterOpenPhase: '{phase}, open to every wallet, starts in {countdown}',
  unknown: 'Eligibility for {phase} could not be checked.',
  upcoming: '{phase} has not started yet. Check back when it opens.',
  upcomingEligible: '{phase} has not started yet. Your wallet qualifies.',
  ended: '{phase} has ended.',
};

export interface EligibilityNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  drop: string;
  /** The phase to check; defaults to the first the server lists as active, else upcoming. */
  phaseId?: string | null | undefined;
  labels?: LabelOverrides<EligibilityNoticeLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
}

/**
 * Whether the connected wallet may mint in a phase. The service reports the time window separately
 * from the verdict, so a phase that has not started is shown as not started, never as not eligible.
 *
 * @example
 * <EligibilityNotice drop="gated" />
 */
export function EligibilityNotice({ drop, phaseId, labels, errorTexts, ...rest }: EligibilityNoticeProps) {
  const text = withDefaults(defaultEligibilityNoticeLabels, labels);
  const { mintClient } = useMintKit('EligibilityNotice');
  const collection = useCollection(drop);
  // Only a drop whose read model names claim codes is asked about them: no extra request elsewhere.
  const usesClaimCodes = takesClaimCodes(collection.data);
  const claimCodes = useQuery({ ...claimCodeConfigQuery(mintClient, drop), enabled: usesClaimCodes });
  const phase = targetPhase(collection.data, phaseId);
  const wallet = useKitWalletStatus();
  const query = useEligibility(drop, phase?.id ?? '', wallet.address);
  const atWalletLimit = useMintLimits(drop, phase).walletRemaining === 0;
  const walletMints = useWalletMints(drop, wallet.address).data;
  const data = query.data;
  // A failed poll behind data already shown changes nothing: the verdict stays, no alert.
  const failed = !collection.data && collection.isError ? collection : !data && query.isError ? query : null;
  let state: EligibilityNoticeState;
  if (failed) state = 'error';
  else if (!collection.data) state = 'loading';
  else if (!phase) state = 'no-phase';
  else if (!wallet.address) state = phase.status === 'upcoming' ? 'upcoming' : phase.status === 'ended' ? 'ended' : phase.isGated ? 'no-wallet' : 'open';
  else if (!data) state = 'loading';
  else if (data.phase.hasEnded) state = 'ended';
  else if (!data.phase.hasStarted) state = data.verdict === 'eligible' ? 'upcoming-eligible' : 'upcoming';
  else if (data.verdict === 'eligible') state = data.gated ? 'eligible' : 'open';
  else state = data.verdict;
  if (state === 'no-phase') return null;
  const sentence: Record<Exclude<EligibilityNoticeState, 'no-phase' | 'error'>, string> = {
    'no-wallet': text.noWallet,
    loading: text.loading,
    eligible: text.eligible,
    open: claimCodes.data?.enabled && claimCodes.data.required ? text.openWithCode : text.open,
    'not-eligible': text.notEligible,
    unknown: text.unknown,
    upcoming: text.upcoming,
    'upcoming-eligible': text.upcomingEligible,
    ended: text.ended,
  };
  const turnedAway = state === 'not-eligible' || ((state === 'eligible' || state === 'open') && atWalletLimit);
  const laterOpen = turnedAway ? laterOpenPhase(collection.data, phase, walletMints) : null;
  return (
    <div data-slot="eligibility-notice" data-state={state} aria-busy={state === 'loading'} {...rest}>
      {state === 'error' ? (
        <ErrorNotice error={failed?.error} onRetry={() => void failed?.refetch()} errorTexts={readRefusal(errorTexts)} />
      ) : (
        <p data-slot="eligibility-text">{phaseSentence(sentence[state], phase?.name)}</p>
      )}
      {laterOpen && (
        <p data-slot="eligibility-later">
          {phaseSentence(text.laterOpenPhase, laterOpen.name, <Countdown target={laterOpen.startMs} />)}
        </p>
      )}
    </div>
  );
}

/**
 * A sentence with the phase's name (`{phase}`: the service's text) in a <bdi>, so a name in another
 * script (Arabic in an English sentence, English in an Arabic one) does not reorder the words and the
 * full stop around it; `{countdown}`, when given, is the live countdown (at the end of a label without it).
 */
function phaseSentence(template: string, phase: string | undefined, countdown?: ReactNode): ReactNode {
  const full = countdown && !template.includes('{countdown}') ? `${template} {countdown}` : template;
  return createElement(Fragment, null, ...full.split(/\{(phase|countdown)\}/).map((part, index) => (index % 2 ? (part === 'phase' ? <bdi>{phase}</bdi> : countdown) : part)));
}

/**
 * The soonest phase the server lists as upcoming that has no allowlist, so any wallet will qualify:
 * where a turned-away buyer, or one at the phase's wallet limit, can mint next. A gated later phase is
 * not offered, its verdict unknown; nor one where wallet-mints already leaves this wallet nothing.
 */
function laterOpenPhase(data: CollectionResponse | undefined, current: Phase | null, walletMints: WalletMints | undefined): Phase | null {
  let soonest: Phase | null = null;
  for (const phase of data?.phases.upcoming ?? []) {
    const noneLeft = walletMints?.phases.find((entry) => entry.phaseId === phase.id)?.remaining === 0;
    if (phase.id !== current?.id && !phase.isGated && !noneLeft && phase.status === 'upcoming' && (soonest === null || phase.startMs < soonest.startMs)) soonest = phase;
  }
  return soonest;
}

