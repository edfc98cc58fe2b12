import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { fundedWallet, makeSandbox, SANDBOX_BASE, type TestSandbox } from '../helpers/kit.js';

// A button that goes away when clicked (a wallet in the chooser, Disconnect, Done, Cancel) must not
// drop a keyboard or screen-reader user's focus onto the page's body, where they lose their place.

afterEach(() => localStorage.clear());

const page = (test: TestSandbox, wallet: ReturnType<typeof fundedWallet>) => (
  <MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={[wallet]} />
);

async function connect(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
  await user.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }, { timeout: 5_000 }));
  await screen.findByText(/^Connected as/, {}, { timeout: 5_000 });
}

describe('where focus goes when the button the buyer used goes away', () => {
  it('after choosing a wallet, focus goes to the connected account, and after disconnecting, back to Connect wallet', async () => {
    const test = makeSandbox();
    render(page(test, fundedWallet(test)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    // The first wallet of a file loads the wallet code and the controls cold: give it time.
    const option = await screen.findByRole('button', { name: 'Sandbox Wallet' }, { timeout: 5_000 });
    await waitFor(() => expect(option).toHaveFocus());
    // The option the buyer picks goes away with the chooser; focus must not fall to the page's body.
    await user.keyboard('{Enter}');
    const account = await screen.findByText(/^Connected as/);
    await waitFor(() => expect(account.closest('[data-slot="wallet-address"]')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect wallet' })).toHaveFocus());
  });

  it('after a connect asked for on the mint button, back to the mint button, whether a wallet is chosen or the chooser closed', async () => {
    const test = makeSandbox();
    render(page(test, fundedWallet(test)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect wallet to mint' }));
    const option = await screen.findByRole('button', { name: 'Sandbox Wallet' }, { timeout: 5_000 });
    await waitFor(() => expect(option).toHaveFocus());
    // Closing the chooser without a wallet goes back to where the buyer asked, not to the page's top bar.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect wallet to mint' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sandbox Wallet' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await screen.findByText(/^Connected as/);
    // The buyer came to mint: the next Enter mints, instead of starting from the account in the bar.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mint 1/ })).toHaveFocus());
  });

  it('does not take focus back from where the buyer moved it while the wallet was connecting', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    let letConnect: () => void = () => {};
    const connectNow = wallet.connect.bind(wallet);
    wallet.connect = () => new Promise<void>((resolve) => (letConnect = resolve)).then(connectNow);
    render(page(test, wallet));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }, { timeout: 5_000 }));
    await screen.findByRole('button', { name: 'Connecting…' });
    const website = screen.getByRole('link', { name: /^Website/ });
    website.focus();

    letConnect();
    await screen.findByText(/^Connected as/);
    await screen.findByRole('button', { name: 'Mint 1' });
    expect(website).toHaveFocus();
  });

  it('after Done on a mint’s result, to the mint button', async () => {
    const test = makeSandbox();
    render(page(test, fundedWallet(test)));
    const user = userEvent.setup();
    await connect(user);
    const mint = await screen.findByRole('button', { name: 'Mint 1' });
    await waitFor(() => expect(mint).toBeEnabled());
    await user.click(mint);
    const done = await screen.findByRole('button', { name: 'Done' }, { timeout: 5_000 });
    done.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Done' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mint 1/ })).toHaveFocus());
  });

  it('after Cancel while the wallet is asked to sign, to the mint button', async () => {
    const test = makeSandbox();
    render(page(test, fundedWallet(test, 10, { behavior: 'hang' })));
    const user = userEvent.setup();
    await connect(user);
    const mint = await screen.findByRole('button', { name: 'Mint 1' });
    await waitFor(() => expect(mint).toBeEnabled());
    await user.click(mint);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mint 1/ })).toHaveFocus());
  });

  it('after Try again on a page that failed to load, to the drop’s name once it loads', async () => {
    const test = makeSandbox();
    let down = true;
    const dropsTheReadModel: typeof fetch = (input, init) =>
      down && String(input instanceof Request ? input.url : input).endsWith('/collections/genesis') ? Promise.reject(new TypeError('Failed to fetch')) : test.fetch(input, init);
    render(page({ ...test, fetch: dropsTheReadModel }, fundedWallet(test)));
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8_000 });
    down = false;
    retry.focus();
    await user.keyboard('{Enter}');
    const name = await screen.findByRole('heading', { name: 'MintKit Genesis' });
    await waitFor(() => expect(name).toHaveFocus());
    // The heading is focusable only while it holds the focus the retry gave it: Tab order is unchanged.
    await user.tab();
    expect(name).not.toHaveAttribute('tabindex');
  });
});
