import type { Meta, StoryObj } from '@storybook/react-vite';
import { Keypair } from '@solana/web3.js';
import { useState, type CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MintPage } from '../src/components/mint-page.js';
import { SandboxWalletAdapter } from '../src/sandbox/sandbox-wallet.js';
import { overrides } from '../test/fixtures/handlers.js';
import { wireCollectionResponse, wirePhase } from '../test/fixtures/wire.js';
import { atWidth, loadedOf, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Pages/MintPage',
  component: MintPage,
  // The mint callbacks show in the Actions panel.
  args: { drop: 'genesis', theme: 'light', onMintSuccess: fn(), onMintError: fn(), onMintStateChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MintPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showsTheDrop = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'MintKit Genesis' }, WAIT)).toBeVisible();
  await expect(await canvas.findByText('Early bird', { selector: '[data-slot="phase-name"]' })).toBeVisible();
  await expect(canvas.getAllByText('0.1 SOL').length).toBeGreaterThan(0);
  await expect(canvas.getByText('Sandbox')).toBeVisible();
};

/** Nothing is wider than the phone: no sideways scrolling. */
const fitsItsWidth = async (canvasElement: HTMLElement) => {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot="mint-page"]')!;
  await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth));
};

export const LightPhone: Story = {
  decorators: [atWidth(375)],
  play: async ({ canvasElement }) => {
    await showsTheDrop(canvasElement);
    await fitsItsWidth(canvasElement);
  },
};

export const SmallPhone: Story = {
  decorators: [atWidth(320)],
  play: async ({ canvasElement }) => {
    await showsTheDrop(canvasElement);
    await fitsItsWidth(canvasElement);
  },
};

/**
 * A creator's long unbroken names (a snake_case phase name, a long symbol) wrap on a 360 px phone:
 * nothing scrolls sideways and each phase's status stays on screen.
 */
