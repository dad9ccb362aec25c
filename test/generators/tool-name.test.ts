import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MCP_TOOL_NAME, toolName, toolNames } from '../../generators/index.js';
import { HOSTILE_NAME_KINDS, hostileName } from '../../generators/_internals/hostile-name.js';

describe(toolName.name, () => {
  const names = fc.sample(toolName(), { seed: 7, numRuns: 2_000 });

  it('is mostly MCP-valid and often server__method shaped', () => {
    const valid = names.filter((n) => MCP_TOOL_NAME.test(n));
    expect(valid.length / names.length).toBeGreaterThan(0.7);
    expect(valid.filter((n) => /^[a-z]+__[a-z0-9_]+$/.test(n)).length / valid.length).toBeGreaterThan(0.4);
  });

  it('includes provider-hostile and near-collision names', () => {
    expect(names.some((n) => n.includes('\u200b'))).toBe(true);
    expect(names.some((n) => /[\u0400-\u04ff]/.test(n))).toBe(true);
    expect(names.some((n) => n.endsWith(' '))).toBe(true);
    expect(names.some((n) => n.length > 64)).toBe(true);
    expect(names.some((n) => n.includes('__') === false && n.includes('.'))).toBe(true);
  });

  it('only produces valid names when hostileWeight is 0', () => {
    expect(
      fc.sample(toolName({ hostileWeight: 0 }), { seed: 1, numRuns: 300 }).every((n) => MCP_TOOL_NAME.test(n)),
    ).toBe(true);
  });
});

describe(hostileName.name, () => {
  it.each(HOSTILE_NAME_KINDS)('%s changes the name', (kind) => {
    fc.assert(
      fc.property(
        fc.constantFrom('market__search_instruments', 'a', 'X', 'get-price', 'web.read'),
        fc.nat(),
        (name, pick) => {
          expect(hostileName(name, kind, pick)).not.toBe(name);
        },
      ),
    );
  });
});

describe(toolNames.name, () => {
  it('gives distinct names within the length bounds', () => {
    for (const list of fc.sample(toolNames({ minLength: 3, maxLength: 30 }), { seed: 3, numRuns: 100 })) {
      expect(new Set(list).size).toBe(list.length);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(30);
    }
  });
});
