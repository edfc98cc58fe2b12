/**
 * `npm run registry`: the copy-paste versions of the kit's components, in `registry/`, listed in
 * `registry.json` in the shape of shadcn/ui's registry. Each file is its component's source with
 * every import of a kit module pointed at the package instead, so a copy keeps the kit's behaviour
 * (server-resolved prices, the mint flow, error codes) and only the markup becomes the app's:
 * `mintkit/core` and `mintkit/react` for the core and the hooks, `mintkit/components/<file>` for
 * another registry component it renders, `mintkit/parts` for the pieces the components share.
 *
 * `npm run registry -- --check` writes nothing and exits 1 when the committed registry differs from
 * what src/ gives (test/build/registry.test.ts holds `npm test` to the same).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMPONENTS = 'src/components';
export const REGISTRY_DIR = 'registry';
export const REGISTRY_MANIFEST = 'registry.json';

export interface RegistryItemSource {
  /** The component the item is named after; its JSDoc gives the item's description. */
  component: string;
  /** Its module, under src/components. */
  file: string;
  /**
   * Modules holding markup the component renders that the package does not export as a component of
   * its own: copied beside it and imported relatively, so restyling the item restyles all of it.
   */
  companions?: readonly string[];
}

/** Every component a creator or an app developer would restyle. */
export const REGISTRY_ITEMS: readonly RegistryItemSource[] = [
  { component: 'PriceDisplay', file: 'price-display.tsx' },
  { component: 'LivePhasePrice', file: 'live-phase-price.tsx' },
  { component: 'Countdown', file: 'countdown.tsx' },
  { component: 'PhaseList', file: 'phase-list.tsx' },
  { component: 'CollectionHeader', file: 'collection-header.tsx' },
  { component: 'SupplyStats', file: 'supply-stats.tsx' },
  { component: 'EligibilityNotice', file: 'eligibility-notice.tsx' },
  { component: 'QuantityInput', file: 'quantity-input.tsx' },
  { component: 'ClaimCodeField', file: 'claim-code-field.tsx' },
  { component: 'MintButton', file: 'mint-button.tsx' },
  { component: 'MintStatus', file: 'mint-status.tsx' },
  { component: 'WalletButton', file: 'wallet-button.tsx' },
  { component: 'Gallery', file: 'gallery.tsx' },
  { component: 'RecentlyMinted', file: 'recently-minted.tsx' },
  { component: 'BountyPanel', file: 'bounty-panel.tsx' },
  { component: 'TopHolders', file: 'top-holders.tsx' },
  { component: 'TopMinters', file: 'top-minters.tsx' },
  { component: 'TraitList', file: 'trait-list.tsx' },
  { component: 'SandboxBadge', file: 'sandbox-badge.tsx' },
  { component: 'MarketStats', file: 'market/market-stats.tsx' },
  { component: 'ActivityFeed', file: 'market/activity-feed.tsx' },
  { component: 'ItemGrid', file: 'market/item-grid.tsx', companions: ['market/item-pages.tsx'] },
  { component: 'OfferList', file: 'market/offer-list.tsx' },
  { component: 'HolderList', file: 'market/holder-list.tsx' },
  { component: 'TraitFilter', file: 'market/trait-filter.tsx' },
  { component: 'MarketSearch', file: 'market/market-search.tsx' },
  { component: 'MarketSection', file: 'market/market-section.tsx', companions: ['market/market-frame.tsx'] },
  { component: 'MarketSummary', file: 'market/market-summary.tsx', companions: ['market/market-frame.tsx', 'market/item-pages.tsx'] },
];

/**
 * The package's other components, and why a copy of them is not offered. A component exported from
 * `mintkit` must be an item, live in an item's file (a `Base…` layer), or be named here.
 */
export const NOT_COPYABLE: Readonly<Record<string, string>> = {
  MintKitRoot: 'one <div data-mintkit> that scopes the stylesheet; there is no markup to change',
  ErrorNotice: "its markup is the notice every section renders (ReadErrorNotice, from mintkit/parts), so a copy would restyle only your own uses; style [data-slot='error-notice'] instead",
  Panel: "the frame the feed panels share (from mintkit/parts); style [data-slot='panel'] and the panel's own slot",
  MarketStatus: "the loading, error and empty line every market list shares (from mintkit/parts); style [data-slot='market-status']",
  SectionBoundary: 'an error boundary: behaviour, no markup of its own beyond the shared notice',
  WalletBoundary: 'loads wallet-adapter on demand: behaviour, no markup',
  ConnectWallet: 'WalletButton behind a lazy import; copy wallet-button instead',
  ConnectToMint: "<MintPage>'s stand-in for MintButton until the wallet code loads, with MintButton's slots and states; copy mint-button",
  MintPage: 'a composition of the registry components with lazy loading; compose your own page from the copies',
  MintPageActions: "<MintPage>'s mint controls (quantity, claim code, eligibility, button, status): copy those items",
  MintPageSecondary: "<MintPage>'s lower sections (gallery, bounty, feeds, traits): copy those items",
  MintPageMarket: "<MintPage>'s lazy market section: copy market-summary",
};

