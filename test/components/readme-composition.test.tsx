import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MintButton, MintKitRoot, MintStatus, PhaseList, WalletBoundary, WalletButton } from '../../src/index.js';
import { fundedWallet, makeSandbox, renderKit } from '../helpers/kit.js';

afterEach(() => localStorage.clear());

// The README's "For app developers" composition, as a developer copies it (with the sandbox's wallet
// handed to WalletBoundary, where a browser would offer its installed wallets).
describe('the README composition of provider and components', () => {
  it('is styled, connects from its mint button, and mints 2', async () => {
    const test = makeSandbox();
    const wallet = fundedWallet(test);
    const { container } = renderKit(
      <MintKitRoot>
        <WalletBoundary wallets={[wallet]}>
          <WalletButton />
          <PhaseList drop="genesis" />
          <MintButton drop="genesis" quantity={2} />
          <MintStatus drop="genesis" />
        </WalletBoundary>
      </MintKitRoot>,
      { test },
    );
    const user = userEvent.setup();
    expect(container.querySelector('[data-mintkit]')).not.toBeNull();
    const connect = await screen.findByRole('button', { name: 'Connect wallet to mint' });
    expect(connect).toBeEnabled();
    await user.click(connect);
    await user.click(await screen.findByRole('button', { name: 'Sandbox Wallet' }, { timeout: 5_000 }));
    await user.click(await screen.findByRole('button', { name: 'Mint 2' }, { timeout: 5_000 }));
    await waitFor(() => expect(container.querySelector('[data-slot="mint-status"]')).toHaveTextContent('Minted 2!'), { timeout: 5_000 });
  });
});
