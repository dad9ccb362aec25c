import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { z } from 'zod';
import { mdTable } from './markdown.js';
import { type ModuleTime, ModuleTimesSchema } from './vitest-module-times.js';

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

/** Where the module times of a JSON report are written: beside it. */
export const moduleTimesBeside = (jsonPath: string): string => jsonPath.replace(/\.json$/, '.modules.json');

export interface VitestTimes {
  readonly tests: number;
  readonly success: boolean;
  /** From vitest's start to the last file's end: vitest's own wall time (npm test adds biome and tsc before it). */
  readonly wallSeconds: number;
  /** Sum of every file's own time: over the workers, what the files cost, not the run's wall time. */
  readonly fileSecondsSum: number;
  /** What a file's seconds hold: tests, hooks and import (module times), or first test to last (the JSON alone). */
  readonly fileTime: 'tests, hooks and import' | 'first test to last test, hooks and import not included';
  readonly files: readonly { readonly file: string; readonly seconds: number; readonly tests: number }[];
  readonly slowTests: readonly { readonly file: string; readonly test: string; readonly seconds: number }[];
}

/**
 * The slowest files and tests of one JSON report. With module times beside it (`vitest-module-times.ts`'s output) a
 * file's time is its tests, hooks and import; vitest's JSON alone times a file from its first test to its last, which
 * misses work done in `beforeAll`.
 */
export function vitestTimes(path: string, root: string): VitestTimes {
  const report = VitestJsonSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const modulesPath = moduleTimesBeside(path);
  const modules: readonly ModuleTime[] | undefined = existsSync(modulesPath)
    ? ModuleTimesSchema.parse(JSON.parse(readFileSync(modulesPath, 'utf8')))
    : undefined;
  const moduleSeconds = new Map(modules?.map((m) => [m.file, (m.runMs + m.importMs) / 1000]));
  const files = report.testResults
    .map((r) => ({
      file: relative(root, r.name),
      seconds: moduleSeconds.get(r.name) ?? (r.endTime - r.startTime) / 1000,
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
    fileTime:
      modules === undefined ? 'first test to last test, hooks and import not included' : 'tests, hooks and import',
    files,
    slowTests,
  };
}

export function vitestTables(t: VitestTimes, top = 15): string {
  const share = (s: number): string => `${((s / (t.fileSecondsSum || 1)) * 100).toFixed(1)} %`;
  return `${mdTable(
    ['file', 'tests', `seconds (${t.fileTime})`, "share of the files' sum"],
    t.files.slice(0, top).map((f) => [`\`${f.file}\``, String(f.tests), f.seconds.toFixed(1), share(f.seconds)]),
  )}\n\n${mdTable(
    ['test', 'file', 'seconds'],
    t.slowTests.slice(0, top).map((x) => [x.test, `\`${x.file}\``, x.seconds.toFixed(1)]),
  )}\n\n${t.tests} tests in ${t.files.length} files, ${t.success ? 'all passed' : 'NOT all passed'}; vitest ran ${t.wallSeconds.toFixed(0)} s from start to the last file's end; the files' own times sum to ${t.fileSecondsSum.toFixed(0)} s.`;
}
