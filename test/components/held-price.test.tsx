import { Keypair } from '@solana/web3.js';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingReads, fundedWallet, makeSandbox, MintControls, renderKit } from '../helpers/kit.js';

async function ready(name = 'Mint 1') {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), { timeout: 5_000 });
  await waitFor(() => expect(screen.getByRole('status').parentElement).toHaveAttribute('data-state', 'idle'));
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => vi.restoreAllMocks());

/**
 * A declined mint's held transactions pay the price of the moment they were prepared, which the
 * service does not say. They are offered again only while the price on screen is that price; when
 * the kit cannot be sure, it prepares anew rather than sign at a price other than the one shown.
 */
describe('the price a declined mint’s held items pay', () => {
  it('between the click on Mint and the wallet prompt, only prepare-mint is requested', async () => {
    const test = makeSandbox();
    let atPrompt: string[] | null = null;
    let clickAt = 0;
    const wallet = fundedWallet(test, 10, {
      onSignRequest: () => (atPrompt = test.requests.slice(clickAt).map((request) => `${request.method} ${request.path}`)),
      approve: async () => {
        await pause(300);
        return false;
      },
    });
    renderKit(<MintControls drop="genesis" />, { test, wallet });
    await ready();
    await pause(200);
    clickAt = test.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(atPrompt).not.toBeNull());
    expect(atPrompt!.length).toBe(1);
    expect(atPrompt![0]).toMatch(/^POST .*\/prepare-mint$/);
  });

  it('a Dutch step landing between the prepare and the page’s next read: the items held at 2 SOL are not offered at the 1.75 SOL now shown', async () => {
    const test = makeSandbox();
    // 9 min 59.5 s into the auction: the price is 2 SOL for half a second more.
    test.clock.advance(9 * 60_000 + 59_500);
    const keypair = Keypair.generate();
    let answers = [false, true];
    const wallet = fundedWallet(test, 30, {
      keypair,
      approve: async () => {
        await pause(300);
        return answers.shift() ?? false;
      },
    });
    const balance = () => test.sandbox.balanceOf(keypair.publicKey.toBase58());
    // The step lands right after the service prepared (at 2 SOL), before the page's re-read reaches it.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await test.fetch(input, init);
      if (String(input instanceof Request ? input.url : input).includes('/prepare-mint')) test.clock.advance(1_000);
      return response;
    };
    renderKit(<MintControls drop="dutch" />, { test, wallet, provider: { fetch } });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(wallet.signRequests).toBe(1));
    await pause(600);
    // The page now shows 1.75 SOL; the held transactions pay 2 SOL.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^The price has changed since your request\./), { timeout: 3_000 });
    const before = balance();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    // Paid at the 1.75 SOL shown, not the 2 SOL the held transactions carry.
    expect(before - balance()).toBeLessThan(1.76e9);
    answers = [];
  });

  it('a declined mint on a fixed-price phase adds at most one collection read (not one per mounted useMint)', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test, 10, { approve: async () => { await pause(200); return false; } });
    renderKit(<MintControls drop="genesis" />, { test, wallet });
    await ready();
    await pause(200);
    const collectionReads = () => test.requests.filter((request) => request.method === 'GET' && /\/collections\/[^/]+$/.test(request.path)).length;
    const before = collectionReads();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 1 again/));
    await pause(300);
    // Before the change: 1 (the refresh after the decline). The re-read may add one, once per hold.
    expect(collectionReads() - before).toBeLessThanOrEqual(2);
  });

  it('a peg that moved right after the prepare: the items held at the old figure are not offered at the new one', async () => {
    const test = makeSandbox();
    const keypair = Keypair.generate();
    let answers = [false, true];
    const wallet = fundedWallet(test, 30, { keypair, approve: async () => { await pause(300); return answers.shift() ?? false; } });
    const balance = () => test.sandbox.balanceOf(keypair.publicKey.toBase58());
    // SOL goes from $150 to $250 right after the service prepared at 0.1667 SOL ($25): the page's re-read says 0.1.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await test.fetch(input, init);
      if (String(input instanceof Request ? input.url : input).includes('/prepare-mint')) test.sandbox.setTokenPrice('SOL', 250);
      return response;
    };
    const { queryClient } = renderKit(<MintControls drop="pegged" />, { test, wallet, provider: { fetch } });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(wallet.signRequests).toBe(1));
    await pause(600);
    await act(async () => {
      await queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('drop') && query.queryKey.length === 4 });
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^The price has changed since your request\./), { timeout: 3_000 });
    const before = balance();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    // Paid the 0.1 SOL shown, not the 0.1667 SOL the held transactions carry.
    expect(before - balance()).toBeLessThan(0.11e9);
    answers = [];
  });

  it('a click in the moment after a Dutch step, before the page read it: the items the service held at the new price are offered again at it', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999); // this page reads a step late in its second
    const test = makeSandbox();
    test.clock.advance(9 * 60_000 + 59_000); // 2 SOL for one second more
    const stepAt = test.clock.now() + 1_000;
    const keypair = Keypair.generate();
    let answers = [false, true];
    const wallet = fundedWallet(test, 30, { keypair, approve: async () => answers.shift() ?? false });
    const balance = () => test.sandbox.balanceOf(keypair.publicKey.toBase58());
    renderKit(<MintControls drop="dutch" />, { test, wallet });
    await ready();
    // The server's clock runs with the page's from here.
    const lockstep = setInterval(() => test.clock.advance(20), 20);
    try {
      await waitFor(() => expect(test.clock.now()).toBeGreaterThan(stepAt + 200), { timeout: 3_000 });
      // The page still shows 2 SOL (its read of the step is due at 10:01.2); the service prepares at 1.75.
      await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 1 again/), { timeout: 3_000 });
      await pause(1_500);
      expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 1 again/);
    } finally {
      clearInterval(lockstep);
    }
    const before = balance();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    // 1.75 SOL, the price shown (a network fee at most on top).
    expect(before - balance()).toBeGreaterThanOrEqual(1.75e9);
    expect(before - balance()).toBeLessThan(1.76e9);
    answers = [];
  });

  it('live price reads that keep failing past the last one’s step: the held 2 SOL items are not signed again as if the price stood', async () => {
    const test = makeSandbox();
    test.clock.advance(9 * 60_000);
    const priceReads = failingReads(test, '/dutch-price');
    const keypair = Keypair.generate();
    let answers = [false, true];
    const wallet = fundedWallet(test, 30, { keypair, approve: async () => answers.shift() ?? false });
    const balance = () => test.sandbox.balanceOf(keypair.publicKey.toBase58());
    const { queryClient } = renderKit(<MintControls drop="dutch" />, { test, wallet, provider: { fetch: priceReads.fetch } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 1 again/));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // From now on every read of the live price fails (a proxy's page); the auction steps to 1.75 SOL
    // (the last read said its price changes at 10:00), and the page's clock knows it is past that.
    priceReads.failing = true;
    await act(async () => {
      test.clock.advance(61_000);
      await queryClient.refetchQueries();
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^The price has changed since your request\./), { timeout: 3_000 });
    const before = balance();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    // Not the 2 SOL of the held transactions: the price now is 1.75.
    expect(before - balance()).toBeLessThan(1.76e9);
    answers = [];
  });

  it('a failed read of the live price is not a price change: the status still offers the held items, and Mint signs them without a second prepare', async () => {
    const test = makeSandbox();
    test.clock.advance(9 * 60_000);
    const priceReads = failingReads(test, '/dutch-price');
    let answers = [false, true];
    const wallet = fundedWallet(test, 30, { approve: async () => answers.shift() ?? false });
    const { queryClient } = renderKit(<MintControls drop="dutch" />, { test, wallet, provider: { fetch: priceReads.fetch } });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 1 again/));
    // The server's price has not moved; one read of it fails (a proxy's page).
    priceReads.failing = true;
    await act(async () => {
      await queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('dutch-price') });
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 1 again/);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    expect(wallet.signRequests).toBe(2);
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    answers = [];
  });
});
