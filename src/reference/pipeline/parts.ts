import type {
  AdmissionFacts,
  ModelRequest,
  RequestIdentity,
  ToolDescriptor,
  ParityVerdict,
  RejectionReason,
  Diagnostic,
  GatewayFact,
} from '../model/index.js';
import type { AdmissionDecision } from '../surface/admission.js';
import type { Baseline } from '../surface/baseline.js';
import type { ProjectionResult } from '../surface/projection.js';
import type { SealedGatewayReceipt } from '../surface/recovery.js';
import type { RequestLedgerPort } from '../ports/ledger.js';
import type { WireEncoder, WireRequest } from '../wire/encoder.js';
import type { RequestSeal } from './seal.js';

/** What a parity step sees. `state` is exposed so a faulty variant can misuse it, as real bugs did. */
export interface ParityContext {
  readonly expected: Baseline;
  readonly request: ModelRequest;
  readonly seal: RequestSeal | undefined;
  readonly hooksInstalled: boolean;
  readonly state: { baseline: Baseline };
}

/** A parity step's verdict plus the snapshot it judged, which is what may be dispatched. */
export interface ParityCheck {
  readonly verdict: ParityVerdict;
  readonly snapshot: readonly ToolDescriptor[] | undefined;
}

/** The run's publishable text, owned by the runtime; a rejection must leave it as it was. */
export interface PublicationStore {
  texts: string[];
}

/**
 * The replaceable parts of the A34 pipeline. The reference wires the correct ones; each faulty
 * variant of the fault catalog swaps exactly one.
 */
export interface PipelineParts {
  readonly admit: (facts: AdmissionFacts) => AdmissionDecision[];
  readonly project: (facts: AdmissionFacts, admit: (facts: AdmissionFacts) => AdmissionDecision[]) => ProjectionResult;
  readonly recover: (receipts: readonly SealedGatewayReceipt[], storedResults: readonly Diagnostic[]) => GatewayFact[];
  readonly takeBaseline: (tools: readonly ToolDescriptor[]) => Baseline;
  readonly exposeTools: (tools: readonly ToolDescriptor[]) => ToolDescriptor[];
  readonly earlyParity: (context: ParityContext) => ParityCheck;
  readonly narrow: (baseline: Baseline, admittedNames: ReadonlySet<string>) => Baseline;
  readonly seal: (request: ModelRequest) => RequestSeal;
  readonly finalParity: (context: ParityContext) => ParityCheck;
  readonly dispatchSource: (check: ParityCheck, request: ModelRequest) => readonly ToolDescriptor[];
  readonly settleRejection: (
    ledger: RequestLedgerPort,
    identity: RequestIdentity,
    reason: RejectionReason,
    publication: PublicationStore,
  ) => void;
  readonly encoder: WireEncoder;
}

export type { WireRequest };
