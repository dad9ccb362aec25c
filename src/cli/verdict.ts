import type { HarnessSuiteReport } from '../suite/corpus/report-schema.js';
import { EXIT, type ExitCode } from './io.js';

/** The exit code of a suite report, and one line per reason. */
export interface Verdict {
  readonly exit: ExitCode;
  readonly lines: readonly string[];
}

/**
 * Test failures (exit 1) win over input errors (exit 2): a run that found a real failure says so
 * first; bad input alone, with everything else passing, is still never reported as a pass.
 */
export function suiteVerdict(report: HarnessSuiteReport, coverageGate: boolean): Verdict {
  const failed = report.properties.filter((p) => p.status !== 'passed' && p.cause !== 'adapter-result');
  const redFailed = report.red.filter((r) => r.status === 'failed');
  const shortfalls = coverageGate ? report.coverage.shortfalls : [];
  const invalid =
    report.properties.filter((p) => p.cause === 'adapter-result').length +
    report.red.filter((r) => r.status === 'invalid').length;
  const lines = [
    ...(failed.length > 0
      ? [
          `${failed.length} propert${failed.length === 1 ? 'y' : 'ies'} failed: ${failed.map((p) => `${p.id}${p.status === 'flaky' ? ' (flaky)' : ''}`).join(', ')}`,
        ]
      : []),
    ...(redFailed.length > 0
      ? [
          `${redFailed.length} RED case${redFailed.length === 1 ? '' : 's'} failed: ${redFailed.map((r) => r.id).join(', ')}`,
        ]
      : []),
    ...(shortfalls.length > 0
      ? [`coverage shortfall: under the floor of ${report.coverage.floor}: ${shortfalls.join('; ')}`]
      : []),
    ...(report.inputErrors.length > 0
      ? [
          `${report.inputErrors.length} input error${report.inputErrors.length === 1 ? '' : 's'}${invalid > 0 ? ` (${invalid} check${invalid === 1 ? '' : 's'} stopped by invalid adapter results)` : ''}`,
        ]
      : []),
  ];
  const exit =
    failed.length + redFailed.length + shortfalls.length > 0
      ? EXIT.failed
      : report.inputErrors.length > 0
        ? EXIT.input
        : EXIT.ok;
  return { exit, lines };
}
