import type { Keypair } from '@solana/web3.js';
import type { SandboxClock } from '../clock.js';
import { addressFromLabel } from './derive.js';
import { base64Decode, randomBytes, randomId, toHex } from '../encoding.js';
import { ServiceError } from './errors.js';
import type { Ledger } from './ledger.js';
import type { ClaimCode, Drop, MintSession, MintedItem, Phase, PrepareGroup } from './model.js';
import { chargeLamports, quotePhase, type TokenPriceTable } from './pricing.js';
import type { Scheduler } from './scheduler.js';
import { artPath } from './seed.js';
import { buildMintTransaction, checkSignedTransaction } from './transactions.js';

export const LOCK_DURATION_MS = 3 * 60_000;
/** A transaction holds at most this many items; larger quantities are split into sessions. */
export const MAX_ITEMS_PER_TRANSACTION = 5;

/** Everything `reset()` replaces. */
export interface MintWorld {
  drops: Drop[];
  sessions: Map<string, MintSession>;
  tokenPrices: TokenPriceTable;
}

export interface MintEngineContext {
  world: MintWorld;
  clock: SandboxClock;
  scheduler: Scheduler;
  ledger: Ledger;
  confirmationDelayMs: number;
  mintAuthority: Keypair;
  treasury: string;
}

const HOLDING_STATES = new Set<MintSession['state']>(['held', 'processing']);

function holdingSessions(world: MintWorld, drop: Drop): MintSession[] {
  return [...world.sessions.values()].filter((session) => session.drop === drop && HOLDING_STATES.has(session.state));
}

/** Items held by prepared sessions whose lock has not lapsed (bonus items included). */
export function reservedCount(world: MintWorld, drop: Drop, phase?: Phase): number {
  return holdingSessions(world, drop)
    .filter((session) => !phase || session.phase === phase)
    .reduce((sum, session) => sum + session.quantity + session.bonusQuantity, 0);
}

export function availableNow(world: MintWorld, drop: Drop): number {
  return Math.max(0, drop.totalSupply - drop.minted.length - reservedCount(world, drop));
}

export const mintedInPhase = (drop: Drop, phase: Phase): number => drop.minted.filter((item) => item.phaseId === phase.id).length;

export function phaseAvailable(world: MintWorld, drop: Drop, phase: Phase): number {
  if (phase.phaseSupply === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, phase.phaseSupply - mintedInPhase(drop, phase) - reservedCount(world, drop, phase));
}

export interface WalletPhaseCounts {
  minted: number;
  bonusMinted: number;
  /** Bought items, minted or held by a live lock: what `maxPerWallet` caps. */
  paidCommitted: number;
}

export function walletPhaseCounts(world: MintWorld, drop: Drop, phase: Phase, wallet: string): WalletPhaseCounts {
  const mine = drop.minted.filter((item) => item.phaseId === phase.id && item.minter === wallet);
  const bonusMinted = mine.filter((item) => item.bonus).length;
  const held = holdingSessions(world, drop)
    .filter((session) => session.phase === phase && session.wallet === wallet)
    .reduce((sum, session) => sum + session.quantity, 0);
  return { minted: mine.length, bonusMinted, paidCommitted: mine.length - bonusMinted + held };
}

export function claimCodeUsesLeft(code: ClaimCode): number {
  return Math.max(0, code.maxUses - code.used - code.reserved);
}

export function findClaimCode(drop: Drop, code: string): ClaimCode | undefined {
  const wanted = code.trim().toUpperCase();
  return drop.claimCodes?.codes.find((candidate) => candidate.code === wanted);
}

export interface PrepareInput {
  drop: Drop;
  phaseId: string;
  wallet: string;
  quantity: number;
  claimCode: string | undefined;
}

function claimCodeFor(drop: Drop, raw: string | undefined): ClaimCode | null {
  if (raw === undefined) {
    if (drop.claimCodes?.required) throw new ServiceError(400, 'CLAIM_CODE_INVALID', 'This drop needs a claim code to mint.');
    return null;
  }
  if (!drop.claimCodes) throw new ServiceError(400, 'CLAIM_CODE_INVALID', 'This drop does not use claim codes.');
  const code = findClaimCode(drop, raw);
  if (!code || claimCodeUsesLeft(code) === 0) {
    throw new ServiceError(400, 'CLAIM_CODE_INVALID', 'That claim code is not valid or has no uses left.');
  }
  return code;
}

/** BOGO credit for buying `quantity` more after `paidBefore`: every `buy` bought earns `get`. */
function bogoBonus(phase: Phase, paidBefore: number, quantity: number): number {
  if (!phase.bogo) return 0;
  const { buy, get } = phase.bogo;
  return Math.floor((paidBefore + quantity) / buy) * get - Math.floor(paidBefore / buy) * get;
}

