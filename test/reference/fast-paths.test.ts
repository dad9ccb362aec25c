import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lie } from '../../generators/lie.js';
import { mutation } from '../../generators/mutation.js';
import { toolDescriptor } from '../../generators/tool-descriptor.js';
import { compileLie, createProbe } from '../../src/harness/lies/index.js';
import { reverseKeysDeep } from '../../src/harness/mutations/aliasing-identity.js';
import { applyMutation } from '../../src/harness/mutations/index.js';
import type { JsonValue, ModelRequest, ToolDescriptor } from '../../src/reference/model/index.js';
import { checkParity } from '../../src/reference/parity/check.js';
import { compareSurfaces, firstJsonDifference, firstSurfaceDifference } from '../../src/reference/parity/compare.js';
import { jsonEqual } from '../../src/reference/parity/json-equal.js';
import { lockstepEqual } from '../../src/reference/parity/lockstep-equal.js';
import { readSurface } from '../../src/reference/parity/read-surface.js';
import { takeBaseline } from '../../src/reference/surface/baseline.js';

// The reference's fast paths (lockstepEqual, jsonEqual, compareSurfaces' equal-prefix skip) must give the
// strict walk's answer: never "equal" where it finds a difference (soundness), and "equal" for every honest
// copy (completeness, or the fast path is dead weight). Mutation testing reads these two names apart.
const runs = Number(process.env['A34_FAST_PATH_RUNS'] ?? 150);
const seed = Number(process.env['A34_SEED'] ?? 20261201);
const params = { numRuns: runs, seed };

const baselines = fc.array(toolDescriptor(), { maxLength: 4 }).map(takeBaseline);
type Tree = Record<string, unknown> | unknown[];
const isTree = (v: unknown): v is Tree => v !== null && typeof v === 'object';

/** Every container of `root` (root first), depth-first: the places an edit can land. */
function containers(root: unknown): Tree[] {
  const out: Tree[] = [];
  const walk = (node: unknown): void => {
    if (!isTree(node)) return;
    out.push(node);
    for (const child of Object.values(node)) walk(child);
  };
  walk(root);
  return out;
}

type CopyOf = (baseline: readonly ToolDescriptor[], share?: boolean) => unknown[];

/** A mutable, equal copy of `baseline`, each tool possibly the baseline's own frozen node or keys reversed. */
const honestCopy = fc.record({ reverse: fc.boolean(), shareEvery: fc.nat({ max: 3 }), nullProto: fc.boolean() }).map(
  ({ reverse, shareEvery, nullProto }): CopyOf =>
    (baseline, share = true) => {
      const copy = (reverse ? reverseKeysDeep(structuredClone(baseline)) : structuredClone(baseline)) as unknown[];
      return copy.map((tool, i) => {
        // Sharing a frozen baseline node is honest: that node is plain JSON equal to itself (hooks cannot write it).
        if (share && shareEvery > 0 && i % shareEvery === 0) return baseline[i];
        return nullProto && isTree(tool) && !Array.isArray(tool) ? Object.assign(Object.create(null), tool) : tool;
      });
    },
);

/** One JSON edit at some container: a key set to a new value, deleted or added, or an item replaced. */
const jsonEdit = fc
  .record({ at: fc.nat(), key: fc.nat(), value: fc.jsonValue({ maxDepth: 2 }), how: fc.nat({ max: 2 }) })
  .map(({ at, key, value, how }) => (root: unknown): void => {
    const spots = containers(root);
    const spot = spots[at % Math.max(spots.length, 1)];
    if (spot === undefined) return;
    if (Array.isArray(spot)) {
      if (how === 0 || spot.length === 0) spot.push(value);
      else if (how === 1) spot.splice(key % spot.length, 1);
      else spot[key % spot.length] = value;
      return;
    }
    const keys = Object.keys(spot);
    const name = keys[key % Math.max(keys.length, 1)];
    if (how === 0 || name === undefined) spot[`k${key % 5}`] = value;
    else if (how === 1) delete spot[name];
    else spot[name] = value;
  });

const world = (baseline: readonly ToolDescriptor[]) => ({
  refused: undefined,
  readback: baseline[0] ?? { name: 'read_tool_result', description: 'Reads a result.', inputSchema: {} },
});

/** How a request list is made from a baseline: the recipe as data (for the report) and its builder. */
interface Recipe {
  readonly what: unknown;
  readonly build: (baseline: readonly ToolDescriptor[]) => unknown;
}

