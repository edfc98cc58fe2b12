import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhaseList } from '../src/components/phase-list.js';
import { overrides } from '../test/fixtures/handlers.js';
import { wireCollectionResponse, wirePhase } from '../test/fixtures/wire.js';
import { atWidth, WAIT, withOverrides } from './helpers.js';

const meta = {
  title: 'Components/PhaseList',
  component: PhaseList,
  args: { drop: 'genesis' },
  parameters: { wallet: false },
  decorators: [atWidth(520)],
} satisfies Meta<typeof PhaseList>;
export default meta;
type Story = StoryObj<typeof meta>;

const phaseNamed = async (canvasElement: HTMLElement, name: string) => {
  const nameNode = await within(canvasElement).findByText(name, { selector: '[data-slot="phase-name"]' }, WAIT);
  return within(nameNode.closest('[data-slot="phase"]') as HTMLElement);
};

/** Ended, active and upcoming phases with the server's statuses and a countdown to each boundary. */
export const Genesis: Story = {
  play: async ({ canvasElement }) => {
    const founders = await phaseNamed(canvasElement, 'Founders');
    await expect(founders.getByText('Ended')).toBeVisible();
    await expect(founders.queryByText(/Starts in|Ends in/)).toBeNull();
    const early = await phaseNamed(canvasElement, 'Early bird');
    await expect(early.getByText('Live')).toBeVisible();
    await expect(early.getByText('Ends in')).toBeVisible();
    await expect(early.getByText('0.1 SOL')).toBeVisible();
    const publicSale = await phaseNamed(canvasElement, 'Public');
    await expect(publicSale.getByText('Upcoming')).toBeVisible();
    await expect(publicSale.getByText('Starts in')).toBeVisible();
    await expect(publicSale.getByText('10 per transaction')).toBeVisible();
    const encore = await phaseNamed(canvasElement, 'Holder encore');
    await expect(encore.getByText('Free')).toBeVisible();
  },
};

/** A status this version does not know is shown neutrally, never guessed from the dates. */
export const UnrecognizedStatus: Story = {
  parameters: withOverrides(
    overrides.collection('genesis', wireCollectionResponse({ phases: [wirePhase({ name: 'Paused sale', status: 'paused' })] })),
  ),
  play: async ({ canvasElement }) => {
    const phase = await phaseNamed(canvasElement, 'Paused sale');
    await expect(phase.getByText('Status unavailable')).toBeVisible();
    await expect(phase.queryByText(/Live|Upcoming|Ended/)).toBeNull();
    await expect(phase.queryByText(/Starts in|Ends in/)).toBeNull();
  },
};

export const EveryPriceKind: Story = {
  parameters: withOverrides(
    overrides.collection(
      'genesis',
      wireCollectionResponse({
        phases: [
          wirePhase({ id: '7d1c6a2e-0000-4000-a000-000000000011', name: 'Amount' }),
          wirePhase({ id: '7d1c6a2e-0000-4000-a000-000000000012', name: 'Giveaway', priceDisplay: { kind: 'amount', amount: 0, currency: 'SOL', isFree: true } }),
          wirePhase({ id: '7d1c6a2e-0000-4000-a000-000000000013', name: 'Hidden', status: 'upcoming', priceDisplay: { kind: 'hidden' }, price: null }),
          wirePhase({ id: '7d1c6a2e-0000-4000-a000-000000000014', name: 'Unknown', status: 'upcoming', priceDisplay: { kind: 'unknown' }, price: null }),
          wirePhase({ id: '7d1c6a2e-0000-4000-a000-000000000015', name: 'Mystery', status: 'upcoming', priceDisplay: { kind: 'sealed-bid' }, price: 0 }),
        ],
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await expect((await phaseNamed(canvasElement, 'Hidden')).getByText('Price hidden')).toBeVisible();
    await expect((await phaseNamed(canvasElement, 'Unknown')).getByText('Price unavailable')).toBeVisible();
    await expect((await phaseNamed(canvasElement, 'Mystery')).getByText('Price unavailable')).toBeVisible();
    await expect((await phaseNamed(canvasElement, 'Giveaway')).getByText('Free')).toBeVisible();
  },
};

export const GatedWithNoEnd: Story = {
  args: { drop: 'gated' },
  play: async ({ canvasElement }) => {
    const allowlist = await phaseNamed(canvasElement, 'Allowlist');
    await expect(allowlist.getByText('Allowlist only')).toBeVisible();
    const publicSale = await phaseNamed(canvasElement, 'Public');
    await expect(publicSale.getByText(/no end date/)).toBeVisible();
    await expect(publicSale.getByText('No allowlist')).toBeVisible();
  },
};

export const BuyTwoGetOne: Story = {
  args: { drop: 'bogo' },
  play: async ({ canvasElement }) => {
    await expect((await phaseNamed(canvasElement, 'Buy 2 get 1')).getByText('Buy 2, get 1 free')).toBeVisible();
  },
};

/** The Dutch phase's live price and its own phase supply. */
export const DutchAuction: Story = {
  args: { drop: 'dutch' },
  play: async ({ canvasElement }) => {
    const phase = await phaseNamed(canvasElement, 'Dutch auction');
    await expect(await phase.findByText('2 SOL', {}, WAIT)).toBeVisible();
    await expect(phase.getByText('12 in this phase')).toBeVisible();
  },
};

/** The pegged phase shows the resolved amount, never the stale raw price (0.125). */
export const Pegged: Story = {
  args: { drop: 'pegged' },
  play: async ({ canvasElement }) => {
    const phase = await phaseNamed(canvasElement, 'USD-pegged sale');
    await expect(await phase.findByText(/SOL/, {}, WAIT)).toBeVisible();
    await expect(phase.queryByText(/0\.125/)).toBeNull();
  },
};

/** In Hindi the time comes first ("{countdown} में शुरू"); in ar-EG every countdown uses Arabic-Indic digits and the word for days. */
export const TimeFirst: Story = {
  args: { locale: 'hi-IN', labels: { startsIn: '{countdown} में शुरू', endsIn: '{countdown} में समाप्त' } },
  play: async ({ canvasElement }) => {
    await phaseNamed(canvasElement, 'Early bird');
    const line = canvasElement.querySelector('[data-slot="phase"][data-state="active"] [data-slot="phase-countdown"]');
    await expect(line).toHaveTextContent(/^\d\d:\d\d(:\d\d)? में समाप्त$/);
  },
};

export const ArabicDigits: Story = {
  args: { locale: 'ar-EG' },
  play: async ({ canvasElement }) => {
    await phaseNamed(canvasElement, 'Public');
    const times = [...canvasElement.querySelectorAll('[data-slot="phase-countdown"] [data-slot="countdown"]')];
    await expect(times.length).toBeGreaterThan(1);
    for (const time of times) await expect(time.textContent).toMatch(/^[٠-٩ ي:]+$/);
  },
};

export const Empty: Story = {
  parameters: withOverrides(overrides.collection('genesis', wireCollectionResponse({ phases: [] }))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No sale phases have been announced yet.', {}, WAIT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withOverrides(overrides.pending('get', '/collections/genesis')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading phases…')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withOverrides(overrides.failure('get', '/collections/genesis', 401, 'API_KEY_INVALID')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent('access key is not valid');
  },
};
