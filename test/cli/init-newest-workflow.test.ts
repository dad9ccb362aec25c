import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWEST_DIFF } from '../../src/cli/init-newest-workflow.js';
import { cli, tempDir } from './helpers.js';

let cleanup = (): void => {};
afterEach(() => cleanup());
const project = (): string => {
  const temp = tempDir('init-newest');
  cleanup = temp.cleanup;
  return temp.dir;
};

/** A check.json with one finding per `target property code` triple. */
function checkJson(dir: string, name: string, findings: readonly (readonly [string, string, string])[]): void {
  mkdirSync(join(dir, 'reports', name), { recursive: true });
  const cells = findings.map(([target, property, code]) => ({ target, property, discovered: [{ finding: { code } }] }));
  writeFileSync(join(dir, 'reports', name, 'check.json'), JSON.stringify({ cells }));
}

describe('init --framework: the weekly newest-versions workflow', () => {
  it('is written beside the target, weekly, installing the framework packages at latest', async () => {
    const dir = project();
    const { exit, out } = await cli(['init', '--framework', 'langchain'], dir);
    expect(exit, out).toBe(0);
    const text = readFileSync(join(dir, '.github/workflows/a34-verify-newest.yml'), 'utf8');
    expect(text).toMatch(/schedule:\n\s+- cron: '\d+ \d+ \* \* \d'/);
    expect(text).toContain('npm install --no-save langchain@latest @langchain/core@latest @langchain/openai@latest');
    expect(text).toContain('npx a34-verify check --reports reports/a34-newest');
  });

  it('its comparison step exits 0 on the same findings and 1 with NEW and GONE lines otherwise', () => {
    const dir = project();
    const run = () => spawnSync('bash', ['-c', NEWEST_DIFF], { cwd: dir, encoding: 'utf8' });
    checkJson(dir, 'a34-pinned', [['t.anthropic', 'wire-fidelity', 'tool.removed']]);
    checkJson(dir, 'a34-newest', [['t.anthropic', 'wire-fidelity', 'tool.removed']]);
    expect(run()).toMatchObject({ status: 0, stdout: 'same findings on the newest versions\n' });
    checkJson(dir, 'a34-newest', [['t.anthropic', 'names', 'name.changed']]);
    const r = run();
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('NEW  t.anthropic · names · name.changed\nGONE t.anthropic · wire-fidelity · tool.removed\n');
  });
});
