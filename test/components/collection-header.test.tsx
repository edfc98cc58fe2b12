import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CollectionHeader, safeHttpsUrl } from '../../src/components/collection-header.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';

describe('CollectionHeader', () => {
  it('links the website, X and Discord when they are https', async () => {
    const test = makeSandbox();
    renderKit(<CollectionHeader drop="genesis" />, { test });
    expect(await screen.findByRole('heading', { name: 'MintKit Genesis' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://genesis.mintkit.example/', 'https://x.com/mintkit_genesis', 'https://discord.gg/mintkit-genesis']);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses javascript: and plain-http links: neither is rendered as a link', async () => {
    const test = makeSandbox();
    renderKit(<CollectionHeader drop="unknown-price" />, { test });
    expect(await screen.findByRole('heading', { name: 'Fog Index' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(document.querySelector('a')).toBeNull();
  });

  it.each(['javascript:alert(1)', 'http://example.com', 'ftp://example.com', '//example.com', 'not a url', ' JaVaScRiPt:alert(1)', 'data:text/html,hi'])('safeHttpsUrl refuses %s', (value) => {
    expect(safeHttpsUrl(value)).toBeNull();
  });

  it('shows the description as text, never as markup', async () => {
    const test = makeSandbox();
    renderKit(<CollectionHeader drop="genesis" labels={{ verified: 'Checked' }} />, { test });
    expect(await screen.findByText('Checked')).toBeInTheDocument();
    expect(screen.getByText(/Five hundred hand-tuned gradient studies/)).toBeInTheDocument();
  });

  it('an avatar and banner whose art cannot load leave their boxes empty: no broken-image icon, no name spilled over the banner', async () => {
    const test = makeSandbox();
    const { container } = renderKit(<CollectionHeader drop="genesis" />, { test });
    await screen.findByRole('heading', { name: 'MintKit Genesis' });
    // A slow image is left to load.
    expect(screen.getByRole('img', { name: 'MintKit Genesis' })).toBeInTheDocument();
    for (const img of container.querySelectorAll('img')) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img', { name: 'MintKit Genesis' })).toBeNull();
    expect([...container.querySelectorAll('[data-kind="art"]')].map((art) => art.getAttribute('data-slot'))).toEqual(['collection-banner', 'collection-image']);
  });
});
