import { isDeepStrictEqual } from 'node:util';
import { type Finding, sideText, UNREADABLE } from '../../src/harness/judge/index.js';
import { expectThat } from '../../src/harness/property.js';
import type { ParityDifference, ToolDescriptor } from '../../src/reference/model/index.js';
import { jsonPath } from '../../src/harness/json-path.js';
import { ABSENT, jsonKind, type PathStep, parsePath, resolvePath } from './resolve-path.js';

const FIELDS = ['name', 'description', 'inputSchema', 'annotations'];

/**
 * Asserts that a reported difference is true of the two lists the check compared (A34-SPEC §6: tool
 * index, field, JSON path, expected vs actual): the path names a place where they part, above it they
 * agree in kind, the tools before it are equal, and the values and field are the ones found there.
 */
export function expectTrueDifference(
  reported: ParityDifference | undefined,
  expected: readonly ToolDescriptor[],
  actual: readonly unknown[],
): void {
  const { difference, steps, wrong } = parsedDifference(reported, 'a parity rejection');
  if (!Array.isArray(actual)) {
    // The request holds no list at all: the difference is the list itself, in no tool.
    expectThat(steps.length === 0, wrong(`the request holds no list, but the difference is at ${difference.path}`));
    expectThat(
      difference.toolIndex === -1,
      wrong(`the request holds no list, but tool ${difference.toolIndex} is named`),
    );
    expectNoList(difference, wrong, 'list', expected, actual);
    return;
  }
  const [first, second] = steps;
  expectThat(first !== undefined && 'index' in first, wrong(`the path ${difference.path} does not start at a tool`));
  const tool = first.index;
  expectThat(difference.toolIndex === tool, wrong(`toolIndex ${difference.toolIndex} but the path is at tool ${tool}`));
  const field = second === undefined ? 'tool' : 'key' in second && FIELDS.includes(second.key) ? second.key : 'other';
  expectThat(
    difference.field === field,
    wrong(`field ${difference.field} but the path ${difference.path} names ${field}`),
  );
  expectFoundAt(steps, expected, actual, difference, wrong, 'tool');
}

/**
 * A list that is no list (docs/adapter.md, "How the judge reads your results"): the request side is what the slot holds, when that is a
 * JSON value (`null`, say), or `<unreadable>`; the expected side is the expected list, or `<absent>` (nothing compared).
 */
function expectNoList(
  difference: ParityDifference,
  wrong: (message: string) => Finding,
  what: string,
  expected: readonly unknown[],
  held: unknown,
): void {
  const actualTrue = difference.actual === UNREADABLE || isDeepStrictEqual(difference.actual, held);
  const expectedTrue = difference.expected === ABSENT || isDeepStrictEqual(difference.expected, expected);
  expectThat(
    actualTrue && expectedTrue,
    wrong(
      `the ${what} is no list (it holds ${sideText(held)}), but the difference says expected ${sideText(difference.expected)}, actual ${sideText(difference.actual)}`,
    ),
  );
}

/** The reported difference exists and its path parses; every finding after this one carries it. */
function parsedDifference(
  difference: ParityDifference | undefined,
  rejection: string,
): { readonly difference: ParityDifference; readonly steps: PathStep[]; readonly wrong: (message: string) => Finding } {
  expectThat(difference !== undefined, { code: 'reason', message: `${rejection} carries no difference` });
  const wrong = (message: string): Finding => ({
    code: 'reason',
    layer: 'parity',
    message,
    difference,
    returned: { outcome: 'rejected', difference },
  });
  const steps = parsePath(difference.path);
  expectThat(steps !== undefined, wrong(`the difference path ${JSON.stringify(difference.path)} does not parse`));
  return { difference, steps, wrong };
}

/**
 * Below the list's own step: the items before the one `steps` starts at are equal, the lists part exactly
 * at `steps`, and expected and actual are the values found there (none to check for the whole list).
 */
function expectFoundAt(
  steps: readonly PathStep[],
  expected: readonly unknown[],
  actual: readonly unknown[],
  difference: ParityDifference,
  wrong: (message: string) => Finding,
  item: 'tool' | 'line',
): void {
  const [first] = steps;
  if (first !== undefined && 'index' in first) {
    const earlier = expected.findIndex((e, i) => i < first.index && !isDeepStrictEqual(e, actual[i]));
    expectThat(
      earlier === -1 && isDeepStrictEqual(expected.slice(0, first.index), actual.slice(0, first.index)),
      wrong(
        `the difference is at ${item} ${first.index}, but ${item} ${earlier === -1 ? 'count' : earlier} already differs: the first difference is there`,
      ),
    );
  }
  expectPartingAt(steps, 1, expected, actual, wrong, difference.path);
  if (steps.length === 0) return;
  for (const [side, list] of [
    ['expected', expected],
    ['actual', actual],
  ] as const) {
    const found = resolvePath(list, steps);
    expectThat(
      isDeepStrictEqual(difference[side], found),
      wrong(
        `the difference says ${side} ${sideText(difference[side])} at ${difference.path}, but the ${side === 'expected' ? 'expectation' : 'request'} holds ${sideText(found)} there`,
      ),
    );
  }
}

/** The lists agree in kind down to `steps` (from step `from` on) and part exactly there. */
function expectPartingAt(
  steps: readonly PathStep[],
  from: number,
  expected: unknown,
  actual: unknown,
  wrong: (message: string) => Finding,
  path: string,
): void {
  for (let depth = from; depth < steps.length; depth++) {
    const e = resolvePath(expected, steps.slice(0, depth));
    const a = resolvePath(actual, steps.slice(0, depth));
    expectThat(
      e !== ABSENT && a !== ABSENT && jsonKind(e) === jsonKind(a),
      wrong(
        `above ${path} the lists already part at ${jsonPath(steps.slice(0, depth).map((x) => ('index' in x ? x.index : x.key)))} (expectation ${sideText(e)}, request ${sideText(a)}): the difference belongs there`,
      ),
    );
  }
  const both = resolvePath(expected, steps);
  expectThat(
    !isDeepStrictEqual(both, resolvePath(actual, steps)),
    wrong(`the difference names ${path}, but both lists hold ${sideText(both)} there: no difference there`),
  );
}

/**
 * The same for a rejection of the Entry summary (A34-SPEC §4: held to the same rule as the tool list): the
 * path parses as `$.entrySummary…`, names no tool (index -1) and field `entrySummary`, the lines before it
 * are equal, and expected and actual are the lines found there.
 */
export function expectTrueSummaryDifference(
  reported: ParityDifference | undefined,
  expected: readonly string[],
  actual: readonly unknown[],
): void {
  const { difference, steps, wrong } = parsedDifference(reported, 'a summary rejection');
  const [first, ...inLines] = steps;
  expectThat(
    first !== undefined && 'key' in first && first.key === 'entrySummary',
    wrong(`the path ${difference.path} does not start at the summary`),
  );
  expectThat(difference.toolIndex === -1, wrong(`a summary difference names tool ${difference.toolIndex}`));
  expectThat(difference.field === 'entrySummary', wrong(`field ${difference.field} for a summary difference`));
  if (!Array.isArray(actual)) {
    expectThat(inLines.length === 0, wrong(`the summary is no list, but the difference is at ${difference.path}`));
    expectNoList(difference, wrong, 'summary', expected, actual);
    return;
  }
  expectFoundAt(inLines, expected, actual, difference, wrong, 'line');
}
