import type { AdmissionFacts } from '../../reference/model/index.js';
import type { ProjectionResult } from '../../reference/surface/projection.js';
import type { ProjectionAsks } from '../projection-asks.js';
import type { SystemUnderTest } from '../system-under-test.js';

/** Most distinct projections one oracle may ask for; the oracles ask two or three. */
const MAX_PROJECTIONS = 16;

/**
 * Answers an oracle's steps (`ProjectionAsks`) from an asynchronous system: each distinct set of facts it asks about
 * is projected by the system once, in the order the oracle first asks, and the oracle resumes where it paused.
 */
export async function withProjections<T>(system: SystemUnderTest, steps: ProjectionAsks<T>): Promise<T> {
  const known = new Map<string, ProjectionResult>();
  // The oracle asks again for the same facts, or for copies that share their big fields (the registry): the JSON of
  // each object is made once per oracle (issue 17). Isolated systems get copies; an in-process
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
  let step = steps.next();
  while (step.done !== true) {
    const key = keyOf(step.value);
    let answer = known.get(key);
    if (answer === undefined) {
      if (known.size >= MAX_PROJECTIONS)
        throw new Error(`the oracle asked for more than ${MAX_PROJECTIONS} projections`);
      // Copied: the oracle must not see a later in-place change by a faulty system.
      answer = structuredClone(await system.project(step.value));
      known.set(key, answer);
    }
    step = steps.next(answer);
  }
  return step.value;
}
