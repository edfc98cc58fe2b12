import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MintKitError } from '../core/errors.js';
import { followsLiveDutchPrice, shownPhasePrice, standingLivePrice } from '../core/price.js';
import { createMintFlow, HELD_REUSE_MARGIN_MS, isMintFlowSettled, sameClaimCode, SUPPLY_LOCK_MS, type HeldMint, type MintFlow, type MintFlowOptions, type MintFlowState, type MintIntent, type MintResult } from '../core/mint-flow.js';
import type { LivePrice, Phase } from '../core/wire/mint.js';
import { useMintKit } from './context.js';
import type { DropRefresh } from './kit-context.js';
import { useCollection, useDutchPrice } from './hooks.js';
import { dutchPriceQuery } from './queries.js';
import { useAvailability, useCachedCollection, useClaimCodeValidation, useWalletMints } from './wallet-hooks.js';
import { useBefore, useCountdown, useDeadlineOnTicks } from './time.js';
import { useWalletSigner } from './signer.js';
import { useKitWalletStatus } from './wallet-status.js';
import { parseTimestamp } from '../core/timestamp.js';

/**
 * The provider's one flow for a drop, made when the first component asks for it: once it ends,
 * everything the buyer sees about the drop moves with it (counts, availability, supply, feeds), and a
 * hold it leaves behind is read again when it lapses.
 */
function createPageMintFlow(options: MintFlowOptions, { refresh, refreshAt }: DropRefresh): MintFlow {
  const flow = createMintFlow(options);
  // A hold the mint leaves behind once it has ended (declined, cancelled, timed out, bytes refused,
  // a prepare with no answer, or one an earlier load of the page took) keeps the buyer's items and
  // allowance until it lapses: read again then, so the counts come back without a reload.
  const watched = new Set<number>();
  const watchLapses = () => {
    if (!isMintFlowSettled(flow.getState())) return;
    for (const lapsesAt of [flow.getHeld()?.lockExpiresAtMs, flow.getUnansweredPrepare()?.mayHoldUntilMs]) {
      if (lapsesAt !== undefined && !watched.has(lapsesAt)) {
        watched.add(lapsesAt);
        refreshAt(lapsesAt);
      }
    }
  };
  flow.subscribeHolds(watchLapses);
  flow.subscribe((next, previous) => {
    if (next.status === previous.status || next.status === 'idle' || !isMintFlowSettled(next)) return;
    refresh();
    // The wait for the wallet ended with the lock (or the sign timeout): read again once it has surely lapsed.
    if (previous.status === 'awaiting-signature' && !flow.getHeld()) refreshAt(previous.lockExpiresAtMs ?? options.clock.now() + SUPPLY_LOCK_MS);
    watchLapses();
  });
  return flow;
}

export interface UseMintOptions {
  /** The drop's short id or address, as given to `useCollection`. */
  drop: string;
  /** Every transition, for status lines and analytics. */
  onStateChange?: ((state: MintFlowState, previous: MintFlowState) => void) | undefined;
  onSuccess?: ((result: MintResult) => void) | undefined;
  /** Failures only: a wallet refusal is a cancellation, not an error. */
  onError?: ((error: MintKitError) => void) | undefined;
}

export interface StartMintInput {
  phaseId: string;
  quantity: number;
  claimCode?: string | undefined;
}

/**
 * The mint flow for a drop: prepare → wallet signs → execute, as one shared state machine. Every
 * component calling `useMint` for the same drop sees the same state, and a second click while a mint
 * is under way does nothing (one `prepare-mint` per intent).
 *
 * @example
 * const mint = useMint({ drop: 'genesis', onSuccess: (r) => track('minted', r.quantity) })
 * <button disabled={!mint.canStart} onClick={() => mint.start({ phaseId, quantity: 2 })}>Mint</button>
 */
