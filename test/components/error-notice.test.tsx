import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MintKitError, type MintKitErrorCode } from '../../src/core/errors.js';
import { ErrorNotice } from '../../src/components/error-notice.js';
import { defaultErrorTexts, errorText, type MintErrorCode } from '../../src/components/error-text.js';
import { ReadErrorNotice } from '../../src/components/read-error-notice.js';

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
    for (const code of READ_CODES) {
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
