import type { BoundaryNote } from '../sealed-ports.js';
import type { AdmissionFacts, Diagnostic, RequestIdentity } from '../../reference/model/index.js';
import type { LedgerEvent } from '../../reference/ports/memory-ledger.js';
import type { ProviderCall } from '../../reference/ports/memory-provider.js';
import type { SealedGatewayReceipt } from '../../reference/surface/recovery.js';
import type { ScenarioWithLie } from '../lies/run-lying-scenario.js';
import type { BatchOptions, RunOptions } from '../system-under-test.js';
import type { BoundaryCall } from './boundary-failure.js';

/**
 * Which implementation a worker hosts: a module the worker loads itself, so nothing of it crosses to
 * the harness. Its `adapter` (or default) export, or `exportName`, or what `factory(argument)` returns.
 */
export interface AdapterRef {
  readonly kind: 'module';
  readonly path: string;
  readonly shownAs: string;
  readonly origin: ModuleOrigin;
  readonly exportName?: string;
  readonly factory?: string;
  readonly argument?: string;
}

/** Where a module path was written, so a load error points at it. */
export interface ModuleOrigin {
  readonly file: string;
  readonly path: string;
}

/** One implementation call, harness → worker. `system` numbers the instances the harness created. */
export type CallBody =
  | { readonly op: 'create'; readonly system: number }
  | { readonly op: 'project' | 'projectFrozen'; readonly system: number; readonly facts: AdmissionFacts }
  | {
      readonly op: 'recover';
      readonly system: number;
      readonly receipts: readonly SealedGatewayReceipt[];
      readonly stored: readonly Diagnostic[];
    }
  | { readonly op: 'run'; readonly system: number; readonly scenario: ScenarioWithLie; readonly options: RunOptions }
  | {
      readonly op: 'runBatch';
      readonly system: number;
      readonly scenarios: readonly ScenarioWithLie[];
      readonly options: BatchOptions;
    };

export type Call = CallBody & { readonly id: number };

/** A ledger event with the whole request identity, as the worker's ledger saw it. */
export type RecordedLedgerEvent = LedgerEvent & { readonly identity: RequestIdentity };

/** What the implementation did to a port, sent the moment it did it. `owner`: the request the port was made for. */
export type Effect =
  | { readonly kind: 'ledger'; readonly event: RecordedLedgerEvent }
  | { readonly kind: 'provider'; readonly owner: string; readonly call: ProviderCall }
  | { readonly kind: 'note'; readonly owner: string; readonly note: BoundaryNote };

/** The facts and publication a request was handed, as they were once it settled. */
export interface Witness {
  readonly requestId: string;
  readonly facts: AdmissionFacts;
  readonly publication: readonly string[];
  /** Taken again at the end of the settle window: a change since then is a late effect on data. */
  readonly late?: boolean;
  /** The late look found data that cannot cross (a function or Proxy put into the facts): a change by itself. */
  readonly uncloneable?: boolean;
}

/** A thrown value, described without trusting it (a revoked Proxy, a getter that throws, a 50 MB message). */
export interface ThrownInfo {
  readonly message: string;
  /** The value could not leave the worker as a result (a function, a Proxy): the result's shape is wrong. */
  readonly uncloneable: boolean;
}

/**
 * A witness as it crosses. The facts go as the bytes the process serialised them to, one char per byte (one
 * serialisation, read once by the harness); the late look sends `sameAsSettled` instead when those bytes did not change since the request settled.
 */
export type WitnessMessage = Omit<Witness, 'facts'> &
  ({ readonly facts: AdmissionFacts } | { readonly factsLatin1: string } | { readonly sameAsSettled: true });

/** The gate's first message to the host: the key every message of the host carries back. */
export interface GateKey {
  readonly key: string;
}

/** Worker → harness. */
export type HostMessage =
  | { readonly type: 'ready'; readonly name: string }
  | { readonly type: 'load-failed'; readonly issues: readonly { file: string; path: string; message: string }[] }
  | { readonly type: 'effect'; readonly call: number; readonly at: number; readonly effect: Effect }
  | { readonly type: 'witness'; readonly call: number; readonly witness: WitnessMessage }
  | { readonly type: 'result'; readonly call: number; readonly at: number; readonly value: unknown }
  | { readonly type: 'threw'; readonly call: number; readonly callName: BoundaryCall; readonly thrown: ThrownInfo }
  | { readonly type: 'idle'; readonly call: number }
  /** An uncaught error or unhandled rejection in the implementation, just before its process ends. */
  | { readonly type: 'crashed'; readonly message: string };
