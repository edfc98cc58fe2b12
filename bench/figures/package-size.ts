import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { rolldown } from 'rolldown';
import { buildPackage } from '../lib/build.js';
import { formatBytes, gzipBytes, kb } from '../lib/compress.js';
import type { FigureResult } from '../lib/report.js';
import { BUDGET_PRICE_DISPLAY_GZIP } from './kit-size.js';

/** The same peers as figure 1: react, react-dom and @solana/* stay out, react-query is the kit's cost. */
const PEERS = /^(react|react-dom|@solana\/[^/]+)(\/|$)/;

export interface FirstLoad {
  /** gzip -9 bytes of the entry chunk and every chunk it imports statically (what loads before any lazy part). */
  gzip: number;
  files: number;
  /** Whether any @tanstack module put code into that first load. */
  tanstack: boolean;
}

/** The static-import closure of the entry chunk over a bundler's output graph. */
function firstLoad(entry: string, chunks: Map<string, { code: Uint8Array | string; imports: string[]; tanstack: boolean }>): FirstLoad {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !chunks.has(file)) return;
    seen.add(file);
    chunks.get(file)!.imports.forEach(visit);
  };
  visit(entry);
  const files = [...seen].map((file) => chunks.get(file)!);
  return { gzip: files.reduce((total, chunk) => total + gzipBytes(chunk.code), 0), files: files.length, tanstack: files.some((chunk) => chunk.tanstack) };
}

