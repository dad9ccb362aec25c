import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AdapterLoadError } from '../../src/harness/isolation/adapter-load-error.js';
import { loadModule } from '../../src/harness/isolation/load-module.js';
import { loadsAsCommonJs, packageTypeAt } from '../../src/harness/isolation/module-scope.js';

const root = mkdtempSync(join(tmpdir(), 'a34-module-scope-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A project folder with the given package.json (or none) and an adapter.ts that throws while loading. */
function project(name: string, packageJson: object | undefined): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'a34'), { recursive: true });
  if (packageJson !== undefined) writeFileSync(join(dir, 'package.json'), JSON.stringify(packageJson));
  writeFileSync(join(dir, 'a34', 'adapter.ts'), "throw new Error('adapter broke while loading');\n");
  return dir;
}

const loadError = async (path: string): Promise<string> => {
  const error = await loadModule({
    kind: 'module',
    path,
    shownAs: 'a34/adapter.ts',
    origin: { file: 'x', path: '$.adapter' },
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AdapterLoadError);
  return (error as AdapterLoadError).message;
};

describe('how a project loads its .ts files', () => {
  const commonJs = project('commonjs', { name: 'app', type: 'commonjs' });
  const untyped = project('untyped', { name: 'app' });
  const esm = project('esm', { name: 'app', type: 'module' });

  it('reads the nearest package.json: no "type" and "commonjs" are CommonJS, .mts and .cts decide by themselves', () => {
    expect(packageTypeAt(join(commonJs, 'a34'))).toBe('commonjs');
    expect(packageTypeAt(join(untyped, 'a34'))).toBe('commonjs');
    expect(packageTypeAt(join(esm, 'a34'))).toBe('module');
    expect(loadsAsCommonJs(join(untyped, 'a34', 'adapter.ts'))).toBe(true);
    expect(loadsAsCommonJs(join(untyped, 'a34', 'adapter.mts'))).toBe(false);
    expect(loadsAsCommonJs(join(esm, 'a34', 'adapter.cts'))).toBe(true);
    writeFileSync(join(commonJs, 'a34', 'package.json'), '{ "type": "module" }');
    expect(loadsAsCommonJs(join(commonJs, 'a34', 'adapter.ts'))).toBe(false);
  });

  it('a load failure in a CommonJS scope says so and names both ways out; in an ES module scope it does not', async () => {
    const inCommonJs = await loadError(join(untyped, 'a34', 'adapter.ts'));
    expect(inCommonJs).toContain('adapter broke while loading');
    expect(inCommonJs).toContain('a34/adapter.ts loads as CommonJS');
    expect(inCommonJs).toContain('{"type": "module"}');
    const inEsm = await loadError(join(esm, 'a34', 'adapter.ts'));
    expect(inEsm).toContain('adapter broke while loading');
    expect(inEsm).not.toContain('CommonJS');
  });
});
