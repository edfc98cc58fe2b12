import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BountyPanel } from '../../src/components/bounty-panel.js';
import { MintKitRoot } from '../../src/components/root.js';
import { makeSandbox, renderKit, type TestSandbox } from '../helpers/kit.js';
import { applyKitStyles } from './kit-styles.js';

/** The sandbox, except that `path` answers `body` (a service that leaves fields out). */
function answering(test: TestSandbox, path: string, body: object): typeof fetch {
  return (input, init) =>
    new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith(path) ? Promise.resolve(Response.json(body)) : test.fetch(input, init);
}

describe('BountyPanel', () => {
  it('shows the service’s counts', async () => {
    const test = makeSandbox();
    renderKit(<BountyPanel drop="bounty" locale="en-US" />, { test });
    expect(await screen.findByText('Golden frame 1/1')).toBeInTheDocument();
    expect(screen.getByText('Prizes awarded: 7 of 30')).toBeInTheDocument();
  });

  it('shows a prize whose picture cannot load (art host down, a 404) as the kit’s no-image square in the picture’s place, not a broken-image box', async () => {
    const test = makeSandbox();
    renderKit(
      <MintKitRoot>
        <BountyPanel drop="bounty" locale="en-US" />
      </MintKitRoot>,
      { test },
    );
    const removeStyles = applyKitStyles();
    const prize = (await screen.findByText('Golden frame 1/1')).closest('[data-slot="bounty-prize"]')!;
    const picture = prize.querySelector('img')!;
    expect(picture).toHaveAttribute('src', expect.stringMatching(/\S/));
    const box = (element: Element) => [getComputedStyle(element).width, getComputedStyle(element).height];
    expect(box(picture)).toEqual(['48px', '48px']);
    fireEvent.error(picture);
    expect(prize.querySelector('img')).toBeNull();
    // In the picture's box: the prize's name and count beside it do not move.
    expect(prize.firstElementChild).toHaveAttribute('data-kind', 'art');
    expect(box(prize.firstElementChild!)).toEqual(['48px', '48px']);
    expect(prize).toHaveTextContent('Golden frame 1/1');
    removeStyles();
  });

  it('leaves out counts the summary does not give, instead of saying “Prizes awarded: 0 of 0”', async () => {
    const test = makeSandbox();
    const fetch = answering(test, '/collections/bounty/bounty', { success: true, enabled: true, title: 'Find the golden frame', description: null, endsAt: '2026-12-01T12:00:00.000Z' });
    renderKit(<BountyPanel drop="bounty" locale="en-US" />, { test, provider: { fetch } });
    expect(await screen.findByText('Golden frame 1/1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find the golden frame' })).toBeInTheDocument();
    expect(screen.queryByText(/Prizes awarded/)).toBeNull();
    expect(screen.queryByText(/\b0 of 0\b/)).toBeNull();
    expect(screen.getByText(/^Closes /)).toBeInTheDocument();
  });

  it('shows a live bounty whose summary leaves out `enabled`', async () => {
    const test = makeSandbox();
    const fetch = answering(test, '/collections/bounty/bounty', { success: true, title: 'Find the golden frame' });
    renderKit(<BountyPanel drop="bounty" locale="en-US" />, { test, provider: { fetch } });
    expect(await screen.findByRole('heading', { name: 'Find the golden frame' })).toBeInTheDocument();
    expect(await screen.findByText('Golden frame 1/1')).toBeInTheDocument();
    expect(screen.queryByText(/Prizes awarded/)).toBeNull();
  });

  it('shows a bounty whose summary says nothing but whose prize table (without `enabled`) lists prizes', async () => {
    const test = makeSandbox();
    const prize = { id: 'frame', name: 'Golden frame 1/1', description: '', image: null, quantity: 4, remaining: 2 };
    const summary = answering(test, '/collections/bounty/bounty', { success: true });
    const fetch: typeof globalThis.fetch = (input, init) =>
      new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith('/bounty-prizes') ? Promise.resolve(Response.json({ success: true, prizes: [prize] })) : summary(input, init);
    renderKit(<BountyPanel drop="bounty" locale="en-US" />, { test, provider: { fetch } });
    expect(await screen.findByText('Golden frame 1/1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bounty' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 left')).toBeInTheDocument();
  });

  it('shows no figure the service sent below zero: no "Prizes awarded: 7 of -1", no "1 of -1 left"', async () => {
    const test = makeSandbox();
    const good = { id: 'frame', name: 'Golden frame 1/1', description: '', image: null, quantity: 4, remaining: 2 };
    const summary = answering(test, '/collections/bounty/bounty', { success: true, enabled: true, title: 'Find the golden frame', totalPrizes: -1, awardedPrizes: 7 });
    const fetch: typeof globalThis.fetch = (input, init) =>
      new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith('/bounty-prizes')
        ? Promise.resolve(Response.json({ success: true, enabled: true, prizes: [{ ...good, id: 'odd', name: 'Odd prize', quantity: -1, remaining: 1 }, good] }))
        : summary(input, init);
    const { container } = renderKit(<BountyPanel drop="bounty" locale="en-US" />, { test, provider: { fetch } });
    expect(await screen.findByText('Golden frame 1/1')).toBeInTheDocument();
    expect(screen.getByText('2 of 4 left')).toBeInTheDocument();
    expect(screen.queryByText(/Prizes awarded/)).toBeNull();
    expect(screen.queryByText('Odd prize')).toBeNull();
    expect(container).not.toHaveTextContent('-1');
  });

  it('renders nothing for a drop without a bounty', async () => {
    const test = makeSandbox();
    const { container, queryClient } = renderKit(<BountyPanel drop="genesis" />, { test });
    await waitFor(() => expect(test.count('GET', '/genesis/bounty') + test.count('GET', '/genesis/bounty-prizes')).toBe(2));
    await waitFor(() => expect(queryClient.getQueryCache().findAll().every((query) => query.state.status === 'success')).toBe(true));
    // both answers are in: still nothing, and never a "0 prizes" line
    expect(container.querySelector('[data-slot="bounty-panel"]')).toBeNull();
    expect(screen.queryByText(/Prizes awarded/)).toBeNull();
  });

  it('shows no "Bounty" error on a drop whose prize table says there is no bounty, when the summary fails', async () => {
    const test = makeSandbox();
    const fetch: typeof globalThis.fetch = (input, init) =>
      new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith('/genesis/bounty')
        ? Promise.resolve(Response.json({ success: false, code: 'INVALID_REQUEST', error: 'refused' }, { status: 400 }))
        : test.fetch(input, init);
    const { container, queryClient } = renderKit(<BountyPanel drop="genesis" />, { test, provider: { fetch } });
    await waitFor(() => expect(queryClient.getQueryCache().findAll().map((query) => query.state.status).sort()).toEqual(['error', 'success']));
    expect(container.querySelector('[data-slot="bounty-panel"]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
