import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lie } from '../../generators/lie.js';
import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import { HONEST_DATA_KINDS, compileLie, createProbe, type Lie } from '../../src/harness/lies/index.js';
import type { ModelRequest } from '../../src/reference/model/request.js';
import { project } from '../../src/reference/surface/projection.js';

/** What fast-deep-equal sees: own enumerable keys and `===` on leaves (so `-0` equals `0`). */
function ownDataEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.hasOwn(b, k) && ownDataEqual((a as Record<string, unknown>)[k], other[k]))
  );
}

/** Installs `l` into a fresh copy of the ETF turn's tool list; true when a deep equal still finds the honest list. */
function ownDataStaysHonest(l: Lie): boolean {
  const projected = project(etfResearchFacts());
  const honest = 'tools' in projected ? projected.tools : [];
  const request = { tools: structuredClone(honest) } as unknown as ModelRequest;
  void compileLie(l, createProbe())(request, { stage: 'pre_dispatch', signal: new AbortController().signal });
  try {
    return ownDataEqual(honest, request.tools);
  } catch {
    // A throwing or revoked Proxy: a deep equal does not even finish.
    return false;
  }
}

describe('lie({ honestData: true })', () => {
  it('draws only variants a deep equal over own data cannot tell from the honest list', () => {
    const lies = fc.sample(lie({ kinds: HONEST_DATA_KINDS, honestData: true, stages: ['pre_dispatch'] }), {
      seed: 7,
      numRuns: 300,
    });
    expect(new Set(lies.map((l) => l.kind))).toEqual(new Set(HONEST_DATA_KINDS));
    expect(lies.filter((l) => !ownDataStaysHonest(l))).toEqual([]);
  });

  it('is what keeps them honest: the same kinds drawn freely change own data in some cases', () => {
    const lies = fc.sample(lie({ kinds: HONEST_DATA_KINDS, stages: ['pre_dispatch'] }), { seed: 7, numRuns: 300 });
    expect(lies.filter((l) => !ownDataStaysHonest(l)).length).toBeGreaterThan(0);
  });
});
