import fc from 'fast-check';
import { scenario } from '../../generators/index.js';
import type { HookStage } from '../../src/pipeline/hooks.js';
import type { Mutation, Scenario } from '../../src/harness/scenario.js';

/** Scenarios whose mutations all strike at one of `stages`, with no injected faults. */
export function scenarioAt(stages: readonly HookStage[], options: { kinds?: readonly Mutation['kind'][]; via?: Mutation['via'] } = {}): fc.Arbitrary<Scenario> {
  return fc.tuple(scenario(), fc.nat()).map(([s, pick]) => ({
    ...s,
    faults: { providerFails: false },
    mutations: s.mutations
      .filter((m) => options.kinds === undefined || options.kinds.includes(m.kind))
      .map((m, i) => ({ ...m, stage: stages[(pick + i) % stages.length] as HookStage, ...(options.via ? { via: options.via } : {}) })),
  }));
}

export const LATER_STAGES: readonly HookStage[] = ['context_fitting', 'evidence_assembly', 'publication_context', 'async_preparation', 'pre_dispatch'];
export const NON_IDENTITY: readonly Mutation['kind'][] = ['add', 'delete', 'rename', 'reorder', 'describe', 'schema', 'schema-in-place', 'aliasing'];
