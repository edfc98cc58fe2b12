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
      entry: ['src/index.ts', 'src/core/index.ts', 'src/react/index.ts', 'src/parts.ts', 'src/sandbox/index.ts', 'src/sandbox/msw.ts', 'src/sandbox/node.ts'],
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      // One file per source module, as the source is laid out: an app's bundler then tree-shakes per
      // module and keeps the kit's lazy parts (wallet controls, secondary sections, the market, most
      // decoders) in lazy chunks. A single bundle would pull them all in statically.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
