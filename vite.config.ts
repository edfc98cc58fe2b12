import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstPartyOnly } from './scripts/first-party-only.js';
import { pageChunkGroups } from './scripts/chunk-groups.js';
import { pageReactAliases } from './scripts/page-react.js';

/**
 * The demo page (`npm run dev`, `npm run build:demo`). In dev, unless a real service is configured
 * (VITE_MINTKIT_BASE_URL), the same command starts the sandbox as a real HTTP server on 127.0.0.1 on
 * its own port, so the page talks to it cross-origin — with Origin headers, CORS and preflights —
 * exactly as it will talk to the real service.
 */
function mintkitSandbox(): Plugin {
  let close: (() => Promise<void>) | null = null;
  let url = '';
  return {
    name: 'mintkit-sandbox',
    apply: 'serve',
    async config() {
      if (process.env.VITE_MINTKIT_BASE_URL) return;
      const { startSandboxServer } = await import('./src/sandbox/node.js');
      const { createSandbox } = await import('./src/sandbox/index.js');
      // A short confirmation delay so the "confirming" step can be seen; the genesis drop's phase
      // transition happens three minutes after start-up.
      const sandbox = createSandbox({ confirmationDelayMs: 1_200 });
      const preferred = Number(process.env.MINTKIT_SANDBOX_PORT ?? 8787);
      const server = await startSandboxServer({ port: preferred, sandbox }).catch(() => startSandboxServer({ port: 0, sandbox }));
      url = server.url;
      close = server.close;
      return { define: { __MINTKIT_SANDBOX_URL__: JSON.stringify(url) } };
    },
    configureServer(server) {
      server.httpServer?.once('close', () => void close?.());
      const print = server.printUrls.bind(server);
      server.printUrls = () => {
        print();
        if (url) {
          // The base URLs are for clients, not pages; the sandbox's own page is /__sandbox/docs (its root is the API's 404).
          server.config.logger.info(`  ➜  MintKit sandbox: ${url}/__sandbox/docs · manifest ${url}/__sandbox/manifest · base URLs ${url}/mint (minting), ${url}/market (marketplace)`);
        }
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  root: 'demo',
  envDir: '..',
  publicDir: false,
  plugins: [react(), mintkitSandbox(), firstPartyOnly()],
  // The React buyers download with the page (scripts/page-react.ts says which and why).
  resolve: { alias: pageReactAliases },
  // Built demo: no sandbox is started; the page falls back to query parameters, env, then the
  // `npm run sandbox` default address.
  define: command === 'build' ? { __MINTKIT_SANDBOX_URL__: 'null' } : {},
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173) },
  build: {
    outDir: '../dist-demo',
    emptyOutDir: true,
    target: 'es2022',
    // Every es2022 browser preloads modules natively; the polyfill was 233 B gzip of the first chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: pageChunkGroups } } },
  },
}));
