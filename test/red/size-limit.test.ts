import { closeSync, existsSync, openSync, ftruncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONFIG_FILE_MAX_BYTES,
  CORPUS_FILE_MAX_BYTES,
  RED_FILE_MAX_BYTES,
  REPORT_FILE_MAX_BYTES,
} from '../../src/harness/limits.js';
import { readCorpusFile } from '../../src/suite/corpus/corpus-store.js';
import { loadRedCases } from '../../src/suite/red/load-red-cases.js';
import { cli, tempDir } from '../cli/helpers.js';

describe('RED files have a size limit', () => {
  const { dir, cleanup } = tempDir('red-size');
  afterAll(cleanup);

  it('refuses a file over the limit by its size, naming it, without reading it', () => {
    const big = join(dir, 'huge.json');
    // A sparse file: its size is over the limit, its content never read.
    const fd = openSync(big, 'w');
    ftruncateSync(fd, RED_FILE_MAX_BYTES + 1);
    closeSync(fd);
    writeFileSync(join(dir, 'small.json'), '{');
    const { cases, errors } = loadRedCases(dir);
    expect(cases).toEqual([]);
    expect(errors).toContainEqual({
      file: big,
      path: '$',
      message: `${RED_FILE_MAX_BYTES + 1} bytes: larger than a RED case may be (${RED_FILE_MAX_BYTES} bytes)`,
    });
    expect(errors.some((e) => e.file.endsWith('small.json') && e.message.startsWith('not valid JSON'))).toBe(true);
  });
});

describe('every file read from outside has a size limit: a clear input error (exit 2) naming it', () => {
  const { dir, cleanup } = tempDir('input-size');
  afterAll(cleanup);

  /** A sparse file one byte over `bytes`: its size is over the limit, its content is never read. */
  const sparse = (name: string, bytes: number): string => {
    const file = join(dir, name);
    const fd = openSync(file, 'w');
    ftruncateSync(fd, bytes + 1);
    closeSync(fd);
    return file;
  };

  it('a corpus entry', () => {
    const file = sparse('entry.json', CORPUS_FILE_MAX_BYTES);
    expect(readCorpusFile(file)).toEqual([
      {
        file,
        path: '$',
        message: `${CORPUS_FILE_MAX_BYTES + 1} bytes: larger than a corpus entry may be (${CORPUS_FILE_MAX_BYTES} bytes)`,
      },
    ]);
  });

  it('a config file, before it is loaded', async () => {
    sparse('a34.config.ts', CONFIG_FILE_MAX_BYTES);
    const { exit, err } = await cli(['run', '--config', 'a34.config.ts'], dir);
    expect(exit).toBe(2);
    expect(err).toMatch(/^input error: a34\.config\.ts: \$: \d+ bytes: larger than a config file may be/m);
  });

  it('a shard report given to merge, and nothing is written', async () => {
    sparse('summary.json', REPORT_FILE_MAX_BYTES);
    const { exit, err } = await cli(['merge', 'summary.json', '--out', 'merged'], dir);
    expect(exit).toBe(2);
    expect(err).toMatch(/^input error: summary\.json: \$: \d+ bytes: larger than a shard report may be/m);
    expect(existsSync(join(dir, 'merged'))).toBe(false);
  });
});
