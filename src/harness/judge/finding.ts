import type { JsonValue, ParityDifference, ToolDescriptor } from '../../reference/model/index.js';
import type { FindingLayer } from './layer.js';
import type { ReturnedOutcome } from './returned.js';

/**
 * What the judge can find wrong with one observed request. One list, so properties, RED cases,
 * lies, the campaign and every report speak the same codes.
 */
export const FINDING_CODES = [
  'outcome', // dispatched where a rejection was due, or the reverse
  'stage', // rejected, but by another check than the contract names
  'reason', // the rejection's typed reason is missing or points elsewhere (field, JSON path)
  'provider-surface', // the provider received a tool list other than the checked one
  'projection', // the projected surface is not what the owners' facts give (admission, order, capacity, recovery)
  'settlement', // the reservation was not closed exactly once, in the right phase, by its owner
  'late-effect', // a provider call, dispatch record or settlement after the outcome was returned
  'port', // the implementation tried to change a port it was handed (a method, a property, its prototype)
  'record', // a record names another request, or says something other than what happened (seal, surface, identity)
  'facts-changed', // owner facts were changed by the request
  'publication-changed', // publishable text was lost or changed by a rejection
  'lie', // a lying descriptor was accepted or sprung a trap
  'hang', // the implementation did not settle within its deadline
  'exit', // the implementation ended its process or thread
  'stray-process', // a process the implementation started outlived the call that started it
  'crash', // the implementation threw, crashed or ran out of memory
  'result-shape', // a result crossed the boundary in a shape the contract does not allow
  'property', // a property's own assertion failed on a replayed counterexample (a RED property case)
] as const;

export type FindingCode = (typeof FINDING_CODES)[number];

/** A broken rule as data. Reports render it; nothing parses `message` back. */
export interface Finding {
  readonly code: FindingCode;
  /** One sentence a reader acts on: which check rejected or let it through, and why. */
  readonly message: string;
  /** The implementation call the finding arose in, where that matters (`runRequest`, `project`, …). */
  readonly call?: string;
  /** What the contract expected and what happened, as JSON values (an outcome, a stage, a count). */
  readonly expected?: JsonValue;
  readonly actual?: JsonValue;
  /** The first parity difference, when the finding is about the tool list. */
  readonly difference?: ParityDifference;
  /** The tool lists to diff, when the finding is about the tool list: the reports' semantic diff reads these. */
  readonly surfaces?: { readonly expected: readonly ToolDescriptor[]; readonly actual: readonly ToolDescriptor[] };
  /** Which layer disagrees; when absent, the one its code speaks for (`layerOf`). */
  readonly layer?: FindingLayer;
  /** What the implementation itself returned for the request, shown beside the judge's expectation. */
  readonly returned?: ReturnedOutcome;
}
