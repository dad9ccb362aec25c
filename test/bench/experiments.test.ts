import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolList, withDeepestChanged } from '../../bench/data.js';
import { emitWhileWalking } from '../../bench/experiments/emit-while-walking.js';
import { experimentalFinalParity, leanFinalParity, leanParity } from '../../bench/experiments/final-parity.js';
import { benchFacts } from '../../bench/facts.js';
import { LIST_VARIANTS } from '../../bench/lies.js';
import { applyMutation } from '../../src/harness/mutations/index.js';
import { MUTATION_VARIANTS, type MutationKind } from '../../src/harness/scenario.js';
import { mutationWorld } from '../../src/harness/world.js';
import type { ModelRequest } from '../../src/reference/model/index.js';
import { readSurface } from '../../src/reference/parity/read-surface.js';
import { strictParity } from '../../src/reference/pipeline/reference-parts.js';
import { takeBaseline } from '../../src/reference/surface/baseline.js';
import { getEncoder } from '../../src/reference/wire/index.js';

// The experiments claim to be drop-ins: same verdict, same first difference, same reason, same bytes.
const facts = benchFacts(6);
const tools = facts.registry.connections[0]!.tools;
const expected = takeBaseline(tools);
const world = mutationWorld(facts);

// Casts below: `tools` holds whatever the case puts there, lies included, as a hostile request would.
const reference = (actual: unknown) => {
  const request = {
    identity: { runId: 'r', scopeId: 's', requestId: 'q' },
    tools: actual,
    messages: [],
    evidence: [],
    publicationContext: null,
    metadata: {},
  } as unknown as ModelRequest;
  const check = strictParity({
    expected,
    request,
    seal: undefined,
    hooksInstalled: true,
  });
  return {
    verdict: check.verdict,
    bytes:
      check.verdict.equal && check.snapshot
        ? JSON.stringify(getEncoder('openai-chat').encode(check.snapshot).body)
        : undefined,
  };
};

/** Same dispatched JSON, key order aside: the reference may send the baseline's key order, an experiment the request's. */
const sameJson = (bytes: string | undefined, want: string | undefined): void =>
  expect(bytes === undefined ? undefined : JSON.parse(bytes)).toEqual(
    want === undefined ? undefined : JSON.parse(want),
  );

/** Every lie, every harness mutation kind and variant at two targets, and the bench's own differ cases. */
function inputs(): { name: string; make: () => unknown[] }[] {
  const cases = LIST_VARIANTS.map((v) => ({ name: v.id, make: () => v.build(tools) }));
  for (const kind of Object.keys(MUTATION_VARIANTS) as MutationKind[]) {
    for (const variant of MUTATION_VARIANTS[kind]) {
      for (const target of [0, 4]) {
        const make = () => {
          const actual = structuredClone(tools) as unknown[];
          applyMutation(actual, { kind, variant, stage: 'pre_dispatch', target, pick: 1 }, world);
          return actual;
        };
        cases.push({ name: `${kind}/${variant} @${target}`, make });
      }
    }
  }
  cases.push(
    { name: 'differ first', make: () => withDeepestChanged(tools, 0) },
    { name: 'differ last', make: () => withDeepestChanged(tools, 5) },
  );
  return cases;
}

describe('bench experiments agree with the reference', () => {
  it.each(inputs())('$name', ({ make }) => {
    const want = reference(make());

    expect(leanParity(expected, make()).verdict).toStrictEqual(want.verdict);
    sameJson(leanFinalParity(expected, make()).bytes, want.bytes);
    const fast = experimentalFinalParity(expected, make());
    expect(fast.verdict).toStrictEqual(want.verdict);
    sameJson(fast.bytes, want.bytes);
    const emitted = emitWhileWalking(expected, make());
    if (emitted !== undefined) sameJson(emitted, want.bytes);
  });

  it('agrees on arbitrary JSON schemas: equal copies, reordered keys and unrelated values', () => {
    const withSchema = (value: unknown) => [
      { name: 'probe', description: 'd', inputSchema: { type: 'object', x: value } },
    ];
    const reversed = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reversed)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reversed(x)]),
            )
          : v;
    const pair = fc
      .jsonValue()
      .chain((a) =>
        fc.tuple(fc.constant(a), fc.oneof(fc.constant(structuredClone(a)), fc.constant(reversed(a)), fc.jsonValue())),
      );
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const base = readSurface(withSchema(a));
        fc.pre(base.ok);
        const baseline = takeBaseline(base.ok ? base.tools : []);
        const request = {
          identity: { runId: 'r', scopeId: 's', requestId: 'q' },
          tools: withSchema(b),
          messages: [],
          evidence: [],
          publicationContext: null,
          metadata: {},
        } as unknown as ModelRequest;
        const want = strictParity({
          expected: baseline,
          request,
          seal: undefined,
          hooksInstalled: true,
        }).verdict;
        expect(experimentalFinalParity(baseline, withSchema(b)).verdict).toStrictEqual(want);
      }),
      { seed: 34, numRuns: 300 },
    );
  });

  it('produces the reference bytes exactly for an honest copy', () => {
    const want = reference(structuredClone(tools)).bytes;

    expect(experimentalFinalParity(expected, structuredClone(tools)).bytes).toBe(want);
    expect(leanFinalParity(expected, structuredClone(tools)).bytes).toBe(want);
    expect(emitWhileWalking(expected, structuredClone(tools))).toBe(want);
  });
});

describe('takeBaseline', () => {
  it('is an equal, deep-frozen copy that shares nothing, keeping a "__proto__" key as data', () => {
    const source = toolList(3);
    (source[0]!.inputSchema as Record<string, unknown>)['properties'] = JSON.parse('{"__proto__":{"type":"string"}}');

    const copy = takeBaseline(source);

    expect(copy).toStrictEqual(structuredClone(source));
    const walk = (a: unknown, b: unknown): void => {
      if (a === null || typeof a !== 'object') return;
      expect(Object.isFrozen(a)).toBe(true);
      expect(a).not.toBe(b);
      for (const key of Object.keys(a)) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
    };
    walk(copy, source);
    expect(Object.keys((copy[0]!.inputSchema as Record<string, object>)['properties']!)).toEqual(['__proto__']);
  });
});
