/**
 * Everything `<MintPage>` is but the dynamic imports of its lazily loaded parts, which mint-page.tsx
 * makes and passes in (see there). The mint controls and the lower sections import `createSlot` and
 * the claim code placeholder from here.
 */
import { createElement, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { isMintKitError, MintKitError } from '../core/errors.js';
import { normalizeBaseUrl } from '../core/http.js';
import { parseApiKey } from '../core/keys.js';
import { useMintKit, useOptionalMintKit, useLocale } from '../react/context.js';
import { useCollection } from '../react/hooks.js';
import type { MintEvents } from '../react/use-mint.js';
import { MintKitProvider } from '../react/provider.js';
import type { LabelOverrides } from './format.js';
import { useKitWalletStatus } from '../react/wallet-status.js';
import { CollectionHeader, safeHttpsUrl } from './collection-header.js';
import { ConnectToMint } from './connect-to-mint.js';
import { BaseConnectWallet } from './connect-wallet-base.js';
import { ReadErrorNotice } from './read-error-notice.js';
import type { ErrorTexts } from './error-text.js';
import { LivePhasePrice } from './live-phase-price.js';
import type { MarketSummaryProps } from './market/market-summary.js';
import { readModelMintState, takesClaimCodes } from './mint-button-state.js';
import type { MintPageLabels, MintPageProps, MintPageSectionName, MintPageSectionProps } from './mint-page.js';
import type { MintPageActionsProps } from './mint-page-actions.js';
import type { MintPageSecondaryProps } from './mint-page-secondary.js';
import { PhaseList } from './phase-list.js';
import { MintKitRoot, type MintKitTheme } from './root.js';
import { SandboxBadge } from './sandbox-badge.js';
import { SectionBoundary } from './section-boundary.js';
import { isSoldOut, type MintPageMarketVisibility } from './sold-out.js';
import { SupplyStats } from './supply-stats.js';
import { targetPhase } from './target-phase.js';
import { useWalletBoundary, WalletBoundary } from './wallet-boundary.js';
import type { WalletButtonProps } from './wallet-button.js';

/**
 * `<MintPage>`'s section switch: `false` hides a section, a component replaces it, otherwise the
 * default renders. Each shown section sits in its own `SectionBoundary`, so one that throws (a
 * swapped-in component included) shows a notice in its place instead of taking the page down. The
 * mint controls and the lower sections import it from here (the market through mint-page.tsx and
 * market/mint-page-market-lazy.ts), so that esbuild's code splitting puts everything the page loads
 * first in one chunk instead of one per set of lazy parts sharing it (each chunk costs its own gzip
 * overhead and import list).
 *
 * @example
 * const slot = createSlot(sections, sectionProps, labels.errors)
 * slot('gallery', <Gallery drop={drop} />)
 */
export function createSlot(sections: NonNullable<MintPageProps['sections']>, props: MintPageSectionProps, errorTexts?: LabelOverrides<ErrorTexts>) {
  return (name: MintPageSectionName, fallback: ReactNode): ReactNode => {
    const chosen = sections[name];
    if (chosen === false) return null;
    const content = chosen ? createElement(chosen, props) : fallback;
    return content === null ? null : <SectionBoundary errorTexts={errorTexts}>{content}</SectionBoundary>;
  };
}

/**
 * Why this page cannot run with the settings it was given (no key or base URL, a key that must not be
 * used, a service address that is not a URL), or null. Said in place rather than thrown: a drop-in
 * page must not blank the creator's whole site. A marketplace address that is not a URL is only
 * logged: the market is optional, so it costs the market part (which then says so, as inside a
 * provider), never the mint.
 */
function setupError(publishableKey: string | undefined, baseUrl: string | undefined, marketBaseUrl: string | undefined): MintKitError | null {
  const check = (run: () => unknown) => {
    try {
      run();
      return null;
    } catch (error) {
      if (!isMintKitError(error)) throw error;
      // The sentence on the page is for buyers; the fix is for the site's developer.
      console.error(`[mintkit] ${error.message}`);
      return error;
    }
  };
  if (marketBaseUrl) check(() => normalizeBaseUrl(marketBaseUrl, '<MintPage> marketBaseUrl'));
  return check(() => {
    if (!publishableKey || !baseUrl) {
      throw new MintKitError({ code: 'INVALID_SETUP', message: '<MintPage> needs `publishableKey` (your svc_pub_… key) and `baseUrl`, or to be rendered inside <MintKitProvider>.' });
    }
    parseApiKey(publishableKey, { browser: true });
    normalizeBaseUrl(baseUrl, '<MintPage> baseUrl');
  });
}

/**
 * What a mint page that cannot run shows in its place (`INVALID_SETUP`): a sentence for buyers, never
 * a blank box; the fix is in the console.
 *
 * @example
 * <MintPageSetupNotice error={new MintKitError({ code: 'INVALID_SETUP', message: 'No drop.' })} />
 */
export function MintPageSetupNotice({ error, theme, className, errorTexts }: { error: MintKitError | null; theme?: MintKitTheme | undefined; className?: string | undefined; errorTexts?: LabelOverrides<ErrorTexts> | undefined }) {
  return (
    <MintKitRoot theme={theme ?? 'auto'} className={className}>
      <div data-slot="mint-page" data-state="error">
        <ReadErrorNotice error={error} errorTexts={errorTexts} />
      </div>
    </MintKitRoot>
  );
}

/** A `retryableLazy` component: loaded on first render, `reload` loads it anew after a failure. */
type LazyPart<P> = ComponentType<P> & { reload: () => void };

/** `<MintPage>`'s lazily loaded parts, made in mint-page.tsx (see there for why not here). */
export interface MintPageParts {
  /** Starts loading the file of `Actions` and `WalletButton` (a failure is left for them to show). */
  preloadControls: () => void;
  Actions: LazyPart<MintPageActionsProps>;
  /** The full wallet button behind the bar's light "Connect wallet", loaded in the same file as `Actions`. */
  WalletButton: LazyPart<WalletButtonProps>;
  Secondary: LazyPart<MintPageSecondaryProps>;
  Market: LazyPart<MarketSummaryProps>;
}

/**
 * `<MintPage>` with its lazily loaded parts given: everything the page is but the dynamic imports,
 * which stay in mint-page.tsx.
 *
 * @example
 * <MintPageShell drop="genesis" publishableKey="svc_pub_…" baseUrl="https://mint.example.com" parts={parts} />
 */
export function MintPageShell(props: MintPageProps & { parts: MintPageParts }) {
  const kit = useOptionalMintKit();
  const { publishableKey, baseUrl, marketBaseUrl, queryClient, fetch, storage, mintFlow, locale } = props;
  // Once per setting, not once per render: the console line is for the site's developer.
  const invalid = useMemo(() => (kit ? null : setupError(publishableKey, baseUrl, marketBaseUrl)), [kit, publishableKey, baseUrl, marketBaseUrl]);
  if (kit) return <MintPageFrame {...props} />;
  if (invalid || !publishableKey || !baseUrl) return <MintPageSetupNotice error={invalid} theme={props.theme} className={props.className} errorTexts={props.labels?.errors} />;
  return (
    <MintKitProvider
      publishableKey={publishableKey}
      baseUrl={baseUrl}
      // Empty strings count as not given, as before: an empty locale would make Intl throw.
      marketBaseUrl={marketBaseUrl || undefined}
      queryClient={queryClient}
      fetch={fetch}
      storage={storage}
      mintFlow={mintFlow}
      locale={locale || undefined}
    >
      <MintPageFrame {...props} />
    </MintKitProvider>
  );
}

function MintPageFrame({ parts, drop, publishableKey: _key, baseUrl: _base, marketBaseUrl: _market, queryClient: _client, fetch: _fetch, storage: _storage, mintFlow: _mintFlow, market = 'when-sold-out', wallets, theme = 'auto', locale, labels = {}, sections = {}, onMintSuccess, onMintError, onMintStateChange, className, ...rest }: MintPageProps & { parts: MintPageParts }) {
  // Held above the wallet boundary, so loading the wallet provider keeps the buyer's choices.
  const [quantity, setQuantity] = useState(1);
  const [claimCode, setClaimCode] = useState<string | null>(null);
  const onClaimCodeChange = useCallback((code: string | null) => setClaimCode(code), []);
  const resolvedLocale = useLocale(locale);
  return (
    <MintKitRoot theme={theme} className={className} {...rest}>
      {/* The last line of defence: whatever throws inside the page stays inside the page. */}
      <SectionBoundary errorTexts={labels.errors}>
        <WalletBoundary wallets={wallets}>
          <MintPageLayout
            parts={parts}
            drop={drop}
            locale={resolvedLocale}
            market={market}
            labels={labels}
            sections={sections}
            events={{ onSuccess: onMintSuccess, onError: onMintError, onStateChange: onMintStateChange }}
            quantity={quantity}
            onQuantityChange={setQuantity}
            claimCode={claimCode}
            onClaimCodeChange={onClaimCodeChange}
          />
        </WalletBoundary>
      </SectionBoundary>
    </MintKitRoot>
  );
}

/**
 * Renders its children once its place on the page comes near the viewport (a quarter screen), or the
 * buyer presses Tab: the secondary sections sit below the fold, and a buyer who never scrolls to them
 * should not pay for their code or their requests, but a keyboard buyer moves by Tab, not by scroll,
 * and must be able to reach them. Without IntersectionObserver (server rendering, old browsers) it
 * renders them at once.
 */
function WhenNear({ children }: { children: ReactNode }) {
  // Decided after mounting, so server-rendered markup and the first client render agree.
  const [near, setNear] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '25% 0px' });
    observer.observe(element);
    const onTab = (event: KeyboardEvent) => event.key === 'Tab' && setNear(true);
    document.addEventListener('keydown', onTab);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onTab);
    };
  }, [near]);
  return near ? <>{children}</> : <div ref={marker} data-slot="mint-page-more" />;
}

