import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTY_ADAPTER, type RunFlags, cli, runArgs, tempDir, timelessSummary as timeless } from './helpers.js';

const RUN: RunFlags = { profile: 'ci', seed: 5, numRuns: 15, corpus: false, grep: 'parity|settlement|red' };

describe('the same seed gives the same verdicts and the same JSON report', () => {
  const { dir, cleanup } = tempDir('determinism');
  const exits: number[] = [];
  beforeAll(async () => {
    for (const reports of ['a', 'b'])
      exits.push((await cli(runArgs({ ...RUN, adapter: 'reference', reports: `ref-${reports}` }), dir)).exit);
    // A planted fault, so failures (counterexamples, paths, shrinking) are compared too.
    for (const reports of ['a', 'b'])
      exits.push((await cli(runArgs({ ...RUN, adapter: FAULTY_ADAPTER, reports: `bad-${reports}` }), dir)).exit);
  });
  afterAll(cleanup);

  it('on the reference', () => {
    expect(timeless(join(dir, 'ref-a/summary.json'))).toEqual(timeless(join(dir, 'ref-b/summary.json')));
  });

  it('on a faulty adapter, failures and shrunk counterexamples included', () => {
    expect(exits.slice(2)).toEqual([1, 1]);
    expect(timeless(join(dir, 'bad-a/summary.json'))).toEqual(timeless(join(dir, 'bad-b/summary.json')));
  });
});
