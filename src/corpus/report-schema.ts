import { z } from 'zod';
import { PropertyReportSchema, SuiteReportSchema } from '../reports/suite-report.js';

/** One saved counterexample replayed at the start of a run: a fixed failure stays as a passing regression example. */
export const CorpusReplayReportSchema = z.object({
  file: z.string(),
  status: z.enum(['passed', 'failed', 'flaky']),
  message: z.string().optional(),
});

/** A property report plus what only the harness knows: its corpus replays and whether a failure is bad adapter output. */
export const HarnessPropertyReportSchema = PropertyReportSchema.extend({
  corpus: z.array(CorpusReplayReportSchema).optional(),
  /** `adapter-result`: the adapter returned a result of the wrong shape, an input error rather than a contract verdict. */
  cause: z.enum(['contract', 'adapter-result']).optional(),
});

/** The suite report as this harness writes it: a superset of SuiteReportSchema, so every renderer reads it. */
export const HarnessSuiteReportSchema = SuiteReportSchema.extend({ properties: z.array(HarnessPropertyReportSchema) });

export type CorpusReplayReport = z.infer<typeof CorpusReplayReportSchema>;
export type HarnessPropertyReport = z.infer<typeof HarnessPropertyReportSchema>;
export type HarnessSuiteReport = z.infer<typeof HarnessSuiteReportSchema>;
