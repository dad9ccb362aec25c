import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { realAdmissionFacts } from '../generators/index.js';
import type { A34System } from '../src/harness/adapter.js';
import { defineProperty, expectThat } from '../src/harness/property.js';
import type { AdmissionFacts, JsonObject, ToolDescriptor } from '../src/reference/model/index.js';
import type { HookTable } from '../src/reference/pipeline/hooks.js';
import { InMemoryLedger } from '../src/reference/ports/memory-ledger.js';
import { RecordingProvider } from '../src/reference/ports/memory-provider.js';
import { isCapacityFailure } from '../src/reference/surface/projection.js';
import { getEncoder } from '../src/reference/wire/index.js';

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

async function dispatch(
  system: A34System,
  facts: AdmissionFacts,
  requestId: string,
  hooks: HookTable = {},
): Promise<Dispatch> {
  const identity = { runId: facts.turn.runId, scopeId: facts.turn.scopeId, requestId };
  const ledger = new InMemoryLedger();
  const provider = new RecordingProvider();
  ledger.reserve(identity);
  const outcome = await system.runRequest(
    { facts, identity, messages: [] },
    { ledger, provider, publication: { texts: [] }, hooks, stepDeadlineMs: 5_000 },
  );
  const call = provider.calls[0];
  return {
    surface:
      outcome.outcome === 'rejected'
        ? `rejected at ${outcome.reason.stage}: ${outcome.reason.message}`
        : outcome.surface,
    received: call === undefined ? undefined : getEncoder(call.wire.provider).decode(call.wire),
  };
}

/** The research surface, copied at once: later in-place changes by a faulty system must not reach the expectation. */
function surfaceOf(system: A34System, facts: AdmissionFacts): ToolDescriptor[] {
  const result = system.project(facts);
  return isCapacityFailure(result) ? [] : structuredClone(result.tools);
}

const withoutAnnotations = (tools: readonly ToolDescriptor[]) => tools.map(({ annotations: _drop, ...rest }) => rest);

function expectDispatched(got: Dispatch, want: readonly ToolDescriptor[], which: string): void {
  expectThat(isDeepStrictEqual(got.surface, want), `${which} did not dispatch the projection of its own snapshot`, {
    expected: want.map((t) => t.name),
    actual: got.surface,
  });
  expectThat(
    isDeepStrictEqual(got.received, withoutAnnotations(want)),
    `the provider did not receive the projection of ${which}'s snapshot`,
    { received: got.received?.map((t) => t.name) },
  );
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
  async check(system, { change, pick, facts }) {
    // Unbounded capacity: this property is about snapshots, not capacity failures.
    const a: AdmissionFacts = { ...facts, stage: { ...facts.stage, toolCapacity: Number.MAX_SAFE_INTEGER } };
    const pristine = structuredClone(a);
    const fromA = surfaceOf(system, a);
    const listed = new Set(a.registry.connections.flatMap((c) => c.tools.map((t) => t.name)));
    const visible = fromA.filter((t) => listed.has(t.name));
    const target = (visible[pick % Math.max(1, visible.length)] ?? a.registry.connections.flatMap((c) => c.tools)[0])
      ?.name;
    let b: AdmissionFacts | undefined;
    let fromB: ToolDescriptor[] = [];
    let next: Dispatch | undefined;
    // The notification arrives while A's request prepares; the session moves on to B at once.
    const onListChanged = async (): Promise<void> => {
      b = listChanged(a, change, target);
      fromB = surfaceOf(system, b);
      next = await dispatch(system, b, 'after-list-changed');
    };
    const first = await dispatch(system, a, 'built-from-a', { async_preparation: [onListChanged] });
    expectThat(
      isDeepStrictEqual(a, pristine),
      'snapshot A was changed in place: a list change must yield a new snapshot',
      { change, target },
    );
    expectDispatched(first, fromA, 'the request built from snapshot A');
    expectThat(b !== undefined && next !== undefined, 'the list_changed hook never ran');
    expectDispatched(next, fromB, 'the next request');
    const listedB = new Map(b.registry.connections.flatMap((c) => c.tools.map((t) => [t.name, t] as const)));
    const stale = fromB.filter((t) => listedB.has(t.name) && !isDeepStrictEqual(t, listedB.get(t.name)));
    expectThat(
      stale.length === 0,
      `projection(B) shows ${stale[0]?.name ?? ''} as snapshot A listed it, not as B does`,
      { change, target },
    );
    expectThat(
      change !== 'remove' || !fromB.some((t) => t.name === target),
      `projection(B) still shows ${target ?? ''}, which B no longer lists`,
    );
  },
  // Not in src/faults/catalog.ts: test/universes/registry-snapshots.test.ts builds the in-place variant inline.
  kills: ['registry-updated-in-place'],
});
