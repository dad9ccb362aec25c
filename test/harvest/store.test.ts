import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { splitCommandLine } from '../../src/harvest/cli.js';
import { cli } from '../cli/helpers.js';
import { fixturePath, FIXTURE_DIR, loadHarvestedFixtures, writeFixture } from '../../src/harvest/store.js';

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harvest-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('fixture store', () => {
  it('round-trips byte-identically through write and load', () => {
    const dir = scratch();
    for (const fixture of loadHarvestedFixtures()) writeFixture(fixture, dir);
    for (const name of ['everything', 'filesystem', 'memory', 'sequential-thinking']) {
      expect(readFileSync(fixturePath(name, dir), 'utf8')).toBe(readFileSync(fixturePath(name), 'utf8'));
    }
  });

  it('names the file and the JSON path of a corrupted tool', () => {
    const dir = scratch();
    const fixture = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'memory.json'), 'utf8')) as {
      tools: { inputSchema: { type: string } }[];
    };
    const third = fixture.tools[2];
    if (third === undefined) throw new Error('memory fixture has fewer than 3 tools');
    third.inputSchema.type = 'array';
    const file = path.join(dir, 'memory.json');
    writeFileSync(file, JSON.stringify(fixture));
    expect(() => loadHarvestedFixtures(dir)).toThrow(file);
    expect(() => loadHarvestedFixtures(dir)).toThrow('$.tools[2].inputSchema.type');
  });

  it('names the file when it is not JSON at all', () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'broken.json'), '{"server": ');
    expect(() => loadHarvestedFixtures(dir)).toThrow(`${path.join(dir, 'broken.json')}: not readable JSON`);
  });

  it('rejects labels that would escape the fixture folder', () => {
    expect(() => fixturePath('../evil')).toThrow(/invalid server label/);
  });
});

describe('a34-verify harvest usage', () => {
  const harvest = async (...args: string[]) => (await cli(['harvest', ...args], tmpdir())).exit;
  it('exits 2 on bad usage without starting anything', async () => {
    expect(await harvest('--bogus')).toBe(2);
    expect(await harvest('--server', 'nope')).toBe(2);
    expect(await harvest('--command', 'node x.js')).toBe(2);
    expect(await harvest('--command', '"unterminated', '--name', 'x')).toBe(2);
    expect(await harvest('--timeout', '0', '--server', 'memory')).toBe(2);
    expect(await harvest('--help')).toBe(0);
  });

  it('splits a command line with quotes and escapes', () => {
    expect(splitCommandLine(`node  "a b" 'c\\d' e\\ f ""`)).toEqual(['node', 'a b', 'c\\d', 'e f', '']);
  });
});
