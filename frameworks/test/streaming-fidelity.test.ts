import { describe, expect, test } from 'vitest';
import type { JsonObject, ToolDescriptor } from '../../src/index.js';
import { discover, type Budget } from '../../src/frameworks/discover.js';
import { FRAMEWORK_PROPERTIES } from '../../src/frameworks/properties.js';
import type { FrameworkTarget } from '../../src/frameworks/target.js';
import { fakeGuardedTargets, fakeTarget } from './fake-targets.js';

const streaming = FRAMEWORK_PROPERTIES.find((p) => p.id === 'streaming-fidelity');
const budget: Budget = { numRuns: 30, maxRounds: 2, roundMs: 30_000, shrink: 'fast-check' };
const codesOf = async (target: FrameworkTarget): Promise<string[]> => {
  if (streaming === undefined) throw new Error('streaming-fidelity is not registered');
  return (await discover(target, streaming, 7, budget)).discovered.map((d) => d.finding.code);
};

// Drops `description` everywhere inside each schema: a keyword the generators draw often.
const dropDescriptions = (tools: ToolDescriptor[]): ToolDescriptor[] => {
  const strip = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (!Array.isArray(node)) delete (node as JsonObject)['description'];
    Object.values(node as object).forEach(strip);
  };
  for (const t of tools) strip(t.inputSchema);
  return tools;
};

describe('streaming-fidelity on fake targets', () => {
  test('an honest streaming fake passes, on every provider', async () => {
    for (const provider of ['openai-chat', 'openai-responses', 'anthropic', 'gemini'] as const)
      expect(await codesOf(fakeTarget(`honest.${provider}`, provider)), provider).toEqual([]);
  });

  test('a fake that drops a keyword only when streaming is rejected, and wire-fidelity alone does not see it', async () => {
    const lossy = fakeTarget('stream-lossy', 'anthropic', { streamRewrite: dropDescriptions });
    expect(await codesOf(lossy)).toContain('inputSchema.removed:description');
    const wire = FRAMEWORK_PROPERTIES.find((p) => p.id === 'wire-fidelity');
    if (wire === undefined) throw new Error('wire-fidelity is not registered');
    expect((await discover(lossy, wire, 7, budget)).discovered).toEqual([]);
  });

  test('a fake that never sends a streaming request is request.missing', async () => {
    expect(await codesOf(fakeTarget('never-streams', 'openai-chat', { neverStreams: true }))).toEqual([
      'request.missing',
    ]);
    expect(await codesOf(fakeTarget('never-streams.gemini', 'gemini', { neverStreams: true }))).toEqual([
      'request.missing',
    ]);
  });

  test('guarded: a rewrite on the streaming path is refused before it leaves; a streaming call past the guard is a finding', async () => {
    const [, guarded] = fakeGuardedTargets('stream-lossy', 'openai-responses', { streamRewrite: dropDescriptions });
    if (guarded === undefined) throw new Error('no guarded variant');
    expect(await codesOf(guarded)).toEqual([]);
    const [, leaky] = fakeGuardedTargets('stream-leaky', 'openai-responses', {
      streamRewrite: dropDescriptions,
      streamUnwrapped: true,
    });
    if (leaky === undefined) throw new Error('no guarded variant');
    expect(await codesOf(leaky)).toContain('inputSchema.removed:description');
  });

  test('it applies to streaming hand-built targets only', () => {
    if (streaming === undefined) throw new Error('streaming-fidelity is not registered');
    const honest = fakeTarget('honest', 'openai-chat');
    expect(streaming.appliesTo(honest)).toBe(true);
    expect(streaming.appliesTo({ ...honest, streams: false })).toBe(false);
    expect(streaming.appliesTo({ ...honest, via: 'mcp' })).toBe(false);
  });
});
