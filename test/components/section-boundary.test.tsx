import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { retryableLazy, SectionBoundary } from '../../src/components/section-boundary.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { fundedWallet, makeSandbox, SANDBOX_BASE } from '../helpers/kit.js';

// The mint controls' file fails to load once (a dropped connection, or a deploy that replaced it
// while the page was open), then loads.
const actionsLoads = vi.hoisted(() => ({ failuresLeft: 0, attempts: 0 }));
vi.mock('../../src/components/mint-page-actions.js', async (importOriginal) => {
  actionsLoads.attempts += 1;
  if (actionsLoads.failuresLeft > 0) {
    actionsLoads.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: mint-page-actions.js');
  }
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
  it('keeps the drop and its price on screen, says so where the controls go, and mints after "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    actionsLoads.failuresLeft = 1;
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
    await user.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('heading', { name: 'Creator site' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="mint-page-price"]')).toHaveTextContent('SOL');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const mint = await screen.findByRole('button', { name: 'Mint 1' });
    expect(actionsLoads.attempts).toBe(2);
    await vi.waitFor(() => expect(mint).toBeEnabled());
    await user.click(mint);
    expect(await screen.findByText('Minted 1!', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
