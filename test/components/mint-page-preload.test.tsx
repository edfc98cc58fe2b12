import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { fundedWallet, makeSandbox, SANDBOX_BASE, walletsOnCue } from '../helpers/kit.js';

// Counts the loads of the file that brings the mint controls and the full wallet button, and of the
// client's file of wallet-stage endpoints.
const controlsLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/components/mint-page-controls.js', async (importOriginal) => {
  controlsLoads.count += 1;
  return importOriginal();
});
const walletCallsLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/core/mint-wallet-calls.js', async (importOriginal) => {
  walletCallsLoads.count += 1;
  return importOriginal();
});

describe('MintPage on the buyer’s click on Connect wallet', () => {
  it('loads the mint controls and the wallet-stage endpoints alongside the wallet code, not after it, and only once', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    // The wallet code (here the wallet list) takes as long as the test says.
    const { wallets, arrive: walletsArrive } = walletsOnCue();
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={wallets} />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'MintKit Genesis' });
    expect(controlsLoads.count).toBe(0);
    expect(walletCallsLoads.count).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(screen.getByRole('button', { name: 'Loading wallets…' })).toHaveAttribute('aria-disabled', 'true');
    // Still waiting for the wallet code, the controls' file is already on its way.
    await vi.waitFor(() => expect(controlsLoads.count).toBe(1), { timeout: 5_000 });
    // No wallet is connected yet, so no read has asked for the endpoints' file: the page has.
    await vi.waitFor(() => expect(walletCallsLoads.count).toBe(1), { timeout: 5_000 });

    walletsArrive([wallet]);
    await user.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    expect(controlsLoads.count).toBe(1);
    expect(walletCallsLoads.count).toBe(1);
  });
});
