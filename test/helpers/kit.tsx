import { QueryClient } from '@tanstack/react-query';
import { WalletProvider } from '@solana/wallet-adapter-react';
import { act, render, type RenderOptions } from '@testing-library/react';
import { vi } from 'vitest';
import { StrictMode, useState, type ReactNode } from 'react';
import { MintButton } from '../../src/components/mint-button.js';
import { MintStatus } from '../../src/components/mint-status.js';
import { QuantityInput } from '../../src/components/quantity-input.js';
import { MintKitProvider, useKitWallet, useWalletMints, type MintKitProviderProps } from '../../src/react/index.js';
import { createManualClock, createSandbox, SEEDED_KEYS, type ManualClock, type Sandbox } from '../../src/sandbox/index.js';
import { Keypair } from '@solana/web3.js';
import { defaultTimers, type Timers } from '../../src/core/ticker.js';
import { SandboxWalletAdapter, type SandboxWalletOptions } from '../../src/sandbox/sandbox-wallet.js';

/** The origin the page under test pretends to be served from (a seeded key admits it). */
export const PAGE_ORIGIN = 'http://localhost:5173';
export const SANDBOX_BASE = 'http://sandbox.mintkit.test';
export const START = Date.parse('2026-11-21T12:00:00.000Z');

export interface TestSandbox {
  sandbox: Sandbox;
  clock: ManualClock;
  /** A browser-like fetch from PAGE_ORIGIN that records every request. */
  fetch: typeof fetch;
  requests: Array<{ method: string; path: string; body: unknown }>;
  count(method: string, pathEnd: string): number;
  manifest: ReturnType<Sandbox['manifest']>;
  drop(seed: string): ReturnType<Sandbox['manifest']>['drops'][number];
}

export function makeSandbox(options: { transitionAfterMs?: number; confirmationDelayMs?: number } = {}): TestSandbox {
  const clock = createManualClock(START);
  const sandbox = createSandbox({ clock, ...options });
  const pageFetch = sandbox.fetchFrom(PAGE_ORIGIN);
  const requests: TestSandbox['requests'] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), SANDBOX_BASE);
    requests.push({ method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return pageFetch(input, init);
  };
  const manifest = sandbox.manifest(SANDBOX_BASE);
  return {
    sandbox,
    clock,
    fetch: recordingFetch,
    requests,
    count: (method, pathEnd) => requests.filter((request) => request.method === method && request.path.endsWith(pathEnd)).length,
    manifest,
    drop(seed) {
      const found = manifest.drops.find((entry) => entry.seed === seed || entry.shortId === seed);
      if (!found) throw new Error(`no seeded drop ${seed}`);
      return found;
    },
  };
}

export interface KitOptions {
  test: TestSandbox;
  apiKey?: string;
  wallet?: SandboxWalletAdapter | null;
  strict?: boolean;
  queryClient?: QueryClient;
  provider?: Partial<MintKitProviderProps>;
}

export function freshQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The provider tree every React test renders through: a fresh QueryClient, the in-process sandbox, a wallet. */
export function KitTree({ options, children }: { options: KitOptions; children: ReactNode }) {
  const tree = (
    <MintKitProvider
      publishableKey={options.apiKey ?? SEEDED_KEYS.sandbox}
      baseUrl={`${SANDBOX_BASE}/mint`}
      marketBaseUrl={`${SANDBOX_BASE}/market`}
      fetch={options.test.fetch}
      queryClient={options.queryClient ?? freshQueryClient()}
      storage={null}
      {...options.provider}
    >
      {options.wallet ? (
        <WalletProvider wallets={[options.wallet]} autoConnect>
          {children}
        </WalletProvider>
      ) : (
        children
      )}
    </MintKitProvider>
  );
  return options.strict ? <StrictMode>{tree}</StrictMode> : tree;
}

export function renderKit(ui: ReactNode, options: KitOptions, renderOptions: RenderOptions = {}) {
  if (options.wallet) localStorage.setItem('walletName', JSON.stringify(options.wallet.name));
  const queryClient = options.queryClient ?? freshQueryClient();
  const result = render(<KitTree options={{ ...options, queryClient }}>{ui}</KitTree>, renderOptions);
  return {
    ...result,
    queryClient,
    rerenderKit: (next: ReactNode) => result.rerender(<KitTree options={{ ...options, queryClient }}>{next}</KitTree>),
  };
}

/** A sandbox wallet with a fixed keypair, funded on the sandbox ledger. */
export function fundedWallet(test: TestSandbox, sol = 10, options: SandboxWalletOptions = {}) {
  const keypair = options.keypair ?? Keypair.generate();
  if (sol > 0) test.sandbox.fund(keypair.publicKey.toBase58(), sol);
  return new SandboxWalletAdapter({ ...options, keypair });
}

