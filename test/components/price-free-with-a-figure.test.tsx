import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MintPage } from '../../src/components/mint-page.js';
import { PriceDisplay } from '../../src/components/price-display.js';
import { SEEDED_KEYS } from '../../src/sandbox/index.js';
import { editedAnswers, makeSandbox, SANDBOX_BASE } from '../helpers/kit.js';

/**
 * An `amount` whose `isFree` contradicts its figure (isFree: true, amount: 2) is malformed: neither
 * "Free" nor "2 SOL" can be trusted, so it reads "Price unavailable" (docs/api-assumptions.md, `amount`).
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

describe('an amount that says isFree but carries a non-zero figure', () => {
  it('PriceDisplay does not call a 2 SOL amount "Free"', () => {
    render(<PriceDisplay price={{ kind: 'amount', amount: 2, currency: 'SOL', isFree: true }} locale="en-US" />);
    expect(screen.queryByText('Free')).toBeNull();
    expect(screen.getByText('Price unavailable')).toBeInTheDocument();
  });

  it('an amount of 0 the service calls free still reads "Free"', () => {
    render(<PriceDisplay price={{ kind: 'amount', amount: 0, currency: 'SOL', isFree: true }} locale="en-US" />);
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('the mint page headline of a Dutch auction never reads "now Free" when the live price is 2 SOL with isFree: true', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    let livePricesEdited = 0;
    const edited = editedAnswers<Json>(test, (url) => url.includes('/dutch-price'), (body) => {
      // The sandbox's own live price (2 SOL at the start of the auction), with isFree flipped.
      body.priceDisplay = { ...body.priceDisplay, isFree: true };
      livePricesEdited++;
    });
    render(<MintPage drop="dutch" publishableKey={SEEDED_KEYS.sandbox} baseUrl={`${SANDBOX_BASE}/mint`} fetch={edited} storage={null} locale="en-US" />);
    await waitFor(() => expect(livePricesEdited).toBeGreaterThan(0), { timeout: 5_000 });
    const headline = () => document.querySelector('[data-slot="mint-page-price"]')!;
    // The contradictory live price gives way to the phase's own resolved range, as a live price with no figure does.
    await waitFor(() => expect(headline().textContent).toMatch(/From/));
    expect(headline().textContent).not.toMatch(/Free/);
  });
});
