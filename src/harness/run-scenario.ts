import { isDeepStrictEqual } from 'node:util';
import {
  AdmissionFactsSchema,
  type AdmissionFacts,
  type GatewayFact,
  type RequestIdentity,
} from '../reference/model/index.js';
import { HANG_DEADLINE_MS, STEP_DEADLINE_MS } from './limits.js';
import { HOOK_STAGES, type HookStage, type HookTable, type RequestHook } from '../reference/pipeline/hooks.js';
import type { PublicationStore } from '../reference/pipeline/parts.js';
import type { RequestOutcome } from '../reference/pipeline/run-request.js';
import { InMemoryLedger, type LedgerEvent } from '../reference/ports/memory-ledger.js';
import { RecordingProvider, type ProviderCall } from '../reference/ports/memory-provider.js';
import type { A34System } from './adapter.js';
import { coverageScope } from './coverage.js';
import { ledgerRecords } from './ledger-records.js';
import { type BoundaryNote, sealPorts, settledOnce } from './sealed-ports.js';
import { faultHooks } from './fault-hooks.js';
import { applyToRequest } from './mutations/index.js';
import type { Mutation, Scenario } from './scenario.js';
import { mutationWorld } from './world.js';

/** What the harness saw of one request: the system's answer and what the ports recorded. */
export interface Observation {
  readonly outcome: RequestOutcome;
  readonly ledger: readonly LedgerEvent[];
  readonly providerCalls: readonly ProviderCall[];
  /** Owner facts handed to the system are unchanged afterwards (no hook reached them through the request). */
  readonly factsIntact: boolean;
  readonly publicationKept: boolean;
  /** Attempts to change a port, and a result that called back twice: reported by the boundary as they happen. */
  readonly notes?: readonly BoundaryNote[];
  /** Ledger events that name a reservation nobody made (the harness reserves every one the request holds). */
  readonly strayEvents?: readonly LedgerEvent[];
  /** Effects the implementation caused after it returned its outcome; only a boundary that keeps listening sees them. */
  readonly lateEffects?: readonly LateEffect[];
}

/** A provider call, dispatch record or settlement that came after the outcome (or from a request already done). */
export interface LateEffect {
  /** `facts` / `publication`: owner data the request was handed changed after it returned. */
  readonly kind: 'provider-call' | 'dispatch' | 'settlement' | 'facts' | 'publication';
  /** Where the data changed, for `facts` and `publication`. */
  readonly path?: string;
  readonly requestId: string;
  /** For an effect that came after its call was done: the call that made it, when known. */
  readonly from?: string;
  /** How long after the outcome it came; -1 when it came from an earlier, finished call. */
  readonly afterMs: number;
}

export { HANG_DEADLINE_MS } from './limits.js';

export interface RunScenarioOptions {
  /** Awaited before every injected step, so a scheduler (fc.scheduler) can interleave concurrent requests. */
  readonly interleave?: () => Promise<unknown>;
  /** More hooks per stage, run after the scenario's own mutations and before its faults (lies use this). */
  readonly extraHooks?: (stage: HookStage) => readonly RequestHook[];
  /** A ledger shared by concurrent requests on one system; the observation keeps this request's events. */
  readonly ledger?: InMemoryLedger;
  /** Step deadline when the scenario injects a hang (default HANG_DEADLINE_MS). */
  readonly hangDeadlineMs?: number;
  /** Where the ports come from and who sees the facts and publication afterwards (the isolation boundary's recorder). */
  readonly recorder?: Recorder;
}

/** Port factories and a witness: the boundary swaps these for ports that report every event to the harness. */
export interface Recorder {
  ledger(): InMemoryLedger;
  /** A provider for the request `identity` (the owner, whatever identity the system later passes to it). */
  provider(identity: RequestIdentity, failWith: string | undefined): RecordingProvider;
  /** Something the implementation did to what it was handed (a port, its own result's callbacks). */
  note?(note: BoundaryNote): void;
  /** Called once the request settled, with the facts and publication the system was handed. */
  witness(
    identity: RequestIdentity,
    facts: AdmissionFacts,
    publication: readonly string[],
    /** The store itself, so a later look sees a list the implementation swapped in. */
    store?: PublicationStore,
  ): void;
}

/** Splits the scenario's changes into optional hooks and the runtime's own assembly steps. */
function stepTables(
  scenario: Scenario,
  facts: AdmissionFacts,
  abort: AbortController,
  options: RunScenarioOptions,
): { hooks: HookTable; assembly: HookTable } {
  const { interleave } = options;
  const world = mutationWorld(facts);
  const hooks: HookTable = {};
  const assembly: HookTable = {};
  for (const stage of HOOK_STAGES) {
    const at = scenario.mutations.filter((m) => m.stage === stage);
    const asStep =
      (m: Mutation): RequestHook =>
      (request) => {
        applyToRequest(request, m, world);
      };
    const extra = options.extraHooks?.(stage) ?? [];
    const viaHook: RequestHook[] = [
      ...at.filter((m) => m.via !== 'assembly').map(asStep),
      ...extra,
      ...faultHooks(scenario.faults, stage, abort),
    ];
    const viaAssembly = at.filter((m) => m.via === 'assembly').map(asStep);
    const paced = (step: RequestHook): RequestHook =>
      interleave
        ? async (request, context) => {
            await interleave();
            await step(request, context);
          }
        : step;
    if (viaHook.length > 0) hooks[stage] = viaHook.map(paced);
    if (viaAssembly.length > 0) assembly[stage] = viaAssembly.map(paced);
  }
  return { hooks, assembly };
}

