import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SupplyStats } from '../../src/components/supply-stats.js';
import { editedAnswers, makeSandbox, renderKit } from '../helpers/kit.js';

/**
 * `stats.percentMinted` is "minted count as a percentage of total supply", so it lies in 0–100. One
 * outside that range (−5, 150) is no figure, as a negative count is (docs/api-assumptions.md, "Read-model
 * fields that may come as null"): SupplyStats says "Share minted not available", never "-5% minted" or "150% minted".
 */
type Json = Record<string, any>;
afterEach(() => localStorage.clear());

const shareLine = () =>
  waitFor(
    () => {
      const found = document.querySelector('[data-slot="supply-percent"]');
      expect(found).not.toBeNull();
      return found!;
    },
    { timeout: 5_000 },
  );

describe('a share minted outside 0–100', () => {
  it.each([-5, 150])('percentMinted %d reads "Share minted not available", not a share no drop can have', async (percent) => {
    const test = makeSandbox();
    const edited = editedAnswers<Json>(test, (url) => url.endsWith('/collections/genesis'), (model) => {
      model.stats.percentMinted = percent;
    });
    renderKit(<SupplyStats drop="genesis" locale="en-US" />, { test, provider: { fetch: edited } });
    expect((await shareLine()).textContent).toBe('Share minted not available');
  });

  it.each([0, 100])('percentMinted %d, at the edge of the range, is still shown', async (percent) => {
    const test = makeSandbox();
    const edited = editedAnswers<Json>(test, (url) => url.endsWith('/collections/genesis'), (model) => {
      model.stats.percentMinted = percent;
    });
    renderKit(<SupplyStats drop="genesis" locale="en-US" />, { test, provider: { fetch: edited } });
    expect((await shareLine()).textContent).toBe(`${percent}% minted`);
  });
});
