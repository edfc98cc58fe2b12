import { useRef, useState, type HTMLAttributes } from 'react';
import { isMintFlowSettled, sameClaimCode, type MintFlowState, type MintResult } from '../core/mint-flow.js';
import { useMint } from '../react/use-mint.js';
import { useCountdown, useDeadlineOnTicks } from '../react/time.js';
import { Countdown } from './countdown.js';
import { errorText, type ErrorTexts } from './error-text.js';
import { fill, fillNode, formatNumber, formatTimeLeft, withDefaults, type LabelOverrides } from './format.js';
import { pageMintButton, useReturnFocus } from './return-focus.js';
import { ServiceImage } from './service-image.js';
import { useLocale } from '../react/context.js';

/**
 * In every sentence about a hold (`lockCountdown`, `held…`, `unansweredHold`, `earlierHold`),
 * `{countdown}` is what is left of it, anywhere in the sentence; one without the slot gets it at its end.
 */
export interface MintStatusLabels {
  preparing: string;
  awaitingSignature: string;
  /** With the countdown of the 3-minute supply hold. */
  lockCountdown: string;
  /** In place of `lockCountdown` when the phase ends before the hold lapses, with the countdown to its end. */
  signBeforePhaseEnd: string;
  /** While the wallet is still asked after the phase's end time: the service may no longer mint in it. */
  phaseEndedWhileSigning: string;
  /** After a decline, with what is left of the hold: minting the same again reuses it. `{count}`: the quantity held. */
  heldAfterDecline: string;
  /**
   * In place of `heldAfterDecline` when the page now sends another claim code than the held mint was
   * asked with: only that code approves the held items. `{count}`: the quantity held; `{code}`: that code.
   */
  heldWithOtherCode: string;
  /** As `heldWithOtherCode`, when the held mint was asked with no claim code and the page now sends one. */
  heldWithoutCode: string;
  /**
   * After a decline (or a refusal of the signed bytes), once the price has changed since it was prepared, with what is left of
   * the hold: minting again prepares at the new price, and the hold still counts against the wallet.
   * `{count}`: the quantity held.
   */
  heldAtEarlierPrice: string;
  /** As `heldAtEarlierPrice`, when the price the hold was prepared at, or the price now, could not be read. `{count}`: the quantity held. */
  heldAtUnknownPrice: string;
  /**
   * After a decline (or a refusal of the signed bytes), in the hold's last 15 s (too late to sign it), with what is left of it:
   * minting again prepares anew, and the hold counts against that until it lapses. `{count}`: the quantity held.
   */
  heldEnding: string;
  /**
   * After the service refused the signed transaction but kept its hold (e.g. a signature it could not
   * accept), with what is left of it: minting the same again asks the wallet to sign the same
   * items anew. `{count}`: the quantity held.
   */
  heldAfterRefusal: string;
  /**
   * After a mint request that got no answer, with the most that is left of any hold it took;
   * `{count}`: the quantity asked for. Gone once that time has passed, not when a later request goes through.
   */
  unansweredHold: string;
  /**
   * A hold an earlier load of the page took and did not sign (the page was reloaded while the wallet
   * asked, or after a decline), with what is left of it; `{count}`: the quantity held. Nothing
   * on this page can sign it: it only explains a smaller allowance until it lapses.
   */
  earlierHold: string;
  /** The service refused a mint sent without a claim code for a code (`CLAIM_CODE_INVALID`): the drop needs one. */
  claimCodeNeeded: string;
  cancel: string;
  executing: string;
  confirming: string;
  confirmingSlow: string;
  /** `{count}`: how many were minted. */
  succeeded: string;
  /** After `succeeded` when the mint brought more than was bought (BOGO, a bounty's bonus mint); `{bonus}`: how many more. */
  bonusItems: string;
  mintedItems: string;
  signatures: string;
  /**
   * The button that copies a transaction signature, its text once it has, and once the browser refused
   * (the signature stays selectable). Screen readers hear it with its transaction's term, e.g. "Copy Transaction 2".
   */
  copy: string;
  copied: string;
  copyFailed: string;
  dismiss: string;
  lockExpired: string;
  walletDisconnected: string;
  /** The wallet switched to another account while asked to sign: the mint was stopped. */
  walletChanged: string;
  partlyMinted: string;
}

