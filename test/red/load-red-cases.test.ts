import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRedCases, type RedCatalog } from '../../src/suite/red/load-red-cases.js';

const GOOD = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../red/pre-dispatch-delete.json', import.meta.url)), 'utf8'),
) as Record<string, unknown>;
const goodMutation = (GOOD['mutations'] as Record<string, unknown>[])[0];

/** A copy of a good case under another id, with one change. */
const variant = (id: string, change: (c: Record<string, unknown>) => void): string => {
  const copy = structuredClone({ ...GOOD, id });
  change(copy);
  return JSON.stringify(copy);
};

const FILES: Record<string, string> = {
  'pre-dispatch-delete.json': JSON.stringify(GOOD),
  'a-not-json.json': '{ "id": "a-not-json", ',
  'missing-title.json': variant('missing-title', (c) => delete c['title']),
  'wrong-type.json': variant('wrong-type', (c) => (c['mutations'] = [{ ...goodMutation, target: 'three' }])),
  'unknown-variant.json': variant(
    'unknown-variant',
    (c) => (c['mutations'] = [{ ...goodMutation, variant: 'sideways' }]),
  ),
  'bad-patch.json': variant(
    'bad-patch',
    (c) => (c['patch'] = { stage: { readbackPermitted: true, toolCapacity: -1 } }),
  ),
  'id-mismatch.json': variant('another-id', () => undefined),
  'z-also-good.json': variant('z-also-good', (c) => (c['title'] = 'still loads after the bad files')),
  'notes.txt': 'not a case file',
};

describe('loadRedCases with malformed files', () => {
  let dir: string;
  let catalog: RedCatalog;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'red-cases-'));
    for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
    catalog = loadRedCases(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const errorFor = (file: string) => catalog.errors.filter((e) => e.file === join(dir, file));

  it('still loads the good cases around the bad ones', () => {
    expect(catalog.cases.map((c) => c.id)).toEqual(['pre-dispatch-delete', 'z-also-good']);
  });

  it.each([
    ['a-not-json.json', '$', /not valid JSON/],
    ['missing-title.json', '$.title', /expected string/],
    ['wrong-type.json', '$.mutations[0].target', /expected number/],
    ['unknown-variant.json', '$.mutations[0].variant', /"sideways" is not one of remove/],
    ['bad-patch.json', '$.patch.stage.toolCapacity', />=0/],
    ['id-mismatch.json', '$.id', /must equal the file name/],
  ])('%s: error names the file and %s', (file, path, message) => {
    const errors = errorFor(file);
    expect(errors.map((e) => e.path)).toContain(path);
    expect(errors.find((e) => e.path === path)?.message).toMatch(message);
  });

  it('reports nothing for good files and ignores files that are not JSON cases', () => {
    expect(errorFor('pre-dispatch-delete.json')).toEqual([]);
    expect(catalog.errors.some((e) => e.file.endsWith('notes.txt'))).toBe(false);
  });
});
