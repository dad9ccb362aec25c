import type { A34Adapter, A34System } from '../../../src/harness/adapter.js';
import { referenceAdapter } from '../../../src/harness/pipeline-adapter.js';

/** The reference with some methods replaced: each hostile adapter attacks one way and is otherwise correct. */
export function hostile(name: string, override: (real: A34System) => Partial<A34System>): A34Adapter {
  return {
    name,
    createSystem() {
      const real = referenceAdapter.createSystem();
      return { ...real, ...override(real) };
    },
  };
}

/** Counts calls across systems of one worker, so an attack can wait until the run is well under way. */
export function counter(): () => number {
  let n = 0;
  return () => ++n;
}
