import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// Compiling code as an app outside the repository compiles it: against the package's published types
// (`tsc -p tsconfig.build.json`, read through package.json `exports`), not the source files.
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A temporary install of the package: `node_modules/mintkit` (its emitted types) beside the app's peers. */
export interface PublishedTypes {
  /** The package's emitted `dist`, laid out as `npm run build` lays it out. */
  dist: string;
  /** A directory for the app's own files; `mintkit` and its peers resolve from it. */
  app: string;
  remove(): void;
}

export function installPublishedTypes(): PublishedTypes {
  const tmp = mkdtempSync(join(tmpdir(), 'mintkit-types-'));
  const pkg = join(tmp, 'pkg');
  const app = join(tmp, 'app');
  mkdirSync(app, { recursive: true });

  // The published types, laid out beside package.json as `npm run build` lays them out.
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.build.json'), { outDir: join(pkg, 'dist'), declarationMap: false }, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  })!;
  const emitted = ts.createProgram(config.fileNames, config.options).emit();
  if (emitted.emitSkipped) throw new Error('tsc -p tsconfig.build.json emitted nothing');
  copyFileSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));

  // One node_modules above both: the app's peers, and `mintkit` as the package.
  const modules = join(tmp, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name !== '.bin' && name !== 'mintkit') symlinkSync(join(ROOT, 'node_modules', name), join(modules, name), 'dir');
  }
  symlinkSync(pkg, join(modules, 'mintkit'), 'dir');

  return { dist: join(pkg, 'dist'), app, remove: () => rmSync(tmp, { recursive: true, force: true }) };
}

/** The settings of @tsconfig/strictest that change what a library's types must allow. */
export const STRICTEST: ts.CompilerOptions = { exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true };

/**
 * Type-checks `files` as an app beside `installed` would (strict, bundler resolution, React JSX), with
 * `extra` settings on top. Each error reads `file:line <first line of the file, when it is a comment>: message`.
 */
export function typeErrors(installed: PublishedTypes, files: string[], extra: ts.CompilerOptions): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    typeRoots: [join(installed.app, '..', 'node_modules', '@types')],
    ...extra,
  };
  const program = ts.createProgram(files, options);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const file = diagnostic.file;
    // A generated file is named by its first line when that is a comment (where its code came from).
    const line = file && diagnostic.start !== undefined ? file.getLineAndCharacterOfPosition(diagnostic.start).line : 0;
    const where = file ? `${file.fileName.split('/').pop()}:${line + 1} ${file.text.startsWith('// ') ? file.text.split('\n')[0] : ''}` : '';
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}
