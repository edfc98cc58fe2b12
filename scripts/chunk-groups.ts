/**
 * How the demo (vite.config.ts) and the embed (vite.embed.config.ts) cut `<MintPage>` into files,
 * Rolldown `codeSplitting` groups:
 * - everything the page needs before any wallet interaction in one file: otherwise Rolldown cuts out
 *   the modules the lazy parts share with it (decoders, the JSX runtime, its own runtime helpers) as
 *   files of their own, each a request and its own gzip overhead (2a: 97.2 KB in 4 files, 96.3 KB in
 *   2 with this group);
 * - the wallet stack (the kit's wallet provider and signer, wallet-adapter, @solana/web3.js) in one
 *   file the page asks for when the buyer reaches for a wallet: in three, the page's first file
 *   carried their preload list, and Rolldown kept its runtime helpers (shared with web3.js's
 *   CommonJS modules) in a second file to load before the drop (2f: 264 B less, 2a one file);
 * - the lower sections, their decoders and useInfiniteQuery together, loaded when the buyer scrolls
 *   to them: in one file they compress as one (2f: 283 B less than in three).
 */
export const pageChunkGroups: Array<{ name: string; tags?: Array<'$initial'>; test?: RegExp }> = [
  { name: 'page', tags: ['$initial'] },
  { name: 'wallet', test: /components\/wallet-provider\.tsx|react\/signer\.ts|@solana\/web3\.js/ },
  { name: 'lower-sections', test: /mint-page-secondary\.tsx|wire\/mint-feeds\.ts|useInfiniteQuery\.js/ },
];
