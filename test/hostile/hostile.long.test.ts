import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CASE_TIMEOUT_MS, RUN_BUDGET_MS } from '../../src/harness/limits.js';
import { cli, ROOT, type RunFlags, runArgs, tempDir } from '../cli/helpers.js';
import { ATTACKS, type Attack } from './attacks.js';

/** The first test waits for every attack: on a loaded 2-core machine that takes minutes. */
const WAIT_MS = 15 * 60_000;

/** Hostile runs at once: the implementations run in their own workers, so the harness thread waits mostly. */
const PARALLEL = 4;

interface Outcome {
  readonly attack: Attack;
  readonly exit: number;
  readonly text: string;
  readonly out: string;
  readonly ms: number;
}

/** What every attack run and the reference's run share. */
const CHECKS: RunFlags = { profile: 'ci', seed: 7, corpus: false };

const { dir, cleanup } = tempDir('hostile');
afterAll(cleanup);

async function attempt(attack: Attack): Promise<Outcome> {
  const started = performance.now();
  const { exit, out, err } = await cli(
    runArgs({
      ...CHECKS,
      adapter: join(ROOT, 'test/hostile/adapters', `${attack.module}.ts`),
      grep: attack.grep,
      caseTimeoutMs: attack.caseTimeoutMs ?? DEFAULT_CASE_TIMEOUT_MS,
      reports: join(dir, attack.module),
    }),
    dir,
  );
  return { attack, exit, text: `${out}\n${err}`, out, ms: performance.now() - started };
}

/** Runs every attack, `PARALLEL` at a time. */
async function attemptAll(): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const queue = [...ATTACKS];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) outcomes.push(await attempt(next));
    }),
  );
  return outcomes;
}

describe('hostile implementations: every way out is a named failure', () => {
  const results = attemptAll();

  it(`tries ${ATTACKS.length} attacks, each in its own module`, () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ATTACKS.map((a) => a.module)).size).toBe(ATTACKS.length);
  });

  it.each(ATTACKS.map((a) => [a.module, a] as const))(
    '%s: exit 1, the cause named, within budget',
    async (module) => {
      const outcome = (await results).find((o) => o.attack.module === module);
      if (outcome === undefined) throw new Error(`${module} did not run`);
      expect(outcome.text, outcome.text).toMatch(outcome.attack.names);
      expect(outcome.exit, outcome.text).toBe(1);
      expect(outcome.ms).toBeLessThan(RUN_BUDGET_MS.ci);
      // What the implementation printed is not the harness's output.
      expect(outcome.out).not.toMatch(/all 36 properties and 42 RED cases passed/);
    },
    WAIT_MS,
  );

  it(
    'the reference passes the same checks',
    async () => {
      await results;
      const greps = [...new Set(ATTACKS.map((a) => a.grep))].join('|');
      const flags = { ...CHECKS, adapter: 'reference', grep: greps, reports: join(dir, 'reference') };
      const { exit, out, err } = await cli(runArgs(flags), dir);
      expect(exit, `${out}\n${err}`).toBe(0);
    },
    WAIT_MS,
  );
});
