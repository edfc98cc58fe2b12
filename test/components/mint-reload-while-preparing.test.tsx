import { Keypair } from '@solana/web3.js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SandboxWalletAdapter } from '../../src/sandbox/sandbox-wallet.js';
import { MintControls, makeSandbox, renderKit, shown } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

const memoryStorage = () => {
  const stored = new Map<string, string>();
  return { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
};

describe('a page reloaded while prepare-mint is on its way', () => {
  it('the reloaded page says the unanswered request may hold the items, as it does for a reload while the wallet was asked', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    const storage = memoryStorage();
    // The service receives the prepare and holds the items; the page is reloaded before the answer
    // arrives. A browser reload runs no React cleanup: the old page's script simply stops, so the old
    // page is left as it was (its request never answers) rather than unmounted.
    const stalled: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/prepare-mint')) {
        await test.fetch(input, init);
        return new Promise<Response>(() => {});
      }
      return test.fetch(input, init);
    };
    const before = renderKit(<MintControls drop="genesis" initial={3} />, { test, wallet: new SandboxWalletAdapter({ keypair }), provider: { fetch: stalled, storage } });
    const old = within(before.container);
    await waitFor(() => expect(old.getByRole('button', { name: 'Mint 3' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(old.getByRole('button', { name: 'Mint 3' }));
    await waitFor(() => expect(test.count('POST', '/prepare-mint')).toBe(1));
    expect(old.getByRole('status')).toHaveTextContent('Preparing your mint…');

    // The reloaded page: same storage, same wallet.
    const after = renderKit(<MintControls drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair }), provider: { storage } });
    const page = within(after.container);
    // Early bird allows 5 per wallet; the service holds 3 of them for the prepare nobody heard back from.
    await waitFor(() => expect(page.getByText('2 left for your wallet')).toBeInTheDocument(), { timeout: 5_000 });
    await waitFor(() => expect(page.getByRole('button', { name: 'Mint 1' })).toBeEnabled());
    // The buyer, who has minted nothing, must be told why only 2 are left.
    expect(shown(after.container.querySelector('[data-slot="mint-status"]')!)).toMatch(/holds 3 for your wallet/);
  });

  it('the same reload while the wallet prompt is open is explained too', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    const storage = memoryStorage();
    const before = renderKit(<MintControls drop="genesis" initial={3} />, { test, wallet: new SandboxWalletAdapter({ keypair, behavior: 'hang' }), provider: { storage } });
    const old = within(before.container);
    await waitFor(() => expect(old.getByRole('button', { name: 'Mint 3' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(old.getByRole('button', { name: 'Mint 3' }));
    await waitFor(() => expect(old.getByRole('status')).toHaveTextContent('Approve the transaction in your wallet.'));
    const after = renderKit(<MintControls drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair }), provider: { storage } });
    const page = within(after.container);
    await waitFor(() => expect(page.getByText('2 left for your wallet')).toBeInTheDocument(), { timeout: 5_000 });
    await waitFor(() => expect(shown(after.container.querySelector('[data-slot="mint-status"]')!)).toMatch(/holds 3 for your wallet/));
  });
});
