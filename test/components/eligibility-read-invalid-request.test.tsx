/**
 * A read refused as INVALID_REQUEST (the eligibility route answers it for a wallet address the drop's
 * chain does not take) says only that the service did not accept the request: these notices have no
 * quantity to check, and INVALID_REQUEST is not retried, so no "try again" either (docs/api-assumptions.md,
 * "A notice's sentence and its action agree").
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaimCodeField } from '../../src/components/claim-code-field.js';
import { EligibilityNotice } from '../../src/components/eligibility-notice.js';
import { fundedWallet, makeSandbox, renderKit } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

/** The sandbox, with every request whose URL contains `part` refused as 400 INVALID_REQUEST. */
function refusing(test: ReturnType<typeof makeSandbox>, part: string): typeof globalThis.fetch {
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes(part)) {
      return new Response(JSON.stringify({ success: false, error: 'The request was not valid.', code: 'INVALID_REQUEST' }), { status: 400, headers: { 'Content-Type': 'application/json' } });
    }
    return test.fetch(input, init);
  };
}

describe('ClaimCodeField when its settings read is refused as INVALID_REQUEST', () => {
  it('says the read was not accepted, not to check a quantity', async () => {
    const test = makeSandbox();
    renderKit(<ClaimCodeField drop="claim-codes" />, { test, wallet: fundedWallet(test), provider: { fetch: refusing(test, '/claim-codes') } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The mint service did not accept that request.');
    expect(alert.textContent).not.toMatch(/quantity|try again/i);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('EligibilityNotice when its eligibility read is refused as INVALID_REQUEST', () => {
  it('says the read was not accepted, without asking the buyer to check a quantity or try again with no button to do so', async () => {
    const test = makeSandbox();
    const fetch = refusing(test, '/eligibility/');
    renderKit(<EligibilityNotice drop="gated" />, { test, wallet: fundedWallet(test), provider: { fetch } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    const offersRetry = screen.queryByRole('button', { name: 'Try again' }) !== null;
    // The sentence and the action agree: no "try again" without the button, and no quantity on a read.
    expect(alert.textContent).not.toMatch(/quantity/i);
    if (!offersRetry) expect(alert.textContent).not.toMatch(/try again/i);
    expect(alert).toHaveTextContent('The mint service did not accept that request.');
  });
});
