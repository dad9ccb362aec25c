import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolAnnotations, toolDescriptor } from '../../generators/index.js';
import { ToolAnnotationsSchema, ToolDescriptorSchema } from '../../src/reference/model/index.js';
import { expectSchemaValue } from './helpers.js';

describe(toolDescriptor.name, () => {
  const tools = fc.sample(toolDescriptor(), { seed: 13, numRuns: 300 });

  it('passes ToolDescriptorSchema unchanged and survives JSON', () => {
    for (const tool of tools) {
      expectSchemaValue(ToolDescriptorSchema, tool);
    }
  });

  it('has readOnlyHint true, false and absent', () => {
    const hints = new Set(tools.map((t) => String(t.annotations?.readOnlyHint)));
    expect([...hints].sort()).toEqual(['false', 'true', 'undefined']);
    expect(tools.some((t) => t.annotations === undefined)).toBe(true);
  });
});

describe(toolAnnotations.name, () => {
  it('passes ToolAnnotationsSchema and omits absent hints instead of setting undefined', () => {
    for (const a of fc.sample(toolAnnotations(), { seed: 2, numRuns: 200 })) {
      expect(ToolAnnotationsSchema.parse(a)).toStrictEqual(a);
      expect(Object.values(a)).not.toContain(undefined);
    }
  });
});
