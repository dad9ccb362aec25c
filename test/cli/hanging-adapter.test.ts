import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, ROOT, runArgs, tempDir } from './helpers.js';

describe('an adapter whose requests never settle', () => {
  const { dir, cleanup } = tempDir('hang');
  afterAll(cleanup);

  it('is reported as a failure after the per-case timeout, not waited on forever', async () => {
    const adapter = join(ROOT, 'test/cli/fixtures/hanging-adapter.ts');
    const { exit, out } = await cli(
      runArgs({
        adapter,
        seed: 1,
        numRuns: 2,
        grep: '^settlement\\.publishable-kept$',
        // Above a loaded machine's message round trip to the worker, so only the hang meets it.
        caseTimeoutMs: 500,
        corpus: false,
        reports: 'r',
      }),
      dir,
    );
    expect(exit).toBe(1);
    expect(out).toMatch(/hang.*did not settle within 500 ms during runRequest/);
  });
});