/** A `wallets` factory for `<MintPage>` whose list arrives only when the test calls `arrive`: wallet code still loading. */
export function walletsOnCue() {
  let arrive: (wallets: SandboxWalletAdapter[]) => void = () => {};
  const wallets = () => new Promise<SandboxWalletAdapter[]>((resolve) => (arrive = resolve));
  return { wallets, arrive: (list: SandboxWalletAdapter[]) => arrive(list) };
}

/**
 * The sandbox's page fetch, with the JSON answer of every URL `matches` accepts edited in place: how a
 * test shows the kit a service that answers differently from the seeded sandbox.
 */
export function editedAnswers<Body>(test: TestSandbox, matches: (url: string) => boolean, edit: (body: Body) => void): typeof fetch {
  return async (input, init) => {
    const response = await test.fetch(input, init);
    if (!matches(String(input instanceof Request ? input.url : input))) return response;
    const body = (await response.json()) as Body;
    edit(body);
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

/**
 * The sandbox's page fetch, with every URL containing `part` answered by a proxy's 403 page while
 * `failing` is set: reads that fail from some moment on, as a test turns them.
 */
export function failingReads(test: TestSandbox, part: string): { fetch: typeof fetch; failing: boolean } {
  const switched = {
    failing: false,
    fetch: (async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (switched.failing && url.includes(part)) return new Response('<!doctype html><title>403 Forbidden</title>', { status: 403, headers: { 'Content-Type': 'text/html' } });
      return test.fetch(input, init);
    }) as typeof fetch,
  };
  return switched;
}

/** The mint controls a buyer uses, quantity first: the input, the button and the status. */
export function MintControls({ drop, initial = 1 }: { drop: string; initial?: number }) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <div>
      <QuantityInput drop={drop} value={quantity} onValueChange={setQuantity} />
      <MintButton drop={drop} quantity={quantity} />
      <MintStatus drop={drop} />
    </div>
  );
}

/** `MintControls` and, under them, the allowance the service reports for the wallet in each phase ("wallet mints: 2/0"). */
export function MintControlsWithCounts({ drop, initial = 1 }: { drop: string; initial?: number }) {
  const wallet = useKitWallet();
  const counts = useWalletMints(drop, wallet.address).data;
  return (
    <div>
      <MintControls drop={drop} initial={initial} />
      <p>wallet mints: {counts ? counts.phases.map((phase) => `${phase.minted}/${phase.remaining ?? '∞'}`).join(',') : '?'}</p>
    </div>
  );
}

/** An element's text without the parts `skip` picks (and what is inside them). */
export function textWithout(element: Element, skip: string) {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll(skip).forEach((part) => part.remove());
  return copy.textContent!;
}
/** What a sighted buyer reads: without the words only screen readers are given. */
export const shown = (element: Element) => textWithout(element, '[data-slot="visually-hidden"]');
/** What a screen reader is given: without what is hidden from it. */
export const spoken = (element: Element) => textWithout(element, '[aria-hidden="true"]');

/**
 * Moves the server's clock and the page's (fake timers) together, in steps (7 s unless given): one
 * jump of the server's alone would read, mid-step, as a clock set back.
 */
export async function passTime(ms: number, test: TestSandbox, stepMs = 7_000) {
  for (let left = ms; left > 0; left -= stepMs) {
    const step = Math.min(stepMs, left);
    await act(async () => {
      test.clock.advance(step);
      await vi.advanceTimersByTimeAsync(step);
    });
  }
}

/**
 * The page's timers (the provider's `timers`), which a test can hold: while held, what falls due waits
 * and runs at `release`. Holding the ticker keeps countdown commits, which are expected once a
 * second, out of a window in which a test counts the commits something else sets off.
 */
export function holdableTimers() {
  let held = false;
  const waiting: Array<() => void> = [];
  const timers: Timers = {
    setTimeout: (callback, ms) =>
      defaultTimers.setTimeout(() => {
        if (held) waiting.push(callback);
        else callback();
      }, ms),
    clearTimeout: defaultTimers.clearTimeout,
  };
  return {
    timers,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const callback of waiting.splice(0)) callback();
    },
  };
}

/**
 * Waits until the page is quiet: no read in flight and no commit (as `commits` counts them) for
 * `quietMs`. Under a loaded CPU, lazily loaded sections and the reads they set off land late; a fixed
 * pause would count them as the effect of what the test does next. Gives up after `limitMs`.
 */
export async function settle(queryClient: QueryClient, commits: () => number, { quietMs = 300, limitMs = 10_000 } = {}) {
  const giveUpAt = Date.now() + limitMs;
  for (;;) {
    const before = commits();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    });
    if (commits() === before && queryClient.isFetching() === 0) return;
    if (Date.now() > giveUpAt) throw new Error(`the page was still committing or reading after ${limitMs} ms`);
  }
}