/**
 * The English text `MintStatus` shows for any label `labels` leaves out. Spread it to build a
 * complete set, e.g. a translation typed as `MintStatusLabels`.
 *
 * @example
 * const labels: MintStatusLabels = { ...defaultMintStatusLabels, succeeded: 'You minted {count}!' }
 * <MintStatus drop="genesis" labels={labels} />
 */
export const defaultMintStatusLabels: MintStatusLabels = {
  preparing: 'Preparing your mint…',
  awaitingSignature: 'Approve the transaction in your wallet.',
  lockCountdown: 'Your items are held for {countdown}',
  signBeforePhaseEnd: 'Sign within {countdown}: the phase ends then',
  phaseEndedWhileSigning: 'The phase has reached its end time: the service may no longer accept this mint.',
  heldAfterDecline: 'Not signed. Mint {count} again to approve the same items, held for you for {countdown}',
  heldWithOtherCode: 'Not signed. Your held mint of {count} was asked for with the claim code {code}: enter it again to approve it, held for you for {countdown}',
  heldWithoutCode: 'Not signed. Your held mint of {count} was asked for without a claim code: clear the code to approve it, held for you for {countdown}',
  heldAtEarlierPrice: 'The price has changed since your request. Minting again asks at the new price; until then your held request counts {count} against your limit and the supply for {countdown}',
  heldAtUnknownPrice: 'The price could not be confirmed, so your held request is not signed again. Minting again asks at the price now; until then your held request counts {count} against your limit and the supply for {countdown}',
  heldEnding: 'Too little of the hold is left to sign it in time. Minting again asks anew; until then your held request counts {count} against your limit and the supply for {countdown}',
  heldAfterRefusal: 'Mint {count} again to sign the same items once more, held for you for {countdown}',
  unansweredHold: 'No answer came back to a mint request of yours. If the service got it, it holds {count} for your wallet, counted against your limit and the supply, for up to {countdown}',
  earlierHold: 'An earlier mint request you did not sign holds {count} for your wallet, counted against your limit and the supply, for {countdown}',
  claimCodeNeeded: 'This drop needs a claim code to mint. Enter your code, then mint again.',
  cancel: 'Cancel',
  executing: 'Sending your signed transaction…',
  confirming: 'Confirming on the network…',
  confirmingSlow: 'Still waiting for the network. Your signed transaction is being sent again; you will not be asked to sign twice.',
  succeeded: 'Minted {count}!',
  bonusItems: '{bonus} free as a bonus.',
  mintedItems: 'Minted',
  signatures: 'Transaction',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: "Couldn't copy",
  dismiss: 'Done',
  lockExpired: 'The 3-minute hold ran out before you signed. Nothing was minted; mint again for a fresh hold.',
  walletDisconnected: 'Your wallet disconnected before signing. Nothing was minted.',
  walletChanged: 'Your wallet switched to another account before signing, so the mint was stopped. Nothing was minted.',
  partlyMinted: 'These were minted before the problem:',
};

export type MintStatusState = 'idle' | 'preparing' | 'awaiting-signature' | 'executing' | 'confirming' | 'succeeded' | 'failed' | 'expired' | 'disconnected' | 'wallet-changed';

export interface MintStatusProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  drop: string;
  labels?: LabelOverrides<MintStatusLabels> | undefined;
  errorTexts?: LabelOverrides<ErrorTexts> | undefined;
  /** Formats the counts with `Intl`; default: the provider's. */
  locale?: string | undefined;
  /**
   * The claim code the page's mint button sends now (null: none). Given, the line about a declined
   * mint's held items says when only another code approves them, as the button does.
   */
  claimCode?: string | null | undefined;
}

function toState(state: MintFlowState): MintStatusState {
  if (state.status !== 'cancelled') return state.status;
  // The buyer said no in the wallet, or cancelled here: back to ready, with nothing to report.
  if (state.reason === 'lock-expired') return 'expired';
  if (state.reason === 'wallet-disconnected') return 'disconnected';
  if (state.reason === 'wallet-changed') return 'wallet-changed';
  return 'idle';
}

/** "Minted 3!", and what came free when the mint brought more than was bought ("Minted 6! 2 free as a bonus."). */
function succeededText(result: MintResult, text: MintStatusLabels, locale: string | undefined): string {
  const count = result.minted.length || result.quantity;
  const said = fill(text.succeeded, { count: formatNumber(count, locale) });
  return count > result.quantity ? `${said} ${fill(text.bonusItems, { bonus: formatNumber(count - result.quantity, locale) })}` : said;
}

