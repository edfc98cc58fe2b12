import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MintFlowState } from '../../src/core/index.js';
import { useCollection, useKitWallet, useMint, useMintLimits, useWalletMints } from '../../src/react/index.js';
import { ConnectionContext } from '@solana/wallet-adapter-react';
import { Keypair, type Connection } from '@solana/web3.js';
import { SandboxWalletAdapter } from '../../src/sandbox/sandbox-wallet.js';
import { fundedWallet, makeSandbox, renderKit, type TestSandbox } from '../helpers/kit.js';

/** A bare-bones mint page built only from the hooks, as an app developer would. */
function MintHarness({ drop, phaseName, onState }: { drop: string; phaseName?: string; onState?: (state: MintFlowState) => void }) {
  const { data } = useCollection(drop);
  const wallet = useKitWallet();
  const phase = data?.phases.all.find((candidate) => (phaseName ? candidate.name === phaseName : candidate.status === 'active'));
  const limits = useMintLimits(drop, phase);
  const counts = useWalletMints(drop, wallet.address).data;
  const [quantity, setQuantity] = useState(1);
  const mint = useMint({ drop, onStateChange: (state) => onState?.(state) });
  const remaining = counts?.phases.find((entry) => entry.phaseId === phase?.id)?.remaining;
  return (
    <div>
      <p>wallet: {wallet.address ? 'connected' : 'none'}</p>
      <p>status: {mint.status}</p>
      <p>minted: {data?.stats.mintedCount ?? '?'}</p>
      <p>remaining: {remaining ?? '?'}</p>
      <p>max: {limits.max ?? '?'}</p>
      <p>lock: {mint.lockSecondsLeft ?? '-'}</p>
      {mint.state.status === 'failed' && <p role="alert">{mint.state.error.code}</p>}
      {mint.state.status === 'cancelled' && <p>cancelled: {mint.state.reason}</p>}
      {mint.state.status === 'succeeded' && <p>result: {mint.state.result.minted.length} minted</p>}
      <button onClick={() => setQuantity((q) => q + 1)}>more</button>
      <button disabled={!mint.canStart || !phase} onClick={() => phase && void mint.start({ phaseId: phase.id, quantity })}>
        Mint {quantity}
      </button>
      <button onClick={mint.cancel}>Cancel</button>
    </div>
  );
}

const text = (value: string) => screen.getByText(value);

async function ready(test: TestSandbox) {
  await screen.findByText('wallet: connected');
  await waitFor(() => expect(screen.getByRole('button', { name: /^Mint/ })).toBeEnabled());
  await waitFor(() => expect(screen.queryByText('remaining: ?')).toBeNull());
  return test;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('useMint: the happy path', () => {
  it('prepares once, asks the wallet once, sends signed bytes, and refreshes counts and supply', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const states: string[] = [];
    renderKit(<MintHarness drop="genesis" onState={(state) => states.push(state.status)} />, { test, wallet });
    await ready(test);
    const mintedBefore = Number(screen.getByText(/^minted:/).textContent!.split(' ')[1]);
    expect(text('remaining: 5')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'more' }));
    await user.click(screen.getByRole('button', { name: 'Mint 2' }));

    expect(await screen.findByText('result: 2 minted')).toBeInTheDocument();
    expect(states).toEqual(['preparing', 'awaiting-signature', 'executing', 'succeeded']);
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(test.count('POST', '/execute-mint')).toBe(1);
    expect(wallet.signRequests).toBe(1);
    const execute = test.requests.find((request) => request.path.endsWith('/execute-mint'))!;
    expect(execute.body).toEqual({ sessionId: expect.any(String), signedTransaction: expect.any(String) });
    expect(execute.body).not.toHaveProperty('transactionHash');
    const prepare = test.requests.find((request) => request.path.endsWith('/prepare-mint'))!;
    expect(prepare.body).toMatchObject({ quantity: '2', collectionId: test.drop('genesis').uuid });

    // What the buyer sees moves with the mint.
    expect(await screen.findByText(`minted: ${mintedBefore + 2}`)).toBeInTheDocument();
    expect(await screen.findByText('remaining: 3')).toBeInTheDocument();
  });

  it('never broadcasts: neither the wallet nor the page’s RPC connection is asked to send, and only execute-mint gets the signed bytes', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const walletSends = vi.spyOn(wallet, 'sendTransaction');
    // The host page's own RPC connection, as its ConnectionProvider would share it with every component.
    const send = vi.fn(() => Promise.reject(new Error('no RPC in this test')));
    const connection = { rpcEndpoint: 'http://rpc.invalid', commitment: 'confirmed', sendRawTransaction: send, sendTransaction: send, sendEncodedTransaction: send } as unknown as Connection;
    renderKit(
      <ConnectionContext.Provider value={{ connection }}>
        <MintHarness drop="genesis" />
      </ConnectionContext.Provider>,
      { test, wallet },
    );
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByText('result: 1 minted')).toBeInTheDocument();
    expect(walletSends).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(wallet.signRequests).toBe(1);
    expect(test.count('POST', '/execute-mint')).toBe(1);
  });

  it('goes through confirming when the service says the transaction is still processing', async () => {
    const test = makeSandbox({ confirmationDelayMs: 1_500 });
    const wallet = fundedWallet(test);
    const states: string[] = [];
    renderKit(<MintHarness drop="genesis" onState={(state) => states.push(state.status)} />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('status: confirming');
    act(() => test.clock.advance(2_000));
    expect(await screen.findByText('result: 1 minted', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(states).toEqual(['preparing', 'awaiting-signature', 'executing', 'confirming', 'succeeded']);
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(wallet.signRequests).toBe(1);
  });
});

describe('useMint: one prepare per intent', () => {
  it('ten rapid clicks under StrictMode send exactly one prepare-mint', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test, 10, { behavior: 'hang' });
    renderKit(<MintHarness drop="genesis" />, { test, wallet, strict: true });
    await ready(test);
    const button = screen.getByRole('button', { name: 'Mint 1' });
    await act(async () => {
      for (let click = 0; click < 10; click++) button.click();
    });
    await screen.findByText('status: awaiting-signature');
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(wallet.signRequests).toBe(1);
  });
});

