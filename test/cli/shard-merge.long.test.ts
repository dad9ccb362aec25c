import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
    const whole = read(join(dir, 'whole/summary.json'));
    expect(one.shard).toMatchObject({ index: 1, count: 2 });
    expect(one.shard?.selected).toEqual([...whole.properties, ...whole.red].map((c) => c.id).sort());
    expect(two.shard?.selected).toEqual(one.shard?.selected);
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

  it('refuses to make a pass of nothing: an empty shard, a shard given twice, a check in two shards or in none', async () => {
    const two = JSON.parse(readFileSync(join(dir, 'two/summary.json'), 'utf8')) as Record<string, unknown[]>;
    const one = JSON.parse(readFileSync(join(dir, 'one/summary.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'empty.json'), JSON.stringify({ ...two, properties: [], red: [] }));
    writeFileSync(
      join(dir, 'one-as-two.json'),
      JSON.stringify({ ...one, shard: { ...(one['shard'] as object), index: 2 } }),
    );
    const [dropped, ...kept] = two['properties'] ?? [];
    writeFileSync(join(dir, 'short.json'), JSON.stringify({ ...two, properties: kept }));
    const merge = (...files: string[]) => cli(['merge', ...files, '--out', 'bad'], dir);
    const empty = await merge('one/summary.json', 'empty.json');
    expect([empty.exit, empty.err]).toEqual([2, expect.stringMatching(/empty\.json: \$\.properties: ran no check/)]);
    const twice = await merge('one/summary.json', 'one/summary.json');
    expect([twice.exit, twice.err]).toEqual([
      2,
      expect.stringMatching(/one\/summary\.json: \$\.shard\.index: shard 1\/2 given twice/),
    ]);
    const copy = await merge('one/summary.json', 'one-as-two.json');
    expect([copy.exit, copy.err]).toEqual([
      2,
      expect.stringMatching(/one-as-two\.json: \$\.properties: check \S+ is also in one\/summary\.json/),
    ]);
    const short = await merge('one/summary.json', 'short.json');
    const id = (dropped as { id: string }).id;
    expect([short.exit, short.err]).toEqual([
      2,
      expect.stringContaining(`one/summary.json: $.shard.selected: check ${id} was selected but is in no shard report`),
    ]);
    expect(existsSync(join(dir, 'bad'))).toBe(false);
  });
});
