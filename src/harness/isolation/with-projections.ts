import type { AdmissionFacts } from '../../reference/model/index.js';
import type { ProjectionResult } from '../../reference/surface/projection.js';
import type { ProjectionAsks } from '../projection-asks.js';
import { sameJsonText } from '../same-json-text.js';
import type { SystemUnderTest } from '../system-under-test.js';

/** Most distinct projections one oracle may ask for; the oracles ask two or three. */
const MAX_PROJECTIONS = 16;

/**
 * Answers an oracle's steps (`ProjectionAsks`) from an asynchronous system: each distinct set of facts it asks about
 * is projected by the system once, in the order the oracle first asks, and the oracle resumes where it paused.
 */
export async function withProjections<T>(system: SystemUnderTest, steps: ProjectionAsks<T>): Promise<T> {
  // The oracle asks again for the same facts, or for copies that share their big fields (the registry). Facts are the
  // same question when they write the same JSON; comparing them so touches only where they differ (issue 35), where
  // writing each as JSON walked all of it. Isolated systems get copies; an in-process one that wrote to the facts it
  // is asked about would corrupt the oracle's own scenario either way.
  const known: { readonly facts: AdmissionFacts; readonly answer: ProjectionResult }[] = [];
  let step = steps.next();
  while (step.done !== true) {
    const facts = step.value;
    let answer = known.find((k) => sameJsonText(k.facts, facts))?.answer;
    if (answer === undefined) {
      if (known.length >= MAX_PROJECTIONS)
        throw new Error(`the oracle asked for more than ${MAX_PROJECTIONS} projections`);
      // Copied: the oracle must not see a later in-place change by a faulty system.
      answer = structuredClone(await system.project(facts));
      known.push({ facts, answer });
    }
    step = steps.next(answer);
  }
  return step.value;
}
