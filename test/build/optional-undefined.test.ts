import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPublishedTypes, ROOT, STRICTEST, typeErrors, type PublishedTypes } from '../helpers/published-types.js';

// An app compiled with @tsconfig/strictest (`exactOptionalPropertyTypes`) cannot write
// `<MintButton quantity={maybeQuantity} />` when `quantity?: number`: under that flag an optional
// property refuses an explicit `undefined` unless its type says `| undefined`. Every component and hook
// treats an explicit `undefined` as it treats an absent value, so each optional property of what a
// user passes in must say so: the `*Props`, `*Options`, `*Input` and `*Labels` types the package's entry
// points export, and the inline option objects of exported functions (`useDutchPrice(id, { live })`).
// The keys of a `labels` (or `errorTexts`) prop too, and of the tables nested in it: a translation
// that may be missing is passed as it is, and an `undefined` keeps the default (`withDefaults`).

/** react-query's own option types, which the kit's factories return and a user never fills in. */
const BUILT_BY_THE_KIT = ['KitQueryOptions', 'KitInfiniteQueryOptions'];
const PASSED_IN = /(Props|Options|Labels|Input)$/;

const CHECK_TYPES = `/** The keys of T a caller may leave out. */
type OptionalKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? K : never }[keyof T];
/** The optional properties of T (of any member, for a union) that refuse an explicit \`undefined\`. */
export type RefusingUndefined<T> = T extends unknown ? { [K in OptionalKeys<T>]-?: { [P in K]: undefined } extends Pick<T, K> ? never : K }[OptionalKeys<T>] : never;
/** The same, in a label table and in every table nested in it (PhaseList's \`status\`, MintPage's \`mintButton\`, …). */
export type RefusingUndefinedDeep<T> = RefusingUndefined<T> | { [K in keyof T]-?: NonNullable<T[K]> extends string | number | boolean | ((...args: never[]) => unknown) ? never : NonNullable<T[K]> extends object ? RefusingUndefinedDeep<NonNullable<T[K]>> : never }[keyof T];
/** What a props type's \`labels\` and \`errorTexts\` take (never without them). */
export type TextTables<Props> = (Props extends { labels?: infer Labels } ? NonNullable<Labels> : never) | (Props extends { errorTexts?: infer Texts } ? NonNullable<Texts> : never);
`;

/** An empty object is all this accepts when no key refuses; otherwise the error lists the keys. */
const assertion = (checked: string) => `export const refusingUndefined: Record<RefusingUndefined<${checked}>, 'add | undefined'> = {};\n`;

/** The package's entry points, read from package.json `exports` (a `*` subpath expanded over dist). */
function entryPoints(dist: string): string[] {
  const exports = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports as Record<string, string | { types?: string }>;
  return Object.entries(exports).flatMap(([subpath, target]) => {
    const types = typeof target === 'string' ? undefined : target.types;
    if (!types) return [];
    const name = subpath === '.' ? 'mintkit' : `mintkit/${subpath.slice(2)}`;
    if (!name.includes('*')) return [name];
    const folder = join(dist, types.slice('./dist/'.length, types.indexOf('*')));
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.d.ts'))
      .map((file) => name.replace('*', file.slice(0, -'.d.ts'.length)));
  });
}

interface Checked {
  /** How a failure names it. */
  name: string;
  entry: string;
  /** What to import from the entry point. */
  imported: string;
  /** The type to check, in terms of `Imported`. */
  type: string;
}

const isInlineObject = (node: ts.TypeNode | undefined): boolean =>
  !!node && (ts.isTypeLiteralNode(node) || (ts.isIntersectionTypeNode(node) && node.types.some(isInlineObject)));