/** esbuild --bundle --minify --splitting, as figure 1 and the issue's peers were measured. */
export async function withEsbuild(entry: string, workDir: string, outdir: string): Promise<FirstLoad> {
  const result = await build({
    entryPoints: [entry], outdir, bundle: true, splitting: true, format: 'esm', minify: true, platform: 'browser', target: 'es2022',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', '@solana/*'], define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true, write: false, legalComments: 'none', logLevel: 'error', absWorkingDir: workDir,
  });
  const code = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const chunks = new Map(
    Object.entries(result.metafile.outputs).map(([file, output]) => [
      join(workDir, file),
      {
        code: code.get(join(workDir, file)) ?? '',
        imports: output.imports.filter((imported) => imported.kind === 'import-statement' && !imported.external).map((imported) => join(workDir, imported.path)),
        tanstack: Object.entries(output.inputs).some(([input, { bytesInOutput }]) => input.includes('@tanstack/') && bytesInOutput > 0),
      },
    ]),
  );
  const entryChunk = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint !== undefined)![0];
  return firstLoad(join(workDir, entryChunk), chunks);
}

/** Rolldown with its default chunking, as `vite build` bundles an app (minified ESM). */
export async function withRolldown(entry: string): Promise<FirstLoad> {
  const bundle = await rolldown({ input: entry, external: (id) => PEERS.test(id), transform: { define: { 'process.env.NODE_ENV': '"production"' } }, logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  const chunks = new Map(
    output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, { code: item.code, imports: item.imports, tanstack: Object.entries(item.modules).some(([id, module]) => id.includes('@tanstack/') && module.renderedLength > 0) }] as const] : [])),
  );
  return firstLoad(output.find((item) => item.type === 'chunk' && item.isEntry)!.fileName, chunks);
}

const describe = (load: FirstLoad) => `${kb(load.gzip)} in ${load.files} file${load.files === 1 ? '' : 's'}${load.tanstack ? ', with react-query' : ''}`;

/**
 * Builds the package as `npm run build` lays it out and links it as `node_modules/mintkit` of an app
 * in a temporary directory outside the repository, so `mintkit` resolves to the built package
 * rather than to the repository's own dist/ (a package may import itself by name from inside).
 * `measure(name, source)` bundles one app entry with both bundlers.
 */
export async function withBuiltPackage<T>(use: (measure: (name: string, source: string) => Promise<{ rolldown: FirstLoad; esbuild: FirstLoad }>) => Promise<T>): Promise<T> {
  const packageDir = await buildPackage();
  const appDir = mkdtempSync(join(tmpdir(), 'mintkit-app-'));
  try {
    mkdirSync(join(appDir, 'node_modules'));
    symlinkSync(packageDir, join(appDir, 'node_modules', 'mintkit'), 'dir');
    return await use(async (name, source) => {
      const entry = join(appDir, `${name}.js`);
      writeFileSync(entry, source);
      return { rolldown: await withRolldown(entry), esbuild: await withEsbuild(entry, appDir, join(appDir, `out-${name}`)) };
    });
  } finally {
    rmSync(appDir, { recursive: true, force: true });
  }
}

/**
 * Figure 1 as an app meets the kit: its first load when it imports from the built package, through
 * the `mintkit` barrel or a component's own subpath (`mintkit/components/<file>`), bundled by
 * Rolldown (what `vite build` uses) and by esbuild. Figure 1a–1c import the source files directly.
 */
export async function measurePackageSize(): Promise<FigureResult> {
  return withBuiltPackage(async (measure) => {
    const priceBarrel = await measure('price-barrel', "export { PriceDisplay } from 'mintkit';\n");
    const priceSubpath = await measure('price-subpath', "export { PriceDisplay } from 'mintkit/components/price-display';\n");
    const pageBarrel = await measure('page-barrel', "export { MintPage } from 'mintkit';\n");
    const pageSubpath = await measure('page-subpath', "export { MintPage } from 'mintkit/components/mint-page';\n");

    const within = (load: FirstLoad) => load.gzip <= BUDGET_PRICE_DISPLAY_GZIP && !load.tanstack;
    const esbuildBarrelNote = 'esbuild --splitting makes every lazy part a chunk root before tree shaking (evanw/esbuild#3704), so a barrel import loads what the kit\'s lazy parts share with the rest of the package';
    return {
      rows: [
        {
          id: '1h',
          figure: 'Kit through the package: PriceDisplay as an app imports it',
          value: `from 'mintkit': Rolldown (Vite) ${formatBytes(priceBarrel.rolldown.gzip)} in ${priceBarrel.rolldown.files} files${priceBarrel.rolldown.tanstack ? ', with react-query' : ', no react-query'}; esbuild --splitting ${describe(priceBarrel.esbuild)} (${esbuildBarrelNote}); from 'mintkit/components/price-display': esbuild ${describe(priceSubpath.esbuild)}, Rolldown ${describe(priceSubpath.rolldown)}`,
          budget: '≤ 1.5 KB gzip, no react-query: from the barrel with Rolldown, from the subpath with both',
          verdict: within(priceBarrel.rolldown) && within(priceSubpath.rolldown) && within(priceSubpath.esbuild) ? 'pass' : 'fail',
          how: 'the package built with vite.lib.config.ts into bench/.build/package (dist/ + package.json exports), linked as node_modules/mintkit of an app in a temporary directory; entry `export { PriceDisplay } from …`; first load = entry chunk + chunks it imports statically, each minified, gzip -9 (node:zlib); Rolldown with default chunking (as `vite build`), esbuild --bundle --minify --splitting; react, react-dom, @solana/* external, react-query bundled; KB = 1,000 B',
        },
        {
          id: '1i',
          figure: 'Kit through the package: <MintPage> first load as an app imports it',
          value: `from 'mintkit': Rolldown (Vite) ${describe(pageBarrel.rolldown)}, esbuild --splitting ${describe(pageBarrel.esbuild)}; from 'mintkit/components/mint-page': esbuild ${describe(pageSubpath.esbuild)}, Rolldown ${describe(pageSubpath.rolldown)} (1a, from the source file: the same page)`,
          budget: '—',
          verdict: 'info',
          how: 'as 1h, entry `export { MintPage } from …`; with esbuild, import from the subpath (README: "Bundle size in your app")',
        },
      ],
      details: { '1.package': { priceBarrel, priceSubpath, pageBarrel, pageSubpath } },
    };
  });
}