/**
 * With the wallet section hidden, nothing on the page would answer the mint button's "Connect
 * wallet to mint": this brings the wallet chooser (its children) up beside it when the buyer asks, until a wallet
 * is connected. (A swapped-in wallet section answers it itself, through `useWalletButton`.)
 */
function ChooserWhenAsked({ children }: { children: ReactNode }) {
  const pending = useWalletBoundary()?.connectPending ?? false;
  const connected = useKitWalletStatus().connected;
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (pending) setAsked(true);
  }, [pending]);
  useEffect(() => {
    if (connected) setAsked(false);
  }, [connected]);
  return asked && !connected ? children : null;
}

const line = <span data-slot="skeleton" />;

/**
 * The claim code field's place (label, hint, input row), hidden from screen readers: drawn where the
 * read model says the drop takes codes (`capabilities.requiresFeatures`), until the field knows its
 * settings, so the field arriving moves nothing under it.
 */
export const claimCodePlaceholder = (
  <div data-slot="claim-code-field" aria-hidden="true">
    <span data-slot="claim-code-label">{line}</span>
    <p data-slot="claim-code-hint">{line}</p>
    <div data-slot="claim-code-row">
      <span data-slot="skeleton" data-kind="control" />
    </div>
    <div data-slot="claim-code-result" />
  </div>
);

