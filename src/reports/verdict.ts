import type { SuiteReport } from './suite-report.js';

/** The counts every human-facing report leads with. */
export interface Verdict {
  /** `fail`: a property, RED case or survivor says the system is wrong; `warn`: flaky, shortfalls or input errors. */
  readonly level: 'pass' | 'warn' | 'fail';
  readonly passed: number;
  readonly failed: number;
  readonly flaky: number;
  readonly redPassed: number;
  readonly redTotal: number;
  readonly faultsKilled: number | undefined;
  readonly faultsTotal: number | undefined;
  /** The verdict as one plain-text line, without the level word. */
  readonly line: string;
}

const count = <T>(items: readonly T[], keep: (item: T) => boolean): number => items.filter(keep).length;

/** Summarizes a report into the verdict the Markdown and HTML reports open with. */
export function verdictOf(report: SuiteReport): Verdict {
  const passed = count(report.properties, (p) => p.status === 'passed');
  const failed = count(report.properties, (p) => p.status === 'failed');
  const flaky = count(report.properties, (p) => p.status === 'flaky');
  const redPassed = count(report.red, (r) => r.status === 'passed');
  const redTotal = report.red.length;
  const matrix = report.killMatrix;
  const faultsTotal = matrix?.faults.length;
  const faultsKilled = matrix === undefined ? undefined : matrix.faults.length - matrix.survivors.length;
  const failing = failed > 0 || redPassed < redTotal || (matrix?.survivors.length ?? 0) > 0;
  const warning = flaky > 0 || report.coverage.shortfalls.length > 0 || report.inputErrors.length > 0;
  const parts = [
    `${failed} failed, ${flaky} flaky, ${passed} passed of ${report.properties.length} properties`,
    `RED ${redPassed}/${redTotal} passed`,
    ...(matrix === undefined ? [] : [`${faultsKilled}/${faultsTotal} faults killed`]),
    ...(report.coverage.shortfalls.length > 0 ? [`${report.coverage.shortfalls.length} coverage shortfalls`] : []),
    ...(report.inputErrors.length > 0 ? [`${report.inputErrors.length} input errors`] : []),
  ];
  const level = failing ? 'fail' : warning ? 'warn' : 'pass';
  return { level, passed, failed, flaky, redPassed, redTotal, faultsKilled, faultsTotal, line: parts.join(' · ') };
}
