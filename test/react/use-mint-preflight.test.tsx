import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCollection, useKitWallet, useMint } from '../../src/react/index.js';
import { editedAnswers, fundedWallet, makeSandbox, renderKit, type TestSandbox } from '../helpers/kit.js';

// An app's own mint button, built on useMint alone (not on MintButton or useMintButton).
function OwnMintButton() {
  const drop = useCollection('genesis').data;
  const wallet = useKitWallet();
  const mint = useMint({ drop: 'genesis' });
  return (
    <>
      <p>{drop ? drop.collection.name : 'loading'}</p>
      <p>{wallet.address ? 'connected' : 'no wallet'}</p>
      <button disabled={!mint.canStart}>Mint</button>
    </>
  );
}

// The page's requests go through the browser's fetch, as without the provider's `fetch`: the client
// then talks to another origin, where prepare-mint needs a CORS preflight.
function renderWithBrowserFetch(test: TestSandbox, wallet: ReturnType<typeof fundedWallet> | null, browserFetch: typeof fetch = test.fetch) {
  vi.stubGlobal('fetch', browserFetch);
  return renderKit(<OwnMintButton />, { test, wallet, provider: { fetch: undefined } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useMint in an app’s own button', () => {
  it('has prepare-mint’s preflight done once a wallet that can sign is connected, before any click', async () => {
    const test = makeSandbox();
    renderWithBrowserFetch(test, fundedWallet(test));
    await screen.findByText('connected');
    await vi.waitFor(() => expect(test.count('OPTIONS', '/prepare-mint')).toBe(1));
    expect(test.count('POST', '/prepare-mint')).toBe(0);
  });

  it('sends none for a drop whose every phase has ended', async () => {
    const test = makeSandbox();
    const allEnded = editedAnswers(test, (url) => url.endsWith('/collections/genesis'), (body: { phases: Record<'all' | 'active' | 'upcoming', Array<{ status: string }>> }) => {
      body.phases.all.forEach((phase) => (phase.status = 'ended'));
      body.phases.active = [];
      body.phases.upcoming = [];
    });
    renderWithBrowserFetch(test, fundedWallet(test), allEnded);
    await screen.findByText('MintKit Genesis');
    await screen.findByText('connected');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(test.count('OPTIONS', '/prepare-mint')).toBe(0);
  });

  it('sends no preflight while no wallet is connected', async () => {
    const test = makeSandbox();
    renderWithBrowserFetch(test, null);
    await screen.findByText('MintKit Genesis');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('no wallet')).toBeInTheDocument();
    expect(test.count('OPTIONS', '/prepare-mint')).toBe(0);
  });
});
