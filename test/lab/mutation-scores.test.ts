import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type ClassEntry, readClasses } from '../../lab/mutation/classes.js';
import { groupScores, scoreLine, staleEntries, survivors } from '../../lab/mutation/scores.js';
import type { StrykerMutant, StrykerReport } from '../../lab/mutation/stryker-report.js';

let next = 0;
const mutant = (status: string, line: number, column: number, mutatorName = 'StringLiteral', replacement = '""') =>
  ({
    id: String(next++),
    mutatorName,
    replacement,
    status,
    location: { start: { line, column }, end: { line, column: column + 2 } },
  }) satisfies StrykerMutant;

const PARITY = 'src/reference/parity/compare.ts';
const report: StrykerReport = {
  files: {
    [PARITY]: {
      source: 'a\nb\nc\nd\n',
      mutants: [
        mutant('Killed', 1, 1),
        mutant('Timeout', 1, 5),
        mutant('Killed', 2, 1),
        mutant('Survived', 2, 7), // equivalent by position
        mutant('Survived', 3, 1, 'ConditionalExpression', 'true'), // unconstrained, exact
        mutant('Survived', 3, 1, 'ConditionalExpression', 'false'), // same place, other replacement: unclassified
        mutant('NoCoverage', 4, 2), // gap by line
        mutant('CompileError', 4, 9), // not valid: out of every count
      ],
    },
    'src/reference/wire/codec.ts': { source: 'x\n', mutants: [mutant('Survived', 1, 1), mutant('Killed', 1, 3)] },
  },
};
const entries: ClassEntry[] = [
  { file: PARITY, class: 'equivalent', why: 'e', at: ['2:7'] },
  {
    file: PARITY,
    class: 'unconstrained',
    why: 'u',
    mutants: [{ at: '3:1', mutator: 'ConditionalExpression', replacement: 'true' }],
  },
  { file: PARITY, class: 'gap', why: 'g', lines: [4] },
];

describe('mutation scores from a Stryker report and the survivor classes', () => {
  const alive = survivors(report, entries, undefined);
  const [parity, , , together, wire] = groupScores(report, alive);

  it('classes each survivor by its exact mutant, then its position, then its line; the rest are unclassified', () => {
    expect(alive.map((s) => s.class)).toEqual(['equivalent', 'unconstrained', undefined, 'gap', undefined]);
  });

  it('scores raw, over non-equivalent and over constrained mutants, counting unclassified survivors as gaps', () => {
    expect(parity).toMatchObject({ valid: 7, detected: 3, equivalent: 1, unconstrained: 1, gaps: 2, unclassified: 1 });
    expect(scoreLine(parity ?? expect.fail('no parity score'))).toEqual({
      raw: '42.9 %',
      nonEquivalent: '50.0 %',
      constrained: '60.0 %',
    });
    expect(together).toMatchObject({ name: 'the three together', valid: 7, detected: 3 });
    expect(wire).toMatchObject({ name: 'wire', valid: 2, detected: 1, gaps: 1, unclassified: 1 });
  });

  it('lets the fast-path report class what no entry does: completeness alone is speed, soundness a gap', () => {
    const fast: StrykerReport = {
      files: {
        [PARITY]: {
          source: '',
          mutants: [{ ...mutant('Killed', 3, 1, 'ConditionalExpression', 'false'), killedBy: ['t1'] }],
        },
      },
      testFiles: { f: { tests: [{ id: 't1', name: 'lockstepEqual completeness: honest copies' }] } },
    };
    const classed = survivors(report, entries, fast).find((s) => s.mutant.replacement === 'false');
    expect(classed).toMatchObject({ class: 'equivalent', source: 'fast-paths' });
  });

  it('reads the committed classes file, each entry naming a scored file and selecting something', () => {
    for (const entry of readClasses('lab/mutation-classes.json')) {
      expect(entry.file).toMatch(/^src\/reference\/(parity|pipeline|surface|wire)\//);
      expect(
        [entry.mutants, entry.at, entry.lines].some((s) => s !== undefined && s.length > 0),
        entry.why,
      ).toBe(true);
    }
  });

  it('names the entries that class no survivor, so a mutant that now dies takes its entry with it', () => {
    const gone: ClassEntry = { file: PARITY, class: 'equivalent', why: 'a mutant at 9:9', at: ['9:9'] };
    expect(staleEntries([...entries, gone], alive)).toEqual([gone]);
  });

  it('refuses an unconstrained entry that cites no A34-SPEC section', () => {
    const dir = mkdtempSync(join(tmpdir(), 'a34-classes-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'classes.json');
    const entry = { file: PARITY, class: 'unconstrained', why: 'reason words', lines: [3] };
    writeFileSync(file, JSON.stringify({ entries: [entry] }));
    expect(() => readClasses(file)).toThrow(`${file}: bad survivor classes at entries.0.why`);
    writeFileSync(file, JSON.stringify({ entries: [{ ...entry, why: 'reason words (A34-SPEC §6: a typed reason)' }] }));
    expect(readClasses(file)).toHaveLength(1);
  });

  it('refuses a malformed classes file, naming the file and the bad path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'a34-classes-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'classes.json');
    writeFileSync(file, JSON.stringify({ entries: [{ file: PARITY, class: 'maybe', why: 'x' }] }));
    expect(() => readClasses(file)).toThrow(`${file}: bad survivor classes at entries.0.class`);
  });
});
