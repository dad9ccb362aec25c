import { validateToolName } from '@modelcontextprotocol/sdk/shared/toolNameValidation.js';
import { ToolSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toToolDescriptor } from '../../generators/_internals/harvested/descriptor.js';
import { harvestedToolDescriptor, toolDescriptor, toolName } from '../../generators/index.js';
import { loadHarvestedFixtures } from '../../src/harvest/store.js';
import { ToolDescriptorSchema, type ToolDescriptor } from '../../src/reference/model/index.js';
import { sharedObjectPaths } from '../generators/helpers.js';

const servers = loadHarvestedFixtures();
const harvested = servers.flatMap((s) => s.tools);

/** Our descriptor as an MCP `Tool`: the same four fields, nothing added. */
const asMcpTool = (d: ToolDescriptor): Tool => ({
  name: d.name,
  description: d.description,
  inputSchema: d.inputSchema as Tool['inputSchema'],
  ...(d.annotations ? { annotations: d.annotations } : {}),
});

describe(toToolDescriptor.name, () => {
  it('converts all 41 harvested tools of the 4 servers, keeping name, description and the whole input schema', () => {
    expect(servers.map((s) => [s.server, s.tools.length])).toEqual([
      ['everything', 17],
      ['filesystem', 14],
      ['memory', 9],
      ['sequential-thinking', 1],
    ]);
    for (const tool of harvested) {
      const d = toToolDescriptor(tool);
      expect(ToolDescriptorSchema.parse(d)).toStrictEqual(d);
      expect([d.name, d.description]).toEqual([tool.name, tool.description ?? '']);
      expect(d.inputSchema).toStrictEqual(tool.inputSchema);
      expect(d.inputSchema['$schema']).toBe('http://json-schema.org/draft-07/schema#');
    }
  });

  it('keeps only the five annotation fields and drops outputSchema, title and execution', () => {
    const withOutput = harvested.find((t) => t.outputSchema !== undefined && t.title !== undefined);
    expect(withOutput).toBeDefined();
    const d = toToolDescriptor({
      ...withOutput!,
      annotations: { ...withOutput!.annotations, ['x-extra' as 'title']: 'dropped' },
    });
    expect(Object.keys(d).sort()).toEqual(['annotations', 'description', 'inputSchema', 'name']);
    expect(
      Object.keys(d.annotations ?? {}).every((k) =>
        ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'].includes(k),
      ),
    ).toBe(true);
    expect(d.annotations).toStrictEqual(withOutput!.annotations);
  });

  it('gives an empty description when the server has none, and shares no object with the listing', () => {
    const source: Tool = { name: 'bare', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
    const d = toToolDescriptor(source);
    expect(d).toStrictEqual({ name: 'bare', description: '', inputSchema: source.inputSchema });
    expect(d.inputSchema).not.toBe(source.inputSchema);
    expect(d.inputSchema['properties']).not.toBe(source.inputSchema.properties);
  });

  it('throws naming the tool when a schema is not plain JSON', () => {
    const bad: Tool = {
      name: 'nan',
      inputSchema: { type: 'object', properties: { n: { type: 'number', default: Number.NaN } } },
    };
    expect(() => toToolDescriptor(bad, 'demo/nan')).toThrow(
      /toToolDescriptor: demo\/nan is not a JSON tool descriptor at \$\.inputSchema\.properties\.n\.default/,
    );
  });
});

describe('SDK ToolSchema accepts our descriptors as MCP tools', () => {
  it('every harvested descriptor', () => {
    fc.assert(
      fc.property(
        harvestedToolDescriptor(),
        (d) => void expect(ToolSchema.parse(asMcpTool(d))).toStrictEqual(asMcpTool(d)),
      ),
      { numRuns: 200 },
    );
    expect(sharedObjectPaths(fc.sample(harvestedToolDescriptor(), { seed: 1, numRuns: 50 }))).toEqual([]);
  });

  it('every generated toolDescriptor(), with object-typed input schemas', () => {
    fc.assert(
      fc.property(toolDescriptor(), (d) => {
        expect(d.inputSchema['type']).toBe('object');
        expect(ToolSchema.safeParse(asMcpTool(d)).error).toBeUndefined();
      }),
      { numRuns: 500, seed: 20261129 },
    );
  });

  it('names: valid generated names pass the SDK name rule; hostile ones are meant to fail it', () => {
    fc.assert(
      fc.property(toolName({ hostileWeight: 0 }), (name) => void expect(validateToolName(name).isValid).toBe(true)),
      { numRuns: 300 },
    );
    const hostile = fc.sample(toolName({ hostileWeight: 1_000 }), { seed: 3, numRuns: 200 });
    expect(hostile.some((name) => !validateToolName(name).isValid)).toBe(true);
    for (const tool of harvested) expect(validateToolName(tool.name).isValid).toBe(true);
  });
});
