import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CollectionHeader } from '../../src/components/collection-header.js';
import { Gallery } from '../../src/components/gallery.js';
import { TraitList } from '../../src/components/trait-list.js';
import type { MintClient } from '../../src/core/mint-client.js';
import * as feedQueries from '../../src/react/feed-queries.js';
import * as queries from '../../src/react/queries.js';
import * as walletQueries from '../../src/react/wallet-queries.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';

/** The host app's own boundary: if the kit throws a read's error, the host's fallback replaces the page. */
class HostBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Host error page</p> : this.props.children;
  }
}

/** A host app that wants its own reads to throw into its error boundaries. */
const throwingHostClient = () => new QueryClient({ defaultOptions: { queries: { throwOnError: true, retry: false } } });

afterEach(() => onlineManager.setOnline(true));

describe('kit reads under a host QueryClient', () => {
  it('shows a failed read in the kit’s notice, not the host’s error boundary, when the host defaults to throwOnError', async () => {
    const test = makeSandbox();
    test.sandbox.failNext({ path: '/mint/v1/collections/genesis/traits', mode: 'status', status: 404, code: 'NOT_FOUND' });
    renderKit(
      <HostBoundary>
        <CollectionHeader drop="genesis" />
        <TraitList drop="genesis" />
      </HostBoundary>,
      { test, queryClient: throwingHostClient() },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be found');
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(screen.queryByText('Host error page')).toBeNull();
  });

  it('keeps the drop on screen when a background poll fails under a host that throws on error', async () => {
    const test = makeSandbox();
    const { queryClient } = renderKit(
      <HostBoundary>
        <CollectionHeader drop="genesis" />
      </HostBoundary>,
      { test, queryClient: throwingHostClient() },
    );
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    test.sandbox.failNext({ path: '/mint/v1/collections/genesis', mode: 'status', status: 404, code: 'NOT_FOUND' });
    await act(() => queryClient.refetchQueries());
    // react-query tells components on its next tick; give the page that tick to (not) break.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queryClient.getQueryCache().findAll().some((query) => query.state.status === 'error')).toBe(true);
    expect(screen.getByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(screen.queryByText('Host error page')).toBeNull();
  });

  it('shows “Could not reach” with Try again on a page opened offline, and loads by itself once back online', async () => {
    const test = makeSandbox();
    let offline = true;
    const browserFetch: typeof fetch = (input, init) => (offline ? Promise.reject(new TypeError('Failed to fetch')) : test.fetch(input, init));
    onlineManager.setOnline(false);
    renderKit(<Gallery drop="genesis" pageSize={4} />, { test, provider: { fetch: browserFetch } });
    // The kit's client retries a dropped connection a few times before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('Could not reach the mint service');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Loading artwork…')).toBeNull();

    offline = false;
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Genesis #4')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }, 15_000);
});

describe('kit query option factories', () => {
  const client = { baseUrl: 'https://mint.example' } as MintClient;
  const factories = Object.entries({ ...queries, ...walletQueries, ...feedQueries }).filter(([name, value]) => name.endsWith('Query') && typeof value === 'function');

  it.each(factories)('%s never throws into the host’s boundary, reads offline and refetches on reconnect', (_name, factory) => {
    const options = (factory as (...args: unknown[]) => Record<string, unknown>)(client, 'genesis', 'phase', 'wallet');
    expect(options).toMatchObject({ throwOnError: false, networkMode: 'always', refetchOnReconnect: true, retry: false });
  });

  it('covers every factory', () => {
    expect(factories.length).toBeGreaterThanOrEqual(19);
  });
});
