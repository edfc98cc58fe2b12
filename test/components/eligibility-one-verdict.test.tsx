import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { editedAnswers, fundedWallet, makeSandbox, renderKit } from '../helpers/kit.js';

/**
 * The eligibility answer for the connected wallet says `gated: true, eligible: false` on a phase the
 * read model lists with `isGated: false` (the two answers disagree). `EligibilityNotice` asks about
 * every phase and says "This wallet can’t mint in Early bird."; the button, which asks only of gated
 * phases, honours that "no" too: one page, one verdict on the same wallet.
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

describe('an eligibility verdict the read model’s isGated does not expect', () => {
  it('the button does not offer a mint right under "This wallet can’t mint"', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const edited = editedAnswers<Json>(test, (url) => url.includes('/eligibility/'), (body) => {
      body.gated = true;
      body.eligible = false;
      body.reason = 'NOT_ON_ALLOWLIST';
    });
    const wallet = fundedWallet(test, 10);
    renderKit(<MintPage drop="genesis" locale="en-US" />, { test, wallet, provider: { fetch: edited } });
    // Both settled: the notice has its verdict (the sandbox answers at once), the button its state.
    const notice = await waitFor(() => {
      const found = document.querySelector('[data-slot="eligibility-notice"]');
      expect(found?.getAttribute('data-state')).not.toMatch(/^(loading|no-wallet)$/);
      return found!;
    }, { timeout: 5_000 });
    const button = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('[data-slot="mint-button"]');
      expect(found?.getAttribute('data-state')).not.toMatch(/^(loading|connect-wallet)$/);
      return found!;
    });
    // One verdict on one page: the notice turns the wallet away and the button does not mint.
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('not-eligible'));
    expect(notice.getAttribute('data-state')).toBe('not-eligible');
    expect(button).toBeDisabled();
  });
});
