import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWalletMints } from '../../src/react/index.js';
import { isMintKitError } from '../../src/core/errors.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';

// The lazily loaded decoder file fails to load, as in a tab opened before a deploy that replaced the
// chunks ("Failed to fetch dynamically imported module"): every read but the collection's needs it.
vi.doMock('../../src/core/wire/mint-more.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module: https://cdn.example.com/assets/mint-more-abc123.js');
});

function Counts() {
  const { error, data } = useWalletMints('genesis', '11111111111111111111111111111111');
  return <p data-testid="counts">{error ? `${isMintKitError(error) ? 'MintKitError' : 'not a MintKitError'} code=${String(error.code)}` : data ? 'ok' : 'loading'}</p>;
}

describe('a read whose decoder chunk fails to load', () => {
  it('fails with a MintKitError carrying a code, as the hooks’ error type promises', async () => {
    const test = makeSandbox();
    renderKit(<Counts />, { test });
    await waitFor(() => expect(screen.getByTestId('counts')).not.toHaveTextContent('loading'));
    expect(screen.getByTestId('counts')).toHaveTextContent('MintKitError code=NETWORK_ERROR');
  });
});

