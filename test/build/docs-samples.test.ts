import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPublishedTypes, ROOT, STRICTEST, typeErrors, type PublishedTypes } from '../helpers/published-types.js';

// The code a developer copies from the README and docs/components.md, compiled as an app outside the
// repository compiles it: against the package's published types (`tsc -p tsconfig.build.json`, read
// through package.json `exports`), not the source files. Twice: with `strict`, and with the settings
// of @tsconfig/strictest that change what a library's types must allow (`exactOptionalPropertyTypes`,
// `noUncheckedIndexedAccess`). A sample that names a missing export, a prop that does not exist, or a
// factory a host cannot hand to `useQuery` fails here.
const DOCS = ['README.md', 'docs/components.md'];

/** Names the samples leave to the reader (the host's own analytics call and section component). */
const HOST_DECLARATIONS = `declare module '*.css';
declare function track(event: string, value: unknown): void;
declare function MyTraits(props: import('mintkit').MintPageSectionProps): import('react').ReactNode;
`;

/** What the README says a host can do with the query factories and the core's paging helpers. */
const HOST_CODE = `import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { collectionQuery, galleryQuery, marketStatsQuery, useCollection, useGallery, useMarketStats, useMintKit, useMarketClient } from 'mintkit';
import { collectAll, createMarketClient, paginate, type MintClient, type MintKitErrorCode } from 'mintkit/core';

export async function prefetch(queryClient: QueryClient, client: MintClient) {
  await queryClient.prefetchQuery(collectionQuery(client, 'genesis'));
  const drop = await queryClient.fetchQuery(collectionQuery(client, 'genesis'));
  await queryClient.prefetchInfiniteQuery(galleryQuery(client, 'genesis', 12));
  return drop.collection.name;
}

export function useHostReads() {
  const { mintClient } = useMintKit('useHostReads');
  const collection = useQuery(collectionQuery(mintClient, 'genesis'));
  const gallery = useInfiniteQuery(galleryQuery(mintClient, 'genesis', 12));
  const stats = useQuery(marketStatsQuery(useMarketClient('useHostReads'), 'sold-out'));
  return [collection.data?.collection.name, gallery.data?.pages.length, stats.data?.floorPrice];
}

/** A read's error is the kit's typed error: its \`code\` is branched on without a cast. */
export function useScopeProblem(queryClient: QueryClient, client: MintClient): boolean {
  const { error } = useCollection('genesis');
  const galleryError = useGallery('genesis').error;
  const statsError = useMarketStats('sold-out').error;
  const cached = queryClient.getQueryState(collectionQuery(client, 'genesis').queryKey)?.error;
  const codes: (MintKitErrorCode | undefined)[] = [error?.code, galleryError?.code, statsError?.code, cached?.code];
  return codes.includes('COLLECTION_NOT_IN_SCOPE');
}

export async function readHolders() {
  const market = createMarketClient({ baseUrl: 'https://market.example.com' });
  for await (const page of paginate((cursor, signal) => market.listHolders('genesis', { cursor, signal }))) console.log(page.data.length);
  return collectAll((cursor, signal) => market.listHolders('genesis', { cursor, limit: 100, signal }), { maxPages: 50, identify: (holder) => holder.address });
}
`;

function codeBlocks(file: string): { at: string; code: string }[] {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  const blocks: { at: string; code: string }[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^```(tsx?)\s*$/.exec(lines[index]!);
    if (!open) continue;
    const start = index + 1;
    while (index + 1 < lines.length && !lines[index + 1]!.startsWith('```')) index++;
    blocks.push({ at: `${file}:${start}`, code: lines.slice(start, index + 1).join('\n') });
    index++;
  }
  return blocks;
}

let installed: PublishedTypes;
let samples: { at: string; file: string }[];

beforeAll(() => {
  installed = installPublishedTypes();
  const app = installed.app;
  writeFileSync(join(app, 'host.d.ts'), HOST_DECLARATIONS);
  writeFileSync(join(app, 'host-reads.ts'), HOST_CODE);
  samples = DOCS.flatMap(codeBlocks).map((block, index) => {
    const file = join(app, `sample-${index}.tsx`);
    // Each sample is a module of its own, as a file in an app would be.
    writeFileSync(file, `// ${block.at}\n${block.code}\nexport {};\n`);
    return { at: block.at, file };
  });
}, 120_000);

afterAll(() => installed?.remove());

const sampleErrors = (extra: Parameters<typeof typeErrors>[2]) =>
  typeErrors(installed, [join(installed.app, 'host.d.ts'), join(installed.app, 'host-reads.ts'), ...samples.map((sample) => sample.file)], extra);

describe('the docs’ samples, compiled against the published types', () => {
  it('finds the samples', () => {
    expect(samples.map((sample) => sample.at)).toEqual(expect.arrayContaining([expect.stringMatching(/^README\.md:/), expect.stringMatching(/^docs\/components\.md:/)]));
    expect(samples.length).toBeGreaterThanOrEqual(5);
  });

  // Each is a whole type-check: on CI's two loaded cores it can take longer than the 5 s default.
  it('compile with strict', () => {
    expect(sampleErrors({})).toEqual([]);
  }, 60_000);

  it('compile with exactOptionalPropertyTypes and noUncheckedIndexedAccess (as @tsconfig/strictest)', () => {
    expect(sampleErrors(STRICTEST)).toEqual([]);
  }, 60_000);
});

/**
 * A component file as a creator copies it into an app to change it: every import of a kit module points
 * at the package's public entry instead (`mintkit/core`, `mintkit`, `mintkit/components/<file>`).
 */
function copiedComponent(file: string): string {
  const from = dirname(join(ROOT, 'src/components', file));
  return readFileSync(join(ROOT, 'src/components', file), 'utf8').replace(/from '(\.{1,2}\/[^']+)\.js'/g, (_, spec: string) => {
    const target = relative(join(ROOT, 'src'), join(from, spec));
    if (target.startsWith('core/')) return `from 'mintkit/core'`;
    if (target.startsWith('react/')) return `from 'mintkit'`;
    return `from 'mintkit/${target}'`;
  });
}

describe('a component file copied into an app', () => {
  it('builds from the public entries alone (nothing it needs is internal)', () => {
    const files = readdirSync(join(ROOT, 'src/components'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('index.ts'));
    expect(files.length).toBeGreaterThan(40);
    const copies = files.map((file) => {
      const copy = join(installed.app, 'copied', file);
      mkdirSync(dirname(copy), { recursive: true });
      writeFileSync(copy, `// src/components/${file}\n${copiedComponent(file)}`);
      return copy;
    });
    expect(typeErrors(installed, copies, {})).toEqual([]);
  }, 60_000);
});
