import { Keypair } from '@solana/web3.js';
import { WalletWindowClosedError } from '@solana/wallet-adapter-base';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MintButton } from '../../src/components/mint-button.js';
import { MintStatus } from '../../src/components/mint-status.js';
import { MintKitRoot } from '../../src/components/root.js';
import { SupplyStats } from '../../src/components/supply-stats.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { keypairFromSeedString } from '../../src/sandbox/mint/derive.js';
import { SandboxWalletAdapter, type SandboxWalletBehavior } from '../../src/sandbox/sandbox-wallet.js';
import { applyKitStyles } from './kit-styles.js';
import { editedAnswers, fundedWallet, makeSandbox, MintControlsWithCounts, passTime, renderKit, SANDBOX_BASE, shown, spoken, START, type TestSandbox } from '../helpers/kit.js';

/** What a buyer sees of a drop's mint panel, built from the public components. */
function MintPanel({ drop }: { drop: string }) {
  return (
    <div>
      <SupplyStats drop={drop} />
      <MintControlsWithCounts drop={drop} />
    </div>
  );
}

const mintButton = () => document.querySelector<HTMLButtonElement>('[data-slot="mint-button"]')!;
const minted = () => Number(within(document.querySelector('[data-slot="supply-figure"][data-kind="minted"]') as HTMLElement).getByRole('definition').textContent);

async function ready(name = 'Mint 1') {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), { timeout: 5_000 });
  await waitFor(() => expect(screen.getByRole('status').parentElement).toHaveAttribute('data-state', 'idle'));
}

/**
 * The sandbox, a funded wallet that answers the signing request with `behavior`, the panel, and Mint 1
 * pressed; with `prepareAnswerLost`, the service prepares (and holds) but its answer never arrives.
 */
async function pressMintOne(behavior: SandboxWalletBehavior, sandboxOptions: Parameters<typeof makeSandbox>[0] = {}, { prepareAnswerLost = false } = {}) {
  const test = makeSandbox(sandboxOptions);
  const wallet = fundedWallet(test, 10, { behavior });
  if (prepareAnswerLost) test.sandbox.failNext({ path: '/mint/v1/prepare-mint', mode: 'network-after' });
  const view = renderKit(<MintPanel drop="genesis" />, { test, wallet });
  await ready();
  const firstAccount = connectedAccount(wallet);
  await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
  return { test, wallet, firstAccount, ...view };
}

const connectedAccount = (wallet: SandboxWalletAdapter) => (wallet as unknown as { keypair: Keypair }).keypair;


/** What Wallet Standard's adapter does on an account change: `connect` with the new key, no disconnect. */
function switchAccount(wallet: SandboxWalletAdapter, test: TestSandbox, sol = 0, other = Keypair.generate()): Keypair {
  if (sol > 0) test.sandbox.fund(other.publicKey.toBase58(), sol);
  (wallet as unknown as { keypair: Keypair }).keypair = other;
  act(() => void wallet.emit('connect', other.publicKey));
  return other;
}

