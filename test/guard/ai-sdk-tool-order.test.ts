import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TOOL_ORDER_FAULTS, type ToolOrderFn, toolOrderCase } from '../../frameworks/core/tool-order-cases.js';
import { aiSdkToolOrder } from '../../src/guard/index.js';

const toolsOf = (names: readonly string[]) => names.map((name) => ({ name }));
const namesOf = (tools: readonly { name: string }[]) => tools.map((t) => t.name);

/**
 * ai 7's documented rule, stated as checks rather than rebuilt: the listed tools first in their first mention's
 * order, then the rest in code-unit order; no toolOrder: the record's own key order. The real `generateText` is the
 * judge in frameworks/node22/tool-order-check.ts (Node 22); this runs everywhere and names a fault's counterexample.
 */
function obeysRule(order: ToolOrderFn) {
  return fc.property(toolOrderCase, fc.infiniteStream(fc.nat()), ({ names, toolOrder }, shuffle) => {
    const tools = toolsOf(names);
    const got = order(tools, toolOrder);
    expect([...got].sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name))).toEqual(tools);
    if (toolOrder === undefined) {
      expect(namesOf(got)).toEqual(Object.keys(Object.fromEntries(names.map((n) => [n, 0]))));
      return;
    }
    const listed = toolOrder.filter((n, i) => names.includes(n) && toolOrder.indexOf(n) === i);
    expect(namesOf(got.slice(0, listed.length))).toEqual(listed);
    const tail = namesOf(got.slice(listed.length));
    for (let i = 1; i < tail.length; i++) expect((tail[i - 1] as string) < (tail[i] as string)).toBe(true);
    // The record's order is irrelevant once toolOrder is given.
    const keys = [...shuffle.take(names.length)];
    const shuffled = [...tools].sort((a, b) => (keys[names.indexOf(a.name)] ?? 0) - (keys[names.indexOf(b.name)] ?? 0));
    expect(namesOf(order(shuffled, toolOrder))).toEqual(namesOf(got));
  });
}

describe(aiSdkToolOrder.name, () => {
  test('listed tools at their first mention, strays ignored, the rest in code-unit order', () => {
    const tools = toolsOf(['b', 'a', 'C', '_x', '10', '9', '__proto__']);
    expect(namesOf(aiSdkToolOrder(tools, ['a', 'zz', '9', 'a']))).toEqual([
      'a',
      '9',
      '10',
      'C',
      '__proto__',
      '_x',
      'b',
    ]);
    expect(namesOf(aiSdkToolOrder(tools, []))).toEqual(['10', '9', 'C', '__proto__', '_x', 'a', 'b']);
  });

  test('without toolOrder, the order a record of the tools enumerates: integer-like names first', () => {
    expect(namesOf(aiSdkToolOrder(toolsOf(['b', '10', 'a', '9'])))).toEqual(['9', '10', 'b', 'a']);
  });

  test('returns the given tool objects', () => {
    const tools = toolsOf(['b', 'a']);
    expect(aiSdkToolOrder(tools, ['a'])).toEqual([tools[1], tools[0]]);
    expect(aiSdkToolOrder(tools, ['a'])[0]).toBe(tools[1]);
  });

  test('throws on two tools with one name (misuse: a tool record cannot hold both)', () => {
    expect(() => aiSdkToolOrder(toolsOf(['a', 'a']), [])).toThrow(/aiSdkToolOrder: two tools are named "a"/);
  });

  test('obeys the rule for any names and partial toolOrder (repeats, strays, none)', () => {
    fc.assert(obeysRule(aiSdkToolOrder), { numRuns: 500 });
  });

  test.each(Object.entries(TOOL_ORDER_FAULTS))('rejects the faulty %s', (_name, faulty) => {
    expect(fc.check(obeysRule(faulty), { numRuns: 500 }).failed).toBe(true);
  });
});
