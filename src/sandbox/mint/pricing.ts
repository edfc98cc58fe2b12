import type { Phase } from './model.js';

export const LAMPORTS_PER_SOL = 1_000_000_000;
export const NATIVE_CURRENCY = 'SOL';

export type PriceDisplay =
  | { kind: 'amount'; amount: number; currency: string; isFree: boolean }
  | { kind: 'range'; min: number; max: number; currency: string }
  | { kind: 'hidden' }
  | { kind: 'unknown' };

export interface TokenPrice {
  symbol: string;
  usd: number;
}

export interface TokenPriceTable {
  prices: TokenPrice[];
  updatedAt: number;
}

/**
 * What a phase costs right now. Produced by `quotePhase` only, and read both by the collection
 * response (`display`, `raw`) and by prepare-mint (`unitLamports`), so the figure a buyer is shown
 * and the figure they are charged cannot drift apart.
 */
export interface PriceQuote {
  unitSol: number;
  unitLamports: number;
  /** The phase's `priceDisplay` in the read model. */
  display: PriceDisplay;
  /** The settled figure the live-price endpoints report. */
  live: PriceDisplay & { kind: 'amount' };
  /** The raw `price` field: Dutch-resolved, not peg-resolved; null where the figure is not public. */
  raw: number | null;
  /** Epoch ms of the next Dutch step, null when the price no longer moves. */
  nextChangeAt: number | null;
}

/** Rounds to whole lamports so display units and charged lamports agree exactly. */
export function roundSol(sol: number): number {
  return Math.round(sol * LAMPORTS_PER_SOL) / LAMPORTS_PER_SOL;
}

function amount(sol: number): PriceDisplay & { kind: 'amount' } {
  return { kind: 'amount', amount: sol, currency: NATIVE_CURRENCY, isFree: sol === 0 };
}

export function dutchPriceAtStep(pricing: Extract<Phase['pricing'], { kind: 'dutch' }>, step: number): number {
  return roundSol(Math.max(pricing.floorSol, pricing.startSol - pricing.stepSol * step));
}

/** Steps needed to reach the floor; the Dutch timers stop there. */
export function dutchStepCount(pricing: Extract<Phase['pricing'], { kind: 'dutch' }>): number {
  return Math.ceil(roundSol(pricing.startSol - pricing.floorSol) / pricing.stepSol);
}

export function usdPrice(table: TokenPriceTable, symbol: string): number {
  const entry = table.prices.find((price) => price.symbol === symbol);
  if (!entry) throw new Error(`The token price table has no ${symbol} entry.`);
  return entry.usd;
}

export function quotePhase(phase: Phase, tokenPrices: TokenPriceTable): PriceQuote {
  const pricing = phase.pricing;
  let unitSol: number;
  let display: PriceDisplay;
  let raw: number | null;
  let nextChangeAt: number | null = null;
  switch (pricing.kind) {
    case 'fixed':
      unitSol = roundSol(pricing.sol);
      display = amount(unitSol);
      raw = unitSol;
      break;
    case 'dutch': {
      unitSol = dutchPriceAtStep(pricing, phase.dutchStep);
      display = { kind: 'range', min: roundSol(pricing.floorSol), max: roundSol(pricing.startSol), currency: NATIVE_CURRENCY };
      raw = unitSol;
      // The next step, if the phase still has one: never one at or after its own end (the timers
      // stop there too, `armDutchSteps`), so a phase that ends above its floor says it no longer moves.
      const next = phase.startMs + (phase.dutchStep + 1) * pricing.stepMs;
      const moving = phase.status !== 'ended' && phase.dutchStep < dutchStepCount(pricing) && (phase.endMs === null || next < phase.endMs);
      nextChangeAt = moving ? next : null;
      break;
    }
    case 'pegged':
      // Four decimals: a peg resolves to a figure a buyer can read, and the charge uses the same one.
      unitSol = Math.round((pricing.usd / usdPrice(tokenPrices, NATIVE_CURRENCY)) * 10_000) / 10_000;
      display = amount(unitSol);
      raw = pricing.cachedSol;
      break;
    case 'hidden':
      unitSol = roundSol(pricing.sol);
      display = { kind: 'hidden' };
      raw = null;
      break;
    case 'unknown':
      unitSol = roundSol(pricing.sol);
      display = { kind: 'unknown' };
      raw = null;
      break;
    default:
      return pricing satisfies never;
  }
  return { unitSol, unitLamports: Math.round(unitSol * LAMPORTS_PER_SOL), display, live: amount(unitSol), raw, nextChangeAt };
}

/** The transfer for `quantity` items at a quote, after a claim-code discount. */
export function chargeLamports(quote: PriceQuote, quantity: number, discountPercent: number): number {
  return Math.round((quote.unitLamports * quantity * (100 - discountPercent)) / 100);
}
