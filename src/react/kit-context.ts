/**
 * The provider's context, and the hooks that read it without failing. Kept apart from `useMintKit`
 * (context.ts), whose error pulls in the kit's error module: a component that only needs the
 * locale (PriceDisplay) then costs only this file in an app's first load, whatever else of the kit
 * its bundler splits into shared chunks.
 */
import { createContext, useContext } from 'react';
import { useHydrated } from './hydrated.js';
import type { ApiKeyKind } from '../core/keys.js';
import type { MintClient } from '../core/mint-client.js';
import type { MarketClientOptions } from '../core/market-client.js';
import type { ServerClock } from '../core/clock.js';
import type { Ticker, Timers } from '../core/ticker.js';
import type { MintFlow, MintFlowOptions, MintFlowStorage } from '../core/mint-flow.js';

export interface MintKitContextValue {
  mintClient: MintClient;
  /** The marketplace's base address, or null when none was given. */
  marketBaseUrl: string | null;
  /**
   * The marketplace client, made on first use with the factory the caller brings, so a page that
   * never shows market data never loads the market code. Null without `marketBaseUrl`.
   */
  getMarketClient<Client extends object>(create: (options: MarketClientOptions) => Client): Client | null;
  clock: ServerClock;
  /**
   * Reads once more the drops this page holds but did not fetch itself (prefetched on a server,
   * hydrated), whose answers gave the clock no sample: countdowns wait for the server's time.
   */
  askServerTime(): void;
  ticker: Ticker;
  timers: Timers;
  keyKind: ApiKeyKind;
  locale: string | undefined;
  /**
   * One mint flow per drop, shared by every component that reads or drives it. The caller brings
   * the factory, so the mint machinery loads with the mint controls, not with the page; the factory
   * also gets the provider's re-read of the drop's data, to call as the mint ends or a hold lapses.
   */
  getMintFlow(collectionKey: string, create: (options: MintFlowOptions, drop: DropRefresh) => MintFlow): MintFlow;
  storage: MintFlowStorage | null | undefined;
}

/** The provider's re-reads of one drop's data (counts, availability, supply, feeds), for its mint flow. */
export interface DropRefresh {
  /** Reads the drop's data again now. */
  refresh(): void;
  /** Reads it again a second after the server epoch ms given (a hold's lapse); stopped if the provider goes away first. */
  refreshAt(lapsesAtMs: number): void;
}

/**
 * The context `<MintKitProvider>` fills; read it with `useMintKit` (or `useOptionalMintKit`) rather than directly.
 * A class component, which cannot call hooks, can take it as its `contextType`.
 *
 * @example
 * class SandboxNote extends Component {
 *   static override contextType = MintKitContext
 *   declare context: ContextType<typeof MintKitContext>
 *   override render() { return this.context?.keyKind === 'sandbox' ? <SandboxBadge /> : null }
 * }
 */
export const MintKitContext = /* @__PURE__ */ createContext<MintKitContextValue | null>(null);

/**
 * The provider's value, or null outside it (for components that can work either way).
 *
 * @example
 * const isSandbox = useOptionalMintKit()?.keyKind === 'sandbox'
 */
export function useOptionalMintKit(): MintKitContextValue | null {
  return useContext(MintKitContext);
}

/** The locale of server-rendered HTML when none is given: the server cannot know the browser's. */
const SERVER_LOCALE = 'en-US';

/**
 * The locale to format with: the component's own `locale` prop, else the provider's, else the
 * browser's (undefined lets `Intl` choose). With none given, server rendering and the hydration
 * render that follows use `en-US`, so the browser's first render matches the server's HTML; the
 * render after hydration switches to the browser's own.
 *
 * @example
 * const resolvedLocale = useLocale(props.locale)
 */
export function useLocale(locale: string | undefined): string | undefined {
  const kit = useContext(MintKitContext);
  const hydrated = useHydrated();
  // An empty string is no locale (Intl throws on it), here as in <MintPage>.
  return locale || kit?.locale || (hydrated ? undefined : SERVER_LOCALE);
}
