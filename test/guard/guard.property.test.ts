import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listedTool, toolList } from '../../src/frameworks/arbitraries.js';
import { mutation } from '../../generators/mutation.js';
import { readToolResult } from '../../src/harness/fixtures/etf-tools.js';
import { applyMutation } from '../../src/harness/mutations/index.js';
import { createToolGuard } from '../../src/guard/index.js';
import { PROVIDER_PROFILE } from '../../src/guard/profiles/provider-rules.js';
import { checkBytes } from '../../src/guard/fetch/final-check.js';
import { readBody } from '../../src/guard/wire/read-body.js';
import { checkParity } from '../../src/reference/parity/check.js';
import { encoders, PROVIDERS, type Provider, type ToolDescriptor } from '../../src/index.js';

// The final check is judged against an oracle that shares none of its code: the reference's parity over the
// JSON the wire carries. Whatever the guard refuses must differ; whatever differs must be refused.
const runs = Number(process.env['A34_GUARD_RUNS'] ?? 100);
const seed = Number(process.env['A34_SEED'] ?? 20261204);

type FinalCheck = (
  provider: Provider,
  expected: readonly ToolDescriptor[],
  bytes: Uint8Array,
  names: Record<string, string>,
) => readonly unknown[];

const guardFinal: FinalCheck = (provider, expected, bytes, names) =>
  checkBytes({ provider, expected, rules: PROVIDER_PROFILE.rules, names }, bytes);

/** A careless guard that compares names only (the class of hash-free "same tools" checks). */
const namesOnly: FinalCheck = (provider, expected, bytes) => {
  const names = readBody(provider, JSON.parse(new TextDecoder().decode(bytes))).map((e) => e.name);
  return JSON.stringify(names) === JSON.stringify(expected.map((t) => t.name)) ? [] : ['names differ'];
};

const bare = (list: readonly unknown[]): unknown[] =>
  list.map((t) => {
    if (t === null || typeof t !== 'object' || Array.isArray(t)) return t;
    const { annotations: _dropped, ...rest } = t as Record<string, unknown>;
    return rest;
  });

const changedList = fc.constantFrom(...PROVIDERS).chain((provider) =>
  fc.record({
    provider: fc.constant(provider),
    tools: toolList(listedTool(provider), 6),
    change: mutation(),
  }),
);

/** Encodes what a hook left, with the encoder's name table; undefined when no JSON list of tools can be sent. */
function wireOf(provider: Provider, list: unknown[]): { bytes: Uint8Array; names: Record<string, string> } | undefined {
  try {
    const wire = encoders[provider].encode(JSON.parse(JSON.stringify(list)) as ToolDescriptor[]);
    return { bytes: new TextEncoder().encode(JSON.stringify(wire.body)), names: wire.names };
  } catch {
    return undefined;
  }
}

function agreesWithParity(check: FinalCheck, seen = { differs: 0, equal: 0 }) {
  return fc.property(changedList, ({ provider, tools, change }) => {
    const list: unknown[] = structuredClone(tools);
    applyMutation(list, { ...change, on: 'tools' }, { refused: undefined, readback: readToolResult });
    const wire = wireOf(provider, list);
    fc.pre(wire !== undefined);
    const { bytes, names } = wire;
    const sent = readBody(provider, JSON.parse(new TextDecoder().decode(bytes)));
    // The oracle: the logical list the bytes carry (names mapped back), compared by the reference's parity.
    const carried = sent.map((e) => ({
      name: names[e.name] ?? e.name,
      description: e.description ?? '',
      inputSchema: e.schema ?? { type: 'object' },
    }));
    const differs = !checkParity(bare(tools) as ToolDescriptor[], carried).equal;
    seen[differs ? 'differs' : 'equal']++;
    expect(check(provider, tools, bytes, names).length > 0).toBe(differs);
  });
}

describe('guard final check (property)', () => {
  it('refuses exactly the requests whose tools differ from the baseline, over every provider', () => {
    const seen = { differs: 0, equal: 0 };
    fc.assert(agreesWithParity(guardFinal, seen), { numRuns: runs * 4, seed });
    // Both sides must be met, or the property checked only one of them: changes, and honest identity edits.
    expect(seen.differs).toBeGreaterThan(runs);
    expect(seen.equal).toBeGreaterThan(runs / 20);
  });

  it('kills a names-only guard: a schema or description change goes unrefused', () => {
    const run = fc.check(agreesWithParity(namesOnly), { numRuns: runs * 4, seed });
    expect(run.failed).toBe(true);
  });

  it('never refuses an honest list, whichever provider carries it (no false refusals)', async () => {
    const honest = fc
      .constantFrom(...PROVIDERS)
      .chain((provider) => fc.record({ provider: fc.constant(provider), tools: toolList(listedTool(provider), 8) }));
    await fc.assert(
      fc.asyncProperty(honest, async ({ provider, tools }) => {
        let sent = 0;
        const wire = encoders[provider].encode(tools);
        const guard = createToolGuard({ tools, provider, names: wire.names });
        const body = JSON.stringify({ model: 'm', ...wire.body });
        await guard.fetch(async () => {
          sent++;
          return new Response('{}');
        })('https://provider.example/v1', { method: 'POST', body });
        expect(sent).toBe(1);
      }),
      { numRuns: runs * 4, seed },
    );
  });
});