/**
 * A hold's sentence with its countdown, gone once the hold has lapsed rather than left reading 00:00
 * (or giving way to `afterText`, what the buyer should know from then on).
 * In a live region (`spoken`), screen readers get the time left in words as it was when the sentence
 * came, and not the ticking figure: the sentence is said once, neither cut short nor every second.
 */
function HoldLine({
  slot,
  text,
  until,
  locale,
  spoken,
  afterText,
  hidden,
}: {
  slot: string;
  text: string;
  until: number;
  locale: string | undefined;
  spoken?: boolean;
  afterText?: string | undefined;
  /** Shown only: its news is said by a spoken copy in the live region. */
  hidden?: boolean;
}) {
  const shownUntil = useDeadlineOnTicks(until);
  const { done, secondsLeft } = useCountdown(shownUntil);
  // Said again when the sentence changes or its end moves (a later read moved the phase's end).
  const said = useRef<[text: string, until: number, timeLeft: string | null]>(['', NaN, null]);
  if (spoken && (said.current[0] !== text || said.current[1] !== until || said.current[2] === null)) said.current = [text, until, secondsLeft === null ? null : formatTimeLeft(secondsLeft, locale)];
  if (done) return afterText ? <span data-slot={slot} data-state="ended" aria-hidden={hidden || undefined}>{afterText}</span> : null;
  const countdown = <Countdown target={shownUntil} locale={locale} aria-hidden={spoken} />;
  const time = spoken ? <><span data-slot="visually-hidden">{said.current[2]}</span>{countdown}</> : countdown;
  return <span data-slot={slot} aria-hidden={hidden || undefined}>{fillNode(text, 'countdown', time)}</span>;
}

/**
 * Copies a value the buyer may need to look up (a signature, kept whole even where it is shown
 * clipped). Absent where the page cannot write to the clipboard (no secure context), and says so
 * when the browser refuses the write: the text itself can still be selected.
 */
function CopyButton({ value, term, text }: { value: string; term: string; text: MintStatusLabels }) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  const shown = outcome === 'copied' ? text.copied : outcome === 'failed' ? text.copyFailed : text.copy;
  return (
    <button
      type="button"
      aria-label={`${shown} ${term}`}
      data-slot="mint-status-copy"
      data-state={outcome}
      onClick={() => void navigator.clipboard.writeText(value).then(() => setOutcome('copied'), () => setOutcome('failed'))}
    >
      {shown}
    </button>
  );
}

/**
 * Where the mint is: preparing, waiting for the wallet (with the 3-minute hold counting down),
 * sending, confirming, then what was minted with its transaction signatures, or a plain-language
 * error. Step changes are announced politely; countdown ticks are not. A wallet refusal is not an
 * error: the status returns quietly to ready.
 *
 * @example
 * <MintStatus drop="genesis" />
 */
