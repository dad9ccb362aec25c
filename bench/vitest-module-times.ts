import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { z } from 'zod';

/** Where the reporter writes, set by the stage bench; unset, it writes nothing. */
export const MODULE_TIMES_ENV = 'A34_VITEST_MODULE_TIMES';

/** Each test file's own cost, in ms, as vitest's diagnostic gives it. */
export const ModuleTimesSchema = z.array(
  z.object({
    file: z.string(),
    /** Its tests and hooks: a `beforeAll` that runs the real work is here. */
    runMs: z.number(),
    /** Importing it and running its suite callbacks. */
    importMs: z.number(),
  }),
);
export type ModuleTime = z.infer<typeof ModuleTimesSchema>[number];

/**
 * A vitest reporter that writes every test file's run and import time. Vitest's JSON reporter times a file from its
 * first test's start to its last test's end, so a file whose work is in `beforeAll` reads as a few milliseconds there.
 */
export default class ModuleTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out = process.env[MODULE_TIMES_ENV];
    if (out === undefined) return;
    const times: ModuleTime[] = modules.map((m) => {
      const d = m.diagnostic();
      return { file: m.moduleId, runMs: d.duration, importMs: d.collectDuration };
    });
    writeFileSync(out, JSON.stringify(times));
  }
}
