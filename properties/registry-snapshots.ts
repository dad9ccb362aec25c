import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { realAdmissionFacts } from '../generators/index.js';
import type { SystemUnderTest } from '../src/harness/system-under-test.js';
import { defineProperty, expectThat } from '../src/harness/property.js';
import type { Observation } from '../src/harness/run-scenario.js';
import type { Scenario } from '../src/harness/scenario.js';
import type { AdmissionFacts, JsonObject, ToolDescriptor } from '../src/reference/model/index.js';
import { isCapacityFailure } from '../src/reference/surface/projection.js';
import { receivedSurface, withoutAnnotations } from '../src/harness/judge/index.js';
import { toolLists } from './_support/surface.js';

/** How a server's listing changes before it sends `notifications/tools/list_changed`. */
export const LIST_CHANGES = ['describe', 'schema', 'remove', 'add'] as const;
export type ListChange = (typeof LIST_CHANGES)[number];

/**
 * Snapshot B as a client re-fetching `tools/list` builds it: a fresh object with a new id and `change`
 * applied to the tool `target`. Snapshot A is only read, never written.
 */
export function listChanged(a: AdmissionFacts, change: ListChange, target: string | undefined): AdmissionFacts {
  const b = structuredClone(a);
  b.registry.snapshotId = `${a.registry.snapshotId}+list_changed`;
  const connection = b.registry.connections.find((c) => c.tools.some((t) => t.name === target));
  const index = connection?.tools.findIndex((t) => t.name === target) ?? -1;
  const tool = connection?.tools[index];
  if (connection === undefined || tool === undefined) return b;
  if (change === 'describe') tool.description = `${tool.description} (revised by the server)`;
  if (change === 'schema') {
    const properties = tool.inputSchema['properties'];
    const base: JsonObject =
      properties !== null && typeof properties === 'object' && !Array.isArray(properties) ? properties : {};
    tool.inputSchema['properties'] = { ...base, revision: { type: 'integer', description: 'Added by the server' } };
  }
  if (change === 'remove') connection.tools.splice(index, 1);
  if (change === 'add') {
    const listed = new Set(b.registry.connections.flatMap((c) => c.tools.map((t) => t.name)));
    let name = `${tool.name}_v2`;
    while (listed.has(name)) name = `${name}_v2`;
    connection.tools.push({ ...structuredClone(tool), name });
    const row = b.contract.find((e) => e.toolName === tool.name);
    if (row !== undefined) b.contract.push({ ...row, toolName: name });
  }
  return b;
}

interface Dispatch {
  /** The logical surface the system says it dispatched, or the rejection stage. */
  readonly surface: readonly ToolDescriptor[] | string;
  /** What the provider received, read back. */
  readonly received: readonly ToolDescriptor[] | undefined;
}

/** A plain request for facts: no mutations, no faults. */
const requestFor = (facts: AdmissionFacts, requestId: string): Scenario => ({
  facts,
  identity: { runId: facts.turn.runId, scopeId: facts.turn.scopeId, requestId },
  messages: [],
  publishable: [],
  mutations: [],
  faults: { providerFails: false },
});

function dispatchOf({ outcome, providerCalls }: Observation): Dispatch {
  const received = receivedSurface(providerCalls);
  return {
    surface:
      outcome.outcome === 'rejected'
        ? `rejected at ${outcome.reason.stage}: ${outcome.reason.message}`
        : outcome.surface,
    received: received.status === 'decoded' ? received.tools : undefined,
  };
}

/** The research surface, copied at once: later in-place changes by a faulty system must not reach the expectation. */
async function surfaceOf(system: SystemUnderTest, facts: AdmissionFacts): Promise<ToolDescriptor[]> {
  const result = await system.project(facts);
  return isCapacityFailure(result) ? [] : structuredClone(result.tools);
}

function expectDispatched(got: Dispatch, want: readonly ToolDescriptor[], which: string): void {
  expectThat(isDeepStrictEqual(got.surface, want), {
    code: 'outcome',
    message: `${which} did not dispatch the projection of its own snapshot`,
    ...(typeof got.surface === 'string'
      ? { expected: 'dispatched', actual: got.surface }
      : toolLists(want, got.surface)),
  });
  const wire = withoutAnnotations(want);
  expectThat(isDeepStrictEqual(got.received, wire), {
    code: 'provider-surface',
    message: `the provider did not receive the projection of ${which}'s snapshot`,
    surfaces: { expected: wire, actual: got.received ?? [] },
  });
}

export const listChangedNewSnapshot = defineProperty({
  id: 'registry.list-changed-new-snapshot',
  area: 'projection',
  rule: 'A34-SPEC §2–3: admission reads this turn’s registry snapshot; a list change makes a new one',
  title:
    'a tools/list_changed mid-request yields a new snapshot: the request keeps projection(A), A is untouched, the next request sees projection(B)',
  arbitrary: fc.record({
    change: fc.constantFrom(...LIST_CHANGES),
    pick: fc.nat(),
    facts: realAdmissionFacts({ mode: 'research' }),
  }),
  async check(system, { change, pick, facts }, harness) {
    // Unbounded capacity: this property is about snapshots, not capacity failures.
    const a: AdmissionFacts = { ...facts, stage: { ...facts.stage, toolCapacity: Number.MAX_SAFE_INTEGER } };
    // Asked of a fresh system, so the one under test first meets A inside its request, as a session would.
    const fromA = await surfaceOf(harness.freshSystem(), a);
    const listed = new Set(a.registry.connections.flatMap((c) => c.tools.map((t) => t.name)));
    const visible = fromA.filter((t) => listed.has(t.name));
    const target = (visible[pick % Math.max(1, visible.length)] ?? a.registry.connections.flatMap((c) => c.tools)[0])
      ?.name;
    // The notification arrives while A's request prepares; the session moves on to B at once.
    const b = listChanged(a, change, target);
    const first = await system.run(requestFor(a, 'built-from-a'), {
      during: { stage: 'async_preparation', facts: b, requestId: 'after-list-changed' },
    });
    expectThat(first.factsIntact, {
      code: 'facts-changed',
      message: `snapshot A was changed in place (${change} ${target ?? ''}): a list change must yield a new snapshot`,
    });
    expectDispatched(dispatchOf(first), fromA, 'the request built from snapshot A');
    expectThat(first.nested !== undefined, { code: 'outcome', message: 'the list_changed hook never ran' });
    const next = dispatchOf(first.nested.observation);
    const fromB = isCapacityFailure(first.nested.projection) ? [] : first.nested.projection.tools;
    expectDispatched(next, fromB, 'the next request');
    const listedB = new Map(b.registry.connections.flatMap((c) => c.tools.map((t) => [t.name, t] as const)));
    const stale = fromB.filter((t) => listedB.has(t.name) && !isDeepStrictEqual(t, listedB.get(t.name)));
    expectThat(stale.length === 0, {
      code: 'projection',
      message: `projection(B) shows ${stale[0]?.name ?? ''} as snapshot A listed it, not as B does (${change})`,
      actual: stale.map((t) => t.name),
    });
    expectThat(change !== 'remove' || !fromB.some((t) => t.name === target), {
      code: 'projection',
      message: `projection(B) still shows ${target ?? ''}, which B no longer lists`,
    });
  },
  // Not in src/faults/catalog.ts: test/universes/registry-snapshots.test.ts builds the in-place variant inline.
  kills: ['registry-updated-in-place'],
});
