import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry, REGISTRY_ITEMS, staleRegistryFiles, type BuiltRegistry, type RegistryManifest } from '../../scripts/registry.js';
import { ROOT } from '../helpers/published-types.js';

// The registry is generated from src/components and committed: a component changed without
// `npm run registry` fails here, before a developer copies a file that no longer matches the package.
// What a copy does in an app is test/build/registry-app.test.ts.
let built: BuiltRegistry;
const committed = JSON.parse(readFileSync(join(ROOT, 'registry.json'), 'utf8')) as RegistryManifest;
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

beforeAll(() => {
  built = buildRegistry();
}, 60_000);

/** Every module a registry file imports, as written in it. */
function importsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? [statement.moduleSpecifier.text] : [],
  );
}

describe('the committed registry', () => {
  it('is what `npm run registry` builds from src/ (run it and commit the result when this fails)', () => {
    expect(staleRegistryFiles(built)).toEqual([]);
  });

  it('offers every component a creator or an app developer restyles, each once, in the shape of shadcn’s registry.json', () => {
    expect(committed).toMatchObject({ $schema: 'https://ui.shadcn.com/schema/registry.json', name: 'mintkit', homepage: expect.stringMatching(/^https:\/\//) });
    expect(committed.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['PriceDisplay', 'PhaseList', 'MintButton', 'MintStatus', 'QuantityInput', 'ClaimCodeField', 'WalletButton', 'EligibilityNotice', 'CollectionHeader', 'SupplyStats', 'Gallery', 'RecentlyMinted', 'BountyPanel', 'TopHolders', 'TopMinters', 'TraitList', 'Countdown']),
    );
    expect(committed.items.map((item) => item.title)).toEqual(expect.arrayContaining(['MarketStats', 'ActivityFeed', 'ItemGrid', 'OfferList', 'HolderList', 'TraitFilter', 'MarketSearch', 'MarketSection', 'MarketSummary']));
    const names = committed.items.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
    for (const item of committed.items) {
      expect(item.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(item.type).toBe('registry:ui');
      expect(item.description.length).toBeGreaterThan(10);
      expect(item.dependencies).toContain(`mintkit@^${version}`);
      expect(item.files.every((file) => file.path.startsWith('registry/') && file.type === 'registry:ui')).toBe(true);
    }
  });

  it('has each item import only the package, the peers it lists and its own files, so copying one item’s files is enough', () => {
    const mainFiles = new Set(REGISTRY_ITEMS.map((item) => `registry/${item.file}`));
    for (const item of committed.items) {
      const files = item.files.map((file) => file.path);
      for (const file of files) {
        for (const specifier of importsOf(file)) {
          const where = `${item.name}: ${file} imports '${specifier}'`;
          if (specifier.startsWith('.')) {
            expect(files.map((other) => other.replace(/\.tsx?$/, '')), where).toContain(normalize(join(dirname(file), specifier)));
          } else if (specifier.startsWith('mintkit/components/')) {
            expect([...mainFiles].map((main) => main.replace(/^registry\//, 'mintkit/components/').replace(/\.tsx?$/, '')), where).toContain(specifier);
          } else if (specifier === 'mintkit' || specifier.startsWith('mintkit/')) {
            expect(['mintkit/core', 'mintkit/react', 'mintkit/parts'], where).toContain(specifier);
          } else if (!['react', 'react-dom'].includes(specifier)) {
            const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
            expect(item.dependencies.map((dependency) => dependency.replace(/(?<=.)@[^@]*$/, '')), where).toContain(name);
          }
        }
      }
    }
  });
});

describe('README, Copy a component into your app', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Copy a component into your app'), readme.indexOf('## What is in the box')).replace(/\s+/g, ' ');

  it('names every file an item brings beside its own, for each item it says brings some', () => {
    const brings = /\(([^)]*brings[^)]*)\)/.exec(section)![1]!;
    const items = committed.items.filter((item) => item.files.length > 1);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const clause = brings.split(';').find((part) => new RegExp(`\\b${item.title}\\b`).test(part));
      expect(clause, `README names ${item.title} among the items with more files`).toBeDefined();
      for (const file of item.files.slice(1)) expect(clause, `${item.title} brings ${file.path}`).toContain(file.path.split('/').pop()!);
    }
  });
});
