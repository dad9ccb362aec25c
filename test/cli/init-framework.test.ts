import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRAMEWORK_IDS } from '../../src/cli/init-frameworks.js';
import { cli, ROOT, tempDir } from './helpers.js';

let cleanup = (): void => {};
afterEach(() => cleanup());
const project = (): string => {
  const temp = tempDir('init-framework');
  cleanup = temp.cleanup;
  return temp.dir;
};

describe('a34-verify init --framework', () => {
  it('has one template per framework it offers, and no other', () => {
    const files = readdirSync(join(ROOT, 'templates/targets')).map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...FRAMEWORK_IDS].sort());
  });

  it.each(FRAMEWORK_IDS)('%s: writes a34/target.ts, a defineTarget with the five places marked YOURS', async (id) => {
    const dir = project();
    const { exit, out } = await cli(['init', '--framework', id], dir);
    expect(exit, out).toBe(0);
    const text = readFileSync(join(dir, 'a34/target.ts'), 'utf8');
    expect(text).toContain("from 'a34-verify/targets'");
    expect(text).toMatch(/export default defineTarget\(/);
    for (const n of [1, 2, 3, 4, 5]) expect(text).toContain(`// YOURS (${n})`);
    // The probe check runs at the seam and the fetch it hands in must reach the model client.
    expect(text).toContain('seam?.edit(');
    expect(text).toMatch(/fetch[,\s}]/);
    expect(out).toMatch(/npx a34-verify check/);
  });

  it('never overwrites a target that exists', async () => {
    const dir = project();
    await cli(['init', '--framework', 'langchain'], dir);
    writeFileSync(join(dir, 'a34/target.ts'), '// mine\n');
    const { exit, out } = await cli(['init', '--framework', 'mastra'], dir);
    expect(exit).toBe(0);
    expect(out).toContain('kept  a34/target.ts (exists; not overwritten)');
    expect(readFileSync(join(dir, 'a34/target.ts'), 'utf8')).toBe('// mine\n');
  });

  it('refuses a framework it has no template for (exit 2)', async () => {
    const { exit, err } = await cli(['init', '--framework', 'crewai'], project());
    expect(exit).toBe(2);
    expect(err).toMatch(/Allowed choices are ai-sdk, openai-agents, langchain, mastra/);
  });
});
