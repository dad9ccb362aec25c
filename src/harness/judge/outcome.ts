import type { ParityDifference } from '../../reference/model/index.js';
import type { RequestOutcome } from '../../reference/pipeline/run-request.js';
import { outcomeText, short, subject } from './describe.js';
import type { Expectation, JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';
import { ABSENT, UNREADABLE } from './markers.js';
import { JSON_VALUED_KINDS } from '../lies/lie.js';
import { jsonPath, parsePath, type PathStep } from '../json-path.js';
import { onOneBranch, stepsWithin } from './on-one-branch.js';

/** Where the Entry summary sits in the logical request (A34-SPEC §4): the harness's own spelling and parse. */
const SUMMARY_STEPS = parsePath(jsonPath(['entrySummary'])) as PathStep[];

/** The tool a location starts at (`$[i]…`), or -1 for the list itself or the Entry summary. */
const toolOf = (steps: readonly PathStep[]): number => {
  const [first] = steps;
  return first !== undefined && 'index' in first ? first.index : -1;
};

/** The part of the request a location is in: the Entry summary's lines, or the tool list. */
const partOf = (steps: readonly PathStep[]): 'summary' | 'tools' =>
  stepsWithin(SUMMARY_STEPS, steps) ? 'summary' : 'tools';

/**
 * A rejection the lie decided must point at the lie: a typed difference on the lie's own branch, in the part of
 * the request that holds it (tool list or Entry summary), in its tool; a summary lie's names no tool and the
 * `entrySummary` field (A34-SPEC §4: the summary is held to the tool list's rule; §6: a typed first difference).
 */
function reasonFindings(
  outcome: Extract<RequestOutcome, { outcome: 'rejected' }>,
  observation: JudgedObservation,
  expected: Expectation,
): Finding[] {
  if (expected.byLie !== true) return [];
  const { difference } = outcome.reason;
  if (difference === undefined)
    return [{ code: 'reason', message: `the ${subject(expected)} was rejected without a typed difference` }];
  const at = parsePath(difference.path);
  if (at === undefined)
    return [
      { code: 'reason', message: `the difference path ${short(difference.path, 80)} does not parse`, difference },
    ];
  const named = toolOf(at);
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
  const lieSteps = lieAt === undefined ? undefined : parsePath(lieAt);
  if (lieAt === undefined || lieSteps === undefined) return [];
  const part = partOf(lieSteps);
  if (part === 'summary' && difference.field !== 'entrySummary')
    return [
      {
        code: 'reason',
        message: `the lie in the Entry summary at ${short(lieAt, 80)} is reported with field ${difference.field}`,
        expected: 'entrySummary',
        actual: difference.field,
        difference,
      },
    ];
  // On the lie's branch, in its part, and not above the tool that holds it: a lie inside a tool is never the whole list's.
  const lieTool = toolOf(lieSteps);
  if (onOneBranch(difference.path, lieAt) && partOf(at) === part && (lieTool === -1 || named === lieTool))
    return expected.lie !== undefined && JSON_VALUED_KINDS.includes(expected.lie.kind)
      ? []
      : unreadableMarkerFindings(difference);
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

/**
 * What a difference at a lie that no JSON value carries states (README, "Differences"): the request could not be read
 * there, so its side is `<unreadable>`, and nothing was compared, so the expected side is `<absent>`.
 */
function unreadableMarkerFindings(difference: ParityDifference): Finding[] {
  if (difference.actual === UNREADABLE && difference.expected === ABSENT) return [];
  return [
    {
      code: 'reason',
      message: `the lie at ${short(difference.path, 80)} is reported as a compared value, not as unreadable`,
      expected: { expected: ABSENT, actual: UNREADABLE },
      actual: { expected: difference.expected, actual: difference.actual },
      difference,
    },
  ];
}

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
