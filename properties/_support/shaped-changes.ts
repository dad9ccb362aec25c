import fc from 'fast-check';
import { mutation } from '../../generators/index.js';
import { targetPick } from '../../generators/_internals/variant-picks.js';
import { FROM_END } from '../../src/harness/mutations/tool-access.js';
import type { Mutation } from '../../src/harness/scenario.js';
import { HOOK_STAGES } from '../../src/reference/pipeline/hooks.js';

/**
 * Changes whose first difference is reported in a shape of its own: the list one shorter or one longer at its end
 * (no tool differs), a descriptor field gone, a tool that is no object, a property gone inside a schema, a node of another JSON kind, an array one
 * value longer.
 */
const SHAPED: readonly Pick<Mutation, 'kind' | 'variant'>[] = [
  { kind: 'delete', variant: 'remove' },
  // Its mirror: a tool appended, the list one longer at its end.
  { kind: 'add', variant: 'unknown' },
  // A descriptor field gone: the tool one key shorter (its description, schema or annotations).
  { kind: 'delete', variant: 'field-removed' },
  // Twice: five kinds of non-object (null, an array, a string, a number, a boolean) share its draws.
  { kind: 'delete', variant: 'not-an-object' },
  { kind: 'delete', variant: 'not-an-object' },
  { kind: 'schema', variant: 'property-removed' },
  { kind: 'schema', variant: 'kind-change' },
  { kind: 'schema-in-place', variant: 'kind-change' },
  // An allowed value appended (or, at odd picks, swapped): the changed array outgrows the baseline's.
  { kind: 'schema', variant: 'enum' },
];

/**
 * Changes a loose comparison takes for no change, each alone in its request: with an even pick, a kind change
 * swaps a value for its look-alike (`0`, `false` or `null` for `{}`, `{}` for `[]`, a scalar for its `==` twin:
 * `1`/`"1"`, `true`/`1`, `0`/`""`/`false`), an `enum` grows by one, and a `type` moves between `integer` and `number`.
 */
const LOOSE_MISSES: readonly Pick<Mutation, 'kind' | 'variant'>[] = [
  // Kind changes twice: their five look-alike classes share these draws, where one `enum` append is one shape.
  { kind: 'schema', variant: 'kind-change' },
  { kind: 'schema-in-place', variant: 'kind-change' },
  { kind: 'schema', variant: 'kind-change' },
  { kind: 'schema-in-place', variant: 'kind-change' },
  { kind: 'schema', variant: 'enum' },
  { kind: 'schema-in-place', variant: 'enum' },
  { kind: 'schema', variant: 'close-type' },
  { kind: 'schema-in-place', variant: 'close-type' },
];

const shapedFrom = (
  changes: readonly Pick<Mutation, 'kind' | 'variant'>[],
  evenPick: boolean,
): fc.Arbitrary<Mutation> =>
  fc
    .record({
      change: fc.constantFrom(...changes),
      stage: fc.constantFrom(...HOOK_STAGES),
      target: targetPick,
      pick: fc.nat({ max: 1_000 }).map((pick) => (evenPick ? pick - (pick % 2) : pick)),
    })
    // A removal strikes the last tool (one anywhere else is reported as the next tool's renaming), an addition
    // goes after it.
    .map(({ change, target, ...rest }) => ({
      ...change,
      ...rest,
      target: change.variant === 'remove' || change.kind === 'add' ? FROM_END : target,
    }));

const shaped = shapedFrom(SHAPED, false);

/**
 * Half the draws as `mutation(weights)`, half one of the shaped changes above: each is then the deciding
 * change in about one case in ten, where uniform kinds and variants reach one in fifty or fewer.
 */
export const withShapedChanges = (weights: Parameters<typeof mutation>[0]): fc.Arbitrary<Mutation> =>
  fc.oneof(mutation(weights), shaped);

/** Half the draws a loose comparison's miss (see LOOSE_MISSES), a quarter shaped, a quarter `mutation()`. */
export const looseMissOrShaped: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: shapedFrom(LOOSE_MISSES, true) },
  { weight: 1, arbitrary: shaped },
  { weight: 1, arbitrary: mutation() },
);
