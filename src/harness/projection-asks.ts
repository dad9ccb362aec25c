import type { AdmissionFacts } from '../reference/model/index.js';
import type { ProjectionResult } from '../reference/surface/projection.js';

/**
 * An oracle written as steps: it yields each set of facts whose projection it needs and is resumed with the system's
 * answer. Order is the system's own, so the oracle cannot compute a projection itself; as steps it pauses where it
 * asks, where a synchronous oracle against an asynchronous system had to start again from the top for each answer.
 */
export type ProjectionAsks<T> = Generator<AdmissionFacts, T, ProjectionResult>;

/** One question: the system's projection of `facts`. */
export function* projectionOf(facts: AdmissionFacts): ProjectionAsks<ProjectionResult> {
  return yield facts;
}

/** Runs the steps against a projector that answers at once (the reference in this thread, a test's stub). */
export function answered<T>(steps: ProjectionAsks<T>, project: (facts: AdmissionFacts) => ProjectionResult): T {
  let step = steps.next();
  while (step.done !== true) step = steps.next(project(step.value));
  return step.value;
}
