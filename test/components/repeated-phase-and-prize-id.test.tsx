import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BountyPanel } from '../../src/components/bounty-panel.js';
import { PhaseList } from '../../src/components/phase-list.js';
import { editedAnswers, makeSandbox, renderKit } from '../helpers/kit.js';

/**
 * A phase id names one phase (prepare-mint, wallet-mints and eligibility take it), and a prize id one
 * prize, so an answer that repeats one keeps the first record under it and drops the later ones
 * (docs/api-assumptions.md). The lists then never hold two rows with one key, and the next
 * well-formed answer is drawn exactly as sent, with no row left over from the one before.
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

const names = (slot: string) => [...document.querySelectorAll(`[data-slot="${slot}"]`)].map((element) => element.textContent);

describe('a repeated id in the phase list or the prize table', () => {
  it('PhaseList shows the first phase of a repeated id only, then exactly the phases of the next answer', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    let repeat = true;
    const edited = editedAnswers<Json>(test, (url) => url.endsWith('/collections/genesis'), (model) => {
      const [founders, earlyBird, , encore] = model.phases.all;
      if (repeat) {
        // Early bird and Holder encore carry Founders' id.
        earlyBird.id = founders.id;
        encore.id = founders.id;
      } else {
        // The next answer is well formed and lists three phases (Founders was removed).
        model.phases.all = model.phases.all.slice(1);
      }
    });
    const view = renderKit(<PhaseList drop="genesis" locale="en-US" />, { test, provider: { fetch: edited } });
    await waitFor(() => expect(names('phase-name')).toEqual(['Founders', 'Public']), { timeout: 5_000 });
    repeat = false;
    await act(async () => {
      await view.queryClient.refetchQueries();
    });
    await waitFor(() => expect(names('phase-name')).toEqual(['Early bird', 'Public', 'Holder encore']));
  });

  it('BountyPanel shows the first prize of a repeated id only, then exactly the prizes of the next answer', async () => {
    const test = makeSandbox();
    let repeat = true;
    let sent: string[] = [];
    const edited = editedAnswers<Json>(test, (url) => url.endsWith('/bounty-prizes'), (body) => {
      const prizes = body.prizes as Json[];
      if (repeat) for (const prize of prizes) prize.id = prizes[0]!.id;
      else body.prizes = prizes.slice(1);
      sent = (body.prizes as Json[]).map((prize) => prize.name);
    });
    const view = renderKit(<BountyPanel drop="bounty" locale="en-US" />, { test, provider: { fetch: edited } });
    await waitFor(() => expect(names('bounty-prize-name').length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(sent.length).toBeGreaterThan(2);
    expect(names('bounty-prize-name')).toEqual(sent.slice(0, 1));
    repeat = false;
    await act(async () => {
      await view.queryClient.refetchQueries();
    });
    await waitFor(() => expect(names('bounty-prize-name')).toEqual(sent));
    expect(sent.length).toBeGreaterThan(1);
  });
});
