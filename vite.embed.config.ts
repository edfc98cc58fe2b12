import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstPartyOnly } from './scripts/first-party-only.js';
import { pageChunkGroups } from './scripts/chunk-groups.js';
import { pageReactAliases } from './scripts/page-react.js';

/**
 * The stylesheet next to the embed's script, so a page without a bundler links one file. The same
 * source as `mintkit/styles.css`, minified; the script itself injects no styles.
 */
function kitStylesheet(): Plugin {
  return {
    name: 'mintkit-embed-stylesheet',
    async generateBundle() {
      const result = await esbuild({ entryPoints: ['src/styles.css'], bundle: true, minify: true, write: false, logLevel: 'warning' });
      this.emitFile({ type: 'asset', fileName: 'mintkit.css', source: result.outputFiles[0]!.text });
    },
  };
}

/**
 * `dist/embed/`: `mountMintPage` / `mountAll` as one self-contained ES module for websites without
 * React or a bundler. React, React DOM and react-query are bundled in; the parts `<MintPage>` loads
 * lazily (the wallet provider with @solana/web3.js, the mint controls, the lower sections, the
 * market) stay separate chunks fetched only when needed. Built after the library (whose build empties
 * `dist/`) and before `tsc`, which writes `dist/embed/index.d.ts` beside it.
 */
export default defineConfig({
  plugins: [react(), kitStylesheet(), firstPartyOnly()],
  publicDir: false,
  // The React bundled in for buyers (scripts/page-react.ts says which and why).
  resolve: { alias: pageReactAliases },
  // A library build leaves these for the host's bundler; here there is none.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    sourcemap: false,
    minify: true,
    target: 'es2022',
    lib: {
      entry: 'src/embed/index.tsx',
      formats: ['es'],
      fileName: () => 'mintkit-embed.js',
    },
    rolldownOptions: {
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Vite's library mode keeps whitespace and /* @__PURE__ */ comments in ES output for the host's
        // bundler; this file goes to browsers as it is, so it is minified in full.
        minify: true,
        comments: { annotation: false },
        // The demo's files (scripts/chunk-groups.ts says why): left to itself, Rolldown cuts the page's
        // first load into eight small chunks by which lazy parts share them (2e: 98.4 KB in 9 files).
        // The entry stays a file of its own that imports the page's: merged into it
        // (`preserveEntrySignatures: 'allow-extension'`, 1 file, 0.3 KB less), the lazy parts would
        // import `../mintkit-embed.js` by name, and a page that loads it as `mintkit-embed.js?v=2`
        // or under another name would get a second copy of React and the kit when they load.
        codeSplitting: { groups: pageChunkGroups },
      },
    },
  },
});
