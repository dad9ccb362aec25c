import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolUniverse, type ToolUniverse } from '../../generators/index.js';
import { READBACK_TOOL } from '../../src/reference/model/index.js';
import { expectJsonRoundTrip, sharedObjectPaths } from './helpers.js';

const toolCount = (u: ToolUniverse): number => u.connections.reduce((n, c) => n + c.tools.length, 0);
const names = (u: ToolUniverse): string[] => u.connections.flatMap((c) => c.tools.map((t) => t.name));

describe(toolUniverse.name, () => {
  const universes = fc.sample(toolUniverse(), { seed: 17, numRuns: 150 });

  it('names every tool once across connections, never a native control name', () => {
    for (const u of universes) {
      expect(new Set(names(u)).size).toBe(toolCount(u));
      expect(names(u)).not.toContain(READBACK_TOOL);
      expectJsonRoundTrip(u);
      expect(sharedObjectPaths(u)).toEqual([]);
    }
  });

  it('pairs tools with contract rows of listed tools, and sometimes leaves one without', () => {
    for (const u of universes) for (const entry of u.contract) expect(names(u)).toContain(entry.toolName);
    expect(universes.some((u) => names(u).some((n) => !u.contract.some((e) => e.toolName === n)))).toBe(true);
  });

  it('often includes the synthetic web pair on one shared route, sometimes a disconnected server', () => {
    const withPair = universes.filter((u) => u.contract.filter((e) => e.origin === 'synthetic').length === 2);
    expect(withPair.length / universes.length).toBeGreaterThan(0.5);
    for (const u of withPair) {
      const pair = u.contract.filter((e) => e.origin === 'synthetic');
      expect(pair.map((e) => e.capability).sort()).toEqual(['web.read', 'web.search']);
      expect(new Set(pair.map((e) => e.action))).toEqual(new Set(['search_public_sources']));
    }
    expect(universes.some((u) => u.connections.some((c) => !c.connected))).toBe(true);
    expect(universes.some((u) => toolCount(u) === 0)).toBe(true);
  });

  it('respects the connection bound', () => {
    for (const u of fc.sample(toolUniverse({ maxConnections: 2 }), { seed: 1, numRuns: 100 })) {
      expect(u.connections.length).toBeGreaterThanOrEqual(1);
      expect(u.connections.length).toBeLessThanOrEqual(2);
    }
  });

  it('reaches several hundred tools at max size', () => {
    const sized = fc.sample(toolUniverse({ max: 320, size: 'max' }), { seed: 4, numRuns: 4 });
    expect(Math.max(...sized.map(toolCount))).toBeGreaterThanOrEqual(200);
    const [large] = fc.sample(toolUniverse({ min: 200, max: 320 }), { seed: 4, numRuns: 1 });
    expect(large === undefined ? 0 : toolCount(large)).toBeGreaterThanOrEqual(200);
  });
});
