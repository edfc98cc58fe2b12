import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import type { WalletAdapters } from '../../src/components/wallet-boundary.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { fundedWallet, makeSandbox, SANDBOX_BASE } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

describe('MintPage when the wallet code arrives', () => {
  it('keeps the page it shows: the same elements, the buyer’s place in it, nothing rebuilt', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    let walletsArrive: (wallets: ReturnType<typeof fundedWallet>[]) => void = () => {};
    const wallets: WalletAdapters = () => new Promise((resolve) => (walletsArrive = resolve));
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={wallets} />);
    const user = userEvent.setup();
    const heading = await screen.findByRole('heading', { name: 'MintKit Genesis' });
    const phases = screen.getByRole('region', { name: 'Sale phases' });

    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    walletsArrive([wallet]);
    await user.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }));
    await screen.findByRole('button', { name: 'Mint 1' });

    // The wallet's provider is now there; the page on screen was not thrown away and built again.
    expect(screen.getByRole('heading', { name: 'MintKit Genesis' })).toBe(heading);
    expect(screen.getByRole('region', { name: 'Sale phases' })).toBe(phases);
    expect(heading.isConnected).toBe(true);
  });

  it('with a remembered wallet, leaves the buyer’s focus where it was while the wallet reconnects', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    let walletsArrive: (wallets: ReturnType<typeof fundedWallet>[]) => void = () => {};
    const wallets: WalletAdapters = () => new Promise((resolve) => (walletsArrive = resolve));
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={wallets} />);
    const website = await screen.findByRole('link', { name: /^Website/ });
    website.focus();

    walletsArrive([wallet]);
    await screen.findByRole('button', { name: 'Disconnect' });
    await screen.findByRole('button', { name: 'Mint 1' });
    expect(website.isConnected).toBe(true);
    expect(document.activeElement).toBe(website);
  });

  it('after choosing a wallet, focus goes to the connected account, and after disconnecting, back to Connect wallet', async () => {
    const test = makeSandbox();
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={[fundedWallet(test)]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByRole('button', { name: 'Sandbox Wallet' })).toHaveFocus();
    // The option the buyer picks goes away with the chooser; focus must not fall to the page's body.
    await user.keyboard('{Enter}');
    const account = await screen.findByText(/^Connected as/);
    await waitFor(() => expect(account.closest('[data-slot="wallet-address"]')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect wallet' })).toHaveFocus());
  });

  it('does not take focus back from where the buyer moved it while the wallet was connecting', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    let letConnect: () => void = () => {};
    const connectNow = wallet.connect.bind(wallet);
    wallet.connect = () => new Promise<void>((resolve) => (letConnect = resolve)).then(connectNow);
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={[wallet]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }));
    await screen.findByRole('button', { name: 'Connecting…' });
    const website = screen.getByRole('link', { name: /^Website/ });
    website.focus();

    letConnect();
    await screen.findByText(/^Connected as/);
    await screen.findByRole('button', { name: 'Mint 1' });
    expect(website).toHaveFocus();
  });
});
