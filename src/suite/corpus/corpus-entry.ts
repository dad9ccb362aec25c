import { z } from 'zod';

/** The corpus file format this harness writes and reads; any other version is an input error. */
export const CORPUS_VERSION = 1;

/** One saved counterexample: enough to replay a property failure on the next run, by value or by seed and path. */
export const CorpusEntrySchema = z
  .object({
    version: z.literal(CORPUS_VERSION),
    propertyId: z.string().min(1),
    adapter: z.string().min(1),
    seed: z.number().int(),
    path: z.string().min(1),
    fastCheckVersion: z.string().min(1),
    savedAt: z.iso.datetime(),
    /** `value`: `value` is the exact counterexample; `path`: it is only a picture, replay regenerates it from seed and path. */
    replay: z.enum(['value', 'path']).default('value'),
    value: z.unknown(),
  })
  .strict();

/** A validated corpus entry. */
export type CorpusEntry = z.infer<typeof CorpusEntrySchema>;
