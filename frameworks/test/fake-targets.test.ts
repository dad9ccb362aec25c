import { describe, expect, test } from 'vitest';
import type { JsonObject, ToolDescriptor } from '../../src/index.js';
import { discover, type Budget } from '../../src/frameworks/discover.js';
import { FRAMEWORK_PROPERTIES, type FrameworkProperty } from '../../src/frameworks/properties.js';
import type { FrameworkTarget } from '../../src/frameworks/target.js';
import { fakeGuardedTargets, fakeMcpTarget, fakeTarget } from './fake-targets.js';

const property = (id: string): FrameworkProperty => {
  const found = FRAMEWORK_PROPERTIES.find((p) => p.id === id);
  if (found === undefined) throw new Error(`no property ${id}`);
  return found;
};
const budget: Budget = { numRuns: 30, maxRounds: 2, roundMs: 30_000, shrink: 'fast-check' };
const codesOf = async (target: FrameworkTarget, id: string, runs = budget) =>
  (await discover(target, property(id), 7, runs)).discovered.map((d) => d.finding);

const stripKeyword =
  (keyword: string) =>
  (tools: ToolDescriptor[]): ToolDescriptor[] => {
    const strip = (node: unknown): void => {
      if (node === null || typeof node !== 'object') return;
      if (!Array.isArray(node)) delete (node as JsonObject)[keyword];
      Object.values(node as object).forEach(strip);
    };
    tools.forEach((t) => strip(t.inputSchema));
    return tools;
  };
// Undeclared sanitizing: get-price and get_price become one name.
const mergeSeparators = (tools: ToolDescriptor[]): ToolDescriptor[] =>
  tools.map((t) => ({ ...t, name: t.name.replaceAll('-', '_') }));

describe('framework properties on fake targets', () => {
  test('the faithful fake passes wire fidelity, names, no aliasing and seam detection', async () => {
    const faithful = fakeTarget('faithful', 'openai-chat');
    for (const id of ['wire-fidelity', 'names', 'no-aliasing', 'seam-detected'])
      expect(await codesOf(faithful, id), id).toEqual([]);
  });

  test('wire fidelity rejects a dropped keyword and shrinks to one tool', async () => {
    const result = await discover(
      fakeTarget('lossy', 'anthropic', { rewrite: stripKeyword('examples') }),
      property('wire-fidelity'),
      7,
      budget,
    );
    expect(result.discovered.map((d) => d.finding.code)).toEqual(['inputSchema.removed:examples']);
    expect(result.discovered[0]?.counterexample.tools).toHaveLength(1);
  });

  test('names rejects a silent merge', async () => {
    expect(
      (await codesOf(fakeTarget('merging', 'openai-chat', { rewrite: mergeSeparators }), 'names')).map((f) => f.code),
    ).toContain('name.merged');
  });

  test('no aliasing rejects a seam that holds the caller\u2019s objects', async () => {
    expect(
      (await codesOf(fakeTarget('aliasing', 'openai-chat', { alias: true }), 'no-aliasing')).map((f) => f.code),
    ).toContain('inputSchema.leaked:user-object');
  });

  test('no aliasing does not pass a call that failed before its seam ran (it checked nothing)', async () => {
    expect(
      (await codesOf(fakeTarget('failing', 'openai-chat', { failsBeforeSeam: true }), 'no-aliasing')).map(
        (f) => f.code,
      ),
    ).toEqual(['request.errored']);
  });

  test('seam detection rejects a runtime without a guard', async () => {
    expect(
      (await codesOf(fakeTarget('unguarded', 'gemini', { unguarded: true }), 'seam-detected')).map((f) => f.code),
    ).toEqual(['request.undetected:pre_dispatch']);
  });

  test('MCP fidelity passes a client that follows every page and rejects one that reads the first page only', async () => {
    const small = { numRuns: 4, maxRounds: 1, roundMs: 30_000, shrink: 'tools' } as const;
    expect(await codesOf(fakeMcpTarget('mcp-faithful', 'openai-chat'), 'mcp-fidelity', small)).toEqual([]);
    const lossy = await codesOf(
      fakeMcpTarget('mcp-first-page', 'openai-chat', { firstPageOnly: true }),
      'mcp-fidelity',
      { numRuns: 10, maxRounds: 1, roundMs: 30_000, shrink: 'tools' } as const,
    );
    expect(lossy.map((f) => f.code)).toEqual(['tool.removed']);
  }, 120_000);

  test('a guarded target passes when its guard refuses what the framework changed, and only that', async () => {
    const [, guarded] = fakeGuardedTargets('lossy', 'anthropic', { rewrite: stripKeyword('minimum') });
    expect(await codesOf(guarded as FrameworkTarget, 'wire-fidelity')).toEqual([]);
    const [, faithful] = fakeGuardedTargets('faithful', 'anthropic', { unguarded: true });
    for (const id of ['wire-fidelity', 'seam-detected'])
      expect(await codesOf(faithful as FrameworkTarget, id), id).toEqual([]);
  });

  test('a binding that misreads the seam is caught refusing honest lists (false refusal)', async () => {
    const [, skewed] = fakeGuardedTargets('skewed', 'openai-chat', { skewedBinding: true });
    expect((await codesOf(skewed as FrameworkTarget, 'wire-fidelity')).map((f) => f.code)).toEqual([
      'request.errored:false-refusal',
    ]);
  });

  test('a guard that checks before the seam and not at the fetch fails seam detection', async () => {
    const [, early] = fakeGuardedTargets('early', 'gemini', { earlyBinding: true, unguarded: true });
    expect((await codesOf(early as FrameworkTarget, 'seam-detected')).map((f) => f.code)).toEqual([
      'request.undetected:pre_dispatch',
    ]);
  });
});
