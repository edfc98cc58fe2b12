import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { WalletProvider } from '@solana/wallet-adapter-react';
import { Keypair } from '@solana/web3.js';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MintKitProvider } from '../src/react/index.js';
import type { MintFlowTimeouts } from '../src/core/mint-flow.js';
import { MintKitRoot, type MintKitTheme } from '../src/components/root.js';
import { SEEDED_KEYS, type SandboxOptions } from '../src/sandbox/index.js';
import { SandboxWalletAdapter, type SandboxWalletOptions } from '../src/sandbox/sandbox-wallet.js';
import { MARKET_BASE, MINT_BASE, sandboxGroup, useFreshSandbox } from '../test/fixtures/handlers.js';
import '../src/styles.css';

/**
 * Story parameters understood here:
 * - `sandbox`: options for the story's fresh sandbox (e.g. `{ confirmationDelayMs: 1500 }`)
 * - `wallet`: `false` for no wallet provider; otherwise sandbox-wallet options plus `sol` to fund it
 *   and `connected` (default true) to connect it at once
 * - `apiKey`: the key the provider uses (default: the seeded sandbox key)
 */
export interface KitStoryParameters {
  sandbox?: SandboxOptions;
  wallet?: false | (SandboxWalletOptions & { sol?: number; connected?: boolean });
  apiKey?: string;
  locale?: string;
  /** Mint waits, e.g. a short `confirmTimeoutMs` to reach "not confirmed yet" within a story. */
  mintFlow?: MintFlowTimeouts;
}

const freshSandbox: Loader = async ({ parameters }) => {
  const kit = parameters as KitStoryParameters;
  const sandbox = useFreshSandbox(kit.sandbox ?? {});
  let wallet: SandboxWalletAdapter | null = null;
  if (kit.wallet !== false) {
    const { sol = 5, connected = true, ...options } = kit.wallet ?? {};
    const keypair = options.keypair ?? Keypair.generate();
    if (sol > 0) sandbox.fund(keypair.publicKey.toBase58(), sol);
    wallet = new SandboxWalletAdapter({ ...options, keypair });
    if (connected) localStorage.setItem('walletName', JSON.stringify(wallet.name));
    else localStorage.removeItem('walletName');
  }
  return { sandbox, wallet, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
};

const withKit: Decorator = (Story, context) => {
  const { wallet, queryClient } = context.loaded as { wallet: SandboxWalletAdapter | null; queryClient: QueryClient };
  const kit = context.parameters as KitStoryParameters;
  const content = (
    <MintKitRoot theme={(context.globals.theme as MintKitTheme | undefined) ?? 'light'}>
      <Story />
    </MintKitRoot>
  );
  return (
    <MintKitProvider
      key={context.id}
      publishableKey={kit.apiKey ?? SEEDED_KEYS.sandbox}
      baseUrl={MINT_BASE}
      marketBaseUrl={MARKET_BASE}
      queryClient={queryClient}
      storage={null}
      {...(kit.locale ? { locale: kit.locale } : {})}
      {...(kit.mintFlow ? { mintFlow: kit.mintFlow } : {})}
    >
      {wallet ? (
        <WalletProvider wallets={[wallet]} autoConnect>
          {content}
        </WalletProvider>
      ) : (
        content
      )}
    </MintKitProvider>
  );
};

const preview: Preview = {
  // The sandbox answers as the worker's initial handler; a story's own `parameters.msw.handlers`
  // (any group name) come first, so overrides always win.
  loaders: [
    freshSandbox,
    mswLoader(async () => {
      const worker = setupWorker(...sandboxGroup);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  decorators: [withKit],
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
  globalTypes: {
    theme: {
      description: 'MintKit theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
};

export default preview;
