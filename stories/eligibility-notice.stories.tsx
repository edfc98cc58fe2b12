import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { EligibilityNotice } from '../src/components/eligibility-notice.js';
import { keypairFromSeedString } from '../src/sandbox/mint/derive.js';
import { MINT_BASE, overrides } from '../test/fixtures/handlers.js';
import { phaseIdOf, WAIT, wholeText, withOverrides } from './helpers.js';

/** The first allowlist seed listed in the sandbox manifest (`allowlist[0].seed`). */
const allowlisted = () => keypairFromSeedString('mintkit-sandbox:allowlist:1');

const meta = {
  title: 'Components/EligibilityNotice',
  component: EligibilityNotice,
  args: { drop: 'gated' },
} satisfies Meta<typeof EligibilityNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const says = (text: RegExp | string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByText(wholeText(text), {}, WAIT)).toBeVisible();
};

export const NoWallet: Story = { parameters: { wallet: false }, play: says('Connect a wallet to check whether it can mint in Allowlist.') };

export const Eligible: Story = { parameters: { wallet: { keypair: allowlisted() } }, play: says('Your wallet is eligible for Allowlist.') };

/** A turned-away wallet is told where it can mint next: the soonest later phase without an allowlist. */
export const NotEligible: Story = {
  play: async ({ canvasElement }) => {
    await says('This wallet can’t mint in Allowlist.')({ canvasElement });
    const later = await within(canvasElement).findByText(wholeText(/^Public, open to every wallet, starts in/), {}, WAIT);
    await expect(later.querySelector('[data-slot="countdown"]')).toHaveAttribute('data-state', 'running');
  },
};

export const OpenToAll: Story = { args: { drop: 'genesis' }, play: says('Any wallet qualifies for Early bird.') };

/** A drop whose every mint needs a claim code never says "any wallet qualifies". */
export const OpenWithClaimCode: Story = { args: { drop: 'claim-codes' }, play: says('Any wallet with a claim code can mint in Code holders.') };

/** An upcoming gated phase is never reported as "not eligible", whatever the verdict. */
export const UpcomingNotStarted: Story = {
  render: (args, context) => <EligibilityNotice {...args} phaseId={phaseIdOf(context, 'gated', 'Allowlist encore')} />,
  play: async ({ canvasElement }) => {
    await says('Allowlist encore has not started yet. Check back when it opens.')({ canvasElement });
    await expect(within(canvasElement).queryByText(/not on the list|not eligible/i)).toBeNull();
  },
};

export const UpcomingQualifies: Story = {
  parameters: { wallet: { keypair: allowlisted() } },
  render: (args, context) => <EligibilityNotice {...args} phaseId={phaseIdOf(context, 'gated', 'Allowlist encore')} />,
  play: says('Allowlist encore has not started yet. Your wallet qualifies.'),
};

/** A gated answer without a verdict (the real service may send one) is "could not be checked". */
export const Unknown: Story = {
  parameters: withOverrides(
    http.get(`${MINT_BASE}/v1/collections/gated/eligibility/:phaseId/:address`, ({ params }) =>
      HttpResponse.json({
        success: true,
        gated: true,
        phase: { id: params.phaseId, name: 'Allowlist', startDate: '2026-11-21T11:00:00.000Z', endDate: null, hasStarted: true, hasEnded: false },
        address: params.address,
        message: 'Gated phase.',
      }),
    ),
  ),
  play: says('Eligibility for Allowlist could not be checked.'),
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/gated/eligibility/*')),
  play: says('Checking eligibility…'),
};

export const Failed: Story = {
  parameters: withOverrides(overrides.failure('get', '/collections/gated/eligibility/*', 429, 'RATE_LIMITED')),
  play: says('Too many requests right now. Please wait a moment and try again.'),
};
