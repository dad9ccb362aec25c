import type { WireFinding } from './wire/finding.js';

/** Where the guard looked: a framework seam before the provider's conversion, or the bytes at the wire. */
export type GuardStage = 'early' | 'final';

/** What the guard found in one request: every difference outside the profile, first one first. */
export interface GuardReport {
  readonly stage: GuardStage;
  /** The provider API the request addressed (undefined at a seam). */
  readonly provider: string | undefined;
  readonly url: string | undefined;
  readonly findings: readonly WireFinding[];
}

/** What the ledger owner receives, once per refused turn: the shape of `RequestLedgerPort`'s failure. */
export interface GuardRejection {
  readonly phase: 'pre_dispatch_rejected';
  readonly reason: string;
  readonly report: GuardReport;
}

const show = (value: unknown): string => (value === '<absent>' ? 'nothing' : JSON.stringify(value));

/** One line per finding: tool, JSON path, expected, actual, reason. */
export function describeFinding(f: WireFinding): string {
  const tool = f.tool === '' ? 'the list' : `tool ${JSON.stringify(f.tool)}`;
  return `${tool} at ${f.path}: expected ${show(f.expected)}, got ${show(f.actual)} (${f.reason})`;
}

/** Thrown in enforce mode before the inner fetch runs: the request never left. */
export class ToolListRefusedError extends Error {
  override readonly name = 'ToolListRefusedError';
  readonly report: GuardReport;
  /** The first difference, as fields: what a caller logs or asserts on. */
  readonly tool: string;
  readonly path: string;
  readonly expected: WireFinding['expected'];
  readonly actual: WireFinding['actual'];
  readonly reason: string;

  constructor(report: GuardReport) {
    const first = report.findings[0];
    if (first === undefined) throw new TypeError('ToolListRefusedError needs at least one finding');
    const more = report.findings.length > 1 ? ` (and ${report.findings.length - 1} more)` : '';
    super(`a34-verify/guard refused the request at its ${report.stage} check: ${describeFinding(first)}${more}`);
    this.report = report;
    this.tool = first.tool;
    this.path = first.path;
    this.expected = first.expected;
    this.actual = first.actual;
    this.reason = first.reason;
  }
}
