import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RED_FILE_MAX_BYTES } from '../../src/harness/limits.js';
import { readBoundedJson, readInputText } from '../../src/suite/corpus/input-file.js';
import { cli, readSummary, ROOT, runArgs, tempDir } from './helpers.js';

const { dir, cleanup } = tempDir('input-files');
afterAll(cleanup);

/** A named pipe nobody writes to: reading it would block for ever, so a test that opens it times out. */
const fifo = (path: string): string => {
  execFileSync('mkfifo', [path]);
  return path;
};

// A FIFO opened for reading blocks the whole thread: a regression shows as this timeout, not a hang of the suite.
const QUICK = 20_000;

describe(readInputText.name, () => {
  it(
    'refuses a FIFO, a device behind a symlink, a folder and an oversized file before opening them',
    () => {
      const at = (name: string): string => join(dir, name);
      symlinkSync('/dev/zero', at('zero.json'));
      mkdirSync(at('folder.json'));
      writeFileSync(at('big.json'), Buffer.alloc(RED_FILE_MAX_BYTES + 1, 0x20));
      writeFileSync(at('ok.json'), '{"a": 1}');
      const read = (name: string) => readInputText(at(name), name, RED_FILE_MAX_BYTES, 'a RED case');
      expect(read(fifo(at('pipe.json')).slice(dir.length + 1))).toEqual([
        { file: 'pipe.json', path: '$', message: 'a FIFO (named pipe), not a regular file: a RED case must be a file' },
      ]);
      expect(read('zero.json')).toMatchObject([{ file: 'zero.json', message: /^a character device, not a regular/ }]);
      expect(read('folder.json')).toMatchObject([{ message: /^a directory, not a regular file/ }]);
      expect(read('big.json')).toMatchObject([
        { message: `${RED_FILE_MAX_BYTES + 1} bytes: larger than a RED case may be (${RED_FILE_MAX_BYTES} bytes)` },
      ]);
      expect(read('absent.json')).toMatchObject([{ message: 'not found: a RED case was expected here' }]);
      expect(readBoundedJson(at('ok.json'), 100, 'a RED case', 'not JSON')).toEqual({ json: { a: 1 } });
    },
    QUICK,
  );
});

describe('hostile input files on the command line (exit 2, naming the file)', () => {
  it(
    'a FIFO and a /dev/zero symlink in the RED folder are input errors; the other cases still load',
    async () => {
      const red = join(dir, 'red-hostile');
      mkdirSync(red);
      fifo(join(red, 'pipe.json'));
      symlinkSync('/dev/zero', join(red, 'zero.json'));
      writeFileSync(join(red, 'web-off-keeps-market.json'), readFileSync(join(ROOT, 'red/web-off-keeps-market.json')));
      const { exit, out, err } = await cli(['list', '--no-builtin-red', '--red-dir', 'red-hostile'], dir);
      expect(exit).toBe(2);
      expect(err).toMatch(/red-hostile\/pipe\.json: \$: a FIFO \(named pipe\), not a regular file/);
      expect(err).toMatch(/red-hostile\/zero\.json: \$: a character device, not a regular file/);
      expect(out).toContain('RED cases (1)');
    },
    QUICK,
  );

  it(
    'merge refuses a FIFO, a device and a folder given as shard reports',
    async () => {
      fifo(join(dir, 'shard-pipe.json'));
      const { exit, err } = await cli(['merge', 'shard-pipe.json', '/dev/zero', '.', '--out', 'merged'], dir);
      expect(exit).toBe(2);
      expect(err).toMatch(
        /shard-pipe\.json: \$: a FIFO \(named pipe\), not a regular file: a shard report must be a file/,
      );
      expect(err).toMatch(/\/dev\/zero: \$: a character device, not a regular file/);
      expect(err).toMatch(/\.: \$: a directory, not a regular file/);
    },
    QUICK,
  );

  it(
    'replay --file, red add and --config refuse a FIFO',
    async () => {
      fifo(join(dir, 'entry-pipe.json'));
      const replay = await cli(['replay', '--file', 'entry-pipe.json', '--adapter', 'reference'], dir);
      expect([replay.exit, replay.err]).toEqual([2, expect.stringMatching(/entry-pipe\.json: \$: a FIFO/)]);
      const add = await cli(['red', 'add', 'entry-pipe.json', '--red-dir', 'red-added'], dir);
      expect([add.exit, add.err]).toEqual([2, expect.stringMatching(/entry-pipe\.json: \$: a FIFO/)]);
      fifo(join(dir, 'config-pipe.ts'));
      const config = await cli(runArgs({ config: 'config-pipe.ts' }), dir);
      expect([config.exit, config.err]).toEqual([2, expect.stringMatching(/config-pipe\.ts: \$: a FIFO/)]);
    },
    QUICK,
  );

  it('a FIFO among the saved counterexamples is an input error, and the property still runs', async () => {
    const corpus = join(dir, 'corpus-fifo/reference/projection.pure');
    mkdirSync(corpus, { recursive: true });
    fifo(join(corpus, 'pipe.json'));
    const flags = { adapter: 'reference', seed: 4, numRuns: 5, grep: '^projection\\.pure$', corpus: 'corpus-fifo' };
    const { exit, err } = await cli(runArgs({ ...flags, reports: 'fifo-run' }), dir);
    expect(exit).toBe(2);
    expect(err).toMatch(/corpus-fifo\/reference\/projection\.pure\/pipe\.json: \$: a FIFO/);
    expect(readSummary(join(dir, 'fifo-run/summary.json')).properties).toMatchObject([{ status: 'passed' }]);
  }, 60_000);

  it('a saved counterexample whose value is not what its property draws is an input error at its JSON path, not a failure', async () => {
    const property = 'parity.difference-is-true';
    const corpus = join(dir, `corpus-shape/reference/${property}`);
    mkdirSync(corpus, { recursive: true });
    const entry = {
      version: 1,
      propertyId: property,
      adapter: 'reference',
      seed: 1,
      path: '0',
      fastCheckVersion: '0.0.0',
      savedAt: '2026-01-01T00:00:00.000Z',
      replay: 'value',
      value: { facts: 3 },
    };
    writeFileSync(join(corpus, 'hand-edited.json'), JSON.stringify(entry));
    const flags = { adapter: 'reference', seed: 4, numRuns: 5, grep: `^${property}$`, corpus: 'corpus-shape' };
    const { exit, err } = await cli(runArgs({ ...flags, reports: 'shape-run' }), dir);
    expect(err).toMatch(/corpus-shape\/reference\/parity\.difference-is-true\/hand-edited\.json: \$\.value\.facts: /);
    expect(exit).toBe(2);
    expect(readSummary(join(dir, 'shape-run/summary.json')).properties).toMatchObject([{ status: 'passed' }]);
  }, 60_000);
});
