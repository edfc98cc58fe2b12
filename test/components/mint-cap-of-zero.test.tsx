import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editedAnswers, fundedWallet, makeSandbox, MintControls, renderKit } from '../helpers/kit.js';

/**
 * A live phase whose `maxPerTransaction` is 0 leaves no quantity a buyer can pick: the button says
 * minting is unavailable, never "Choose 1 to 0", and the stepper gives no "Up to 0 per transaction".
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

describe('a phase cap of 0', () => {
  it('a live phase with maxPerTransaction 0 never asks the buyer to "Choose 1 to 0"', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const edited = editedAnswers<Json>(test, (url) => url.endsWith('/collections/genesis'), (model) => {
      for (const list of [model.phases.all, model.phases.active]) for (const phase of list) if (phase.name === 'Early bird') phase.maxPerTransaction = 0;
    });
    const wallet = fundedWallet(test, 10);
    renderKit(<MintControls drop="genesis" />, { test, wallet, provider: { fetch: edited } });
    const button = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('[data-slot="mint-button"]');
      expect(found?.getAttribute('data-state')).not.toMatch(/^(loading|connect-wallet)$/);
      return found!;
    }, { timeout: 5_000 });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'unavailable');
    expect(button.textContent).not.toMatch(/1 to 0/);
    expect(document.body.textContent).not.toMatch(/Up to 0 per transaction/);
  });
});
