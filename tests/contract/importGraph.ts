import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * The project's own imports, file by file, read with TypeScript's pre-processor (static, dynamic and type-only imports
 * and re-exports alike), relative paths resolved as the bundler resolves them. Packages are left out.
 */

export const root = resolve(import.meta.dirname, '../..');
export const topFolders = ['openapi', 'consoles', 'resources', 'src', 'server', 'scripts'] as const;
export type TopFolder = (typeof topFolders)[number];

const sourceFile = /\.(ts|tsx|mts)$/;
const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

export const isTestFile = (file: string) => /\.test\.(ts|tsx)$/.test(file) || file.startsWith('tests/') || file.includes('/testing/');

function filesUnder(folder: string): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const child = `${folder}/${name}`;
    if (statSync(join(root, child)).isDirectory()) return filesUnder(child);
    return sourceFile.test(name) && !name.endsWith('.d.ts') ? [child] : [];
  });
}

/** The project file a relative specifier names from `from`, or undefined (a package, or a file that is not code). */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(root, dirname(from), specifier);
  for (const candidate of [base, ...extensions.map((extension) => base + extension), base.replace(/\.js$/, '.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && sourceFile.test(candidate)) return relative(root, candidate);
  }
  return undefined;
}

/** Every project file (the top folders and tests/) with the project files it imports. */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...topFolders, 'tests'].flatMap(filesUnder)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.flatMap(({ fileName }) => {
        const target = resolveImport(file, fileName);
        return target ? [target] : [];
      }),
    );
  }
  return graph;
}

/** The cycles of the graph (its strongly connected components of more than one file, or a file importing itself). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
