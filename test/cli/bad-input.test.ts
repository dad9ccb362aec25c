import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, readSummary, ROOT, runArgs, tempDir } from './helpers.js';

const fixture = (name: string): string => join(ROOT, 'test/cli/fixtures', name);
const SENTINEL = '{"sentinel": "a report from an earlier run"}\n';

describe('bad input: exit 2, the file and JSON path named, earlier reports untouched', () => {
  const { dir, cleanup } = tempDir('bad');
  const summary = join(dir, 'reports/summary.json');
  beforeAll(() => {
    mkdirSync(join(dir, 'reports'));
    writeFileSync(summary, SENTINEL);
    writeFileSync(join(dir, 'not-object.config.ts'), 'export default 42;\n');
    writeFileSync(join(dir, 'no-adapter.config.ts'), "export default { profile: 'ci' };\n");
    writeFileSync(join(dir, 'missing-module.config.ts'), "export default { adapter: './nope.ts' };\n");
    writeFileSync(
      join(dir, 'garbage.config.ts'),
      `export default { adapter: ${JSON.stringify(fixture('garbage-adapter.ts'))} };\n`,
    );
    writeFileSync(join(dir, 'bad-shape.ts'), "export const adapter = { name: 'x', createSystem: 3 };\n");
  });
  afterAll(cleanup);

  it.each([
    ['--config', 'not-object.config.ts', /not-object\.config\.ts: \$: .*expected object/],
    ['--config', 'no-adapter.config.ts', /no-adapter\.config\.ts: \$\.adapter: .*expected string/],
    [
      '--config',
      'missing-module.config.ts',
      /missing-module\.config\.ts: \$\.adapter: adapter module .*nope\.ts not found/,
    ],
    [
      '--config',
      'garbage.config.ts',
      /garbage-adapter\.ts: \$\.tools\[0\]\.name: project\(\) result: .*expected string/,
    ],
    ['--adapter', 'bad-shape.ts', /bad-shape\.ts: \$\.adapter\.createSystem: expected a function/],
    ['--config', 'absent.config.ts', /absent\.config\.ts: \$: config file not found/],
  ])('%s %s', async (flag, file, message) => {
    const { exit, err } = await cli(runArgs({ profile: 'ci', numRuns: 5, reports: 'reports' }, flag, file), dir);
    expect(exit).toBe(2);
    expect(err).toMatch(message);
    expect(readFileSync(summary, 'utf8')).toBe(SENTINEL);
  });

  it('an adapter that returns garbage only mid-run: a contract failure of that check (exit 1, seed, path, replay), never bad input', async () => {
    const adapter = fixture('entry-garbage-adapter.ts');
    const grep = '^entry\\.|^admission\\.host-veto$';
    const { exit, out } = await cli(
      runArgs({ adapter, seed: 4, numRuns: 10, grep, corpus: false, reports: 'mid' }),
      dir,
    );
    expect(exit, out).toBe(1);
    expect(out).toMatch(
      /finding \(result-shape\): adapter .*entry-garbage-adapter\.ts: project\(\) returned an invalid result at \$\.permissions/,
    );
    expect(out).toMatch(
      /replay: npx a34-verify replay --property entry\.permissions-not-outcomes --seed 4 --path \S+ --adapter /,
    );
    const report = readSummary(join(dir, 'mid/summary.json'));
    expect(report.properties.find((p) => p.id === 'entry.permissions-not-outcomes')).toMatchObject({
      status: 'failed',
      cause: 'contract',
      seed: 4,
      path: expect.any(String),
      finding: { code: 'result-shape', call: 'project' },
    });
    expect(report.properties.find((p) => p.id === 'admission.host-veto')?.status).toBe('passed');
    expect(report.inputErrors).toEqual([]);
  });

  it('a system whose dispatched surface still carries a lie fails the lie check (exit 1, a typed finding, seed, path), never bad input', async () => {
    const adapter = fixture('lie-dispatching-adapter.ts');
    const grep = '^lies\\.after-final';
    // Seed 3 fails at its second case and shrinks to a 26-step path in about a second; seed 4 shrank for 10 s, a round
    // trip to the implementation's process per step. A path too long to paste is replay-lines.test.ts's.
    const { exit, out } = await cli(
      runArgs({ adapter, seed: 3, numRuns: 50, grep, corpus: false, reports: 'lying' }),
      dir,
    );
    expect(exit, out).toBe(1);
    expect(out).toMatch(
      /replay: npx a34-verify replay --property lies\.after-final-never-dispatched --seed 3 --path \S+/,
    );
    const report = readSummary(join(dir, 'lying/summary.json'));
    const lies = report.properties.find((p) => p.id === 'lies.after-final-never-dispatched');
    expect(lies).toMatchObject({ status: 'failed', cause: 'contract', path: expect.any(String) });
    expect(lies?.finding?.code).toMatch(/^(lie|outcome|provider-surface|result-shape)$/);
    expect(report.inputErrors).toEqual([]);
  });

  it('a malformed corpus entry and a bad RED file are reported and the rest still runs', async () => {
    const red = join(dir, 'red');
    mkdirSync(red);
    writeFileSync(join(red, 'broken.json'), '{"id": "broken", "title": 3}');
    writeFileSync(join(red, 'web-off-keeps-market.json'), readFileSync(join(ROOT, 'red/web-off-keeps-market.json')));
    const corpus = join(dir, 'corpus/reference/projection.pure');
    mkdirSync(corpus, { recursive: true });
    writeFileSync(join(corpus, 'old.json'), JSON.stringify({ version: 0, propertyId: 'projection.pure' }));
    writeFileSync(join(corpus, 'torn.json'), '{"version": 1, "propertyId": ');
    const grep = '^projection\\.pure$|^web-off|^broken';
    const flags = { adapter: 'reference', seed: 4, numRuns: 5, grep, reports: 'inputs' } as const;
    const { exit, err } = await cli(runArgs(flags, '--red-dir', 'red'), dir);
    expect(exit).toBe(2);
    expect(err).toMatch(/red\/broken\.json: \$\.title: /);
    expect(err).toMatch(/corpus\/reference\/projection\.pure\/old\.json: \$\.version: corpus format 0 is not 1/);
    expect(err).toMatch(/corpus\/reference\/projection\.pure\/torn\.json: \$: not a readable JSON corpus entry/);
    const report = readSummary(join(dir, 'inputs/summary.json'));
    expect(report.properties.map((p) => [p.id, p.status])).toEqual([['projection.pure', 'passed']]);
    expect(report.red.map((r) => [r.id, r.status])).toEqual([['web-off-keeps-market', 'passed']]);
    expect(report.inputErrors.map((e) => e.path)).toEqual(expect.arrayContaining(['$.title', '$.version', '$']));
  });

  it('a malformed counterexample file for replay and red add names the file and path', async () => {
    writeFileSync(
      join(dir, 'facts-only.json'),
      JSON.stringify({
        version: 1,
        propertyId: 'projection.pure',
        adapter: 'reference',
        seed: 1,
        path: '0',
        fastCheckVersion: '4.11.0',
        savedAt: '2026-01-01T00:00:00.000Z',
        value: { turn: 1 },
      }),
    );
    writeFileSync(
      join(dir, 'no-seed.json'),
      JSON.stringify({
        version: 1,
        propertyId: 'projection.pure',
        adapter: 'reference',
        path: '0',
        fastCheckVersion: '4.11.0',
        savedAt: '2026-01-01T00:00:00.000Z',
        value: {},
      }),
    );
    const replay = await cli(['replay', '--file', 'no-seed.json'], dir);
    expect(replay.exit).toBe(2);
    expect(replay.err).toMatch(/no-seed\.json: \$\.seed: /);
    const add = await cli(['red', 'add', 'facts-only.json', '--red-dir', dir], dir);
    expect(add.exit).toBe(2);
    expect(add.err).toMatch(/facts-only\.json: \$\.value\.\w+: .*projection\.pure draws AdmissionFacts/);
  });

  it('bad usage is exit 2 too', async () => {
    expect((await cli(['run', '--shard', '3/2', '--seed', '1'], dir)).exit).toBe(2);
    expect((await cli(['run', '--shard', '1/2'], dir)).err).toMatch(/--shard needs --seed/);
    expect((await cli(['run', '--grep', '('], dir)).err).toMatch(/--grep "\(": /);
    expect((await cli(['run', '--num-runs', 'many'], dir)).exit).toBe(2);
    expect((await cli(['replay', '--property', 'nope', '--seed', '1', '--path', '0'], dir)).err).toMatch(
      /no property "nope"/,
    );
    expect(readFileSync(summary, 'utf8')).toBe(SENTINEL);
  });
});
