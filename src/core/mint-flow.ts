import type { ServerClock } from './clock.js';
import { MintKitError, isMintKitError, type MintKitErrorCode } from './errors.js';
import { defaultRetryPolicy, nextRetryDelayMs, waitUnlessAborted, type RetryPolicy } from './http.js';
import { defaultTimers, type Timers } from './ticker.js';
import type { MintClient } from './mint-client.js';
import type { ExecutedMint, PreparedMint } from './wire/mint.js';
import { SUPPLY_LOCK_MS } from './limits.js';

/**
 * What signs for the buyer. The kit hands over wire transactions (base64) and gets signed wire
 * transactions back; it never asks a wallet to send anything.
 */
export interface TransactionSigner {
  /** The wallet's public key, base58. */
  address: string;
  /**
   * Signs every transaction and returns them signed, in order. Throws `MintKitError` with code
   * `WALLET_REJECTED` when the buyer declines, or `WALLET_ERROR` when the wallet cannot sign.
   */
  signTransactions(transactions: string[], signal: AbortSignal): Promise<string[]>;
}

/** One buyer intent: "mint N in this phase with this wallet". */
export interface MintIntent {
  collectionId: string;
  phaseId: string;
  quantity: number;
  claimCode?: string;
}

export interface MintedToken {
  mintAddress: string;
  name: string;
  image: string | null;
}

export interface MintResult {
  quantity: number;
  /** Transaction signatures reported by the service, one per session. */
  signatures: string[];
  minted: MintedToken[];
}

export { SUPPLY_LOCK_MS };

/** Why a mint stopped before its signed bytes existed; `unmounted`: the `<MintKitProvider>` it ran under went away. */
export type CancelReason = 'wallet-rejected' | 'wallet-disconnected' | 'wallet-changed' | 'lock-expired' | 'user' | 'unmounted';

/** A session whose signed bytes exist: from here on the flow only ever re-sends these same bytes. */
export interface SignedSession {
  sessionId: string;
  signedTransaction: string;
  result: ExecutedMint | null;
}

export type MintFlowState =
  | { status: 'idle' }
  | { status: 'preparing'; intent: MintIntent; walletAddress: string }
  | {
      status: 'awaiting-signature';
      intent: MintIntent;
      walletAddress: string;
      /** Server epoch ms at which the supply lock lapses, if the service said. */
      lockExpiresAtMs: number | null;
      transactionCount: number;
    }
  | { status: 'executing'; intent: MintIntent; walletAddress: string; sessions: SignedSession[] }
  | {
      status: 'confirming';
      intent: MintIntent;
      walletAddress: string;
      sessions: SignedSession[];
      /** True while the last send got no answer: the mint may or may not have happened yet. */
      outcomeUnknown: boolean;
      attempts: number;
    }
  | { status: 'succeeded'; intent: MintIntent; walletAddress: string; result: MintResult }
  | {
      status: 'failed';
      intent: MintIntent | null;
      walletAddress: string | null;
      error: MintKitError;
      /** What was minted before the failure: a mint sent as several transactions can partly succeed. */
      minted: MintedToken[];
      /** Signatures of transactions the service broadcast, settled or not: what the buyer can look up. */
      signatures: string[];
    }
  | { status: 'cancelled'; intent: MintIntent | null; reason: CancelReason };

export type MintFlowStatus = MintFlowState['status'];

/**
 * States in which a new click may start a new intent.
 *
 * @example
 * flow.subscribe((state) => {
 *   mintButton.disabled = !isMintFlowSettled(state) // a mint in progress finishes or is cancelled first
 * })
 */
export function isMintFlowSettled(state: MintFlowState): boolean {
  return state.status === 'idle' || state.status === 'succeeded' || state.status === 'failed' || state.status === 'cancelled';
}

export interface MintFlowStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface MintFlowOptions {
  client: Pick<MintClient, 'prepareMint' | 'executeMint'>;
  clock: ServerClock;
  timers?: Timers | undefined;
  /** Where signed-but-unconfirmed sessions are kept so a reload can resume them. */
  storage?: MintFlowStorage | null | undefined;
  /**
   * How long a wallet may take to sign when the service did not say when the lock lapses (the
   * spec's three minutes bound it anyway). When it did, the lapse itself bounds the wait (the
   * prepared transactions are void after it).
   */
  signTimeoutMs?: number | undefined;
  /** Cap on the delay between re-sends of the same signed bytes. */
  maxResendDelayMs?: number | undefined;
  /**
   * How long to keep asking about signed bytes the service has not settled (`processing`, or no
   * answer) before the flow stops and says the mint is unconfirmed (`MINT_UNCONFIRMED`): time on the
   * clock from the first send, each send's own time included. The record stays stored, so the next
   * load asks again. Default five minutes.
   */
  confirmTimeoutMs?: number | undefined;
  onStateChange?: ((state: MintFlowState, previous: MintFlowState) => void) | undefined;
  onSuccess?: ((result: MintResult) => void) | undefined;
  onError?: ((error: MintKitError) => void) | undefined;
}

/** The waits a host may tune (`<MintKitProvider mintFlow={…}>`). */
export type MintFlowTimeouts = Pick<MintFlowOptions, 'signTimeoutMs' | 'confirmTimeoutMs' | 'maxResendDelayMs'>;

/**
 * Transactions prepared for an intent that the wallet did not sign (declined, failed or timed out).
 * The service still holds their items and allowance until the lock lapses, so the same intent asks
 * the wallet again with these instead of preparing anew (which the hold itself could refuse).
 */