/**
 * The places of the mint controls above the button while the wallet code that brings them loads
 * (the eligibility notice, the claim code field when the drop takes codes, the quantity), so the
 * mint button already stands where it stays when they come. Without `places` (no wallet on its way,
 * or a drop with nothing to choose) only the button shows, in the same element; nor is a section
 * the creator hid or swapped held a place.
 */
function ControlsPlaceholder({ sections, places, claimCodeExpected, button }: { sections: NonNullable<MintPageProps['sections']>; places: boolean; claimCodeExpected: boolean; button: ReactNode }) {
  const shows = (name: MintPageSectionName) => places && sections[name] === undefined;
  return (
    <>
      {shows('eligibility') && (
        <div data-slot="eligibility-notice" aria-hidden="true">
          {line}
        </div>
      )}
      {claimCodeExpected && shows('claimCode') && claimCodePlaceholder}
      <div data-slot="mint-page-actions">
        {shows('quantity') && (
          <div data-slot="quantity-input" aria-hidden="true">
            {line}
            <span data-slot="skeleton" data-kind="control" />
            <p data-slot="quantity-hint">{line}</p>
          </div>
        )}
        {button}
      </div>
    </>
  );
}

type LayoutProps = Omit<MintPageSectionProps, 'phaseId' | 'collectionAddress'> & { labels: MintPageLabels; sections: NonNullable<MintPageProps['sections']>; market: MintPageMarketVisibility; events: MintEvents; parts: MintPageParts };

