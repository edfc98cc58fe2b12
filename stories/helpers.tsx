/**
 * Small pieces shared by the story files: a fixed-width frame (the page lays out by its own width
 * through container queries), and the sandbox the preview's loader made for the story.
 */
import type { Decorator } from '@storybook/react-vite';
import type { Sandbox } from '../src/sandbox/index.js';
import type { SandboxWalletAdapter } from '../src/sandbox/sandbox-wallet.js';

/** Renders the story inside a frame `width` pixels wide. */
export const atWidth =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width, maxWidth: '100%', margin: '0 auto' }}>
      <Story />
    </div>
  );

export interface StoryLoaded {
  sandbox: Sandbox;
  wallet: SandboxWalletAdapter | null;
}

/** The story's sandbox and wallet, as made by `.storybook/preview.tsx`. */
export const loadedOf = (context: { loaded: Record<string, unknown> }) => context.loaded as unknown as StoryLoaded;

/** Waits long enough for a request that the sandbox answers at once. */
export const WAIT = { timeout: 5_000 };
