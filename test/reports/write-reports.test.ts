import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JsonReporter } from '../../src/reports/json-reporter.js';
import type { Reporter } from '../../src/reports/reporter.js';
import { REPORT_SETS } from '../../src/reports/report-set.js';
import { defaultReporters, writeReports } from '../../src/reports/write-reports.js';
import { fixtureReport } from './fixture.js';

const throwing = (fileName: string): Reporter => ({
  fileName,
  render: () => {
    throw new Error('renderer bug');
  },
});

describe(writeReports.name, () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'a34-reports-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes all four formats and returns their paths', async () => {
    const paths = await writeReports(fixtureReport, join(dir, 'nested'));
    expect(paths).toEqual(defaultReporters().map((r) => join(dir, 'nested', r.fileName)));
    for (const path of paths) expect((await readFile(path, 'utf8')).length).toBeGreaterThan(100);
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual([
      REPORT_SETS,
      'a34-verify.html',
      'a34-verify.junit.xml',
      'a34-verify.md',
      'summary.json',
    ]);
  });

  it('writes the formats that rendered as one set: a failed one shows no file, never one of the previous run', async () => {
    await writeReports(fixtureReport, dir, [new JsonReporter(), new JsonReporter('broken.html')]);
    const reporters = [new JsonReporter(), throwing('broken.html')];
    await expect(writeReports({ ...fixtureReport, seed: 99 }, dir, reporters)).rejects.toThrow(
      /could not write broken\.html \(renderer bug\); written: .*summary\.json/,
    );
    expect(JSON.parse(await readFile(join(dir, 'summary.json'), 'utf8'))).toEqual({ ...fixtureReport, seed: 99 });
    await expect(readFile(join(dir, 'broken.html'), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('still writes the formats after a failed one', async () => {
    await expect(writeReports(fixtureReport, dir, [throwing('first.md'), new JsonReporter()])).rejects.toThrow(
      AggregateError,
    );
    expect((await readdir(dir)).sort()).toEqual([REPORT_SETS, 'summary.json']);
  });

  it('writes nothing for an invalid report, and names the bad field', async () => {
    // Cast: an invalid report is a value the type forbids; that is the test.
    const bad = {
      ...fixtureReport,
      properties: [{ ...fixtureReport.properties[0], seed: 'x' }],
    } as unknown as typeof fixtureReport;
    await expect(writeReports(bad, dir)).rejects.toThrow(/\$\.properties\[0\]\.seed/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('renders a run with nothing in it', async () => {
    const empty = {
      ...fixtureReport,
      properties: [],
      red: [],
      inputErrors: [],
      coverage: { cells: {}, causes: {}, floor: 0, shortfalls: [] },
    };
    const { killMatrix: _, ...report } = empty;
    expect(await writeReports(report, dir)).toHaveLength(4);
    expect(await readFile(join(dir, 'a34-verify.md'), 'utf8')).toMatch(/^## ✅ PASS a34-verify: 0 failed/);
  });
});
