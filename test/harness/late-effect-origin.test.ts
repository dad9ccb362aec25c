import { resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../generators/index.js';
import { resultGuard } from '../../src/harness/adapter-guard.js';
import { checkScope } from '../../src/harness/check-scope.js';
import { isolated } from '../../src/harness/isolation/worker-source.js';

// reuses-ports-in-project keeps each request's ports and, in the next project, calls the provider with them.
const MODULE = resolve('test/hostile/adapters/reuses-ports-in-project.ts');

describe('an effect made with an answered request’s ports', () => {
  const source = isolated(
    { kind: 'module', path: MODULE, shownAs: 'reuses-ports-in-project', origin: { file: 'test', path: '$' } },
    { name: 'reuses-ports-in-project', caseTimeoutMs: 30_000, guard: resultGuard('reuses-ports-in-project') },
  );
  afterAll(() => source.close());

  it('fails the call it is seen at, naming the call and the check whose ports it used', async () => {
    await source.start();
    const [drawn] = fc.sample(scenario(), { seed: 35, numRuns: 1 });
    if (drawn === undefined) throw new Error('no scenario drawn');
    const system = source.createSystem();
    await checkScope.run('check-a', () => system.run(drawn));
    await expect(checkScope.run('check-b', () => system.project(drawn.facts))).rejects.toThrow(
      /made a provider call for \S+ after runRequest of check check-a had returned \(seen when project returned\)/,
    );
  });
});
