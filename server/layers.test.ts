/**
 * The server's layers point down. The ground floor (the database layer, the ledger, the crypto, the error type)
 * imports only itself and the contract; the demo stands above the domains, and no server code but its own imports
 * it. Read from the import lines of every file (tests excepted: a test may reach any floor).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const serverDir = join(root, 'server');
const groundFloor = ['server/db', 'server/ledger', 'server/crypto', 'server/errors.ts'];
const contract = 'openapi';

/** Every source file of the server, as a path from the repository root with `/` separators. */
function serverFiles(): string[] {
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `server/${file.split(sep).join('/')}`);
}

/** The repository paths a file imports (types and re-exports too); packages are left out. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => relative(root, join(root, dirname(file), name)).split(sep).join('/'));
}

const within = (path: string, place: string) => path === place || path === place.replace(/\.ts$/, '') || path.startsWith(`${place}/`);

/** `file → import` for each import that breaks the rule, empty when none does. */
function wrongImports(files: string[], rule: (file: string, imported: string) => boolean): string[] {
  return files.flatMap((file) => importsOf(file).filter((imported) => !rule(file, imported)).map((imported) => `${file} → ${imported}`));
}

const onGroundFloor = (path: string) => groundFloor.some((place) => within(path, place));
const inDemo = (path: string) => within(path, 'server/demo');

describe("the server's layers", () => {
  const files = serverFiles();

  it('reads the imports it judges', () => {
    expect(importsOf('server/ledger/ledger.ts')).toContain('server/db/client');
    expect(importsOf('server/demo/seed.ts')).toContain('server/account/provision');
  });

  it('keeps the ground floor (db, ledger, crypto, errors) free of domains, http/, the demo and the tests', () => {
    const ground = files.filter(onGroundFloor);
    expect(ground.length).toBeGreaterThan(10);
    expect(wrongImports(ground, (_, imported) => onGroundFloor(imported) || within(imported, contract))).toEqual([]);
  });

  it('lets no server code but the demo import the demo', () => {
    expect(wrongImports(files, (file, imported) => inDemo(file) || !inDemo(imported))).toEqual([]);
  });
});
