import { defaultWorkers } from '../suite/pool/check-pool.js';
import { UsageError } from './io.js';

/** The environment variable that sets the default number of check workers (under a test runner that already fills the cores, say). */
export const WORKERS_ENV = 'A34_VERIFY_WORKERS';

/** Check workers for `run` and `kill-matrix`: `--workers`, else the config's `workers`, else `A34_VERIFY_WORKERS`, else one per core. */
export function resolveWorkers(
  flag: number | undefined,
  config: number | undefined,
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (flag !== undefined && flag < 1) throw new UsageError(`--workers ${flag}: expected at least 1`);
  if (flag !== undefined) return flag;
  if (config !== undefined) return config;
  const text = env[WORKERS_ENV];
  if (text === undefined || text === '') return defaultWorkers();
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`${WORKERS_ENV}=${JSON.stringify(text)}: expected a whole number of at least 1`);
  return n;
}