export function useMint(options: UseMintOptions) {
  const { drop } = options;
  const { getMintFlow, mintClient, clock } = useMintKit('useMint');
  const queryClient = useQueryClient();
  const wallet = useKitWalletStatus();
  const signer = useWalletSigner();
  const collection = useCollection(drop).data;
  const flow = getMintFlow(drop, createPageMintFlow);
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  const phases = collection?.phases.all;

  const phaseEndOf = (phaseId: string) => phaseEnd(phases?.find((listed) => listed.id === phaseId));
  /**
   * When a hold of `intent` lapses: its lock's end, or its phase's end when that comes first. The
   * service lets a phase's holds go when the phase ends (docs/api-assumptions.md, "Lock and phase end").
   */
  const holdEnd = (intent: MintIntent, lockEndsMs: number | null): HoldEnd | null => {
    const phaseEndMs = phaseEndOf(intent.phaseId);
    if (phaseEndMs !== null && (lockEndsMs === null || phaseEndMs < lockEndsMs)) return { atMs: phaseEndMs, phaseEnds: true };
    return lockEndsMs === null ? null : { atMs: lockEndsMs, phaseEnds: false };
  };

  // A declined prepare pays the price of its moment: it is offered again only while the price is
  // still that one (a Dutch price falls, a pegged one follows its peg). A live Dutch phase's price is
  // followed here too, so a page that does not show it still knows it at the click.
  const own = useOwnHold(flow, wallet.address);
  const unsignedHold = heldWhileLive(own?.hold ?? null, phases);
  const unsignedHoldEnd = unsignedHold ? holdEnd(unsignedHold.intent, unsignedHold.lockExpiresAtMs) : null;
  const reusable = useSignableInTime(own, unsignedHold ? phaseEndOf(unsignedHold.intent.phaseId) : null);
  const holdPhase = unsignedHold ? phases?.find((phase) => phase.id === unsignedHold.intent.phaseId) : undefined;
  const dutchPhase = holdPhase && followsLiveDutchPrice(holdPhase) ? holdPhase : phases?.find(followsLiveDutchPrice);
  // Its price is read from the cache (`liveDutch`). Reading `data` here re-renders at a new price, not
  // at every fetch (an observer none of whose fields are read re-renders on every change); and the
  // price it read stops standing at its step, whether or not a read lands then.
  const followedDutch = useDutchPrice(dutchPhase?.id ?? '', { live: true, enabled: dutchPhase !== undefined }).data;
  useBefore(followedDutch?.nextChangeAt ? parseTimestamp(followedDutch.nextChangeAt) : null);
  /**
   * A live Dutch phase's price as it stands (`standingLivePrice`, as `LivePhasePrice` shows it), and
   * when it was due to end. A `nextChangeAt` that is not a date leaves the moment unknown: no price.
   */
  const liveDutch = (phase: Phase): { live: LivePrice | undefined; untilMs: number | null } => {
    const data = queryClient.getQueryData<LivePrice>(dutchPriceQuery(mintClient, phase.id).queryKey);
    const parsed = data?.nextChangeAt ? parseTimestamp(data.nextChangeAt) : NaN;
    const untilMs = Number.isFinite(parsed) ? parsed : null;
    const known = data?.nextChangeAt === null || untilMs !== null;
    return { live: known ? standingLivePrice(data, clock.now()) : undefined, untilMs };
  };
  /**
   * The price a hold is judged by: the phase's own, or a live Dutch phase's live price; null when no
   * live figure stands (never read, failed past its step, unknown), which no hold is signed again under.
   */
  const quoteFor = (phase: Phase): string | null => {
    if (!followsLiveDutchPrice(phase)) return JSON.stringify(phase.priceDisplay);
    // shownPhasePrice falls back to the phase's own range when no live figure stands: no price then.
    const shown = shownPhasePrice(phase, liveDutch(phase).live);
    return shown === phase.priceDisplay ? null : JSON.stringify(shown);
  };
  const heldQuote = holdPhase ? quoteFor(holdPhase) : null;
  const held = reusable && unsignedHold && heldQuote !== null && unsignedHold.quote === heldQuote ? unsignedHold : null;
  // A click in the moment after a Dutch step, before this page read it, quoted a figure already past:
  // the service charged the step's new price. The price is read once more, and the hold is judged
  // against it when the read shows the step the prepare fell in.
  const pastAtClick = own && !own.hold.quoteConfirmed && own.hold.quoteUntilMs !== null && own.hold.quoteUntilMs <= own.hold.pricedAtMs ? own.hold : null;
  useEffect(() => {
    if (!pastAtClick || settlingHolds.has(pastAtClick)) return;
    settlingHolds.add(pastAtClick); // once per hold, whichever of the page's useMint sees it first
    const phase = phases?.find((listed) => listed.id === pastAtClick.intent.phaseId);
    let quote = pastAtClick.quote;
    void (phase ? queryClient.refetchQueries({ queryKey: dutchPriceQuery(mintClient, phase.id).queryKey, exact: true }, { throwOnError: true }) : Promise.reject(new Error('no phase')))
      .then(() => {
        const { live, untilMs } = liveDutch(phase!);
        // Measured on the read's own server time: the page's estimate lags it.
        const readAtMs = live?.serverTime ? parseTimestamp(live.serverTime) : NaN;
        quote = (live && untilMs !== null && inStepOf(pastAtClick, untilMs, Number.isFinite(readAtMs) ? readAtMs : clock.now()) ? quoteFor(phase!) : null) ?? unknownQuote();
      })
      .catch(() => {
        quote = unknownQuote(); // the price the service charged stays unknown: no signing them again
      })
      .finally(() => flow.confirmHeldQuote(pastAtClick, quote));
    // Once per hold: `phases` and the price helpers change with every read.
  }, [pastAtClick, flow]);
  // As a declined hold, a note about one that may still stand (unanswered, or an earlier load's) goes
  // once its phase is no longer live: the service lets such holds go when their phase ends.
  const unanswered = heldWhileLive(forWallet(useSyncExternalStore(flow.subscribeHolds, flow.getUnansweredPrepare, () => null), wallet.address), phases);

  useMintEvents(drop, options);

  // A wallet that disconnects (or switches) before the bytes are signed cancels cleanly; once they
  // are signed, `cancel` does nothing and the mint goes on. Only a reader under a wallet provider can
  // tell: one outside any (a host's badge beside <MintPage>, which brings its own) sees no wallet at all.
  const busyWallet = 'walletAddress' in state ? state.walletAddress : null;
  useEffect(() => {
    if (!wallet.hasProvider || busyWallet === wallet.address) return;
    flow.cancel(wallet.address ? 'wallet-changed' : 'wallet-disconnected');
    // A result ("Minted 1!", or why it failed) is about the account that minted: another account is
    // not told it, nor an error that was that account's. A disconnect keeps it: nobody else is shown.
    if (busyWallet !== null && wallet.address && (state.status === 'succeeded' || state.status === 'failed')) flow.reset();
  }, [state.status, busyWallet, wallet.address, wallet.hasProvider, flow]);

  // A buyer who can sign gets prepare-mint's CORS preflight done before the click (one round trip at
  // the click, not two): at connect, and again when a phase opens, which may be long after the
  // browser's cached answer expired. Not for a drop with nothing left to open; the client sends it at
  // most once a minute.
  // From the server's own lists, as `targetPhase` picks the page's phase.
  const livePhaseId = collection?.phases.active[0]?.id ?? null;
  const mayMintLater = livePhaseId !== null || (collection?.phases.upcoming.length ?? 0) > 0;
  const warmPreflight = wallet.canSign && mayMintLater;
  useEffect(() => {
    if (warmPreflight) mintClient.preflightPrepareMint();
  }, [warmPreflight, livePhaseId, mintClient]);

  // A reload while the outcome was unknown resumes re-sending the same signed bytes.
  const collectionId = collection?.collection.id;
  useEffect(() => {
    if (collectionId && wallet.address) flow.resume(collectionId, wallet.address);
  }, [flow, collectionId, wallet.address]);

  const signBy = state.status === 'awaiting-signature' ? holdEnd(state.intent, state.lockExpiresAtMs) : null;
  const lock = useCountdown(useDeadlineOnTicks(signBy?.atMs ?? null));

  const start = useCallback(
    (input: StartMintInput) => {
      if (!signer) {
        return Promise.reject(new MintKitError({ code: 'WALLET_ERROR', message: 'Connect a wallet that can sign transactions before minting.' }));
      }
      if (!collectionId) {
        return Promise.reject(new MintKitError({ code: 'INVALID_REQUEST', message: 'The drop has not loaded yet.' }));
      }
      const intent: MintIntent = { collectionId, phaseId: input.phaseId, quantity: input.quantity, ...(input.claimCode ? { claimCode: input.claimCode } : {}) };
      // The price at the click, as the page shows it (the same cached live Dutch price).
      const phase = phases?.find((listed) => listed.id === input.phaseId);
      const holdEndsAtMs = phaseEndOf(input.phaseId);
      return flow.start(intent, signer, phase ? { quote: quoteFor(phase) ?? unknownQuote(), quoteUntilMs: liveDutch(phase).untilMs, holdEndsAtMs } : { quote: unknownQuote() });
    },
    [signer, collectionId, flow, phases, queryClient, mintClient],
  );

  return {
    state,
    status: state.status,
    /** A new intent may start: settled, a signing wallet, and the drop loaded. */
    canStart: isMintFlowSettled(state) && signer !== null && Boolean(collectionId),
    /** Seconds left to sign while the wallet is asked: until `signBy.atMs`. */
    lockSecondsLeft: lock.secondsLeft,
    /**
     * While the wallet is asked, when the signed bytes must reach the service (server clock): the
     * supply lock's lapse, or the phase's end when that comes first (`phaseEnds`), after which the
     * service no longer mints in the phase. Null when the service gave neither.
     */
    signBy,
    /**
     * The mint the wallet is asked to sign, or declined, while the service holds its items for this
     * wallet and the price on screen is the one it was prepared at: minting it again reuses them.
     */
    held,
    /**
     * This wallet's declined mint while the service holds it and its phase is live, whether or not
     * minting again can reuse it (`held` is set when it can; when not, the price has changed since,
     * or `holdEnding`). The service counts it against the wallet's limit, the supply and a claim
     * code's uses until it lapses.
     */
    unsignedHold,
    /**
     * `unsignedHold` is in its last 15 s, or its phase is (server clock): too late to sign it, so minting again
     * prepares anew, and the service counts the hold against that until it lapses.
     */
    holdEnding: unsignedHold !== null && !reusable,
    /** When `unsignedHold` lapses (server clock): its lock's end, or its phase's end when that comes first. */
    unsignedHoldEndsAtMs: unsignedHoldEnd?.atMs ?? null,
    /**
     * `unsignedHold` is not offered again because the price it was prepared at, or the price now,
     * could not be read (a live Dutch price that failed past its step, or never came): not that it changed.
     */
    holdPriceUnknown: unsignedHold !== null && (heldQuote === null || unsignedHold.quote?.startsWith(UNKNOWN_QUOTE) === true),
    /**
     * This wallet's last prepare that got no answer, while a hold it may have taken lasts: a refusal
     * meanwhile (sold out, over the limit) may be that unseen hold. Nothing can sign it.
     */
    unanswered,
    /** When any hold `unanswered` took lapses at the latest (server clock): as `unsignedHoldEndsAtMs`. */
    unansweredEndsAtMs: unanswered ? holdEnd(unanswered.intent, unanswered.mayHoldUntilMs)!.atMs : null,
    start,
    /** Cancels while preparing or waiting for the wallet (e.g. a wallet that never answers). */
    cancel: useCallback(() => flow.cancel('user'), [flow]),
    reset: useCallback(() => flow.reset(), [flow]),
  };
}

