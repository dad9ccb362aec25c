import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { z } from 'zod';
import { InputError, zodIssues } from '../suite/corpus/input-issue.js';
import { PROFILE_NAMES } from '../harness/profiles.js';
import { CONFIG_FILE_MAX_BYTES } from '../harness/limits.js';
import { inputFileIssue } from '../suite/corpus/input-file.js';
import { moduleExport } from '../harness/isolation/module-export.js';

/** The file `run` and friends look for in the working directory when no `--config` is given. */
export const DEFAULT_CONFIG_FILE = 'a34.config.ts';

/** `a34.config.ts`: which implementation to verify and where inputs and outputs live (paths relative to the config file). */
export const A34ConfigSchema = z
  .object({
    /** Module exporting `adapter` (or a default export): an A34Adapter. */
    adapter: z.string().min(1),
    redDir: z.string().min(1).optional(),
    corpusDir: z.string().min(1).optional(),
    reportsDir: z.string().min(1).optional(),
    profile: z.enum(PROFILE_NAMES).optional(),
    /** Longest a single request may take before it is reported as never settling. */
    caseTimeoutMs: z.number().int().positive().optional(),
    /** Check workers `run` uses (default: one per core); 1 runs the checks one after another in the CLI. */
    workers: z.number().int().positive().optional(),
  })
  .strict();

/** What a config file exports, for `satisfies A34Config` in the file itself. */
export type A34Config = z.input<typeof A34ConfigSchema>;

/** A loaded config with every path made absolute. */
export interface ResolvedConfig {
  readonly file: string;
  readonly adapter: string;
  readonly redDir: string | undefined;
  readonly corpusDir: string | undefined;
  readonly reportsDir: string | undefined;
  readonly profile: z.infer<typeof A34ConfigSchema>['profile'];
  readonly caseTimeoutMs: number | undefined;
  readonly workers: number | undefined;
}

/** Loads and validates a config file; throws an InputError naming the file and the bad field. */
export async function loadConfig(file: string, cwd: string): Promise<ResolvedConfig> {
  const absolute = resolve(cwd, file);
  if (!existsSync(absolute)) throw new InputError([{ file, path: '$', message: 'config file not found' }]);
  const tooBig = inputFileIssue(absolute, file, CONFIG_FILE_MAX_BYTES, 'a config file');
  if (tooBig !== undefined) throw new InputError([tooBig]);
  let exported: unknown;
  try {
    const module = (await tsImport(pathToFileURL(absolute).href, import.meta.url)) as Record<string, unknown>;
    exported = moduleExport(module, 'default') ?? moduleExport(module, 'config');
  } catch (error) {
    throw new InputError([
      {
        file,
        path: '$',
        message: `cannot load the config module: ${error instanceof Error ? error.message : String(error)}`,
      },
    ]);
  }
  const parsed = A34ConfigSchema.safeParse(exported);
  if (!parsed.success)
    throw new InputError(
      zodIssues(file, parsed.error).map((i) =>
        i.path === '$' ? { ...i, message: `${i.message} (export default { adapter: './my-adapter.ts' })` } : i,
      ),
    );
  const at = (p: string | undefined): string | undefined =>
    p === undefined ? undefined : resolve(dirname(absolute), p);
  const c = parsed.data;
  return {
    file,
    adapter: resolve(dirname(absolute), c.adapter),
    redDir: at(c.redDir),
    corpusDir: at(c.corpusDir),
    reportsDir: at(c.reportsDir),
    profile: c.profile,
    caseTimeoutMs: c.caseTimeoutMs,
    workers: c.workers,
  };
}
