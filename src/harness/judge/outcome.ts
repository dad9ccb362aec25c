import type { RequestOutcome } from '../../reference/pipeline/run-request.js';
import { outcomeText, short, subject } from './describe.js';
import type { Expectation, JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';
import { lieSideFindings } from './lie-sides.js';
import { JSON_VALUED_KINDS } from '../lies/lie.js';
import { jsonPath, parsePath, type PathStep } from '../json-path.js';
import { stepsWithin } from './on-one-branch.js';

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
  // Every place the lie made wrong is a first difference (a hole and the key hiding it): any of them may be reported.
  const places = [lieAt, ...(observation.probe?.alsoAt ?? [])];
  if (places.some((place) => onLie(at, place, part)))
    return expected.lie !== undefined && JSON_VALUED_KINDS.includes(expected.lie.kind)
      ? []
      : lieSideFindings(
          difference,
          part === 'summary' ? at.slice(SUMMARY_STEPS.length) : at,
          comparedList(expected, part),
        );
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

/** On the lie's branch, in its part, and not above the tool that holds it: a lie inside a tool is never the whole list's. */
function onLie(at: readonly PathStep[], lieAt: string, part: 'summary' | 'tools'): boolean {
  const lieSteps = parsePath(lieAt);
  if (lieSteps === undefined) return false;
  const lieTool = toolOf(lieSteps);
  return (
    (stepsWithin(at, lieSteps) || stepsWithin(lieSteps, at)) &&
    partOf(at) === part &&
    (lieTool === -1 || toolOf(at) === lieTool)
  );
}

/** The list the deciding check compared the request with, in the lie's part, when the oracle knows it. */
const comparedList = (expected: Expectation, part: 'summary' | 'tools'): readonly unknown[] | undefined => {
  const lists =
    expected.outcome === 'rejected' && expected.stage !== 'capacity' && expected.stage !== 'preparation'
      ? expected.checkedWith?.[expected.stage]
      : undefined;
  return part === 'summary' ? lists?.lines : lists?.tools;
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
