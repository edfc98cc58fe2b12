import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LivePhasePrice } from '../src/components/live-phase-price.js';
import { useCollection } from '../src/react/hooks.js';
import { WAIT } from './helpers.js';

/** Finds the seeded phase by name in the live read model, then renders its live price. */
function SeededPhasePrice({ drop, phase: name }: { drop: string; phase: string }) {
  const phase = useCollection(drop).data?.phases.all.find((candidate) => candidate.name === name);
  return phase ? <LivePhasePrice phase={phase} /> : <span>Loading…</span>;
}

const meta = {
  title: 'Components/LivePhasePrice',
  component: SeededPhasePrice,
  parameters: { wallet: false },
} satisfies Meta<typeof SeededPhasePrice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Dutch phase sends a `range`; while active, the live price from the Dutch endpoint replaces it. */
export const DutchLive: Story = {
  args: { drop: 'dutch', phase: 'Dutch auction' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 SOL', {}, WAIT)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="live-price"]')).toHaveAttribute('data-state', 'live');
    await expect(canvas.getByText('now')).toBeVisible();
  },
};

/** A pegged phase shows the amount resolved from the peg, never the stale raw price field. */
export const PeggedResolved: Story = {
  args: { drop: 'pegged', phase: 'USD-pegged sale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/SOL$/, {}, WAIT)).toBeVisible();
    await expect(canvas.queryByText(/0\.125/)).toBeNull();
  },
};

/** A plain fixed price: the phase's own price, with no request of its own. */
export const FixedPrice: Story = {
  args: { drop: 'genesis', phase: 'Early bird' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('0.1 SOL', {}, WAIT)).toBeVisible();
  },
};
