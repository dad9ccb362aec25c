import type { IncompleteReport, SuiteReport } from './suite-report.js';

/** What the counts mean for the exit code: `failed` is exit 1, `input` exit 2, `incomplete` exit 3, `ok` exit 0. */
export type VerdictExit = 'ok' | 'failed' | 'input' | 'incomplete';

/**
 * The one verdict of a suite report: the counts every report leads with, the CLI's final lines and its
 * exit. Failed checks and coverage shortfalls both exit 1 (either means the run did not earn a pass);
 * a run cut short (budget, signal) with no failure exits 3, never 0; bad input alone exits 2. The final lines
 * say each apart.
 */
export interface Verdict {
  /** `fail`: a check failed, or a survivor; `warn`: flaky, shortfalls or input errors only. */
  readonly level: 'pass' | 'warn' | 'fail';
  readonly exit: VerdictExit;
  readonly passed: number;
  /** Properties that failed on the contract (an invalid adapter result is counted in `invalidResults`). */
  readonly failed: number;
  readonly flaky: number;
  readonly redPassed: number;
  readonly redFailed: number;
  readonly redTotal: number;
  /** Checks (properties, flaky included, and RED cases) that failed on the contract. */
  readonly checksFailed: number;
  /** Coverage cells under the floor, counted only when the gate applies. */
  readonly shortfalls: number;
  readonly inputErrors: number;
  /** Checks stopped by adapter results of the wrong shape (bad input, listed among the input errors). */
  readonly invalidResults: number;
  readonly faultsKilled: number | undefined;
  readonly faultsTotal: number | undefined;
  /** Checks a run cut short did not finish; 0 for a whole run. */
  readonly notRun: number;
  /** The coverage floor as a check of its own (JUnit's `coverage floor` test case) and its line in words. */
  readonly coverageGate: { readonly status: 'passed' | 'failed' | 'skipped'; readonly line: string };
  /** The verdict as one plain-text line, without the level word. */
  readonly line: string;
  /** The final lines of a run: checks, coverage and inputs, each on its own line, then the exit. */
  readonly lines: readonly string[];
}

const count = <T>(items: readonly T[], keep: (item: T) => boolean): number => items.filter(keep).length;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * Whether the coverage floor holds a run to account: not for a subset (a `--grep`, shard or `--bail` run; the
 * sum of shards is, through `merge`) nor for a run cut short: it did not run everything, so its cells prove nothing.
 */
export const coverageGateApplies = (report: SuiteReport): boolean =>
  report.grep === undefined &&
  report.shard === undefined &&
  report.skipped === undefined &&
  report.incomplete === undefined;

