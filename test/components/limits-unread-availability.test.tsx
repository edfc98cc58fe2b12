import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SupplyStats } from '../../src/components/supply-stats.js';
import { editedAnswers, fundedWallet, makeSandbox, MintControls, renderKit, type TestSandbox } from '../helpers/kit.js';

/**
 * When the availability answer cannot be read (here `availableNow` sent as the string "2": a
 * `DECODE_ERROR`), the read model's `stats.availableCount` still bounds the quantity (availability's
 * `availableNow` can only be below it, since it also nets out held reservations): never "Mint 3"
 * beside "Available 2".
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

function twoLeft(test: TestSandbox): typeof fetch {
  const readModel = editedAnswers<Json>(test, (url) => url.endsWith('/collections/genesis'), (model) => {
    model.stats.mintedCount = model.stats.totalSupply - 2;
    model.stats.availableCount = 2;
    model.stats.percentMinted = 99.6;
  });
  return async (input, init) => {
    const response = await readModel(input, init);
    if (!String(input instanceof Request ? input.url : input).endsWith('/availability')) return response;
    const body = (await response.json()) as Json;
    body.availableNow = '2';
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

describe('an availability answer the kit cannot read', () => {
  it('the quantity stays within the read model’s availableCount: no "Mint 3" beside "Available 2"', async () => {
    const test = makeSandbox({ transitionAfterMs: 3_600_000 });
    const wallet = fundedWallet(test, 10);
    renderKit(
      <div>
        <SupplyStats drop="genesis" locale="en-US" />
        <MintControls drop="genesis" />
      </div>,
      { test, wallet, provider: { fetch: twoLeft(test) } },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), { timeout: 5_000 });
    expect(document.querySelector('[data-slot="supply-figure"][data-kind="available"] dd')?.textContent).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.queryByRole('button', { name: 'Mint 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mint 2' })).toBeEnabled();
  });
});