export type UseMintResult = ReturnType<typeof useMint>;

/** When a hold lapses, on the server's clock, and whether its phase's end is what ends it. */
export interface HoldEnd {
  atMs: number;
  phaseEnds: boolean;
}

/** What `useMintEvents` reports: every transition, each success and each failure. */
export type MintEvents = Pick<UseMintOptions, 'onStateChange' | 'onSuccess' | 'onError'>;

/**
 * Calls back on a drop's mint, whoever started it: for analytics, a redirect or a thank-you, without
 * running a mint. Each success and each failure is reported once; the callbacks may change between
 * renders without missing one.
 *
 * @example
 * useMintEvents('genesis', { onSuccess: (result) => track('minted', result.quantity) })
 */
export function useMintEvents(drop: string, events: MintEvents): void {
  const { getMintFlow } = useMintKit('useMintEvents');
  const flow = getMintFlow(drop, createPageMintFlow);
  const callbacks = useRef(events);
  callbacks.current = events;
  useEffect(
    () =>
      flow.subscribe((next, previous) => {
        callbacks.current.onStateChange?.(next, previous);
        if (next.status === 'succeeded' && previous.status !== 'succeeded') callbacks.current.onSuccess?.(next.result);
        if (next.status === 'failed' && previous.status !== 'failed') callbacks.current.onError?.(next.error);
      }),
    [flow],
  );
}

