import type { AdmissionFacts } from '../../reference/model/index.js';
import type { ProjectionResult } from '../../reference/surface/projection.js';
import type { SystemUnderTest } from '../system-under-test.js';

/** Asked of the projector before the system answered; the oracle is run again once it has. */
class NotYetProjected extends Error {
  constructor(readonly facts: AdmissionFacts) {
    super('not yet projected');
  }
}

/** Most distinct projections one oracle may ask for; the oracles ask two or three. */
const MAX_PROJECTIONS = 16;

/**
 * Runs a synchronous oracle that asks the system's own projection (order is the system's choice)
 * against an asynchronous system: each projection it asks for is fetched once, and the oracle rerun.
 */
export async function withProjections<T>(
  system: SystemUnderTest,
  oracle: (project: (facts: AdmissionFacts) => ProjectionResult) => T,
): Promise<T> {
  const known = new Map<string, ProjectionResult>();
  const project = (facts: AdmissionFacts): ProjectionResult => {
    const answer = known.get(JSON.stringify(facts));
    if (answer === undefined) throw new NotYetProjected(facts);
    return answer;
  };
  for (;;) {
    try {
      return oracle(project);
    } catch (error) {
      if (!(error instanceof NotYetProjected) || known.size >= MAX_PROJECTIONS) throw error;
      // Copied: the oracle must not see a later in-place change by a faulty system.
      known.set(JSON.stringify(error.facts), structuredClone(await system.project(error.facts)));
    }
  }
}
