import { isDeepStrictEqual } from 'node:util';
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
  expectThat(difference !== undefined, 'a parity rejection carries no difference');
  const steps = parsePath(difference.path);
  expectThat(steps !== undefined, `the difference path ${JSON.stringify(difference.path)} does not parse`, {
    difference,
  });
  const [first, second] = steps;
  expectThat(first !== undefined && 'index' in first, `the path ${difference.path} does not start at a tool`, {
    difference,
  });
  const tool = first.index;
  expectThat(difference.toolIndex === tool, `toolIndex ${difference.toolIndex} but the path is at tool ${tool}`, {
    difference,
  });
  expectThat(
    isDeepStrictEqual(expected.slice(0, tool), actual.slice(0, tool)),
    `the difference is at tool ${tool}, but an earlier tool already differs`,
    { difference },
  );
  const field = second === undefined ? 'tool' : 'key' in second && FIELDS.includes(second.key) ? second.key : 'other';
  expectThat(difference.field === field, `field ${difference.field} but the path ${difference.path} names ${field}`, {
    difference,
  });
  for (let depth = 1; depth < steps.length; depth++) {
    const e = resolvePath(expected, steps.slice(0, depth));
    const a = resolvePath(actual, steps.slice(0, depth));
    expectThat(
      e !== ABSENT && a !== ABSENT && jsonKind(e) === jsonKind(a),
      `above ${difference.path} the lists already part (a missing node or a change of JSON kind)`,
      { difference, at: depth },
    );
  }
  const want = resolvePath(expected, steps);
  const got = resolvePath(actual, steps);
  expectThat(!isDeepStrictEqual(want, got), `the lists agree at ${difference.path}: no difference there`, {
    difference,
  });
  expectThat(isDeepStrictEqual(difference.expected, want), `expected at ${difference.path} misreported`, {
    reported: difference.expected,
    found: want,
  });
  expectThat(isDeepStrictEqual(difference.actual, got), `actual at ${difference.path} misreported`, {
    reported: difference.actual,
    found: got,
  });
}
