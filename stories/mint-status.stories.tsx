import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultErrorTexts } from '../src/components/error-text.js';
import { MintButton } from '../src/components/mint-button.js';
import { MintStatus } from '../src/components/mint-status.js';
import { overrides } from '../test/fixtures/handlers.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/MintStatus',
  component: MintStatus,
  args: { drop: 'genesis' },
  decorators: [atWidth(420)],
  render: (args) => (
    <div data-slot="story-stack">
      <MintButton drop={args.drop} quantity={1} />
      <MintStatus {...args} />
    </div>
  ),
} satisfies Meta<typeof MintStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

async function mint(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: 'Mint 1' }, WAIT);
  await waitFor(() => expect(button).toBeEnabled(), WAIT);
  await userEvent.click(button);
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Mint 1' }, WAIT);
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Preparing: Story = {
  parameters: withOverrides(overrides.pending('post', '/prepare-mint')),
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Preparing your mint…');
  },
};

/** The wallet holds the request: the 3-minute supply hold counts down, and the buyer may cancel. */
export const AwaitingSignature: Story = {
  // The phase runs on for an hour: the lock is what ends first.
  parameters: { wallet: { behavior: 'hang' }, sandbox: { transitionAfterMs: 3_600_000 } },
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Approve the transaction in your wallet.'), WAIT);
    await expect(canvasElement.querySelector('[data-slot="mint-status-lock-text"]')).toHaveTextContent(/^Your items are held for 0[23]:\d\d$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    // Back to idle; the status says the items stay held for a second try: the time said once in words, shown ticking.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Not signed\. Mint \d+ again to approve the same items, held for you for \d minutes?( \d+ seconds?)?0[23]:\d\d$/));
  },
};

/** The phase ends a minute in, before the 3-minute hold would lapse: the countdown is to the phase's end. */
export const PhaseEndsBeforeHold: Story = {
  parameters: { wallet: { behavior: 'hang' }, sandbox: { transitionAfterMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Approve the transaction in your wallet.'), WAIT);
    await expect(canvasElement.querySelector('[data-slot="mint-status-lock-text"]')).toHaveTextContent(/^Sign within 0[01]:\d\d: the phase ends then$/);
  },
};

export const Executing: Story = {
  parameters: withOverrides(overrides.pending('post', '/execute-mint')),
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Sending your signed transaction…'), WAIT);
  },
};

export const Confirming: Story = {
  parameters: { sandbox: { confirmationDelayMs: 600_000 } },
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Confirming on the network…'), WAIT);
  },
};

/**
 * The service keeps answering "processing" past the wait (`mintFlow.confirmTimeoutMs`, 5 minutes by
 * default, 2 s here): the buyer is told it may still go through and to check the wallet before
 * minting again, with the signature to look up.
 */
export const Unconfirmed: Story = {
  parameters: { sandbox: { confirmationDelayMs: 600_000 }, mintFlow: { confirmTimeoutMs: 2_000 } },
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(defaultErrorTexts.MINT_UNCONFIRMED);
    await expect(canvasElement.querySelector('[data-slot="mint-status-signatures"] code')?.textContent).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  },
};

/** What was minted, with the transaction signature. */
export const Succeeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Minted 1!'), WAIT);
    await expect(canvas.getByText(/^Genesis #\d+$/)).toBeVisible();
    await expect(canvas.getByText('Transaction')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Transaction' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="mint-status-signatures"] code')?.textContent).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  },
};

