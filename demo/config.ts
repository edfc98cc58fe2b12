/**
 * Where the demo page points. In order: query parameters (so one static build works against any
 * service), build/dev environment variables, the sandbox `npm run dev` started, and finally the
 * address `npm run sandbox` listens on by default.
 */
import { SEEDED_KEYS } from '../src/sandbox/seed-ids.js';

declare const __MINTKIT_SANDBOX_URL__: string | null | undefined;

export interface DemoConfig {
  baseUrl: string;
  marketBaseUrl: string | undefined;
  publishableKey: string;
  drop: string;
  /** The sandbox's root URL when the page runs against the sandbox (enables the burner wallet and faucet). */
  sandboxUrl: string | null;
  theme: 'light' | 'dark' | 'auto';
  locale: string | undefined;
}

const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:8787';

export function readConfig(search = location.search): DemoConfig {
  const params = new URLSearchParams(search);
  const env = import.meta.env;
  const injected = typeof __MINTKIT_SANDBOX_URL__ === 'string' ? __MINTKIT_SANDBOX_URL__ : null;
  const explicitBase = params.get('baseUrl') ?? (env.VITE_MINTKIT_BASE_URL as string | undefined);
  const sandboxUrl = explicitBase ? params.get('sandboxUrl') : (params.get('sandboxUrl') ?? injected ?? DEFAULT_SANDBOX_URL);
  const theme = params.get('theme');
  return {
    baseUrl: explicitBase ?? `${sandboxUrl}/mint`,
    marketBaseUrl: params.get('marketBaseUrl') ?? (env.VITE_MINTKIT_MARKET_BASE_URL as string | undefined) ?? (sandboxUrl ? `${sandboxUrl}/market` : undefined),
    publishableKey: params.get('key') ?? (env.VITE_MINTKIT_PUBLISHABLE_KEY as string | undefined) ?? SEEDED_KEYS.sandbox,
    drop: params.get('drop') ?? (env.VITE_MINTKIT_DROP as string | undefined) ?? 'genesis',
    sandboxUrl,
    theme: theme === 'dark' || theme === 'light' ? theme : 'auto',
    locale: params.get('locale') ?? undefined,
  };
}

/** The seeded drops the switcher offers when the page runs on the sandbox. */
export const SANDBOX_DROPS: Array<{ id: string; label: string }> = [
  { id: 'genesis', label: 'Genesis (live phase, transition in 3 min)' },
  { id: 'sold-out', label: 'Sold out' },
  { id: 'hidden-price', label: 'Hidden price' },
  { id: 'unknown-price', label: 'Unknown price' },
  { id: 'dutch', label: 'Dutch auction' },
  { id: 'pegged', label: 'USD-pegged' },
  { id: 'gated', label: 'Gated (allowlist)' },
  { id: 'claim-codes', label: 'Claim codes' },
  { id: 'bounty', label: 'Bounty' },
  { id: 'bogo', label: 'Buy 2 get 1' },
];
