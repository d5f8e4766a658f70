import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, isTestFile } from './importGraph';

/*
 * The layers, each importing only those below it (docs/architecture.md): the consoles' composition roots and entries
 * (consoles/) at the top; the record types' slices (resources/); the generic layer and the payer's apps (src/); the
 * contract (openapi/), which stands on nothing of the project. So adding a record type edits its slice and one registry
 * line, and no module of src/ learns which record types exist. The server never imports the browser's code, and no
 * file reaches itself again through its imports: each concept reads from the bottom up.
 */

const graph = importGraph();
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

/** What a slice may stand on in src/: the generic layer beneath every console. */
const layerUnderResources = ['src/resourceLayer/', 'src/widgets/', 'src/data/', 'src/i18n/'];

/** The imports that run back up: into consoles/ from below it, into resources/ from src/, out of resources/ beside the layer under it. */
function importsBackUp(imports: ReadonlyMap<string, readonly string[]>): string[] {
  return [...imports].flatMap(([from, targets]) =>
    targets
      .filter((to) => {
        if (from.startsWith('consoles/') || from.startsWith('tests/')) return false;
        if (to.startsWith('consoles/')) return true;
        if (from.startsWith('src/')) return to.startsWith('resources/');
        if (from.startsWith('resources/')) return !(to.startsWith('resources/') || to.startsWith('openapi/') || layerUnderResources.some((folder) => to.startsWith(folder)));
        return false;
      })
      .map((to) => `${from} imports ${to}`),
  );
}

describe('the import structure', () => {
  it('reads the project', () => {
    expect(graph.get('consoles/console.ts')).toContain('consoles/declaredScreens.atBuild.ts');
    expect(graph.get('consoles/declaredScreens.atBuild.ts')).toContain('resources/index.ts');
  });

  // Tests of a slice count too: one that needs the whole console belongs under tests/, beside the other composed ones.
  it('keeps every import going down: consoles/, then resources/, then the generic layer of src/', () => {
    expect(importsBackUp(graph)).toEqual([]);
  });

  it('finds an import that runs back up', () => {
    const made = new Map([
      ['consoles/console.ts', ['resources/index.ts', 'src/shell/menu.ts']],
      ['consoles/platformEntry.tsx', ['consoles/console.ts']],
      ['src/shell/menu.ts', ['resources/index.ts']],
      ['src/platform/notice.tsx', ['src/resourceLayer/format.ts']],
      ['src/resourceLayer/format.ts', []],
      ['resources/index.ts', ['resources/a/index.ts']],
      ['resources/a/index.ts', ['src/resourceLayer/format.ts', 'consoles/console.ts', 'src/platform/notice.tsx', 'server/app.ts']],
      ['tests/client/a.test.ts', ['consoles/console.ts']],
    ]);
    expect(importsBackUp(made)).toEqual([
      'src/shell/menu.ts imports resources/index.ts',
      'resources/a/index.ts imports consoles/console.ts',
      'resources/a/index.ts imports src/platform/notice.tsx',
      'resources/a/index.ts imports server/app.ts',
    ]);
  });

  it('keeps the contract standing on nothing of the project', () => {
    const offending = edges.filter(({ from, to }) => from.startsWith('openapi/') && !to.startsWith('openapi/'));
    expect(offending.map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });

  it('keeps the browser\'s code out of the server', () => {
    const offending = edges.filter(({ from, to }) => from.startsWith('server/') && ['src/', 'resources/', 'consoles/'].some((folder) => to.startsWith(folder)));
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
