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
import type { ProviderPort } from '../ports/provider.js';
import type { WireEncoder, WireRequest } from '../wire/encoder.js';
import type { SummaryCheck } from '../parity/summary-parity.js';
import type { RequestSeal } from './seal.js';

/** What a parity step sees. */
export interface ParityContext {
  readonly expected: Baseline;
  readonly request: ModelRequest;
  readonly seal: RequestSeal | undefined;
  readonly hooksInstalled: boolean;
  /** True only when the pipeline ran no code at all between taking `seal` and this check (no step, no await). */
  readonly unchangedSinceSeal?: boolean;
}

/** A parity step's verdict plus the snapshot it judged, which is what may be dispatched. */
export interface ParityCheck {
  readonly verdict: ParityVerdict;
  readonly snapshot: readonly ToolDescriptor[] | undefined;
}

/** What a summary parity step sees: the stage it runs at, the lines owners' facts give, the request. */
export interface SummaryParityContext {
  readonly stage: 'early' | 'final';
  readonly expected: readonly string[];
  readonly request: ModelRequest;
}

/** The run's publishable text, owned by the runtime; a rejection must leave it as it was. */
export interface PublicationStore {
  texts: string[];
}

/** The two ports a dispatch reaches: the ledger owner and the model provider. */
export interface DispatchPorts {
  readonly ledger: RequestLedgerPort;
  readonly provider: ProviderPort;
}

/**
 * Whether the provider took the request; a failure carries what it said. A dispatcher that checks at the send (a
 * guard around the provider's fetch) may refuse instead: it settled the refusal, and nothing reached the provider.
 */
export type DispatchResult =
  | { readonly sent: true }
  | { readonly sent: false; readonly error: string }
  | { readonly sent: false; readonly refused: RejectionReason };

/**
 * The replaceable parts of the A34 pipeline. The reference wires the correct ones; each faulty
 * variant of the fault catalog swaps some of them, from one closure when they share state.
 */
export interface PipelineParts {
  readonly admit: (facts: AdmissionFacts) => AdmissionDecision[];
  readonly project: (facts: AdmissionFacts, admit: (facts: AdmissionFacts) => AdmissionDecision[]) => ProjectionResult;
  readonly recover: (receipts: readonly SealedGatewayReceipt[], storedResults: readonly Diagnostic[]) => GatewayFact[];
  readonly takeBaseline: (tools: readonly ToolDescriptor[]) => Baseline;
  readonly exposeTools: (tools: readonly ToolDescriptor[]) => ToolDescriptor[];
  readonly earlyParity: (context: ParityContext) => ParityCheck;
  readonly narrow: (baseline: Baseline, admittedNames: ReadonlySet<string>) => Baseline;
  /** Records what was prepared; `expected` lets it read the list with parity's walk and keep no copy when equal. */
  readonly seal: (request: ModelRequest, expected: Baseline) => RequestSeal;
  readonly finalParity: (context: ParityContext) => ParityCheck;
  /** Early and final parity of the Entry summary; its snapshot is the summary that may be dispatched. */
  readonly summaryParity: (context: SummaryParityContext) => SummaryCheck;
  readonly dispatchSource: (check: ParityCheck, request: ModelRequest) => readonly ToolDescriptor[];
  readonly attachPublication: (request: ModelRequest, publication: PublicationStore) => void;
  readonly settleRejection: (ledger: RequestLedgerPort, identity: RequestIdentity, reason: RejectionReason) => void;
  readonly encoder: WireEncoder;
  /** Records the dispatch, sends the checked wire once, and reports a provider failure to the ledger owner. */
  readonly dispatch: (ports: DispatchPorts, identity: RequestIdentity, wire: WireRequest) => Promise<DispatchResult>;
}

export type { WireRequest };
