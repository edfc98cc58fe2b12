import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { editedAnswers, fundedWallet, makeSandbox, renderKit } from '../helpers/kit.js';

/**
 * Claim-code settings that contradict themselves, `{ enabled: false, kind: null, required: true }`:
 * a code the service says it needs gets a field to be typed in, so the button's "Enter a claim code
 * to mint" is never a dead end (docs/api-assumptions.md, "Claim codes").
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

describe('claim codes required but disabled', () => {
  it('the mint button never asks for a claim code the page gives no field for', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const edited = editedAnswers<Json>(test, (url) => url.endsWith('/claim-codes'), (config) => {
      config.enabled = false;
      config.kind = null;
    });
    const wallet = fundedWallet(test, 10);
    renderKit(<MintPage drop="claim-codes" locale="en-US" />, { test, wallet, provider: { fetch: edited } });
    const button = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('[data-slot="mint-button"]');
      expect(found?.getAttribute('data-state')).not.toMatch(/^(loading|connect-wallet)$/);
      return found!;
    }, { timeout: 5_000 });
    await waitFor(() => expect(document.querySelector('[data-slot="quantity-input"] input')).not.toBeNull());
    expect(button).toHaveAttribute('data-state', 'needs-code');
    expect(document.querySelector('[data-slot="claim-code-field"] input'), 'asks for a code with no field to enter it').not.toBeNull();
  });
});
