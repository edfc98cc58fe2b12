import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MintKitProvider, useCollection, useTraits } from '../../src/react/index.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { makeSandbox, SANDBOX_BASE, type TestSandbox } from '../helpers/kit.js';

function DropName({ drop, label }: { drop: string; label: string }) {
  const { data, error } = useCollection(drop);
  return <p data-testid={label}>{error ? `error ${error.code}` : data ? data.collection.name : 'loading'}</p>;
}

let showSecond: () => void = () => {};
/** One host QueryClientProvider (the README's default: the provider uses the host's client), two providers with two keys; the second appears later (a section below the fold, a second embed). */
function Page({ test, first, second, drop }: { test: TestSandbox; first: string; second: string; drop: string }) {
  const [shown, setShown] = useState(false);
  showSecond = () => setShown(true);
  return (
    <>
      <MintKitProvider publishableKey={first} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null}>
        <DropName drop={drop} label="first" />
      </MintKitProvider>
      {shown && (
        <MintKitProvider publishableKey={second} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null}>
          <DropName drop={drop} label="second" />
        </MintKitProvider>
      )}
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

describe('two providers with different keys under one host QueryClient', () => {
  it('a key not issued for a drop is refused it, even after another key on the page read the drop', async () => {
    const test = makeSandbox();
    const host = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={host}>
        <Page test={test} first={SEEDED_KEYS.publishable} second={SEEDED_KEYS.publishableGenesisOnly} drop="dutch" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent(test.drop('dutch').name));
    act(() => showSecond());
    await settle();
    expect(screen.getByTestId('second')).toHaveTextContent('error COLLECTION_NOT_IN_SCOPE');
    expect(screen.getByTestId('first')).toHaveTextContent(test.drop('dutch').name);
  });

  it('a key issued for a drop shows it, even after another key on the page was refused it', async () => {
    const test = makeSandbox();
    const host = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={host}>
        <Page test={test} first={SEEDED_KEYS.publishableGenesisOnly} second={SEEDED_KEYS.publishable} drop="dutch" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent('error COLLECTION_NOT_IN_SCOPE'));
    act(() => showSecond());
    await settle();
    expect(screen.getByTestId('second')).toHaveTextContent(test.drop('dutch').name);
    expect(screen.getByTestId('first')).toHaveTextContent('error COLLECTION_NOT_IN_SCOPE');
  });

  it('a sandbox key is refused a mainnet drop even after a publishable key on the page read it', async () => {
    const test = makeSandbox();
    const host = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={host}>
        <Page test={test} first={SEEDED_KEYS.publishable} second={SEEDED_KEYS.sandbox} drop="mainnet" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent(test.drop('mainnet').name));
    act(() => showSecond());
    await settle();
    expect(screen.getByTestId('second')).toHaveTextContent('error SANDBOX_KEY_ON_MAINNET');
    expect(screen.getByTestId('first')).toHaveTextContent(test.drop('mainnet').name);
  });

  it('switching keys the way the provider\'s own warning says (remount with a React key) does not keep the old key\'s answers', async () => {
    const test = makeSandbox();
    const host = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Traits() {
      const { data, error } = useTraits('dutch');
      return <p data-testid="traits">{error ? `error ${error.code}` : data ? `traits: ${data.traits.length}` : 'loading'}</p>;
    }
    const page = (key: string) => (
      <QueryClientProvider client={host}>
        <MintKitProvider key={key} publishableKey={key} baseUrl={`${SANDBOX_BASE}/mint`} fetch={test.fetch} storage={null}>
          <Traits />
        </MintKitProvider>
      </QueryClientProvider>
    );
    const view = render(page(SEEDED_KEYS.publishable));
    await waitFor(() => expect(screen.getByTestId('traits')).toHaveTextContent(/^traits: \d+$/));
    const before = test.count('GET', '/collections/dutch/traits');
    view.rerender(page(SEEDED_KEYS.publishableGenesisOnly));
    await settle();
    expect(test.count('GET', '/collections/dutch/traits')).toBe(before + 1);
    expect(screen.getByTestId('traits')).toHaveTextContent(/^error /);
  });
});