/**
 * The connected wallet's declined prepare while the service holds it, and whether starting the same
 * intent still signs it (`reusable`, until `reusableUntilMs`). Re-read when either ends, on the server clock.
 */
function useOwnHold(flow: MintFlow, walletAddress: string | null): { hold: HeldMint; reusable: boolean } | null {
  const hold = forWallet(useSyncExternalStore(flow.subscribeHolds, flow.getHeld, () => null), walletAddress);
  const lasts = useBefore(hold?.lockExpiresAtMs);
  const reusable = useBefore(hold?.reusableUntilMs);
  return hold && lasts ? { hold, reusable } : null;
}

/**
 * When the service lets a hold of `phase` go whatever its lock: the phase's end (server ms), or 0
 * (long past) once the server reports the phase ended; null when neither is known.
 */
function phaseEnd(phase: Phase | null | undefined): number | null {
  return phase?.status === 'ended' ? 0 : (phase?.endMs ?? null);
}

/**
 * Whether a declined hold can still be signed in time: until 15 s before its lock lapses, and
 * before its phase ends (`phaseEndMs`, server clock), when the service lets it go.
 */
function useSignableInTime(own: { reusable: boolean } | null, phaseEndMs: number | null): boolean {
  const beforePhaseEnd = useBefore(phaseEndMs === null ? null : phaseEndMs - HELD_REUSE_MARGIN_MS);
  return Boolean(own?.reusable) && (phaseEndMs === null || beforePhaseEnd);
}

