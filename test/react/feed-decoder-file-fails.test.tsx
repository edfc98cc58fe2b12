import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBounty, useWalletMints } from '../../src/react/index.js';
import { isMintKitError } from '../../src/core/errors.js';
import { makeSandbox, renderKit } from '../helpers/kit.js';

// The lower sections' decoder file fails once, as on a dropped connection; the wallet stage's file
// is a different one and must not be taken down with it.
let feedLoads = 0;
vi.doMock('../../src/core/wire/mint-feeds.js', async (importOriginal) => {
  feedLoads += 1;
  if (feedLoads === 1) throw new TypeError('Failed to fetch dynamically imported module: https://cdn.example.com/assets/mint-feeds-abc123.js');
  return importOriginal();
});

function Sections() {
  const bounty = useBounty('genesis');
  const counts = useWalletMints('genesis', '11111111111111111111111111111111');
  const bountyText = bounty.error ? `${isMintKitError(bounty.error) ? 'MintKitError' : 'other'} code=${String(bounty.error.code)}` : bounty.data ? 'bounty ok' : 'loading';
  return (
    <>
      <p data-testid="bounty">{bountyText}</p>
      <button type="button" onClick={() => void bounty.refetch()}>Try again</button>
      <p data-testid="counts">{counts.error ? `error ${String(counts.error.code)}` : counts.data ? 'counts ok' : 'loading'}</p>
    </>
  );
}

describe('the lower sections’ decoder file fails to load', () => {
  it('fails their reads with a retryable NETWORK_ERROR, leaves the wallet reads working, and loads the file again on the next try', async () => {
    const test = makeSandbox();
    renderKit(<Sections />, { test });
    await waitFor(() => expect(screen.getByTestId('bounty')).toHaveTextContent('MintKitError code=NETWORK_ERROR'));
    await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('counts ok'));
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByTestId('bounty')).toHaveTextContent('bounty ok'));
  });
});
