import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFolder, loadCorpus, saveCounterexample } from '../../src/suite/corpus/corpus-store.js';
import { toJsonValue } from '../../src/suite/corpus/json-value.js';
import { tempDir } from '../cli/helpers.js';

const failure = {
  propertyId: 'parity.example',
  adapter: 'mini',
  seed: 42,
  path: '3:1:0',
  counterexample: { facts: { n: 1 }, list: [1, 2] },
};

describe('toJsonValue', () => {
  it('is exact for plain JSON and not for values JSON would change', () => {
    expect(toJsonValue({ a: [1, 'x', null] }).exact).toBe(true);
    expect(toJsonValue({ a: undefined }).exact).toBe(false);
    expect(toJsonValue(-0).exact).toBe(false);
    expect(toJsonValue(new Map()).exact).toBe(false);
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(toJsonValue(cycle)).toMatchObject({ exact: false, json: expect.any(String) });
  });
});

describe('corpus store', () => {
  const { dir, cleanup } = tempDir('corpus');
  afterAll(cleanup);

  it('saves a failure as <adapter>/<property>/<hash>.json and loads it back', async () => {
    const { file, created } = await saveCounterexample(dir, failure);
    expect(created).toBe(true);
    expect(file.startsWith(corpusFolder(dir, 'mini', 'parity.example'))).toBe(true);
    const { entries, issues } = loadCorpus(dir, 'mini', 'parity.example');
    expect(issues).toEqual([]);
    expect(entries[0]?.entry).toMatchObject({
      version: 1,
      seed: 42,
      path: '3:1:0',
      fastCheckVersion: fc.__version,
      replay: 'value',
      value: failure.counterexample,
    });
  });

  it('keeps an identical entry as it is', async () => {
    const before = readdirSync(corpusFolder(dir, 'mini', 'parity.example'));
    const again = await saveCounterexample(dir, failure);
    expect(again.created).toBe(false);
    expect(readdirSync(corpusFolder(dir, 'mini', 'parity.example'))).toEqual(before);
  });

  it('marks a value JSON cannot hold for replay by seed and path', async () => {
    const { file } = await saveCounterexample(dir, {
      ...failure,
      propertyId: 'settlement.x',
      counterexample: { scheduler: new Map([[1, 2]]) },
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ replay: 'path' });
  });

  it('reports malformed, foreign-version and misfiled entries as input issues, never throwing', async () => {
    const folder = corpusFolder(dir, 'mini', 'parity.other');
    const { file } = await saveCounterexample(dir, { ...failure, propertyId: 'parity.other' });
    const good = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(join(folder, 'a-torn.json'), '{"version": 1,');
    writeFileSync(join(folder, 'b-old.json'), JSON.stringify({ ...good, version: 0 }));
    writeFileSync(join(folder, 'c-misfiled.json'), JSON.stringify({ ...good, propertyId: 'parity.example' }));
    writeFileSync(join(folder, 'd-bad-seed.json'), JSON.stringify({ ...good, seed: 'x' }));
    writeFileSync(
      join(folder, 'e-other-fc.json'),
      JSON.stringify({ ...good, replay: 'path', fastCheckVersion: '3.0.0' }),
    );
    const { entries, issues } = loadCorpus(dir, 'mini', 'parity.other');
    expect(entries).toHaveLength(1);
    expect(issues.map((i) => [i.file.split('/').pop(), i.path])).toEqual([
      ['a-torn.json', '$'],
      ['b-old.json', '$.version'],
      ['c-misfiled.json', '$.propertyId'],
      ['d-bad-seed.json', '$.seed'],
      ['e-other-fc.json', '$.fastCheckVersion'],
    ]);
  });
});