/** On genesis's Early bird (5 per wallet, 3 per transaction), from a fresh wallet: pick 3 and click Mint. */
async function mintThreeOfFive() {
  await ready();
  await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
  await userEvent.click(screen.getByRole('button', { name: 'One more' }));
  await userEvent.click(screen.getByRole('button', { name: 'One more' }));
  await userEvent.click(screen.getByRole('button', { name: 'Mint 3' }));
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('MintButton and MintStatus with the sandbox', () => {
  it('walks every step of a mint of 2 on genesis: supply +2, the wallet’s allowance −2', async () => {
    const test = makeSandbox({ confirmationDelayMs: 1_000 });
    let approve: (ok: boolean) => void = () => {};
    const wallet = fundedWallet(test, 10, { approve: () => new Promise<boolean>((resolve) => (approve = resolve)) });
    renderKit(<MintPanel drop="genesis" />, { test, wallet });
    await ready();
    await waitFor(() => expect(screen.getByText(/^wallet mints:/)).not.toHaveTextContent('?'));
    const supplyBefore = minted();
    expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5');
    expect(screen.getByText('Up to 3 per transaction')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'Mint 2' }));

    // Waiting for the wallet: the supply hold counts down and the button ignores more clicks.
    expect(await screen.findByRole('button', { name: 'Approve in your wallet…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Approve the transaction in your wallet.');
    expect(screen.getByText(/Your items are held for/)).toBeInTheDocument();
    await user.click(mintButton());
    await user.click(mintButton());
    expect(test.count('POST', '/prepare-mint')).toBe(1);

    await act(async () => approve(true));
    expect(await screen.findByRole('button', { name: 'Confirming…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming on the network…');
    act(() => test.clock.advance(1_500));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 2!'), { timeout: 5_000 });
    expect(screen.getAllByText(/^Genesis #\d+$/)).toHaveLength(2);
    const signature = document.querySelector('[data-slot="mint-status-signatures"] code')!.textContent!;
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    // The signature is shown on one clipped line; the buyer copies it whole. A browser that refuses
    // the write says so on the button (named with its transaction), and a second try can still work.
    const refuseOnce = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy Transaction' }));
    expect(await screen.findByRole('button', { name: "Couldn't copy Transaction" })).toBeInTheDocument();
    refuseOnce.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: "Couldn't copy Transaction" }));
    expect(await navigator.clipboard.readText()).toBe(signature);
    expect(screen.getByRole('button', { name: 'Copied Transaction' })).toBeInTheDocument();
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(wallet.signRequests).toBe(1);

    await waitFor(() => expect(minted()).toBe(supplyBefore + 2));
    // Early bird: 5 per wallet, 2 minted, 3 left (the one phase this wallet has minted in).
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('2/3'));
    expect(screen.getByRole('button', { name: 'Mint 2 more' })).toBeEnabled();
  });

  it('a bounty bonus mint shows in the result and the wallet’s counts, without using up its allowance', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    renderKit(<MintPanel drop="bounty" />, { test, wallet });
    await ready();
    await waitFor(() => expect(screen.getByText(/^wallet mints:/)).not.toHaveTextContent('?'));
    // 23 pieces are seeded; minting 2 reaches the 25th, which wins one more.
    expect(minted()).toBe(23);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'Mint 2' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Minted 3! 1 free as a bonus\.$/), { timeout: 5_000 });
    expect(screen.getAllByText(/^Hunt #\d+$/)).toHaveLength(3);
    await waitFor(() => expect(minted()).toBe(26));
    // 10 per wallet: the 2 bought count against it, the bonus does not.
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('3/8'));
  });

  it('a wallet refusal returns quietly to ready: no error, nothing sent', async () => {
    const { test, wallet } = await pressMintOne('reject');
    await waitFor(() => expect(wallet.signRequests).toBe(1));
    await ready();
    expect(screen.queryByRole('alert')).toBeNull();
    // Not an error: the status says the items stay held for a second try.
    expect(shown(screen.getByRole('status'))).toMatch(/^Not signed\. Mint \d+ again to approve the same items, held for you for (03:00|0[0-2]:\d\d)$/);
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });

  it.each([
    ['closing the wallet’s popup (WalletWindowClosedError)', () => new WalletWindowClosedError()],
    ['a rejection the wallet throws as a plain string', () => 'User rejected the request.'],
  ])('%s is the buyer declining: no error, the items stay held to approve again, nothing sent', async (_, thrown) => {
    const test = makeSandbox();
    class Declines extends SandboxWalletAdapter {
      override async signAllTransactions<T>(): Promise<T[]> {
        throw thrown();
      }
    }
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    renderKit(<MintPanel drop="genesis" />, { test, wallet: new Declines({ keypair }) });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(shown(screen.getByRole('status'))).toMatch(/^Not signed\. Mint 1 again to approve the same items, held for you for/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });

  it('switching to another account in the wallet while it is asked to sign stops the mint and says the account changed, not that the wallet disconnected; nothing is sent', async () => {
    const { test, wallet } = await pressMintOne('hang');
    await waitFor(() => expect(wallet.signRequests).toBe(1));
    switchAccount(wallet, test);
    await waitFor(() => expect(screen.getByRole('status').parentElement).toHaveAttribute('data-state', 'wallet-changed'));
    expect(shown(screen.getByRole('status'))).toBe('Your wallet switched to another account before signing, so the mint was stopped. Nothing was minted.');
    expect(document.body.textContent).not.toMatch(/disconnected/i);
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });

  it('after a mint, an account switch in the wallet offers the new account "Mint 1", not "Mint 1 more", and does not tell it "Minted 1!": it has minted nothing', async () => {
    const { test, wallet } = await pressMintOne('approve');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1 more' })).toBeEnabled(), { timeout: 5_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Minted 1!');
    switchAccount(wallet, test, 10);
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
    expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Mint 1 more' })).toBeNull();
    expect(screen.getByRole('status').parentElement).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('status')).not.toHaveTextContent('Minted');
  });

  it('after a decline, switching to another account and back brings the held items back to the first account: "Mint 1 again" approves them', async () => {
    const { test, wallet, firstAccount } = await pressMintOne('reject');
    await waitFor(() => expect(shown(screen.getByRole('status'))).toMatch(/^Not signed\. Mint 1 again to approve the same items, held for you for/));
    switchAccount(wallet, test, 10);
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
    expect(shown(screen.getByRole('status'))).not.toMatch(/held for you/);
    switchAccount(wallet, test, 0, firstAccount);
    await waitFor(() => expect(shown(screen.getByRole('status'))).toMatch(/^Not signed\. Mint 1 again to approve the same items, held for you for/));
    wallet.behavior = 'approve';
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    expect(test.count('POST', '/prepare-mint')).toBe(1); // the held items, not a second hold
  });

  it('after a mint, a wallet that disconnects leaves "Minted 1!" in place: no other account is shown', async () => {
    const { wallet } = await pressMintOne('approve');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    await act(async () => {
      await wallet.disconnect();
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mint 1 more' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Minted 1!');
  });

  it('after a decline, a screen reader is told once how long the items stay held ("…held for you for 3 minutes"), not a sentence cut before its time nor one that changes every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const { test, wallet } = await pressMintOne('reject');
    await waitFor(() => expect(wallet.signRequests).toBe(1));
    await ready();
    const status = screen.getByRole('status');
    const said = spoken(status);
    expect(said).toMatch(/^Not signed\. Mint 1 again to approve the same items, held for you for (3 minutes|2 minutes( \d+ seconds?)?)$/);
    const seen = shown(status);
    await act(async () => {
      test.clock.advance(3_000);
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(shown(status)).not.toBe(seen); // the countdown on screen ticks…
    expect(spoken(status)).toBe(said); // …while what the live region says stays as it was said
    expect(status.querySelector('[data-slot="countdown"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('in another language the hold’s time can come first and is counted in the locale’s digits; a mint of several transactions numbers them in them too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 1 });
    test.clock.advance(1_000); // Public: 10 per transaction, and the sandbox sends at most 5 items per transaction
    const answers = [false];
    const wallet = fundedWallet(test, 20, { approve: async () => answers.shift() ?? true });
    renderKit(
      <>
        <MintButton drop="genesis" quantity={6} />
        <MintStatus drop="genesis" locale="ar-EG" labels={{ heldAfterDecline: '{countdown} متبقية لإعادة سك {count}', signatures: 'المعاملة' }} />
      </>,
      { test, wallet },
    );
    await ready('Mint 6');
    await userEvent.click(screen.getByRole('button', { name: 'Mint 6' }));
    await ready('Mint 6');
    const status = screen.getByRole('status');
    expect(shown(status)).toMatch(/^[٠-٩]{2}:[٠-٩]{2} متبقية لإعادة سك ٦$/);
    expect(spoken(status)).toMatch(/^[^0-9:]+ متبقية لإعادة سك ٦$/);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 6' }));
    await waitFor(() => expect(status.parentElement).toHaveAttribute('data-state', 'succeeded'), { timeout: 5_000 });
    expect([...document.querySelectorAll('[data-slot="mint-status-signatures"] dt')].map((term) => term.textContent)).toEqual(['المعاملة ١', 'المعاملة ٢']);
  });

  it('after a refusal, Mint asks the wallet again with the items still held (no second prepare), until the service’s lock lapses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox();
    const wallet = fundedWallet(test, 10, { behavior: 'reject' });
    renderKit(<MintPanel drop="genesis" />, { test, wallet });
    await mintThreeOfFive();
    await waitFor(() => expect(wallet.signRequests).toBe(1));
    // Early bird allows 5 per wallet; the declined mint's lock holds 3 of them until it lapses. They
    // are this buyer's to sign, so the same 3 can be asked for again, from the same prepare.
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/2'));
    expect(screen.getByText(/Mint \d+ again to approve the same items, held for you for/)).toHaveTextContent(/(03:00|0[0-2]:\d\d)$/);
    // Said to a screen reader too: the sentence is in the status's live region.
    const announced = [...document.querySelectorAll('[role="status"]')].map((region) => region.textContent);
    expect(announced.some((said) => said?.startsWith('Not signed. Mint 3 again'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 3' }));
    await waitFor(() => expect(wallet.signRequests).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 3' })).toBeEnabled());
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    await act(async () => {
      test.clock.advance(182_000);
      await vi.advanceTimersByTimeAsync(182_000);
    });
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
    expect(screen.queryByText(/held for you/)).toBeNull();
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });

  it('when the answer to prepare-mint is lost, the status says the service may hold those items, which explains the smaller allowance meanwhile; the line goes when the hold lapses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    // The service prepares (and locks 3 of Early bird's 5 per wallet), then the answer never arrives.
    test.sandbox.failNext({ path: '/mint/v1/prepare-mint', mode: 'network-after' });
    renderKit(<MintPanel drop="genesis" />, { test, wallet });
    await mintThreeOfFive();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the mint service.');
    const line = () => screen.queryByText(/^No answer came back to a mint request of yours\. If the service got it, it holds 3 for your wallet/);
    expect(line()).toHaveTextContent(/for up to 0[23]:\d\d$/);
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/2'));
    expect(wallet.signRequests).toBe(0);
    await act(async () => {
      test.clock.advance(182_000);
      await vi.advanceTimersByTimeAsync(182_000);
    });
    expect(line()).toBeNull();
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });

  it('in the declined hold’s last 15 s (too late to sign it) the page no longer offers it again: it says the hold still counts, offers what the service allows beside it, and that mint goes through', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const answers = [false];
    const wallet = fundedWallet(test, 10, { approve: async () => answers.shift() ?? true });
    renderKit(<MintPanel drop="genesis" />, { test, wallet });
    await mintThreeOfFive();
    await screen.findByText(/^Not signed\. Mint 3 again to approve the same items/);
    // Into the hold's last 15 s on the server's clock, the page's clock and the server's moving
    // together in 7 s steps (one jump of the server's would read, mid-step, as a clock set back).
    for (let step = 0; step < 24; step++) {
      await act(async () => {
        test.clock.advance(7_000);
        await vi.advanceTimersByTimeAsync(7_000);
      });
    }
    await waitFor(() => expect(shown(screen.getByRole('status'))).toMatch(/^Too little of the hold is left to sign it in time.*counts 3 against your limit and the supply for 00:\d\d$/));
    expect(screen.queryByText(/Mint 3 again/)).toBeNull();
    // The service counts the 3 held against Early bird's 5: 2 is what it accepts now.
    await waitFor(() => expect(mintButton()).toHaveTextContent('Mint 2'));
    await userEvent.click(screen.getByRole('button', { name: 'Mint 2' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 2!'), { timeout: 5_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(test.count('POST', '/prepare-mint')).toBe(2);
  });

  it('when the service refuses the signed transaction but keeps its hold, the page keeps the items held for the buyer, and Mint 3 signs them again and mints them', async () => {
    const test = makeSandbox();
    const stranger = Keypair.generate();
    let corrupt = true;
    class RefusedOnce extends SandboxWalletAdapter {
      override async signAllTransactions<T>(transactions: T[]): Promise<T[]> {
        const signed = (await super.signAllTransactions(transactions as never)) as Array<{ signatures: Array<Uint8Array | { signature: Uint8Array | null }> }>;
        // A signature by the wrong key: the service answers 400 INVALID_SIGNED_TRANSACTION and keeps its lock.
        // (A legacy message is handed over as a web3.js Transaction, whose signatures are `{ publicKey, signature }`.)
        const wrong = stranger.secretKey.slice(0, 64);
        if (corrupt) for (const { signatures } of signed) signatures[0] instanceof Uint8Array ? (signatures[0] = wrong) : (signatures[0]!.signature = Buffer.from(wrong));
        corrupt = false;
        return signed as T[];
      }
    }
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    renderKit(<MintPanel drop="genesis" />, { test, wallet: new RefusedOnce({ keypair }) });
    await mintThreeOfFive();
    expect(await screen.findByRole('alert')).toHaveTextContent('The signed transaction was not accepted. Please mint again.');
    expect(shown(screen.getByRole('status'))).toMatch(/Mint 3 again to sign the same items once more, held for you for 0[23]:\d\d$/);
    // The service holds 3 of the 5: they are still the buyer's to mint, so the 3 chosen stay offered.
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/2'));
    expect(screen.getByText('5 left for your wallet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 3' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 3!'), { timeout: 5_000 });
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(test.count('POST', '/execute-mint')).toBe(2);
  });

  it('shows a minted item whose picture cannot load (art host down, a 404) as the kit’s no-image square in the thumbnail’s place, not a broken-image box', async () => {
    const test = makeSandbox();
    renderKit(
      <MintKitRoot>
        <MintPanel drop="genesis" />
      </MintKitRoot>,
      { test, wallet: fundedWallet(test) },
    );
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    const removeStyles = applyKitStyles();
    const item = document.querySelector('[data-slot="mint-status-item"]')!;
    const picture = item.querySelector('img')!;
    expect(picture).toHaveAttribute('src', expect.stringMatching(/\.svg$/));
    const box = (element: Element) => [getComputedStyle(element).width, getComputedStyle(element).height];
    expect(box(picture)).toEqual(['32px', '32px']);
    fireEvent.error(picture);
    expect(item.querySelector('img')).toBeNull();
    // In the picture's box: the name beside it does not move.
    expect(item.firstElementChild).toHaveAttribute('data-kind', 'art');
    expect(box(item.firstElementChild!)).toEqual(['32px', '32px']);
    expect(item).toHaveTextContent(/^Genesis #\d+$/);
    removeStyles();
  });

  it('the note about a prepare that got no answer stays after a later mint goes through, while what it may hold still counts against the wallet', async () => {
    await pressMintOne('approve', {}, { prepareAnswerLost: true });
    await screen.findByText(/^No answer came back/);
    await userEvent.click(await screen.findByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    // 1 minted of 5, and 3 left: the lost request's item is still held, and the page still says why.
    await waitFor(() => expect(screen.getByText('3 left for your wallet')).toBeInTheDocument());
    expect(screen.getByText(/^No answer came back to a mint request of yours\. If the service got it, it holds 1 for your wallet/)).toHaveTextContent(/0[23]:\d\d$/);
  });

  it('the note about a prepare that got no answer is the account’s that sent it: gone while another account is connected, back when the first one is', async () => {
    const { test, wallet, firstAccount } = await pressMintOne('approve', {}, { prepareAnswerLost: true });
    await screen.findByText(/^No answer came back/);
    switchAccount(wallet, test, 10);
    await waitFor(() => expect(screen.queryByText(/^No answer came back/)).toBeNull());
    switchAccount(wallet, test, 0, firstAccount);
    expect(await screen.findByText(/^No answer came back to a mint request of yours\. If the service got it, it holds 1 for your wallet/)).toHaveTextContent(/0[23]:\d\d$/);
  });

  it('a page reloaded while the wallet was asked says what the unsigned request still holds, and reads the counts again when it lapses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
    const first = renderKit(<MintPanel drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair, behavior: 'hang' }), provider: { storage } });
    await mintThreeOfFive();
    await screen.findByText('Approve the transaction in your wallet.');
    first.unmount();
    renderKit(<MintPanel drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair }), provider: { storage } });
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/2'), { timeout: 5_000 });
    const note = await screen.findByText(/^An earlier mint request you did not sign holds 3 for your wallet, counted against your limit and the supply, for/);
    expect(note).toHaveTextContent(/0[23]:\d\d$/);
    expect(screen.getByText('2 left for your wallet')).toBeInTheDocument();
    // Nothing on this page can sign it: no "mint again" offer.
    expect(screen.queryByText(/again to approve/)).toBeNull();
    await act(async () => {
      test.clock.advance(182_000);
      await vi.advanceTimersByTimeAsync(182_000);
    });
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
    expect(screen.queryByText(/^An earlier mint request/)).toBeNull();
    expect(screen.getByText('5 left for your wallet')).toBeInTheDocument();
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });

  it('while the wallet prompt is open, the allowance is what the service said before the hold (5 left on a 5-per-wallet phase, never 6); after a decline the re-read count gets the hold back', async () => {
    const test = makeSandbox();
    let approve: (ok: boolean) => void = () => {};
    const wallet = fundedWallet(test, 10, { approve: () => new Promise<boolean>((resolve) => (approve = resolve)) });
    renderKit(<MintPanel drop="genesis" />, { test, wallet });
    await ready();
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
    expect(screen.getByText('5 left for your wallet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByRole('button', { name: 'Approve in your wallet…' })).toBeInTheDocument();
    expect(screen.getByText('5 left for your wallet')).toBeInTheDocument();
    expect(screen.queryByText('6 left for your wallet')).toBeNull();
    act(() => approve(false));
    // The service now says 4 (its lock holds 1); the hold is this buyer's to sign again, so 5 it stays.
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/4'));
    expect(screen.getByText('5 left for your wallet')).toBeInTheDocument();
  });

  it('the items held after a refusal are offered only while their phase is live: once it ends, no "mint again" line is shown', async () => {
    const { test, queryClient } = await pressMintOne('reject', { transitionAfterMs: 60_000 });
    expect(await screen.findByText(/Mint \d+ again to approve the same items, held for you for/)).toBeInTheDocument();
    // Early bird ends with two minutes of the hold left: minting now prepares a Public mint, not those items.
    act(() => test.clock.advance(61_000));
    await act(() => queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('collection') }));
    await waitFor(() => expect(screen.queryByText(/held for you/)).toBeNull());
  });

  it('the items held after a refusal are offered only to the wallet that declined: once it disconnects, no hold is shown', async () => {
    const { wallet } = await pressMintOne('reject');
    expect(await screen.findByText(/Mint \d+ again to approve the same items, held for you for/)).toBeInTheDocument();
    act(() => wallet.simulateDisconnect());
    await waitFor(() => expect(screen.queryByText(/held for you/)).toBeNull());
  });

  it('when the answer to execute-mint is lost, says the signed transaction is being sent again (no second signature), then shows the result', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    test.sandbox.failNext({ path: '/mint/v1/execute-mint', mode: 'network-after' });
    renderKit(<MintPanel drop="genesis" />, { test, wallet });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Still waiting for the network. Your signed transaction is being sent again; you will not be asked to sign twice.'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    expect(wallet.signRequests).toBe(1);
  });

  it('when the wallet’s own count cannot be read, the phase’s per-wallet cap still bounds the quantity', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    // A phase whose per-wallet cap (2) is below its per-transaction cap (3), and a wallet-mints that fails.
    const rewritten: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/wallet-mints/')) return new Response(JSON.stringify({ success: false, error: 'down', code: 'INTERNAL_ERROR' }), { status: 500 });
      const response = await test.fetch(input, init);
      if (!url.endsWith('/collections/genesis')) return response;
      const body = await response.json();
      for (const phase of body.phases.all) if (phase.name === 'Early bird') phase.maxPerWallet = 2;
      body.phases.active = body.phases.all.filter((phase: { status: string }) => phase.status === 'active');
      return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
    };
    renderKit(<MintPanel drop="genesis" />, { test, wallet, provider: { fetch: rewritten } });
    await ready();
    const more = screen.getByRole('button', { name: 'One more' });
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Mint 2' })).toBeEnabled();
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Mint 2' })).toBeEnabled();
  });

  it('a wallet-mints `remaining` below zero reads as no mints left, never as room to mint nor as "Choose 1 to 0"', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const past = editedAnswers(test, (url) => url.includes('/wallet-mints/'), (body: { phases: Array<{ remaining: number | null }> }) => {
      for (const phase of body.phases) phase.remaining = -1;
    });
    const { container } = renderKit(<MintPanel drop="genesis" />, { test, wallet, provider: { fetch: past } });
    await waitFor(() => expect(mintButton()).toHaveTextContent('Wallet limit reached'), { timeout: 5_000 });
    expect(mintButton()).toBeDisabled();
    expect(container).not.toHaveTextContent('-1');
  });

  it('a phase with no per-wallet cap (wallet-mints says `remaining: null`) is bounded by the transaction cap, never read as a reached limit', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const uncapped = editedAnswers(test, (url) => url.includes('/wallet-mints/'), (body: { phases: Array<{ remaining: number | null }> }) => {
      for (const phase of body.phases) phase.remaining = null;
    });
    renderKit(<MintPanel drop="genesis" />, { test, wallet, provider: { fetch: uncapped } });
    await ready();
    expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/∞');
    const more = screen.getByRole('button', { name: 'One more' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Mint 3' })).toBeEnabled();
    expect(more).toHaveAttribute('aria-disabled', 'true'); // genesis's public phase allows 3 per transaction
  });

  it('a phase in a status this version does not know cannot be minted, whatever its dates say', async () => {
    const test = makeSandbox();
    const earlyBird = test.drop('genesis').phases.find((phase) => phase.name === 'Early bird')!;
    // A newer service pauses the live phase: a status the kit does not know, inside the phase's dates.
    const paused = editedAnswers(test, (url) => url.endsWith('/collections/genesis'), (body: { phases: Record<'all' | 'active', Array<{ id: string; status: string }>> }) => {
      for (const phase of body.phases.all) if (phase.id === earlyBird.id) phase.status = 'paused';
      body.phases.active = body.phases.all.filter((phase) => phase.status === 'active');
    });
    renderKit(<MintButton drop="genesis" phaseId={earlyBird.id} />, { test, wallet: fundedWallet(test), provider: { fetch: paused } });
    const button = await screen.findByRole('button', { name: 'Minting unavailable' }, { timeout: 5_000 });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(test.count('POST', '/prepare-mint')).toBe(0);
  });

  it('a phase the server calls active can be minted on a device whose clock says it has not started yet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'], now: START - 7 * 86_400_000 }); // the device runs a week slow
    const test = makeSandbox();
    renderKit(<MintButton drop="genesis" />, { test, wallet: fundedWallet(test) }); // Early bird, which the device thinks opens in six days
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 4_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(test.count('POST', '/prepare-mint')).toBe(1));
  });

  it('a phase the server calls upcoming reads as not started, not as live or unavailable, on a device whose clock says it already opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'], now: START + 3 * 86_400_000 }); // the device runs three days fast
    const test = makeSandbox();
    const publicPhase = test.drop('genesis').phases.find((phase) => phase.name === 'Public')!;
    renderKit(<MintButton drop="genesis" phaseId={publicPhase.id} />, { test, wallet: fundedWallet(test) });
    const button = await screen.findByRole('button', { name: 'Not started yet' }, { timeout: 4_000 });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(test.count('POST', '/prepare-mint')).toBe(0);
  });

  it('when the 3-minute hold lapses before the wallet answers, the status says so, nothing is sent, and Mint is offered again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const { test, wallet } = await pressMintOne('hang');
    expect(await screen.findByRole('button', { name: 'Approve in your wallet…' })).toBeInTheDocument();
    await act(async () => {
      test.clock.advance(181_000);
      await vi.advanceTimersByTimeAsync(181_000);
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The 3-minute hold ran out before you signed. Nothing was minted'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(test.count('POST', '/execute-mint')).toBe(0);
    expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled();
  });

  it('takes the provider’s locale when it is given none, as every component does', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    renderKit(<MintButton drop="genesis" quantity={2} />, { test, wallet, provider: { locale: 'ar-EG' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint ٢' })).toBeEnabled(), { timeout: 5_000 });
  });

  it('a prepare-mint answer whose transaction is not a transaction is the service’s fault, not the wallet’s, and is not offered again', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    let broken = true;
    const fetch = editedAnswers<{ sessions?: Array<Record<string, unknown>> }>(test, (url) => url.endsWith('/prepare-mint'), (body) => {
      if (!broken) return;
      for (const session of body.sessions ?? []) for (const key of Object.keys(session)) if (/transaction/i.test(key)) session[key] = 'AAAA';
    });
    renderKit(<MintPanel drop="genesis" />, { test, wallet, provider: { fetch } });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The mint service sent data this page does not understand.');
    expect(wallet.signRequests).toBe(0);
    expect(screen.queryByText(/Mint 1 again to approve the same items/)).toBeNull();
    // Once the service answers properly, Mint asks it again rather than replaying the broken answer.
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
    expect(test.count('POST', '/prepare-mint')).toBe(2);
  });

  it('INSUFFICIENT_BALANCE says the wallet lacks SOL in plain words, and the button stays usable', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test, 0);
    renderKit(<MintPanel drop="genesis" />, { test, wallet });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your wallet doesn’t have enough SOL for this mint.');
    expect(alert.textContent).not.toMatch(/INSUFFICIENT_BALANCE|Sandbox/);
    expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled();
    expect(wallet.signRequests).toBe(0);

    test.sandbox.fund(wallet.publicKey!.toBase58(), 5);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
  });

  it('the buyer can type a quantity: an emptied field takes the figure typed next, and left empty it shows the quantity again', async () => {
    const test = makeSandbox();
    renderKit(<MintPanel drop="genesis" />, { test, wallet: fundedWallet(test) });
    await ready();
    const user = userEvent.setup();
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(box);
    expect(box).toHaveValue(null);
    await user.type(box, '2');
    expect(box).toHaveValue(2);
    expect(await screen.findByRole('button', { name: 'Mint 2' })).toBeEnabled();
    await user.clear(box);
    await user.tab();
    expect(box).toHaveValue(2);
  });

  it('a declined mint held under one claim code is not offered under another: the button says the hold is under another code, and the held code mints it', async () => {
    const test = makeSandbox();
    let answers = [false, true];
    const wallet = fundedWallet(test, 10, { approve: async () => answers.shift() ?? false });
    /** Three at a time (the most per transaction, of 5 per wallet), under whichever code the buyer picks. */
    function CodedMint() {
      const [code, setCode] = useState('FRIENDS-3X');
      return (
        <div>
          <button type="button" onClick={() => setCode(code === 'FRIENDS-3X' ? 'VIP-7Q4M' : 'FRIENDS-3X')}>
            Switch code
          </button>
          <MintButton drop="claim-codes" quantity={3} claimCode={code} />
          <MintStatus drop="claim-codes" claimCode={code} />
        </div>
      );
    }
    renderKit(<CodedMint />, { test, wallet });
    await ready('Mint 3');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mint 3' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 3 again/));
    // The hold counts 3 of the wallet's 5: a new prepare of 3 under another code would be refused.
    await user.click(screen.getByRole('button', { name: 'Switch code' }));
    const button = await screen.findByRole('button', { name: 'Held with another claim code' });
    expect(button).toBeDisabled();
    // The status agrees with the button: not "Mint 3 again", but which code approves the held items.
    expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Your held mint of 3 was asked for with the claim code FRIENDS-3X: enter it again/);
    await user.click(screen.getByRole('button', { name: 'Switch code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Not signed\. Mint 3 again/);
    await user.click(await screen.findByRole('button', { name: 'Mint 3' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 3!'), { timeout: 5_000 });
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(wallet.signRequests).toBe(2);
    answers = [];
  });

  it('a declined mint asked without a claim code, with a code entered since: the status says clearing it approves the held items', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test, 10, { approve: async () => false });
    function LaterCode() {
      const [code, setCode] = useState<string | null>(null);
      return (
        <div>
          <button type="button" onClick={() => setCode(code ? null : 'FRIENDS-3X')}>
            Toggle code
          </button>
          <MintButton drop="genesis" claimCode={code} />
          <MintStatus drop="genesis" claimCode={code} />
        </div>
      );
    }
    renderKit(<LaterCode />, { test, wallet });
    await ready();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 1 again/));
    await user.click(screen.getByRole('button', { name: 'Toggle code' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Your held mint of 1 was asked for without a claim code: clear the code/);
    await user.click(screen.getByRole('button', { name: 'Toggle code' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 1 again/);
  });

  describe('a declined mint on the Dutch phase (5 per wallet, the phase’s last 5 left), held while the buyer decides', () => {
    /** Nine minutes into the auction (a minute before the price falls from 2 SOL): pick 5 and decline. */
    async function declineFive(approve: () => Promise<boolean>) {
      const test = makeSandbox();
      test.clock.advance(9 * 60_000);
      const wallet = fundedWallet(test, 30, { approve });
      const view = renderKit(<MintPanel drop="dutch" />, { test, wallet });
      await ready();
      const user = userEvent.setup();
      for (let step = 0; step < 4; step++) await user.click(screen.getByRole('button', { name: 'One more' }));
      await user.click(screen.getByRole('button', { name: 'Mint 5' }));
      await waitFor(() => expect(shown(screen.getByRole('status'))).toMatch(/^Not signed\. Mint 5 again to approve the same items, held for you for (03:00|0[0-2]:\d\d)$/));
      return { test, wallet, user, ...view };
    }

    it('another quantity is not offered while the hold leaves no room for it: the button names the held quantity, which mints again from the same prepare', async () => {
      let answers = [false, true];
      const { test, wallet, user } = await declineFive(async () => answers.shift() ?? false);
      // The service counts the held 5 against the wallet and the phase: a new prepare for 4 would be refused.
      await user.click(screen.getByRole('button', { name: 'One fewer' }));
      const button = await screen.findByRole('button', { name: 'Choose 5 to mint your held items' });
      expect(button).toBeDisabled();
      expect(test.count('POST', '/prepare-mint')).toBe(1);
      await user.click(screen.getByRole('button', { name: 'One more' }));
      await user.click(await screen.findByRole('button', { name: 'Mint 5' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 5!'), { timeout: 5_000 });
      expect(wallet.signRequests).toBe(2);
      expect(test.count('POST', '/prepare-mint')).toBe(1);
      answers = [];
    });

    it('once the price has fallen, the items held at 2 SOL are not asked for again: the button and the status say the earlier price holds them', async () => {
      const { test, wallet, user, queryClient } = await declineFive(async () => false);
      // The auction steps down to 1.75 SOL with two minutes of the hold left.
      await act(async () => {
        test.clock.advance(61_000);
        await queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('dutch-price') });
      });
      const button = await screen.findByRole('button', { name: 'Held at the earlier price' });
      // It has the focus the Mint click gave it, so it stays focusable and says it is unavailable.
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(shown(screen.getByRole('status'))).toMatch(/^The price has changed since your request\. Minting again asks at the new price; until then your held request counts 5 against your limit and the supply for 0[12]:\d\d$/);
      await user.click(button);
      expect(wallet.signRequests).toBe(1);
      expect(test.count('POST', '/prepare-mint')).toBe(1);
    });

    it('once the price has fallen, with room left beside the hold, Mint prepares anew at the new price instead of signing the held transactions', async () => {
      const test = makeSandbox();
      test.clock.advance(9 * 60_000);
      const keypair = Keypair.generate();
      let answers = [false, true];
      const wallet = fundedWallet(test, 30, { keypair, approve: async () => answers.shift() ?? false });
      const balance = () => test.sandbox.balanceOf(keypair.publicKey.toBase58());
      const { queryClient } = renderKit(<MintPanel drop="dutch" />, { test, wallet });
      await ready();
      await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not signed\. Mint 1 again/));
      await act(async () => {
        test.clock.advance(61_000);
        await queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('dutch-price') });
      });
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^The price has changed since your request\./));
      const before = balance();
      await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });
      expect(test.count('POST', '/prepare-mint')).toBe(2);
      // Paid at 1.75 SOL (a network fee at most on top), not the 2 SOL the held transactions carried.
      expect(before - balance()).toBeGreaterThanOrEqual(1.75e9);
      expect(before - balance()).toBeLessThan(1.76e9);
      answers = [];
    });
  });

  it('a sold-out drop cannot be minted', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    renderKit(<MintPanel drop="sold-out" />, { test, wallet });
    const button = await screen.findByRole('button', { name: 'Sold out' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(test.count('POST', '/prepare-mint')).toBe(0);
  });

  it('a phase sold out at its own cap stops offering the mint the service refuses, while the drop still has supply', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    renderKit(<MintPanel drop="dutch" />, { test, wallet });
    await userEvent.click(await screen.findByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Minted 1!'), { timeout: 5_000 });

    // Another buyer holds the rest of the phase's 12.
    const dutch = test.drop('dutch');
    const phase = (await (await test.fetch(`${SANDBOX_BASE}/mint/v1/collections/dutch`, { headers: { 'X-API-Key': SEEDED_KEYS.sandbox } })).json()).phases.active[0];
    const availability = await (await test.fetch(`${SANDBOX_BASE}/mint/v1/collections/dutch/availability`, { headers: { 'X-API-Key': SEEDED_KEYS.sandbox } })).json();
    const left = availability.phases[0].availableNow;
    const other = Keypair.generate().publicKey.toBase58();
    test.sandbox.fund(other, 20);
    const held = await test.fetch(`${SANDBOX_BASE}/mint/v1/prepare-mint`, {
      method: 'POST',
      headers: { 'X-API-Key': SEEDED_KEYS.sandbox, 'Content-Type': 'application/json' },
      body: JSON.stringify({ collectionId: dutch.uuid, phaseId: phase.id, walletAddress: other, quantity: String(left) }),
    });
    expect(held.status).toBe(200);

    // The buyer's next try is refused as sold out; the page then says the phase is, and stops offering it.
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1 more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough are left to mint that many.');
    const button = await screen.findByRole('button', { name: 'Sold out in this phase' }, { timeout: 5_000 });
    // It held the buyer's focus (the click), so it keeps it: unavailable as aria-disabled, not disabled.
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // No cap to be under where nothing is left: no "Up to 5 per transaction", no allowance.
    expect(document.querySelector('[data-slot="quantity-hint"]')).toBeNull();
    const prepares = test.count('POST', '/prepare-mint');
    await userEvent.click(button);
    expect(test.count('POST', '/prepare-mint')).toBe(prepares);
    expect(screen.queryByRole('button', { name: 'Sold out' })).toBeNull();
  });

  it('a gated phase, a claim-code drop and an unsupported chain say why they cannot mint', async () => {
    const cases: Array<[string, string]> = [
      ['gated', 'Not eligible'],
      ['claim-codes', 'Enter a claim code to mint'],
      ['unsupported-chain', 'Not mintable here'],
    ];
    for (const [drop, label] of cases) {
      const test: TestSandbox = makeSandbox();
      const view = renderKit(<MintButton drop={drop} />, { test, wallet: fundedWallet(test) });
      expect(await screen.findByRole('button', { name: label }, { timeout: 5_000 })).toBeDisabled();
      view.unmount();
    }
  });

  it.each([
    ['without `required`', (body: Record<string, unknown>) => void delete body.required],
    ['with `required: null`', (body: Record<string, unknown>) => void (body.required = null)],
  ])('a code-only drop whose claim-code settings come %s is not blocked, and when the service refuses the mint for want of a code the page says the drop needs one', async (_, edit) => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const fetch = editedAnswers<Record<string, unknown>>(test, (url) => url.endsWith('/claim-codes'), edit);
    renderKit(<MintPanel drop="claim-codes" />, { test, wallet, provider: { fetch } });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This drop needs a claim code to mint. Enter your code, then mint again.');
    expect(screen.queryByText(/The claim code is not valid/)).toBeNull();
    expect(mintButton()).toHaveTextContent('Enter a claim code to mint');
    expect(wallet.signRequests).toBe(0);
  });

  it('a gated phase whose eligibility answer cannot be read offers no mint until it can, since the service would likely refuse it after a wallet prompt', async () => {
    const test = makeSandbox();
    let unreadable = true;
    // Without hasStarted/hasEnded the verdict cannot be read (DECODE_ERROR).
    const fetch = editedAnswers<{ phase: Record<string, unknown> }>(test, (url) => url.includes('/eligibility/') && unreadable, (body) => {
      delete body.phase.hasStarted;
      delete body.phase.hasEnded;
    });
    const { queryClient } = renderKit(<MintButton drop="gated" />, { test, wallet: fundedWallet(test), provider: { fetch } });
    expect(await screen.findByRole('button', { name: 'Minting unavailable' }, { timeout: 5_000 })).toBeDisabled();
    expect(test.count('POST', '/prepare-mint')).toBe(0);
    // Read again (the notice's Try again): this wallet is not on the allowlist, and the button says so.
    unreadable = false;
    await act(() => queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('eligibility') }));
    expect(await screen.findByRole('button', { name: 'Not eligible' })).toBeDisabled();
  });

  it('a wallet the service turns away from a gated phase has no quantity to choose and is shown no allowance; an allowlisted one is', async () => {
    const test = makeSandbox();
    const turnedAway = renderKit(<MintPanel drop="gated" />, { test, wallet: fundedWallet(test) });
    expect(await screen.findByRole('button', { name: 'Not eligible' }, { timeout: 5_000 })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('spinbutton')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    expect(screen.getByText('Up to 2 per transaction')).toBeInTheDocument();
    expect(screen.queryByText(/left for your wallet/)).toBeNull();
    turnedAway.unmount();

    renderKit(<MintPanel drop="gated" />, { test, wallet: fundedWallet(test, 10, { keypair: keypairFromSeedString('mintkit-sandbox:allowlist:1') }) });
    await ready();
    expect(screen.getByRole('spinbutton')).toBeEnabled();
    expect(screen.getByText('2 left for your wallet')).toBeInTheDocument();
  });

  it('a phase the drop does not list reads as unavailable, not as an ended mint', async () => {
    const test = makeSandbox();
    renderKit(<MintButton drop="genesis" phaseId="no-such-phase" />, { test, wallet: fundedWallet(test) });
    expect(await screen.findByRole('button', { name: 'Minting unavailable' }, { timeout: 5_000 })).toBeDisabled();
    expect(screen.queryByText('Minting has ended')).toBeNull();
  });

  it('a quantity above the phase’s cap is refused on the button, before any prepare-mint', async () => {
    const test = makeSandbox();
    const view = renderKit(<MintButton drop="genesis" quantity={4} />, { test, wallet: fundedWallet(test) });
    // genesis's public phase allows 3 per transaction
    const button = await screen.findByRole('button', { name: 'Choose 1 to 3' }, { timeout: 5_000 });
    expect(button).toBeDisabled();
    await userEvent.setup().click(button);
    expect(test.count('POST', '/prepare-mint')).toBe(0);
    view.rerenderKit(<MintButton drop="genesis" quantity={3} />);
    expect(await screen.findByRole('button', { name: 'Mint 3' })).toBeEnabled();
  });

  it('labels override every state', async () => {
    const test = makeSandbox();
    renderKit(<MintButton drop="genesis" quantity={3} labels={{ ready: 'Claim {quantity}' }} />, { test, wallet: fundedWallet(test) });
    expect(await screen.findByRole('button', { name: 'Claim 3' }, { timeout: 5_000 })).toBeEnabled();
  });
});

