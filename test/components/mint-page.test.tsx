import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Keypair } from '@solana/web3.js';
import { WalletProvider } from '@solana/wallet-adapter-react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { MintKitProvider } from '../../src/react/provider.js';
import { useMint } from '../../src/react/use-mint.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { editedAnswers, fundedWallet, makeSandbox, SANDBOX_BASE, type TestSandbox } from '../helpers/kit.js';

// Counts every wallet provider the page itself mounts (the lazily loaded one).
const ownProviders = vi.hoisted(() => ({ mounted: 0 }));
vi.mock('../../src/components/wallet-provider.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/components/wallet-provider.js')>();
  return {
    KitWalletProvider: (props: Parameters<typeof original.KitWalletProvider>[0]) => {
      ownProviders.mounted += 1;
      return original.KitWalletProvider(props);
    },
  };
});

const mintBase = `${SANDBOX_BASE}/mint`;

function standalone(test: TestSandbox, extra: Partial<Parameters<typeof MintPage>[0]> = {}) {
  return <MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={mintBase} fetch={test.fetch} storage={null} {...extra} />;
}

/** The claim-codes drop with a connected, funded wallet (answering with `approve`), `code` typed and applied. */
async function codeApplied(code: string, approve?: () => Promise<boolean>) {
  const test = makeSandbox();
  const wallet = fundedWallet(test, 10, approve ? { approve } : {});
  localStorage.setItem('walletName', JSON.stringify(wallet.name));
  render(standalone(test, { drop: 'claim-codes', wallets: [wallet] }));
  const user = userEvent.setup();
  const box = await screen.findByRole('textbox', { name: 'Claim code' }, { timeout: 5_000 });
  await user.type(box, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return { test, wallet, user, box };
}

/** On the claim-codes drop: applies `code`, clicks "Mint 1" and declines in the wallet, which approves from then on. */
async function declinedMintWithCode(code: string) {
  const answers = [false];
  const { test, wallet, user, box } = await codeApplied(code, async () => answers.shift() ?? true);
  await user.click(await screen.findByRole('button', { name: 'Mint 1' }));
  await waitFor(() => expect(wallet.signRequests).toBe(1));
  return { test, user, box };
}

afterEach(() => {
  localStorage.clear();
  ownProviders.mounted = 0;
});

describe('MintPage', () => {
  it('works on its own: shows the drop after one request, loads a wallet provider only when the buyer connects, then mints', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    render(standalone(test, { wallets: [wallet] }));
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
    // Before the read model arrived, nothing else was asked for.
    expect(test.requests[0]?.path).toBe('/mint/v1/collections/genesis');
    expect(ownProviders.mounted).toBe(0);
    expect(test.requests.some((request) => request.path.includes('wallet-mints') || request.path.includes('eligibility'))).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const option = await screen.findByRole('button', { name: 'Sandbox Wallet' });
    expect(ownProviders.mounted).toBeGreaterThan(0);
    await user.click(option);
    expect(await screen.findByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    const mint = await screen.findByRole('button', { name: 'Mint 1' });
    await waitFor(() => expect(mint).toBeEnabled());
    await user.click(mint);
    expect(await screen.findByText('Minted 1!', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('while the drop loads, the mint button already stands where it will stay, disabled, and no price is shown', async () => {
    const test = makeSandbox();
    // The read model never answers.
    const held: typeof fetch = (input, init) => (String(input instanceof Request ? input.url : input).endsWith('/collections/genesis') ? new Promise<Response>(() => {}) : test.fetch(input, init));
    render(standalone(test, { fetch: held }));
    expect(await screen.findByText('Loading drop…')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Mint' });
    const button = within(panel).getByRole('button', { name: 'Loading…' });
    expect(button).toBeDisabled();
    expect(panel.querySelector('[data-slot="mint-page-actions"]')).toContainElement(button);
    expect(within(panel).getByText('Loading supply…')).toBeInTheDocument();
    expect(panel.querySelector('[data-slot="price"]')).toBeNull();
    expect(within(panel).queryByText(/SOL|Free/)).toBeNull();
  });

  it('shows a bounty only once the service has answered, after the other panels; never a bounty loading panel that goes away', async () => {
    const test = makeSandbox();
    render(standalone(test, { drop: 'bounty' }));
    // The lower panels are in, still loading; the bounty's answer is not.
    expect(await screen.findByText('Loading recent mints…')).toBeInTheDocument();
    expect(screen.queryByText('Loading bounty…')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Find the golden frame' })).toBeInTheDocument();
    const panels = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(panels.slice(panels.indexOf('Recently minted'))).toEqual(['Recently minted', 'Top holders', 'Top minters', 'Traits', 'Find the golden frame', 'Gallery']);
  });

  it('shows the gallery with the bounty’s answer, asked for at once, so a bounty arriving never pushes the gallery down', async () => {
    const test = makeSandbox();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const bountyHeld: typeof fetch = (input, init) => (/\/bounty\/bounty$/.test(String(input instanceof Request ? input.url : input)) ? answered.then(() => test.fetch(input, init)) : test.fetch(input, init));
    render(standalone(test, { drop: 'bounty', fetch: bountyHeld }));
    expect(await screen.findByRole('heading', { name: 'Recently minted' })).toBeInTheDocument();
    // The gallery's first page is on its way, but the gallery stays hidden below where the bounty will be.
    await waitFor(() => expect(test.count('GET', '/gallery')).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Gallery' })).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { name: 'Find the golden frame' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
    expect(test.count('GET', '/gallery')).toBe(1);
  });

  it('the mint button asks for a wallet, and the chooser opens once the provider has loaded', async () => {
    const test = makeSandbox();
    render(standalone(test, { wallets: () => Promise.resolve([fundedWallet(test)]) }));
    const connect = await screen.findByRole('button', { name: 'Connect wallet to mint' });
    await userEvent.click(connect);
    expect(await screen.findByRole('button', { name: 'Sandbox Wallet' })).toHaveFocus();
  });

  it('with the wallet section hidden, the mint button still brings up the chooser', async () => {
    const test = makeSandbox();
    render(standalone(test, { sections: { wallet: false }, wallets: () => Promise.resolve([fundedWallet(test)]) }));
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect wallet to mint' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }));
    expect(await screen.findByRole('button', { name: 'Mint 1' })).toBeInTheDocument();
    // Connected, the chooser goes away again: the creator hid the wallet section.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull());
  });

  it('loads the provider at once when a wallet is remembered from an earlier visit', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    render(standalone(test, { wallets: [wallet] }));
    expect(await screen.findByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('with a remembered wallet, keeps the places of the controls it brings while its code loads, hidden from screen readers, above the button', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    let loadWalletCode!: () => void;
    const walletCode = new Promise<void>((resolve) => (loadWalletCode = resolve));
    render(standalone(test, { wallets: () => walletCode.then(() => [wallet]) }));
    const panel = await screen.findByRole('region', { name: 'Mint' });
    await within(panel).findByText('Early bird');
    const places = [...panel.querySelectorAll('[data-slot="eligibility-notice"], [data-slot="quantity-input"]')];
    expect(places.map((place) => place.getAttribute('data-slot'))).toEqual(['eligibility-notice', 'quantity-input']);
    for (const place of places) expect(place).toHaveAttribute('aria-hidden', 'true');
    const button = within(panel).getByRole('button', { name: /mint/i });
    expect(places[1]!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).queryByRole('spinbutton')).toBeNull();

    loadWalletCode();
    // The controls fill their places in the same panel: nothing above them was rebuilt.
    expect(await screen.findByRole('spinbutton', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mint' })).toBe(panel);
    expect(screen.getByRole('region', { name: 'Mint' }).querySelector('[aria-hidden="true"]:is([data-slot="eligibility-notice"], [data-slot="quantity-input"])')).toBeNull();
  });

  it('with a remembered wallet loading on a sold-out drop, keeps no places for controls it will not show', async () => {
    const test = makeSandbox();
    localStorage.setItem('walletName', JSON.stringify('Sandbox Wallet'));
    render(standalone(test, { drop: 'sold-out', wallets: () => new Promise(() => {}) }));
    const panel = await screen.findByRole('region', { name: 'Mint' });
    expect(await within(panel).findByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(panel.querySelector('[data-slot="eligibility-notice"], [data-slot="quantity-input"]')).toBeNull();
  });

  it('on a drop that takes claim codes, keeps the field’s place above the button while the wallet code and then the field’s settings load', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    let loadWalletCode!: () => void;
    const walletCode = new Promise<void>((resolve) => (loadWalletCode = resolve));
    let answerSettings!: () => void;
    const settings = new Promise<void>((resolve) => (answerSettings = resolve));
    const settingsHeld: typeof fetch = (input, init) => (/\/claim-codes\/claim-codes$/.test(String(input instanceof Request ? input.url : input)) ? settings.then(() => test.fetch(input, init)) : test.fetch(input, init));
    render(standalone(test, { drop: 'claim-codes', fetch: settingsHeld, wallets: () => walletCode.then(() => [wallet]) }));
    const placeOfField = () => document.querySelector('[data-slot="claim-code-field"][aria-hidden="true"]');
    const mintButton = () => within(screen.getByRole('region', { name: 'Mint' })).getByRole('button', { name: /mint|loading/i });
    const isAboveTheButton = (element: Element) => Boolean(element.compareDocumentPosition(mintButton()) & Node.DOCUMENT_POSITION_FOLLOWING);

    await screen.findByText('Code holders', { selector: '[data-slot="mint-page-price-phase"]' });
    expect(placeOfField()).not.toBeNull();
    expect(isAboveTheButton(placeOfField()!)).toBe(true);

    loadWalletCode();
    expect(await screen.findByRole('spinbutton', {}, { timeout: 5_000 })).toBeInTheDocument();
    // The controls are in; the field's settings are still on their way, and its place is still kept.
    expect(placeOfField()).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Claim code' })).toBeNull();

    answerSettings();
    const field = await screen.findByRole('textbox', { name: 'Claim code' });
    expect(placeOfField()).toBeNull();
    expect(isAboveTheButton(field)).toBe(true);
    expect(await screen.findByRole('button', { name: 'Enter a claim code to mint' })).toBeDisabled();
  });

  it.each([
    ['a sold-out drop', 'sold-out', 'Sold out'],
    ['a drop on a chain this kit does not mint on', 'unsupported-chain', 'Not mintable here'],
  ])('on %s a connected buyer sees the disabled button, not a quantity, a code or an eligibility verdict to act on', async (_, drop, label) => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    render(standalone(test, { drop, wallets: [wallet] }));
    expect(await screen.findByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: label });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByText(/qualif/)).toBeNull();
    expect(screen.queryByText(/left for your wallet/)).toBeNull();
    expect(test.count('POST', '/prepare-mint')).toBe(0);
  });

  it('inside a host WalletProvider it uses that one and adds none', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    render(
      <WalletProvider wallets={[wallet]} autoConnect>
        {standalone(test, { wallets: [fundedWallet(test)] })}
      </WalletProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled());
    expect(ownProviders.mounted).toBe(0);
    expect(screen.getAllByText(/^Connected as /)).toHaveLength(1);
  });

  it('inside a host QueryClientProvider it uses the host’s client', async () => {
    const test = makeSandbox();
    const hostClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={hostClient}>{standalone(test)}</QueryClientProvider>);
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(hostClient.getQueryCache().getAll().some((query) => query.queryKey.includes('collection'))).toBe(true);
  });

  it('inside a MintKitProvider it uses that provider', async () => {
    const test = makeSandbox();
    render(
      <MintKitProvider publishableKey={SEEDED_KEYS.publishable} baseUrl={mintBase} fetch={test.fetch} storage={null}>
        <MintPage drop="genesis" />
      </MintKitProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(screen.queryByText('Sandbox')).toBeNull(); // the host's key is publishable
  });

  it('inside a MintKitProvider, a host component reading useMint outside any wallet provider does not cancel the page’s mint', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    /** A host's own status line beside the page, under the kit's provider but not the page's wallet provider. */
    function HostBadge() {
      return <p>host sees: {useMint({ drop: 'genesis' }).status}</p>;
    }
    render(
      <MintKitProvider publishableKey={SEEDED_KEYS.sandbox} baseUrl={mintBase} fetch={test.fetch} storage={null}>
        <HostBadge />
        <MintPage drop="genesis" wallets={[wallet]} />
      </MintKitProvider>,
    );
    const mint = await screen.findByRole('button', { name: 'Mint 1' }, { timeout: 5_000 });
    await waitFor(() => expect(mint).toBeEnabled());
    await userEvent.click(mint);
    expect(await screen.findByText('Minted 1!', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('host sees: succeeded')).toBeInTheDocument();
    expect(screen.queryByText(/Your wallet disconnected/)).toBeNull();
    expect(wallet.signRequests).toBe(1);
    expect(test.count('POST', '/prepare-mint')).toBe(1);
  });

  it('a read model it cannot read says so with Try again, and Try again shows the drop once the service sends a readable one', async () => {
    const test = makeSandbox();
    let broken = true;
    const fetch = editedAnswers<{ phases: { all: Array<{ status: unknown }> } }>(test, (url) => url.endsWith('/collections/genesis'), (body) => {
      if (broken) body.phases.all[0]!.status = null;
    });
    render(standalone(test, { fetch }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The mint service sent data this page does not understand.');
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('relabels strings, hides and swaps sections', async () => {
    const test = makeSandbox();
    render(
      standalone(test, {
        labels: { supply: { minted: 'Claimed so far' }, mintButton: { 'connect-wallet': 'Pick a wallet first' }, wallet: { connect: 'Sign in' } },
        sections: { gallery: false, traits: false, header: ({ drop }) => <h2>Custom header for {drop}</h2> },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Custom header for genesis' })).toBeInTheDocument();
    expect(await screen.findByText('Claimed so far')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pick a wallet first' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Recently minted' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gallery' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Traits' })).toBeNull();
    expect(test.count('GET', '/traits')).toBe(0);
  });

  it('switches theme at run time without a remount', async () => {
    const test = makeSandbox();
    const view = render(standalone(test, { theme: 'light' }));
    const heading = await screen.findByRole('heading', { name: 'MintKit Genesis' });
    const root = heading.closest('[data-mintkit]')!;
    expect(root).toHaveAttribute('data-theme', 'light');
    view.rerender(standalone(test, { theme: 'dark' }));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('heading', { name: 'MintKit Genesis' })).toBe(heading);
  });

  it('says a missing key or base URL in place, with the fix in the console, instead of blanking the host page', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <main>
        <h1>Creator site</h1>
        <MintPage drop="genesis" />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Creator site' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This mint page is not set up correctly');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('publishableKey'));
    // A base URL that is not a URL is refused the same way, before any request.
    view.unmount();
    const test = makeSandbox();
    render(standalone(test, { baseUrl: 'mint.example.com' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This mint page is not set up correctly');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"mint.example.com" is not an absolute URL'));
    expect(test.requests).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('keeps a section that throws inside its own place: the drop, price and mint button stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const test = makeSandbox();
    const Broken = () => {
      throw new TypeError('a swapped-in section crashed');
    };
    render(standalone(test, { sections: { supply: Broken } }));
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="mint-page-price"]')).toHaveTextContent('SOL');
    expect(screen.getByRole('button', { name: 'Connect wallet to mint' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows a plain message, never a blank page, when the key is not issued for the drop', async () => {
    const test = makeSandbox();
    render(standalone(test, { drop: 'out-of-scope' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('key was not issued for it');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // Asking again cannot put the drop in the key's scope, so no "Try again" is offered.
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(within(document.querySelector('[data-slot="mint-page"]') as HTMLElement).queryByText(/SOL/)).toBeNull();
  });

  it('relabels the retry button of every failure with one `labels.errors.retry`', async () => {
    const test = makeSandbox();
    test.sandbox.failNext({ path: '/mint/v1/collections/genesis', mode: 'status', status: 503, times: 10 });
    render(standalone(test, { labels: { errors: { retry: 'Erneut versuchen', AUTH_UNAVAILABLE: 'Der Dienst hatte ein Problem.' } } }));
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('Der Dienst hatte ein Problem.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('renders on the server without touching the browser, the wallet or the network', () => {
    const test = makeSandbox();
    const html = renderToString(standalone(test, { wallets: [fundedWallet(test)] }));
    expect(html).toContain('data-mintkit');
    expect(html).toContain('Loading drop…');
    expect(test.requests).toHaveLength(0);
    expect(ownProviders.mounted).toBe(0);
  });

  it('under StrictMode one click still prepares exactly once', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    render(<StrictMode>{standalone(test, { wallets: [wallet] })}</StrictMode>);
    const mint = await screen.findByRole('button', { name: 'Mint 1' });
    await waitFor(() => expect(mint).toBeEnabled());
    await userEvent.click(mint);
    expect(await screen.findByText('Minted 1!', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(wallet.signRequests).toBe(1);
  });

  it('tells the host about each mint: a success once, a failure with its code, and a wallet refusal as neither', async () => {
    const test = makeSandbox();
    let approvals = 0;
    const wallet = fundedWallet(test, 10, { approve: async () => ++approvals > 1 });
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    const onMintSuccess = vi.fn();
    const onMintError = vi.fn();
    const steps: string[] = [];
    render(standalone(test, { wallets: [wallet], onMintSuccess, onMintError, onMintStateChange: (state) => steps.push(state.status) }));
    const user = userEvent.setup();
    const mint = await screen.findByRole('button', { name: 'Mint 1' });
    await waitFor(() => expect(mint).toBeEnabled());

    await user.click(mint);
    await waitFor(() => expect(steps).toContain('cancelled'));
    expect(onMintError).not.toHaveBeenCalled();
    expect(onMintSuccess).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByText('Minted 1!', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(onMintSuccess).toHaveBeenCalledTimes(1);
    expect(onMintSuccess.mock.calls[0]![0]).toMatchObject({ quantity: 1, minted: [expect.anything()] });
    // The second click asks the wallet again with the transactions the service still holds.
    expect(steps.slice(0, 5)).toEqual(['preparing', 'awaiting-signature', 'cancelled', 'awaiting-signature', 'executing']);
    expect(steps.at(-1)).toBe('succeeded');
    expect(onMintError).not.toHaveBeenCalled();
  });

  it('tells the host a failed mint’s code, the same failure the buyer is shown', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test, 0);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    const onMintError = vi.fn();
    render(standalone(test, { wallets: [wallet], onMintError }));
    const mint = await screen.findByRole('button', { name: 'Mint 1' });
    await waitFor(() => expect(mint).toBeEnabled());
    await userEvent.click(mint);
    await waitFor(() => expect(onMintError).toHaveBeenCalledTimes(1));
    expect(onMintError.mock.calls[0]![0]).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/SOL|balance|funds/i);
  });

  it('claim-code settings that cannot be read: the field says so once with "Try again", with no read after read meanwhile, and Mint waits for them', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    test.sandbox.failNext({ path: '/mint/v1/collections/claim-codes/claim-codes', mode: 'status', status: 500, times: 1_000 });
    render(standalone(test, { drop: 'claim-codes', wallets: [wallet] }));
    await waitFor(() => expect(document.querySelector('[data-slot="claim-code-field"]')).toHaveAttribute('data-state', 'error'), { timeout: 6_000 });
    const asked = test.count('GET', '/claim-codes/claim-codes');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(test.count('GET', '/claim-codes/claim-codes')).toBe(asked);
    expect(document.querySelector('[data-slot="claim-code-field"]')).toHaveAttribute('data-state', 'error');
    expect(within(document.querySelector<HTMLElement>('[data-slot="claim-code-field"]')!).getByRole('button', { name: 'Try again' })).toBeEnabled();
    // Not "Loading…" for ever, nor "Mint 1" on a drop whose code settings are unknown.
    expect(screen.getByRole('button', { name: 'Minting unavailable' })).toBeDisabled();
  }, 15_000);

  it('a claim code the service refuses to check (longer than it takes) reads as a code that cannot be used, with no retry that cannot help', async () => {
    await codeApplied('VIP-'.repeat(17));
    expect(await screen.findByText('That code cannot be used.')).toBeInTheDocument();
    const field = document.querySelector<HTMLElement>('[data-slot="claim-code-field"]')!;
    expect(field).toHaveAttribute('data-state', 'rejected');
    expect(within(field).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/Check the quantity/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Enter a claim code to mint' })).toBeDisabled();
  });

  it('a locale written "de_DE" (not a language tag) still shows the drop, its phases and prices, in the browser’s locale', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const test = makeSandbox();
    render(standalone(test, { locale: 'de_DE' }));
    expect(await screen.findByText('Early bird', { selector: '[data-slot="phase-name"]' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="mint-page"]')).toHaveAttribute('data-state', 'ready');
    expect(screen.getAllByText(/ SOL$/).length).toBeGreaterThan(0);
    warn.mockRestore();
  });

  it('a percentMinted that is not a number (JSON’s null for 0/0) leaves the page up: the supply says its share is not available, with no bar', async () => {
    const test = makeSandbox();
    const fetch = editedAnswers(test, (url) => url.endsWith('/collections/genesis'), (body: { stats: { percentMinted: unknown } }) => {
      body.stats.percentMinted = null;
    });
    render(standalone(test, { fetch }));
    expect(await screen.findByText('Share minted not available', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="supply-progress"]')).toBeNull();
    expect(screen.getByText('Early bird', { selector: '[data-slot="phase-name"]' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="mint-page"]')).toHaveAttribute('data-state', 'ready');
  });

  it('with no live phase, the headline is the upcoming phase that opens first, whatever order the server lists them in', async () => {
    const test = makeSandbox();
    const fetch = editedAnswers(test, (url) => url.endsWith('/collections/genesis'), (body: { phases: Record<'all' | 'active' | 'upcoming', Array<{ name: string; status: string }>> }) => {
      body.phases.all.find((phase) => phase.name === 'Early bird')!.status = 'ended';
      body.phases.active = [];
      body.phases.upcoming = [...body.phases.upcoming].reverse();
    });
    render(standalone(test, { fetch }));
    await screen.findByText('Public', { selector: '[data-slot="phase-name"]' }, { timeout: 3_000 });
    // Public opens at the next transition at 0.15 SOL; the free Holder encore weeks later.
    expect(document.querySelector('[data-slot="mint-page-price"]')).toHaveTextContent(/^Public\s*0\.15 SOL$/);
  });

  it('checks a claim code without using it up, then sends the accepted code with the mint', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    const usesLeft = () => test.sandbox.manifest().claimCodes.find((entry) => entry.code === 'VIP-7Q4M')!.usesRemaining;
    render(standalone(test, { drop: 'claim-codes', wallets: [wallet] }));
    expect(await screen.findByRole('button', { name: 'Enter a claim code to mint' }, { timeout: 5_000 })).toBeDisabled();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Claim code' }), 'VIP-7Q4M');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code accepted. Adds 1 free to your mint.')).toBeInTheDocument();
    expect(usesLeft()).toBe(1);

    const mint = await screen.findByRole('button', { name: 'Mint 1' });
    await user.click(mint);
    expect(await screen.findByText('Minted 2! 1 free as a bonus.', {}, { timeout: 5_000 })).toBeInTheDocument();
    const prepare = test.requests.find((request) => request.path.endsWith('/prepare-mint'))!;
    expect(prepare.body).toMatchObject({ claimCode: 'VIP-7Q4M', quantity: '1' });
    expect(usesLeft()).toBe(0);
  });

  it('after a declined mint with a single-use code, the code stays accepted (its use is the buyer’s own hold), and Mint asks the wallet again', async () => {
    const { test, user } = await declinedMintWithCode('VIP-7Q4M');

    // The page reads the drop again after the decline; the service now counts the code's one use as held.
    await waitFor(() => expect(test.requests.filter((request) => request.path.endsWith('/claim-codes/validate'))).toHaveLength(2));
    expect(await screen.findByText('Code accepted. Adds 1 free to your mint. Its use is held for the mint you did not sign yet.')).toBeInTheDocument();
    expect(screen.queryByText('That code has no uses left.')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Mint 1' }));
    // One bought, and the code's bonus mint: the status says which came free.
    expect(await screen.findByText('Minted 2! 1 free as a bonus.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(test.requests.filter((request) => request.path.endsWith('/prepare-mint'))).toHaveLength(1);
  });

  it('after a declined mint took a single-use code’s only use, another quantity is not offered: a new prepare with the code would be refused', async () => {
    const { test, user } = await declinedMintWithCode('VIP-7Q4M');
    await user.click(await screen.findByRole('button', { name: 'One more' }));

    // Not "Mint 2": the service holds the code's one use for the declined mint of 1.
    const button = await screen.findByRole('button', { name: 'Choose 1 to mint your held items' });
    await user.click(button);
    expect(screen.queryByText('The claim code is not valid or has no uses left.')).toBeNull();
    expect(test.count('POST', '/prepare-mint')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'One fewer' }));
    await user.click(await screen.findByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByText('Minted 2! 1 free as a bonus.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(test.count('POST', '/prepare-mint')).toBe(1);
  });

  it('after a declined mint with a code that has uses to spare, another quantity is prepared anew with it', async () => {
    const { test, user } = await declinedMintWithCode('FRIENDS-3X');
    await user.click(await screen.findByRole('button', { name: 'One more' }));
    await user.click(await screen.findByRole('button', { name: 'Mint 2' }));
    expect(await screen.findByText(/^Minted 2!/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(test.count('POST', '/prepare-mint')).toBe(2);
  });

  it('the same claim code typed in another case is the code the declined mint holds: accepted, and Mint asks the wallet again', async () => {
    const { test, user, box } = await declinedMintWithCode('vip-7q4m');

    await user.clear(box);
    await user.type(box, 'VIP-7Q4M');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code accepted. Adds 1 free to your mint. Its use is held for the mint you did not sign yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByText('Minted 2! 1 free as a bonus.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(test.count('POST', '/prepare-mint')).toBe(1);
  });

  it('when the answer to a mint with a single-use code is lost, the code is not said to have no uses left: its use may be the buyer’s own unseen hold', async () => {
    const { test, user } = await codeApplied('VIP-7Q4M');
    expect(await screen.findByText(/^Code accepted\./)).toBeInTheDocument();
    test.sandbox.failNext({ path: '/mint/v1/prepare-mint', mode: 'network-after' });
    await user.click(await screen.findByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByText(/No answer came back/, {}, { timeout: 5_000 })).toBeInTheDocument();
    // The page checks the code again; the service counts the use the lost prepare took.
    await waitFor(() => expect(test.count('POST', '/claim-codes/validate')).toBe(2));
    expect(await screen.findByText('Code accepted. Adds 1 free to your mint. Its use may be held by your last request, which got no answer.')).toBeInTheDocument();
    expect(screen.queryByText('That code has no uses left.')).toBeNull();
  });
});

describe('a code’s use said to be held by the buyer’s own earlier request', () => {
  /** The claim-codes drop with a note, as an earlier load stored it, of an unanswered prepare with the spent code SPENT-0001 in `phaseId`. */
  async function spentCodeAfterNote(phaseId: (livePhaseId: string) => string) {
    const test = makeSandbox();
    const keypair = Keypair.generate();
    const wallet = fundedWallet(test, 10, { keypair });
    const headers = { 'X-API-Key': SEEDED_KEYS.sandbox };
    const live = (await (await test.fetch(`${mintBase}/v1/collections/claim-codes`, { headers })).json()).phases.active[0];
    const collectionId = test.drop('claim-codes').uuid;
    const intent = { collectionId, phaseId: phaseId(live.id), quantity: 1, claimCode: 'SPENT-0001' };
    const note = { walletAddress: keypair.publicKey.toBase58(), intent, untilMs: test.clock.now() + 120_000, kind: 'unanswered', writer: 'earlier-load' };
    localStorage.setItem(`mintkit:held-mint:${collectionId}`, JSON.stringify({ version: 1, holds: [note] }));
    localStorage.setItem('walletName', JSON.stringify(wallet.name));
    render(standalone(test, { drop: 'claim-codes', wallets: [wallet], storage: localStorage }));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Claim code' }, { timeout: 5_000 }), 'SPENT-0001');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
  }

  it('is said while the request’s phase is live', async () => {
    await spentCodeAfterNote((livePhaseId) => livePhaseId);
    expect(await screen.findByText(/Its use may be held by your last request, which got no answer\./)).toBeInTheDocument();
  });

  it('is not said once that phase is no longer live (the service let its holds go): the code reads as spent', async () => {
    await spentCodeAfterNote(() => 'an-ended-phase');
    expect(await screen.findByText('That code has no uses left.')).toBeInTheDocument();
    expect(screen.queryByText(/may be held by your last request/)).toBeNull();
  });
});

describe('MintPage on a phase whose own cap is reached while the drop still has supply', () => {
  it('says so before any wallet connects: the button is "Sold out in this phase" and the live phase is marked sold out', async () => {
    const test = makeSandbox();
    const headers = { 'X-API-Key': SEEDED_KEYS.sandbox, 'Content-Type': 'application/json' };
    const auction = (await (await test.fetch(`${mintBase}/v1/collections/dutch`, { headers })).json()).phases.active[0];
    const left = (await (await test.fetch(`${mintBase}/v1/collections/dutch/availability`, { headers })).json()).phases[0].availableNow;
    // Another buyer's mint holds the phase's last items.
    const other = Keypair.generate().publicKey.toBase58();
    test.sandbox.fund(other, 50);
    const body = JSON.stringify({ collectionId: test.drop('dutch').uuid, phaseId: auction.id, walletAddress: other, quantity: String(left) });
    expect((await test.fetch(`${mintBase}/v1/prepare-mint`, { method: 'POST', headers, body })).status).toBe(200);

    render(standalone(test, { drop: 'dutch' }));
    expect(await screen.findByRole('button', { name: 'Sold out in this phase' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Connect wallet to mint' })).toBeNull();
    const phase = document.querySelector<HTMLElement>('[data-slot="phase"][data-state="active"]')!;
    expect(within(phase).getByText('Dutch auction')).toBeInTheDocument();
    expect(within(phase).getByText('Live')).toBeInTheDocument();
    expect(within(phase).getByText('Sold out')).toBeInTheDocument();
  });
});

describe('MintPage refusals said in place', () => {
  it('shows a secret key as a plain message in the page instead of blanking the host app, and makes no request', () => {
    const test = makeSandbox();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <h1>The creator’s site</h1>
        {standalone(test, { publishableKey: SEEDED_KEYS.secret })}
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'The creator’s site' })).toBeInTheDocument();
    expect(screen.getByText(/set up with a secret key/)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/publishable key/));
    expect(test.requests).toHaveLength(0);
    error.mockRestore();
  });

  it('says a drop needing a feature the kit lacks is not mintable here, and links to the service’s own mint page', async () => {
    const test = makeSandbox();
    const needsSelection = editedAnswers(test, (url) => url.endsWith('/collections/genesis'), (body: { capabilities: { requiresFeatures: string[]; mintUrl: string } }) => {
      body.capabilities.requiresFeatures = ['nft_selection'];
      body.capabilities.mintUrl = 'https://mint.example/genesis';
    });
    render(standalone(test, { fetch: needsSelection }));
    expect(await screen.findByRole('button', { name: 'Not mintable here' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Mint this drop on its own page/ })).toHaveAttribute('href', 'https://mint.example/genesis');
  });

  it('says so when the wallet code cannot be loaded, and lets the buyer try again', async () => {
    const test = makeSandbox();
    let attempts = 0;
    const failingWallets = () => {
      attempts += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    render(standalone(test, { wallets: failingWallets }));
    const connect = await screen.findByRole('button', { name: 'Connect wallet' });
    await userEvent.click(connect);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Wallet support could not be loaded/);
    await userEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    await waitFor(() => expect(attempts).toBe(2));
  });
});
