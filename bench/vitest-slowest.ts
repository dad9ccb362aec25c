import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { z } from 'zod';
import { mdTable } from './markdown.js';

/** The part of vitest's JSON reporter output this reads (`vitest run --reporter=json --outputFile=…`). */
const VitestJsonSchema = z.object({
  numTotalTests: z.number(),
  startTime: z.number(),
  success: z.boolean(),
  testResults: z.array(
    z.object({
      name: z.string(),
      startTime: z.number(),
      endTime: z.number(),
      assertionResults: z.array(z.object({ fullName: z.string(), duration: z.number().nullish(), status: z.string() })),
    }),
  ),
});

export interface VitestTimes {
  readonly tests: number;
  readonly success: boolean;
  /** From vitest's start to the last file's end: vitest's own wall time (npm test adds biome and tsc before it). */
  readonly wallSeconds: number;
  /** Sum of every file's own time: over the workers, what the files cost, not the run's wall time. */
  readonly fileSecondsSum: number;
  readonly files: readonly { readonly file: string; readonly seconds: number; readonly tests: number }[];
  readonly slowTests: readonly { readonly file: string; readonly test: string; readonly seconds: number }[];
}

/** The slowest files (start to end, as vitest timed them) and tests (their own duration) of one JSON report. */
export function vitestTimes(path: string, root: string): VitestTimes {
  const report = VitestJsonSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const files = report.testResults
    .map((r) => ({
      file: relative(root, r.name),
      seconds: (r.endTime - r.startTime) / 1000,
      tests: r.assertionResults.length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const slowTests = report.testResults
    .flatMap((r) =>
      r.assertionResults.map((a) => ({
        file: relative(root, r.name),
        test: a.fullName,
        seconds: (a.duration ?? 0) / 1000,
      })),
    )
    .sort((a, b) => b.seconds - a.seconds);
  return {
    tests: report.numTotalTests,
    success: report.success,
    wallSeconds: (Math.max(report.startTime, ...report.testResults.map((r) => r.endTime)) - report.startTime) / 1000,
    fileSecondsSum: files.reduce((s, f) => s + f.seconds, 0),
    files,
    slowTests,
  };
}

export function vitestTables(t: VitestTimes, top = 15): string {
  const share = (s: number): string => `${((s / (t.fileSecondsSum || 1)) * 100).toFixed(1)} %`;
  return `${mdTable(
    ['file', 'tests', 'seconds (file)', "share of the files' sum"],
    t.files.slice(0, top).map((f) => [`\`${f.file}\``, String(f.tests), f.seconds.toFixed(1), share(f.seconds)]),
  )}\n\n${mdTable(
    ['test', 'file', 'seconds'],
    t.slowTests.slice(0, top).map((x) => [x.test, `\`${x.file}\``, x.seconds.toFixed(1)]),
  )}\n\n${t.tests} tests in ${t.files.length} files, ${t.success ? 'all passed' : 'NOT all passed'}; vitest ran ${t.wallSeconds.toFixed(0)} s from start to the last file's end; the files' own times sum to ${t.fileSecondsSum.toFixed(0)} s.`;
}
