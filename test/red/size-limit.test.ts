import { closeSync, openSync, ftruncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RED_FILE_MAX_BYTES } from '../../src/harness/limits.js';
import { loadRedCases } from '../../src/suite/red/load-red-cases.js';
import { tempDir } from '../cli/helpers.js';

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
