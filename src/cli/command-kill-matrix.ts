import { freshSeed } from '../harness/seed.js';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ALL_PROPERTIES } from '../../properties/index.js';
import { formatIssue } from '../suite/corpus/input-issue.js';
import { FAULTS } from '../faults/catalog.js';
import { buildKillMatrix, type MatrixCase, type MatrixCell } from '../suite/kill-matrix.js';
import { killMatrixHtml, writeFileAtomic } from '../reports/index.js';
import { resolveConfig, resolveProfile, resolveRedDirs, shown, type CommonOptions } from './context.js';
import { EXIT, type CliIo, type ExitCode } from './io.js';
import { killMatrixMarkdown, killMatrixReport } from './kill-matrix-report.js';
import { loadRedCatalog } from './red-catalog.js';
import { grepPattern, selectChecks } from './select.js';
import { resolveWorkers } from './workers.js';

/** Flags of `a34-verify kill-matrix`. */
export interface KillMatrixOptions extends CommonOptions {
  readonly seed?: number;
  readonly numRuns?: number;
  readonly grep?: string;
  readonly faults?: string;
  readonly reports?: string;
  readonly workers?: number;
}

/** `kill-matrix`: every fault against every check; exit 1 when a fault survives or a check kills nothing. */
export async function killMatrixCommand(options: KillMatrixOptions, io: CliIo): Promise<ExitCode> {
  const grep = grepPattern(options.grep);
  const faultPattern = grepPattern(options.faults);
  const config = await resolveConfig(options, io);
  const profile = resolveProfile(options, config);
  const red = loadRedCatalog(resolveRedDirs(options, config, io), io);
  const properties = selectChecks(ALL_PROPERTIES, grep, undefined);
  const cases: MatrixCase[] = selectChecks(
    red.entries.map((entry) => ({ id: entry.redCase.id, entry })),
    grep,
    undefined,
  );
  const faults = FAULTS.filter((f) => faultPattern === undefined || faultPattern.test(f.id));
  const seed = options.seed ?? freshSeed();
  const numRuns = options.numRuns ?? profile.killRuns;
  const workers = resolveWorkers(options.workers, config?.workers);
  io.out(
    `a34-verify kill-matrix: ${faults.length} faults x (${properties.length} properties + ${cases.length} RED cases), ${numRuns} runs per cell, seed ${seed}, ${workers} check worker${workers === 1 ? '' : 's'}`,
  );
  const perFault = properties.length + cases.length;
  const done = new Map<string, MatrixCell[]>();
  // Cells run check by check: a check's line comes when it met every fault, a fault's once every check met it.
  const rows = new Map<string, { cells: number; kills: number }>();
  const matrix = await buildKillMatrix(faults, properties, cases, {
    seed,
    numRuns,
    workers,
    onCell: (cell) => {
      const row = rows.get(cell.check) ?? { cells: 0, kills: 0 };
      row.cells += 1;
      if (cell.killed) row.kills += 1;
      rows.set(cell.check, row);
      if (row.cells === faults.length) io.out(`· ${cell.check}  kills ${row.kills} of ${faults.length} faults`);
      const cells = [...(done.get(cell.fault) ?? []), cell];
      done.set(cell.fault, cells);
      const killers = cells.filter((c) => c.killed).length;
      if (cells.length === perFault)
        io.out(
          killers > 0
            ? `✓ ${cell.fault}  killed by ${killers} check${killers === 1 ? '' : 's'}`
            : `✗ ${cell.fault}  SURVIVES every check`,
        );
    },
  });
  const report = killMatrixReport(matrix, faults);
  const dir = resolve(io.cwd, options.reports ?? config?.reportsDir ?? 'reports');
  await mkdir(dir, { recursive: true });
  await writeFileAtomic(join(dir, 'kill-matrix.json'), `${JSON.stringify(report, null, 2)}\n`);
  const about = `${properties.length} properties, ${cases.length} RED cases, ${numRuns} runs per cell, seed ${seed}.`;
  await writeFileAtomic(join(dir, 'kill-matrix.md'), killMatrixMarkdown(report, about));
  await writeFileAtomic(join(dir, 'kill-matrix.html'), killMatrixHtml(report, about));
  for (const issue of red.issues) io.err(`input error: ${formatIssue(issue)}`);
  const files = ['kill-matrix.json', 'kill-matrix.md', 'kill-matrix.html'].map((f) => shown(io, join(dir, f)));
  io.out(`reports: ${files.join(', ')}`);
  io.out(`${faults.length - report.survivors.length}/${faults.length} faults killed`);
  if (report.survivors.length > 0) io.out(`survivors: ${report.survivors.join(', ')}`);
  if (report.idleChecks.length > 0) io.out(`idle properties (kill no fault): ${report.idleChecks.join(', ')}`);
  if ((report.quietRedCases ?? []).length > 0)
    io.out(
      `quiet RED cases (kill no fault; fine for false-positive guards): ${(report.quietRedCases ?? []).join(', ')}`,
    );
  if (report.survivors.length > 0 || report.idleChecks.length > 0) return EXIT.failed;
  return red.issues.length > 0 ? EXIT.input : EXIT.ok;
}