describe('useMint: the wallet', () => {
  it('asks the wallet as soon as prepare-mint answers: no download and no re-render of the page first', async () => {
    const test = makeSandbox();
    const states: string[] = [];
    let askedDuring: { announced: string | undefined; shown: string | null } | null = null;
    const wallet = fundedWallet(test, 10, {
      onSignRequest: () => void (askedDuring = { announced: states.at(-1), shown: screen.getByText(/^status:/).textContent }),
    });
    renderKit(<MintHarness drop="genesis" onState={(state) => states.push(state.status)} />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByText('result: 1 minted')).toBeInTheDocument();
    // The prompt is what the buyer waits for; the page says "approve in your wallet" right after.
    expect(askedDuring).toEqual({ announced: 'preparing', shown: 'status: preparing' });
    expect(states).toEqual(['preparing', 'awaiting-signature', 'executing', 'succeeded']);
  });

  it('a refusal returns quietly to ready, with no error and nothing minted', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test, 10, { behavior: 'reject' });
    const errors: unknown[] = [];
    function WithErrors() {
      useMint({ drop: 'genesis', onError: (error) => errors.push(error) });
      return <MintHarness drop="genesis" />;
    }
    renderKit(<WithErrors />, { test, wallet });
    await ready(test);
    const before = screen.getByText(/^minted:/).textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByText('cancelled: wallet-rejected')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled();
    expect(test.count('POST', '/execute-mint')).toBe(0);
    expect(screen.getByText(/^minted:/).textContent).toBe(before);
  });

  it('a wallet that disconnects while asked to sign cancels cleanly', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test, 10, { behavior: 'hang' });
    renderKit(<MintHarness drop="genesis" />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('status: awaiting-signature');
    act(() => wallet.simulateDisconnect());
    expect(await screen.findByText('cancelled: wallet-disconnected')).toBeInTheDocument();
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });

  it('a wallet that never answers can be cancelled (the lock lapse bounds it otherwise, see below)', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test, 10, { behavior: 'hang' });
    renderKit(<MintHarness drop="genesis" />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('status: awaiting-signature');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('cancelled: user')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled();
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });
});

