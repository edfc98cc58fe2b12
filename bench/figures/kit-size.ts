import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { brotliBytes, formatBytes, gzipBytes, kb } from '../lib/compress.js';
import { BUILD_DIR, ROOT_DIR } from '../lib/paths.js';
import type { FigureResult, Row } from '../lib/report.js';

/** Peers stay out of the kit's figure; react-query is the kit's own cost and is bundled. */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', '@solana/*'];

/** What every kit bundle is built with, as the peers were: esbuild, minified, ESM for browsers. */
const ESBUILD_BASE = {
  bundle: true,
  format: 'esm',
  minify: true,
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  external: EXTERNAL,
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: ROOT_DIR,
} as const;

/** A fresh directory for one bundle, with its entry file written. */
function prepare(name: string, source: string): { directory: string; entry: string } {
  const directory = join(BUILD_DIR, 'kit', name);
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const entry = join(directory, 'entry.ts');
  writeFileSync(entry, source);
  return { directory, entry };
}

const BUDGET_MINT_PAGE_GZIP = 25_000;

/** Every value (not type) the kit's source imports from @tanstack/react-query, read from src. */
function reactQueryExportsUsed(): string[] {
  const names = new Set<string>();
  const files = readdirSync(join(ROOT_DIR, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.startsWith('sandbox'));
  for (const file of files) {
    const source = readFileSync(join(ROOT_DIR, 'src', file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tanstack\/react-query'/g)) {
      for (const name of list!.split(',').map((part) => part.trim())) if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
    }
  }
  return [...names].sort();
}
/** Issue 8: `PriceDisplay` alone at most 1.5 KB gzip (figures 1c and 1h, and test/build). */
export const BUDGET_PRICE_DISPLAY_GZIP = 1_500;

interface ChunkSize {
  /** As in the metafile (relative to the repository). */
  path: string;
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

interface BundleSizes {
  initial: ChunkSize[];
  lazy: ChunkSize[];
  /** Chunks esbuild emitted for a dynamic import in a module that tree shaking then dropped: nothing can load them. */
  unreachable: ChunkSize[];
  metafile: Metafile;
}

const sum = (chunks: ChunkSize[], key: 'raw' | 'gzip' | 'brotli') => chunks.reduce((total, chunk) => total + chunk[key], 0);

/**
 * Bundles one entry the way an app's bundler would (esbuild, minified ESM, code splitting so lazy
 * imports stay lazy) and sizes every chunk. "Initial" is the entry chunk and every chunk it imports
 * statically; "lazy" is every other chunk reachable from there through a dynamic import. esbuild
 * also emits a chunk for each `import()` it parsed, even in a module tree shaking dropped; such
 * chunks are unreachable and counted apart.
 */
async function bundle(name: string, source: string): Promise<BundleSizes> {
  const { directory, entry } = prepare(name, source);
  const result = await build({ ...ESBUILD_BASE, entryPoints: [entry], outdir: join(directory, 'out'), splitting: true });
  const metafile = result.metafile;
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const entryOutput = outputs.find(([, output]) => output.entryPoint !== undefined)?.[0];
  if (!entryOutput) throw new Error(`esbuild produced no entry chunk for ${name}`);
  const closure = (from: string[], kinds: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of metafile.outputs[file]?.imports ?? []) if (kinds.includes(imported.kind) && !imported.external) visit(imported.path);
    };
    from.forEach(visit);
    return seen;
  };
  const initialFiles = closure([entryOutput], ['import-statement']);
  const reachableFiles = closure([entryOutput], ['import-statement', 'dynamic-import']);
  const size = (file: string): ChunkSize => {
    const code = readFileSync(join(ROOT_DIR, file));
    return { path: file, file: relative(directory, join(ROOT_DIR, file)), raw: code.length, gzip: gzipBytes(code), brotli: brotliBytes(code) };
  };
  return {
    initial: outputs.filter(([file]) => initialFiles.has(file)).map(([file]) => size(file)),
    lazy: outputs.filter(([file]) => reachableFiles.has(file) && !initialFiles.has(file)).map(([file]) => size(file)),
    unreachable: outputs.filter(([file]) => !reachableFiles.has(file)).map(([file]) => size(file)),
    metafile,
  };
}

/** One bundle without code splitting: what tree shaking alone keeps. */
async function bundleSingle(name: string, source: string, { reactQueryExternal = false } = {}): Promise<{ gzip: number; inputs: string[] }> {
  const { directory, entry } = prepare(name, source);
  const outfile = join(directory, 'out.js');
  const external = reactQueryExternal ? [...EXTERNAL, '@tanstack/*'] : EXTERNAL;
  const result = await build({ ...ESBUILD_BASE, external, entryPoints: [entry], outfile });
  const output = Object.values(result.metafile.outputs)[0]!;
  return {
    gzip: gzipBytes(readFileSync(outfile)),
    inputs: Object.entries(output.inputs).filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && !input.startsWith('bench/')).map(([input]) => input),
  };
}

