import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { fundedWallet, makeSandbox, SANDBOX_BASE, walletsOnCue } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

describe('MintPage when the wallet code arrives', () => {
  it('keeps the page it shows: the same elements, the buyer’s place in it, nothing rebuilt', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const { wallets, arrive: walletsArrive } = walletsOnCue();
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={wallets} />);
    const user = userEvent.setup();
    const heading = await screen.findByRole('heading', { name: 'MintKit Genesis' });
    const phases = screen.getByRole('region', { name: 'Sale phases' });

    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    walletsArrive([wallet]);
    // The wallet code and the controls load cold in the first test of a file: give them time.
    await user.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }, { timeout: 5_000 }));
    await screen.findByRole('button', { name: 'Mint 1' }, { timeout: 5_000 });

    // The wallet's provider is now there; the page on screen was not thrown away and built again.
    expect(screen.getByRole('heading', { name: 'MintKit Genesis' })).toBe(heading);
    expect(screen.getByRole('region', { name: 'Sale phases' })).toBe(phases);
    expect(heading.isConnected).toBe(true);
  });

  it('with a remembered wallet, leaves the buyer’s focus where it was while the wallet reconnects', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    const { wallets, arrive: walletsArrive } = walletsOnCue();
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={wallets} />);
    const website = await screen.findByRole('link', { name: /^Website/ });
    website.focus();

    walletsArrive([wallet]);
    await screen.findByRole('button', { name: 'Disconnect' }, { timeout: 5_000 });
    await screen.findByRole('button', { name: 'Mint 1' }, { timeout: 5_000 });
    expect(website.isConnected).toBe(true);
    expect(document.activeElement).toBe(website);
  });
});
