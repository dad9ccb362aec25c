import { isDeepStrictEqual } from 'node:util';
import type { Finding } from '../../src/harness/judge/index.js';
import { expectThat } from '../../src/harness/property.js';
import type { ParityDifference, ToolDescriptor } from '../../src/reference/model/index.js';
import { ABSENT, jsonKind, parsePath, resolvePath } from './resolve-path.js';

const FIELDS = ['name', 'description', 'inputSchema', 'annotations'];

/**
 * Asserts that a reported difference is true of the two lists the check compared (A34-SPEC §6: tool
 * index, field, JSON path, expected vs actual): the path names a place where they part, above it they
 * agree in kind, the tools before it are equal, and the values and field are the ones found there.
 */
export function expectTrueDifference(
  difference: ParityDifference | undefined,
  expected: readonly ToolDescriptor[],
  actual: readonly unknown[],
): void {
  expectThat(difference !== undefined, { code: 'reason', message: 'a parity rejection carries no difference' });
  // Every other broken promise below is about this reported difference: the finding carries it.
  const wrong = (message: string): Finding => ({ code: 'reason', message, difference });
  const steps = parsePath(difference.path);
  expectThat(steps !== undefined, wrong(`the difference path ${JSON.stringify(difference.path)} does not parse`));
  const [first, second] = steps;
  expectThat(first !== undefined && 'index' in first, wrong(`the path ${difference.path} does not start at a tool`));
  const tool = first.index;
  expectThat(difference.toolIndex === tool, wrong(`toolIndex ${difference.toolIndex} but the path is at tool ${tool}`));
  expectThat(
    isDeepStrictEqual(expected.slice(0, tool), actual.slice(0, tool)),
    wrong(`the difference is at tool ${tool}, but an earlier tool already differs`),
  );
  const field = second === undefined ? 'tool' : 'key' in second && FIELDS.includes(second.key) ? second.key : 'other';
  expectThat(
    difference.field === field,
    wrong(`field ${difference.field} but the path ${difference.path} names ${field}`),
  );
  for (let depth = 1; depth < steps.length; depth++) {
    const e = resolvePath(expected, steps.slice(0, depth));
    const a = resolvePath(actual, steps.slice(0, depth));
    expectThat(
      e !== ABSENT && a !== ABSENT && jsonKind(e) === jsonKind(a),
      wrong(`above ${difference.path} the lists already part (a missing node or a change of JSON kind)`),
    );
  }
  const want = resolvePath(expected, steps);
  const got = resolvePath(actual, steps);
  expectThat(!isDeepStrictEqual(want, got), wrong(`the lists agree at ${difference.path}: no difference there`));
  expectThat(isDeepStrictEqual(difference.expected, want), wrong(`expected at ${difference.path} misreported`));
  expectThat(isDeepStrictEqual(difference.actual, got), wrong(`actual at ${difference.path} misreported`));
}
