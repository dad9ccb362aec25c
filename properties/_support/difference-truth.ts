import { isDeepStrictEqual } from 'node:util';
import { type Finding, UNREADABLE } from '../../src/harness/judge/index.js';
import { expectThat } from '../../src/harness/property.js';
import type { ParityDifference, ToolDescriptor } from '../../src/reference/model/index.js';
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
    expectUnreadable(difference, wrong, 'list');
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

/** A list that is no list cannot be read as one: nothing was compared (docs/properties.md, "Differences"). */
function expectUnreadable(difference: ParityDifference, wrong: (message: string) => Finding, what: string): void {
  expectThat(
    difference.actual === UNREADABLE && difference.expected === ABSENT,
    wrong(
      `the ${what} is no list, but the difference says expected ${String(difference.expected)}, actual ${String(difference.actual)}`,
    ),
  );
}

/** The reported difference exists and its path parses; every finding after this one carries it. */
function parsedDifference(
  difference: ParityDifference | undefined,
  rejection: string,
): { readonly difference: ParityDifference; readonly steps: PathStep[]; readonly wrong: (message: string) => Finding } {
  expectThat(difference !== undefined, { code: 'reason', message: `${rejection} carries no difference` });
  const wrong = (message: string): Finding => ({ code: 'reason', message, difference });
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
  if (first !== undefined && 'index' in first)
    expectThat(
      isDeepStrictEqual(expected.slice(0, first.index), actual.slice(0, first.index)),
      wrong(`the difference is at ${item} ${first.index}, but an earlier ${item} already differs`),
    );
  expectPartingAt(steps, 1, expected, actual, wrong, difference.path);
  if (steps.length === 0) return;
  expectThat(
    isDeepStrictEqual(difference.expected, resolvePath(expected, steps)),
    wrong(`expected at ${difference.path} misreported`),
  );
  expectThat(
    isDeepStrictEqual(difference.actual, resolvePath(actual, steps)),
    wrong(`actual at ${difference.path} misreported`),
  );
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
      wrong(`above ${path} the lists already part (a missing node or a change of JSON kind)`),
    );
  }
  expectThat(
    !isDeepStrictEqual(resolvePath(expected, steps), resolvePath(actual, steps)),
    wrong(`the lists agree at ${path}: no difference there`),
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
    expectUnreadable(difference, wrong, 'summary');
    return;
  }
  expectFoundAt(inLines, expected, actual, difference, wrong, 'line');
}
