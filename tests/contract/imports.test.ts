import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, isTestFile } from './importGraph';

/*
 * The layers (docs/add-a-resource.md): the contract (openapi/) stands on nothing of the project; a record type's slice in
 * resources/ stands on the generic layer of src/; and only the composition root, the files at the top of src/
 * (src/console.ts, src/App.tsx, the entries), imports the registry in resources/. So adding a record type edits its
 * slice and one registry line, and no module of src/ learns which record types exist. The server never imports the
 * browser's code, and no file reaches itself again through its imports: each concept reads from the bottom up.
 */

const graph = importGraph();
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

/** The composition root: the files directly in src/. */
const isCompositionRoot = (file: string) => /^src\/[^/]+$/.test(file);

describe('the import structure', () => {
  it('reads the project', () => {
    expect(graph.get('src/console.ts')).toContain('src/declaredScreens.atBuild.ts');
    expect(graph.get('src/declaredScreens.atBuild.ts')).toContain('resources/index.ts');
  });

  it('keeps resources/ out of src/ but for the composition root', () => {
    const offending = edges.filter(({ from, to }) => from.startsWith('src/') && to.startsWith('resources/') && !isCompositionRoot(from));
    expect(offending.map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
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
