import { coverageShortfalls } from '../harness/coverage.js';
import { uniqueIssues, type InputIssue } from '../suite/corpus/input-issue.js';
import type { HarnessSuiteReport } from '../suite/corpus/report-schema.js';

type Coverage = HarnessSuiteReport['coverage'];

function sumCoverage(parts: readonly Coverage[], floor: number): Coverage {
  const cells: Coverage['cells'] = {};
  const causes: Coverage['causes'] = {};
  for (const part of parts) {
    for (const [kind, stages] of Object.entries(part.cells)) {
      const row = cells[kind] ?? {};
      cells[kind] = row;
      for (const [stage, n] of Object.entries(stages)) row[stage] = (row[stage] ?? 0) + n;
    }
    for (const [cause, n] of Object.entries(part.causes)) causes[cause] = (causes[cause] ?? 0) + n;
  }
  return { cells, causes, floor, shortfalls: coverageShortfalls(cells, causes, floor) };
}

const byId = <T extends { id: string }>(a: T, b: T): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The fields every shard of one run shares; a difference means the reports are not shards of one run. */
const SHARED = ['tool', 'version', 'fastCheckVersion', 'adapter', 'profile', 'seed', 'grep'] as const;

/** Every check a shard accounts for: run, or named as not run (cut short, or skipped by `--bail`). */
const checksOf = (report: HarnessSuiteReport): string[] => [
  ...report.properties.map((p) => p.id),
  ...report.red.map((r) => r.id),
  ...(report.incomplete?.notRun ?? []),
  ...(report.skipped ?? []),
];

/**
 * The issues that keep shards from adding up to one run: a shard that ran nothing, a check in two shards (a shard
 * given twice under another index), a selected check in none: the merged run holds every selected check exactly once.
 */
function coverIssues(shards: readonly { file: string; report: HarnessSuiteReport }[]): InputIssue[] {
  const issues: InputIssue[] = [];
  const owner = new Map<string, string>();
  for (const { file, report } of shards) {
    if (report.properties.length + report.red.length === 0)
      issues.push({
        file,
        path: '$.properties',
        message: 'ran no check: a shard of nothing cannot count towards a pass',
      });
    for (const id of checksOf(report)) {
      const other = owner.get(id);
      if (other !== undefined)
        issues.push({
          file,
          path: '$.properties',
          message: `check ${id} is also in ${other}: each check belongs to one shard`,
        });
      else owner.set(id, file);
    }
  }
  const [first] = shards;
  const selected = first?.report.shard?.selected;
  if (first === undefined || selected === undefined) return issues;
  for (const { file, report } of shards)
    if (JSON.stringify(report.shard?.selected) !== JSON.stringify(selected))
      issues.push({
        file,
        path: '$.shard.selected',
        message: `selects other checks than ${first.file}: not a shard of the same run`,
      });
  for (const id of selected)
    if (!owner.has(id))
      issues.push({
        file: first.file,
        path: '$.shard.selected',
        message: `check ${id} was selected but is in no shard report`,
      });
  const chosen = new Set(selected);
  for (const [id, file] of owner)
    if (!chosen.has(id))
      issues.push({ file, path: '$.properties', message: `check ${id} was not selected by the run` });
  return issues;
}

/**
 * Combines the shard reports of one run into the report an unsharded run with the same seed gives
 * (durations and timestamps aside); returns issues instead when they are not exactly one run's shards.
 */
export function mergeReports(
  shards: readonly { file: string; report: HarnessSuiteReport }[],
): HarnessSuiteReport | InputIssue[] {
  const first = shards[0];
  if (first === undefined) return [{ file: '-', path: '$', message: 'no reports to merge' }];
  const issues: InputIssue[] = [];
  const count = first.report.shard?.count;
  const seen = new Set<number>();
  for (const { file, report } of shards) {
    for (const key of SHARED)
      if (report[key] !== first.report[key])
        issues.push({
          file,
          path: `$.${key}`,
          message: `${JSON.stringify(report[key])} differs from ${JSON.stringify(first.report[key])} in ${first.file}`,
        });
    if (report.coverage.floor !== first.report.coverage.floor)
      issues.push({
        file,
        path: '$.coverage.floor',
        message: `floor ${report.coverage.floor} differs from ${first.report.coverage.floor} in ${first.file}`,
      });
    if (report.shard === undefined)
      issues.push({ file, path: '$.shard', message: 'not a shard report (run with --shard i/n)' });
    else if (report.shard.count !== count)
      issues.push({
        file,
        path: '$.shard.count',
        message: `shard of ${report.shard.count}, others of ${String(count)}`,
      });
    else if (seen.has(report.shard.index))
      issues.push({ file, path: '$.shard.index', message: `shard ${report.shard.index}/${count} given twice` });
    else seen.add(report.shard.index);
  }
  for (let i = 1; count !== undefined && i <= count; i++)
    if (!seen.has(i) && issues.length === 0)
      issues.push({ file: first.file, path: '$.shard', message: `shard ${i}/${count} is missing` });
  if (issues.length === 0) issues.push(...coverIssues(shards));
  if (issues.length > 0) return issues;
  const { shard: _shard, incomplete: _incomplete, skipped: _skipped, ...base } = first.report;
  const skipped = shards.flatMap((s) => s.report.skipped ?? []).sort();
  // One shard cut short makes the whole run incomplete: the merged report names every check not run.
  const cut = shards.flatMap((s) => (s.report.incomplete === undefined ? [] : [s.report.incomplete]));
  const [firstCut] = cut;
  return {
    ...base,
    startedAt: shards.map((s) => s.report.startedAt).sort()[0] ?? base.startedAt,
    durationMs: Math.max(...shards.map((s) => s.report.durationMs)),
    properties: shards.flatMap((s) => s.report.properties).sort(byId),
    red: shards.flatMap((s) => s.report.red).sort(byId),
    coverage: sumCoverage(
      shards.map((s) => s.report.coverage),
      base.coverage.floor,
    ),
    ...(skipped.length > 0 ? { skipped } : {}),
    inputErrors: uniqueIssues(shards.flatMap((s) => s.report.inputErrors)),
    ...(firstCut === undefined ? {} : { incomplete: { ...firstCut, notRun: cut.flatMap((c) => c.notRun).sort() } }),
  };
}