let unknownQuotes = 0;
/** The quote of a price the page does not know: one no later quote equals, so nothing is signed again under it. */
const UNKNOWN_QUOTE = 'unknown:';
const unknownQuote = () => `${UNKNOWN_QUOTE}${++unknownQuotes}`;

/** Holds whose price is being settled (`confirmHeldQuote`), so that the page's several useMint read it once. */
const settlingHolds = new WeakSet<HeldMint>();

/**
 * Whether a price read at `readAtMs`, due to end at `nextStepMs`, is the one `hold`'s prepare was
 * charged: the step the page missed (it ended at `hold.quoteUntilMs`, before the service priced the
 * mint) was followed by this one, with no other step between. Decided on the assumption that the
 * steps of one auction are equally long (docs/api-assumptions.md): then a step that ends further
 * after the read than the read came after the missed one began where that one ended.
 */
function inStepOf(hold: HeldMint, nextStepMs: number, readAtMs: number): boolean {
  return hold.quoteUntilMs !== null && nextStepMs - readAtMs > readAtMs - hold.quoteUntilMs;
}

/**
 * A hold is offered again only while its phase is the live one: once the phase has ended, minting
 * prepares for the next phase, so "mint again to approve the same items" would be untrue.
 */
function heldWhileLive<Held extends { intent: MintIntent }>(held: Held | null, phases: readonly Phase[] | undefined): Held | null {
  return held && phases?.find((phase) => phase.id === held.intent.phaseId)?.status === 'active' ? held : null;
}

