/**
 * What the mint controls' own reads (eligibility, a claim code's settings and check) say when the
 * service refuses them. A refused request is a read's: it has no quantity to check, and it is not
 * retried, so no "try again" either (docs/api-assumptions.md, "A notice's sentence and its action
 * agree"). Their failure shapes are not shown in the spec, so a refusal may carry a mint's own code
 * (a code the service calls invalid, a wallet it calls not eligible): that code's sentence is shown,
 * not the catch-all "Something went wrong" beside no button.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaimCodeField } from '../../src/components/claim-code-field.js';
import { EligibilityNotice } from '../../src/components/eligibility-notice.js';
import { fundedWallet, makeSandbox, renderKit } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

/** The sandbox, with every request whose URL contains `part` refused with `status` and `code`. */
function refusing(test: ReturnType<typeof makeSandbox>, part: string, status: number, code: string): typeof globalThis.fetch {
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes(part)) return new Response(JSON.stringify({ success: false, error: 'Refused.', code }), { status, headers: { 'Content-Type': 'application/json' } });
    return test.fetch(input, init);
  };
}

/** The notice's sentence and its action agree. */
function expectNoTryAgainWithoutItsButton(alert: HTMLElement) {
  if (screen.queryByRole('button', { name: 'Try again' }) === null) expect(alert.textContent).not.toMatch(/try again/i);
}

describe('a read refused as INVALID_REQUEST', () => {
  it('ClaimCodeField (its settings): says the read was not accepted, not to check a quantity', async () => {
    const test = makeSandbox();
    renderKit(<ClaimCodeField drop="claim-codes" />, { test, wallet: fundedWallet(test), provider: { fetch: refusing(test, '/claim-codes', 400, 'INVALID_REQUEST') } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The mint service did not accept that request.');
    expect(alert.textContent).not.toMatch(/quantity|try again/i);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('EligibilityNotice given an INVALID_REQUEST text left undefined (a missing translation) still says the read’s sentence', async () => {
    const test = makeSandbox();
    const fetch = refusing(test, '/eligibility/', 400, 'INVALID_REQUEST');
    renderKit(<EligibilityNotice drop="gated" errorTexts={{ INVALID_REQUEST: undefined }} />, { test, wallet: fundedWallet(test), provider: { fetch } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The mint service did not accept that request.');
    expect(alert.textContent).not.toMatch(/quantity/i);
  });

  it('EligibilityNotice: says the read was not accepted, not to check a quantity', async () => {
    const test = makeSandbox();
    renderKit(<EligibilityNotice drop="gated" />, { test, wallet: fundedWallet(test), provider: { fetch: refusing(test, '/eligibility/', 400, 'INVALID_REQUEST') } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The mint service did not accept that request.');
    expect(alert.textContent).not.toMatch(/quantity/i);
    expectNoTryAgainWithoutItsButton(alert);
  });
});

describe('a read refused with a mint’s own code', () => {
  it('ClaimCodeField: a check refused as 400 CLAIM_CODE_INVALID says the code is not valid', async () => {
    const test = makeSandbox();
    renderKit(<ClaimCodeField drop="claim-codes" />, { test, wallet: fundedWallet(test), provider: { fetch: refusing(test, '/claim-codes/validate', 400, 'CLAIM_CODE_INVALID') } });
    await userEvent.type(await screen.findByRole('textbox', {}, { timeout: 5_000 }), 'NOPE-0000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The claim code is not valid or has no uses left.');
    expectNoTryAgainWithoutItsButton(alert);
  });

  it('EligibilityNotice: eligibility refused as 403 NOT_ELIGIBLE says the wallet is not eligible', async () => {
    const test = makeSandbox();
    renderKit(<EligibilityNotice drop="gated" />, { test, wallet: fundedWallet(test), provider: { fetch: refusing(test, '/eligibility/', 403, 'NOT_ELIGIBLE') } });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('This wallet is not eligible for this phase.');
    expectNoTryAgainWithoutItsButton(alert);
  });
});
