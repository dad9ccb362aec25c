import fc from 'fast-check';
import type { PropertyDefinition } from '../../harness/property.js';
import { LyingScenarioSchema } from '../../harness/lies/index.js';
import { ScenarioSchema } from '../../harness/scenario.js';
import { AdmissionFactsSchema } from '../../reference/model/index.js';
import type { CorpusEntry } from './corpus-entry.js';
import { jsonPath, type InputIssue } from './input-issue.js';

/** Shapes a property may draw, most specific first: a saved value must have the shape its property's draws have. */
const VALUE_SHAPES = [
  ['a Scenario', ScenarioSchema],
  ['a lying Scenario', LyingScenarioSchema],
  ['AdmissionFacts', AdmissionFactsSchema],
] as const;

type Shape = (typeof VALUE_SHAPES)[number] | undefined;
const shapes = new Map<string, Shape>();

/** The shape `property` draws, from one sample (cached): undefined when it draws none of the known shapes. */
function shapeOf(property: PropertyDefinition<never>): Shape {
  if (!shapes.has(property.id)) {
    const [sample] = fc.sample(property.arbitrary as fc.Arbitrary<unknown>, { seed: 1, numRuns: 1 });
    shapes.set(
      property.id,
      VALUE_SHAPES.find(([, schema]) => schema.safeParse(sample).success),
    );
  }
  return shapes.get(property.id);
}

/**
 * Issues for a saved value whose shape is not the one `property` draws (a damaged or hand-edited file), by JSON
 * path: such a file is bad input, never replayed as a failure of a correct implementation.
 */
export function valueShapeIssues(property: PropertyDefinition<never>, entry: CorpusEntry, file: string): InputIssue[] {
  const shape = shapeOf(property);
  if (shape === undefined || entry.replay !== 'value') return [];
  const parsed = shape[1].safeParse(entry.value);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({
    file,
    path: jsonPath(i.path, '$.value'),
    message: `${i.message} (${entry.propertyId} draws ${shape[0]}; this value is not one)`,
  }));
}