/** A record the flow keeps about one wallet (a declined or unanswered prepare), only while that wallet is the one connected. */
function forWallet<Kept extends { walletAddress: string }>(kept: Kept | null, walletAddress: string | null): Kept | null {
  return kept && kept.walletAddress === walletAddress ? kept : null;
}

/**
 * Whether the connected wallet's own mint may hold a use of `code`: its declined mint (`'unsigned'`),
 * or its last prepare that got no answer (`'unanswered'`, which the service may have taken). The
 * service counts that use as taken until the hold lapses, so checking the code meanwhile can answer
 * "no uses left" about the buyer's own hold. (At the lapse the provider reads the drop again, which
 * checks the code anew.) Only while the hold's phase is live: the service lets holds go when it ends.
 *
 * @example
 * const held = useClaimCodeHeld('genesis', typedCode) // 'unsigned' → "held by your own unsigned mint"
 */
export function useClaimCodeHeld(drop: string, code: string | null): 'unsigned' | 'unanswered' | null {
  const { getMintFlow } = useMintKit('useClaimCodeHeld');
  const wallet = useKitWalletStatus();
  const flow = getMintFlow(drop, createPageMintFlow);
  const phases = useCollection(drop).data?.phases.all;
  // As useMint's notes: a hold whose phase is no longer live was let go by the service.
  const holds = (kept: { intent: MintIntent; walletAddress: string } | null) => code !== null && heldWhileLive(forWallet(kept, wallet.address), phases) !== null && sameClaimCode(kept!.intent.claimCode, code);
  return useSyncExternalStore(
    flow.subscribeHolds,
    () => (holds(flow.getHeld()) ? 'unsigned' : holds(flow.getUnansweredPrepare()) ? 'unanswered' : null),
    () => null,
  );
}

export interface MintLimits {
  /** Largest quantity the buyer may pick now, or null while unknown. */
  max: number | null;
  /** What binds: the per-transaction cap, the wallet's remaining allowance, the drop's supply, or the phase's own cap. */
  boundBy: 'per-transaction' | 'per-wallet' | 'supply' | 'phase-supply' | null;
  /** The wallet's remaining allowance in the phase (null: no cap, or unknown). */
  walletRemaining: number | null;
  /**
   * This wallet's own unsigned hold in the phase, or null. `max` and `walletRemaining` count its items
   * as the buyer's (minting it again approves them), but the service counts them against anything
   * else: `newUpTo` is the largest quantity a new prepare may ask for while it lasts (0 when the hold
   * took the last use of the claim code given in `options`, since every prepare with it takes a use).
   */
  hold: { quantity: number; newUpTo: number } | null;
}

/**
 * The quantity bounds for a phase: `maxPerTransaction`, the wallet's remaining count from wallet-mints
 * (never derived from eligibility), and the supply available now, in the drop and in a phase with its own cap.
 *
 * @example
 * const { max } = useMintLimits('genesis', phase)
 * const { hold } = useMintLimits('claim-codes', phase, { claimCode: acceptedCode })
 */