function splitIntoTransactions(quantity: number): number[] {
  const chunks: number[] = [];
  for (let left = quantity; left > 0; left -= MAX_ITEMS_PER_TRANSACTION) chunks.push(Math.min(left, MAX_ITEMS_PER_TRANSACTION));
  return chunks;
}

/**
 * The spec's "other chains yield CHAIN_NOT_SUPPORTED_BY_SURFACE": checked right after scope and key,
 * before the body, so a drop on another chain is refused as such whatever its wallet address looks like.
 */
export function assertMintableChain(drop: Drop): void {
  if (!drop.chain.startsWith('solana-')) {
    throw new ServiceError(400, 'CHAIN_NOT_SUPPORTED_BY_SURFACE', `Minting on ${drop.chain} is not supported by v1.`);
  }
}

/**
 * prepare-mint after the scope, key, chain (`assertMintableChain`) and body checks: the rules in the
 * order the service applies them, then the balance pre-flight, and only then the lock. Any refusal
 * leaves every ledger as it was.
 */
export function prepareMint(ctx: MintEngineContext, input: PrepareInput): MintSession[] {
  const { world } = ctx;
  const { drop, wallet, quantity } = input;
  const phase = drop.phases.find((candidate) => candidate.id === input.phaseId.toLowerCase());
  if (!phase) throw new ServiceError(404, 'NOT_FOUND', 'This drop has no phase with that id.');
  if (phase.status !== 'active') {
    throw new ServiceError(409, 'PHASE_NOT_ACTIVE', `The phase "${phase.name}" is not open for minting.`);
  }
  if (phase.allowlist && !phase.allowlist.has(wallet)) {
    throw new ServiceError(403, 'NOT_ELIGIBLE', 'This wallet is not eligible for this phase.');
  }
  const claimCode = claimCodeFor(drop, input.claimCode);
  if (quantity > phase.maxPerTransaction) {
    throw new ServiceError(400, 'MAX_PER_TRANSACTION_EXCEEDED', `At most ${phase.maxPerTransaction} per mint in this phase.`);
  }
  const counts = walletPhaseCounts(world, drop, phase, wallet);
  if (counts.paidCommitted + quantity > phase.maxPerWallet) {
    throw new ServiceError(
      400,
      'MAX_PER_WALLET_EXCEEDED',
      `This wallet can mint ${Math.max(0, phase.maxPerWallet - counts.paidCommitted)} more in this phase.`,
    );
  }
  const supplyLeft = Math.min(availableNow(world, drop), phaseAvailable(world, drop, phase));
  if (quantity > supplyLeft) throw new ServiceError(409, 'SOLD_OUT', supplyLeft === 0 ? 'Sold out.' : `Only ${supplyLeft} left.`);

  const quote = quotePhase(phase, world.tokenPrices);
  const discountPercent = claimCode?.benefit.discountPercent ?? 0;
  // Bonus items only take supply a buyer has not: when the drop is nearly out, the bonus shrinks.
  let bonusSupplyLeft = supplyLeft - quantity;
  // The hold reserves what it may earn if this wallet's other held sessions are paid too, so supply
  // is never oversold; what it does earn is settled when it lands (`bonusEarnedAtConfirmation`).
  let paidBefore = counts.paidCommitted;
  const plans = splitIntoTransactions(quantity).map((chunk, index) => {
    let bonus = bogoBonus(phase, paidBefore, chunk) + (index === 0 ? (claimCode?.benefit.bonusMints ?? 0) : 0);
    bonus = Math.min(bonus, bonusSupplyLeft);
    bonusSupplyLeft -= bonus;
    paidBefore += chunk;
    return { quantity: chunk, bonus, id: randomId('ses'), lamports: chargeLamports(quote, chunk, discountPercent) };
  });

  const built = plans.map((plan) => ({
    plan,
    prepared: buildMintTransaction({
      wallet,
      treasury: ctx.treasury,
      mintAuthority: ctx.mintAuthority,
      lamports: plan.lamports,
      memo: `MintKit sandbox mint ${plan.id}: ${plan.quantity} x ${drop.name} (${phase.name})`,
    }),
  }));
  const totalCost = built.reduce((sum, { plan, prepared }) => sum + plan.lamports + prepared.feeLamports, 0);
  const balance = ctx.ledger.balanceOf(wallet);
  if (balance < totalCost) {
    throw new ServiceError(
      400,
      'INSUFFICIENT_BALANCE',
      `This mint costs ${totalCost / 1e9} SOL with fees; the wallet holds ${balance / 1e9} SOL.`,
    );
  }

  const now = ctx.clock.now();
  const group: PrepareGroup = { claimCode, claimCodeSettled: claimCode === null, sessions: [] };
  if (claimCode) claimCode.reserved += 1;
  for (const { plan, prepared } of built) {
    const session: MintSession = {
      id: plan.id,
      drop,
      phase,
      wallet,
      quantity: plan.quantity,
      bonusQuantity: plan.bonus,
      transferLamports: plan.lamports,
      feeLamports: prepared.feeLamports,
      message: prepared.message,
      transaction: prepared.transaction,
      lockExpiresAt: now + LOCK_DURATION_MS,
      state: 'held',
      group,
      signature: null,
      minted: [],
      failureReason: null,
      lockTimer: null,
    };
    session.lockTimer = ctx.scheduler.at(session.lockExpiresAt, () => expireSession(session));
    group.sessions.push(session);
    world.sessions.set(session.id, session);
  }
  return group.sessions;
}

