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
  // Each rerun asks again, for the same facts or for copies that share their big fields (the registry):
  // the JSON of each object is made once per oracle (issue 17). Isolated systems get copies; an in-process
  // one that wrote to the facts it is asked about would corrupt the oracle's own scenario either way.
  const json = new WeakMap<object, string>();
  const jsonOf = (value: unknown): string | undefined => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    let text = json.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      json.set(value, text);
    }
    return text;
  };
  // The same text as JSON.stringify(facts), built from its fields' texts.
  const keyOf = (facts: AdmissionFacts): string => {
    let key = json.get(facts);
    if (key === undefined) {
      const fields: string[] = [];
      for (const [name, value] of Object.entries(facts)) {
        const text = jsonOf(value);
        if (text !== undefined) fields.push(`${JSON.stringify(name)}:${text}`);
      }
      key = `{${fields.join(',')}}`;
      json.set(facts, key);
    }
    return key;
  };
  const project = (facts: AdmissionFacts): ProjectionResult => {
    const answer = known.get(keyOf(facts));
    if (answer === undefined) throw new NotYetProjected(facts);
    return answer;
  };
  for (;;) {
    try {
      return oracle(project);
    } catch (error) {
      if (!(error instanceof NotYetProjected) || known.size >= MAX_PROJECTIONS) throw error;
      // Copied: the oracle must not see a later in-place change by a faulty system.
      known.set(keyOf(error.facts), structuredClone(await system.project(error.facts)));
    }
  }
}
