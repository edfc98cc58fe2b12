import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopHolders } from '../src/components/top-holders.js';
import { atWidth } from './helpers.js';
import { rankedWalletStories } from './ranked-wallets.js';

const meta = {
  title: 'Components/TopHolders',
  component: TopHolders,
  args: { drop: 'sold-out', limit: 5 },
  parameters: { wallet: false },
  decorators: [atWidth(360)],
} satisfies Meta<typeof TopHolders>;
export default meta;
type Story = StoryObj<typeof meta>;

const stories = rankedWalletStories({ endpoint: 'top-holders', rowSuffix: / held$/, empty: 'No holders yet.', loading: 'Loading holders…' });
export const Ranked: Story = stories.Ranked;
export const Empty: Story = stories.Empty;
export const Loading: Story = stories.Loading;
export const Failed: Story = stories.Failed;
