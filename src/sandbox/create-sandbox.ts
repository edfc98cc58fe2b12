import type { Hono } from 'hono';
import { createSystemClock, type SandboxClock } from './clock.js';
import { createSandboxApp } from './app.js';
import { createFaultInjector, type FaultInjector, type FaultRule } from './faults.js';
import { buildManifest, type SandboxManifest } from './manifest.js';
import { createMarketService } from './market/index.js';
import { createMintService, type DropEditor } from './mint/service.js';
import { createRateLimiter, type RateLimit } from './rate-limit.js';
import { createPageFetch, DEFAULT_SANDBOX_BASE_URL, type Dispatch } from './page-fetch.js';

export interface SandboxOptions {
  /** Default: `createSystemClock()`. Pass `createManualClock()` in tests to drive time. */
  clock?: SandboxClock | undefined;
  /** execute-mint answers `processing` this long after the first execute, then `confirmed`. Default 0. */
  confirmationDelayMs?: number | undefined;
  /** When the genesis drop's first active phase ends and its public phase starts. Default 3 minutes. */
  transitionAfterMs?: number | undefined;
  /**
   * Off by default. At most `requests` per `windowMs` (default 60,000) for each API key on the minting
   * service, and for the keyless marketplace as a whole; past it, `429 RATE_LIMITED` with `Retry-After`.
   * `/__sandbox/*` is never limited. `npm run sandbox -- --rate-limit 60` turns it on.
   */
  rateLimit?: RateLimit | undefined;
}

export interface Sandbox {
  /** Serves `/mint/v1/*`, `/market/v1/*` and `/__sandbox/*`. */
  app: Hono;
  /** `app.fetch`: the request as given, with whatever Origin header it carries. */
  fetch(request: Request): Promise<Response>;
  /**
   * A fetch that behaves like page script on `origin` (none when null): it sends the Origin, runs
   * the browser's CORS checks, and resolves relative URLs against http://sandbox.mintkit.test.
   */
  fetchFrom(origin: string | null): typeof fetch;
  clock: SandboxClock;
  /** The same data as `GET /__sandbox/manifest`, with URLs under `baseUrl`. */
  manifest(baseUrl?: string): SandboxManifest;
  /** Adds SOL to a wallet on the in-memory ledger. */
  fund(address: string, sol: number): void;
  /** Lamports. */
  balanceOf(address: string): number;
  /** false: every keyed route answers 503 AUTH_UNAVAILABLE. */
  setAuthAvailable(available: boolean): void;
  /** Moves a token's USD price (token-prices, and every pegged phase's resolved price with it). */
  setTokenPrice(symbol: string, usd: number): void;
  /** Fault injection for `fetchFrom()` and the msw handlers. */
  failNext(rule: FaultRule): void;
  /** Re-seeds both services from the clock's current reading; balances and faults are cleared. */
  reset(): void;
  /** Cancels every timer the sandbox armed. */
  dispose(): void;
}

interface SandboxInternals {
  dispatch: Dispatch;
  faults: FaultInjector;
}

const internals = new WeakMap<Sandbox, SandboxInternals>();

/** For the msw handlers: dispatch with a page origin and fault injection, without widening `Sandbox`. */
export function sandboxInternals(sandbox: Sandbox): SandboxInternals {
  const found = internals.get(sandbox);
  if (!found) throw new TypeError('sandboxHandlers() needs a sandbox made by createSandbox().');
  return found;
}

const DEFAULT_TRANSITION_AFTER_MS = 3 * 60_000;

function assertDuration(name: string, value: number, allowZero: boolean) {
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new RangeError(`createSandbox({ ${name} }) needs a ${allowZero ? 'non-negative' : 'positive'} number of milliseconds, got ${value}.`);
  }
}

function canAdvance(clock: SandboxClock): clock is SandboxClock & { advance(ms: number): void } {
  return typeof (clock as { advance?: unknown }).advance === 'function';
}

