import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KillMatrixReportSchema } from '../../src/reports/suite-report.js';
import { cli, smallMatrixArgs, tempDir } from './helpers.js';

/** Two faults, a property that kills one and a RED case that kills the other: four cells. */
const ARGS = smallMatrixArgs('^(parity\\.final-without-hooks|projection\\.pure|pre-dispatch-delete)$');

const timeless = (file: string): unknown =>
  JSON.parse(
    JSON.stringify(KillMatrixReportSchema.parse(JSON.parse(readFileSync(file, 'utf8'))), (key, value: unknown) =>
      key === 'durationMs' ? undefined : value,
    ),
  );

describe('kill-matrix --workers: the check pool gives the matrix one worker gives', () => {
  const { dir, cleanup } = tempDir('matrix-workers');
  afterAll(cleanup);

  it('the same cells in fault × check order, kills stopping at the first failing case', async () => {
    const one = await cli([...ARGS, '--workers', '1', '--reports', 'w1'], dir);
    const two = await cli([...ARGS, '--workers', '2', '--reports', 'w2'], dir);
    expect(two.out).toContain('2 check workers');
    expect([one.exit, two.exit]).toEqual([1, 1]);
    const matrix = timeless(join(dir, 'w1/kill-matrix.json')) as {
      cells: { fault: string; check: string; killed: boolean; shrinks: number }[];
    };
    expect(matrix.cells.map((c) => `${c.fault} ${c.check}`)).toEqual([
      'final-only-with-hooks parity.final-without-hooks',
      'final-only-with-hooks projection.pure',
      'final-only-with-hooks pre-dispatch-delete',
      'early-only parity.final-without-hooks',
      'early-only projection.pure',
      'early-only pre-dispatch-delete',
    ]);
    expect(matrix.cells.filter((c) => c.killed).every((c) => c.shrinks === 0)).toBe(true);
    expect(timeless(join(dir, 'w2/kill-matrix.json'))).toEqual(matrix);
  }, 120_000);
});
