import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, readSummary, ROOT, runArgs, tempDir } from '../cli/helpers.js';

const EXAMPLE = join(ROOT, 'examples/mini-a34');

describe('examples/mini-a34', () => {
  const { dir, cleanup } = tempDir('mini');
  afterAll(cleanup);

  it('passes the whole run at the ci profile through its config', async () => {
    const config = join(EXAMPLE, 'a34.config.ts');
    const { exit, out } = await cli(runArgs({ config, profile: 'ci', seed: 20261129, reports: 'reports' }), dir);
    expect(exit, out).toBe(0);
    const report = readSummary(join(dir, 'reports/summary.json'));
    expect(report.adapter).toBe('mini-a34');
    expect(report.coverage.shortfalls).toEqual([]);
    expect(report.red.every((r) => r.status === 'passed')).toBe(true);
    // A whole ci run through the CLI: about 70 s alone on 2 cores, over 120 s beside the rest of the suite on a
    // loaded CI machine, so runArgs lifts the profile's time budget and the test waits long enough.
  }, 600_000);

  it('is independent: it imports only the public package API (a34-verify), Node built-ins and its own files', () => {
    const files = readdirSync(EXAMPLE).filter((f) => f.endsWith('.ts'));
    const specifiers = files.flatMap((f) =>
      [...readFileSync(join(EXAMPLE, f), 'utf8').matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map(
        (m) => ({ file: f, spec: m[1] ?? m[2] ?? '' }),
      ),
    );
    expect(specifiers.length).toBeGreaterThan(10);
    const allowed = (spec: string): boolean =>
      /^\.\/[^/]+\.js$/.test(spec) || spec.startsWith('node:') || /^a34-verify(\/(vitest|generators))?$/.test(spec);
    expect(specifiers.filter((s) => !allowed(s.spec))).toEqual([]);
    expect(specifiers.some((s) => s.spec === 'a34-verify')).toBe(true);
  });
});
