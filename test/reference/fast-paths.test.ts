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

/** A tool whose schema may carry an `examples` annotation: any JSON there, often null, empty containers included. */
const example = fc.oneof(fc.constant(null), fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue>);
const annotatedTool = fc
  .tuple(toolDescriptor(), fc.option(example, { nil: undefined }))
  .map(
    ([tool, example]): ToolDescriptor =>
      example === undefined ? tool : { ...tool, inputSchema: { ...tool.inputSchema, examples: [example] } },
  );
const baselines = fc.array(annotatedTool, { maxLength: 4 }).map(takeBaseline);
type Tree = Record<string, unknown> | unknown[];
const isTree = (v: unknown): v is Tree => v !== null && typeof v === 'object';

/**
 * Every container of `root` with its parent and key (root first), depth-first: the places an edit or a shape can
 * land, collected before any shape replaces one.
 */
function placesIn(root: unknown): { node: Tree; parent?: Tree; key?: string }[] {
  const out: { node: Tree; parent?: Tree; key?: string }[] = [];
  const walk = (node: unknown, parent?: Tree, key?: string): void => {
    if (!isTree(node)) return;
    out.push(parent === undefined || key === undefined ? { node } : { node, parent, key });
    for (const [k, child] of Object.entries(node)) walk(child, node, k);
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
    const spots = placesIn(root).map((p) => p.node);
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

/** A subclass of Array: its items read as an array's, but its prototype is not Array.prototype. */
class ArraySubclass<T> extends Array<T> {}

/**
 * Shapes JSON cannot carry, each put on one container, every object, every array or every one: the forms an audit
 * used to pass mutated fast paths (an object with an array's indexes for an array, an Array subclass, an inherited,
 * hidden or symbol property, data no longer enumerable, an extra key on an array, a hole at index 0, a node replaced
 * by null, a leaf by an object).
 */
const SHAPES = {
  'array-like': (node: Tree, parent?: Tree, key?: string): void => {
    if (parent === undefined || key === undefined || !Array.isArray(node)) return;
    (parent as Record<string, unknown>)[key] = { ...Object.fromEntries(node.entries()), length: node.length };
  },
  'index-object': (node: Tree, parent?: Tree, key?: string): void => {
    if (parent === undefined || key === undefined || !Array.isArray(node)) return;
    (parent as Record<string, unknown>)[key] = Object.fromEntries(node.entries());
  },
  'leaf-to-object': (node: Tree): void => {
    for (const [key, value] of Object.entries(node)) if (!isTree(value)) (node as Record<string, unknown>)[key] = {};
  },
  // typeof null is 'object': a walk that forgets it reads null as a node.
  'null-to-object': (node: Tree): void => {
    for (const [key, value] of Object.entries(node)) if (value === null) (node as Record<string, unknown>)[key] = {};
  },
  'array-subclass': (node: Tree, parent?: Tree, key?: string): void => {
    if (parent === undefined || key === undefined || !Array.isArray(node)) return;
    (parent as Record<string, unknown>)[key] = ArraySubclass.from(node);
  },
  'inherited-property': (node: Tree): void => {
    if (!Array.isArray(node)) Object.setPrototypeOf(node, Object.create(Object.prototype, { inherited: { value: 1 } }));
  },
  'symbol-key': (node: Tree): void => {
    (node as Record<symbol, unknown>)[Symbol('hidden')] = 1;
  },
  'non-enumerable': (node: Tree): void => {
    Object.defineProperty(node, 'hidden', { value: 1, enumerable: false });
  },
  // Its data kept, but no longer enumerable: JSON and the strict reader see an empty node.
  'all-hidden': (node: Tree): void => {
    for (const key of Object.keys(node)) Object.defineProperty(node, key, { enumerable: false });
  },
  'extra-array-key': (node: Tree): void => {
    if (Array.isArray(node)) (node as unknown as Record<string, unknown>)['extra'] = 1;
  },
  'hole-at-0': (node: Tree): void => {
    if (Array.isArray(node) && node.length > 0) delete node[0];
  },
  'null-node': (_node: Tree, parent?: Tree, key?: string): void => {
    if (parent !== undefined && key !== undefined) (parent as Record<string, unknown>)[key] = null;
  },
} satisfies Record<string, (node: Tree, parent?: Tree, key?: string) => void>;

type Shape = keyof typeof SHAPES;

/** One shape on one container of a value or on every one; the value is boxed so its root can be replaced too. */
/** Where a shape goes: one node, or every object, every array, every node. */
const SCOPES = {
  one: () => true,
  objects: (node: Tree) => !Array.isArray(node),
  arrays: (node: Tree) => Array.isArray(node),
  all: () => true,
} satisfies Record<string, (node: Tree) => boolean>;

const shapeEdit = (shapes: readonly Shape[] = Object.keys(SHAPES) as Shape[]) =>
  fc
    .record({
      shape: fc.constantFrom(...shapes),
      at: fc.nat(),
      scope: fc.constantFrom(...(Object.keys(SCOPES) as (keyof typeof SCOPES)[])),
    })
    .map(({ shape, at, scope }) => (value: unknown): unknown => {
      const box = { value };
      const places = placesIn(box)
        .slice(1)
        .filter((p) => SCOPES[scope](p.node));
      const chosen = scope === 'one' ? places.slice(at % Math.max(places.length, 1)).slice(0, 1) : places;
      // Deepest first, so replacing a node never hides a place still to be shaped.
      for (const place of chosen.reverse()) SHAPES[shape](place.node, place.parent, place.key);
      return box.value;
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

const shaped: fc.Arbitrary<Recipe> = shapeEdit().map((edit) => ({
  what: 'shape edit',
  build: (baseline) => edit(structuredClone(baseline)),
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
  shaped,
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

  it('soundness under shapes: it never proves equal a list holding a shape JSON cannot carry', () => {
    fc.assert(fc.property(baselines, shaped, lockstepIsSound), { ...params, numRuns: runs * 4 });
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
/** `a` with a shape JSON can carry: an object with an array's indexes (and length) where it was, a node replaced
 * by null, a leaf (or a null) by an empty object. */
const jsonShaped = (a: unknown) =>
  shapeEdit(['array-like', 'index-object', 'null-node', 'leaf-to-object', 'null-to-object']).map((edit) =>
    edit(structuredClone(a)),
  );

const jsonPairs = fc
  .jsonValue({ maxDepth: 3 })
  .chain((a) =>
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
        { weight: 3, arbitrary: jsonShaped(a) },
      ),
    ),
  )
  .chain(([a, b]) => fc.constantFrom<[unknown, unknown]>([a, b], [b, a]));

describe('jsonEqual: the equal-prefix test agrees with the naming walk', () => {
  it('soundness: never equal where firstJsonDifference finds a difference', () => {
    fc.assert(
      fc.property(jsonPairs, ([a, b]) => {
        if (jsonEqual(a as JsonValue, b as JsonValue))
          expect(firstJsonDifference(a as JsonValue, b as JsonValue, '$')).toBeUndefined();
      }),
      { ...params, numRuns: runs * 4 },
    );
  });

  it('completeness: equal wherever firstJsonDifference finds none', () => {
    fc.assert(
      fc.property(jsonPairs, ([a, b]) => {
        if (firstJsonDifference(a as JsonValue, b as JsonValue, '$') === undefined)
          expect(jsonEqual(a as JsonValue, b as JsonValue)).toBe(true);
      }),
      { ...params, numRuns: runs * 4 },
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