const LONG = 'GENESIS_ALLOWLIST_HOLDERS_PRESALE_ROUND_TWO';
export const LongNamesPhone: Story = {
  decorators: [atWidth(360)],
  parameters: withOverrides(overrides.collection('genesis', wireCollectionResponse({ collection: { symbol: LONG }, phases: [wirePhase({ name: LONG })] }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByText(LONG, { selector: '[data-slot="phase-name"]' }, WAIT);
    await fitsItsWidth(canvasElement);
    const status = name.closest('[data-slot="phase"]')!.querySelector('[data-slot="phase-status"]')!.getBoundingClientRect();
    await expect(status.right).toBeLessThanOrEqual(canvasElement.querySelector('[data-slot="mint-page"]')!.getBoundingClientRect().right);
  },
};

/**
 * A buyer's 200% text on a 360 px phone: the supply figures wrap inside the panel, nothing scrolls
 * sideways. The kit's text size is `medium`, the browser's text size (e2e/host-page.e2e.ts sets it to
 * 32px in Chromium); here it is set to what that gives, 32px.
 */
export const LargeTextPhone: Story = {
  args: { drop: 'sold-out', style: { '--mintkit-font-size': '32px' } as CSSProperties },
  decorators: [atWidth(360)],
  play: async ({ canvasElement }) => {
    // The loading skeleton has the same labels over empty values: measure the loaded counts.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="supply-stats"]')).toHaveAttribute('data-state', 'sold-out'), WAIT);
    const figures = within(canvasElement).getAllByText(/^(Minted|Total|Available)$/, { selector: 'dt' });
    await expect(getComputedStyle(canvasElement.querySelector('[data-slot="mint-page"]')!).fontSize).toBe('32px');
    await fitsItsWidth(canvasElement);
    const panel = canvasElement.querySelector('[data-slot="mint-page-panel"]')!.getBoundingClientRect();
    for (const figure of figures) await expect(figure.closest('[data-slot="supply-figure"]')!.getBoundingClientRect().right).toBeLessThanOrEqual(panel.right);
  },
};

/** `--mintkit-gap` spaces the page: 16px gives today's look, a creator's 40px spreads the page and the panel. */
export const GapVariable: Story = {
  decorators: [atWidth(1280)],
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('region', { name: 'Mint' }, WAIT);
    const main = canvasElement.querySelector<HTMLElement>('[data-slot="mint-page-main"]')!;
    await expect([getComputedStyle(main).rowGap, getComputedStyle(panel).rowGap]).toEqual(['24px', '16px']);
    main.closest<HTMLElement>('[data-mintkit]')!.style.setProperty('--mintkit-gap', '40px');
    await expect([getComputedStyle(main).rowGap, getComputedStyle(panel).rowGap]).toEqual(['60px', '40px']);
  },
};

export const DarkPhone: Story = {
  args: { theme: 'dark' },
  decorators: [atWidth(375)],
  play: async ({ canvasElement }) => showsTheDrop(canvasElement),
};

export const LightDesktop: Story = {
  decorators: [atWidth(1280)],
  play: async ({ canvasElement }) => showsTheDrop(canvasElement),
};

export const DarkDesktop: Story = {
  args: { theme: 'dark' },
  decorators: [atWidth(1280)],
  play: async ({ canvasElement }) => showsTheDrop(canvasElement),
};

/** The whole mint from the page: two on genesis, the supply moves with it, and the host hears of it once. */
export const MintTwo: Story = {
  decorators: [atWidth(1280)],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Mint 1' }, WAIT);
    await waitFor(() => expect(button).toBeEnabled(), WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Mint 2' }));
    await expect(await canvas.findByText('Minted 2!', {}, WAIT)).toBeVisible();
    await expect(canvas.getAllByText(/^Genesis #\d+$/).length).toBeGreaterThanOrEqual(2);
    await expect(args.onMintSuccess).toHaveBeenCalledTimes(1);
    await expect(args.onMintSuccess).toHaveBeenCalledWith(expect.objectContaining({ quantity: 2 }));
    await expect(args.onMintError).not.toHaveBeenCalled();
  },
};

/**
 * No wallet provider on the host page: the page shows the drop with no wallet code loaded, then loads
 * wallet-adapter when the buyer asks to connect, and continues to the chooser.
 */
export const BringsItsOwnWallet: Story = {
  parameters: { wallet: false },
  decorators: [atWidth(1280)],
  beforeEach: () => localStorage.removeItem('walletName'),
  render: function Render(args, context) {
    const { sandbox } = loadedOf(context);
    const [wallets] = useState(() => {
      const keypair = Keypair.generate();
      sandbox.fund(keypair.publicKey.toBase58(), 5);
      return [new SandboxWalletAdapter({ keypair })];
    });
    return <MintPage {...args} wallets={wallets} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsTheDrop(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect wallet' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Sandbox Wallet' }, WAIT));
    await expect(await canvas.findByRole('button', { name: 'Disconnect' }, WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), WAIT);
  },
};

/**
 * A keyboard buyer asks to connect on the mint button of an allowlisted drop with a wallet that is not
 * on it: the chooser opens under that button, focus comes back to the mint button, which keeps it
 * while it says why it cannot mint (disabling it would drop the focus to the page's body), and leaves
 * the Tab order once the buyer moves on.
 */
export const ConnectsByKeyboardNotEligible: Story = {
  args: { drop: 'gated' },
  parameters: { wallet: false },
  decorators: [atWidth(1280)],
  beforeEach: () => localStorage.removeItem('walletName'),
  render: BringsItsOwnWallet.render!,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const connect = await canvas.findByRole('button', { name: 'Connect wallet to mint' }, WAIT);
    connect.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sandbox Wallet' })).toHaveFocus(), WAIT);
    // The chooser opens under the button the buyer pressed, not in the page's top bar.
    await expect(canvas.getByRole('region', { name: 'Mint' })).toContainElement(canvas.getByRole('button', { name: 'Sandbox Wallet' }));
    await userEvent.keyboard('{Enter}');
    const mint = () => canvasElement.querySelector<HTMLButtonElement>('[data-slot="mint-page-panel"] [data-slot="mint-button"]')!;
    await waitFor(() => expect(mint()).toHaveAttribute('data-state', 'not-eligible'), WAIT);
    await expect(mint()).toHaveFocus();
    await expect(mint()).toHaveAttribute('aria-disabled', 'true');
    await expect(mint()).toHaveTextContent('Not eligible');
    await userEvent.tab();
    await expect(mint()).toBeDisabled();
  },
};