function expireSession(session: MintSession) {
  if (session.state !== 'held') return;
  session.state = 'expired';
  session.lockTimer = null;
  settleUnusedClaimCode(session.group);
}

/**
 * A held session whose phase has ended can no longer mint (a mint lands inside its phase's window,
 * as prepare-mint's `PHASE_NOT_ACTIVE` rule says), so its supply hold and claim-code use go back at
 * the phase's end rather than at the lock's lapse. Signed, broadcast sessions are not touched.
 */
function endHeldSessionWithPhase(ctx: MintEngineContext, session: MintSession) {
  if (session.state !== 'held') return;
  if (session.lockTimer) ctx.scheduler.cancel(session.lockTimer);
  session.lockTimer = null;
  session.state = 'phase-ended';
  settleUnusedClaimCode(session.group);
}

/**
 * The phase-end timer's part in minting (`armPhaseTimers`): every session still held in it is let go.
 * A lock that lapses at the same instant lapses as a lock (`SESSION_EXPIRED`).
 */
export function releaseHoldsOfEndedPhase(ctx: MintEngineContext, phase: Phase): void {
  for (const session of ctx.world.sessions.values()) {
    if (session.phase !== phase) continue;
    if (ctx.clock.now() >= session.lockExpiresAt) expireSession(session);
    else endHeldSessionWithPhase(ctx, session);
  }
}

/** Gives a reserved claim-code use back once no session of its prepare call can still mint. */
function settleUnusedClaimCode(group: PrepareGroup) {
  if (group.claimCodeSettled || !group.claimCode) return;
  if (group.sessions.some((session) => session.state === 'held' || session.state === 'processing')) return;
  group.claimCode.reserved -= 1;
  group.claimCodeSettled = true;
}

function consumeClaimCode(session: MintSession) {
  const { group } = session;
  if (group.claimCodeSettled || !group.claimCode) return;
  group.claimCode.reserved -= 1;
  group.claimCode.used += 1;
  group.claimCodeSettled = true;
  session.drop.redemptions.push({ wallet: session.wallet, code: group.claimCode.code, benefit: group.claimCode.benefit });
}

/**
 * execute-mint after the key and body checks. The first valid bytes broadcast the session; a later
 * call answers with that session's current result, but only for bytes that pass the same checks
 * (the prepared message, signed by the buyer): anything else is refused, whatever the session's state.
 */
export function executeMint(ctx: MintEngineContext, session: MintSession, signedTransaction: string): MintSession {
  const settled = session.state === 'processing' || session.state === 'confirmed' || session.state === 'failed';
  // The bytes first, whatever the session's state: without the buyer's signature a session id alone
  // learns nothing, not even that its lock lapsed.
  const signedBytes = base64Decode(signedTransaction);
  if (!signedBytes) throw new ServiceError(400, 'INVALID_SIGNED_TRANSACTION', '`signedTransaction` is not base64.');
  const check = checkSignedTransaction(signedBytes, session.message);
  if (!check.ok) throw new ServiceError(400, 'INVALID_SIGNED_TRANSACTION', check.reason);
  if (session.state === 'held' && ctx.clock.now() >= session.lockExpiresAt) expireSession(session);
  if (session.state === 'held' && session.phase.status !== 'active') endHeldSessionWithPhase(ctx, session);
  if (session.state === 'expired') {
    throw new ServiceError(410, 'SESSION_EXPIRED', 'The three-minute lock lapsed; prepare the mint again.');
  }
  if (session.state === 'phase-ended') {
    throw new ServiceError(409, 'PHASE_NOT_ACTIVE', `The phase "${session.phase.name}" ended before the signed mint arrived; nothing was minted.`);
  }
  if (settled) return session;

  if (session.lockTimer) ctx.scheduler.cancel(session.lockTimer);
  session.lockTimer = null;
  session.state = 'processing';
  session.signature = check.walletSignature;
  if (ctx.confirmationDelayMs > 0) {
    ctx.scheduler.at(ctx.clock.now() + ctx.confirmationDelayMs, () => confirmSession(ctx, session));
  } else {
    confirmSession(ctx, session);
  }
  return session;
}

