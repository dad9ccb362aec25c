import { describe, expect, it } from 'vitest';
import { cli, ROOT } from './helpers.js';

describe('a34-verify frameworks', () => {
  it('refuses an unknown lane before any work (exit 2)', async () => {
    const { exit, out, err } = await cli(['frameworks', '--lane', 'node18'], ROOT);
    expect(exit).toBe(2);
    expect(out + err).toMatch(/--lane must be one of node20, node22 or all/);
  });
});
