/**
 * Small pieces shared by the story files: a fixed-width frame (the page lays out by its own width
 * through container queries), and the sandbox the preview's loader made for the story.
 */
import type { Decorator } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { sandboxGroup } from '../test/fixtures/handlers.js';
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

/** Long enough for a request the sandbox answers at once, even with the whole catalogue running in parallel. */
export const WAIT = { timeout: 10_000 };

/**
 * MSW parameters that put `handlers` in front of the sandbox (the sandbox answers everything, so an
 * override must come first to be seen).
 */
export const withOverrides = (...handlers: RequestHandler[]) => ({ msw: { handlers: { sandbox: [...handlers, ...sandboxGroup] } } });

/** A seeded phase's id, read from the sandbox manifest. */
export function phaseIdOf(context: { loaded: Record<string, unknown> }, drop: string, name: string): string {
  const found = loadedOf(context).sandbox.manifest().drops.find((entry) => entry.shortId === drop)?.phases.find((phase) => phase.name === name);
  if (!found) throw new Error(`No seeded phase "${name}" in ${drop}`);
  return found.id;
}

/**
 * A `findByText` matcher for a sentence as the buyer reads it, a name the service sends included: the
 * kit isolates such a name in its own <bdi> (a phase name in an eligibility sentence, a collection name
 * before "· Verified on the marketplace"), which splits the sentence's text across elements. Matches the
 * innermost element whose whole text (whitespace collapsed, as the default matcher does) is `text`, so
 * a sentence is found once, not again on each wrapper around it.
 */
export const wholeText = (text: string | RegExp) => {
  const read = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const matches = (element: Element) => (typeof text === 'string' ? read(element) === text : text.test(read(element)));
  return (_: string, element: Element | null) => !!element && matches(element) && ![...element.children].some(matches);
};