interface HeldPrepare {
  intent: MintIntent;
  walletAddress: string;
  /** The price the buyer was shown when asking (`StartOptions.quote`): the transactions pay that price. */
  quote: string | null;
  prepared: PreparedMint;
  /**
   * Device epoch ms (`Date.now()`) when the service's answer arrived: counts read before then do not
   * include the hold yet. On the device's clock because it is only ordered against other reads' device
   * timestamps (react-query's `dataUpdatedAt`), never shown or counted down.
   */
  preparedAtMs: number;
  lockExpiresAtMs: number;
  /** The service refused the bytes the wallet signed for it (e.g. `INVALID_SIGNED_TRANSACTION`) and kept its lock. */
  refused?: boolean | undefined;
  /** Server ms at which the service priced them (see `HeldMint.pricedAtMs`). */
  pricedAtMs: number;
  /** `StartOptions.quoteUntilMs`: when the quoted price was due to end (a Dutch step), or null. */
  quoteUntilMs: number | null;
  /** `quote` was settled by a price read after the prepare (`confirmHeldQuote`). */
  quoteConfirmed?: boolean | undefined;
}

/** What a page may know of the held prepare (`MintFlow.getHeld`): everything but the transactions themselves. */
export interface HeldMint {
  intent: MintIntent;
  walletAddress: string;
  quote: string | null;
  /** Device epoch ms when the service's answer arrived (ordered against reads' `dataUpdatedAt` only). */
  preparedAtMs: number;
  /** Server epoch ms at which the service's lock lapses. */
  lockExpiresAtMs: number;
  /**
   * Server epoch ms until which starting the same intent again signs these transactions. Later (the
   * last 15 s) the buyer could not sign in time: a start prepares anew, and the service still counts
   * this hold against the wallet and the supply until `lockExpiresAtMs`.
   */
  reusableUntilMs: number;
  /** The wallet signed them, but the service refused those bytes and kept the lock: signing again may go through. */
  refused: boolean;
  /**
   * Server ms at which the service priced them: its lock's start (`lockExpiresAt` less the three
   * minutes) when it said, else when the page sent the request (its estimate, which lags the server).
   */
  pricedAtMs: number;
  /**
   * When the price quoted at the click was due to end (a Dutch step, server ms), or null. At or before
   * `pricedAtMs`, the figure on screen was already past: the service charged a later price.
   */
  quoteUntilMs: number | null;
  /** `quote` was settled by a price read after the prepare (`confirmHeldQuote`); until then it is the price shown at the click. */
  quoteConfirmed: boolean;
}

/**
 * A prepare that got no answer from the service (the connection dropped, it timed out, the answer was
 * cut short or unreadable, or the buyer cancelled while it was in flight). The service may have
 * prepared it anyway, and then holds its items against the supply and this wallet's allowance until
 * the lock lapses. Its transactions never arrived, so nothing can sign it: a page can only say so,
 * so that a refusal meanwhile (`SOLD_OUT`, `MAX_PER_WALLET_EXCEEDED`) does not read as the final word.
 */
export interface UnansweredPrepare {
  intent: MintIntent;
  walletAddress: string;
  /** Server epoch ms by which any hold it took has lapsed: the spec's three minutes from when the answer was given up on. */
  mayHoldUntilMs: number;
  /**
   * `unanswered`: no answer came back. `unsigned`: the service did answer and holds it until
   * `mayHoldUntilMs`, but on an earlier load of the page (reloaded while the wallet was asked, or
   * after a decline): its transactions stayed there, and this page only knows the hold.
   */
  kind: 'unanswered' | 'unsigned';
}

/** What the buyer saw when asking to mint, beyond the intent itself. */
export interface StartOptions {
  /**
   * The price shown to the buyer, in any form that changes when the price does (e.g. the phase's
   * `priceDisplay` as JSON). Prepared transactions pay the price of the moment they were prepared
   * (a Dutch price falls, a pegged one follows its peg), so a declined prepare is asked for again
   * only under the same quote; under another, the mint is prepared anew at the service's price now.
   * A price the page does not know is best given as a quote no later one equals, so that nothing
   * is signed again under it (`useMint` does).
   */
  quote?: string | null | undefined;
  /** When the quoted price is due to end (a Dutch price's `nextChangeAt`, server ms), or null when it is not known to. */
  quoteUntilMs?: number | null | undefined;
  /**
   * When the service lets a hold of this intent go before its lock lapses (its phase's end, server
   * ms), or null: a declined hold that close to it is not signed again either.
   */
  holdEndsAtMs?: number | null | undefined;
}

/** A hold this close to lapsing is not offered again: the buyer could not sign in time. */
export const HELD_REUSE_MARGIN_MS = 15_000;

/**
 * How often `prepare-mint` is sent for one click while the service answers 503 `AUTH_UNAVAILABLE`.
 * The spec says clients retry it and do not take it as a denial, and a request refused at the key
 * check has reserved nothing, so sending it again cannot hold items twice. The waits are the kit's
 * one backoff (`retryDelayMs`: at least the answer's `Retry-After`, jitter on top, capped at 8 s).
 */
const PREPARE_ATTEMPTS_WHILE_AUTH_UNAVAILABLE = 3;
const PREPARE_AUTH_RETRY: RetryPolicy = { ...defaultRetryPolicy, retries: PREPARE_ATTEMPTS_WHILE_AUTH_UNAVAILABLE - 1 };

/** One mint's signed sessions, kept until the service settles them; known by its first session's id. */
interface PendingRecord {
  intent: MintIntent;
  walletAddress: string;
  sessions: SignedSession[];
}

/**
 * The mint as an explicit state machine: prepare → wallet signs → execute (→ confirm). React-free, so
 * a button, a status line and analytics can all read the same state.
 *
 * Guarantees: one `prepare-mint` per intent (a second `start` while busy is ignored), sent again
 * only after 503 `AUTH_UNAVAILABLE` (refused before anything is reserved), three times in all; signed
 * bytes are sent, never a hash, and the wallet is never asked to broadcast; once bytes are signed the
 * flow only re-sends those bytes until the service answers, and never prepares or asks for a
 * signature again while the outcome is unknown.
 *
 * @example
 * const flow = createMintFlow({ client, clock })
 * flow.subscribe(() => render(flow.getState()))
 * flow.start({ collectionId, phaseId, quantity: 2 }, signer)
 */
