import fc from 'fast-check';
import type { PropertyDefinition } from './property.js';

/**
 * The value fast-check generates at `seed` and `path`, generated and nothing run. Given a shrink path
 * (one with a ':'), fast-check's own replay goes on after that value through every later sibling until
 * one fails: a case that passes now would then run thousands of other cases, and a failure would belong
 * to another value than the one asked for.
 */
export function valueAtPath<T>(property: PropertyDefinition<T>, seed: number, path: string): T {
  let found: { value: T } | undefined;
  fc.check(
    fc.property(property.arbitrary, (value) => {
      found = { value };
      throw new fc.PreconditionFailure(true);
    }),
    { seed, path, numRuns: 1 },
  );
  if (found === undefined) throw new Error(`no case at seed ${seed} path ${path}`);
  return found.value;
}
