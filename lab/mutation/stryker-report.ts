import { readFileSync } from 'node:fs';
import { z } from 'zod';

// The part of Stryker's mutation-testing-report-schema these scripts read; Stryker writes it, so it is checked.
const Position = z.object({ line: z.number().int(), column: z.number().int() });
const MutantSchema = z.object({
  id: z.string(),
  mutatorName: z.string(),
  replacement: z.string().optional(),
  status: z.string(),
  location: z.object({ start: Position, end: Position }),
  killedBy: z.array(z.string()).optional(),
});
const ReportSchema = z.object({
  files: z.record(z.string(), z.object({ source: z.string(), mutants: z.array(MutantSchema) })),
  testFiles: z
    .record(z.string(), z.object({ tests: z.array(z.object({ id: z.string(), name: z.string() })) }))
    .optional(),
});
export type StrykerMutant = z.infer<typeof MutantSchema>;
export type StrykerReport = z.infer<typeof ReportSchema>;

export const DETECTED = new Set(['Killed', 'Timeout']);
export const ALIVE = new Set(['Survived', 'NoCoverage']);

/** Reads a Stryker JSON report, naming the file and the first bad path when it is not one. */
export function readStrykerReport(file: string): StrykerReport {
  const parsed = ReportSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: not a Stryker report at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`);
  }
  return parsed.data;
}

/** The same mutant in two reports of one source: where it starts and ends, and what it puts there. */
export const mutantKey = (m: StrykerMutant): string =>
  `${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column} ${m.mutatorName} ${m.replacement ?? ''}`;