/** The moment the pretend cluster lands the transaction: money moves and items exist. */
function confirmSession(ctx: MintEngineContext, session: MintSession) {
  if (session.state !== 'processing') return;
  const { drop } = session;
  if (!ctx.ledger.debit(session.wallet, session.transferLamports + session.feeLamports)) {
    session.state = 'failed';
    session.failureReason = 'The wallet could no longer pay for the mint when the transaction landed.';
    settleUnusedClaimCode(session.group);
    return;
  }
  ctx.ledger.credit(ctx.treasury, session.transferLamports);
  session.bonusQuantity = bonusEarnedAtConfirmation(ctx.world, session);
  const mintedAt = ctx.clock.now();
  const total = session.quantity + session.bonusQuantity;
  for (let index = 0; index < total; index++) {
    const number = drop.minted.length + 1;
    const item: MintedItem = {
      number,
      mintAddress: addressFromLabel(`minted:${drop.seed}:${toHex(randomBytes(16))}`),
      name: `${drop.itemName} #${number}`,
      artPath: artPath(drop.shortId, number),
      phaseId: session.phase.id,
      minter: session.wallet,
      owner: session.wallet,
      mintedAt,
      signature: session.signature,
      bonus: index >= session.quantity,
    };
    drop.minted.push(item);
    session.minted.push(item);
  }
  consumeClaimCode(session);
  session.state = 'confirmed';
  awardBountyBonusMints(ctx, session);
}

/**
 * The bonus a landing session earns. BOGO credit counts only paid items already minted: a held
 * session that lapses or a transaction that fails earns nobody a bonus, and since each landing adds
 * its own step of floor(paid / buy) * get, the order sessions land in does not change the total.
 * The claim-code bonus goes with the first session of its prepare call, as planned at prepare.
 * Supply: this session's reserved bonus, plus what is free after every live lock.
 */
function bonusEarnedAtConfirmation(world: MintWorld, session: MintSession): number {
  const { drop, phase, wallet } = session;
  const paidMinted = drop.minted.filter((item) => item.phaseId === phase.id && item.minter === wallet && !item.bonus).length;
  const codeBonus = session.group.sessions[0] === session ? (session.group.claimCode?.benefit.bonusMints ?? 0) : 0;
  const earned = bogoBonus(phase, paidMinted, session.quantity) + codeBonus;
  const free = Math.min(availableNow(world, drop), phaseAvailable(world, drop, phase));
  return Math.min(earned, session.bonusQuantity + free);
}

/**
 * Bounty bonus mints: each item this session minted whose number is a multiple of a bonus prize's
 * `bonusMintEvery` wins its minter one more item, while such prizes remain, the bounty is open and
 * supply is left in the drop and in the phase's own cap (after every live lock). Credited as bonus
 * items in the same phase, so wallet-mints counts them in `minted` and `bonusMinted` and the
 * per-wallet cap is not used up.
 */
function awardBountyBonusMints(ctx: MintEngineContext, session: MintSession) {
  const { drop, phase } = session;
  const bounty = drop.bounty;
  if (!bounty || (bounty.endsAt !== null && ctx.clock.now() >= bounty.endsAt)) return;
  // A copy: the bonus items pushed below do not win in turn.
  for (const winner of [...session.minted]) {
    const prize = bounty.prizes.find((candidate) => candidate.bonusMintEvery && winner.number % candidate.bonusMintEvery === 0 && candidate.remaining > 0);
    if (!prize) continue;
    if (Math.min(availableNow(ctx.world, drop), phaseAvailable(ctx.world, drop, phase)) <= 0) return;
    prize.remaining -= 1;
    const number = drop.minted.length + 1;
    const item: MintedItem = {
      ...winner,
      number,
      mintAddress: addressFromLabel(`minted:${drop.seed}:${toHex(randomBytes(16))}`),
      name: `${drop.itemName} #${number}`,
      artPath: artPath(drop.shortId, number),
      bonus: true,
    };
    drop.minted.push(item);
    session.minted.push(item);
  }
}
