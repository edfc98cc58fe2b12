import { Keypair } from '@solana/web3.js';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { SandboxWalletAdapter } from '../../src/sandbox/sandbox-wallet.js';
import { fundedWallet, makeSandbox, MintControlsWithCounts, renderKit, SANDBOX_BASE, shown } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

const status = () => shown(document.querySelector('[data-slot="mint-status"]')!);
const mintButton = () => document.querySelector('[data-slot="mint-button"]')!;

describe('a declined mint of 3 whose quantity the buyer changed to 2 while the wallet prompt was open', () => {
  it('once the 2 are minted, the 3 the service still holds for the wallet are still explained: never "Wallet limit reached" at 2 of 5 with nothing saying why', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    let answer: (ok: boolean) => void = () => {};
    let prompts = 0;
    // The first prompt waits for the buyer (who declines it); later prompts are approved.
    const wallet = new SandboxWalletAdapter({ keypair, approve: () => (++prompts === 1 ? new Promise<boolean>((resolve) => (answer = resolve)) : Promise.resolve(true)) });
    renderKit(<MintControlsWithCounts drop="genesis" />, { test, wallet });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
    // Early bird: 5 per wallet, 3 per transaction.
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mint 3' }));
    await screen.findByText('Approve the transaction in your wallet.');
    // While the wallet prompt is open the buyer changes their mind: 2, not 3; then declines the prompt.
    await userEvent.click(screen.getByRole('button', { name: 'One fewer' }));
    await act(async () => answer(false));
    await waitFor(() => expect(status()).toMatch(/^Not signed\. Mint 3 again to approve the same items/));
    // The page offers 2 beside the held 3 (5 per wallet), and the buyer mints them.
    await userEvent.click(screen.getByRole('button', { name: 'Mint 2' }));
    await waitFor(() => expect(status()).toMatch(/^Minted 2!/), { timeout: 5_000 });
    // The service: 2 minted, 3 still held by the declined prepare until its lock lapses, so 0 left now.
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('2/0'));
    expect(test.count('POST', '/prepare-mint')).toBe(2);
    // The button now says the limit is reached; the page must say that the buyer's own unsigned
    // request still holds 3 of the 5 (and for how long), as it does after a decline or a lost answer.
    expect(mintButton()).toHaveTextContent('Wallet limit reached');
    expect(status()).toMatch(/\b3\b[^.]*(hold|held)|(hold|held)[^.]*\b3\b/i);
  });

  it('with claim codes: after the code is changed while the wallet prompt is open and the mint goes through under the new code, the first code’s use, still held by the declined mint, is not called spent', async () => {
    const test = makeSandbox();
    let answer: (ok: boolean) => void = () => {};
    let prompts = 0;
    const wallet = fundedWallet(test, 10, { approve: () => (++prompts === 1 ? new Promise<boolean>((resolve) => (answer = resolve)) : Promise.resolve(true)) });
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    render(<MintPage drop="claim-codes" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={[wallet]} />);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Claim code' }, { timeout: 5_000 });
    await user.type(box, 'VIP-7Q4M'); // single use
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/^Code accepted\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mint 1' }));
    await screen.findByText('Approve the transaction in your wallet.');
    // While the wallet prompt is open the buyer switches to their other code, then declines the prompt.
    await user.clear(box);
    await user.type(box, 'FRIENDS-3X');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await act(async () => answer(false));
    expect(await screen.findByText(/^Code accepted\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByText(/^Minted 1!/, {}, { timeout: 5_000 })).toBeInTheDocument();
    // VIP-7Q4M's one use is still held by the declined mint (for up to 3 minutes), not spent.
    const vip = test.sandbox.manifest().claimCodes.find((entry) => entry.code === 'VIP-7Q4M')!;
    expect(vip.usesRemaining).toBe(0);
    await user.clear(box);
    await user.type(box, 'VIP-7Q4M');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByText('Checking code…')).toBeNull());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Claim code' }).closest('form')!.textContent).toMatch(/accepted|no uses left/i));
    // The buyer must not read that their own code is used up when it comes back once the hold lapses.
    expect(screen.queryByText('That code has no uses left.')).toBeNull();
  });
});
