import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutation } from '../../generators/mutation.js';
import { toolDescriptor } from '../../generators/tool-descriptor.js';
import { readToolResult } from '../../src/harness/fixtures/etf-tools.js';
import { parsePath } from '../../src/harness/json-path.js';
import { reverseKeysDeep } from '../../src/harness/mutations/aliasing-identity.js';
import { applyMutation } from '../../src/harness/mutations/index.js';
import {
  checkParity,
  compareSurfaces,
  encoders,
  PROVIDERS,
  type JsonValue,
  type ToolDescriptor,
} from '../../src/index.js';

// The checks users are told to reuse, held to the contract directly (not only through the reference pipeline):
// mutation testing scores these with the properties, so a mutant that changes what they return dies here.
const seed = Number(process.env['A34_SEED'] ?? 20261129);
const params = { seed, numRuns: 150 };
const lists = fc.uniqueArray(toolDescriptor(), { minLength: 1, maxLength: 5, selector: (t) => t.name });
const json = (tools: readonly unknown[]): JsonValue[] => JSON.parse(JSON.stringify(tools)) as JsonValue[];

/** The value a `$`-path names in `root`, or `<absent>` where a step finds nothing. */
function at(root: unknown, path: string): unknown {
  let here: unknown = root;
  for (const step of parsePath(path) ?? []) {
    const key = 'index' in step ? step.index : step.key;
    if (here === null || typeof here !== 'object' || !Object.hasOwn(here, key)) return '<absent>';
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

describe('exported checks under properties', () => {
  it('checkParity and compareSurfaces: equal lists are equal, whatever their key order', () => {
    fc.assert(
      fc.property(lists, (tools) => {
        const copy = json(reverseKeysDeep(structuredClone(tools)) as unknown[]);
        expect(compareSurfaces(tools, copy)).toEqual({ equal: true });
        expect(checkParity(tools, copy)).toEqual({ equal: true });
      }),
      params,
    );
  });

  type Compare = typeof compareSurfaces;
  const everyChangeNamed = (compare: Compare, count: { named: number }) =>
    fc.property(lists, mutation(), (tools, change) => {
      const changed: unknown[] = structuredClone(tools);
      applyMutation(changed, { ...change, on: 'tools' }, { refused: undefined, readback: readToolResult });
      const actual = json(changed);
      const verdict = compare(tools, actual);
      if (verdict.equal) {
        // Equal means equal as JSON up to key order: the reference walk over reversed keys must agree.
        const reversed = json(reverseKeysDeep(tools) as unknown[]) as ToolDescriptor[];
        expect(compareSurfaces(reversed, actual).equal).toBe(true);
        return;
      }
      expect(JSON.stringify(json(tools))).not.toBe(JSON.stringify(actual));
      count.named++;
      const { path, expected, actual: found } = verdict.difference;
      expect(at(tools, path)).toEqual(expected);
      expect(at(actual, path)).toEqual(found);
      expect(expected).not.toEqual(found);
    });

  it('every JSON change is named: the difference says what each side holds at its path', () => {
    const count = { named: 0 };
    fc.assert(everyChangeNamed(compareSurfaces, count), params);
    expect(count.named).toBeGreaterThan(params.numRuns / 2);
  });

  it('rejects a compare that looks at names only (the property can fail)', () => {
    const names = (list: readonly unknown[]) => JSON.stringify(list.map((t) => (t as { name?: unknown } | null)?.name));
    const namesOnly: Compare = (expected, actual) =>
      names(expected) === names(actual) ? { equal: true } : compareSurfaces(expected, actual);
    expect(fc.check(everyChangeNamed(namesOnly, { named: 0 }), params).failed).toBe(true);
  });
});

describe('wire decoders under properties', () => {
  const bare = (tools: readonly ToolDescriptor[]) => tools.map(({ annotations: _a, ...rest }) => rest);

  it.each(PROVIDERS)('%s: decode(encode(x)) = x, annotations aside', (provider) => {
    fc.assert(
      fc.property(lists, (tools) => {
        const wire = encoders[provider].encode(tools);
        expect(encoders[provider].decode({ ...wire, body: JSON.parse(JSON.stringify(wire.body)) })).toEqual(
          bare(tools),
        );
      }),
      params,
    );
  });

  const BREAKS = [
    (body: Record<string, unknown>) => ({ ...body, tools: {} }),
    (body: Record<string, unknown>) => ({ ...body, tools: ['not a tool'] }),
    (body: Record<string, unknown>) => ({ ...body, tools: [...(body['tools'] as unknown[]), 7] }),
  ];

  it.each(PROVIDERS)('%s: a body whose tools are not the provider’s shape is refused', (provider) => {
    fc.assert(
      fc.property(lists, fc.constantFrom(...BREAKS), (tools, brk) => {
        const wire = encoders[provider].encode(tools);
        const broken = brk(JSON.parse(JSON.stringify(wire.body)) as Record<string, unknown>);
        expect(() => encoders[provider].decode({ ...wire, body: broken as never })).toThrow();
      }),
      { ...params, numRuns: 40 },
    );
  });
});
