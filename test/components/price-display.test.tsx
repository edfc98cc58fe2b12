import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhaseList } from '../../src/components/phase-list.js';
import { PriceDisplay } from '../../src/components/price-display.js';
import * as stories from '../../stories/price-display.stories.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';

const composed = composeStories(stories);

describe('PriceDisplay', () => {
  it.each(Object.entries(composed))('story %s renders what its play function expects', async (_name, Story) => {
    await Story.run();
  });

  it.each([
    ['unknown', { kind: 'unknown' } as const],
    ['an unrecognised kind', { kind: 'unrecognized', rawKind: 'auction-v2' } as const],
    ['a missing price', null],
    ['a range without figures', { kind: 'range', min: null, max: null, currency: null } as const],
    ['hidden', { kind: 'hidden' } as const],
  ])('never shows 0 or free for %s', (_label, price) => {
    const { container } = render(<PriceDisplay price={price} />);
    expect(container.textContent).not.toMatch(/free|\b0(\.0+)?\b/i);
  });

  it('shows "Free" only when the server says isFree', () => {
    const { rerender } = render(<PriceDisplay price={{ kind: 'amount', amount: 0, currency: 'SOL', isFree: false }} />);
    expect(screen.queryByText('Free')).toBeNull();
    expect(screen.getByText('0 SOL')).toBeInTheDocument();
    rerender(<PriceDisplay price={{ kind: 'amount', amount: 0, currency: 'SOL', isFree: true }} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('formats for the locale it is given', () => {
    render(<PriceDisplay price={{ kind: 'amount', amount: 1234.5, currency: 'SOL', isFree: false }} locale="de-DE" />);
    expect(screen.getByText('1.234,5 SOL')).toBeInTheDocument();
  });

  it.each([
    ['a fiat price under a cent', { kind: 'amount', amount: 0.004, currency: 'USD', isFree: false } as const, '$0.004'],
    ['a yen price under one yen', { kind: 'amount', amount: 0.4, currency: 'JPY', isFree: false } as const, '¥0.4'],
    ['a token price past nine decimals', { kind: 'amount', amount: 1e-10, currency: 'SOL', isFree: false } as const, '0.0000000001 SOL'],
    ['a range from under a cent', { kind: 'range', min: 0.001, max: 5, currency: 'USD' } as const, 'From $0.001'],
  ])('never reads as zero for %s: it shows the first digits', (_label, price, shown) => {
    const { container } = render(<PriceDisplay price={price} locale="en-US" />);
    expect(container.textContent).toBe(shown);
  });

  it('shows a negative zero as 0 and a negative amount as no price at all', () => {
    const { container, rerender } = render(<PriceDisplay price={{ kind: 'amount', amount: -0, currency: 'SOL', isFree: false }} locale="en-US" />);
    expect(container.textContent).toBe('0 SOL');
    rerender(<PriceDisplay price={{ kind: 'amount', amount: -1.5, currency: 'SOL', isFree: false }} locale="en-US" />);
    expect(container.textContent).toBe('Price unavailable');
  });

  it('formats a locale written "de_DE" (not a language tag) in the browser’s locale instead of throwing into the host page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<PriceDisplay price={{ kind: 'amount', amount: 1234.5, currency: 'SOL', isFree: false }} locale="de_DE" />);
    expect(screen.getByText(new Intl.NumberFormat().format(1234.5) + ' SOL')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"de_DE" is not a BCP 47 language tag'));
    warn.mockRestore();
  });

  it('takes an empty locale as none: the provider\'s locale formats, and nothing throws', () => {
    renderKit(<PriceDisplay price={{ kind: 'amount', amount: 1234.5, currency: 'SOL', isFree: false }} locale="" />, { test: makeSandbox(), provider: { locale: 'de-DE' } });
    expect(screen.getByText('1.234,5 SOL')).toBeInTheDocument();
  });

  it('never renders the stale raw price of a pegged phase, on the list or live', async () => {
    const test = makeSandbox();
    renderKit(<PhaseList drop="pegged" />, { test });
    const name = await screen.findByText('USD-pegged sale');
    const phase = within(name.closest('[data-slot="phase"]') as HTMLElement);
    // The server's resolved amount ($25 at $150 a SOL), never the cached raw figure.
    expect(phase.getByText(/SOL$/).textContent).toBe('0.1667 SOL');
    expect(document.body.textContent).not.toMatch(/0\.125/);
  });
});
