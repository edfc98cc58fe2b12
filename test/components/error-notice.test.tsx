import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MintKitError, type MintKitErrorCode } from '../../src/core/errors.js';
import { ErrorNotice } from '../../src/components/error-notice.js';
import { defaultErrorTexts, errorText, type MintErrorCode } from '../../src/components/error-text.js';
import { MarketStatus } from '../../src/components/market/market-status.js';
import { ReadErrorNotice } from '../../src/components/read-error-notice.js';
import { decodeFailure } from '../../src/core/wire/errors.js';
import { decodeMarketFailure } from '../../src/core/wire/market-errors.js';

// Every code only a mint can end in (a Record, so a code added to MintErrorCode must be added here).
const MINT_CODES = Object.keys({
  CLIENT_BROADCAST_NOT_ALLOWED: true,
  CHAIN_NOT_SUPPORTED_BY_SURFACE: true,
  INSUFFICIENT_BALANCE: true,
  PHASE_NOT_ACTIVE: true,
  MAX_PER_TRANSACTION_EXCEEDED: true,
  MAX_PER_WALLET_EXCEEDED: true,
  SOLD_OUT: true,
  NOT_ELIGIBLE: true,
  CLAIM_CODE_INVALID: true,
  SESSION_NOT_FOUND: true,
  SESSION_EXPIRED: true,
  INVALID_SIGNED_TRANSACTION: true,
  WALLET_TIMEOUT: true,
  WALLET_REJECTED: true,
  TRANSACTION_FAILED: true,
  WALLET_ERROR: true,
  WALLET_UNSUPPORTED_TRANSACTION: true,
  MINT_UNCONFIRMED: true,
} satisfies Record<MintErrorCode, true>) as MintErrorCode[];
const ALL_CODES = Object.keys(defaultErrorTexts).filter((key) => key !== 'fallback' && key !== 'retry') as MintKitErrorCode[];
const READ_CODES = ALL_CODES.filter((code) => !(MINT_CODES as string[]).includes(code));

const failure = (code: MintKitErrorCode) => new MintKitError({ code, message: `${code} (developer message)` });

function shownBy(notice: ReactElement): string {
  render(notice);
  const text = screen.getByRole('alert').textContent ?? '';
  cleanup();
  return text;
}

describe('error sentences: the read failures load with the page, a mint’s with the mint controls', () => {
  it('ErrorNotice and errorText still give each of a mint’s codes its own sentence', () => {
    for (const code of MINT_CODES) {
      expect(defaultErrorTexts[code]).not.toBe(defaultErrorTexts.fallback);
      expect(shownBy(<ErrorNotice error={failure(code)} />)).toBe(defaultErrorTexts[code]);
      expect(errorText(failure(code))).toBe(defaultErrorTexts[code]);
    }
  });

  it('the notice the page shows first says what ErrorNotice says for every code a read can end in', () => {
    expect(READ_CODES).toContain('NETWORK_ERROR');
    // But INVALID_REQUEST: a mint's is about the quantity the buyer chose, a read's has none to check.
    for (const code of READ_CODES.filter((code) => code !== 'INVALID_REQUEST')) {
      expect(shownBy(<ReadErrorNotice error={failure(code)} />)).toBe(shownBy(<ErrorNotice error={failure(code)} />));
    }
  });

  it('a creator’s sentence reaches the notice the page shows first, for a mint’s code too, and so does the retry label', () => {
    const errorTexts = { SOLD_OUT: 'All gone! Try the marketplace.', TIMEOUT: 'Slow line, try again.', retry: 'Erneut versuchen' };
    expect(shownBy(<ReadErrorNotice error={failure('SOLD_OUT')} errorTexts={errorTexts} />)).toBe('All gone! Try the marketplace.');
    render(<ReadErrorNotice error={failure('TIMEOUT')} errorTexts={errorTexts} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Slow line, try again.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('anything that is not a MintKitError gets the fallback, in both notices', () => {
    const crash = new TypeError('Failed to fetch dynamically imported module');
    expect(shownBy(<ReadErrorNotice error={crash} />)).toBe(defaultErrorTexts.fallback);
    expect(shownBy(<ErrorNotice error={crash} />)).toBe(defaultErrorTexts.fallback);
  });
});

describe('a sentence that asks the buyer to try again comes with “Try again”', () => {
  const STATUSES = [null, 400, 401, 403, 404, 405, 418, 500, 503];
  /** The alert's sentence, and whether it offers the retry. */
  function shown(notice: ReactElement): { text: string; button: boolean } {
    render(notice);
    const alert = screen.getByRole('alert');
    const result = { text: alert.querySelector('p')!.textContent ?? '', button: screen.queryByRole('button', { name: 'Try again' }) !== null };
    cleanup();
    return result;
  }
  const agree = ({ text, button }: { text: string; button: boolean }) => !/try again/i.test(text) || button;

  it('on the mint page: a proxy’s 403 page, an unknown 4xx code, and every other failure a read can end in', () => {
    const html403 = new MintKitError({ code: 'HTML_RESPONSE', status: 403, message: 'GET /collections/{identifier} answered 403 with an HTML page' });
    const teapot = decodeFailure(418, { success: false, error: 'I am a teapot', code: 'I_AM_A_TEAPOT' }, null, 'GET /collections/{identifier}');
    expect(teapot.code).toBe('UNRECOGNIZED');
    for (const error of [html403, teapot]) expect(shown(<ReadErrorNotice error={error} onRetry={() => {}} />)).toMatchObject({ text: /Please try again\.$/, button: true });
    const disagreeing = READ_CODES.flatMap((code) => STATUSES.map((status) => new MintKitError({ code, status, message: code }))).filter((error) => !agree(shown(<ReadErrorNotice error={error} onRetry={() => {}} />)));
    expect(disagreeing.map((error) => `${error.code} ${error.status}`)).toEqual([]);
    // A read the service refused as a request is not retried, and its sentence does not ask for it.
    expect(shown(<ReadErrorNotice error={failure('INVALID_REQUEST')} onRetry={() => {}} />)).toEqual({ text: 'The mint service did not accept that request.', button: false });
  });

  it('on the marketplace: a proxy’s 403 page, an unknown 4xx code, a plain-text 404, and any code the marketplace’s table has no sentence for', () => {
    const html403 = new MintKitError({ code: 'HTML_RESPONSE', status: 403, message: 'GET /collections/{id}/stats answered 403 with an HTML page' });
    const teapot = decodeMarketFailure(418, { error: 'I am a teapot', code: 'I_AM_A_TEAPOT' }, null, 'GET /collections/{id}/stats');
    const plain404 = decodeMarketFailure(404, null, null, 'GET /collections/{id}/stats');
    for (const error of [html403, teapot, plain404]) expect(shown(<MarketStatus state="error" error={error} onRetry={() => {}} />)).toMatchObject({ text: /Please try again\.$/, button: true });
    const disagreeing = ALL_CODES.flatMap((code) => STATUSES.map((status) => new MintKitError({ code, status, message: code }))).filter((error) => !agree(shown(<MarketStatus state="error" error={error} onRetry={() => {}} />)));
    expect(disagreeing.map((error) => `${error.code} ${error.status}`)).toEqual([]);
  });
});
