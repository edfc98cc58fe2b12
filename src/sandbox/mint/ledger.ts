import { LAMPORTS_PER_SOL } from './pricing.js';

/** Lamport balances of the sandbox's pretend chain. A wallet nobody funded holds 0. */
export interface Ledger {
  balanceOf(address: string): number;
  credit(address: string, lamports: number): void;
  /** Returns false, changing nothing, when the balance cannot cover `lamports`. */
  debit(address: string, lamports: number): boolean;
  clear(): void;
}

export function createLedger(): Ledger {
  const balances = new Map<string, number>();
  return {
    balanceOf: (address) => balances.get(address) ?? 0,
    credit(address, lamports) {
      balances.set(address, (balances.get(address) ?? 0) + lamports);
    },
    debit(address, lamports) {
      const balance = balances.get(address) ?? 0;
      if (balance < lamports) return false;
      balances.set(address, balance - lamports);
      return true;
    },
    clear: () => balances.clear(),
  };
}

export function solToLamports(sol: number): number {
  return Math.round(sol * LAMPORTS_PER_SOL);
}