export interface RegistryFile {
  path: string;
  type: 'registry:ui';
}

export interface RegistryItem {
  name: string;
  type: 'registry:ui';
  title: string;
  description: string;
  dependencies: string[];
  files: RegistryFile[];
}

export interface RegistryManifest {
  $schema: 'https://ui.shadcn.com/schema/registry.json';
  name: string;
  homepage: string;
  items: RegistryItem[];
}

export interface BuiltRegistry {
  manifest: RegistryManifest;
  /** Every file `npm run registry` writes, by its path from the repository root. */
  files: Map<string, string>;
}

interface PackageJson {
  name: string;
  version: string;
  homepage?: string;
  peerDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
}

/**
 * The package's entries, by the source file that is each one's index: a copy imports from the first
 * three; `mintkit` is read for the components that need a decision (an item, or NOT_COPYABLE).
 */
const ENTRIES = { 'mintkit/core': 'src/core/index.ts', 'mintkit/react': 'src/react/index.ts', 'mintkit/parts': 'src/parts.ts', mintkit: 'src/index.ts' } as const;

/** Packages every React app has, left out of an item's `dependencies` as shadcn's own items do. */
const REACT_PACKAGES = new Set(['react', 'react-dom']);

interface ImportedName {
  /** As the entry exports it. */
  name: string;
  /** As the component's code calls it. */
  local: string;
  typeOnly: boolean;
}

const posix = (path: string) => path.split('\\').join('/');
const withoutExtension = (path: string) => path.replace(/\.tsx?$/, '');
const registryPath = (file: string) => posix(join(REGISTRY_DIR, file));
const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function compilerOptions(root: string): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => { throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')); } });
  return config!.options;
}

/** The first sentence of a component's JSDoc: a registry's one-line description. */
function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = /(?<!\b(?:e\.g|i\.e|etc))[.](?=\s|$)/.exec(flat);
  return end ? flat.slice(0, end.index) + '.' : flat;
}

/**
 * Builds the registry from src/ without writing it. Throws, naming every fix, when a component
 * imports something no public entry exports, an item leaves out a companion its files import, or a
 * component of the package is neither an item nor in NOT_COPYABLE.
 */
