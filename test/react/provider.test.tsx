import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MintKitProvider,
  useAllHolders,
  useAllMinted,
  useAvailability,
  useBounty,
  useBountyPrizes,
  useClaimCodeBenefits,
  useClaimCodeConfig,
  useClaimCodeValidation,
  useCollection,
  useCountdown,
  useDiscovery,
  useDutchPrice,
  useEligibility,
  useGallery,
  useMarketClient,
  useMarketStats,
  useMint,
  useMintKit,
  useMintLimits,
  usePeggedPrice,
  useRecentlyMinted,
  useServerNow,
  useTokenPrices,
  useTopHolders,
  useTopMinters,
  useTraits,
  useWalletMints,
} from '../../src/react/index.js';
import { useClaimCodeField, useQuantityInput } from '../../src/components/index.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { makeSandbox, renderKit, SANDBOX_BASE } from '../helpers/kit.js';

function DropName({ drop }: { drop: string }) {
  const { data, error } = useCollection(drop);
  if (error) return <p role="alert">{error.message}</p>;
  return <h1>{data ? data.collection.name : 'Loading'}</h1>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MintKitProvider', () => {
  it('loads a drop through the sandbox with a sandbox key', async () => {
    const test = makeSandbox();
    renderKit(<DropName drop="genesis" />, { test });
    expect(await screen.findByRole('heading', { name: test.drop('genesis').name })).toBeInTheDocument();
  });

  it('refuses a secret key with the fix in the message, before any request', () => {
    const test = makeSandbox();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderKit(<DropName drop="genesis" />, { test, apiKey: SEEDED_KEYS.secret })).toThrow(/publishable key \("svc_pub_…"\)/);
    expect(test.requests).toHaveLength(0);
  });

  it('refuses a secret key while rendering on the server too, where there is no window to tell it is bound for a browser', () => {
    const test = makeSandbox();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const originalWindow = globalThis.window;
    const originalDocument = globalThis.document;
    Object.defineProperty(globalThis, 'window', { configurable: true, value: undefined, writable: true });
    Object.defineProperty(globalThis, 'document', { configurable: true, value: undefined, writable: true });
    try {
      expect(() =>
        renderToString(
          <MintKitProvider publishableKey={SEEDED_KEYS.secret} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch}>
            <DropName drop="genesis" />
          </MintKitProvider>,
        ),
      ).toThrow(/publishable key \("svc_pub_…"\)/);
    } finally {
      Object.defineProperty(globalThis, 'window', { configurable: true, value: originalWindow, writable: true });
      Object.defineProperty(globalThis, 'document', { configurable: true, value: originalDocument, writable: true });
    }
    expect(test.requests).toHaveLength(0);
  });

  it('refuses an empty or malformed key before any request', () => {
    const test = makeSandbox();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderKit(<DropName drop="genesis" />, { test, apiKey: '' })).toThrow(/needs an API key/);
    expect(() => renderKit(<DropName drop="genesis" />, { test, apiKey: 'pk_test_123' })).toThrow(/not a MintKit API key/);
    expect(test.requests).toHaveLength(0);
  });

  it('reports the key kind, a sandbox key as such', async () => {
    const test = makeSandbox();
    function KeyKind() {
      return <p>key: {useMintKit('KeyKind').keyKind}</p>;
    }
    renderKit(<KeyKind />, { test });
    expect(screen.getByText('key: sandbox')).toBeInTheDocument();
    renderKit(<KeyKind />, { test, apiKey: SEEDED_KEYS.publishable });
    expect(screen.getByText('key: publishable')).toBeInTheDocument();
  });

  it('uses the host app’s QueryClient instead of shadowing it', async () => {
    const test = makeSandbox();
    const host = new QueryClient();
    let seen: QueryClient | null = null;
    function Probe() {
      seen = useQueryClient();
      return null;
    }
    render(
      <QueryClientProvider client={host}>
        <MintKitProvider publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null}>
          <Probe />
          <DropName drop="genesis" />
        </MintKitProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: test.drop('genesis').name });
    expect(seen).toBe(host);
    expect(host.getQueryCache().getAll().some((query) => query.queryKey.includes('collection'))).toBe(true);
  });

  it('warns when a prop that cannot change does change', () => {
    const test = makeSandbox();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(
      <MintKitProvider publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} />,
    );
    rerender(<MintKitProvider publishableKey={SEEDED_KEYS.publishable} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} />);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/publishableKey.*remount/));
  });

  it.each([
    ['baseUrl', { baseUrl: `${SANDBOX_BASE}/mint-elsewhere` }],
    ['marketBaseUrl', { marketBaseUrl: `${SANDBOX_BASE}/market-elsewhere` }],
    ['queryClient', { queryClient: new QueryClient() }],
    ['fetch', { fetch: (...args: Parameters<typeof fetch>) => fetch(...args) }],
  ] as const)('warns when %s changes after mounting, since the provider keeps the first one', (name, change) => {
    const test = makeSandbox();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = { publishableKey: SEEDED_KEYS.sandbox, baseUrl: `${SANDBOX_BASE}/mint`, marketBaseUrl: `${SANDBOX_BASE}/market`, queryClient: new QueryClient(), fetch: test.fetch, storage: null };
    const { rerender } = render(<MintKitProvider {...props} />);
    expect(warn).not.toHaveBeenCalled();
    rerender(<MintKitProvider {...props} {...change} />);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`\`${name}\`.*remount`)));
  });

  it('renders on the server without touching window', () => {
    const test = makeSandbox();
    const windowGetter = vi.fn();
    const originalWindow = globalThis.window;
    const originalDocument = globalThis.document;
    // Make any read of window or document during render fail loudly.
    Object.defineProperty(globalThis, 'window', { configurable: true, get: () => windowGetter() });
    Object.defineProperty(globalThis, 'document', { configurable: true, get: () => windowGetter() });
    function Page() {
      const now = useServerNow();
      const countdown = useCountdown(Date.now() + 5_000);
      return (
        <>
          <DropName drop="genesis" />
          <span>{now === null ? 'no clock yet' : 'clock'}</span>
          <span>{countdown.secondsLeft === null ? 'countdown unknown' : 'counting'}</span>
        </>
      );
    }
    let html = '';
    try {
      html = renderToString(
        <MintKitProvider publishableKey={SEEDED_KEYS.publishable} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch}>
          <Page />
        </MintKitProvider>,
      );
    } finally {
      Object.defineProperty(globalThis, 'window', { configurable: true, value: originalWindow, writable: true });
      Object.defineProperty(globalThis, 'document', { configurable: true, value: originalDocument, writable: true });
    }
    expect(windowGetter).not.toHaveBeenCalled();
    expect(html).toContain('Loading');
    expect(html).toContain('no clock yet');
    expect(html).toContain('countdown unknown');
  });
});