function MintPageLayout({ parts, labels, sections, market: marketVisibility, events, ...shared }: LayoutProps) {
  const { drop, locale } = shared;
  const { Actions: MintPageActions, Secondary: MintPageSecondary, Market: MarketSummary } = parts;
  const collection = useCollection(drop);
  const data = collection.data;
  const phase = targetPhase(data, null);
  const section: MintPageSectionProps = { ...shared, phaseId: phase?.id ?? null, collectionAddress: data?.collection.collectionAddress ?? null };
  const loaded = data !== undefined;
  const soldOut = loaded && isSoldOut(data);
  const mintableHere = !loaded || readModelMintState(data, phase, false) !== 'unsupported';
  // Sold out, or a drop this kit cannot mint: no quantity, code or eligibility verdict to act on.
  const nothingToChoose = soldOut || !mintableHere;
  const claimCodeExpected = takesClaimCodes(data);
  const errors = labels.errors;
  const localeProp = locale ? { locale } : {};
  const slot = createSlot(sections, section, errors);
  const { marketBaseUrl, mintClient } = useMintKit('MintPage');
  const walletReady = useKitWalletStatus().hasProvider;
  const walletBoundary = useWalletBoundary();
  // The controls would otherwise start loading only once the wallet provider has loaded and mounted,
  // and the client's wallet-stage part only at a connected wallet's first read: one round trip after
  // the other on the buyer's click.
  const walletLoading = walletBoundary?.status === 'loading';
  useEffect(() => {
    if (!walletLoading) return;
    parts.preloadControls();
    mintClient.preloadWalletStage();
  }, [walletLoading, parts, mintClient]);
  // One file brings the mint controls and the full wallet button: when it fails to load, both places
  // say so, and "Try again" in either loads it anew for both (remounting both boundaries).
  const [controlsLoad, setControlsLoad] = useState(0);
  const retryControls = () => {
    MintPageActions.reload();
    parts.WalletButton.reload();
    setControlsLoad((count) => count + 1);
  };
  const connectWallet = <BaseConnectWallet key={controlsLoad} labels={labels.wallet} button={parts.WalletButton} onRetry={retryControls} />;
  // Without a marketplace address there is no market to show, whatever `market` asks: the section
  // would throw for want of a client and take the whole mint page down with it.
  const showMarket = loaded && marketBaseUrl !== null && (marketVisibility === 'always' || (marketVisibility === 'when-sold-out' && soldOut));
  const market = slot(
    'market',
    showMarket ? (
      <SectionBoundary errorTexts={errors} onRetry={MarketSummary.reload}>
        <Suspense fallback={null}>
          <MarketSummary collection={data.collection.collectionAddress} labels={labels.market} errorTexts={labels.marketErrors} {...localeProp} />
        </Suspense>
      </SectionBoundary>
    ) : null,
  );
  const bar = (
    <div data-slot="mint-page-bar">
      <SandboxBadge labels={labels.sandbox} />
      {slot('wallet', connectWallet)}
    </div>
  );
  if (!loaded && collection.isError) {
    // One plain sentence for the page, rather than the same failure repeated by every section.
    return (
      <div data-slot="mint-page" data-state="error">
        {bar}
        <ReadErrorNotice error={collection.error} onRetry={() => void collection.refetch()} errorTexts={errors} />
      </div>
    );
  }
  // Before the read model too, the button says "Loading…" in the place it will stay in; with a wallet
  // on its way (remembered, or the host's), the controls it brings have their places already.
  const connectFirst = slot('mintButton', <ConnectToMint drop={drop} labels={labels.mintButton} />);
  // One element with or without the places, so the button the buyer pressed is not rebuilt (and keeps their focus) when the load starts.
  const waiting = <ControlsPlaceholder sections={sections} places={!nothingToChoose && (walletReady || walletBoundary?.status === 'loading')} claimCodeExpected={claimCodeExpected} button={connectFirst} />;
  // A drop this page cannot mint (another chain, or a feature the kit lacks) points to the service's own mint page.
  const elsewhere = loaded && !mintableHere ? safeHttpsUrl(data.capabilities.mintUrl) : null;
  return (
    <div data-slot="mint-page" data-state={loaded ? 'ready' : 'loading'}>
      {bar}
      <div data-slot="mint-page-main">
        <div data-slot="mint-page-art">{slot('header', <CollectionHeader drop={drop} labels={labels.header} errorTexts={errors} />)}</div>
        <section data-slot="mint-page-panel" aria-label={labels.page?.mintPanel ?? 'Mint'}>
          {slot('supply', <SupplyStats drop={drop} labels={labels.supply} errorTexts={errors} {...localeProp} />)}
          {loaded ? (
            phase && (
              <p data-slot="mint-page-price">
                <span data-slot="mint-page-price-phase" dir="auto">{phase.name}</span>
                <LivePhasePrice phase={phase} labels={labels.price} {...localeProp} />
              </p>
            )
          ) : (
            // The price line's place, one line at the price's size, until the server's price is in.
            <p data-slot="mint-page-price" data-state="loading" aria-hidden="true">
              <span data-slot="skeleton" />
              <span data-slot="skeleton" data-kind="price" />
            </p>
          )}
          {loaded && walletReady ? (
            <SectionBoundary key={controlsLoad} errorTexts={errors} onRetry={retryControls}>
              <Suspense fallback={waiting}>
                <MintPageActions section={section} labels={labels} sections={sections} soldOut={nothingToChoose} claimCodeExpected={claimCodeExpected} events={events} />
              </Suspense>
            </SectionBoundary>
          ) : (
            waiting
          )}
          {sections.wallet === false && <ChooserWhenAsked>{connectWallet}</ChooserWhenAsked>}
          {elsewhere && (
            <p data-slot="mint-page-elsewhere">
              <a href={elsewhere} target="_blank" rel="noopener noreferrer">
                {labels.page?.mintElsewhere ?? 'Mint this drop on its own page'}
              </a>
            </p>
          )}
        </section>
        <div data-slot="mint-page-phases">{slot('phases', <PhaseList drop={drop} labels={labels.phases} priceLabels={labels.price} errorTexts={errors} {...localeProp} />)}</div>
      </div>
      {/* Above the sections loaded on scroll: they arrive as the buyer nears them, and would push
          down a market already on screen. */}
      {market !== null && <div data-slot="mint-page-market">{market}</div>}
      {loaded && (
        <WhenNear>
          <SectionBoundary errorTexts={errors} onRetry={MintPageSecondary.reload}>
            <Suspense fallback={null}>
              <MintPageSecondary section={section} labels={labels} sections={sections} />
            </Suspense>
          </SectionBoundary>
        </WhenNear>
      )}
    </div>
  );
}
