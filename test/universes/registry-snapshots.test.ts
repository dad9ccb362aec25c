import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realAdmissionFacts } from '../../generators/index.js';
import { listChanged, listChangedNewSnapshot, LIST_CHANGES } from '../../properties/registry-snapshots.js';
import { faultById } from '../../src/faults/catalog.js';
import { pipelineAdapter, referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { runProperty } from '../../src/harness/run-property.js';
import { cloneJson } from '../../src/reference/json/clone.js';
import type { ToolDescriptor } from '../../src/reference/model/index.js';
import type { PipelineParts } from '../../src/reference/pipeline/parts.js';
import { referenceParts } from '../../src/reference/pipeline/reference-parts.js';
import { isCapacityFailure, type ProjectionResult } from '../../src/reference/surface/projection.js';

const SEED = 20261129;

/** A projection that keeps one live registry and writes a newer listing onto the descriptors it holds. */
function liveRegistryProject(hold: (tool: ToolDescriptor) => ToolDescriptor): PipelineParts['project'] {
  const held = new Map<string, ToolDescriptor>();
  return (facts, decide) => {
    for (const tool of facts.registry.connections.flatMap((c) => c.tools)) {
      const known = held.get(tool.name);
      if (known === undefined) held.set(tool.name, hold(tool));
      else if (!isDeepStrictEqual(known, tool)) Object.assign(known, cloneJson(tool));
    }
    const result = referenceParts.project(facts, decide);
    return isCapacityFailure(result) ? result : { ...result, tools: result.tools.map((t) => held.get(t.name) ?? t) };
  };
}

/** The catalog's fault: list_changed rewrites snapshot A's own descriptors. */
const inPlace = faultById('registry-updated-in-place').adapter;
/** Holds copies, so A survives, but hands them to requests: the request built from A changes under it. */
const liveCopies = pipelineAdapter('live-registry-shared-with-requests', () => ({
  ...referenceParts,
  project: liveRegistryProject(cloneJson),
  exposeTools: (tools) => [...tools],
}));
/** Caches the projection per turn: B, in the same turn, is served A's surface. */
const perTurnCache = pipelineAdapter('projection-cached-per-turn', (): PipelineParts => {
  const cache = new Map<string, ProjectionResult>();
  const project: PipelineParts['project'] = (facts, decide) => {
    const result = cache.get(facts.turn.runId) ?? referenceParts.project(facts, decide);
    cache.set(facts.turn.runId, result);
    return cloneJson(result);
  };
  return { ...referenceParts, project };
});

describe(listChanged.name, () => {
  it('builds a new snapshot with a new id and one change, writing nothing of A', () => {
    for (const [i, a] of fc.sample(realAdmissionFacts(), { seed: 4, numRuns: 20 }).entries()) {
      const pristine = structuredClone(a);
      const target = a.registry.connections[0]?.tools[0]?.name;
      const b = listChanged(a, LIST_CHANGES[i % LIST_CHANGES.length]!, target);
      expect(a).toStrictEqual(pristine);
      expect(b.registry.snapshotId).not.toBe(a.registry.snapshotId);
      if (target !== undefined) expect(b.registry).not.toStrictEqual(a.registry);
    }
  });
});

describe(listChangedNewSnapshot.id, () => {
  it('holds for the reference', async () => {
    const result = await runProperty(listChangedNewSnapshot, referenceAdapter, { seed: SEED, numRuns: 50 });
    expect(result.error ?? '').toBe('');
  });

  it.each([
    [inPlace.name, inPlace, /snapshot A was changed in place/],
    [
      liveCopies.name,
      liveCopies,
      /the request built from snapshot A did not dispatch the projection of its own snapshot/,
    ],
    [perTurnCache.name, perTurnCache, /projection\(B\) shows .* as snapshot A listed it/],
  ] as const)('fails on %s', async (_name, adapter, message) => {
    const result = await runProperty(listChangedNewSnapshot, adapter, { seed: SEED, numRuns: 50 });
    expect(result.status, adapter.name).toBe('failed');
    expect(result.error).toMatch(message);
  });
});
