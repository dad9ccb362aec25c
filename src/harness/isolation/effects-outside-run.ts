import { type BoundaryCall, BoundaryFailure } from './boundary-failure.js';
import { type CallRecord, originText, type RecordedEffect } from './implementation-worker.js';

const named = ({ effect }: RecordedEffect): string =>
  effect.kind === 'provider'
    ? `a provider call for ${effect.owner}`
    : effect.kind === 'ledger'
      ? `a ledger '${effect.event.type}' event for ${effect.event.requestId}`
      : `a note (${effect.note.kind})`;

/**
 * Ports belong to the request they were handed to, so a provider call or ledger event that arrives while
 * `createSystem`, `project` or `recover` runs is a late effect of a request that has already answered. It fails
 * the call it was seen at (where it used to be dropped), naming the call whose ports it used.
 */
export function effectsOutsideRun(record: CallRecord, call: BoundaryCall): BoundaryFailure | undefined {
  const late = record.stray.filter((r) => r.effect.kind !== 'note');
  const first = late[0];
  if (first === undefined) return undefined;
  return new BoundaryFailure(
    'late-effect',
    call,
    `the implementation made ${named(first)} after ${originText(first.from)} had returned (seen when ${call} returned), with ports kept from a request that had already answered${late.length > 1 ? ` (${late.length} such effects)` : ''}`,
  );
}