export function createMintFlow(options: MintFlowOptions) {
  const timers = options.timers ?? defaultTimers;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const signTimeoutMs = options.signTimeoutMs ?? 120_000;
  const maxResendDelayMs = options.maxResendDelayMs ?? 10_000;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 300_000;
  const listeners = new Set<(state: MintFlowState, previous: MintFlowState) => void>();
  let state: MintFlowState = { status: 'idle' };
  /** Bumped by every new run and every cancel; a stale async step sees a different number and stops. */
  let run = 0;
  let abort: AbortController | null = null;
  /** Aborted by `dispose`: ends the wait between re-sends, which no single run owns. */
  const lifetime = new AbortController();
  let lockTimer: unknown = null;
  /** The prepare the wallet is being asked to sign, kept after a decline while its hold lasts. */
  let held: HeldPrepare | null = null;
  /** `held` as `getHeld` shows it: one object per hold, so a React store can read it as a snapshot. */
  let heldView: HeldMint | null = null;
  const holdListeners = new Set<() => void>();
  /**
   * The hold a new intent did not reuse (another quantity, code or price), while that intent is being
   * prepared. The service keeps its items until it lapses, so it is offered again if the new prepare
   * brings no hold in its place (refused, unanswered or cancelled).
   */
  let earlierHold: HeldPrepare | null = null;
  let unanswered: UnansweredPrepare | null = null;
  /**
   * The prepare on its way, stored (never shown on this page) from the moment it leaves: a reload or a
   * closed tab runs no cleanup, and the reloaded page must still explain what it may hold.
   */
  let inFlight: UnansweredPrepare | null = null;
  /**
   * The stored text a note restored from storage (an earlier load's hold) stands on. Another tab of
   * the same drop may be the one holding it: once that tab's mint goes through, or its hold is let
   * go, what is stored changes, and the note is read again (or dropped).
   */
  let restoredFrom: string | null = null;
  let holdsCollection: string | null = null;
  /** Marks this page's entries among the drop's stored holds: another tab's (or an earlier load's) are left as they are. */
  const writer = Math.random().toString(36).slice(2);
  /** Wallets whose holds left by an earlier page load were read (once: later, this page's own knowledge is newer). */
  const restoredWallets = new Set<string>();
  const notifyHolds = () => {
    for (const listener of [...holdListeners]) listener();
  };
  /** What storage holds of the drop's holds, as text (null without storage, or when it cannot be read). */
  const storedHolds = () => {
    try {
      return holdsCollection ? (storage?.getItem(holdsKey(holdsCollection)) ?? null) : null;
    } catch {
      return null;
    }
  };
  /**
   * Every change to the holds goes through here: the pages reading them hear of it, and the storage
   * keeps what a reloaded page needs to explain them (never the transactions: what a page asks a
   * wallet to sign comes from the service, not from storage anyone can write).
   */
  const holdsChanged = () => {
    const collectionId = held?.intent.collectionId ?? earlierHold?.intent.collectionId ?? unanswered?.intent.collectionId ?? inFlight?.intent.collectionId ?? holdsCollection;
    holdsCollection = collectionId;
    // A note restored from storage is another page's entry, still stored there; it is not this page's to write again.
    if (collectionId) saveHolds(storage, collectionId, writer, options.clock.now(), [held, earlierHold, restoredFrom === null ? unanswered : null, inFlight]);
    if (restoredFrom !== null) restoredFrom = storedHolds();
    notifyHolds();
  };

  const setHeld = (next: HeldPrepare | null) => {
    held = next;
    heldView = next && {
      intent: next.intent,
      walletAddress: next.walletAddress,
      quote: next.quote,
      preparedAtMs: next.preparedAtMs,
      lockExpiresAtMs: next.lockExpiresAtMs,
      reusableUntilMs: next.lockExpiresAtMs - HELD_REUSE_MARGIN_MS,
      refused: next.refused === true,
      pricedAtMs: next.pricedAtMs,
      quoteUntilMs: next.quoteUntilMs,
      quoteConfirmed: next.quoteConfirmed === true,
    };
    holdsChanged();
  };
  const restoreEarlierHold = () => {
    const restored = !held && earlierHold && earlierHold.lockExpiresAtMs > options.clock.now() ? earlierHold : held;
    earlierHold = null;
    setHeld(restored);
  };
  /** The run waiting to send `prepare-mint` again after `AUTH_UNAVAILABLE`: no request of it is on its way meanwhile. */
  let waitingToRetryPrepare: number | null = null;
  /** A prepare that left but got no answer may hold items for the lock's length from now, at most. */
  const rememberUnanswered = (intent: MintIntent, walletAddress: string) => {
    inFlight = null;
    unanswered = { intent, walletAddress, mayHoldUntilMs: options.clock.now() + SUPPLY_LOCK_MS, kind: 'unanswered' };
    restoredFrom = null;
    holdsChanged();
  };

  const set = (next: MintFlowState) => {
    const previous = state;
    state = next;
    options.onStateChange?.(next, previous);
    for (const listener of [...listeners]) listener(next, previous);
  };

  const clearLockTimer = () => {
    if (lockTimer !== null) timers.clearTimeout(lockTimer);
    lockTimer = null;
  };

  const cancelled = (intent: MintIntent | null, reason: CancelReason) => set({ status: 'cancelled', intent, reason });

  const fail = (error: MintKitError, intent: MintIntent | null, walletAddress: string | null, minted: MintedToken[] = [], signatures: string[] = []) => {
    set({ status: 'failed', intent, walletAddress, error, minted, signatures });
    options.onError?.(error);
  };

  async function start(intent: MintIntent, signer: TransactionSigner, startOptions: StartOptions = {}): Promise<void> {
    // One prepare per intent (extra clicks are ignored), and none from a disposed flow.
    if (!isMintFlowSettled(state) || lifetime.signal.aborted) return;
    const current = ++run;
    abort = new AbortController();
    const signal = abort.signal;
    const walletAddress = signer.address;
    const quote = startOptions.quote ?? null;
    const reusable =
      held !== null && intentKey(held.intent, held.walletAddress) === intentKey(intent, walletAddress) && held.quote === quote && Math.min(held.lockExpiresAtMs, startOptions.holdEndsAtMs ?? Infinity) - options.clock.now() > HELD_REUSE_MARGIN_MS ? held : null;
    earlierHold = reusable ? null : held;
    setHeld(null);

    let prepared: PreparedMint;
    let lockExpiresAtMs: number;
    let preparedAtMs: number;
    let pricedAtMs: number;
    if (reusable) {
      ({ prepared, lockExpiresAtMs, preparedAtMs, pricedAtMs } = reusable);
    } else {
      set({ status: 'preparing', intent, walletAddress });
      // The client picks the fields it sends (and leaves out an empty claim code).
      const request = { ...intent, walletAddress };
      let requestedAtMs: number;
      for (let attempt = 0; ; attempt++) {
        requestedAtMs = options.clock.now();
        inFlight = { intent, walletAddress, mayHoldUntilMs: requestedAtMs + SUPPLY_LOCK_MS, kind: 'unanswered' };
        holdsChanged();
        try {
          prepared = await options.client.prepareMint(request, { signal });
          break;
        } catch (error) {
          if (current !== run) return;
          // Answered: what it holds is known now (nothing, or a note below).
          inFlight = null;
          const failure = asMintKitError(error);
          const retryInMs = prepareRetryDelayMs(failure, attempt);
          if (retryInMs === null) {
            if (mayHaveBeenPrepared(failure)) rememberUnanswered(intent, walletAddress);
            restoreEarlierHold();
            return fail(failure, intent, walletAddress);
          }
          // Still `preparing` for the buyer: the key check is down for a moment, which is not a refusal.
          waitingToRetryPrepare = current;
          await waitUnlessAborted(timers, retryInMs, signal);
          if (waitingToRetryPrepare === current) waitingToRetryPrepare = null;
          if (current !== run) return;
        }
      }
      if (current !== run) return;
      preparedAtMs = Date.now();
      // An earlier prepare that got no answer is not cleared by this one: what it may hold still
      // counts against the wallet and the supply until its own time is up.
      // The service locks for three minutes from when it prepares, which is after this request left. A
      // deadline further out than that means this page's clock estimate lags the server's: cap it, so the
      // hold never reads 03:01 and the page gives up no later than the service does.
      // Without a deadline in the answer, the spec's three minutes from the request still hold.
      lockExpiresAtMs = Math.min(prepared.lockExpiresAtMs ?? Infinity, requestedAtMs + SUPPLY_LOCK_MS);
      // The service takes its lock as it prepares, so the lock's start is the moment it priced them.
      pricedAtMs = prepared.lockExpiresAtMs !== null ? Math.max(requestedAtMs, prepared.lockExpiresAtMs - SUPPLY_LOCK_MS) : requestedAtMs;
    }
    // The hold this intent did not reuse is still the service's until it lapses, against the wallet,
    // the supply and its claim code's use: it stays as a note (as a prepare that got no answer does),
    // unless a note that lasts longer is already kept.
    if (earlierHold && earlierHold.lockExpiresAtMs > options.clock.now() && !(unanswered && unanswered.mayHoldUntilMs >= earlierHold.lockExpiresAtMs)) {
      unanswered = { intent: earlierHold.intent, walletAddress: earlierHold.walletAddress, mayHoldUntilMs: earlierHold.lockExpiresAtMs, kind: 'unsigned' };
      restoredFrom = null;
    }
    earlierHold = null;
    inFlight = null;
    const quoteUntilMs = reusable ? reusable.quoteUntilMs : (startOptions.quoteUntilMs ?? null);
    const hold: HeldPrepare = { intent, walletAddress, quote, prepared, preparedAtMs, lockExpiresAtMs, pricedAtMs, quoteUntilMs, quoteConfirmed: reusable?.quoteConfirmed };
    setHeld(hold);
    // The wallet is asked before the page announces it: its prompt is what the buyer waits for, and
    // the page's own re-render can follow. The executor runs now, and turns a signer that throws into
    // a rejection handled below.
    const signing = new Promise<string[]>((resolve) => resolve(signer.signTransactions(prepared.sessions.map((session) => session.transaction), signal)));
    set({ status: 'awaiting-signature', intent, walletAddress, lockExpiresAtMs, transactionCount: prepared.sessions.length });
    // One timer ends the wait for the wallet: the lock lapsing, or first the sign timeout when the
    // service did not say when the lock lapses.
    const untilLapseMs = Math.max(0, lockExpiresAtMs - options.clock.now());
    const timesOut = prepared.lockExpiresAtMs === null && signTimeoutMs < untilLapseMs;
    lockTimer = timers.setTimeout(() => {
      if (current !== run || state.status !== 'awaiting-signature') return;
      if (!timesOut) return cancelRun('lock-expired');
      stopRun();
      fail(new MintKitError({ code: 'WALLET_TIMEOUT', message: `The wallet did not answer within ${Math.round(signTimeoutMs / 1000)} seconds.` }), intent, walletAddress);
    }, timesOut ? signTimeoutMs : untilLapseMs);

    let signed: string[];
    try {
      signed = await signing;
    } catch (error) {
      if (current !== run) return;
      clearLockTimer();
      const failure = asMintKitError(error);
      if (failure.code === 'WALLET_REJECTED') return cancelled(intent, 'wallet-rejected');
      // A transaction no wallet (or not this one) can read is never offered again: a new click asks the service anew.
      if (failure.code === 'DECODE_ERROR' || failure.code === 'WALLET_UNSUPPORTED_TRANSACTION') setHeld(null);
      return fail(failure, intent, walletAddress);
    }
    if (current !== run) return;
    clearLockTimer();
    // As the hold stands now: its price may have been settled while the wallet was asked.
    const signedHold = held ?? hold;
    if (options.clock.now() >= lockExpiresAtMs) {
      // Signed too late: the service has released the lock. Discard; a new click prepares afresh.
      setHeld(null);
      return cancelled(intent, 'lock-expired');
    }
    if (signed.length !== prepared.sessions.length) {
      // Nothing was sent: the service still holds the items, and the same intent asks the wallet again, as after a wallet that throws.
      return fail(new MintKitError({ code: 'WALLET_ERROR', message: `The wallet returned ${signed.length} signed transaction(s) for the ${prepared.sessions.length} it was given.` }), intent, walletAddress);
    }
    setHeld(null);

    const sessions: SignedSession[] = prepared.sessions.map((session, index) => ({ sessionId: session.sessionId, signedTransaction: signed[index]!, result: null }));
    persist(intent, walletAddress, sessions);
    set({ status: 'executing', intent, walletAddress, sessions });
    await deliver(current, intent, walletAddress, sessions, signedHold);
  }

  /**
   * Sends each session's signed bytes until the service settles every one. A transport failure, a 5xx
   * or an answer that is not the service's own (a gateway's page, a code it does not document) means
   * "unknown outcome": wait, then send the very same bytes again. The service refusing one session
   * never abandons the others: a sibling it already broadcast is followed until it settles.
   */
  async function deliver(current: number, intent: MintIntent, walletAddress: string, sessions: SignedSession[], signedFrom: HeldPrepare | null = null) {
    const refusals = new Map<string, MintKitError>();
    const unsettled = () => sessions.filter((session) => !refusals.has(session.sessionId) && (session.result === null || session.result.status === 'processing'));
    const broadcast = () => sessions.flatMap((session) => (session.result?.signature ? [session.result.signature] : []));
    // A token the answers list twice was minted once: counted twice, it reads as a bonus item the buyer never got.
    const mintedSoFar = () => [...new Map(sessions.flatMap((session) => (session.result?.status === 'confirmed' ? session.result.minted : [])).map((token) => [token.mintAddress, token])).values()];
    let attempts = 0;
    // `confirmTimeoutMs` bounds the whole wait, each send's own time included: at its end an answer
    // still on its way is no longer waited for (the record stays stored either way).
    const deadline = new AbortController();
    const end = () => deadline.abort();
    const deadlineTimer = timers.setTimeout(end, confirmTimeoutMs);
    lifetime.signal.addEventListener('abort', end, { once: true });
    try {
      for (;;) {
        let unknown = false;
        for (const session of unsettled()) {
          if (deadline.signal.aborted) break;
          attempts += 1;
          try {
            session.result = await options.client.executeMint({ sessionId: session.sessionId, signedTransaction: session.signedTransaction }, { signal: deadline.signal });
          } catch (error) {
            const failure = asMintKitError(error);
            if (isServiceRefusal(failure)) refusals.set(session.sessionId, failure);
            else unknown = true;
          }
          persist(intent, walletAddress, sessions);
        }
        if (current !== run) return;
        if (unsettled().length === 0) break;
        if (deadline.signal.aborted) {
          // The record stays stored: the next load of this page asks about the same bytes again.
          const message = `The service has not settled ${unsettled().length} of ${sessions.length} signed transaction(s) after ${Math.round(confirmTimeoutMs / 1000)} s.`;
          return fail(new MintKitError({ code: 'MINT_UNCONFIRMED', message }), intent, walletAddress, mintedSoFar(), broadcast());
        }
        set({ status: 'confirming', intent, walletAddress, sessions: [...sessions], outcomeUnknown: unknown, attempts });
        await waitUnlessAborted(timers, Math.min(maxResendDelayMs, 500 * 2 ** Math.min(attempts, 5)), deadline.signal);
        if (current !== run) return;
      }
    } finally {
      timers.clearTimeout(deadlineTimer);
      lifetime.signal.removeEventListener('abort', end);
    }

    persist(intent, walletAddress, sessions, true);
    const minted = mintedSoFar();
    const refusal = refusals.values().next().value;
    const rejected = sessions.some((session) => session.result?.status === 'failed');
    if (refusal || rejected) {
      // The service refused every session's bytes without taking them, and nothing it said ended its
      // lock: it still holds the items for these transactions, so minting the same again asks the
      // wallet to sign them anew (a new prepare would be counted on top of the hold).
      const lockKept = sessions.every((session) => session.result === null && !LOCK_ENDED.has(refusals.get(session.sessionId)?.code ?? 'SESSION_EXPIRED'));
      if (signedFrom && lockKept && signedFrom.lockExpiresAtMs > options.clock.now()) setHeld({ ...signedFrom, refused: true });
      const partly = minted.length > 0 ? `Only part of the mint went through (${minted.length} minted). ` : '';
      const error = refusal
        ? new MintKitError({ ...refusal, message: `${partly}${refusal.message}` })
        : new MintKitError({ code: 'TRANSACTION_FAILED', message: `${partly || 'Nothing was minted. '}The transaction was rejected on chain.` });
      return fail(error, intent, walletAddress, minted, broadcast());
    }
    const result: MintResult = { quantity: intent.quantity, signatures: broadcast(), minted };
    set({ status: 'succeeded', intent, walletAddress, result });
    options.onSuccess?.(result);
  }

  /** Makes every pending step of the current run stale, and stops its request and its lock timer. */
  function stopRun() {
    run += 1;
    abort?.abort();
    abort = null;
    clearLockTimer();
  }

  function cancelRun(reason: CancelReason) {
    if (reason === 'lock-expired') setHeld(null);
    if (state.status === 'preparing') {
      inFlight = null;
      // The request was on its way: the service may have prepared it without this page ever hearing back.
      // Not so while waiting to send it again: every answer so far was AUTH_UNAVAILABLE, which reserves nothing.
      if (waitingToRetryPrepare !== run) rememberUnanswered(state.intent, state.walletAddress);
      restoreEarlierHold();
    }
    stopRun();
    cancelled('intent' in state ? state.intent : null, reason);
  }

  /**
   * Keeps this mint's signed sessions for a reload to resume them, or (`settled`) forgets them, beside
   * any other unsettled mint of the drop and wallet: one left unconfirmed, or another tab's, is not
   * overwritten by the next.
   */
  function persist(intent: MintIntent, walletAddress: string, sessions: SignedSession[], settled = false) {
    const key = storageKey(intent.collectionId, walletAddress);
    const id = sessions[0]?.sessionId;
    try {
      const others = readPendingRecords(storage?.getItem(key), intent.collectionId, walletAddress).filter((record) => record.sessions[0]?.sessionId !== id);
      const records = settled ? others : [...others, { intent, walletAddress, sessions }];
      if (records.length > 0) storage?.setItem(key, JSON.stringify({ version: 2, records }));
      else storage?.removeItem(key);
    } catch {
      // Storage full or blocked (private mode): resuming after a reload is a bonus, not a requirement.
    }
  }

  /**
   * Takes up, once per wallet, the hold an earlier load of the page left for this drop and wallet (its
   * wallet prompt open, or declined, when the page went away; or a prepare with no answer): the page
   * says what it holds until it lapses. Nothing here can be signed.
   */
  function restoreHolds(collectionId: string, walletAddress: string) {
    if (restoredWallets.has(walletAddress)) return;
    restoredWallets.add(walletAddress);
    if (unanswered && unanswered.walletAddress === walletAddress && unanswered.mayHoldUntilMs > options.clock.now()) return;
    const stored = readStoredHold(storage, collectionId, walletAddress, writer, options.clock.now());
    if (!stored || (held && held.walletAddress === walletAddress)) return;
    unanswered = stored;
    restoredFrom = '';
    holdsChanged();
  }

  return {
    getState: (): MintFlowState => state,
    /** Listens to every transition; the listener gets the new and the previous state. */
    subscribe(listener: (state: MintFlowState, previous: MintFlowState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts an intent. Ignored (no request) unless the flow is settled. */
    start,
    /**
     * The intent whose prepared transactions the wallet is asked to sign, or did not sign, while the
     * service still holds their items and allowance; starting that same intent again under the same
     * quote after a decline asks the wallet to sign them again.
     */
    getHeld(): HeldMint | null {
      // The transactions themselves stay with the flow. The same object while the hold is unchanged.
      return heldView && heldView.lockExpiresAtMs > options.clock.now() ? heldView : null;
    },
    /**
     * The last prepare that got no answer (or, `kind: 'unsigned'`, a hold left by an earlier load of
     * the page), while any hold it may have taken lasts: the page can say that a smaller allowance or
     * a refusal meanwhile may be this buyer's own unseen hold. Only its own time ends it: a later
     * prepare says nothing about it.
     */
    getUnansweredPrepare(): UnansweredPrepare | null {
      if (unanswered && restoredFrom !== null && holdsCollection) {
        const stored = storedHolds();
        if (stored !== restoredFrom) {
          // Read anew, without a notice: this is a store's snapshot, and the change came from elsewhere.
          unanswered = readStoredHold(storage, holdsCollection, unanswered.walletAddress, writer, options.clock.now());
          restoredFrom = unanswered ? stored : null;
        }
      }
      return unanswered && unanswered.mayHoldUntilMs > options.clock.now() ? unanswered : null;
    },
    /**
     * The price the held transactions pay, as read after the service prepared them, when the figure
     * on screen at the click was already past (`quoteUntilMs` at or before `pricedAtMs`: a Dutch
     * step the page had not read yet). Once per hold, and only for the hold `getHeld()` returned; a
     * start under this quote then signs the held transactions.
     */
    confirmHeldQuote(hold: HeldMint, quote: string | null) {
      if (held && heldView === hold && !held.quoteConfirmed) setHeld({ ...held, quote, quoteConfirmed: true });
    },
    /** Listens to changes of `getHeld()` and `getUnansweredPrepare()` (beside the state's transitions). */
    subscribeHolds(listener: () => void): () => void {
      holdListeners.add(listener);
      return () => holdListeners.delete(listener);
    },
    /**
     * Another tab wrote storage (the browser's `storage` event, with its `key`; null: cleared): a note
     * restored from what another tab stored is read again, and the pages reading the holds hear of it.
     * `<MintKitProvider>` passes on the window's events while it is mounted.
     */
    storageChanged(key: string | null) {
      if (restoredFrom !== null && (key === null || key === holdsKey(holdsCollection ?? ''))) notifyHolds();
    },
    /**
     * Cancels before the signed bytes exist (preparing or waiting for the wallet). After that the mint
     * may already be happening, so the flow keeps going and this does nothing.
     */
    cancel(reason: CancelReason = 'user'): boolean {
      if (state.status !== 'preparing' && state.status !== 'awaiting-signature') return false;
      cancelRun(reason);
      return true;
    },
    /** Returns to idle from a settled state (e.g. to dismiss a result). */
    reset() {
      if (isMintFlowSettled(state)) set({ status: 'idle' });
    },
    /**
     * Picks up signed sessions left by a previous page load for this drop and wallet, and re-sends them
     * (the oldest unsettled mint first; any other waits for the next load). Returns true when there was
     * something to resume.
     */
    resume(collectionId: string, walletAddress: string): boolean {
      if (lifetime.signal.aborted) return false;
      restoreHolds(collectionId, walletAddress);
      if (!isMintFlowSettled(state)) return false;
      const key = storageKey(collectionId, walletAddress);
      let record: PendingRecord | undefined;
      try {
        const raw = storage?.getItem(key);
        if (!raw) return false;
        const records = readPendingRecords(raw, collectionId, walletAddress);
        record = records[0];
        // Records this page cannot act on (cut short, edited, another build's) are dropped, so they are
        // not tried again on every load. The service never depended on them.
        if (records.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify({ version: 2, records }));
      } catch {
        // Storage refused (a sandboxed iframe): nothing to resume.
      }
      if (!record) return false;
      const current = ++run;
      const sessions = record.sessions;
      set({ status: 'confirming', intent: record.intent, walletAddress: record.walletAddress, sessions, outcomeUnknown: true, attempts: 0 });
      void deliver(current, record.intent, record.walletAddress, sessions);
      return true;
    },
    /** Stops timers and listeners for good (`start` and `resume` then do nothing); an in-flight delivery keeps its stored record for the next load, and a hold its note. */
    dispose() {
      held = heldView = earlierHold = unanswered = null;
      restoredFrom = null;
      stopRun();
      lifetime.abort();
      listeners.clear();
      holdListeners.clear();
    },
  };
}

export type MintFlow = ReturnType<typeof createMintFlow>;

/**
 * The stored records, as this page wrote them, for this drop and wallet (a single record of the
 * earlier format too). Storage is the page's to read but anyone's to write (another build, an
 * extension, a hand in the console), so every field the delivery reads is checked and a record that
 * fails is left out; a session's result that is not one this build recognises is asked for again
 * with the same bytes, which is always safe.
 */
function readPendingRecords(raw: string | null | undefined, collectionId: string, walletAddress: string): PendingRecord[] {
  let parsed: { version?: unknown; records?: unknown } | null = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    return [];
  }
  const stored = parsed?.version === 2 && Array.isArray(parsed.records) ? (parsed.records as unknown[]) : parsed?.version === 1 ? [parsed] : [];
  return stored.flatMap((record) => pendingRecord(record, collectionId, walletAddress) ?? []);
}

function pendingRecord(stored: unknown, collectionId: string, walletAddress: string): PendingRecord | null {
  const record = stored as Partial<PendingRecord> | null;
  const intent = record?.intent;
  const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';
  if (record?.walletAddress !== walletAddress || intent?.collectionId !== collectionId) return null;
  if (!nonEmpty(intent.phaseId) || !Number.isInteger(intent.quantity) || intent.quantity < 1 || (intent.claimCode !== undefined && !nonEmpty(intent.claimCode))) return null;
  if (!Array.isArray(record.sessions) || record.sessions.length === 0) return null;
  const sessions: SignedSession[] = [];
  for (const session of record.sessions as unknown[]) {
    const { sessionId, signedTransaction, result } = (session ?? {}) as Partial<SignedSession>;
    if (!nonEmpty(sessionId) || !nonEmpty(signedTransaction)) return null;
    const known = typeof result === 'object' && result !== null && typeof result.status === 'string' && Array.isArray(result.minted);
    sessions.push({ sessionId, signedTransaction, result: known ? result : null });
  }
  return { intent: { collectionId, phaseId: intent.phaseId, quantity: intent.quantity, ...(intent.claimCode ? { claimCode: intent.claimCode } : {}) }, walletAddress, sessions };
}

function storageKey(collectionId: string, walletAddress: string) {
  return `mintkit:pending-mint:${collectionId}:${walletAddress}`;
}

const holdsKey = (collectionId: string) => `mintkit:held-mint:${collectionId}`;

/** How far two pages' estimates of the server's clock may differ (each lags it by up to its best round trip). */
const CLOCK_MARGIN_MS = 10_000;

/**
 * Keeps what a reloaded page needs to explain the holds it did not take: who, what, and until when
 * (server ms). Other pages of the drop (another tab, another wallet, an earlier load) keep their
 * entries until those lapse; only this page's own are replaced.
 */
function saveHolds(storage: MintFlowStorage | null, collectionId: string, writer: string, nowMs: number, holds: Array<HeldPrepare | UnansweredPrepare | null>) {
  const entries = holds.flatMap((hold) => {
    if (!hold) return [];
    const untilMs = 'prepared' in hold ? hold.lockExpiresAtMs : hold.mayHoldUntilMs;
    const kind = 'prepared' in hold ? 'unsigned' : hold.kind;
    return [{ walletAddress: hold.walletAddress, intent: hold.intent, untilMs, kind, writer }];
  });
  try {
    // Another page's entry lasts until its lapse, never longer than a lock can (a written-in lapse years out is no hold's).
    const others = storedHoldEntries(storage, collectionId).filter((entry) => entry.writer !== writer && typeof entry.untilMs === 'number' && entry.untilMs > nowMs && entry.untilMs <= nowMs + SUPPLY_LOCK_MS + CLOCK_MARGIN_MS);
    const kept = [...others, ...entries];
    if (kept.length > 0) storage?.setItem(holdsKey(collectionId), JSON.stringify({ version: 1, holds: kept }));
    else storage?.removeItem(holdsKey(collectionId));
  } catch {
    // Storage full or blocked: a reloaded page then cannot explain the hold, as before.
  }
}

/** The drop's stored hold entries, unchecked (anyone can write storage): an empty list when unreadable. */
function storedHoldEntries(storage: MintFlowStorage | null, collectionId: string): Array<{ untilMs?: unknown; kind?: unknown; writer?: unknown }> {
  let parsed: { version?: unknown; holds?: unknown } | null = null;
  try {
    const raw = storage?.getItem(holdsKey(collectionId));
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    return [];
  }
  const holds = parsed?.version === 1 && Array.isArray(parsed.holds) ? (parsed.holds as unknown[]) : [];
  return holds.filter((entry): entry is object => typeof entry === 'object' && entry !== null);
}

/**
 * The latest-lapsing live hold stored for this drop and wallet, as a note (`UnansweredPrepare`).
 * Storage is anyone's to write: anything unreadable is no hold, and a lapse further out than the
 * lock's three minutes is cut to them, so the note never outlasts what the service can hold.
 */
function readStoredHold(storage: MintFlowStorage | null, collectionId: string, walletAddress: string, writer: string, nowMs: number): UnansweredPrepare | null {
  let found: UnansweredPrepare | null = null;
  for (const entry of storedHoldEntries(storage, collectionId)) {
    const { untilMs, kind } = entry;
    if (entry.writer === writer) continue; // this page's own holds are known to it first-hand
    // The same checks as a pending record's intent, with no sessions to check.
    const record = pendingRecord({ ...entry, sessions: [{ sessionId: '-', signedTransaction: '-' }] }, collectionId, walletAddress);
    if (!record || typeof untilMs !== 'number' || !(untilMs > nowMs) || (kind !== 'unsigned' && kind !== 'unanswered')) continue;
    const mayHoldUntilMs = Math.min(untilMs, nowMs + SUPPLY_LOCK_MS);
    if (!found || mayHoldUntilMs > found.mayHoldUntilMs) found = { intent: record.intent, walletAddress, mayHoldUntilMs, kind };
  }
  return found;
}

function defaultStorage(): MintFlowStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (sandboxed iframe)
  }
}

