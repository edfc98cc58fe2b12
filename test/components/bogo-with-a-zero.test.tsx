import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhaseList } from '../../src/components/phase-list.js';
import { editedAnswers, makeSandbox, renderKit } from '../helpers/kit.js';

/**
 * A buy-N-get-M offer with N or M below 1 is no offer the kit can state: "Buy 0, get 1 free" would
 * promise a free item beside a phase that costs 0.1 SOL. It reads as an offer this version does not
 * know, "Bonus mints available" (docs/api-assumptions.md, "bogo"), never as "Buy N, get M free".
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

describe('a BOGO with a zero', () => {
  it.each([
    [{ buy: 0, get: 1 }],
    [{ buy: 2, get: 0 }],
  ])('bogo %o is not stated as a buy-N-get-M offer', async (bogo) => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const edited = editedAnswers<Json>(test, (url) => url.endsWith('/collections/genesis'), (model) => {
      for (const list of [model.phases.all, model.phases.active]) for (const phase of list) if (phase.name === 'Early bird') phase.bogo = bogo;
    });
    renderKit(<PhaseList drop="genesis" locale="en-US" />, { test, provider: { fetch: edited } });
    const live = await waitFor(() => {
      const found = document.querySelector('[data-slot="phase"][data-state="active"]');
      expect(found).not.toBeNull();
      return found!;
    }, { timeout: 5_000 });
    expect(live.textContent).not.toMatch(/Buy \d+, get \d+ free/);
    expect(live.textContent).toContain('Bonus mints available');
  });
});
