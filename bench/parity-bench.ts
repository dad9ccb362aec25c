import { isDeepStrictEqual } from 'node:util';
import type { ToolDescriptor } from '../src/reference/model/index.js';
import { takeBaseline, type Baseline } from '../src/reference/surface/baseline.js';
import { BASELINE_CONTENDERS, PARITY_CONTENDERS } from './contenders.js';
import { toolList, withDeepestChanged } from './data.js';
import { measureGroup, type GroupResult, type MeasureOptions } from './measure.js';

export const PARITY_CASES = ['equal', 'differ-first', 'differ-last'] as const;
export type ParityCase = (typeof PARITY_CASES)[number];

export interface ParityGroup extends GroupResult {
  readonly tools: number;
  readonly case: ParityCase;
}
export interface BaselineGroup extends GroupResult {
  readonly tools: number;
}

/** The request's list for a case: a fresh unfrozen copy, as exposeTools gives the request. */
export function actualFor(tools: readonly ToolDescriptor[], kind: ParityCase): unknown[] {
  if (kind === 'equal') return structuredClone(tools) as unknown[];
  return withDeepestChanged(tools, kind === 'differ-first' ? 0 : tools.length - 1);
}

/** A contender that answers wrongly would be timed doing the wrong work: refuse to measure it. */
function assertVerdicts(expected: Baseline, actual: unknown[], kind: ParityCase): void {
  for (const c of PARITY_CONTENDERS) {
    if (c.run(expected, actual) !== (kind === 'equal'))
      throw new Error(`bench: ${c.name} judged a ${kind} list wrongly`);
  }
}

/** Parity contenders against one JSON.stringify of the actual list, per size and case. */
export async function benchParity(sizes: readonly number[], options: MeasureOptions): Promise<ParityGroup[]> {
  const groups: ParityGroup[] = [];
  for (const size of sizes) {
    const tools = toolList(size);
    const expected = takeBaseline(tools);
    for (const kind of PARITY_CASES) {
      const actual = actualFor(tools, kind);
      assertVerdicts(expected, actual, kind);
      const floor = { name: 'floor', fn: () => JSON.stringify(actual) };
      const result = await measureGroup(
        floor,
        PARITY_CONTENDERS.map((c) => ({ name: c.name, fn: () => c.run(expected, actual) })),
        options,
      );
      groups.push({ tools: size, case: kind, ...result });
    }
  }
  return groups;
}

/** Baseline copies against one JSON.stringify of the list, per size. */
export async function benchBaseline(sizes: readonly number[], options: MeasureOptions): Promise<BaselineGroup[]> {
  const groups: BaselineGroup[] = [];
  for (const size of sizes) {
    const tools = toolList(size);
    for (const c of BASELINE_CONTENDERS)
      if (!isDeepStrictEqual(c.copy(tools), tools)) throw new Error(`bench: ${c.name} does not copy`);
    const floor = { name: 'floor', fn: () => JSON.stringify(tools) };
    groups.push({
      tools: size,
      ...(await measureGroup(
        floor,
        BASELINE_CONTENDERS.map((c) => ({ name: c.name, fn: () => c.copy(tools) })),
        options,
      )),
    });
  }
  return groups;
}
