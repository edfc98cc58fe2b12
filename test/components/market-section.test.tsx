import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketSection } from '../../src/components/market/market-section.js';
import { DROP_IDS } from '../../src/sandbox/index.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';
import { rawCollection } from '../react/market-helpers.js';

describe('MarketSection', () => {
  it('composes stats, items, activity, offers and holders for a collection named by its on-chain address', async () => {
    const test = makeSandbox();
    renderKit(<MarketSection collection={DROP_IDS.soldOut.address} />, { test });
    expect(screen.getByRole('heading', { level: 2, name: 'Secondary market' })).toBeInTheDocument();
    expect(await screen.findByText('Sold Out Society · Verified on the marketplace')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Market stats', 'Items', 'Recent activity', 'Offers', 'Holders']);
    expect(await screen.findByText(`${rawCollection('sold-out').holders.length} unique holders`)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Standing offers' })).toBeInTheDocument();
    // Every request used the identifier as given.
    const market = test.requests.filter((request) => request.path.startsWith('/market/v1/collections/'));
    expect(market.every((request) => request.path.includes(DROP_IDS.soldOut.address))).toBe(true);
  });

  it('a collection the marketplace does not know shows one plain note, not an error per part', async () => {
    const test = makeSandbox();
    renderKit(<MarketSection collection="not-indexed" />, { test });
    expect(await screen.findByText('This collection is not on the marketplace yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('takes labels, a heading level and a choice of parts', async () => {
    const test = makeSandbox();
    renderKit(<MarketSection collection="sold-out" headingLevel={3} parts={['holders', 'stats']} labels={{ title: 'Resale', holders: 'Owners' }} />, { test });
    expect(screen.getByRole('heading', { level: 3, name: 'Resale' })).toBeInTheDocument();
    await screen.findByText(/Sold Out Society/);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Owners', 'Market stats']);
  });
});
