import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// ai 7 needs Node 22: the check runs in the lane's own Node, as frameworks/ci.sh runs it.
const NODE22 = 'frameworks/node22/node_modules/node/bin/node';
const INSTALLED = existsSync(NODE22) && existsSync('frameworks/node22/node_modules/ai/package.json');

describe('tool-order check (ai 7, Node 22)', () => {
  test.skipIf(!INSTALLED)('aiSdkToolOrder predicts the real wire; the faulty helpers are rejected', () => {
    const out = execFileSync(
      NODE22,
      ['--import', 'tsx', 'frameworks/core/tool-order-check.ts', '--lane', 'node22', '--runs', '100'],
      { encoding: 'utf8' },
    );
    expect(out).toMatch(/aiSdkToolOrder predicts ai's wire order: 100 runs, ok/);
    for (const fault of ['localeCompare', 'lastMention', 'unsortedTail', 'ignoresToolOrder'])
      expect(out).toMatch(new RegExp(`faulty ${fault}: rejected after`));
    expect(out).toMatch(/tool-order check node22: passed/);
  });
});