/**
 * The service's own final word on these bytes: a 4xx (or a 200) in its failure body carrying a code it
 * documents. A gateway's or CDN's answer in front of it (no such body, an HTML page), a code this
 * build does not know and a rate limit say nothing sure about the mint, so the bytes are sent again
 * (the same signed bytes can never mint twice).
 */
function isServiceRefusal(error: MintKitError): boolean {
  return isServiceAnswer(error) && error.code !== 'UNRECOGNIZED';
}

/**
 * A refusal in the service's own failure body (any code, one added later too) with a 4xx or a 200,
 * other than a rate limit or a key check that could not be made (a 200 can carry it too): both say
 * "not now", never "no".
 */
function isServiceAnswer(error: MintKitError): boolean {
  return error.fromService && error.code !== 'RATE_LIMITED' && error.code !== 'AUTH_UNAVAILABLE' && error.status !== null && (error.status === 200 || (error.status >= 400 && error.status < 500));
}

/** execute-mint refusals after which the session's lock is gone (lapsed, no such session, its phase ended): its transactions are void. */
const LOCK_ENDED: ReadonlySet<MintKitErrorCode> = /* @__PURE__ */ new Set<MintKitErrorCode>(['SESSION_EXPIRED', 'SESSION_NOT_FOUND', 'PHASE_NOT_ACTIVE']);

