import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWallet, WalletProvider } from '@solana/wallet-adapter-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClaimCodeBenefits, useCollection, useEligibility, useMintKit, useWalletMints } from '../../src/react/index.js';
import type { MintClient } from '../../src/core/index.js';
import { fundedWallet, makeSandbox, renderKit } from '../helpers/kit.js';

// Counts the loads of the client's file of wallet-stage endpoints.
const walletCallsLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/core/mint-wallet-calls.js', async (importOriginal) => {
  walletCallsLoads.count += 1;
  return importOriginal();
});

// wallet-adapter remembers the picked wallet's name there: each test starts with none picked.
afterEach(() => localStorage.clear());

// A page built from hooks, as an app composes one: the drop, and the buyer's counts once connected.
function HookPage() {
  const { wallet, publicKey, select, wallets } = useWallet();
  const drop = useCollection('genesis');
  const counts = useWalletMints('genesis', publicKey?.toBase58() ?? null);
  return (
    <>
      <p>{drop.data ? drop.data.collection.name : 'loading'}</p>
      <p>{wallet ? `picked ${wallet.adapter.name}` : 'no wallet picked'}</p>
      <p>{publicKey ? `counts ${counts.data ? 'in' : 'loading'}` : 'not connected'}</p>
      <button onClick={() => select(wallets[0]!.adapter.name)}>Pick</button>
    </>
  );
}

describe('wallet hooks in an app’s own page', () => {
  it('load the wallet-stage endpoints once the buyer picks a wallet, before it connects, and not before', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    // No autoConnect: picking the wallet is all the buyer has done yet.
    renderKit(
      <WalletProvider wallets={[wallet]} autoConnect={false}>
        <HookPage />
      </WalletProvider>,
      { test },
    );
    await screen.findByText('MintKit Genesis');
    expect(screen.getByText('no wallet picked')).toBeInTheDocument();
    expect(walletCallsLoads.count).toBe(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pick' }));
    await screen.findByText(`picked ${wallet.name}`);
    await vi.waitFor(() => expect(walletCallsLoads.count).toBe(1), { timeout: 5_000 });
    expect(screen.getByText('not connected')).toBeInTheDocument();
    expect(test.count('GET', '/wallet-mints')).toBe(0);
  });
});

describe('each wallet hook', () => {
  it.each([
    ['useEligibility', (address: string | null) => useEligibility('genesis', 'phase', address)],
    ['useWalletMints', (address: string | null) => useWalletMints('genesis', address)],
    ['useClaimCodeBenefits', (address: string | null) => useClaimCodeBenefits('genesis', address)],
  ])('%s asks the client to preload its wallet-stage part once a wallet is picked', async (_name, useHook) => {
    const preloads = vi.fn();
    const spied = new WeakSet<MintClient>();
    function Probe() {
      const { mintClient } = useMintKit();
      // Before the hook's first effect: the client is the provider's, one per page.
      if (!spied.has(mintClient)) {
        spied.add(mintClient);
        vi.spyOn(mintClient, 'preloadWalletStage').mockImplementation(preloads);
      }
      const { wallet, publicKey, select, wallets } = useWallet();
      useHook(publicKey?.toBase58() ?? null);
      return (
        <>
          <p>{wallet ? 'picked' : 'no wallet picked'}</p>
          <button onClick={() => select(wallets[0]!.adapter.name)}>Pick</button>
        </>
      );
    }
    const test = makeSandbox();
    renderKit(
      <WalletProvider wallets={[fundedWallet(test)]} autoConnect={false}>
        <Probe />
      </WalletProvider>,
      { test },
    );
    await screen.findByText('no wallet picked');
    expect(preloads).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pick' }));
    await screen.findByText('picked');
    await vi.waitFor(() => expect(preloads).toHaveBeenCalled());
  });
});
