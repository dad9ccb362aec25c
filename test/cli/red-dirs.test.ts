import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RED_CASES_DIR } from '../../src/suite/red/index.js';
import { cli, tempDir } from './helpers.js';

const BUILT_IN = readdirSync(RED_CASES_DIR).filter((f) => f.endsWith('.json')).length;
const OWN_CASE = 'accepted-owner-narrowing.json';

/** `list` prints the RED count in its header line. */
const redCount = (out: string): number => Number(/RED cases \((\d+)\)/.exec(out)?.[1] ?? Number.NaN);

describe('RED folders: the built-in catalog plus the user\u2019s own', () => {
  const { dir, cleanup } = tempDir('red-dirs');
  afterAll(cleanup);
  const own = join(dir, 'my-red');
  mkdirSync(own);
  // A user case is any valid case under a new id: a built-in one renamed will do.
  const copy = JSON.parse(readFileSync(join(RED_CASES_DIR, OWN_CASE), 'utf8')) as { id: string };
  writeFileSync(join(own, 'mine.json'), JSON.stringify({ ...copy, id: 'mine' }, null, 2));

  it('--red-dir adds to the built-in cases; --no-builtin-red leaves only the user\u2019s', async () => {
    expect(redCount((await cli(['list'], dir)).out)).toBe(BUILT_IN);
    expect(redCount((await cli(['list', '--red-dir', 'my-red'], dir)).out)).toBe(BUILT_IN + 1);
    expect(redCount((await cli(['list', '--red-dir', 'my-red', '--no-builtin-red'], dir)).out)).toBe(1);
  });

  it('an id taken by a built-in case is an input error naming the file', async () => {
    cpSync(join(RED_CASES_DIR, OWN_CASE), join(own, OWN_CASE));
    const { exit, err } = await cli(['list', '--red-dir', 'my-red'], dir);
    expect(exit).toBe(2);
    expect(err).toContain(`my-red/${OWN_CASE}: $.id: RED id ${copy.id} is already taken`);
  });
});
