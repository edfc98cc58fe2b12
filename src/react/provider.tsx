import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createServerClock } from '../core/clock.js';
import { createMintClient } from '../core/mint-client.js';
import type { MintFlow, MintFlowStorage, MintFlowTimeouts } from '../core/mint-flow.js';
import { createTicker, defaultTimers, type Timers } from '../core/ticker.js';
import { MintKitContext, type MintKitContextValue } from './context.js';
import { mintKeys } from './queries.js';

export interface MintKitProviderProps {
  /** Your publishable key (`svc_pub_…`), or a sandbox key (`svc_test_…`). Never a secret `svc_live_` key. */
  publishableKey: string;
  /** The minting service's base address (without `/v1`). */
  baseUrl: string;
  /** The marketplace read service's base address, if the page shows secondary-market data. */
  marketBaseUrl?: string | undefined;
  /** A QueryClient to use. Defaults to the host app's (if it has a QueryClientProvider), else one of our own. */
  queryClient?: QueryClient | undefined;
  /** BCP 47 locale for numbers and dates; defaults to the browser's. */
  locale?: string | undefined;
  /** A fetch to use instead of the global one (tests, proxies, the in-process sandbox). */
  fetch?: typeof fetch | undefined;
  /** Where a signed-but-unconfirmed mint is kept so a reload resumes it; defaults to localStorage. */
  storage?: MintFlowStorage | null | undefined;
  /**
   * How long a mint waits for the wallet (when the service gave no lock expiry) and for the service
   * to settle sent transactions before saying "not confirmed yet" (default 5 minutes). Taken from
   * the provider's first render, like the clients.
   */
  mintFlow?: MintFlowTimeouts | undefined;
  /** Timer functions (tests). */
  timers?: Timers | undefined;
  children?: ReactNode;
}

/** Say it once per page, not once per provider. */
let reportedSandboxKey = false;

const IMMUTABLE_PROPS = ['publishableKey', 'baseUrl', 'marketBaseUrl', 'queryClient', 'fetch'] as const;

