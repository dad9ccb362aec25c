import type { AdmissionFacts, Diagnostic, GatewayFact } from '../reference/model/index.js';
import type { RequestInput, RequestOutcome, RequestPorts } from '../reference/pipeline/run-request.js';
import type { ProjectionResult } from '../reference/surface/projection.js';
import type { SealedGatewayReceipt } from '../reference/surface/recovery.js';

/**
 * One instance of an A34 implementation under test. A sequence of turns runs on one instance,
 * so state kept between turns (a cache, say) is exercised as it would be in production.
 */
export interface A34System {
  /** Admission and projection for one turn's owner facts. */
  project(facts: AdmissionFacts): ProjectionResult;
  /** Availability after a restart, from sealed Gateway receipts; stored tool results are offered as bait. */
  recover(receipts: readonly SealedGatewayReceipt[], storedResults: readonly Diagnostic[]): GatewayFact[];
  /** Prepares and dispatches one model request through the harness's ports (ledger, provider, hooks, owners). */
  runRequest(input: RequestInput, ports: RequestPorts): Promise<RequestOutcome>;
}

/** How the harness reaches an implementation: a name and a factory for fresh instances. */
export interface A34Adapter {
  readonly name: string;
  createSystem(): A34System;
}
