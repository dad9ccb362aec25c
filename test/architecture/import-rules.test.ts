import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';
import { type ImportEdge, importEdges, unitCycles } from './import-graph.js';

// Biome's noImportCycles sees module cycles only, and noRestrictedImports matches specifier text per file depth;
// the folder-level rule needs the resolved graph, so it is checked here over the real import edges.
const PACKAGE_ROOTS = ['src', 'generators', 'properties'];

const escapesReference = (edges: readonly ImportEdge[]): ImportEdge[] =>
  edges.filter((e) => e.from.startsWith('src/reference/') && !e.to.startsWith('src/reference/'));

// lab/ is the maintainers' tooling (mutation scores, generator statistics): the package does not ship it.
const reachesLab = (edges: readonly ImportEdge[]): ImportEdge[] => edges.filter((e) => e.to.startsWith('lab/'));

describe('import rules', () => {
  const edges = importEdges(ROOT, PACKAGE_ROOTS);

  it('reads the real graph (hundreds of relative imports)', () => {
    expect(edges.length).toBeGreaterThan(300);
  });

  it('src/reference/ imports nothing outside itself', () => {
    expect(escapesReference(edges)).toEqual([]);
  });

  it('src/guard/ reaches only itself and the reference: no harness, generator or test code in production', () => {
    const outside = edges.filter(
      (e) => e.from.startsWith('src/guard/') && !e.to.startsWith('src/guard/') && !e.to.startsWith('src/reference/'),
    );
    expect(outside).toEqual([]);
  });

  it('the shipped folders import nothing from lab/, which the package does not ship', () => {
    expect(reachesLab(edges)).toEqual([]);
    expect(importEdges(ROOT, ['lab']).length).toBeGreaterThan(10);
  });

  it('no two top-level folders (src/<wing>, generators, properties) import each other in a cycle', () => {
    expect(unitCycles(edges)).toEqual([]);
  });

  it('rejects a planted folder cycle and a planted escape from the reference', () => {
    const planted: ImportEdge[] = [
      { from: 'src/harness/a.ts', to: 'src/suite/b.ts' },
      { from: 'src/suite/b.ts', to: 'src/reports/c.ts' },
      { from: 'src/reports/c.ts', to: 'src/harness/d.ts' },
      { from: 'src/reference/model/x.ts', to: 'src/harness/adapter.ts' },
      { from: 'src/cli/y.ts', to: 'lab/mutation/scores.ts' },
    ];
    const [cycle, ...more] = unitCycles([...edges, ...planted.slice(0, 3)]);
    expect(more).toEqual([]);
    expect(cycle).toEqual(expect.arrayContaining(['src/harness', 'src/reports', 'src/suite']));
    expect(escapesReference(planted)).toEqual([planted[3]]);
    expect(reachesLab(planted)).toEqual([planted[4]]);
  });
});