/** Summarizes a report; shortfalls count towards the exit only where the coverage gate applies. */
export function verdictOf(report: SuiteReport): Verdict {
  const { incomplete } = report;
  const coverageGate = coverageGateApplies(report);
  const contract = report.properties.filter((p) => p.cause !== 'adapter-result');
  const passed = count(contract, (p) => p.status === 'passed');
  const failed = count(contract, (p) => p.status === 'failed');
  const flaky = count(contract, (p) => p.status === 'flaky');
  const redPassed = count(report.red, (r) => r.status === 'passed');
  const redFailed = count(report.red, (r) => r.status === 'failed');
  const redTotal = report.red.length;
  // Counted apart, so the headline's numbers add up to the rows of the properties table.
  const invalidProperties = count(report.properties, (p) => p.cause === 'adapter-result');
  const invalidResults = invalidProperties + count(report.red, (r) => r.status === 'invalid');
  const matrix = report.killMatrix;
  const faultsTotal = matrix?.faults.length;
  const faultsKilled = matrix === undefined ? undefined : matrix.faults.length - matrix.survivors.length;
  const checksFailed = failed + flaky + redFailed;
  const shortfalls = coverageGate ? report.coverage.shortfalls.length : 0;
  const inputErrors = report.inputErrors.length;
  const survivors = matrix?.survivors.length ?? 0;
  const notRun = incomplete?.notRun.length ?? 0;
  const exit: VerdictExit =
    checksFailed + shortfalls + survivors > 0
      ? 'failed'
      : incomplete !== undefined
        ? 'incomplete'
        : inputErrors > 0
          ? 'input'
          : 'ok';
  const level = checksFailed + survivors > 0 ? 'fail' : flaky + shortfalls + inputErrors + notRun > 0 ? 'warn' : 'pass';
  const parts = [
    ...(incomplete === undefined ? [] : [`INCOMPLETE (${stoppedBy(incomplete)}, ${notRun} not run)`]),
    `${failed} failed, ${flaky} flaky, ${passed} passed${invalidProperties > 0 ? `, ${invalidProperties} invalid` : ''} of ${plural(report.properties.length, 'property', 'properties')}`,
    `RED ${redPassed}/${redTotal} passed`,
    ...(matrix === undefined ? [] : [`${faultsKilled}/${faultsTotal} faults killed`]),
    ...(shortfalls > 0 ? [plural(shortfalls, 'coverage shortfall')] : []),
    ...(inputErrors > 0 ? [plural(inputErrors, 'input error')] : []),
  ];
  const failedIds = [
    ...contract.filter((p) => p.status !== 'passed').map((p) => `${p.id}${p.status === 'flaky' ? ' (flaky)' : ''}`),
    ...report.red.filter((r) => r.status === 'failed').map((r) => `red ${r.id}`),
  ];
  const coverageLine = coverageGate
    ? `coverage: ${plural(shortfalls, 'cell')} under the floor of ${report.coverage.floor}${shortfalls > 0 ? `: ${report.coverage.shortfalls.join('; ')}` : ''}`
    : incomplete !== undefined
      ? 'coverage: gate skipped (the run was cut short)'
      : 'coverage: gate skipped (a --grep, --bail or shard run covers a subset; merge shard reports to apply it)';
  const lines = [
    `checks: ${plural(checksFailed, 'check')} failed${failedIds.length > 0 ? `: ${failedIds.join(', ')}` : ''}`,
    ...(incomplete === undefined
      ? []
      : [
          `incomplete: stopped by ${stoppedBy(incomplete)}; ${plural(notRun, 'check')} not run: ${incomplete.notRun.join(', ')}`,
        ]),
    coverageLine,
    `inputs: ${plural(inputErrors, 'bad input')}${invalidResults > 0 ? ` (${plural(invalidResults, 'check')} stopped by invalid adapter results)` : ''}`,
    ...(matrix === undefined ? [] : [`kill matrix: ${faultsKilled}/${faultsTotal} faults killed`]),
    EXIT_LINE[exit](checksFailed, shortfalls),
  ];
  return {
    level,
    exit,
    passed,
    failed,
    flaky,
    redPassed,
    redFailed,
    redTotal,
    checksFailed,
    shortfalls,
    inputErrors,
    invalidResults,
    faultsKilled,
    faultsTotal,
    notRun,
    coverageGate: { status: !coverageGate ? 'skipped' : shortfalls > 0 ? 'failed' : 'passed', line: coverageLine },
    line: parts.join(' · '),
    lines,
  };
}

/** What cut a run short, in words: the one wording every report uses. */
export const stoppedBy = (incomplete: IncompleteReport): string =>
  incomplete.reason === 'budget' ? 'its time budget' : (incomplete.signal ?? 'a stop signal');

const EXIT_LINE: Record<VerdictExit, (checks: number, shortfalls: number) => string> = {
  ok: () => 'exit 0: every check passed',
  failed: (checks, shortfalls) =>
    `exit 1: ${[...(checks > 0 ? ['checks failed'] : []), ...(shortfalls > 0 ? ['coverage fell short'] : [])].join(' and ') || 'the kill matrix has a survivor'}`,
  input: () => 'exit 2: bad input (no check failed)',
  incomplete: () => 'exit 3: incomplete (no check failed in what ran, but the run was cut short: not a pass)',
};