// Built inside the predicate, never as a generated value: fast-check probes generated values with `in`,
// which would run a lying Proxy's traps.
const lying: fc.Arbitrary<Recipe> = fc.tuple(honestCopy, lie({ stages: ['extension'] })).map(([copyOf, l]) => ({
  what: { lie: l },
  build: (baseline) => {
    const request = { tools: copyOf(baseline, false) } as unknown as ModelRequest;
    void compileLie(l, createProbe())(request, { stage: 'extension', signal: new AbortController().signal });
    return request.tools;
  },
}));

const recipes: fc.Arbitrary<Recipe> = fc.oneof(
  honestCopy.map((copyOf: CopyOf): Recipe => ({ what: 'honest copy', build: (baseline) => copyOf(baseline) })),
  fc.tuple(honestCopy, mutation()).map(
    ([copyOf, m]): Recipe => ({
      what: { mutation: m },
      build: (baseline) => {
        const list = copyOf(baseline, false);
        applyMutation(list, m, world(baseline));
        return list;
      },
    }),
  ),
  lying,
  fc.array(jsonEdit, { minLength: 1, maxLength: 2 }).map(
    (edits): Recipe => ({
      what: 'json edits',
      build: (baseline) => {
        const list = structuredClone(baseline) as unknown[];
        for (const edit of edits) edit(list);
        return list;
      },
    }),
  ),
);

/** True when the fast path's "equal" is also the strict reader's and comparison's verdict. */
function lockstepIsSound(baseline: readonly ToolDescriptor[], recipe: Recipe): void {
  const actual = recipe.build(baseline);
  if (lockstepEqual(baseline, actual)) expect(checkParity(baseline, actual)).toEqual({ equal: true });
}

describe('lockstepEqual: the fast path gives the strict reader and comparison answer', () => {
  it('soundness: it never proves equal a list that the strict reader rejects or finds different', () => {
    fc.assert(fc.property(baselines, recipes, lockstepIsSound), params);
  });

  it('soundness under lies: it never proves equal a list holding a lie of any kind', () => {
    fc.assert(fc.property(baselines, lying, lockstepIsSound), { ...params, numRuns: runs * 4 });
  });

  it('completeness: it proves equal every honest copy (key order, shared frozen nodes, null prototypes)', () => {
    fc.assert(
      fc.property(baselines, honestCopy, (baseline, copyOf) => {
        expect(lockstepEqual(baseline, copyOf(baseline))).toBe(true);
      }),
      params,
    );
  });
});

/** Two readable JSON values that are often equal, and otherwise differ by one edit or entirely. */
const jsonPairs = fc.jsonValue({ maxDepth: 3 }).chain((a) =>
  fc.tuple(
    fc.constant(a),
    fc.oneof(
      fc.constant(structuredClone(a)),
      fc.constant(reverseKeysDeep(a)),
      jsonEdit.map((edit) => {
        const b = structuredClone(a);
        edit(b);
        return b;
      }),
      fc.jsonValue({ maxDepth: 3 }),
    ),
  ),
);

describe('jsonEqual: the equal-prefix test agrees with the naming walk', () => {
  it('soundness: never equal where firstJsonDifference finds a difference', () => {
    fc.assert(
      fc.property(jsonPairs, ([a, b]) => {
        if (jsonEqual(a as JsonValue, b as JsonValue))
          expect(firstJsonDifference(a as JsonValue, b as JsonValue, '$')).toBeUndefined();
      }),
      params,
    );
  });

  it('completeness: equal wherever firstJsonDifference finds none', () => {
    fc.assert(
      fc.property(jsonPairs, ([a, b]) => {
        if (firstJsonDifference(a as JsonValue, b as JsonValue, '$') === undefined)
          expect(jsonEqual(a as JsonValue, b as JsonValue)).toBe(true);
      }),
      params,
    );
  });
});

describe('compareSurfaces: skipping the equal prefix names the same first difference as the whole walk', () => {
  it('soundness: the verdict equals the whole naming walk for every readable request list', () => {
    fc.assert(
      fc.property(baselines, recipes, (baseline, recipe) => {
        const read = readSurface(recipe.build(baseline));
        if (read.ok)
          expect(compareSurfaces(baseline, read.tools)).toEqual(firstSurfaceDifference(baseline, read.tools));
      }),
      params,
    );
  });
});