/** Leaves out an empty table: a runtime with no hooks at all passes none, and final parity must still run. */
const presentTables = (tables: { hooks: HookTable; assembly: HookTable }): Partial<typeof tables> =>
  Object.fromEntries(Object.entries(tables).filter(([, table]) => Object.keys(table).length > 0));

/** The owners' revalidation port: the facts with `added` Gateway facts, at once or on a later macrotask. */
function revalidatePort(added: readonly GatewayFact[], later: boolean) {
  const revise = (f: AdmissionFacts): AdmissionFacts => ({ ...f, gatewayFacts: [...f.gatewayFacts, ...added] });
  if (!later) return revise;
  // Later by microtask turns, never by a timer: under load a timer answer can lose to the 25 ms hang deadline
  // of another step and fail an honest implementation (settlement.concurrent-consistent, seed 1977138403).
  return async (f: AdmissionFacts): Promise<AdmissionFacts> => {
    for (let turn = 0; turn < 3; turn++) await Promise.resolve();
    return revise(f);
  };
}

/** An observation whose owner data nobody judged yet: what a run behind the boundary reports. */
export type RecordedObservation = Omit<Observation, 'factsIntact' | 'publicationKept'>;

/** Runs one scenario on a system in this thread, through harness-owned ports, and judges the owner data it was handed. */
export async function runScenario(
  system: A34System,
  scenario: Scenario,
  options: Omit<RunScenarioOptions, 'recorder'> = {},
): Promise<Observation> {
  // The system gets a copy, so the scenario's own facts stay as drawn and are what the copy is compared with.
  const facts = structuredClone(scenario.facts);
  const { observation, publication } = await runOnFacts(system, scenario, facts, options);
  return {
    ...observation,
    factsIntact: isDeepStrictEqual(facts, scenario.facts),
    publicationKept: isDeepStrictEqual(publication.texts, scenario.publishable),
  };
}

/**
 * Runs one scenario behind the boundary: the recorder's witness carries the facts and publication to the harness,
 * which judges them against its own copy (isolation/observe.ts), so no copy is kept and nothing is compared here.
 */
export async function recordScenario(
  system: A34System,
  scenario: Scenario,
  options: RunScenarioOptions & { readonly recorder: Recorder },
): Promise<RecordedObservation> {
  return (await runOnFacts(system, scenario, AdmissionFactsSchema.parse(scenario.facts), options)).observation;
}

/** The request itself, on the copy of the facts handed to the system: what both kinds of run share. */
async function runOnFacts(
  system: A34System,
  scenario: Scenario,
  facts: AdmissionFacts,
  options: RunScenarioOptions,
): Promise<{ observation: RecordedObservation; publication: PublicationStore }> {
  const ledger = options.ledger ?? options.recorder?.ledger() ?? new InMemoryLedger();
  const failWith = scenario.faults.providerFails ? 'injected provider failure' : undefined;
  const provider = options.recorder?.provider(scenario.identity, failWith) ?? new RecordingProvider(failWith);
  const publication: PublicationStore = { texts: [...scenario.publishable] };
  const abort = new AbortController();
  const added = scenario.revalidation?.addGatewayFacts;
  const later = scenario.revalidation?.answersLater === true;
  const parent = scenario.identity.parentRequestId;
  if (parent !== undefined)
    ledger.reserve({ runId: scenario.identity.runId, scopeId: scenario.identity.scopeId, requestId: parent });
  ledger.reserve(scenario.identity);
  const notes: BoundaryNote[] = [];
  const note = (n: BoundaryNote): void => {
    notes.push(n);
    options.recorder?.note?.(n);
  };
  const sealed = sealPorts(ledger, provider, note);
  const returned = system.runRequest(
    { facts, identity: scenario.identity, messages: scenario.messages },
    {
      ledger: sealed.ledger,
      provider: sealed.provider,
      publication,
      ...presentTables(stepTables(scenario, facts, abort, options)),
      signal: abort.signal,
      stepDeadlineMs: scenario.faults.hangAt ? (options.hangDeadlineMs ?? HANG_DEADLINE_MS) : STEP_DEADLINE_MS,
      ...(added ? { revalidate: revalidatePort(added, later) } : {}),
    },
  );
  const outcome = await settledOnce(returned, note);
  options.recorder?.witness(scenario.identity, facts, publication.texts, publication);
  coverageScope.getStore()?.record(scenario, outcome);
  const { mine, strays } = ledgerRecords(ledger.events, scenario.identity);
  return {
    observation: { outcome, ledger: mine, strayEvents: strays, notes, providerCalls: provider.calls },
    publication,
  };
}