/** The buyer says no in the wallet: no error, back to ready, with what is left of the service's hold on the same items. */
export const WalletRejected: Story = {
  parameters: { wallet: { behavior: 'reject' } },
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mint 1' })).toBeEnabled(), WAIT);
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Said in the status's live region, so a screen-reader buyer hears it too (its time once, in words; the ticking figure is hidden from it).
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Not signed\. Mint \d+ again to approve the same items, held for you for \d minutes?( \d+ seconds?)?0[23]:\d\d$/);
    await expect(canvas.getByRole('status').querySelector('time')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const InsufficientBalance: Story = {
  parameters: { wallet: { sol: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent('Your wallet doesn’t have enough SOL');
    await expect(canvas.getByRole('button', { name: 'Mint 1' })).toBeEnabled();
  },
};

export const WalletError: Story = {
  parameters: { wallet: { behavior: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(defaultErrorTexts.WALLET_ERROR);
  },
};

/**
 * No answer came back to prepare-mint (the connection dropped). The service may have prepared it all
 * the same, and then holds the item against the wallet's limit and the supply for up to three
 * minutes: the status says so, so that a refusal meanwhile does not read as final.
 */
export const PrepareAnswerLost: Story = {
  parameters: withOverrides(overrides.noAnswer('post', '/prepare-mint')),
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(defaultErrorTexts.NETWORK_ERROR);
    await expect(canvas.getByText(/^No answer came back to a mint request of yours\. If the service got it, it holds 1 for your wallet/)).toHaveTextContent(/0[23]:\d\d$/);
  },
};

type Code = keyof typeof defaultErrorTexts;

/** The service refuses with `code`; the buyer reads the plain sentence for it and may try again. */
const refused = (code: Code, status: number, path: '/prepare-mint' | '/execute-mint' = '/prepare-mint'): Story => ({
  parameters: withOverrides(overrides.failure('post', path, status, code)),
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(defaultErrorTexts[code]);
    await expect(canvas.queryByText(`Sandbox override: ${code}`)).toBeNull();
  },
});

export const ApiKeyRequired = refused('API_KEY_REQUIRED', 401);
export const ApiKeyInvalid = refused('API_KEY_INVALID', 401);
export const OriginNotAllowed = refused('ORIGIN_NOT_ALLOWED', 403);
export const CollectionNotInScope = refused('COLLECTION_NOT_IN_SCOPE', 403);
export const SandboxKeyOnMainnet = refused('SANDBOX_KEY_ON_MAINNET', 403);
export const AuthUnavailable = refused('AUTH_UNAVAILABLE', 503);
export const ClientBroadcastNotAllowed = refused('CLIENT_BROADCAST_NOT_ALLOWED', 400, '/execute-mint');
export const ChainNotSupported = refused('CHAIN_NOT_SUPPORTED_BY_SURFACE', 400);
export const InsufficientBalanceCode = refused('INSUFFICIENT_BALANCE', 400);
export const NotFound = refused('NOT_FOUND', 404);
export const InvalidRequest = refused('INVALID_REQUEST', 400);
export const PhaseNotActive = refused('PHASE_NOT_ACTIVE', 409);
export const MaxPerTransactionExceeded = refused('MAX_PER_TRANSACTION_EXCEEDED', 400);
export const MaxPerWalletExceeded = refused('MAX_PER_WALLET_EXCEEDED', 400);
export const SoldOut = refused('SOLD_OUT', 409);
export const NotEligible = refused('NOT_ELIGIBLE', 403);
/**
 * The mint went without a claim code and the service refused it for one (`CLAIM_CODE_INVALID`), e.g. when
 * the drop's claim-code settings did not say one is required: the buyer reads that the drop needs a code,
 * not that the code they never typed is invalid, and the button asks for one.
 */
export const ClaimCodeInvalid: Story = {
  parameters: withOverrides(overrides.failure('post', '/prepare-mint', 400, 'CLAIM_CODE_INVALID')),
  play: async ({ canvasElement }) => {
    const canvas = await mint(canvasElement);
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent('This drop needs a claim code to mint. Enter your code, then mint again.');
    await expect(canvas.getByRole('button', { name: 'Enter a claim code to mint' })).toHaveAttribute('data-state', 'needs-code');
  },
};
export const SessionNotFound = refused('SESSION_NOT_FOUND', 404, '/execute-mint');
export const SessionExpired = refused('SESSION_EXPIRED', 410, '/execute-mint');
export const InvalidSignedTransaction = refused('INVALID_SIGNED_TRANSACTION', 400, '/execute-mint');
export const RateLimited = refused('RATE_LIMITED', 429);
export const InternalError = refused('INTERNAL_ERROR', 500);
export const UnrecognizedCode = refused('UNRECOGNIZED', 400);
