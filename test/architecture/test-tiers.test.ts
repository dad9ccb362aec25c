import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fast, { LONG_TESTS } from '../../vitest.config.js';
import long from '../../vitest.long.config.js';
import { ROOT } from '../cli/helpers.js';

const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** Every test file under the folders the tiers draw from. */
const testFiles = ['test', 'properties', 'frameworks/test'].flatMap((root) =>
  readdirSync(join(ROOT, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => `${root}/${file}`),
);

describe('the two test tiers', () => {
  it('npm test leaves out exactly the *.long.test.ts files, and test:long runs only those', () => {
    expect(fast.test?.exclude).toContain(LONG_TESTS);
    expect(fast.test?.include?.every((glob) => glob.endsWith('*.test.ts'))).toBe(true);
    expect(long.test?.include?.length).toBeGreaterThan(0);
    expect(long.test?.include?.every((glob) => glob.endsWith('*.long.test.ts'))).toBe(true);
    expect(long.test?.exclude).not.toContain(LONG_TESTS);
    const longFiles = testFiles.filter((file) => file.endsWith('.long.test.ts'));
    expect(longFiles.length).toBeGreaterThanOrEqual(10);
    // Every long file sits under a root the long tier includes.
    for (const file of longFiles)
      expect(long.test?.include?.some((glob) => file.startsWith(glob.split('/**')[0] ?? ''))).toBe(true);
  });

  it('CI runs both tiers on both Nodes, and package.json names them', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['test']).toMatch(/vitest run$/);
    expect(scripts['test:long']).toBe('vitest run --config vitest.long.config.ts');
    const ci = read('.ci/run');
    expect(ci).toMatch(/^lane "npm test on Node [^\n]*" npm test$/m);
    expect(ci).toMatch(/^lane "npm run test:long on Node [^\n]*" npm run test:long$/m);
    expect(ci).toMatch(/npx vitest run\n.*npx vitest run --config vitest\.long\.config\.ts\n/);
  });
});
