import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopMinters } from '../src/components/top-minters.js';
import { atWidth } from './helpers.js';
import { rankedWalletStories } from './ranked-wallets.js';

const meta = {
  title: 'Components/TopMinters',
  component: TopMinters,
  args: { drop: 'sold-out', limit: 5 },
  parameters: { wallet: false },
  decorators: [atWidth(360)],
} satisfies Meta<typeof TopMinters>;
export default meta;
type Story = StoryObj<typeof meta>;

const stories = rankedWalletStories({ endpoint: 'top-minters', rowSuffix: / minted$/, empty: 'No one has minted yet.', loading: 'Loading minters…' });
export const Ranked: Story = stories.Ranked;
export const Empty: Story = stories.Empty;
export const Loading: Story = stories.Loading;
export const Failed: Story = stories.Failed;