/** Failures after which the request may have reached the service: its answer was lost, late, cut short or unreadable. */
const ANSWER_LOST: ReadonlySet<MintKitErrorCode> = /* @__PURE__ */ new Set<MintKitErrorCode>(['NETWORK_ERROR', 'TIMEOUT', 'INVALID_RESPONSE', 'HTML_RESPONSE', 'DECODE_ERROR']);

/**
 * Whether a failed prepare may still have been prepared by the service. A lost, late, cut-short or
 * unreadable answer, a gateway's page or a 5xx says nothing about it; the service's own refusal (with
 * a code added later too: a refusal reserves nothing), a rate limit, authorisation that could not be
 * checked (all decided before anything is reserved) and a request the client never sent say it was not.
 */
function mayHaveBeenPrepared(error: MintKitError): boolean {
  if (ANSWER_LOST.has(error.code)) return true;
  return error.code !== 'RATE_LIMITED' && error.code !== 'AUTH_UNAVAILABLE' && error.status !== null && !isServiceAnswer(error);
}

/** How long to wait before sending `prepare-mint` again after `failure`, or null to give up: only `AUTH_UNAVAILABLE`, by the kit's one retry rule. */
function prepareRetryDelayMs(failure: MintKitError, attempt: number): number | null {
  return failure.code === 'AUTH_UNAVAILABLE' ? nextRetryDelayMs(PREPARE_AUTH_RETRY, attempt, failure, Math.random) : null;
}

/** Equal for the same buyer intent only (no claim code and an empty one alike), so a hold is reused for nothing else. */
function intentKey(intent: MintIntent, walletAddress: string): string {
  return JSON.stringify([walletAddress, intent.collectionId, intent.phaseId, intent.quantity, claimCodeKey(intent.claimCode)]);
}

/**
 * Whether two claim codes name the same code for the service (no code and an empty one alike). Decided
 * as the sandbox matches them, trimmed and in any case (docs/api-assumptions.md, "Claim codes"): a
 * buyer who types "vip-7q4m" after "VIP-7Q4M" means the code whose use their own hold took.
 *
 * @example
 * sameClaimCode(held.intent.claimCode, typedCode)
 */
export function sameClaimCode(one: string | null | undefined, other: string | null | undefined): boolean {
  return claimCodeKey(one) === claimCodeKey(other);
}

const claimCodeKey = (code: string | null | undefined) => (code ?? '').trim().toUpperCase();

function asMintKitError(error: unknown): MintKitError {
  if (isMintKitError(error)) return error;
  return new MintKitError({ code: 'WALLET_ERROR', message: error instanceof Error ? error.message : String(error), cause: error });
}
