import { z } from 'zod';
import { FINDING_CODES, type Finding } from '../harness/judge/finding.js';
import { FINDING_LAYERS } from '../harness/judge/layer.js';
import { DIFFERENCE_FIELDS, JsonValueSchema, REJECTION_STAGES, type JsonValue } from '../reference/model/index.js';

/** A {@link ParityDifference} as the report stores it. */
export const ParityDifferenceSchema = z.object({
  toolIndex: z.number().int(),
  field: z.enum(DIFFERENCE_FIELDS),
  path: z.string(),
  expected: JsonValueSchema,
  actual: JsonValueSchema,
  reason: z.string(),
});

/**
 * The judge's {@link Finding} as the report stores it. Tool lists are plain JSON: the actual one came
 * from the implementation under test and need not be a valid descriptor list.
 */
export const FindingSchema = z.object({
  code: z.enum(FINDING_CODES),
  message: z.string(),
  call: z.string().optional(),
  expected: JsonValueSchema.optional(),
  actual: JsonValueSchema.optional(),
  difference: ParityDifferenceSchema.optional(),
  surfaces: z.object({ expected: z.array(JsonValueSchema), actual: z.array(JsonValueSchema) }).optional(),
  layer: z.enum(FINDING_LAYERS).optional(),
  /** What the implementation itself returned: the other side of every failure. */
  returned: z
    .object({
      outcome: z.enum(['dispatched', 'rejected', 'provider_failed']),
      stage: z.enum(REJECTION_STAGES).optional(),
      message: z.string().optional(),
      difference: ParityDifferenceSchema.optional(),
    })
    .optional(),
});

export type FindingReport = z.infer<typeof FindingSchema>;

/** A typed finding as report data: the same fields, tool lists as JSON. */
export function findingReport(finding: Finding): FindingReport {
  const { surfaces, difference, returned, ...rest } = finding;
  return {
    ...rest,
    ...(returned !== undefined
      ? {
          returned: {
            ...returned,
            ...(returned.difference !== undefined ? { difference: { ...returned.difference } } : {}),
          },
        }
      : {}),
    ...(difference !== undefined ? { difference: { ...difference } } : {}),
    ...(surfaces !== undefined
      ? {
          surfaces: {
            expected: surfaces.expected.map((t) => ({ ...t }) as JsonValue),
            actual: surfaces.actual.map((t) => ({ ...t }) as JsonValue),
          },
        }
      : {}),
  };
}