function unreachableNote(sizes: BundleSizes): string {
  return sizes.unreachable.length ? `; not counted: ${sizes.unreachable.length} unreachable chunk${sizes.unreachable.length === 1 ? '' : 's'} esbuild emitted for import()s in dropped modules (${sizes.unreachable.map((chunk) => `${chunk.file.replace(/^out\//, '')} ${kb(chunk.gzip)}`).join(', ')})` : '';
}

function importPath(file: string): string {
  return JSON.stringify(relative(join(BUILD_DIR, 'kit', 'x'), join(ROOT_DIR, file)).replace(/\\/g, '/'));
}

/** Bytes each input contributes to the minified output, summed over the given chunks. */
function inputBytes(sizes: BundleSizes): Array<{ input: string; bytes: number }> {
  const totals = new Map<string, number>();
  const counted = new Set([...sizes.initial, ...sizes.lazy].map((chunk) => chunk.path));
  for (const [file, output] of Object.entries(sizes.metafile.outputs)) {
    if (!counted.has(file)) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) totals.set(input, (totals.get(input) ?? 0) + bytesInOutput);
  }
  return [...totals.entries()].map(([input, bytes]) => ({ input, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** Groups inputs by package (node_modules) or by kit folder. */
function byArea(inputs: Array<{ input: string; bytes: number }>): Array<{ area: string; bytes: number }> {
  const totals = new Map<string, number>();
  for (const { input, bytes } of inputs) {
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    const area = inPackage ? inPackage[1]! : input.replace(/^(src\/[^/]+)\/.*$/, '$1').replace(/^bench\/.*$/, 'bench entry');
    totals.set(area, (totals.get(area) ?? 0) + bytes);
  }
  return [...totals.entries()].map(([area, bytes]) => ({ area, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/**
 * The kit's stylesheet, which every `<MintPage>` needs beside its JavaScript: src/styles.css bundled
 * and minified with esbuild (as an app's bundler would serve it), and dist/styles.css as `npm run
 * build` writes it (bundled, not minified) when a build is there.
 */
async function stylesheetSizes(): Promise<{ minified: { raw: number; gzip: number; brotli: number }; dist: { raw: number; gzip: number; brotli: number } | null }> {
  const result = await build({ entryPoints: [join(ROOT_DIR, 'src', 'styles.css')], bundle: true, minify: true, write: false, logLevel: 'warning', absWorkingDir: ROOT_DIR, outfile: join(BUILD_DIR, 'kit', 'styles.css') });
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))!.contents;
  const distFile = join(ROOT_DIR, 'dist', 'styles.css');
  const dist = existsSync(distFile) ? readFileSync(distFile) : null;
  return {
    minified: { raw: css.length, gzip: gzipBytes(css), brotli: brotliBytes(css) },
    dist: dist ? { raw: dist.length, gzip: gzipBytes(dist), brotli: brotliBytes(dist) } : null,
  };
}

export async function measureKitSize(): Promise<FigureResult> {
  // Entries import the component's own module, as the demo does. Through the barrel, esbuild's
  // code splitting keeps a static import of every chunk a lazy part shares with any re-exported
  // module (it does not tree-shake across chunks), so a barrel entry would measure esbuild's chunking
  // rather than the kit; figure 1h measures the barrel and the subpaths through the built package, with
  // Rolldown (Vite) and esbuild.
  const mintPage = await bundle('mint-page', `export { MintPage } from ${importPath('src/components/mint-page.tsx')};\n`);
  const priceDisplay = await bundle('price-display', `export { PriceDisplay } from ${importPath('src/components/price-display.tsx')};\n`);
  const priceThroughBarrel = await bundleSingle('price-display-barrel', `export { PriceDisplay } from ${importPath('src/components/index.ts')};\n`);
  const core = await bundle('core', `export * from ${importPath('src/core/index.ts')};\n`);
  // For judging 1b: the same page as one bundle, the react-query exports the kit uses on their own,
  // and the floor any react-query kit pays before its first component (client, read model decoder).
  const REACT_QUERY_EXPORTS = reactQueryExportsUsed();
  // What a page with only the drop and the mint costs: the provider, header, supply, phases, price and
  // the mint actions (wallet, quantity, claim code, eligibility, button, status), without the lower sections or the market.
  const DROP_AND_MINT = [
    ['MintKitProvider', 'src/react/provider.tsx'],
    ['CollectionHeader', 'src/components/collection-header.tsx'],
    ['SupplyStats', 'src/components/supply-stats.tsx'],
    ['PhaseList', 'src/components/phase-list.tsx'],
    ['LivePhasePrice', 'src/components/live-phase-price.tsx'],
    ['MintPageActions', 'src/components/mint-page-actions.tsx'],
  ] as const;
  const dropAndMintSource = DROP_AND_MINT.map(([name, file]) => `export { ${name} } from ${importPath(file)};\n`).join('');
  const dropAndMint = await bundleSingle('drop-and-mint', dropAndMintSource);
  const dropAndMintOwn = await bundleSingle('drop-and-mint-own', dropAndMintSource, { reactQueryExternal: true });
  const mintPageSingle = await bundleSingle('mint-page-single', `export { MintPage } from ${importPath('src/components/mint-page.tsx')};\n`);
  const mintPageOwn = await bundleSingle('mint-page-own', `export { MintPage } from ${importPath('src/components/mint-page.tsx')};\n`, { reactQueryExternal: true });
  const reactQueryAlone = await bundleSingle('react-query-alone', `export { ${REACT_QUERY_EXPORTS.join(', ')} } from '@tanstack/react-query';\n`);
  const floor = await bundleSingle(
    'floor',
    `export { ${REACT_QUERY_EXPORTS.join(', ')} } from '@tanstack/react-query';\nexport { createMintClient } from ${importPath('src/core/mint-client.ts')};\nexport { decodeCollectionResponse } from ${importPath('src/core/wire/mint.ts')};\n`,
  );

  const css = await stylesheetSizes();
  const how = (what: string) =>
    `JS only (the kit's stylesheet is 1j); esbuild --bundle --minify --splitting, ESM, browser/es2022, ${what}; react, react-dom, @solana/* external, @tanstack/react-query bundled; each chunk gzip -9 and brotli q11 (node:zlib); KB = 1,000 B`;
  const mintInitialGzip = sum(mintPage.initial, 'gzip');
  const mintTotalGzip = mintInitialGzip + sum(mintPage.lazy, 'gzip');
  const mintTotalBrotli = sum(mintPage.initial, 'brotli') + sum(mintPage.lazy, 'brotli');
  // Inputs esbuild parsed are many (the barrel names every component); what counts is what ends up in the output.
  const priceInputs = inputBytes(priceDisplay).filter((entry) => entry.bytes > 0).map((entry) => entry.input);
  const tanstackInPrice = priceInputs.filter((input) => input.includes('@tanstack'));
  const parsedTanstack = Object.keys(priceDisplay.metafile.inputs).filter((input) => input.includes('@tanstack')).length;
  const priceGzip = sum(priceDisplay.initial, 'gzip') + sum(priceDisplay.lazy, 'gzip');
  const mintInputs = inputBytes(mintPage);

  const rows: Row[] = [
    {
      id: '1a',
      figure: 'Kit: full <MintPage>, initial chunk',
      value: `${formatBytes(mintInitialGzip)} gzip · ${kb(sum(mintPage.initial, 'brotli'))} brotli · ${kb(sum(mintPage.initial, 'raw'))} min`,
      budget: '—',
      verdict: 'info',
      how: how(`entry \`export { MintPage } from 'src/components/mint-page.tsx'\`; initial = entry chunk + chunks it imports statically`),
    },
    {
      id: '1b',
      figure: 'Kit: full <MintPage>, total with every lazy chunk',
      value: `${formatBytes(mintTotalGzip)} gzip · ${kb(mintTotalBrotli)} brotli · ${mintPage.initial.length + mintPage.lazy.length} chunks (lazy: ${mintPage.lazy.map((chunk) => `${chunk.file.replace(/^out\//, '')} ${kb(chunk.gzip)}`).join(', ') || 'none'})${unreachableNote(mintPage)}`,
      budget: '≤ 25 KB gzip',
      verdict: mintTotalGzip <= BUDGET_MINT_PAGE_GZIP ? 'pass' : 'fail',
      how: how('every chunk reachable from the entry through static or dynamic imports summed (the wallet provider module and any lazy section)'),
    },
    {
      id: '1f',
      figure: 'Kit: full <MintPage> as one bundle, and its floor',
      value: `${formatBytes(mintPageSingle.gzip)} gzip in one bundle, of which react-query (the ${REACT_QUERY_EXPORTS.length} exports the kit uses, bundled alone) ${kb(reactQueryAlone.gzip)}; floor before any component (react-query + mint client + read-model decoder) ${kb(floor.gzip)}, leaving ${kb(Math.max(0, BUDGET_MINT_PAGE_GZIP - floor.gzip))} of 1b's budget for every section, the mint flow and the market; the kit's own code alone (react-query external, as a peer) ${kb(mintPageOwn.gzip)}`,
      budget: '—',
      verdict: 'info',
      how: 'esbuild --bundle --minify without --splitting (lazy parts inlined), same externals (own code: @tanstack/* external too); react-query alone = `export { QueryClient, …, useQuery } from \'@tanstack/react-query\'`; floor = that plus `createMintClient` and `decodeCollectionResponse` (its lazily loaded decoders inlined too)',
    },
    {
      id: '1g',
      figure: 'Kit: the drop and the mint alone, no lower sections, no market',
      value: `${formatBytes(dropAndMint.gzip)} gzip in one bundle (${DROP_AND_MINT.map(([name]) => name).join(', ')}), react-query included; ${formatBytes(dropAndMintOwn.gzip)} with react-query external (as a peer)`,
      budget: '—',
      verdict: 'info',
      how: 'esbuild --bundle --minify without --splitting (lazy parts inlined), same externals (and once with @tanstack/* external); entry exports the provider, CollectionHeader, SupplyStats, PhaseList, LivePhasePrice and MintPageActions: the part of 1b no page can drop',
    },
    {
      id: '1c',
      figure: 'Kit: PriceDisplay imported alone',
      value: `${formatBytes(priceGzip)} gzip · ${kb(sum(priceDisplay.initial, 'brotli') + sum(priceDisplay.lazy, 'brotli'))} brotli · ${priceInputs.length} inputs (${priceInputs.map((input) => input.replace(/^src\//, '')).slice(0, 8).join(', ')}${priceInputs.length > 8 ? ', …' : ''}), ${tanstackInPrice.length} from @tanstack${unreachableNote(priceDisplay)}`,
      budget: '≤ 1.5 KB gzip, no @tanstack input',
      verdict: priceGzip <= BUDGET_PRICE_DISPLAY_GZIP && tanstackInPrice.length === 0 ? 'pass' : 'fail',
      how: how(`entry \`export { PriceDisplay } from 'src/components/price-display.tsx'\`; @tanstack checked in the metafile's output inputs with bytesInOutput > 0 (${parsedTanstack} @tanstack files parsed; only bytes that reach the output count)`),
    },
    {
      id: '1e',
      figure: 'Kit: PriceDisplay through the package barrel',
      value: `${formatBytes(priceThroughBarrel.gzip)} gzip · ${priceThroughBarrel.inputs.length} inputs (${priceThroughBarrel.inputs.map((input) => input.replace(/^src\//, '')).join(', ')})`,
      budget: '—',
      verdict: 'info',
      how: 'esbuild --bundle --minify without --splitting (one bundle, so tree shaking is not limited by chunking), entry `export { PriceDisplay } from \'src/components/index.ts\'`: what `import { PriceDisplay } from \'mintkit\'` costs an app bundled without code splitting (with it: 1h)',
    },
    {
      id: '1d',
      figure: 'Kit: mintkit/core',
      value: `${formatBytes(sum(core.initial, 'gzip') + sum(core.lazy, 'gzip'))} gzip · ${kb(sum(core.initial, 'brotli') + sum(core.lazy, 'brotli'))} brotli`,
      budget: '—',
      verdict: 'info',
      how: how('entry `export * from src/core/index.ts` (every export kept)'),
    },
    {
      id: '1j',
      figure: "Kit: the stylesheet (styles.css) every <MintPage> needs",
      value: `${formatBytes(css.minified.gzip)} gzip · ${kb(css.minified.brotli)} brotli · ${kb(css.minified.raw)} min${css.dist ? `; dist/styles.css as built (not minified): ${kb(css.dist.gzip)} gzip · ${kb(css.dist.brotli)} brotli · ${kb(css.dist.raw)} raw` : '; no dist/styles.css (run npm run build to size it too)'}; with 1a's JS: ${kb(mintInitialGzip + css.minified.gzip)} gzip, with 1b's: ${kb(mintTotalGzip + css.minified.gzip)}`,
      budget: '—',
      verdict: 'info',
      how: 'src/styles.css through esbuild --bundle --minify (its @imports inlined), gzip -9 and brotli q11 (node:zlib); dist/styles.css (npm run build: esbuild --bundle, not minified) sized as it is when present; not counted in 1a/1b, which are JS only; KB = 1,000 B',
    },
  ];
  return {
    rows,
    details: {
      '1.mintPageChunks': { initial: mintPage.initial, lazy: mintPage.lazy, unreachable: mintPage.unreachable },
      '1.topInputs': mintInputs.slice(0, 15),
      '1.mintPageByArea': byArea(mintInputs),
      '1.priceDisplayInputs': priceInputs,
      '1.priceDisplayChunks': { initial: priceDisplay.initial, lazy: priceDisplay.lazy, unreachable: priceDisplay.unreachable },
      '1.coreChunks': [...core.initial, ...core.lazy],
      '1.stylesheet': css,
    },
  };
}
