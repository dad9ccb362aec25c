import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INIT_FILES } from '../../src/cli/init-templates.js';
import { PACKAGE_VERSION } from '../../src/harness/package-root.js';
import { cli, tempDir } from './helpers.js';

describe('a34-verify init', () => {
  const { dir, cleanup } = tempDir('init');
  afterAll(cleanup);

  it('scaffolds config, adapter skeleton, RED folder and workflow, and keeps a file that exists', async () => {
    writeFileSync(join(dir, 'a34.config.ts'), '// mine\n');
    const { exit, out } = await cli(['init'], dir);
    expect(exit, out).toBe(0);
    expect(readFileSync(join(dir, 'a34.config.ts'), 'utf8')).toBe('// mine\n');
    expect(out).toContain('kept  a34.config.ts (exists; not overwritten)');
    for (const file of INIT_FILES.slice(1)) expect(existsSync(join(dir, file.path)), file.path).toBe(true);
  });

  it('writes an adapter skeleton with every member, a TODO for each, and the one line that selects the reference', () => {
    const adapter = readFileSync(join(dir, 'a34/adapter.ts'), 'utf8');
    for (const member of ['project(', 'recover(', 'async runRequest(']) expect(adapter).toContain(member);
    expect(adapter.match(/\/\/ TODO /g)?.length).toBe(3);
    expect(adapter).toContain("from 'a34-verify'");
    expect(adapter).toMatch(/^export const adapter = mine;$/m);
  });

  it('writes a workflow that shards with one seed, merges, uploads the HTML report and appends the summary', () => {
    const workflow = readFileSync(join(dir, '.github/workflows/a34-verify.yml'), 'utf8');
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions, literally
    expect(workflow).toContain('--shard ${{ matrix.shard }}/3');
    expect(workflow).toContain('--seed ${{ github.run_number }}');
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions, literally
    expect(workflow).toContain('npx a34-verify merge shards/*/summary.json --out reports/a34');
    expect(workflow).toContain('path: reports/a34/a34-verify.html');
    expect(workflow).toContain('>> "$GITHUB_STEP_SUMMARY"');
  });

  it('in a project that loads .ts as CommonJS, makes a34/ an ES module folder; in an ES module project, leaves it', async () => {
    const commonJs = tempDir('init-commonjs');
    const esm = tempDir('init-esm');
    try {
      writeFileSync(join(commonJs.dir, 'package.json'), '{ "name": "app", "type": "commonjs" }');
      writeFileSync(join(esm.dir, 'package.json'), '{ "name": "app", "type": "module" }');
      const inCommonJs = await cli(['init'], commonJs.dir);
      expect(inCommonJs.exit, inCommonJs.out).toBe(0);
      expect(inCommonJs.out).toContain('wrote a34/package.json');
      expect(JSON.parse(readFileSync(join(commonJs.dir, 'a34/package.json'), 'utf8'))).toEqual({ type: 'module' });
      const inEsm = await cli(['init'], esm.dir);
      expect(inEsm.exit, inEsm.out).toBe(0);
      expect(existsSync(join(esm.dir, 'a34/package.json'))).toBe(false);
      expect(inEsm.out).not.toContain('a34/package.json');
    } finally {
      commonJs.cleanup();
      esm.cleanup();
    }
  });

  it.each(['--version', '-v', '-V'])('%s prints the package version', async (flag) => {
    const { exit, out } = await cli([flag], dir);
    expect(exit).toBe(0);
    expect(out).toBe(PACKAGE_VERSION);
  });
});
