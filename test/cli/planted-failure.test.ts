import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCorpusFile } from '../../src/suite/corpus/corpus-store.js';
import { loadRedCases, RED_CASES_DIR } from '../../src/suite/red/index.js';
import { cli, FAULTY_ADAPTER, readSummary, ROOT, runArgs, tempDir } from './helpers.js';

const PROPERTY = 'parity.final-without-hooks';
const GREP = `^(${PROPERTY.replace('.', '\\.')}|projection\\.pure|pre-dispatch-add-unknown)$`;

describe('a planted failure (final parity only with hooks, §8.1)', () => {
  const { dir, cleanup } = tempDir('planted');
  const corpusDir = join(dir, 'corpus', 'final-only-with-hooks', PROPERTY);
  let first: Awaited<ReturnType<typeof cli>>;
  let entryFile: string;
  beforeAll(async () => {
    first = await cli(
      runArgs({ adapter: FAULTY_ADAPTER, profile: 'ci', seed: 5, numRuns: 20, grep: GREP, reports: 'reports' }),
      dir,
    );
    entryFile = join(corpusDir, readdirSync(corpusDir)[0] ?? 'missing');
  });
  afterAll(cleanup);

  it('exits 1 and prints seed, path and the exact replay commands', () => {
    expect(first.exit).toBe(1);
    expect(first.out).toMatch(new RegExp(`✗ ${PROPERTY.replace('.', '\\.')} {2}seed=5 path=[\\d:]+`));
    expect(first.out).toContain(`replay: npx a34-verify replay --property ${PROPERTY} --seed 5 --path `);
    expect(first.out).toContain(`--adapter ${FAULTY_ADAPTER}`);
    expect(first.out).toMatch(/✗ red pre-dispatch-add-unknown/);
    expect(first.out).toMatch(/✓ projection\.pure/);
  });

  it('saves the shrunk counterexample to the corpus and the failure to the report', () => {
    const entry = readCorpusFile(entryFile);
    expect(Array.isArray(entry)).toBe(false);
    const report = readSummary(join(dir, 'reports/summary.json'));
    const failed = report.properties.find((p) => p.id === PROPERTY);
    expect(failed).toMatchObject({ status: 'failed', seed: 5, cause: 'contract' });
    expect(entry).toMatchObject({
      version: 1,
      propertyId: PROPERTY,
      adapter: 'final-only-with-hooks',
      seed: 5,
      path: failed?.path,
      replay: 'value',
    });
  });

  it('replays the failure from seed and path, and from the saved file', async () => {
    const path = readSummary(join(dir, 'reports/summary.json')).properties.find((p) => p.id === PROPERTY)?.path ?? '';
    const bySeed = await cli(
      ['replay', '--property', PROPERTY, '--seed', '5', '--path', path, '--adapter', FAULTY_ADAPTER],
      dir,
    );
    expect(bySeed.exit).toBe(1);
    expect(bySeed.out).toContain('expected a rejection at final, got dispatched');
    expect(bySeed.out).toContain('"mutations": [');
    const byFile = await cli(['replay', '--file', entryFile, '--adapter', FAULTY_ADAPTER], dir);
    expect(byFile.exit).toBe(1);
    expect(byFile.out).toContain('expected a rejection at final, got dispatched');
    const onReference = await cli(['replay', '--file', entryFile, '--adapter', 'reference'], dir);
    expect(onReference.exit).toBe(0);
  });

  it('replays the corpus first on the next run, and keeps a fixed failure as a passing regression example', async () => {
    const only = `^${PROPERTY.replace('.', '\\.')}$`;
    const again = await cli(
      runArgs({ adapter: FAULTY_ADAPTER, seed: 6, numRuns: 1, grep: only, reports: 'again' }),
      dir,
    );
    const replayed = readSummary(join(dir, 'again/summary.json')).properties[0];
    expect(again.exit).toBe(1);
    expect(replayed?.corpus?.[0]).toMatchObject({ status: 'failed' });
    // The same counterexample filed for the reference, where the bug does not exist.
    const fixedDir = join(dir, 'corpus', 'reference', PROPERTY);
    mkdirSync(fixedDir, { recursive: true });
    const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(join(fixedDir, 'fixed.json'), JSON.stringify({ ...entry, adapter: 'reference' }));
    const fixed = await cli(runArgs({ adapter: 'reference', seed: 6, numRuns: 5, grep: only, reports: 'fixed' }), dir);
    expect(fixed.exit).toBe(0);
    expect(readSummary(join(dir, 'fixed/summary.json')).properties[0]).toMatchObject({
      status: 'passed',
      corpus: [{ status: 'passed' }],
    });
    expect(existsSync(join(fixedDir, 'fixed.json'))).toBe(true);
  });

  it('red add with no folder configured writes red/ in the working directory, never into the package', async () => {
    const fresh = join(dir, 'fresh');
    mkdirSync(fresh);
    const catalog = readdirSync(RED_CASES_DIR);
    const added = await cli(['red', 'add', entryFile, '--id', 'planted-default-dir'], fresh);
    expect(added.exit, added.err).toBe(0);
    expect(existsSync(join(fresh, 'red', 'planted-default-dir.json'))).toBe(true);
    expect(readdirSync(RED_CASES_DIR)).toEqual(catalog);
  });

  it('red add refuses (exit 2) a case that passes on the adapter it names: --adapter, else the config', async () => {
    const named = await cli(
      ['red', 'add', entryFile, '--id', 'on-reference', '--red-dir', 'red-named', '--adapter', 'reference'],
      dir,
    );
    expect(named.exit).toBe(2);
    expect(named.err).toMatch(/^not written: the case passes on reference, the adapter it must fail on/);
    expect(existsSync(join(dir, 'red-named', 'on-reference.json'))).toBe(false);
    // The default config names a correct implementation; the entry says it came from it.
    const project = join(dir, 'configured');
    mkdirSync(project);
    // A module exporting the bundled reference: a correct implementation, named by path like a user's own.
    const reference = join(ROOT, 'src/harness/pipeline-adapter.ts');
    writeFileSync(
      join(project, 'mine.ts'),
      `export { referenceAdapter as adapter } from ${JSON.stringify(reference)};\n`,
    );
    writeFileSync(join(project, 'a34.config.ts'), "export default { adapter: './mine.ts' };\n");
    const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(join(project, 'mine.json'), JSON.stringify({ ...entry, adapter: 'my-adapter' }));
    const configured = await cli(['red', 'add', 'mine.json', '--id', 'from-config'], project);
    expect(configured.exit).toBe(2);
    expect(configured.err).toMatch(/^not written: the case passes on \S+, the adapter it must fail on/);
    expect(existsSync(join(project, 'red', 'from-config.json'))).toBe(false);
    // Named the faulty module that failed, the same entry is written.
    const faulty = await cli(['red', 'add', 'mine.json', '--id', 'from-faulty', '--adapter', FAULTY_ADAPTER], project);
    expect([faulty.exit, faulty.err]).toEqual([0, '']);
    expect(faulty.out).toMatch(/against \S+: killed/);
  });

  it('red add writes a RED case the loader accepts, and refuses to overwrite it', async () => {
    const redDir = join(dir, 'red');
    mkdirSync(redDir);
    const added = await cli(['red', 'add', entryFile, '--id', 'planted-final-only', '--red-dir', redDir], dir);
    expect(added.exit, added.err).toBe(0);
    expect(added.out).toContain('expects rejected-final');
    expect(added.out).toContain('against final-only-with-hooks: killed');
    const catalog = loadRedCases(redDir);
    expect(catalog.errors).toEqual([]);
    expect(catalog.cases.map((c) => c.id)).toEqual(['planted-final-only']);
    const before = readFileSync(join(redDir, 'planted-final-only.json'));
    cpSync(join(redDir, 'planted-final-only.json'), join(dir, 'copy.json'));
    const twice = await cli(['red', 'add', entryFile, '--id', 'planted-final-only', '--red-dir', redDir], dir);
    expect(twice.exit).toBe(2);
    expect(twice.err).toMatch(/planted-final-only\.json: \$: a RED case with this id exists/);
    expect(readFileSync(join(redDir, 'planted-final-only.json'))).toEqual(before);
  });
});
