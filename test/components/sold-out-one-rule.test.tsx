import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { editedAnswers, fundedWallet, makeSandbox, renderKit } from '../helpers/kit.js';

/**
 * One rule for "sold out" on the page (`isSoldOut`: the service's `availableCount`), so a read model
 * whose counts disagree (minted 500 of 500, availableCount still 488) never gets "Sold out" beside
 * the live phase, with no quantity picker, while the button offers "Mint 1" and the supply says 488 available.
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

describe('supply counts that disagree', () => {
  it('the page does not both call the live phase sold out and offer a mint', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const edited = editedAnswers<Json>(test, (url) => url.endsWith('/collections/genesis'), (model) => {
      model.stats.mintedCount = model.stats.totalSupply;
    });
    const wallet = fundedWallet(test, 10);
    renderKit(<MintPage drop="genesis" locale="en-US" />, { test, wallet, provider: { fetch: edited } });
    const button = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('[data-slot="mint-button"]');
      expect(found?.getAttribute('data-state')).not.toMatch(/^(loading|connect-wallet)$/);
      return found!;
    }, { timeout: 5_000 });
    await screen.findByText('Early bird', { selector: '[data-slot="phase-name"]' });
    const soldOutBeside = document.querySelector('[data-slot="phase"][data-state="active"] [data-slot="phase-sold-out"]');
    const offersMint = !button.disabled && button.getAttribute('data-state') === 'ready';
    // One verdict, the service's availableCount: a mint with its quantity picker, and no "Sold out" anywhere.
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('ready'));
    expect({ soldOutBeside: soldOutBeside !== null, offersMint, button: button.textContent }).toEqual({ soldOutBeside: false, offersMint: true, button: 'Mint 1' });
    expect(document.querySelector('[data-slot="quantity-input"]')).not.toBeNull();
  });
});
