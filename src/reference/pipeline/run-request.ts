import type {
  AdmissionFacts,
  Message,
  ModelRequest,
  ParityVerdict,
  RejectionReason,
  RequestIdentity,
  ToolDescriptor,
} from '../model/index.js';
import type { ProviderPort } from '../ports/provider.js';
import type { RequestLedgerPort } from '../ports/ledger.js';
import { admittedOnly } from '../surface/admission.js';
import { keptLines, summaryLines } from '../surface/entry-summary.js';
import { isCapacityFailure } from '../surface/projection.js';
import type { WireRequest } from '../wire/encoder.js';
import { assembleEvidence, fitContext } from './assembly.js';
import { PreparationError, withinDeadline } from './deadline.js';
import { hooksInstalled, type HookStage, type HookTable } from './hooks.js';
import type { PipelineParts, PublicationStore } from './parts.js';
import { sealRequest, type RequestSeal } from './seal.js';
import { describeDifference } from './describe.js';
import { narrowRequestTools } from './narrow-request.js';

/** What the runtime hands the pipeline for one request: the reservation already exists. */
export interface RequestInput {
  readonly facts: AdmissionFacts;
  readonly identity: RequestIdentity;
  readonly messages: readonly Message[];
}

/** Ports owned by others. `revalidate` is where owners narrow admission mid-flight. */
export interface RequestPorts {
  readonly ledger: RequestLedgerPort;
  readonly provider: ProviderPort;
  readonly publication: PublicationStore;
  readonly hooks?: HookTable;
  /** Later assembly steps of the runtime itself: not optional hooks, so they do not count as hooks installed. */
  readonly assembly?: HookTable;
  readonly revalidate?: (facts: AdmissionFacts) => AdmissionFacts | Promise<AdmissionFacts>;
  readonly signal?: AbortSignal;
  readonly stepDeadlineMs?: number;
}

export type RequestOutcome =
  | {
      readonly outcome: 'dispatched';
      readonly surface: readonly ToolDescriptor[];
      readonly wire: WireRequest;
      readonly seal: RequestSeal;
    }
  | { readonly outcome: 'rejected'; readonly reason: RejectionReason }
  | { readonly outcome: 'provider_failed'; readonly surface: readonly ToolDescriptor[]; readonly error: string };

const DEFAULT_STEP_DEADLINE_MS = 10_000;

class Rejection extends Error {
  constructor(readonly reason: RejectionReason) {
    super(reason.message);
  }
}

function requireEqual(check: { readonly verdict: ParityVerdict }, stage: 'early' | 'final'): void {
  if (!check.verdict.equal) {
    const difference = check.verdict.difference;
    throw new Rejection({ stage, message: describeDifference(difference), difference });
  }
}

