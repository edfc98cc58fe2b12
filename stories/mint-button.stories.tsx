import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MintButton } from '../src/components/mint-button.js';
import { currentSandbox, MINT_BASE, overrides } from '../test/fixtures/handlers.js';
import { wireCollectionResponse, wirePhase } from '../test/fixtures/wire.js';
import { WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/MintButton',
  component: MintButton,
  args: { drop: 'genesis', quantity: 1, onClick: fn() },
} satisfies Meta<typeof MintButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).findByRole('button', { name }, WAIT);

const shows = (name: string, enabled: boolean) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const found = await button(canvasElement, name);
  await waitFor(() => (enabled ? expect(found).toBeEnabled() : expect(found).toBeDisabled()), WAIT);
};

export const Ready: Story = { args: { quantity: 2 }, play: shows('Mint 2', true) };

export const ConnectWallet: Story = { parameters: { wallet: { connected: false } }, play: shows('Connect wallet to mint', false) };

/** A wait, not a dead end: the button keeps the focus a buyer gave it (`aria-disabled`, busy), and a press does nothing. */
export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/genesis')),
  play: async ({ canvasElement }) => {
    const found = await button(canvasElement, 'Loading…');
    await expect(found).toBeEnabled();
    await expect(found).toHaveAttribute('aria-disabled', 'true');
    await expect(found).toHaveAttribute('aria-busy', 'true');
    found.focus();
    await userEvent.keyboard('{Enter}');
    await expect(found).toHaveFocus();
    await expect(found).toHaveTextContent('Loading…');
  },
};

export const SoldOut: Story = { args: { drop: 'sold-out' }, play: shows('Sold out', false) };

export const NotStarted: Story = {
  parameters: withOverrides(overrides.collection('genesis', wireCollectionResponse({ phases: [wirePhase({ status: 'upcoming', msUntilStart: 60_000, msUntilEnd: null })] }))),
  play: shows('Not started yet', false),
};

export const Ended: Story = {
  parameters: withOverrides(overrides.collection('genesis', wireCollectionResponse({ phases: [wirePhase({ status: 'ended', msUntilEnd: null })] }))),
  play: shows('Minting has ended', false),
};

export const NotEligible: Story = { args: { drop: 'gated' }, play: shows('Not eligible', false) };

/** The Dutch phase's own 12 are all minted or held while the drop still has supply: the service would answer SOLD_OUT. */
export const PhaseSoldOut: Story = {
  args: { drop: 'dutch' },
  parameters: withOverrides(
    http.get(`${MINT_BASE}/v1/collections/dutch/availability`, () => {
      const phase = currentSandbox().manifest().drops.find((drop) => drop.shortId === 'dutch')!.phases[0]!;
      return HttpResponse.json({ success: true, totalSupply: 300, mintedCount: 12, reservedCount: 0, availableNow: 288, phases: [{ phaseId: phase.id, phaseSupply: 12, mintedCount: 12, reservedCount: 0, availableNow: 0 }] });
    }),
  ),
  play: shows('Sold out in this phase', false),
};

export const LimitReached: Story = {
  parameters: withOverrides(
    http.get(`${MINT_BASE}/v1/collections/genesis/wallet-mints/:address`, ({ params }) =>
      HttpResponse.json({
        success: true,
        walletAddress: params.address,
        phases: currentSandbox().manifest().drops.find((drop) => drop.shortId === 'genesis')!.phases.map((phase) => ({ phaseId: phase.id, minted: 5, bonusMinted: 0, remaining: 0 })),
      }),
    ),
  ),
  play: shows('Wallet limit reached', false),
};

/** A quantity above the phase's per-transaction cap (3 on genesis) is refused on the button, not sent. */
export const QuantityAboveCap: Story = { args: { quantity: 4 }, play: shows('Choose 1 to 3', false) };

/** A phase id the drop does not list is not an ended mint. */
export const UnknownPhase: Story = { args: { phaseId: 'no-such-phase' }, play: shows('Minting unavailable', false) };

export const NeedsClaimCode: Story = { args: { drop: 'claim-codes' }, play: shows('Enter a claim code to mint', false) };

export const NotMintableHere: Story = { args: { drop: 'unsupported-chain' }, play: shows('Not mintable here', false) };

export const Preparing: Story = {
  parameters: withOverrides(overrides.pending('post', '/prepare-mint')),
  play: async ({ canvasElement }) => {
    await shows('Mint 1', true)({ canvasElement });
    await userEvent.click(await button(canvasElement, 'Mint 1'));
    const busy = await button(canvasElement, 'Preparing…');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy); // a second click while busy does nothing
    await expect(busy).toHaveAttribute('data-state', 'preparing');
  },
};

export const AwaitingSignature: Story = {
  parameters: { wallet: { behavior: 'hang' } },
  play: async ({ canvasElement }) => {
    await shows('Mint 1', true)({ canvasElement });
    await userEvent.click(await button(canvasElement, 'Mint 1'));
    await expect(await button(canvasElement, 'Approve in your wallet…')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Confirming: Story = {
  parameters: { sandbox: { confirmationDelayMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await shows('Mint 1', true)({ canvasElement });
    await userEvent.click(await button(canvasElement, 'Mint 1'));
    await expect(await button(canvasElement, 'Confirming…')).toBeVisible();
  },
};

export const Succeeded: Story = {
  play: async ({ canvasElement, args }) => {
    await shows('Mint 1', true)({ canvasElement });
    await userEvent.click(await button(canvasElement, 'Mint 1'));
    await shows('Mint 1 more', true)({ canvasElement });
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
