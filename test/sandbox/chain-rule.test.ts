import { describe, expect, it } from 'vitest';
import { isProductionChain } from '../../src/sandbox/mint/auth.js';

describe('the sandbox key chain rule', () => {
  it('keeps sandbox keys to devnets, as the spec says ("devnet-only"): a testnet is refused like a mainnet', () => {
    expect(['solana-devnet', 'ethereum-devnet'].map(isProductionChain)).toEqual([false, false]);
    expect(['solana-mainnet', 'solana-testnet', 'ethereum-sepolia', 'solana'].map(isProductionChain)).toEqual([true, true, true, true]);
  });
});
