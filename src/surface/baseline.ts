import { cloneJson, deepFreeze } from '../json/clone.js';
import type { ToolDescriptor } from '../model/index.js';

/** The expectation: an independent, deep, frozen copy of the projection, taken before any hook runs. */
export type Baseline = readonly ToolDescriptor[];

export const takeBaseline = (tools: readonly ToolDescriptor[]): Baseline =>
  deepFreeze(tools.map((tool) => cloneJson(tool)));

/** Owner narrowing keeps the baseline's order and descriptors; only owner-admitted names stay. */
export const narrowBaseline = (baseline: Baseline, admittedNames: ReadonlySet<string>): Baseline =>
  Object.freeze(baseline.filter((tool) => admittedNames.has(tool.name)));