function createDefaultQueryClient() {
  // Retries live in the kit's client (one policy for every read), so the query layer adds none.
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Holds the publishable key, the API clients, the server clock and the page's one ticker. Validates
 * the key once: a secret key throws with the fix in the message before any request.
 *
 * @example
 * <MintKitProvider publishableKey="svc_pub_…" baseUrl="https://mint.example.com">
 *   <PhaseList drop="genesis" />
 * </MintKitProvider>
 */
export function MintKitProvider(props: MintKitProviderProps) {
  const hostQueryClient = useContext(QueryClientContext);
  const [ownQueryClient] = useState(() => (props.queryClient || hostQueryClient ? null : createDefaultQueryClient()));
  const queryClient = props.queryClient ?? ownQueryClient ?? hostQueryClient!;
  const [{ value: base, release, storageChanged }] = useState(() => createKit(props, queryClient));
  useEffect(() => release, [release]);
  // Another tab's writes (a hold it stored, then cleared): the page's mint flows hear of them while it is mounted.
  useEffect(() => {
    if (typeof addEventListener !== 'function') return;
    const onStorage = (event: StorageEvent) => storageChanged(event.key);
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [storageChanged]);
  const value = useMemo(() => (base.locale === props.locale ? base : { ...base, locale: props.locale }), [base, props.locale]);
  useImmutablePropsWarning(props);
  useEffect(() => {
    if (value.keyKind === 'sandbox' && !reportedSandboxKey) {
      reportedSandboxKey = true;
      console.info('[mintkit] Using a sandbox key (svc_test_…): devnet drops only; use your publishable key (svc_pub_…) in production.');
    }
  }, [value.keyKind]);

  const content = <MintKitContext.Provider value={value}>{props.children}</MintKitContext.Provider>;
  // Only wrap when we must: never shadow the host's QueryClientProvider with a second client.
  return queryClient !== hostQueryClient ? <QueryClientProvider client={queryClient}>{content}</QueryClientProvider> : content;
}

function createKit(props: MintKitProviderProps, queryClient: QueryClient): { value: MintKitContextValue; release: () => void; storageChanged: (key: string | null) => void } {
  const timers = props.timers ?? defaultTimers;
  const clock = createServerClock();
  // The provider's code always ships to a browser, so a secret key is refused here even during SSR.
  const mintClient = createMintClient({
    apiKey: props.publishableKey,
    baseUrl: props.baseUrl,
    clock,
    timers,
    browser: true,
    ...(props.fetch ? { fetch: props.fetch } : {}),
  });
  // One client per factory: the market section's hooks ask for a client of only its reads.
  const marketClients = new Map<unknown, object>();
  const flows = new Map<string, MintFlow>();
  const lapseRefreshes = new Set<unknown>();
  let askingServerTime = false;
  const value: MintKitContextValue = {
    mintClient,
    askServerTime() {
      if (askingServerTime || clock.isSynced()) return;
      askingServerTime = true;
      const held = (query: { queryKey: readonly unknown[]; state: { data: unknown } }) => query.queryKey.includes('collection') && query.state.data !== undefined;
      void queryClient.refetchQueries({ queryKey: mintKeys.all(mintClient), predicate: held }, { cancelRefetch: false }).finally(() => (askingServerTime = false));
    },
    marketBaseUrl: props.marketBaseUrl ?? null,
    getMarketClient(create) {
      if (!props.marketBaseUrl) return null;
      let client = marketClients.get(create) as ReturnType<typeof create> | undefined;
      if (!client) marketClients.set(create, (client = create({ baseUrl: props.marketBaseUrl, timers, ...(props.fetch ? { fetch: props.fetch } : {}) })));
      return client;
    },
    clock,
    ticker: createTicker({ clock, timers }),
    timers,
    keyKind: mintClient.keyKind,
    locale: props.locale,
    storage: props.storage,
    getMintFlow(collectionKey, create) {
      let flow = flows.get(collectionKey);
      if (!flow) {
        // Once per flow (not once per component reading it): after a mint, everything the buyer
        // sees about the drop moves with it — counts, availability, supply, feeds. The factory
        // (useMint's, loaded with the mint controls) says when.
        const refresh = () => void queryClient.invalidateQueries({ queryKey: mintKeys.drop(mintClient, collectionKey) });
        flow = create({ ...props.mintFlow, client: mintClient, clock, timers, ...(props.storage !== undefined ? { storage: props.storage } : {}) }, {
          refresh,
          refreshAt(lapsesAt) {
            const handle = timers.setTimeout(() => {
              lapseRefreshes.delete(handle);
              refresh();
            }, Math.max(0, lapsesAt - clock.now()) + 1_000);
            lapseRefreshes.add(handle);
          },
        });
        flows.set(collectionKey, flow);
      }
      return flow;
    },
  };
  // A provider that goes away stops what it started: a mint still waiting for the service or the
  // wallet is cancelled (nobody is left to sign, and a wallet answering later sends nothing), and its
  // timers end. A mint whose bytes are signed keeps going, since it may already be landing; its record
  // lets the next page load pick it up. (StrictMode's extra cleanup runs at mount, before any mint.)
  const release = () => {
    for (const flow of flows.values()) flow.cancel('unmounted');
    for (const handle of lapseRefreshes) timers.clearTimeout(handle);
    lapseRefreshes.clear();
  };
  const storageChanged = (key: string | null) => {
    for (const flow of flows.values()) flow.storageChanged(key);
  };
  return { value, release, storageChanged };
}

function useImmutablePropsWarning(props: MintKitProviderProps) {
  const initial = useRef(props);
  useEffect(() => {
    for (const name of IMMUTABLE_PROPS) {
      if (props[name] !== initial.current[name]) {
        console.warn(
          `[mintkit] <MintKitProvider> ignores a changed \`${name}\` after it has mounted. To switch, remount it with a React key, e.g. <MintKitProvider key={${name}} …>.`,
        );
        initial.current = { ...initial.current, [name]: props[name] };
      }
    }
  });
}