/** Prepares one model request through the A34 lifecycle and dispatches it, or rejects only it. */
export async function runRequest(
  parts: PipelineParts,
  input: RequestInput,
  ports: RequestPorts,
): Promise<RequestOutcome> {
  const signal = ports.signal ?? new AbortController().signal;
  const deadline = ports.stepDeadlineMs ?? DEFAULT_STEP_DEADLINE_MS;
  const installed = hooksInstalled(ports.hooks);
  const stepsAt = (stage: HookStage) => [...(ports.assembly?.[stage] ?? []), ...(ports.hooks?.[stage] ?? [])];
  const runHooks = async (stage: HookStage, request: ModelRequest, steps = stepsAt(stage)): Promise<void> => {
    for (const step of steps)
      await withinDeadline(() => step(request, { stage, signal }), `${stage} step`, deadline, signal);
  };
  let snapshot: readonly ToolDescriptor[];
  let seal: RequestSeal;
  let wire: WireRequest;
  try {
    const projection = parts.project(input.facts, parts.admit);
    if (isCapacityFailure(projection)) {
      throw new Rejection({
        stage: 'capacity',
        message: `capacity ${projection.capacity} cannot hold the ${projection.needed.length} required tools`,
        capacity: projection,
      });
    }
    const exposed = parts.exposeTools(projection.tools);
    // Taken from the request's own copy, so a baseline that copied shallowly would share with it, as the historic bug did.
    const baseline = parts.takeBaseline(exposed);
    // The Entry summary the model is told: a frozen expectation of its own, and the request's copy hooks may touch.
    const permissions = projection.mode === 'entry' ? projection.permissions : [];
    const summaryBaseline = Object.freeze(summaryLines(permissions));
    const request: ModelRequest = {
      identity: input.identity,
      tools: exposed,
      messages: input.messages.map((m) => ({ ...m })),
      evidence: [],
      publicationContext: null,
      entrySummary: summaryLines(permissions),
      metadata: {},
    };
    await runHooks('extension', request);
    const early = parts.earlyParity({ expected: baseline, request, seal: undefined, hooksInstalled: installed });
    requireEqual(early, 'early');
    const earlySummary = parts.summaryParity({ stage: 'early', expected: summaryBaseline, request });
    requireEqual(earlySummary, 'early');

    // Owners may narrow: the expectation is derived again from their facts, never from the request.
    const revalidate = ports.revalidate;
    const revised = revalidate
      ? await withinDeadline(() => revalidate(input.facts), 'owner revalidation', deadline, signal)
      : input.facts;
    const revisedAdmitted = admittedOnly(parts.admit(revised));
    const admittedNames = new Set(revisedAdmitted.map((d) => d.descriptor.name));
    const expected = parts.narrow(baseline, admittedNames);
    // The runtime narrows the request by name; the expectation above never looked at the request.
    request.tools = narrowRequestTools(request, early.snapshot, admittedNames);
    // The same for the summary: a line goes when owners no longer admit its capability.
    const keep = keptLines(permissions, revisedAdmitted);
    const expectedSummary = Object.freeze(summaryBaseline.filter((_, i) => keep[i]));
    if (!keep.every(Boolean))
      request.entrySummary = (earlySummary.snapshot ?? summaryBaseline).filter((_, i) => keep[i]);

    fitContext(request);
    await runHooks('context_fitting', request);
    assembleEvidence(request);
    await runHooks('evidence_assembly', request);
    parts.attachPublication(request, ports.publication);
    await runHooks('publication_context', request);
    await runHooks('async_preparation', request);
    seal = parts.seal(request, expected);
    // With no step before dispatch nothing is awaited either, so no code at all runs between the seal and the check.
    const preDispatch = stepsAt('pre_dispatch');
    if (preDispatch.length > 0) await runHooks('pre_dispatch', request, preDispatch);
    // A swapped sealer could write after its walk; only the reference's own is known to write nothing.
    const unchangedSinceSeal = preDispatch.length === 0 && parts.seal === sealRequest;
    const final = parts.finalParity({ expected, request, seal, hooksInstalled: installed, unchangedSinceSeal });
    requireEqual(final, 'final');
    const finalSummary = parts.summaryParity({ stage: 'final', expected: expectedSummary, request });
    requireEqual(finalSummary, 'final');
    await runHooks('after_final_check', request);
    if (signal.aborted) throw new PreparationError('aborted before dispatch');
    snapshot = parts.dispatchSource(final, request);
    // Only the snapshot that passed the final check is encoded: later changes to the request cannot reach the provider.
    if (finalSummary.snapshot === undefined) throw new Error('no checked summary to dispatch');
    wire = parts.encoder.encode(snapshot, finalSummary.snapshot);
  } catch (error) {
    const reason: RejectionReason =
      error instanceof Rejection
        ? error.reason
        : {
            stage: 'preparation',
            message: error instanceof PreparationError ? error.message : `preparation failed: ${String(error)}`,
          };
    parts.settleRejection(ports.ledger, input.identity, reason);
    return { outcome: 'rejected', reason };
  }
  const sent = await parts.dispatch(ports, input.identity, wire);
  if ('refused' in sent) return { outcome: 'rejected', reason: sent.refused };
  if (!sent.sent) return { outcome: 'provider_failed', surface: snapshot, error: sent.error };
  return { outcome: 'dispatched', surface: snapshot, wire, seal };
}
