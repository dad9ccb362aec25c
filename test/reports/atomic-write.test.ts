import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/reports/atomic-write.js';

describe(writeFileAtomic.name, () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'a34-atomic-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('replaces the file and leaves no temp file behind', async () => {
    const file = join(dir, 'r.json');
    await writeFile(file, 'old');
    await writeFileAtomic(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['r.json']);
  });

  it('throws, and cleans up, when the target cannot be replaced', async () => {
    // A directory in the way: rename cannot replace it with a file.
    const target = join(dir, 'taken');
    await mkdir(target);
    await expect(writeFileAtomic(target, 'content')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['taken']);
  });
});
