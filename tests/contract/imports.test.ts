import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, isTestFile } from './importGraph';

/*
 * The layers (docs/add-a-resource.md): the contract (openapi/) stands on nothing of the project; a record type's slice in
 * resources/ stands on the generic layer of src/; and only the composition root, the files at the top of src/
 * (src/console.ts, src/App.tsx, the entries), imports the registry in resources/. So adding a record type edits its
 * slice and one registry line, and no module of src/ learns which record types exist. The slices import only downward,
 * into the generic layer (src/resourceLayer, src/widgets, src/data, src/i18n) and the contract, never back up into an
 * entry or the composition root that imports them. The server never imports the
 * browser's code, and no file reaches itself again through its imports: each concept reads from the bottom up.
 */

const graph = importGraph();
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

/** The composition root: the files directly in src/. */
const isCompositionRoot = (file: string) => /^src\/[^/]+$/.test(file);

/** The files that reach resources/ through their imports, tests aside: the entries and the composition root above the slices. */
function reachingResources(imports: ReadonlyMap<string, readonly string[]>): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [from, targets] of imports) for (const to of targets) importers.set(to, [...(importers.get(to) ?? []), from]);
  const reached = new Set<string>();
  const queue = [...imports.keys()].filter((file) => file.startsWith('resources/'));
  while (queue.length > 0) {
    for (const from of importers.get(queue.pop()!) ?? []) {
      if (from.startsWith('resources/') || reached.has(from)) continue;
      reached.add(from);
      queue.push(from);
    }
  }
  return reached;
}

/** What a slice may stand on in src/: the generic layer beneath every console. */
const layerUnderResources = ['src/resourceLayer/', 'src/widgets/', 'src/data/', 'src/i18n/'];

/**
 * The imports of resources/ that run back up: into the composition root or an entry (a file that itself reaches
 * resources/), or into src/ beside the generic layer (an entry's own folder, whose files may come to import the slices).
 */
function importsBackUp(imports: ReadonlyMap<string, readonly string[]>): string[] {
  const above = reachingResources(imports);
  return [...imports].flatMap(([from, targets]) =>
    from.startsWith('resources/')
      ? targets
          .filter(
            (to) =>
              isCompositionRoot(to) ||
              above.has(to) ||
              !(to.startsWith('resources/') || to.startsWith('openapi/') || layerUnderResources.some((folder) => to.startsWith(folder))),
          )
          .map((to) => `${from} imports ${to}`)
      : [],
  );
}

describe('the import structure', () => {
  it('reads the project', () => {
    expect(graph.get('src/console.ts')).toContain('src/declaredScreens.atBuild.ts');
    expect(graph.get('src/declaredScreens.atBuild.ts')).toContain('resources/index.ts');
  });

  it('keeps resources/ out of src/ but for the composition root', () => {
    const offending = edges.filter(({ from, to }) => from.startsWith('src/') && to.startsWith('resources/') && !isCompositionRoot(from));
    expect(offending.map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });

  // Tests count too: a slice's test that needs the whole console belongs under tests/, beside the other composed ones.
  it('keeps the imports of resources/ going down, never into an entry or the composition root', () => {
    expect(importsBackUp(graph)).toEqual([]);
  });

  it('finds an import of resources/ that runs back up', () => {
    const made = new Map([
      ['src/console.ts', ['resources/index.ts']],
      ['src/platform/platformEntry.tsx', ['src/platformConsole.ts']],
      ['src/platformConsole.ts', ['resources/index.ts']],
      ['src/platform/notice.tsx', ['src/resourceLayer/format.ts']],
      ['src/resourceLayer/format.ts', []],
      ['resources/index.ts', ['resources/a/index.ts']],
      ['resources/a/index.ts', ['src/resourceLayer/format.ts', 'src/console.ts', 'src/platform/platformEntry.tsx', 'src/platform/notice.tsx', 'server/app.ts']],
    ]);
    expect(importsBackUp(made)).toEqual([
      'resources/a/index.ts imports src/console.ts',
      'resources/a/index.ts imports src/platform/platformEntry.tsx',
      'resources/a/index.ts imports src/platform/notice.tsx',
      'resources/a/index.ts imports server/app.ts',
    ]);
  });

  it('keeps the contract standing on nothing of the project', () => {
    const offending = edges.filter(({ from, to }) => from.startsWith('openapi/') && !to.startsWith('openapi/'));
    expect(offending.map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });

  it('keeps the browser\'s code out of the server', () => {
    const offending = edges.filter(({ from, to }) => from.startsWith('server/') && (to.startsWith('src/') || to.startsWith('resources/')));
    expect(offending.map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });

  // Type-only imports count: a circle of types is still one a reader walks, and one a change must make whole.
  it('has no import circle at all, across top-level folders or inside one', () => {
    const production = new Map([...graph].filter(([file]) => !isTestFile(file)).map(([file, targets]) => [file, targets.filter((target) => !isTestFile(target))]));
    const cycles = cyclesOf(production);
    expect(cycles.map((cycle) => `${cycle.length} files: ${cycle.slice(0, 6).join(', ')}${cycle.length > 6 ? ', …' : ''}`)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const made = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cyclesOf(made)).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
