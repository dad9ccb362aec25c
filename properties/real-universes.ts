import fc from 'fast-check';
import { realAdmissionFacts, realScenario } from '../generators/index.js';
import { defineProperty } from '../src/harness/property.js';
import type { Mutation, Scenario } from '../src/harness/scenario.js';
import type { HookStage } from '../src/reference/pipeline/hooks.js';
import { checkContractOutcome } from './_support/outcome.js';
import { expectOrderIndependent } from './_support/permute.js';
import { LATER_STAGES, NON_IDENTITY } from './_support/scenarios.js';

/**
 * Real scenarios with at most one change, of a non-identity kind, at one of `stages`, by a hook or by
 * the runtime's own assembly step (then no hook is installed), and no faults: no other change can mask it.
 */
function realScenarioAt(stages: readonly HookStage[], kinds: readonly Mutation['kind'][]): fc.Arbitrary<Scenario> {
  // The cloneable scenario last: fast-check 4.11's tuple shrink clones drop entries after the last cloneable one.
  return fc.tuple(fc.nat(), fc.boolean(), realScenario({ maxMutations: 1 })).map(([pick, assembly, s]) => ({
    ...s,
    faults: { providerFails: false },
    mutations: s.mutations
      .filter((m) => kinds.includes(m.kind))
      .map((m, i) => ({
        ...m,
        stage: stages[(pick + i) % stages.length] as HookStage,
        ...(assembly ? { via: 'assembly' as const } : {}),
      })),
  }));
}

export const realOutcomeMatchesContract = defineProperty({
  id: 'real.outcome-matches-contract',
  area: 'parity',
  rule: 'A34-SPEC §5 on tools harvested from real MCP servers',
  title:
    'on real MCP tool universes, every request is rejected where the contract says, or dispatched exactly as checked',
  arbitrary: realScenario(),
  check: checkContractOutcome,
  kills: ['names-only', 'ignores-nested-schema', 'early-only', 'final-only', 'seal-as-expectation'],
});

export const realLaterRejectedFinal = defineProperty({
  id: 'real.later-rejected-final',
  area: 'parity',
  rule: 'A34-SPEC §5 final parity, on real MCP tools',
  title:
    'on real MCP tool universes, every non-identity change after early parity, by a hook or an assembly step, is rejected by final parity',
  arbitrary: realScenarioAt(LATER_STAGES, NON_IDENTITY),
  check: checkContractOutcome,
  kills: [
    'early-only',
    'final-only-with-hooks',
    'ignores-nested-schema',
    'ignores-descriptions',
    'names-only',
    'set-compare',
    'ignores-order',
    'shallow-baseline',
  ],
});

export const realProjectionOrderIndependent = defineProperty({
  id: 'real.projection-order-independent',
  area: 'projection',
  rule: 'A34-SPEC §4: a stable total order that depends only on the admitted set',
  title: 'on real MCP tool universes, permuting registry listings, grants, skills and facts never changes the surface',
  arbitrary: fc.record({ seed: fc.integer(), facts: realAdmissionFacts() }),
  async check(system, { facts, seed }) {
    await expectOrderIndependent(
      system,
      facts,
      seed,
      'the surface of real MCP tools depends on the order of the inputs',
    );
  },
  kills: ['registry-order', 'one-tool-per-route'],
});