export function MintStatus({ drop, labels, errorTexts, locale, claimCode, ...rest }: MintStatusProps) {
  const text = withDefaults(defaultMintStatusLabels, labels);
  const resolvedLocale = useLocale(locale);
  const mint = useMint({ drop });
  const flow = mint.state;
  const state = toState(flow);
  const hold = mint.unsignedHold;
  const { signBy } = mint;
  const heldCode = mint.held?.intent.claimCode;
  const sameCode = claimCode === undefined || sameClaimCode(heldCode, claimCode);
  const heldText = mint.holdEnding
    ? text.heldEnding
    : !mint.held
      ? mint.holdPriceUnknown
        ? text.heldAtUnknownPrice
        : text.heldAtEarlierPrice
      : !sameCode
        ? heldCode
          ? text.heldWithOtherCode
          : text.heldWithoutCode
        : mint.held.refused
          ? text.heldAfterRefusal
          : text.heldAfterDecline;
  // Sent without a code and refused for one: whatever the drop's settings said (or left out), it needs one.
  const needsCode = flow.status === 'failed' && flow.error.code === 'CLAIM_CODE_INVALID' && !flow.intent?.claimCode;
  const message: Record<MintStatusState, string> = {
    idle: '',
    preparing: text.preparing,
    'awaiting-signature': text.awaitingSignature,
    executing: text.executing,
    confirming: flow.status === 'confirming' && flow.outcomeUnknown ? text.confirmingSlow : text.confirming,
    succeeded: flow.status === 'succeeded' ? succeededText(flow.result, text, resolvedLocale) : '',
    failed: '',
    expired: text.lockExpired,
    disconnected: text.walletDisconnected,
    'wallet-changed': text.walletChanged,
  };
  // A failed mint can still have minted some and sent transactions (part minted, or not confirmed yet): the buyer can look them up.
  const { minted, signatures } = flow.status === 'succeeded' ? flow.result : flow.status === 'failed' ? flow : { minted: [], signatures: [] };
  // Done and Cancel go away when clicked: focus goes on to the page's one mint button (the next
  // thing to do), or to this status itself.
  const root = useRef<HTMLDivElement>(null);
  const withReturnFocus = useReturnFocus(isMintFlowSettled(flow) || state === 'idle', () => pageMintButton(root.current) ?? root.current);
  return (
    <div ref={root} tabIndex={-1} data-slot="mint-status" data-state={state} {...rest}>
      <p data-slot="mint-status-message" role="status" aria-live="polite">
        {message[state]}
        {/* Said, not only shown: a screen-reader buyer who declined hears once that the items stay held, and for how long. */}
        {(state === 'idle' || state === 'failed') && hold && (
          <HoldLine
            slot="mint-status-held"
            text={fill(heldText, { count: formatNumber(hold.intent.quantity, resolvedLocale), code: heldCode ?? '' })}
            until={mint.unsignedHoldEndsAtMs ?? hold.lockExpiresAtMs}
            locale={resolvedLocale}
            spoken
          />
        )}
        {/* The phase's end is news, not a tick: said once with the time left in words, and again when it has come. */}
        {flow.status === 'awaiting-signature' && signBy?.phaseEnds && (
          <span data-slot="visually-hidden">
            {' '}
            <HoldLine slot="mint-status-phase-end" text={text.signBeforePhaseEnd} until={signBy.atMs} locale={resolvedLocale} spoken afterText={text.phaseEndedWhileSigning} />
          </span>
        )}
      </p>
      {flow.status === 'awaiting-signature' && (
        <div data-slot="mint-status-lock">
          {signBy && (
            <HoldLine
              slot="mint-status-lock-text"
              text={signBy.phaseEnds ? text.signBeforePhaseEnd : text.lockCountdown}
              until={signBy.atMs}
              locale={resolvedLocale}
              afterText={signBy.phaseEnds ? text.phaseEndedWhileSigning : undefined}
              hidden={signBy.phaseEnds}
            />
          )}
          <button type="button" data-slot="mint-status-cancel" onClick={withReturnFocus(mint.cancel)}>
            {text.cancel}
          </button>
        </div>
      )}
      {flow.status === 'failed' && (
        <p data-slot="mint-status-error" role="alert">
          {needsCode ? text.claimCodeNeeded : errorText(flow.error, errorTexts)}
        </p>
      )}
      {isMintFlowSettled(flow) && mint.unanswered && (
        <HoldLine
          slot="mint-status-unanswered"
          text={fill(mint.unanswered.kind === 'unsigned' ? text.earlierHold : text.unansweredHold, { count: formatNumber(mint.unanswered.intent.quantity, resolvedLocale) })}
          until={mint.unansweredEndsAtMs ?? mint.unanswered.mayHoldUntilMs}
          locale={resolvedLocale}
        />
      )}
      {minted.length > 0 && (
        <div data-slot="mint-status-result">
          <p data-slot="mint-status-result-title">{flow.status === 'failed' ? text.partlyMinted : text.mintedItems}</p>
          <ul data-slot="mint-status-items">
            {minted.map((item) => (
              <li key={item.mintAddress} data-slot="mint-status-item">
                {item.image && <ServiceImage src={item.image} alt="" width={40} height={40} />}
                <span dir="auto">{item.name}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {signatures.length > 0 && (
        <dl data-slot="mint-status-signatures">
          {signatures.map((signature, index) => {
            const term = signatures.length > 1 ? `${text.signatures} ${formatNumber(index + 1, resolvedLocale)}` : text.signatures;
            return (
              <div key={signature}>
                <dt>{term}</dt>
                <dd>
                  <code>{signature}</code>
                  <CopyButton value={signature} term={term} text={text} />
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {/* Every outcome the buyer is told about (all but a quiet return to ready) is dismissed the same way. */}
      {state !== 'idle' && isMintFlowSettled(flow) && (
        <button type="button" data-slot="mint-status-dismiss" onClick={withReturnFocus(mint.reset)}>
          {text.dismiss}
        </button>
      )}
    </div>
  );
}