export function useMintLimits(drop: string, phase: Phase | null | undefined, options: { claimCode?: string | null | undefined } = {}): MintLimits {
  // First, so that misuse outside the provider names this hook, not one it calls.
  const { getMintFlow } = useMintKit('useMintLimits');
  const wallet = useKitWalletStatus();
  const walletMintsQuery = useWalletMints(drop, wallet.address);
  const availabilityQuery = useAvailability(drop);
  const walletMints = walletMintsQuery.data;
  const availability = availabilityQuery.data;
  const readModel = useCachedCollection(drop);
  const flow = getMintFlow(drop, createPageMintFlow);
  // The service counts this buyer's own unsigned hold against the wallet and the supply; the hold is
  // theirs to sign again, so it does not shrink what they may pick. In its last 15 s, or its phase's,
  // it is not (a mint then prepares anew), and it counts against that like anyone's.
  const own = useOwnHold(flow, wallet.address);
  const ownHold = own && phase && own.hold.intent.phaseId === phase.id ? own.hold.intent.quantity : 0;
  const giveBack = useSignableInTime(own, phaseEnd(phase)) ? ownHold : 0;
  // Only a count read after the service took the hold has it taken off; one read before (the count
  // on screen while the wallet prompt is open) is given back nothing, or a 5-per-wallet phase reads 6.
  const heldSinceMs = ownHold > 0 ? own!.hold.preparedAtMs : null;
  const includesHold = (readAtDeviceMs: number) => heldSinceMs !== null && readAtDeviceMs >= heldSinceMs;
  const adjust = (readAtDeviceMs: number) => giveBack - (includesHold(readAtDeviceMs) ? 0 : ownHold);
  // When each count was read matters only beside a hold: read otherwise, a poll's new time alone re-renders.
  const walletHold = ownHold > 0 ? adjust(walletMintsQuery.dataUpdatedAt) : 0;
  const supplyHold = ownHold > 0 ? adjust(availabilityQuery.dataUpdatedAt) : 0;
  const claimCode = options.claimCode ?? null;
  const codeCheck = useClaimCodeValidation(drop, claimCode);
  // Read whatever the hold: react-query re-renders an observer none of whose fields were read on every change.
  const codeVerdict = codeCheck.data;
  const holdsUseOfCode = giveBack > 0 && claimCode !== null && sameClaimCode(own!.hold.intent.claimCode, claimCode);
  if (!phase) return { max: null, boundBy: null, walletRemaining: null, hold: null };
  const walletEntry = walletMints?.phases.find((entry) => entry.phaseId === phase.id);
  const walletRemaining = walletEntry && walletEntry.remaining !== null ? Math.max(0, walletEntry.remaining + walletHold) : null;
  const candidates: Array<[number, MintLimits['boundBy']]> = [[phase.maxPerTransaction, 'per-transaction']];
  // Without the wallet's own count (its read failed, or is not in) the phase's per-wallet cap still
  // bounds what any wallet may pick; wallet-mints narrows it to what is left, or (`remaining: null`) lifts it.
  if (walletRemaining !== null) candidates.push([walletRemaining, 'per-wallet']);
  else if (!walletEntry) candidates.push([phase.maxPerWallet, 'per-wallet']);
  if (availability) candidates.push([availability.availableNow + supplyHold, 'supply']);
  // Until availability is read (or when it cannot be), the read model's figure still bounds it: it
  // counts no holds, so availability's can only be lower, never higher.
  else if (readModel) candidates.push([readModel.stats.availableCount, 'supply']);
  const phaseSupply = availability?.phases.find((entry) => entry.phaseId === phase.id);
  if (phaseSupply) candidates.push([phaseSupply.availableNow + supplyHold, 'phase-supply']);
  const [max, boundBy] = candidates.reduce((tightest, next) => (next[0] < tightest[0] ? next : tightest));
  // Every bound but the per-transaction cap counts the hold's items as taken for a new prepare.
  const newUpTo = Math.min(...candidates.map(([bound, kind]) => (kind === 'per-transaction' ? bound : bound - giveBack)));
  // A check read before the hold still counts the use the hold took since.
  const codeUsesLeft = holdsUseOfCode && codeVerdict ? (codeVerdict.valid ? (codeVerdict.usesRemaining ?? Infinity) - (includesHold(codeCheck.dataUpdatedAt) ? 0 : 1) : 0) : Infinity;
  return { max: Math.max(0, max), boundBy, walletRemaining, hold: giveBack > 0 ? { quantity: giveBack, newUpTo: codeUsesLeft > 0 ? Math.max(0, newUpTo) : 0 } : null };
}
