import type { RequestOutcome } from '../../reference/pipeline/run-request.js';
import { outcomeText, short, subject } from './describe.js';
import type { Expectation, JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';
import { onOneBranch } from './on-one-branch.js';

/** A rejection the lie decided must point at the lie: a typed difference on the lie's own branch, in its tool. */
function reasonFindings(
  outcome: Extract<RequestOutcome, { outcome: 'rejected' }>,
  observation: JudgedObservation,
  expected: Expectation,
): Finding[] {
  if (expected.byLie !== true) return [];
  const { difference } = outcome.reason;
  if (difference === undefined)
    return [{ code: 'reason', message: `the ${subject(expected)} was rejected without a typed difference` }];
  const named = toolNamedBy(difference.path);
  if (difference.toolIndex !== named)
    return [
      {
        code: 'reason',
        message: `the difference at ${short(difference.path, 80)} names tool ${named}, its tool index says ${difference.toolIndex}`,
        expected: named,
        actual: difference.toolIndex,
        difference,
      },
    ];
  const lieAt = observation.probe?.lieAt;
  if (lieAt === undefined) return [];
  // On the lie's branch, and not above the tool that holds it: a lie inside a tool is never the whole list's.
  const lieTool = toolNamedBy(lieAt);
  if (onOneBranch(difference.path, lieAt) && (lieTool === -1 || named === lieTool)) return [];
  return [
    {
      code: 'reason',
      message: `the difference at ${short(difference.path, 80)} is off the lie at ${short(lieAt, 80)}`,
      expected: lieAt,
      actual: difference.path,
      difference,
    },
  ];
}

/** The tool a JSON-path location starts at (`$[i]…`), or -1 for the list itself or the Entry summary. */
const toolNamedBy = (path: string): number => {
  const step = /^\$\[(\d+)\]/.exec(path);
  return step === null ? -1 : Number(step[1]);
};

/** Outcome, stage and reason: was the request rejected where the contract says, or let through where it must pass. */
export function outcomeFindings(observation: JudgedObservation, expected: Expectation): Finding[] {
  const { outcome } = observation;
  if (expected.outcome === 'rejected') {
    const want = { outcome: 'rejected', stage: expected.stage };
    if (outcome.outcome !== 'rejected')
      return [
        {
          code: expected.byLie === true ? 'lie' : 'outcome',
          message:
            expected.lie === undefined
              ? `expected a rejection at ${expected.stage}, got ${outcome.outcome}`
              : `the ${subject(expected)} was ${outcome.outcome}, expected a rejection at ${expected.stage}`,
          expected: want,
          actual: outcome.outcome,
        },
      ];
    if (outcome.reason.stage !== expected.stage)
      return [
        {
          code: 'stage',
          message: `rejected at ${outcome.reason.stage}, expected ${expected.stage}: ${short(outcome.reason.message)}`,
          expected: expected.stage,
          actual: outcome.reason.stage,
          ...(outcome.reason.difference !== undefined ? { difference: outcome.reason.difference } : {}),
        },
      ];
    return reasonFindings(outcome, observation, expected);
  }
  if (outcome.outcome === expected.outcome) return [];
  return [
    {
      code: 'outcome',
      message: `expected ${expected.outcome}, got ${outcomeText(outcome)}${expected.lie === undefined ? '' : ` (${subject(expected)})`}`,
      expected: expected.outcome,
      actual: outcome.outcome === 'rejected' ? { outcome: 'rejected', stage: outcome.reason.stage } : outcome.outcome,
      ...(outcome.outcome === 'rejected' && outcome.reason.difference !== undefined
        ? { difference: outcome.reason.difference }
        : {}),
    },
  ];
}