describe('useMint: the 3-minute lock', () => {
  it('counts the lock down from prepare, discards it when it lapses, and a new click prepares again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    const test = makeSandbox();
    let approve: (value: boolean) => void = () => {};
    const wallet = fundedWallet(test, 10, { approve: () => new Promise<boolean>((resolve) => (approve = resolve)) });
    renderKit(<MintHarness drop="genesis" />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('status: awaiting-signature');
    await waitFor(() => expect(Number(screen.getByText(/^lock:/).textContent!.split(' ')[1])).toBeGreaterThanOrEqual(179));

    await act(async () => {
      test.clock.advance(60_000);
      await vi.advanceTimersByTimeAsync(60_000);
    });
    const lockLeft = Number(screen.getByText(/^lock:/).textContent!.split(' ')[1]);
    expect(lockLeft).toBeGreaterThanOrEqual(119);
    expect(lockLeft).toBeLessThanOrEqual(121);

    await act(async () => {
      test.clock.advance(121_000);
      await vi.advanceTimersByTimeAsync(121_000);
    });
    expect(await screen.findByText('cancelled: lock-expired')).toBeInTheDocument();
    approve(true); // the wallet answers too late: nothing is sent
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(test.count('POST', '/execute-mint')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('status: awaiting-signature');
    expect(test.count('POST', '/prepare-mint')).toBe(2);
  });
});

describe('useMint: failures', () => {
  it('INSUFFICIENT_BALANCE says so and keeps the button usable', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test, 0);
    renderKit(<MintHarness drop="genesis" />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('INSUFFICIENT_BALANCE');
    expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled();
    expect(wallet.signRequests).toBe(0);
  });

  it('a moment without the key check (503 AUTH_UNAVAILABLE) is waited out: the buyer sees preparing, then the mint, and no error', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const states: string[] = [];
    test.sandbox.failNext({ path: '/mint/v1/prepare-mint', mode: 'status', status: 503 });
    renderKit(<MintHarness drop="genesis" onState={(state) => states.push(state.status)} />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    expect(await screen.findByText('result: 1 minted', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(states).toEqual(['preparing', 'awaiting-signature', 'executing', 'succeeded']);
    expect(test.count('POST', '/prepare-mint')).toBe(2);
    expect(wallet.signRequests).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a wallet that disconnects while the flow waits to ask prepare-mint again cancels it: nothing more is sent', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    test.sandbox.failNext({ path: '/mint/v1/prepare-mint', mode: 'status', status: 503, times: 5 });
    renderKit(<MintHarness drop="genesis" />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(test.count('POST', '/prepare-mint')).toBe(1));
    expect(text('status: preparing')).toBeInTheDocument();
    act(() => wallet.simulateDisconnect());
    expect(await screen.findByText('cancelled: wallet-disconnected')).toBeInTheDocument();
    // Past the service's Retry-After (1 s) and the jitter on top of it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(wallet.signRequests).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a page that goes away while the flow waits to ask prepare-mint again stops it: nothing more is sent', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    test.sandbox.failNext({ path: '/mint/v1/prepare-mint', mode: 'status', status: 503, times: 5 });
    const page = renderKit(<MintHarness drop="genesis" />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await waitFor(() => expect(test.count('POST', '/prepare-mint')).toBe(1));
    expect(text('status: preparing')).toBeInTheDocument();
    page.unmount();
    // Past the service's Retry-After (1 s) and the jitter on top of it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(wallet.signRequests).toBe(0);
  });

  it('a wallet that signs after the page went away sends nothing: the mint was cancelled with the page', async () => {
    const test = makeSandbox();
    let approve: (value: boolean) => void = () => {};
    const wallet = fundedWallet(test, 10, { approve: () => new Promise<boolean>((resolve) => (approve = resolve)) });
    const page = renderKit(<MintHarness drop="genesis" />, { test, wallet });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('status: awaiting-signature');
    page.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    approve(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(test.count('POST', '/execute-mint')).toBe(0);
  });

  it('under StrictMode (effects set up, cleaned up and set up again) a mint still goes through', async () => {
    const test = makeSandbox();
    let approve: (value: boolean) => void = () => {};
    const wallet = fundedWallet(test, 10, { approve: () => new Promise<boolean>((resolve) => (approve = resolve)) });
    renderKit(<MintHarness drop="genesis" />, { test, wallet, strict: true });
    await ready(test);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('status: awaiting-signature');
    await new Promise((resolve) => setTimeout(resolve, 10));
    approve(true);
    expect(await screen.findByText('result: 1 minted')).toBeInTheDocument();
  });

  it('when only part of a mint goes through, the supply shows that part at once, not at the next poll', async () => {
    const test = makeSandbox({ transitionAfterMs: 1 });
    test.clock.advance(10); // Public (10 per transaction, 20 per wallet) is open
    const wallet = fundedWallet(test);
    // Six items go as two transactions (5 + 1); the service refuses the second one.
    let executes = 0;
    const secondRefused: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/execute-mint') && ++executes === 2) {
        return new Response(JSON.stringify({ success: false, error: 'The lock expired.', code: 'SESSION_EXPIRED' }), { status: 410, headers: { 'Content-Type': 'application/json' } });
      }
      return test.fetch(input, init);
    };
    renderKit(<MintHarness drop="genesis" phaseName="Public" />, { test, wallet, provider: { fetch: secondRefused } });
    await ready(test);
    expect(text('remaining: 20')).toBeInTheDocument();
    const before = Number(screen.getByText(/^minted:/).textContent!.split(' ')[1]);
    for (let click = 0; click < 5; click++) await userEvent.click(screen.getByRole('button', { name: 'more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mint 6' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SESSION_EXPIRED');
    expect(await screen.findByText(`minted: ${before + 5}`)).toBeInTheDocument();
  });

  it('when execute-mint loses its answer, it re-sends the same bytes and never prepares or signs again', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    test.sandbox.failNext({ path: '/mint/v1/execute-mint', mode: 'network-after', times: 2 });
    renderKit(<MintHarness drop="genesis" />, { test, wallet });
    await ready(test);
    const before = Number(screen.getByText(/^minted:/).textContent!.split(' ')[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('status: confirming');
    expect(await screen.findByText('result: 1 minted', {}, { timeout: 6_000 })).toBeInTheDocument();
    const executes = test.requests.filter((request) => request.path.endsWith('/execute-mint'));
    expect(executes).toHaveLength(3);
    expect(new Set(executes.map((request) => JSON.stringify(request.body))).size).toBe(1);
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(wallet.signRequests).toBe(1);
    expect(await screen.findByText(`minted: ${before + 1}`)).toBeInTheDocument(); // minted once, not three times
  }, 10_000);

  it('a reload while the outcome is unknown resumes sending the same bytes', async () => {
    const test = makeSandbox();
    const keypair = Keypair.generate();
    test.sandbox.fund(keypair.publicKey.toBase58(), 10);
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };

    // The first page load loses every execute answer, then goes away (its script stops).
    let pageAlive = true;
    const firstPageFetch: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/execute-mint')) {
        if (!pageAlive) return new Promise<Response>(() => {});
        await test.fetch(input, init); // reaches the service…
        throw new TypeError('Failed to fetch'); // …but the answer is lost
      }
      return test.fetch(input, init);
    };
    const wallet = new SandboxWalletAdapter({ keypair });
    const first = renderKit(<MintHarness drop="genesis" />, { test, wallet, provider: { storage, fetch: firstPageFetch } });
    await ready(test);
    const before = Number(screen.getByText(/^minted:/).textContent!.split(' ')[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    await screen.findByText('status: confirming');
    expect(stored.size).toBe(1);
    pageAlive = false;
    first.unmount();

    // The reload: same wallet, same storage. It must finish the mint without preparing or signing again.
    const reloadedWallet = new SandboxWalletAdapter({ keypair });
    renderKit(<MintHarness drop="genesis" />, { test, wallet: reloadedWallet, provider: { storage } });
    expect(await screen.findByText('result: 1 minted')).toBeInTheDocument();
    expect(stored.size).toBe(0);
    expect(test.count('POST', '/prepare-mint')).toBe(1);
    expect(reloadedWallet.signRequests).toBe(0);
    expect(await screen.findByText(`minted: ${before + 1}`)).toBeInTheDocument(); // applied once
  });
});

describe('useMintLimits', () => {
  it('bounds the quantity by maxPerTransaction and by the wallet’s remaining count', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    renderKit(<MintHarness drop="genesis" />, { test, wallet });
    await ready(test);
    expect(text('max: 3')).toBeInTheDocument(); // Early bird: 3 per transaction, 5 per wallet
    for (let round = 0; round < 2; round++) {
      await userEvent.click(screen.getByRole('button', { name: /^Mint/ }));
      await screen.findByText('status: succeeded');
      await act(async () => {});
    }
    // 2 minted; 3 left for the wallet, still 3 per transaction
    await screen.findByText('remaining: 3');
    expect(text('max: 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mint 3' }));
    await screen.findByText('remaining: 0');
    expect(await screen.findByText('max: 0')).toBeInTheDocument();
  });
});

