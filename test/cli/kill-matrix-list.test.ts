import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KillMatrixReportSchema } from '../../src/reports/suite-report.js';
import { cli, smallMatrixArgs, tempDir } from './helpers.js';

describe('a34-verify kill-matrix and list', () => {
  const { dir, cleanup } = tempDir('matrix');
  afterAll(cleanup);

  it('kill-matrix writes JSON and Markdown and exits 0 when every fault dies and every check kills', async () => {
    const args = [...smallMatrixArgs('^(parity\\.final-without-hooks|pre-dispatch-delete)$'), '--reports', 'r'];
    const { exit, out } = await cli(args, dir);
    expect(exit, out).toBe(0);
    expect(out).toContain('2/2 faults killed');
    const report = KillMatrixReportSchema.parse(JSON.parse(readFileSync(join(dir, 'r/kill-matrix.json'), 'utf8')));
    expect(report.cells).toHaveLength(4);
    expect(readFileSync(join(dir, 'r/kill-matrix.md'), 'utf8')).toMatch(
      /\| `final-only-with-hooks` \| .* \| `parity\.final-without-hooks` \(\d+ runs\)/,
    );
    const html = readFileSync(join(dir, 'r/kill-matrix.html'), 'utf8');
    expect(html).toContain('<svg id="kill-matrix-map"');
    expect(html.match(/<g class="cell"><rect /g)).toHaveLength(4);
    expect(html).toContain('<h1>PASS: 2/2 faults killed</h1>');
  });

  it('kill-matrix exits 1 when a check kills no fault', async () => {
    const { exit, out } = await cli(
      [
        'kill-matrix',
        '--seed',
        '3',
        '--num-runs',
        '5',
        '--faults',
        '^early-only$',
        '--grep',
        '^projection\\.pure$',
        '--reports',
        'r2',
      ],
      dir,
    );
    expect(exit).toBe(1);
    expect(out).toContain('0/1 faults killed');
    expect(out).toContain('idle properties (kill no fault): projection.pure');
  });

  it('list names properties with area and rule, RED cases and faults', async () => {
    const { exit, out } = await cli(['list'], dir);
    expect(exit).toBe(0);
    expect(out).toMatch(/parity\.final-without-hooks +parity +A34-SPEC §5/);
    expect(out).toMatch(/pre-dispatch-delete +request +rejected-final/);
    expect(out).toMatch(/final-only-with-hooks +§8\.1/);
  });
});
