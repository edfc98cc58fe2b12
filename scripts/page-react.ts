/**
 * The React the kit's own pages ship to buyers: the demo (vite.config.ts) and the embed
 * (vite.embed.config.ts), the two builds where MintKit, not the host app, picks React.
 *
 * They bundle React 19.2 (the maintained patch line, released the same day as 19.3.1), not 19.3:
 * 19.3's react-dom turns on View Transitions and Fragment refs, which no MintKit component uses, and
 * they make React and ReactDOM rendering one element 68.8 KB gzip instead of 60.0 KB (esbuild,
 * minified, gzip -9): 8.8 KB every buyer of a mint page would download for features the page never
 * uses, so the pages pick the smaller line. The kit itself keeps `react ^19.0.0`
 * as its peer: an app's own React, 19.3 included, is the one its `<MintPage>` runs on, and the unit
 * tests and stories run on 19.3 (the devDependency), the end-to-end tests on the demo's 19.2.
 *
 * Move this to 19.3 (or drop it) once the 19.2 line stops getting patches, or a component needs 19.3.
 */

/** The npm aliases (package.json devDependencies) the page's React is installed under. */
export const pageReactPackages = { react: 'react-19-2', reactDom: 'react-dom-19-2' } as const;

/** `resolve.alias` entries that send every import of react and react-dom (the peers' too) to the page's React. */
export const pageReactAliases: Array<{ find: RegExp; replacement: string }> = [
  { find: /^react$/, replacement: pageReactPackages.react },
  { find: /^react\/(.*)$/, replacement: `${pageReactPackages.react}/$1` },
  { find: /^react-dom$/, replacement: pageReactPackages.reactDom },
  { find: /^react-dom\/(.*)$/, replacement: `${pageReactPackages.reactDom}/$1` },
];