/** Each exported type and inline option object a user passes in, once (by its declaration), with an entry point that exports it. */
function passedIn(installed: PublishedTypes, entries: string[]): Checked[] {
  const file = join(installed.app, 'entries.ts');
  writeFileSync(file, entries.map((entry, index) => `import * as entry${index} from '${entry}';`).join('\n') + '\nexport {};\n');
  const program = ts.createProgram([file], { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const seen = new Set<ts.Symbol>();
  const found: Checked[] = [];
  for (const statement of program.getSourceFile(file)!.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const entry = (statement.moduleSpecifier as ts.StringLiteral).text;
    const module = checker.getSymbolAtLocation(statement.moduleSpecifier);
    if (!module) throw new Error(`${entry} does not resolve`);
    for (const exported of checker.getExportsOfModule(module)) {
      const declared = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (seen.has(declared)) continue;
      seen.add(declared);
      const name = exported.name;
      if (declared.flags & ts.SymbolFlags.Type && PASSED_IN.test(name) && !BUILT_BY_THE_KIT.includes(name)) {
        // A generic type is checked with `any` for its parameters (it satisfies any constraint).
        const parameters = checker.getDeclaredTypeOfSymbol(declared).aliasTypeArguments ?? (checker.getDeclaredTypeOfSymbol(declared) as ts.InterfaceType).typeParameters ?? [];
        found.push({ name, entry, imported: name, type: parameters.length ? `Imported<${parameters.map(() => 'any').join(', ')}>` : 'Imported' });
      }
      for (const declaration of declared.flags & ts.SymbolFlags.Value ? (declared.declarations ?? []) : []) {
        // `export declare function f(…)` or `export declare const f: (…) => …`, as declaration files write them.
        const signature = ts.isVariableDeclaration(declaration) ? declaration.type : declaration;
        if (!signature || !(ts.isFunctionDeclaration(signature) || ts.isFunctionTypeNode(signature))) continue;
        signature.parameters.forEach((parameter, index) => {
          if (isInlineObject(parameter.type)) found.push({ name: `${name}(…) parameter ${index + 1}`, entry, imported: name, type: `NonNullable<Parameters<typeof Imported>[${index}]>` });
        });
      }
    }
  }
  return found;
}

let installed: PublishedTypes;
let checked: (Checked & { file: string })[];

beforeAll(() => {
  installed = installPublishedTypes();
  writeFileSync(join(installed.app, 'optional-keys.ts'), CHECK_TYPES);
  checked = passedIn(installed, entryPoints(installed.dist)).map((check, index) => {
    const file = join(installed.app, `accepts-undefined-${index}.ts`);
    const importKind = check.type.startsWith('NonNullable') ? '' : 'type ';
    // The first line names what is checked in a failure.
    const labelTables = check.name.endsWith('Props') ? `export const labelKeysRefusingUndefined: Record<RefusingUndefinedDeep<TextTables<${check.type}>>, 'add | undefined'> = {};\n` : '';
    writeFileSync(
      file,
      `// ${check.name} from '${check.entry}'\nimport ${importKind}{ ${check.imported} as Imported } from '${check.entry}';\nimport type { RefusingUndefined, RefusingUndefinedDeep, TextTables } from './optional-keys.js';\n` +
        assertion(check.type) +
        labelTables,
    );
    return { ...check, file };
  });
}, 120_000);

afterAll(() => installed?.remove());

describe('every optional property a user passes in accepts an explicit undefined (exactOptionalPropertyTypes)', () => {
  it('finds the props, options, labels and inline option objects of every entry point', () => {
    const names = checked.map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(['MintButtonProps', 'MintPageProps', 'MintPageLabels', 'MintKitProviderProps', 'UseMintOptions', 'UseQuantityInputOptions', 'ItemGridProps', 'MintClientOptions', 'SandboxOptions']));
    expect(names).toEqual(expect.arrayContaining(['useDutchPrice(…) parameter 2', 'useAllHolders(…) parameter 2']));
    for (const name of BUILT_BY_THE_KIT) expect(names).not.toContain(name);
  });

  it('the check names each optional property without `| undefined`', () => {
    const control = join(installed.app, 'control.ts');
    writeFileSync(
      control,
      `// control\nimport type { RefusingUndefined } from './optional-keys.js';\n` +
        `type Narrow = { drop: string; quantity?: number; locale?: string | undefined; onDone?: () => void } | { phaseId?: string | null };\n` +
        assertion('Narrow'),
    );
    const errors = typeErrors(installed, [control], STRICTEST);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/quantity, onDone, phaseId/);
  }, 60_000);

  // A whole type-check (about 4 s here, alone): on CI's two loaded cores it needs more than the 5 s default.
  it('holds for each of them under @tsconfig/strictest', () => {
    const errors = typeErrors(installed, checked.map((type) => type.file), STRICTEST);
    expect(errors).toEqual([]);
  }, 60_000);
});
