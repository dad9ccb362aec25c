import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectShard } from '../../src/suite/shard.js';
import { cli, readSummary as read, runArgs, tempDir, timelessSummary } from './helpers.js';

const RUN = { adapter: 'reference', profile: 'ci', seed: 11, numRuns: 10, corpus: false } as const;

describe('selectShard', () => {
  it('deals sorted ids round-robin; the shards hold every item exactly once', () => {
    const items = ['d', 'a', 'c', 'b', 'e'].map((id) => ({ id }));
    const shards = [1, 2, 3].map((index) => selectShard(items, { index, count: 3 }).map((i) => i.id));
    expect(shards).toEqual([['a', 'd'], ['b', 'e'], ['c']]);
  });
});

describe('run --shard i/n, then merge', () => {
  const { dir, cleanup } = tempDir('shard');
  const runs: Record<string, number> = {};
  beforeAll(async () => {
    runs['whole'] = (await cli(runArgs({ ...RUN, reports: 'whole' }), dir)).exit;
    runs['one'] = (await cli(runArgs({ ...RUN, reports: 'one' }, '--shard', '1/2'), dir)).exit;
    runs['two'] = (await cli(runArgs({ ...RUN, reports: 'two' }, '--shard', '2/2'), dir)).exit;
    runs['merged'] = (await cli(['merge', 'one/summary.json', 'two/summary.json', '--out', 'merged'], dir)).exit;
  });
  afterAll(cleanup);

  it('splits the checks between the shards', () => {
    const one = read(join(dir, 'one/summary.json'));
    const two = read(join(dir, 'two/summary.json'));
    expect(one.shard).toEqual({ index: 1, count: 2 });
    expect(one.properties.length + two.properties.length).toBe(read(join(dir, 'whole/summary.json')).properties.length);
    const inTwo = new Set([...two.properties, ...two.red].map((c) => c.id));
    expect([...one.properties, ...one.red].filter((c) => inTwo.has(c.id))).toEqual([]);
  });

  it('merges into the report of the unsharded run with the same seed, timings aside', () => {
    expect(timelessSummary(join(dir, 'merged/summary.json'))).toEqual(timelessSummary(join(dir, 'whole/summary.json')));
    // Ten runs per property leave coverage cells under the ci floor: the merged gate sees the same shortfall.
    expect(runs['merged']).toBe(runs['whole']);
  });

  it('refuses reports that are not the shards of one run (exit 2, nothing written)', async () => {
    const other = JSON.parse(readFileSync(join(dir, 'two/summary.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'other-seed.json'), JSON.stringify({ ...other, seed: 12 }));
    writeFileSync(join(dir, 'torn.json'), '{"tool": "a34-verify"');
    const mismatched = await cli(['merge', 'one/summary.json', 'other-seed.json', '--out', 'bad'], dir);
    expect(mismatched.exit).toBe(2);
    expect(mismatched.err).toMatch(/other-seed\.json: \$\.seed: 12 differs from 11/);
    const missing = await cli(['merge', 'one/summary.json', '--out', 'bad'], dir);
    expect(missing.err).toMatch(/shard 2\/2 is missing/);
    const torn = await cli(['merge', 'one/summary.json', 'torn.json', '--out', 'bad'], dir);
    expect(torn.err).toMatch(/torn\.json: \$: not a readable JSON report/);
  });
});
