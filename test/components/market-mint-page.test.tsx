import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarketSection } from '../../src/components/market/market-section.js';
import { defaultMarketErrorTexts } from '../../src/components/market/market-status.js';
import { MintPage, type MintPageSectionProps } from '../../src/components/mint-page.js';
import { MintKitProvider } from '../../src/react/provider.js';
import { DROP_IDS, SEEDED_KEYS } from '../../src/sandbox/index.js';
import { makeSandbox, SANDBOX_BASE, type TestSandbox } from '../helpers/kit.js';

function page(test: TestSandbox, extra: Partial<Parameters<typeof MintPage>[0]> = {}) {
  return (
    <MintPage drop="sold-out" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} marketBaseUrl={`${SANDBOX_BASE}/market`} fetch={test.fetch} storage={null} {...extra} />
  );
}

const marketRequests = (test: TestSandbox) => test.requests.filter((request) => request.path.startsWith('/market/'));

const LAZY = { timeout: 5_000 };

/** The market's collection line as the buyer reads it, the marketplace's name (isolated in its own <bdi>) included. */
const collectionLine = (text: string) => (_: string, element: Element | null) => element?.getAttribute('data-slot') === 'market-section-collection' && element.textContent === text;

describe('MintPage: the secondary market', () => {
  it('shows the drop’s market once it is sold out, found by the collection’s on-chain address', async () => {
    const test = makeSandbox();
    render(page(test));
    // The market's code loads lazily: the first import of it in a busy test run can take over a second.
    expect(await screen.findByRole('heading', { level: 2, name: 'Secondary market' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByText(collectionLine('Sold Out Society · Verified on the marketplace'))).toBeInTheDocument();
    expect(await screen.findByText('Volume figures are not filtered for wash trades.')).toBeInTheDocument();
    expect(marketRequests(test).every((request) => request.path.includes(`/collections/${DROP_IDS.soldOut.address}`))).toBe(true);
  });

  it('reads one page of each list, never a whole list: four market requests per buyer, whatever the collection’s size', async () => {
    const test = makeSandbox();
    render(page(test));
    const market = await screen.findByRole('region', { name: 'Secondary market' }, LAZY);
    await within(market).findByRole('img', { name: /^Daily volume/ });
    await within(market).findByRole('list', { name: 'Items' });
    await within(market).findByRole('list', { name: 'Recent activity' });
    expect(within(market).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Market stats', 'Items', 'Recent activity']);
    await new Promise((resolve) => setTimeout(resolve, 100)); // a whole-list read would be paging on by now
    const paths = marketRequests(test).map((request) => request.path.replace(`/market/v1/collections/${DROP_IDS.soldOut.address}`, '…'));
    expect(paths.sort()).toEqual(['…', '…/activity', '…/items', '…/stats']);
  });

  it('a host that wants the whole market swaps the section for MarketSection, given the collection address', async () => {
    const test = makeSandbox();
    const WholeMarket = ({ collectionAddress }: MintPageSectionProps) => (collectionAddress ? <MarketSection collection={collectionAddress} labels={{ title: 'Resale' }} /> : null);
    render(page(test, { sections: { market: WholeMarket } }));
    const market = await screen.findByRole('region', { name: 'Resale' });
    expect(await within(market).findByRole('table', { name: 'Standing offers' })).toBeInTheDocument();
    expect(await within(market).findByText(/^Unique holders: \d+$/)).toBeInTheDocument();
  });

  it('stays out of the way while the drop is still minting, unless asked to show it always', async () => {
    const test = makeSandbox();
    const view = render(page(test, { drop: 'genesis' }));
    await screen.findByRole('heading', { name: 'MintKit Genesis' });
    await screen.findByText('Early bird', { selector: '[data-slot="phase-name"]' });
    expect(screen.queryByRole('heading', { name: 'Secondary market' })).toBeNull();
    expect(marketRequests(test)).toHaveLength(0);
    view.unmount();

    render(page(test, { drop: 'genesis', market: 'always' }));
    expect(await screen.findByText(collectionLine('MintKit Genesis · Verified on the marketplace'))).toBeInTheDocument();
  });

  it('never shows it when told not to, or when the page has no marketplace address', async () => {
    const test = makeSandbox();
    const view = render(page(test, { market: 'never' }));
    await screen.findByRole('heading', { name: 'Sold Out Society' });
    expect(screen.queryByRole('heading', { name: 'Secondary market' })).toBeNull();
    view.unmount();

    render(<MintPage drop="sold-out" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} />);
    await screen.findByRole('heading', { name: 'Sold Out Society' });
    expect(screen.queryByRole('heading', { name: 'Secondary market' })).toBeNull();
    expect(marketRequests(test)).toHaveLength(0);
  });

  it('asked to show the market always but given no marketplace address, still shows the drop', async () => {
    const test = makeSandbox();
    render(<MintPage drop="genesis" market="always" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} />);
    await screen.findByRole('heading', { name: 'MintKit Genesis' });
    expect(await screen.findByText('Early bird', { selector: '[data-slot="phase-name"]' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50)); // let the lazy market part load, if it were going to
    expect(screen.getByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secondary market' })).toBeNull();
    expect(marketRequests(test)).toHaveLength(0);
  });

  it('says a market failure in the creator’s words (labels.marketErrors), and the drop stays', async () => {
    const test = makeSandbox();
    const refused: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/market/')) return test.fetch(input, init);
      const body = JSON.stringify({ success: false, error: 'Bad request', code: 'INVALID_REQUEST' });
      return Promise.resolve(new Response(body, { status: 400, headers: { 'Content-Type': 'application/json' } }));
    };
    render(page(test, { fetch: refused, labels: { marketErrors: { INVALID_REQUEST: 'Le marché a refusé la demande.' } } }));
    const market = await screen.findByRole('region', { name: 'Secondary market' }, LAZY);
    await waitFor(() => expect(within(market).getByText('Le marché a refusé la demande.')).toBeVisible());
    expect(within(market).queryByText(defaultMarketErrorTexts.INVALID_REQUEST!)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sold Out Society' })).toBeInTheDocument();
  });

  it('a marketplace address that is not a URL costs only the market part, alone or inside a provider: the drop still mints', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const test = makeSandbox();
    const bad = 'market.example.com';
    // A live drop, where the market (shown once sold out) would not even appear: the page is the drop's.
    const view = render(page(test, { drop: 'genesis', marketBaseUrl: bad }));
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect wallet to mint' })).toBeInTheDocument();
    expect(screen.queryByText(/not set up correctly/)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`<MintPage> marketBaseUrl: "${bad}" is not an absolute URL`));
    view.unmount();

    // Sold out, alone and inside a provider: the market part says it cannot run, the rest of the page stays.
    for (const tree of [page(test, { marketBaseUrl: bad }), <MintKitProvider publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} marketBaseUrl={bad} fetch={test.fetch} storage={null}><MintPage drop="sold-out" /></MintKitProvider>]) {
      logged.mockClear();
      const next = render(tree);
      expect(await screen.findByRole('heading', { name: 'Sold Out Society' }, LAZY)).toBeInTheDocument();
      const market = await waitFor(() => {
        const part = document.querySelector('[data-slot="mint-page-market"]');
        expect(part).not.toBeNull();
        return part as HTMLElement;
      }, LAZY);
      await waitFor(() => expect(within(market).getByRole('alert')).toHaveTextContent('not set up correctly'));
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
      // The developer reads which prop to fix.
      const lines = logged.mock.calls.flat().map((arg) => (arg instanceof Error ? arg.message : String(arg)));
      expect(lines.some((line) => /marketBaseUrl:? "market\.example\.com"/.test(line))).toBe(true);
      next.unmount();
    }
    vi.restoreAllMocks();
  });
});
