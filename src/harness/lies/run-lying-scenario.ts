import { isDeepStrictEqual } from 'node:util';
import { AdmissionFactsSchema, type AdmissionFacts } from '../../model/index.js';
import { HOOK_STAGES, type HookTable, type RequestHook } from '../../pipeline/hooks.js';
import type { PublicationStore } from '../../pipeline/parts.js';
import { InMemoryLedger } from '../../ports/memory-ledger.js';
import { RecordingProvider } from '../../ports/memory-provider.js';
import type { A34System } from '../adapter.js';
import { coverageScope } from '../coverage.js';
import { faultHooks } from '../fault-hooks.js';
import { applyMutation } from '../mutations/index.js';
import { HANG_DEADLINE_MS, type Observation, type RunScenarioOptions } from '../run-scenario.js';
import type { Mutation, Scenario } from '../scenario.js';
import { mutationWorld } from '../world.js';
import { compileLie } from './compile.js';
import type { Lie } from './lie.js';
import { createProbe, type LieProbe } from './probe.js';

/** A scenario that may carry one lie (the campaign mixes both). */
export type ScenarioWithLie = Scenario & { readonly lie?: Lie | undefined };

/** What the harness saw, plus what the lie reported about itself. */
export interface LyingObservation extends Observation {
  readonly probe: LieProbe;
}

export interface RunLyingOptions extends RunScenarioOptions {
  /** A ledger shared by concurrent requests on one system; the observation keeps this request's events. */
  readonly ledger?: InMemoryLedger;
  /** Where the lie reports; pass one to still see it when the system throws. */
  readonly probe?: LieProbe;
  /** Step deadline when the scenario injects a hang (default HANG_DEADLINE_MS); only a real hang ever waits for it. */
  readonly hangDeadlineMs?: number;
}

function stepTables(s: ScenarioWithLie, facts: AdmissionFacts, abort: AbortController, probe: LieProbe, interleave: RunScenarioOptions['interleave']): { hooks: HookTable; assembly: HookTable } {
  const world = mutationWorld(facts);
  const hooks: HookTable = {};
  const assembly: HookTable = {};
  const paced = (step: RequestHook): RequestHook => (interleave ? async (request, context) => { await interleave(); await step(request, context); } : step);
  for (const stage of HOOK_STAGES) {
    const at = s.mutations.filter((m) => m.stage === stage);
    const asStep = (m: Mutation): RequestHook => (request) => applyMutation(request.tools, m, world);
    // After the case's own mutations at its stage, so none of them can launder the lie before a check.
    const lie = s.lie?.stage === stage ? [compileLie(s.lie, probe)] : [];
    const viaHook = [...at.filter((m) => m.via !== 'assembly').map(asStep), ...lie, ...faultHooks(s.faults, stage, abort)];
    const viaAssembly = at.filter((m) => m.via === 'assembly').map(asStep);
    if (viaHook.length > 0) hooks[stage] = viaHook.map(paced);
    if (viaAssembly.length > 0) assembly[stage] = viaAssembly.map(paced);
  }
  return { hooks, assembly };
}

/**
 * Runs one scenario, with its lie installed by a hook, on a system through harness-owned ports;
 * like `runScenario`, which compiles mutations only. A throw from the system propagates.
 */
export async function runLyingScenario(system: A34System, s: ScenarioWithLie, options: RunLyingOptions = {}): Promise<LyingObservation> {
  const facts = AdmissionFactsSchema.parse(s.facts);
  const pristine = structuredClone(facts);
  const ledger = options.ledger ?? new InMemoryLedger();
  const provider = new RecordingProvider(s.faults.providerFails ? 'injected provider failure' : undefined);
  const publication: PublicationStore = { texts: [...s.publishable] };
  const abort = new AbortController();
  const probe = options.probe ?? createProbe();
  const { identity } = s;
  const added = s.revalidation?.addGatewayFacts;
  if (identity.parentRequestId !== undefined) ledger.reserve({ runId: identity.runId, scopeId: identity.scopeId, requestId: identity.parentRequestId });
  ledger.reserve(identity);
  const outcome = await system.runRequest(
    { facts, identity, messages: s.messages },
    {
      ledger,
      provider,
      publication,
      ...stepTables(s, facts, abort, probe, options.interleave),
      signal: abort.signal,
      stepDeadlineMs: s.faults.hangAt ? (options.hangDeadlineMs ?? HANG_DEADLINE_MS) : 5_000,
      ...(added ? { revalidate: (f: AdmissionFacts) => ({ ...f, gatewayFacts: [...f.gatewayFacts, ...added] }) } : {}),
    },
  );
  coverageScope.getStore()?.record(s, outcome);
  const ids = new Set([identity.requestId, identity.parentRequestId]);
  return {
    outcome,
    ledger: ledger.events.filter((e) => ids.has(e.requestId)),
    providerCalls: provider.calls,
    factsIntact: isDeepStrictEqual(facts, pristine),
    publicationKept: isDeepStrictEqual(publication.texts, s.publishable),
    probe,
  };
}
