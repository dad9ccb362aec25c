import { describe, expect, it } from 'vitest';
import { PARITY_CONTENDERS } from '../../bench/contenders.js';
import { deepestPath, TOOL_BYTES, toolList, withDeepestChanged } from '../../bench/data.js';
import { lieTable } from '../../bench/lie-table.js';
import { LIST_VARIANTS } from '../../bench/lies.js';
import { ToolDescriptorSchema } from '../../src/reference/model/index.js';
import { isValidWireName } from '../../src/reference/wire/index.js';

// No timing here: speed targets live in `npm run bench`, where the machine's noise is measured against a floor.
describe('bench data', () => {
  it('is deterministic: the same seed gives the same list, another seed another', () => {
    expect(toolList(50, 7)).toStrictEqual(toolList(50, 7));
    expect(toolList(50, 8)).not.toEqual(toolList(50, 7));
  });

  it(`gives valid, uniquely and wire-safely named tools of ${TOOL_BYTES.min}-${TOOL_BYTES.max} bytes of JSON each`, () => {
    const tools = toolList(300);

    const sizes = tools.map((tool) => Buffer.byteLength(JSON.stringify(tool)));

    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(TOOL_BYTES.min);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(TOOL_BYTES.max);
    for (const tool of tools) expect(ToolDescriptorSchema.parse(tool)).toStrictEqual(tool);
    expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
    expect(tools.every((t) => isValidWireName(t.name))).toBe(true);
  });

  it('changes exactly the deepest field of the chosen tool, on a copy', () => {
    const tools = toolList(5);
    const before = structuredClone(tools);

    const changed = withDeepestChanged(tools, 4);

    expect(tools).toStrictEqual(before);
    expect(changed.slice(0, 4)).toStrictEqual(tools.slice(0, 4));
    const path = deepestPath(tools[4] ?? null);
    const at = (tool: unknown) =>
      path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], tool);
    expect(path.length).toBeGreaterThan(6);
    expect(at(changed[4])).not.toEqual(at(tools[4]));
  });
});

describe('lie table', () => {
  const rows = lieTable(PARITY_CONTENDERS, toolList(3));
  const lies = LIST_VARIANTS.filter((v) => !v.honest).map((v) => v.id);

  it('marks the reference as never fooled, and never alarmed by an honest list', () => {
    for (const row of rows.filter((r) => r.kind === 'reference')) {
      for (const lie of lies) expect(row.cells[lie], `${row.comparator} / ${lie}`).toBe('caught');
      for (const control of LIST_VARIANTS.filter((v) => v.honest)) expect(row.cells[control.id]).toBe('equal');
    }
  });

  it('holds the experiments to the same standard as the reference', () => {
    for (const row of rows.filter((r) => r.kind === 'experiment')) {
      for (const lie of lies) expect(row.cells[lie], `${row.comparator} / ${lie}`).toBe('caught');
    }
  });

  it('shows that each lie fools some peer, so the table can tell comparators apart', () => {
    const peers = rows.filter((r) => r.kind === 'peer');
    for (const lie of lies)
      expect(
        peers.some((r) => r.cells[lie] === 'fooled'),
        lie,
      ).toBe(true);
  });
});
