import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareSurfaces, encoders, PROVIDERS, type ToolDescriptor } from '../../src/index.js';
import { listedTool, toolList } from '../../src/frameworks/arbitraries.js';
import { judgeWire } from '../../src/frameworks/judge.js';
import { readBody, type WireEntry } from '../../src/guard/wire/read-body.js';

const tool = (
  name: string,
  schema: ToolDescriptor['inputSchema'] = { type: 'object', properties: { q: { type: 'string', format: 'date' } } },
): ToolDescriptor => ({ name, description: `does ${name}`, inputSchema: schema });
const entry = (t: ToolDescriptor, patch: Partial<WireEntry> = {}): WireEntry => ({
  name: t.name,
  description: t.description,
  schema: structuredClone(t.inputSchema),
  schemaKey: 'parameters',
  extras: {},
  ...patch,
});
const codes = (expected: ToolDescriptor[], entries: WireEntry[]) =>
  judgeWire({ provider: 'openai-chat', expected, entries }).map((f) => `${f.code} ${f.path}`);

describe(judgeWire.name, () => {
  test('a faithful encoding (the core encoders) has no finding', () => {
    const cases = fc.constantFrom(...PROVIDERS).chain((p) => fc.tuple(fc.constant(p), toolList(listedTool(p), 4)));
    fc.assert(
      fc.property(cases, ([provider, tools]) => {
        const wire = encoders[provider].encode(tools);
        expect(
          judgeWire({ provider, expected: tools, entries: readBody(provider, wire.body), names: wire.names }),
        ).toEqual([]);
      }),
      { numRuns: 40, seed: 1341 },
    );
  });

  test('a dropped keyword is named with its JSON path; the first difference agrees with compareSurfaces', () => {
    const t = tool('a');
    const lossy = entry(t, { schema: { type: 'object', properties: { q: { type: 'string' } } } });
    expect(codes([t], [lossy])).toEqual(['inputSchema.removed:format $[0].inputSchema.properties.q.format']);
    const verdict = compareSurfaces(
      [t],
      [{ name: 'a', description: t.description, inputSchema: lossy.schema ?? null }],
    );
    expect(verdict.equal ? '' : verdict.difference.path).toBe('$[0].inputSchema.properties.q.format');
  });

  test('reorder, drop, merge and rename are each their own code', () => {
    const [a, b] = [tool('a'), tool('b')];
    expect(codes([a, b], [entry(b), entry(a)])).toEqual(['tool.reordered $']);
    expect(codes([a, b], [entry(a)])).toEqual(['tool.removed $[1]']);
    expect(codes([tool('get-x'), tool('get_x')], [entry(tool('get_x')), entry(tool('get_x'))])).toContain(
      'name.merged $',
    );
    expect(codes([a], [entry(a, { name: 'a_' })])).toEqual(['name.changed $[0].name']);
  });

  test('order is judged over renamed tools too: a tool renamed and moved to the end is also reordered', () => {
    const [a, b, c] = [tool('a'), tool('b'), tool('c')];
    expect(codes([a, b, c], [entry(a), entry(c), entry(b, { name: 'b_' })])).toEqual([
      'tool.reordered $',
      'name.changed $[1].name',
    ]);
    expect(codes([a, b, c], [entry(a), entry(b, { name: 'b_' }), entry(c)])).toEqual(['name.changed $[1].name']);
  });

  test('a dropped tool beside a renamed one: the renamed one pairs by its text, the dropped one is removed', () => {
    const [dropped, renamed] = [tool('__proto__'), tool('c.w')];
    expect(codes([dropped, renamed], [entry(renamed, { name: 'c_w' })])).toEqual([
      'tool.removed $[0]',
      'name.changed $[1].name',
    ]);
  });

  test('accepted encodings pass; anything else on the entry is a finding', () => {
    const empty: ToolDescriptor = { name: 'e', description: '', inputSchema: { type: 'object' } };
    expect(
      codes(
        [empty],
        [entry(empty, { description: undefined, schema: undefined, schemaKey: undefined, extras: { strict: false } })],
      ),
    ).toEqual([]);
    expect(codes([empty], [entry(empty, { schema: { type: 'object', properties: {} } })])).toEqual([]);
    expect(codes([empty], [entry(empty, { extras: { strict: true } })])).toEqual(['entry.added:strict $[0].strict']);
    expect(codes([empty], [entry(empty, { extras: { strict: null } })])).toEqual(['entry.added:strict $[0].strict']);
  });

  test('a declared name table makes a renaming legitimate', () => {
    const t = tool('srv.read');
    expect(
      judgeWire({
        provider: 'openai-chat',
        expected: [t],
        entries: [entry(t, { name: 'srv_read' })],
        names: { srv_read: 'srv.read' },
      }),
    ).toEqual([]);
  });
});
