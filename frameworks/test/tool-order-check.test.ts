import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { aiSdkToolOrder } from '../../src/guard/index.js';
import { reproCall, TOOL_ORDER } from '../core/repro-frameworks.js';
import { declaredToolOrder, toolOrderCase } from '../core/tool-order-cases.js';

// ai 7 needs Node 22: the check runs in the lane's own Node, as frameworks/ci.sh runs it.
const NODE22 = 'frameworks/node22/node_modules/node/bin/node';
const INSTALLED = existsSync(NODE22) && existsSync('frameworks/node22/node_modules/ai/package.json');
const toolsOf = (names: readonly string[]) => names.map((name) => ({ name }));

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

describe(declaredToolOrder.name, () => {
  test('a reversed record under it goes out in the given order, with a listed part, a sorted tail, a stray', () => {
    fc.assert(
      fc.property(toolOrderCase, ({ names }) => {
        const order = declaredToolOrder(names);
        expect(aiSdkToolOrder(toolsOf(names).reverse(), order).map((t) => t.name)).toEqual(names);
        expect(names).not.toContain(order[0]);
      }),
      { numRuns: 300 },
    );
    expect(declaredToolOrder(['c', 'b', 'a', 'd'])).toEqual(['a34-not-a-tool', 'c', 'b', 'c']);
    expect(declaredToolOrder(['a', 'b'])).toEqual(['a34-not-a-tool']);
  });

  test('the repro script computes the same toolOrder, and passes it with the record reversed', () => {
    const scripted = new Function('given', `${TOOL_ORDER}return toolOrder;`) as (g: unknown) => string[];
    fc.assert(
      fc.property(toolOrderCase, ({ names }) => {
        expect(scripted(toolsOf(names))).toEqual(declaredToolOrder(names));
      }),
    );
    const call = reproCall('ai-sdk-7.tool-order.anthropic', 'anthropic');
    expect(call?.tools).toContain('.reverse()');
    expect(call?.call).toContain('tools, toolOrder,');
    expect(reproCall('ai-sdk-7.anthropic', 'anthropic')?.call).not.toContain('toolOrder');
  });
});
