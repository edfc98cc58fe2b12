import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhaseList } from '../../src/components/phase-list.js';
import { SupplyStats } from '../../src/components/supply-stats.js';
import { editedAnswers, fundedWallet, makeSandbox, MintControls, renderKit } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

type Availability = { availableNow: number };

/**
 * Issue 8: at most one commit a second while countdowns tick, and none once every phase has started.
 * A poll that brings the same figures (only its `serverTime` moved) must not re-render the page; one
 * that brings a new figure must.
 */
describe('a polled read that brings the same figures', () => {
  it('commits nothing on the page; a changed figure is shown at the next read', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const served = { soldOut: false };
    const fetch = editedAnswers<Availability>(test, (url) => url.endsWith('/availability'), (body) => {
      if (served.soldOut) body.availableNow = 0;
    });
    let commits = 0;
    const view = renderKit(
      <Profiler id="page" onRender={() => commits++}>
        <SupplyStats drop="genesis" />
        <PhaseList drop="genesis" />
        <MintControls drop="genesis" />
      </Profiler>,
      { test, wallet: fundedWallet(test, 10), provider: { fetch } },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    // Settle what the first reads set off, then count.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const collectionReads = test.count('GET', '/collections/genesis');
    commits = 0;
    await act(async () => {
      await view.queryClient.refetchQueries({ predicate: (query) => ['collection', 'availability'].includes(String(query.queryKey.at(-1))) });
      // What the answers set off (react-query tells its observers on a later task) has its time to land.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    // The reads went out and were answered (each with a later serverTime), and nothing re-rendered.
    expect(test.count('GET', '/collections/genesis')).toBe(collectionReads + 1);
    expect(commits).toBe(0);

    // A new figure is news: the supply is gone, and the button says so at the next read.
    served.soldOut = true;
    await act(async () => {
      await view.queryClient.refetchQueries({ predicate: (query) => String(query.queryKey.at(-1)) === 'availability' });
    });
    await waitFor(() => expect(document.querySelector('[data-slot="mint-button"]')).toHaveAttribute('data-state', 'sold-out'));
    expect(commits).toBeGreaterThan(0);
  });
});
