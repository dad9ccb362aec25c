import { isDeepStrictEqual } from 'node:util';
import type { JsonValue, ParityDifference } from '../../reference/model/index.js';
import type { PathStep } from '../json-path.js';
import { short } from './describe.js';
import type { Finding } from './finding.js';
import { ABSENT, UNREADABLE } from './markers.js';
import { resolvePath } from './resolve-path.js';

/** A side as JSON sees it: a prototype-free object equals a plain one (docs/adapter.md, "Honest data"). */
const sameJson = (a: unknown, b: unknown): boolean => isDeepStrictEqual(structuredClone(a), structuredClone(b));

/** Text of a reported side, `[]` and `""` included (String([]) prints nothing). */
export const sideText = (value: unknown): string => short(JSON.stringify(value) ?? String(value), 80);

/**
 * The two sides of a difference at a lie (docs/adapter.md, "Differences"): the request holds no JSON value there, so its
 * side is a marker (`<unreadable>`, or `<absent>` for a hole or hidden key), never a value; the expected side is what
 * the expectation holds at the path (when the oracle knows the list the check compared with) or `<absent>`.
 */
export function lieSideFindings(
  difference: ParityDifference,
  steps: readonly PathStep[],
  comparedWith: readonly unknown[] | undefined,
): Finding[] {
  const markedActual = difference.actual === UNREADABLE || difference.actual === ABSENT;
  const truth = comparedWith === undefined ? undefined : resolvePath(comparedWith, steps);
  const trueExpected =
    difference.expected === ABSENT || truth === undefined || (truth !== ABSENT && sameJson(difference.expected, truth));
  if (markedActual && trueExpected) return [];
  const said = `expected ${sideText(difference.expected)}, actual ${sideText(difference.actual)}`;
  return [
    {
      code: 'reason',
      message: markedActual
        ? `the lie at ${short(difference.path, 80)} is reported with ${said}, but the expectation holds ${sideText(truth)} there`
        : `the lie at ${short(difference.path, 80)} is reported as a value the request held (${said}); the request holds no JSON value there`,
      expected: {
        expected: truth === undefined || truth === ABSENT ? ABSENT : (structuredClone(truth) as JsonValue),
        actual: UNREADABLE,
      },
      actual: { expected: difference.expected, actual: difference.actual },
      difference,
    },
  ];
}
