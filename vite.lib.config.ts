import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Peers, runtime dependencies and Node built-ins stay imports; the kit ships only its own code.
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@tanstack\//,
  /^@solana\//,
  /^hono($|\/)/,
  /^@hono\//,
  /^msw($|\/)/,
  /^node:/,
];

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: {
      entry: {
        index: 'src/index.ts',
        core: 'src/core/index.ts',
        sandbox: 'src/sandbox/index.ts',
        'sandbox-msw': 'src/sandbox/msw.ts',
        'sandbox-node': 'src/sandbox/node.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: { external },
  },
});