/**
 * The faithful in-memory sandbox of both APIs, for tests, Storybook, the demo page and
 * `npm run sandbox`. Runs unchanged in Node and in a browser.
 *
 * @example
 * const sandbox = createSandbox({ clock: createManualClock() });
 * const page = sandbox.fetchFrom('http://localhost:5173');
 * const res = await page('/mint/v1/collections/genesis', { headers: { 'X-API-Key': SEEDED_KEYS.publishable } });
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  return buildSandbox(options, undefined);
}

/**
 * Test-only (not exported from `mintkit/sandbox`): the sandbox with its seeded drops edited before
 * their timers are armed, at creation and on every reset, to reach rules no seeded drop shows.
 */
export function createSandboxWithDrops(options: SandboxOptions, editDrops: DropEditor): Sandbox {
  return buildSandbox(options, editDrops);
}

function buildSandbox(options: SandboxOptions, editDrops: DropEditor | undefined): Sandbox {
  const clock = options.clock ?? createSystemClock();
  const confirmationDelayMs = options.confirmationDelayMs ?? 0;
  const transitionAfterMs = options.transitionAfterMs ?? DEFAULT_TRANSITION_AFTER_MS;
  assertDuration('confirmationDelayMs', confirmationDelayMs, true);
  assertDuration('transitionAfterMs', transitionAfterMs, false);
  const { rateLimit } = options;
  if (rateLimit) {
    if (!Number.isInteger(rateLimit.requests) || rateLimit.requests < 1) {
      throw new RangeError(`createSandbox({ rateLimit }) needs \`requests\` to be a positive integer, got ${rateLimit.requests}.`);
    }
    if (rateLimit.windowMs !== undefined) assertDuration('rateLimit.windowMs', rateLimit.windowMs, false);
  }
  const rateLimiter = rateLimit ? createRateLimiter(rateLimit, clock) : undefined;

  const mint = createMintService({ clock, confirmationDelayMs, transitionAfterMs, editDrops });
  const market = createMarketService({ clock });
  const faults = createFaultInjector();
  const manifest = (baseUrl: string = DEFAULT_SANDBOX_BASE_URL) =>
    buildManifest(baseUrl, mint.describe(), (marketBase) => market.manifest(marketBase), clock.now());

  const reset = () => {
    faults.clear();
    rateLimiter?.clear();
    mint.reset();
    market.reset();
  };

  const app = createSandboxApp({
    mint,
    market,
    rateLimiter,
    controls: {
      manifest,
      fund: (address, sol) => mint.fund(address, sol),
      balanceOf: (address) => mint.balanceOf(address),
      advanceClock(ms) {
        if (!canAdvance(clock)) return false;
        clock.advance(ms);
        return true;
      },
      now: () => clock.now(),
      setAuthAvailable: (available) => mint.setAuthAvailable(available),
      reset,
      nameOf(slug) {
        const fromMint = mint.describe().drops.find((drop) => drop.shortId === slug)?.name;
        return fromMint ?? market.manifest(DEFAULT_SANDBOX_BASE_URL).collections.find((collection) => collection.slug === slug)?.name;
      },
    },
  });
  const dispatch: Dispatch = async (request, env) => app.fetch(request, env);

  const sandbox: Sandbox = {
    app,
    fetch: (request) => dispatch(request, {}),
    fetchFrom: (origin) => createPageFetch({ dispatch, faults, origin }),
    clock,
    manifest,
    fund: (address, sol) => mint.fund(address, sol),
    balanceOf: (address) => mint.balanceOf(address),
    setAuthAvailable: (available) => mint.setAuthAvailable(available),
    setTokenPrice: (symbol, usd) => mint.setTokenPrice(symbol, usd),
    failNext: (rule) => faults.add(rule),
    reset,
    dispose: () => mint.dispose(),
  };
  internals.set(sandbox, { dispatch, faults });
  return sandbox;
}
