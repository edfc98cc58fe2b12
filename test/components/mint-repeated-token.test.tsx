import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { editedAnswers, fundedWallet, makeSandbox, MintControls, renderKit } from '../helpers/kit.js';

/**
 * An execute-mint answer that lists the same minted token twice is malformed; counted twice it would
 * read "Minted 2! 1 free as a bonus." for a mint of 1: an item the buyer does not have. A token is one
 * token whatever the answer repeats, known by its `mintAddress` (docs/api-assumptions.md, execute-mint response).
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

describe('execute-mint lists a minted token twice', () => {
  it('a mint of 1 whose answer lists its token twice says "Minted 1!", with no bonus and one row', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const edited = editedAnswers<Json>(test, (url) => url.endsWith('/execute-mint'), (body) => {
      if (Array.isArray(body.minted) && body.minted.length > 0) body.minted = [...body.minted, ...body.minted];
    });
    const wallet = fundedWallet(test, 10);
    renderKit(<MintControls drop="genesis" />, { test, wallet, provider: { fetch: edited } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Mint 1' }));
    const status = await waitFor(() => {
      const found = document.querySelector('[data-slot="mint-status"][data-state="succeeded"]');
      expect(found).not.toBeNull();
      return found!;
    }, { timeout: 10_000 });
    expect(status.textContent).toContain('Minted 1!');
    expect(status.textContent).not.toMatch(/bonus/i);
    expect(status.querySelectorAll('[data-slot="mint-status-item"]')).toHaveLength(1);
  });
});
