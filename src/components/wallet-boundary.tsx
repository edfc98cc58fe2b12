import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Adapter } from '@solana/wallet-adapter-base';
import { WalletContext, type WalletContextState } from '@solana/wallet-adapter-react';
import { useKitWalletStatus } from '../react/wallet-status.js';

/** Extra wallet adapters for the page's own provider, or a lazy factory loaded on first use. */
export type WalletAdapters = Adapter[] | (() => Promise<Adapter[]>);

export type WalletBoundaryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WalletBoundaryValue {
  /** `ready` once a provider is there: the host's, or ours after loading. */
  status: WalletBoundaryStatus;
  /**
   * The buyer asked to connect: load the provider if needed and ask the wallet button to continue.
   * From a mint button, focus goes back to the page's mint button once connected.
   */
  requestConnect(from?: WalletBoundaryValue['connectFrom']): void;
  /** A connect the buyer asked for that the wallet button has not picked up yet. */
  connectPending: boolean;
  /** Where the last connect was asked for: the wallet button hands focus back there. */
  connectFrom: 'mint-button' | 'wallet';
  /** Called by the wallet button once it has continued the buyer's connect. */
  settleConnect(): void;
  /**
   * The place beside the mint button (`<MintPage>` has one) where the chooser opens for a connect asked
   * for there, so the buyer sees the answer where they pressed; null without one (the chooser opens in
   * the wallet button).
   */
  menuPlace: HTMLElement | null;
  /** The ref that marks that place. */
  menuPlaceRef(element: HTMLElement | null): () => void;
  /** The id of the wallet chooser while it is open for a connect asked for on a mint button, else null: that button's `aria-controls`. */
  chooser: string | null;
  /** Called by the wallet button as that chooser opens (its id) and closes (null). */
  setChooser(id: string | null): void;
}

const WalletBoundaryContext = /* @__PURE__ */ createContext<WalletBoundaryValue | null>(null);

/**
 * The nearest wallet boundary, or null (components then work with the host's provider only).
 *
 * @example
 * const boundary = useWalletBoundary()
 * <button onClick={() => boundary?.requestConnect()}>Connect</button>
 */
export function useWalletBoundary(): WalletBoundaryValue | null {
  return useContext(WalletBoundaryContext);
}

export interface WalletBoundaryProps {
  wallets?: WalletAdapters | undefined;
  /** wallet-adapter's localStorage key for the remembered wallet. */
  localStorageKey?: string | undefined;
  children?: ReactNode;
}

type LoadedProvider = { Provider: ComponentType<{ wallets: Adapter[]; localStorageKey: string; onContext: (context: WalletContextState) => void }>; adapters: Adapter[] };

function rememberedWallet(key: string): boolean {
  try {
    return typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(key));
  } catch {
    return false;
  }
}

/**
 * Renders its children without any wallet provider until the buyer asks to connect (or a wallet is
 * remembered from an earlier visit), then loads wallet-adapter's provider with Wallet Standard
 * detection and continues the connect. The drop, phases and prices never wait for wallet code. With
 * a provider already above it (the host's), it adds none.
 *
 * @example
 * <WalletBoundary wallets={() => import('./burner').then((m) => [m.burner()])}><MintPanel /></WalletBoundary>
 */
export function WalletBoundary({ wallets, localStorageKey = 'walletName', children }: WalletBoundaryProps) {
  const host = useKitWalletStatus().hasProvider;
  const outer = useContext(WalletContext);
  const [loaded, setLoaded] = useState<LoadedProvider | null>(null);
  // What the loaded provider reports of the wallet, handed to the page below (see the render).
  const [reported, setReported] = useState<WalletContextState | null>(null);
  const [status, setStatus] = useState<WalletBoundaryStatus>('idle');
  const [connectPending, setConnectPending] = useState(false);
  const [connectFrom, setConnectFrom] = useState<WalletBoundaryValue['connectFrom']>('wallet');
  const [menuPlace, setMenuPlace] = useState<HTMLElement | null>(null);
  const [chooser, setChooser] = useState<string | null>(null);
  const menuPlaceRef = useCallback((element: HTMLElement | null) => {
    setMenuPlace(element);
    return () => setMenuPlace((current) => (current === element ? null : current));
  }, []);

  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    Promise.all([import('./wallet-provider.js'), typeof wallets === 'function' ? wallets() : Promise.resolve(wallets ?? [])])
      .then(([module, adapters]) => {
        setLoaded({ Provider: module.KitWalletProvider, adapters });
        setStatus('ready');
      })
      .catch(() => {
        started.current = false; // a later click may try again
        setStatus('error');
      });
  }, [wallets]);

  // Before the first paint (a layout effect), so the page never shows "Connect wallet" for a wallet it
  // is about to load, and keeps the places of the controls that wallet brings from the start.
  useLayoutEffect(() => {
    if (!host && rememberedWallet(localStorageKey)) load();
  }, [host, localStorageKey, load]);

  const value = useMemo<WalletBoundaryValue>(
    () => ({
      // Ready once the page below can read the provider's wallet, not merely once its code is here.
      status: host ? 'ready' : status === 'ready' && !reported ? 'loading' : status,
      requestConnect(from = 'wallet') {
        setConnectFrom(from);
        setConnectPending(true);
        if (!host) load();
      },
      connectPending,
      connectFrom,
      settleConnect: () => setConnectPending(false),
      menuPlace,
      menuPlaceRef,
      chooser,
      setChooser,
    }),
    [host, status, connectPending, connectFrom, reported, load, menuPlace, menuPlaceRef, chooser],
  );

  // The loaded provider is not wrapped around the page: an element put above it would make React
  // throw the whole page away and build it again (focus, typed input and images with it). It runs
  // beside the page and reports its wallet, which the page reads through wallet-adapter's own context
  // from a provider that is there from the first render. Memoized, so a report does not re-render it.
  const ownProvider = useMemo(
    () => (loaded && !host ? <loaded.Provider wallets={loaded.adapters} localStorageKey={localStorageKey} onContext={setReported} /> : null),
    [loaded, host, localStorageKey],
  );
  return (
    <WalletBoundaryContext.Provider value={value}>
      {ownProvider}
      <WalletContext.Provider value={(!host && reported) || outer}>{children}</WalletContext.Provider>
    </WalletBoundaryContext.Provider>
  );
}