describe('a hold note restored after a reload, once the hold’s phase has ended', () => {
  it('is not shown: the service let the hold go when the phase ended', async () => {
    const test = makeSandbox({ transitionAfterMs: 60_000 }); // genesis Early bird ends a minute in
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };

    // Page 1: Mint 3 in Early bird, and the page goes away while the wallet is asked.
    const first = renderKit(<MintPanel drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair, behavior: 'hang' }), provider: { storage } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5'));
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mint 3' }));
    await screen.findByText('Approve the transaction in your wallet.');
    first.unmount();

    // Early bird ends 2 minutes before the lock would have lapsed: the sandbox lets the hold go.
    test.clock.advance(61_000);

    // Page 2, reloaded with the same wallet, on the Public phase.
    renderKit(<MintPanel drop="genesis" />, { test, wallet: new SandboxWalletAdapter({ keypair }), provider: { storage } });
    await waitFor(() => expect(screen.getByText(/^wallet mints:/).textContent).not.toContain('?'), { timeout: 5_000 });
    // The service no longer counts the hold: Early bird reads 0 minted, 5 remaining.
    expect(screen.getByText(/^wallet mints:/).textContent).toContain('0/5');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mint/ })).toBeEnabled());
    expect(screen.queryByText(/^An earlier mint request you did not sign holds 3/)).toBeNull();
  });
});

