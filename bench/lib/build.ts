import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { BENCH_DIR, BUILD_DIR, ROOT_DIR } from './paths.js';

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  moduleIds: string[];
  /** Each module's rendered length in the chunk (the bundler's figure, before minification). */
  moduleBytes: Record<string, number>;
}

interface OutputLike {
  output: Array<{ type: string; fileName: string; isEntry?: boolean; isDynamicEntry?: boolean; moduleIds?: string[]; modules?: Record<string, { renderedLength: number }> }>;
}

function chunksOf(result: unknown): BuiltChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as OutputLike[];
  return outputs.flatMap((output) =>
    output.output
      .filter((item) => item.type === 'chunk')
      .map((chunk) => ({
        fileName: chunk.fileName,
        isEntry: Boolean(chunk.isEntry),
        isDynamicEntry: Boolean(chunk.isDynamicEntry),
        moduleIds: chunk.moduleIds ?? [],
        moduleBytes: Object.fromEntries(Object.entries(chunk.modules ?? {}).map(([id, module]) => [id, module.renderedLength])),
      })),
  );
}

export const DEMO_BUILD_DIR = join(BUILD_DIR, 'demo');
export const PAGES_BUILD_DIR = join(BUILD_DIR, 'pages');
export const EMBED_BUILD_DIR = join(BUILD_DIR, 'embed');

/**
 * The demo exactly as `npm run build:demo` builds it (same vite.config.ts), written to bench/.build/demo
 * so a bench run never races an e2e run over dist-demo. Returns each chunk's module ids, which is how
 * figure 2 tells the wallet stack from the rest.
 */
export async function buildDemo(): Promise<BuiltChunk[]> {
  const result = await viteBuild({
    configFile: join(ROOT_DIR, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: DEMO_BUILD_DIR, emptyOutDir: true },
  });
  return chunksOf(result);
}

/** The standalone embed exactly as `npm run build` builds it (vite.embed.config.ts), into bench/.build/embed. */
export async function buildEmbed(): Promise<void> {
  await viteBuild({
    configFile: join(ROOT_DIR, 'vite.embed.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: EMBED_BUILD_DIR, emptyOutDir: true },
  });
}

export const PACKAGE_BUILD_DIR = join(BUILD_DIR, 'package');

/**
 * The package as `npm run build` lays it out (vite.lib.config.ts into dist/, beside package.json and
 * its `exports`), in bench/.build/package, so an app's bundler can import `mintkit` as from npm.
 */
export async function buildPackage(): Promise<string> {
  await viteBuild({
    configFile: join(ROOT_DIR, 'vite.lib.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: join(PACKAGE_BUILD_DIR, 'dist'), emptyOutDir: true },
  });
  copyFileSync(join(ROOT_DIR, 'package.json'), join(PACKAGE_BUILD_DIR, 'package.json'));
  return PACKAGE_BUILD_DIR;
}

/** Bench-only pages (bench/pages), unminified so React component names survive for the fiber walk. */
export async function buildBenchPages(): Promise<void> {
  await viteBuild({
    configFile: false,
    root: join(BENCH_DIR, 'pages'),
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    build: {
      outDir: PAGES_BUILD_DIR,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      rolldownOptions: { input: { countdowns: join(BENCH_DIR, 'pages', 'countdowns.html'), boundary: join(BENCH_DIR, 'pages', 'boundary.html'), mintpage: join(BENCH_DIR, 'pages', 'mintpage.html') } },
    },
  });
}

export interface PageScripts {
  instrument: string;
  skew: string;
}

/** The in-page scripts, bundled to self-contained IIFEs for `addInitScript`. */
export async function buildPageScripts(): Promise<PageScripts> {
  const bundle = async (file: string) => {
    const result = await esbuild({ entryPoints: [join(BENCH_DIR, 'page-scripts', file)], bundle: true, format: 'iife', target: 'es2022', write: false, logLevel: 'warning' });
    return result.outputFiles[0]!.text;
  };
  return { instrument: await bundle('instrument.ts'), skew: await bundle('skew.ts') };
}
