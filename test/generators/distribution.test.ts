import { describe, expect, it } from 'vitest';
import { MEASURES } from '../../lab/generator-stats/measures.js';
import { observe } from '../../lab/generator-stats/observe.js';

// What the generators README promises, at a fixed seed and a small sample: lower bounds only, so widening passes.
const FLOORS: Record<string, Record<string, number>> = {
  toolName: { 'hostile (fails the MCP pattern)': 0.05, 'longer than 64': 0.005, 'non-ASCII': 0.02 },
  toolDescription: { empty: 0.03, 'at least 4000 chars': 0.03, 'non-ASCII': 0.3 },
  jsonSchema: { '2020-12 keywords seen (of 57)': 57, 'subschema depth max': 3, 'deepest null value': 5 },
  toolUniverse: {
    'listed tools max': 100,
    '100 tools or more': 0.005,
    'a schema holds a null value': 0.5,
    'a schema holds an empty object': 0.5,
  },
  admissionFacts: {
    'a Gateway fact of another scope': 0.05,
    'a Gateway fact of another run': 0.05,
    'a server lists read_tool_result': 0.05,
    'capacity too small': 0.1,
    'entry mode': 0.1,
  },
  mutation: Object.fromEntries(
    ['add', 'delete', 'rename', 'reorder', 'describe', 'schema', 'schema-in-place', 'aliasing', 'identity'].map((k) => [
      `kind ${k}`,
      0.05,
    ]),
  ),
  faultSchedule: { 'abort after the last step': 0.003, 'provider fails': 0.1 },
};

describe('generator distributions do not shrink back (seed 20261129)', () => {
  it.each(Object.entries(FLOORS))('%s', (name, floors) => {
    const measure = MEASURES.find((m) => m.name === name);
    if (measure === undefined) throw new Error(`no measure ${name}`);
    const rows = observe(measure, 20261129, name === 'admissionFacts' || name === 'toolUniverse' ? 200 : 300);
    for (const [metric, floor] of Object.entries(floors)) {
      const row = rows.find((r) => r.metric === metric);
      expect(row, `${name}: no figure ${metric}`).toBeDefined();
      expect(row?.value, `${name}: ${metric}`).toBeGreaterThanOrEqual(floor);
    }
  });
});