export function buildRegistry(root: string = ROOT): BuiltRegistry {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
  const abs = (file: string) => join(root, COMPONENTS, file);
  const itemFiles = new Set(REGISTRY_ITEMS.map((item) => abs(item.file)));
  const companions = new Set(REGISTRY_ITEMS.flatMap((item) => item.companions ?? []).map(abs));
  const sources = [...new Set(REGISTRY_ITEMS.flatMap((item) => [item.file, ...(item.companions ?? [])]))];

  const options = compilerOptions(root);
  const program = ts.createProgram([...Object.values(ENTRIES).map((entry) => join(root, entry)), ...sources.map(abs)], options);
  const checker = program.getTypeChecker();
  const canonical = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const entryExports = new Map(
    Object.entries(ENTRIES).map(([entry, file]) => {
      const source = program.getSourceFile(join(root, file));
      const module = source && checker.getSymbolAtLocation(source);
      return [entry, new Map((module ? checker.getExportsOfModule(module) : []).map((symbol) => [symbol.name, canonical(symbol)]))];
    }),
  );

  const problems: string[] = [];
  const copies = new Map<string, string>();
  /** By source file: the packages it imports, and the companions it imports relatively. */
  const imported = new Map<string, Set<string>>();
  const companionsImported = new Map<string, Set<string>>();

  /** Where a copy imports a kit module from: by the module's place in src, checked against what that entry exports. */
  const targetOf = (from: string, module: string): string => {
    if (companions.has(module)) return './' + posix(withoutExtension(relative(dirname(from), module)));
    if (itemFiles.has(module)) return 'mintkit/components/' + posix(withoutExtension(relative(join(root, COMPONENTS), module)));
    const place = posix(relative(join(root, 'src'), module));
    if (place.startsWith('core/')) return 'mintkit/core';
    if (place.startsWith('react/')) return 'mintkit/react';
    return 'mintkit/parts';
  };

  for (const source of sources) {
    const file = abs(source);
    const sourceFile = program.getSourceFile(file)!;
    const text = sourceFile.text;
    const groups = new Map<string, ImportedName[]>();
    const edits: { start: number; end: number; text: string }[] = [];
    let insertAt = -1;

    const resolveModule = (specifier: string) => ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
    /** The name `target` exports the imported binding under (usually its own), or undefined, noted as a problem, when it does not. */
    const exportedName = (target: string, element: ts.ImportSpecifier | ts.ExportSpecifier): string | undefined => {
      const name = (element.propertyName ?? element.name).text;
      const exports = entryExports.get(target);
      if (!exports) return name;
      const symbol = canonical(checker.getSymbolAtLocation(element.propertyName ?? element.name)!);
      const found = exports.get(name) === symbol ? name : [...exports].find(([, exported]) => exported === symbol)?.[0];
      if (found === undefined) problems.push(`${source}: '${name}' is not exported from ${target} (${ENTRIES[target as keyof typeof ENTRIES]})`);
      return found;
    };

    for (const statement of sourceFile.statements) {
      const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      if (specifier === undefined) continue;
      if (!specifier.startsWith('.')) {
        if (ts.isImportDeclaration(statement)) imported.set(source, (imported.get(source) ?? new Set()).add(packageName(specifier)));
        continue;
      }
      const module = resolveModule(specifier);
      if (!module) {
        problems.push(`${source}: cannot resolve '${specifier}'`);
        continue;
      }
      const target = targetOf(file, module);
      if (companions.has(module)) companionsImported.set(source, (companionsImported.get(source) ?? new Set()).add(posix(relative(join(root, COMPONENTS), module))));
      if (ts.isExportDeclaration(statement)) {
        if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) problems.push(`${source}: \`export *\` from '${specifier}' cannot be copied; name the exports`);
        else for (const element of statement.exportClause.elements) if (exportedName(target, element) !== (element.propertyName ?? element.name).text) problems.push(`${source}: re-exports '${element.name.text}', which ${target} exports under another name`);
        edits.push({ start: statement.moduleSpecifier!.getStart(sourceFile), end: statement.moduleSpecifier!.getEnd(), text: `'${target}'` });
        continue;
      }
      if (!ts.isImportDeclaration(statement)) continue;
      const clause = statement.importClause;
      if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) {
        problems.push(`${source}: only named imports of kit modules can be pointed at the package ('${specifier}')`);
        continue;
      }
      const names = groups.get(target) ?? [];
      for (const element of clause.namedBindings.elements) {
        const name = exportedName(target, element);
        if (name === undefined) continue;
        const entry = { name, local: element.name.text, typeOnly: clause.isTypeOnly || element.isTypeOnly };
        const known = names.find((other) => other.name === entry.name && other.local === entry.local);
        if (!known) names.push(entry);
        else known.typeOnly &&= entry.typeOnly;
      }
      groups.set(target, names);
      // The statement and its line go; the merged imports stand where the first kit import stood.
      const start = statement.getStart(sourceFile);
      let end = statement.getEnd();
      if (text[end] === '\n') end++;
      if (insertAt < 0) insertAt = start;
      edits.push({ start, end, text: '' });
    }

    const order = (target: string) => (target === 'mintkit/core' ? 0 : target === 'mintkit/react' ? 1 : target.startsWith('mintkit/components/') ? 2 : target === 'mintkit/parts' ? 3 : 4);
    const block = [...groups]
      .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
      .map(([target, names]) => {
        const allTypes = names.every((name) => name.typeOnly);
        const list = names.map((name) => `${!allTypes && name.typeOnly ? 'type ' : ''}${name.name}${name.local !== name.name ? ` as ${name.local}` : ''}`).join(', ');
        return `import ${allTypes ? 'type ' : ''}{ ${list} } from '${target}';\n`;
      })
      .join('');
    if (insertAt >= 0) edits.push({ start: insertAt, end: insertAt, text: block });

    let copy = text;
    for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) copy = copy.slice(0, edit.start) + edit.text + copy.slice(edit.end);
    // For the app that holds the copy: where it came from, to compare with a later version's copy.
    const header = `// From ${pkg.name}@${pkg.version}, ${COMPONENTS}/${source}, with its imports pointed at the package: what it\n// shows and does stays the kit's; the markup is yours to change. Diff it with a later version's copy to upgrade.\n`;
    copies.set(registryPath(source), header + copy);
  }

  /** An npm dependency as shadcn installs it: the package's own version range, or its peer's. */
  const dependencyOf = (name: string) => {
    if (name === pkg.name) return `${pkg.name}@^${pkg.version}`;
    const range = pkg.peerDependencies[name] ?? pkg.dependencies?.[name];
    if (!range) problems.push(`a registry component imports '${name}', which is not among the package's peer dependencies`);
    return range ? `${name}@${range}` : name;
  };

  const items = REGISTRY_ITEMS.map((item): RegistryItem => {
    const files = [item.file, ...(item.companions ?? [])];
    for (const file of files) {
      for (const companion of companionsImported.get(file) ?? []) {
        if (!files.includes(companion)) problems.push(`item ${item.component}: ${file} imports ${companion}; add it to the item's companions`);
      }
    }
    const packages = new Set(['mintkit', ...files.flatMap((file) => [...(imported.get(file) ?? [])])].filter((name) => !REACT_PACKAGES.has(name)));
    const module = checker.getSymbolAtLocation(program.getSourceFile(abs(item.file))!);
    const component = module && checker.getExportsOfModule(module).find((symbol) => symbol.name === item.component);
    if (!component) problems.push(`${item.file} does not export ${item.component}`);
    return {
      name: withoutExtension(basename(item.file)),
      type: 'registry:ui',
      title: item.component,
      description: component ? firstSentence(ts.displayPartsToString(component.getDocumentationComment(checker))) : '',
      dependencies: [...packages].map(dependencyOf),
      files: files.map((file) => ({ path: registryPath(file), type: 'registry:ui' })),
    };
  });

  // A component added to the package gets a decision: a registry item, or a reason it is not one.
  const copied = new Set(sources.map(abs));
  for (const [name, symbol] of entryExports.get('mintkit')!) {
    const declared = symbol.declarations?.[0]?.getSourceFile().fileName;
    const isComponent = /^[A-Z][a-z]/.test(name) && symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Class);
    if (isComponent && declared?.startsWith(join(root, COMPONENTS) + '/') && !copied.has(declared) && !(name in NOT_COPYABLE)) {
      problems.push(`${name} (${posix(relative(root, declared))}) is exported from mintkit but is neither in a registry item nor in NOT_COPYABLE (scripts/registry.ts): add it to one`);
    }
  }
  for (const name of Object.keys(NOT_COPYABLE)) if (!entryExports.get('mintkit')!.has(name)) problems.push(`NOT_COPYABLE names ${name}, which mintkit does not export`);

  if (problems.length) throw new Error(`The registry cannot be built:\n- ${[...new Set(problems)].join('\n- ')}`);
  const manifest: RegistryManifest = {
    $schema: 'https://ui.shadcn.com/schema/registry.json',
    name: pkg.name,
    homepage: pkg.homepage ?? `https://www.npmjs.com/package/${pkg.name}`,
    items,
  };
  copies.set(REGISTRY_MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
  return { manifest, files: copies };
}

/** The committed registry files that differ from `built`, are missing, or are no longer built. */
export function staleRegistryFiles(built: BuiltRegistry, root: string = ROOT): string[] {
  const onDisk = [REGISTRY_MANIFEST, ...listFiles(join(root, REGISTRY_DIR)).map(registryPath)];
  const read = (file: string) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const changed = [...built.files].filter(([file, content]) => read(file) !== content).map(([file]) => file);
  const extra = onDisk.filter((file) => !built.files.has(file) && read(file) !== undefined);
  return [...changed, ...extra].sort();
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

function writeRegistry(built: BuiltRegistry, root: string = ROOT) {
  rmSync(join(root, REGISTRY_DIR), { recursive: true, force: true });
  for (const [file, content] of built.files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = buildRegistry();
  if (process.argv.includes('--check')) {
    const stale = staleRegistryFiles(built);
    if (stale.length) {
      console.error(`The registry is out of date with src/ (run \`npm run registry\` and commit the result):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`registry: ${built.manifest.items.length} items, up to date`);
  } else {
    writeRegistry(built);
    console.log(`registry: ${built.manifest.items.length} items, ${built.files.size - 1} files in ${REGISTRY_DIR}/ and ${REGISTRY_MANIFEST}`);
  }
}
