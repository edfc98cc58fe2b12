import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMintClient } from '../../src/core/index.js';
import { collectionQuery, useCountdown, useMintKit } from '../../src/react/index.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { freshQueryClient, makeSandbox, renderKit, SANDBOX_BASE, START } from '../helpers/kit.js';

const HOUR = 3_600_000;

/** A host's own "opens in" line, built as the README offers: `useQuery` over the exported factory, and `useCountdown`. */
function OpensIn() {
  const { mintClient } = useMintKit('OpensIn');
  const { data } = useQuery(collectionQuery(mintClient, 'genesis'));
  const upcoming = data?.phases.all.find((phase) => phase.status === 'upcoming');
  const { secondsLeft } = useCountdown(upcoming?.startMs);
  return <p data-testid="opens">{upcoming ? `${upcoming.name} opens in ${secondsLeft === null ? '…' : `${secondsLeft}s`}` : 'none'}</p>;
}

afterEach(() => vi.useRealTimers());

describe('useCountdown on a page whose read model was prefetched on the server (docs/components.md, "Server rendering")', () => {
  it('never counts on the device clock: a device an hour slow does not read an hour too many', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'], now: START - HOUR });
    const test = makeSandbox({ transitionAfterMs: 90_000 });
    // The host's server prefetched the drop just now and handed the cache over (dehydrate/hydrate).
    const onTheServer = createMintClient({ apiKey: SEEDED_KEYS.sandbox, baseUrl: `${SANDBOX_BASE}/mint`, fetch: test.fetch });
    const queryClient = freshQueryClient();
    queryClient.setQueryData(collectionQuery(onTheServer, 'genesis').queryKey, await onTheServer.getCollection('genesis'));
    renderKit(<OpensIn />, { test, queryClient });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    test.clock.advance(1_000);
    const text = screen.getByTestId('opens').textContent ?? '';
    const seconds = Number(/(\d+)s$/.exec(text)?.[1] ?? NaN);
    // The server says the next phase opens in ~89 s; on the device clock it would read ~3689 s.
    expect(text === "none" || text.endsWith("…") || (seconds >= 80 && seconds <= 95), text).toBe(true);
    // The page asks for the server's time itself (one more read of the drop), and then counts on it.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('opens')).toHaveTextContent(/^Public opens in (8\d|9[0-5])s$/);
    expect(test.count('GET', '/collections/genesis')).toBe(2);
  });
});
