import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MintButton } from '../../src/components/mint-button.js';
import { fundedWallet, makeSandbox, passTime, renderKit, SANDBOX_BASE } from '../helpers/kit.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MintButton and prepare-mint’s CORS preflight', () => {
  it('has it made again when its phase opens, long after the wallet connected', async () => {
    // Date is faked too: the client sends the preflight at most once a minute of Date.now.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
    const test = makeSandbox({ transitionAfterMs: 5 * 60_000 });
    const drop = (await (await test.fetch(`${SANDBOX_BASE}/mint/v1/collections/genesis`, { headers: { 'X-API-Key': SEEDED_KEYS.sandbox } })).json()) as {
      phases: { all: Array<{ id: string; name: string }> };
    };
    const publicPhase = drop.phases.all.find((phase) => phase.name === 'Public')!;
    test.requests.length = 0;
    // The page's requests go through the browser's fetch (no provider `fetch`): another origin, so preflights.
    vi.stubGlobal('fetch', test.fetch);
    renderKit(<MintButton drop="genesis" phaseId={publicPhase.id} />, { test, wallet: fundedWallet(test), provider: { fetch: undefined } });

    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('data-state', 'not-started'));
    // useMint's, at connect.
    await waitFor(() => expect(test.count('OPTIONS', '/prepare-mint')).toBe(1));

    await passTime(5 * 60_000 + 1_000, test);
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('data-state', 'ready'), { timeout: 5_000 });
    await waitFor(() => expect(test.count('OPTIONS', '/prepare-mint')).toBe(2));
    expect(test.count('POST', '/prepare-mint')).toBe(0);
  });
});