describe('hooks outside the provider', () => {
  it.each([
    ['useCollection', () => useCollection('genesis')],
    ['useWalletMints', () => useWalletMints('genesis', null)],
    ['useMint', () => useMint({ drop: 'genesis' })],
    ['useServerNow', () => useServerNow()],
    ['useCountdown', () => useCountdown(0)],
    ['useAvailability', () => useAvailability('genesis')],
    ['useEligibility', () => useEligibility('genesis', 'phase', null)],
    ['useClaimCodeConfig', () => useClaimCodeConfig('claim-codes')],
    ['useClaimCodeValidation', () => useClaimCodeValidation('claim-codes', null)],
    ['useClaimCodeBenefits', () => useClaimCodeBenefits('claim-codes', null)],
    ['useDutchPrice', () => useDutchPrice('phase')],
    ['usePeggedPrice', () => usePeggedPrice('phase')],
    ['useDiscovery', () => useDiscovery()],
    ['useTokenPrices', () => useTokenPrices()],
    ['useGallery', () => useGallery('genesis')],
    ['useRecentlyMinted', () => useRecentlyMinted('genesis')],
    ['useAllMinted', () => useAllMinted('genesis')],
    ['useTopHolders', () => useTopHolders('genesis')],
    ['useTopMinters', () => useTopMinters('genesis')],
    ['useBounty', () => useBounty('bounty')],
    ['useBountyPrizes', () => useBountyPrizes('bounty')],
    ['useTraits', () => useTraits('genesis')],
    ['useMarketStats', () => useMarketStats('sold-out')],
    ['useAllHolders', () => useAllHolders('sold-out')],
    // The provider's value and clients: named by the caller, or by themselves when it gives no name.
    ['useMintKit', () => useMintKit()],
    ['MyMintButton', () => useMintKit('MyMintButton')],
    ['useMarketClient', () => useMarketClient()],
    // Composites: the first hook they call is the provider check, so the error names them.
    ['useMintLimits', () => useMintLimits('genesis', null)],
    ['useQuantityInput', () => useQuantityInput({ drop: 'genesis' })],
    ['useClaimCodeField', () => useClaimCodeField({ drop: 'claim-codes' })],
  ])('%s throws an error naming itself and the provider', (name, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      hook();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(new RegExp(`${name} must be used inside <MintKitProvider>`));
    expect(() => render(<Probe />)).toThrow(expect.objectContaining({ name: 'MintKitError', code: 'INVALID_SETUP' }));
  });
});
