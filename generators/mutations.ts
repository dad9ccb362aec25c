import fc from 'fast-check';
import type { Mutation } from '../src/harness/scenario.js';
import { mutation } from './mutation.js';

export interface MutationsConstraints {
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Each mutation (default `mutation()`: every kind alike). */
  readonly item?: fc.Arbitrary<Mutation>;
}

/** Several mutations for one request (default 1 to 4), possibly at the same stage. */
export function mutations(constraints: MutationsConstraints = {}): fc.Arbitrary<Mutation[]> {
  const { minLength = 1, maxLength = 4, item = mutation() } = constraints;
  return fc.array(item, { minLength, maxLength });
}
