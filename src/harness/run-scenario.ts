import { isDeepStrictEqual } from 'node:util';
import { AdmissionFactsSchema, type AdmissionFacts } from '../model/index.js';
import { HOOK_STAGES, type HookTable, type RequestHook } from '../pipeline/hooks.js';
import type { PublicationStore } from '../pipeline/parts.js';
import type { RequestOutcome } from '../pipeline/run-request.js';
import { InMemoryLedger, type LedgerEvent } from '../ports/memory-ledger.js';
import { RecordingProvider, type ProviderCall } from '../ports/memory-provider.js';
import type { A34System } from './adapter.js';
import { faultHooks } from './fault-hooks.js';
import { applyMutation } from './mutations/index.js';
import type { Scenario } from './scenario.js';
import { mutationWorld } from './world.js';

/** What the harness saw of one request: the system's answer and what the ports recorded. */
export interface Observation {
  readonly outcome: RequestOutcome;
  readonly ledger: readonly LedgerEvent[];
  readonly providerCalls: readonly ProviderCall[];
  /** Owner facts handed to the system are unchanged afterwards (no hook reached them through the request). */
  readonly factsIntact: boolean;
  readonly publicationKept: boolean;
}

/** Short, so an injected hang costs little; an implementation must honour it or be reported as hanging. */
export const HANG_DEADLINE_MS = 25;

function hookTable(scenario: Scenario, facts: AdmissionFacts, abort: AbortController): HookTable {
  const world = mutationWorld(facts);
  const table: HookTable = {};
  for (const stage of HOOK_STAGES) {
    const hooks: RequestHook[] = scenario.mutations
      .filter((m) => m.stage === stage)
      .map((m) => (request) => applyMutation(request.tools, m, world));
    hooks.push(...faultHooks(scenario.faults, stage, abort));
    if (hooks.length > 0) table[stage] = hooks;
  }
  return table;
}

/** Runs one scenario on a system through harness-owned ports. */
export async function runScenario(system: A34System, scenario: Scenario): Promise<Observation> {
  const facts = AdmissionFactsSchema.parse(scenario.facts);
  const pristine = structuredClone(facts);
  const ledger = new InMemoryLedger();
  const provider = new RecordingProvider(scenario.faults.providerFails ? 'injected provider failure' : undefined);
  const publication: PublicationStore = { texts: [...scenario.publishable] };
  const abort = new AbortController();
  const added = scenario.revalidation?.addGatewayFacts;
  ledger.reserve(scenario.identity);
  const outcome = await system.runRequest(
    { facts, identity: scenario.identity, messages: scenario.messages },
    {
      ledger,
      provider,
      publication,
      hooks: hookTable(scenario, facts, abort),
      signal: abort.signal,
      stepDeadlineMs: scenario.faults.hangAt ? HANG_DEADLINE_MS : 5_000,
      ...(added ? { revalidate: (f: AdmissionFacts) => ({ ...f, gatewayFacts: [...f.gatewayFacts, ...added] }) } : {}),
    },
  );
  return {
    outcome,
    ledger: ledger.events,
    providerCalls: provider.calls,
    factsIntact: isDeepStrictEqual(facts, pristine),
    publicationKept: isDeepStrictEqual(publication.texts, scenario.publishable),
  };
}
