import { render, screen, waitFor, within } from '@testing-library/react';
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
  it('keeps the focus of a buyer who pressed Connect wallet to mint or Connect wallet on that button while the wallet code loads', async () => {
    for (const name of ['Connect wallet to mint', 'Connect wallet']) {
      const test = makeSandbox();
      const { wallets, arrive: walletsArrive } = walletsOnCue();
      const { unmount } = render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={wallets} />);
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: 'MintKit Genesis' });
      screen.getByRole('button', { name }).focus();
      await user.keyboard('{Enter}');
      await screen.findByRole('button', { name: 'Loading wallets…' });
      const pressed = name === 'Connect wallet' ? 'Loading wallets…' : name;
      // A second press while it loads does nothing, and the buyer is still on the button, not on the page's body.
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: pressed })).toHaveFocus();
      walletsArrive([fundedWallet(test)]);
      const option = await screen.findByRole('button', { name: 'Sandbox Wallet' }, { timeout: 5_000 });
      await waitFor(() => expect(option).toHaveFocus());
      unmount();
    }
  });

  it('with no wallet in the browser, answers Connect wallet to mint beside that button: focus moves to "No Solana wallet was found" under it, and Escape brings the buyer back', async () => {
    const test = makeSandbox();
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={[]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect wallet to mint' }));
    // Focus on the answer has a screen reader read it; it is where the buyer pressed, not in the page's top bar.
    const answer = await screen.findByText(/No Solana wallet was found/, {}, { timeout: 5_000 });
    await waitFor(() => expect(answer).toHaveFocus());
    const mintButton = screen.getByRole('button', { name: 'Connect wallet to mint' });
    expect(within(screen.getByRole('region', { name: 'Mint' })).getByText('Choose a wallet')).toBeVisible();
    expect(mintButton.parentElement).toContainElement(answer);
    expect(mintButton.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/No Solana wallet was found/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect wallet to mint' })).toHaveFocus());
  });

  it('tells a screen reader that Connect wallet to mint opens the wallet chooser: collapsed, then expanded and naming the chooser, collapsed again on Escape; a mint button has neither once a wallet is in', async () => {
    const test = makeSandbox();
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={[fundedWallet(test)]} />);
    const user = userEvent.setup();
    const before = await screen.findByRole('button', { name: 'Connect wallet to mint' });
    expect(before).toHaveAttribute('aria-expanded', 'false');
    expect(before).not.toHaveAttribute('aria-controls');
    await user.click(before);
    const option = await screen.findByRole('button', { name: 'Sandbox Wallet' }, { timeout: 5_000 });
    await waitFor(() => expect(option).toHaveFocus());
    const opened = screen.getByRole('button', { name: 'Connect wallet to mint', expanded: true });
    const chooser = document.getElementById(opened.getAttribute('aria-controls')!);
    expect(chooser).toContainElement(option);
    expect(chooser).toHaveTextContent('Choose a wallet');

    await user.keyboard('{Escape}');
    const closed = await screen.findByRole('button', { name: 'Connect wallet to mint', expanded: false });
    expect(closed).not.toHaveAttribute('aria-controls');
    // Opened from the bar, the chooser is not the mint button's.
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    await screen.findByRole('button', { name: 'Connect wallet', expanded: true });
    expect(screen.getByRole('button', { name: 'Connect wallet to mint' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Sandbox Wallet' }));
    const mint = await screen.findByRole('button', { name: 'Mint 1' }, { timeout: 5_000 });
    expect(mint).not.toHaveAttribute('aria-expanded');
    expect(mint).not.toHaveAttribute('aria-controls');
  });

  it('opens the chooser under the bar’s Connect wallet when that is what the buyer pressed', async () => {
    const test = makeSandbox();
    render(<MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={[]} />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'MintKit Genesis' });
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const answer = await screen.findByText(/No Solana wallet was found/, {}, { timeout: 5_000 });
    expect(screen.getByRole('region', { name: 'Mint' })).not.toContainElement(answer);
    expect(screen.getByRole('button', { name: 'Connect wallet', expanded: true }).parentElement).toContainElement(answer);
  });
});
