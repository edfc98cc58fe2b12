import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { retryableLazy, SectionBoundary } from '../../src/components/section-boundary.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { fundedWallet, makeSandbox, SANDBOX_BASE } from '../helpers/kit.js';

// The mint controls' file (which also brings the full wallet button) cannot be loaded while the
// connection is down (or a deploy replaced it while the page was open), then loads.
const actionsLoads = vi.hoisted(() => ({ down: false, attempts: 0 }));
vi.mock('../../src/components/mint-page-controls.js', async (importOriginal) => {
  actionsLoads.attempts += 1;
  if (actionsLoads.down) throw new TypeError('Failed to fetch dynamically imported module: mint-page-controls.js');
  return importOriginal();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SectionBoundary and retryableLazy', () => {
  it('shows a notice in place of a part whose file failed to load, and loads it on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failuresLeft = 1;
    const Part = retryableLazy(async () => {
      if (failuresLeft-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return ({ text: label }: { text: string }) => <p>{label}</p>;
    });
    render(
      <>
        <p>Sibling stays</p>
        <SectionBoundary onRetry={Part.reload}>
          <Suspense fallback={<p>Loading part…</p>}>
            <Part text="Part loaded" />
          </Suspense>
        </SectionBoundary>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByText('Sibling stays')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Part loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without reload a retry renders the same failure again (React keeps a failed lazy load)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    const Part = retryableLazy(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>Part loaded</p>;
    });
    render(
      <SectionBoundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </SectionBoundary>,
    );
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});

describe('MintPage when its mint controls fail to load', () => {
  // The page loads the wallet code when the buyer connects; vitest transforms it (@solana/web3.js and
  // wallet-adapter) on first import, 1–2 s on a quiet machine and over 8 s on a loaded 2-core CI runner.
  // Done once here, so the test's waits are for the page, not for the transform.
  beforeAll(async () => {
    await import('../../src/components/wallet-provider.js');
  }, 120_000);

  it('keeps the drop and its price on screen, says so where the controls and the wallet button go, and mints after one "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    actionsLoads.down = true;
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    render(
      <main>
        <h1>Creator site</h1>
        <MintPage drop="genesis" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null} wallets={[wallet]} />
      </main>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    // The file that brings the mint controls also brings the full wallet button: both places say it failed.
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 10_000 });
    const alert = within(screen.getByRole('region', { name: 'Mint' })).getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    const bar = document.querySelector<HTMLElement>('[data-slot="mint-page-bar"]')!;
    expect(within(bar).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('heading', { name: 'Creator site' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="mint-page-price"]')).toHaveTextContent('SOL');

    // Back online, one "Try again" loads the file anew for both: the chooser the buyer asked for opens, and the controls come.
    actionsLoads.down = false;
    const attemptsWhileDown = actionsLoads.attempts;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }));
    const mint = await screen.findByRole('button', { name: 'Mint 1' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(actionsLoads.attempts).toBeGreaterThan(attemptsWhileDown);
    await vi.waitFor(() => expect(mint).toBeEnabled(), { timeout: 5_000 });
    await user.click(mint);
    expect(await screen.findByText('Minted 1!', {}, { timeout: 5_000 })).toBeInTheDocument();
  }, 30_000);
});
