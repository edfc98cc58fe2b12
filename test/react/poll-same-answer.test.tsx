import { act, screen, waitFor } from '@testing-library/react';
import type { Query } from '@tanstack/react-query';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { PhaseList } from '../../src/components/phase-list.js';
import { SupplyStats } from '../../src/components/supply-stats.js';
import { editedAnswers, fundedWallet, holdableTimers, makeSandbox, MintControls, renderKit, settle } from '../helpers/kit.js';

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
    const ticks = holdableTimers();
    let commits = 0;
    const view = renderKit(
      <Profiler id="page" onRender={() => commits++}>
        <SupplyStats drop="genesis" />
        <PhaseList drop="genesis" />
        <MintControls drop="genesis" />
      </Profiler>,
      { test, wallet: fundedWallet(test, 10), provider: { fetch, timers: ticks.timers } },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    // The countdowns' once-a-second commits are not what is counted here: held until the count is taken.
    ticks.hold();
    await settle(view.queryClient, () => commits);
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
    ticks.release();

    // A new figure is news: the supply is gone, and the button says so at the next read.
    served.soldOut = true;
    await act(async () => {
      await view.queryClient.refetchQueries({ predicate: (query) => String(query.queryKey.at(-1)) === 'availability' });
    });
    await waitFor(() => expect(document.querySelector('[data-slot="mint-button"]')).toHaveAttribute('data-state', 'sold-out'));
    expect(commits).toBeGreaterThan(0);
  });
});

type WireCollection = { phases: { all: Array<{ status: string }>; active: unknown[]; upcoming: unknown[] } };

/** The sandbox's answers, with every phase of `drop` made upcoming when asked: a drop that has not opened yet. */
function servedAs(test: ReturnType<typeof makeSandbox>, drop: string, upcoming: boolean): typeof fetch {
  if (!upcoming) return test.fetch;
  return editedAnswers<WireCollection>(test, (url) => new URL(url).pathname.endsWith(`/collections/${drop}`), (body) => {
    for (const phase of body.phases.all) phase.status = 'upcoming';
    body.phases.upcoming = body.phases.all;
    body.phases.active = [];
  });
}

/**
 * Issue 8, figure 4d–f: a read that goes stale changes nothing a buyer sees, so the page must not
 * re-render (the wallet's counts go stale 10 s after they are read, with no poll to refresh them).
 * Components that read an answer only in some states (a "Not started" button reads nothing of the
 * wallet's) are the ones at risk: react-query re-renders an observer none of whose fields were read
 * on every change. Stale marks without a refetch stand in for the lapse.
 */
describe('reads that go stale with the wallet connected', () => {
  const pages = [
    { drop: 'genesis', upcoming: true, button: 'not-started' },
    { drop: 'genesis', upcoming: false, button: 'ready' },
    { drop: 'dutch', upcoming: false, button: 'ready' },
    { drop: 'claim-codes', upcoming: false, button: 'needs-code' },
    { drop: 'gated', upcoming: false, button: 'not-eligible' },
  ];
  it.each(pages)('commit nothing on the $drop page (upcoming: $upcoming), whose button stays $button', async ({ drop, upcoming, button }) => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const ticks = holdableTimers();
    let commits = 0;
    const view = renderKit(
      <Profiler id="page" onRender={() => commits++}>
        <MintPage drop={drop} locale="en-US" />
      </Profiler>,
      { test, wallet: fundedWallet(test, 10), provider: { fetch: servedAs(test, drop, upcoming), timers: ticks.timers } },
    );
    await waitFor(() => expect(document.querySelector('[data-slot="mint-button"]')).toHaveAttribute('data-state', button), { timeout: 5_000 });
    const answered = (query: Query) => query.state.data !== undefined && query.getObserversCount() > 0;
    // The countdowns' once-a-second commits are not what is counted here: held until the count is
    // taken. The lower sections (loaded lazily, late on a busy CPU) and their reads land first.
    ticks.hold();
    await settle(view.queryClient, () => commits);
    const walletReads = view.queryClient.getQueryCache().findAll({ predicate: (query) => answered(query) && query.queryKey.includes('wallet-mints') });
    expect(walletReads).toHaveLength(1);
    commits = 0;
    await act(async () => {
      await view.queryClient.invalidateQueries({ predicate: answered, refetchType: 'none' });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(walletReads[0]!.isStale()).toBe(true);
    expect(commits).toBe(0);
    expect(document.querySelector('[data-slot="mint-button"]')).toHaveAttribute('data-state', button);
    ticks.release();
  });
});
