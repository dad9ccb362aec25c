import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HarnessSuiteReportSchema } from '../../src/suite/corpus/report-schema.js';
import { cli, ROOT, tempDir } from '../cli/helpers.js';

const EXAMPLE = join(ROOT, 'examples/mini-a34');

describe('examples/mini-a34', () => {
  const { dir, cleanup } = tempDir('mini');
  afterAll(cleanup);

  it('passes the whole run at the ci profile through its config', async () => {
    const { exit, out } = await cli(
      [
        'run',
        '--config',
        join(EXAMPLE, 'a34.config.ts'),
        '--profile',
        'ci',
        '--seed',
        '20261129',
        '--reports',
        'reports',
      ],
      dir,
    );
    expect(exit, out).toBe(0);
    const report = HarnessSuiteReportSchema.parse(JSON.parse(readFileSync(join(dir, 'reports/summary.json'), 'utf8')));
    expect(report.adapter).toBe('mini-a34');
    expect(report.coverage.shortfalls).toEqual([]);
    expect(report.red.every((r) => r.status === 'passed')).toBe(true);
  });

  it('is independent: it takes only types from src/', () => {
    const files = readdirSync(EXAMPLE).filter((f) => f.endsWith('.ts'));
    const valueImports = files.flatMap((f) =>
      readFileSync(join(EXAMPLE, f), 'utf8')
        .split('\n')
        .filter((line) => /from '\.\.\/\.\.\/src\//.test(line) && !/^import type /.test(line))
        .map((line) => `${f}: ${line}`),
    );
    expect(valueImports).toEqual([]);
  });
});