describe('a hold the service kept after refusing the signed bytes, in its last 15 s', () => {
  it('does not tell the buyer they did not sign', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const stranger = Keypair.generate();
    class SignsWithTheWrongKey extends SandboxWalletAdapter {
      override async signAllTransactions<T>(transactions: T[]): Promise<T[]> {
        const signed = (await super.signAllTransactions(transactions as never)) as Array<{ signatures: Array<Uint8Array | { signature: Uint8Array | null }> }>;
        const wrong = stranger.secretKey.slice(0, 64); // the service answers 400 INVALID_SIGNED_TRANSACTION and keeps its lock
        for (const { signatures } of signed) signatures[0] instanceof Uint8Array ? (signatures[0] = wrong) : (signatures[0]!.signature = Buffer.from(wrong));
        return signed as T[];
      }
    }
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    renderKit(<MintPanel drop="genesis" />, { test, wallet: new SignsWithTheWrongKey({ keypair }) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The signed transaction was not accepted.');
    expect(shown(screen.getByRole('status'))).toMatch(/^Mint 1 again to sign the same items once more/);

    // Into the hold's last 15 s on the server's clock, the page's clock and the server's moving
    // together in 7 s steps (one jump of the server's would read, mid-step, as a clock set back).
    for (let step = 0; step < 24; step++) {
      await act(async () => {
        test.clock.advance(7_000);
        await vi.advanceTimersByTimeAsync(7_000);
      });
    }
    await waitFor(() => expect(screen.queryByText(/Mint 1 again to sign/)).toBeNull());
    // The buyer signed; the service refused it. "Not signed" contradicts the alert right below it.
    expect(shown(screen.getByRole('status'))).not.toMatch(/^Not signed/);
  });
});

describe('a phase that ends before the hold would lapse', () => {
  it('while the wallet is asked, counts down to the phase’s end, not the 3-minute lock; past it, says the mint may no longer be accepted, and signing then mints nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox({ transitionAfterMs: 60_000 }); // genesis Early bird ends a minute in
    let approve: (ok: boolean) => void = () => {};
    const wallet = fundedWallet(test, 10, { approve: () => new Promise<boolean>((resolve) => (approve = resolve)) });
    renderKit(<MintPanel drop="genesis" />, { test, wallet });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('Approve the transaction in your wallet.');
    const lockLine = () => document.querySelector('[data-slot="mint-status-lock-text"]');
    expect(lockLine()).toHaveTextContent(/^Sign within 0(0:5\d|1:00): the phase ends then$/);
    expect(screen.queryByText(/Your items are held for/)).toBeNull();

    await passTime(63_000, test);
    await waitFor(() => expect(lockLine()).toHaveTextContent('The phase has reached its end time: the service may no longer accept this mint.'));
    // The page does not decide for the service: the wallet is still asked, and Cancel is still offered.
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await act(async () => approve(true));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sale phase is not open right now.');
    expect(document.querySelector('[data-slot="mint-status-items"]')).toBeNull();
  });

  it('after a decline, the hold reads as lasting until the phase ends, when the service lets it go', async () => {
    await pressMintOne('reject', { transitionAfterMs: 60_000 });
    await waitFor(() => expect(shown(screen.getByRole('status'))).toMatch(/^Not signed\. Mint 1 again to approve the same items, held for you for /));
    expect(shown(screen.getByRole('status'))).toMatch(/held for you for 0(0:5\d|1:00)$/);
  });

  it('a request that got no answer may hold items only until the phase ends: the note says so', async () => {
    const test = makeSandbox({ transitionAfterMs: 60_000 });
    test.sandbox.failNext({ path: '/mint/v1/prepare-mint', mode: 'network-after' });
    renderKit(<MintPanel drop="genesis" />, { test, wallet: fundedWallet(test) });
    await mintThreeOfFive();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the mint service.');
    expect(screen.getByText(/^No answer came back to a mint request of yours\./)).toHaveTextContent(/for up to 0(0:5\d|1:00)$/);
  });

  it('a phase that ends after the lock leaves the lock’s countdown as it was', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    renderKit(<MintPanel drop="genesis" />, { test, wallet: fundedWallet(test, 10, { behavior: 'hang' }) });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('Approve the transaction in your wallet.');
    expect(document.querySelector('[data-slot="mint-status-lock-text"]')).toHaveTextContent(/^Your items are held for 0(2:5\d|3:00)$/);
  });
});
