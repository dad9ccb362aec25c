import fc from 'fast-check';
import { targetPick } from '../../generators/_internals/variant-picks.js';
import { reverseKeysDeep } from '../../src/harness/mutations/aliasing-identity.js';
import type { Mutation, Scenario } from '../../src/harness/scenario.js';
import type { ToolDescriptor } from '../../src/reference/model/index.js';
import type { HookStage } from '../../src/reference/pipeline/hooks.js';

/**
 * A type change and a description change to one schema node, in either order, at one stage: which of the two
 * differences is "first" is then decided by the order keys are walked in, never by the lists' logical content.
 * (A leaf lists `type` first and `description` last, so the two orders part whenever the node has both.)
 */
export const sameNodePair = (stages: readonly HookStage[]): fc.Arbitrary<Mutation[]> =>
  fc
    .record({
      kind: fc.constantFrom('schema' as const, 'schema-in-place' as const),
      variants: fc.constantFrom(['type', 'nested-description'], ['nested-description', 'type']),
      stage: fc.constantFrom(...stages),
      target: targetPick,
      pick: fc.nat({ max: 1_000 }),
    })
    .map(({ variants, ...rest }) => variants.map((variant) => ({ ...rest, variant })));

const reversed = (tool: ToolDescriptor): ToolDescriptor => reverseKeysDeep(tool) as ToolDescriptor;

/** The same scenario with every owner descriptor's keys in reverse order: the same logical lists (A34-SPEC §5). */
export function keyReversed(s: Scenario): Scenario {
  const { registry, nativeControls } = s.facts;
  return {
    ...s,
    facts: {
      ...s.facts,
      registry: { ...registry, connections: registry.connections.map((c) => ({ ...c, tools: c.tools.map(reversed) })) },
      nativeControls: nativeControls.map((control) => ({ ...control, descriptor: reversed(control.descriptor) })),
    },
  };
}