/**
 * The sections below the fold load when the buyer scrolls near them, or presses Tab: a keyboard
 * buyer moves by Tab, and the sections would otherwise never be in the Tab order.
 */
export const LowerSectionsByTab: Story = {
  decorators: [atWidth(375)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsTheDrop(canvasElement);
    // The phone-width page is long: the gallery's place is far below the fold, so it has not loaded.
    await expect(canvasElement.querySelector('[data-slot="mint-page-more"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Gallery' })).toBeNull();
    canvasElement.querySelector<HTMLElement>('[data-slot="mint-page-panel"] button')!.focus();
    await userEvent.tab();
    await expect(await canvas.findByRole('heading', { name: 'Gallery' }, WAIT)).toBeInTheDocument();
  },
};

/** Sections hidden and swapped, strings relabelled. */
export const CustomSections: Story = {
  decorators: [atWidth(1280)],
  args: {
    sections: { gallery: false, holders: false, minters: false, traits: false, header: ({ drop }) => <h2>Our drop: {drop}</h2> },
    labels: { mintButton: { ready: 'Get {quantity} now' }, supply: { minted: 'Claimed' } },
    onClick: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Our drop: genesis' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Get 1 now' }, WAIT)).toBeVisible();
    await expect(canvas.getByText('Claimed')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Gallery' })).toBeNull();
  },
};

/** A sandbox key on a production drop: one plain sentence, no price, no blank page. */
export const SandboxKeyOnMainnet: Story = {
  args: { drop: 'mainnet' },
  decorators: [atWidth(1280)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent('A test key cannot be used for a live drop.');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.queryByText(/SOL/)).toBeNull();
  },
};

/**
 * A section that throws (here a swapped-in supply section) stays in its own place: a plain notice
 * with "Try again" where it would be, and the drop, its price and the mint button still there.
 */
export const SectionThatFails: Story = {
  decorators: [atWidth(375)],
  args: {
    sections: {
      supply: () => {
        throw new Error('This swapped-in section failed');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'MintKit Genesis' }, WAIT)).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getAllByText('0.1 SOL').length).toBeGreaterThan(0);
  },
};

/** Only the mint panel of each page: the price lines side by side. */
const panelOnly = { header: false, phases: false, recentlyMinted: false, holders: false, minters: false, traits: false, bounty: false, gallery: false, market: false } as const;

/**
 * The price line is one line at the price's size whatever it shows: still loading (the pegged drop's
 * read model is held), a figure, "Price hidden" or "Price unavailable", so the mint area
 * under it does not move when the price arrives.
 */
const priceLinesAlike = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByText('Price hidden', {}, WAIT);
  await canvas.findByText('Price unavailable', {}, WAIT);
  await canvas.findByText('0.1 SOL', {}, WAIT);
  const lines = [...canvasElement.querySelectorAll('[data-slot="mint-page-price"]')];
  await expect(lines.map((line) => line.getAttribute('data-state'))).toEqual(['loading', null, null, null]);
  const heights = lines.map((line) => line.getBoundingClientRect().height);
  await expect(heights.every((height) => Math.abs(height - heights[0]!) < 0.5)).toBe(true);
};

const priceLines: Story = {
  parameters: { wallet: false, ...withOverrides(overrides.pending('get', '/collections/pegged')) },
  render: (args) => (
    <>
      {['pegged', 'genesis', 'hidden-price', 'unknown-price'].map((drop) => (
        <MintPage key={drop} {...args} drop={drop} sections={panelOnly} labels={{ page: { mintPanel: `Mint ${drop}` } }} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => priceLinesAlike(canvasElement),
};

export const PriceLinesPhone: Story = { ...priceLines, decorators: [atWidth(375)] };

export const PriceLinesDesktop: Story = { ...priceLines, decorators: [atWidth(1280)] };
