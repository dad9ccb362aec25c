import fc from 'fast-check';
import type { AdmissionFacts } from '../src/reference/model/index.js';
import { buildFacts } from './_internals/facts-build.js';
import { factsPlan } from './_internals/facts-plan.js';
import { applyChange, turnChange } from './_internals/turn-change.js';
import { replayable } from './_internals/replayable.js';
import { snapshotId } from './snapshot-id.js';
import { uncopiedToolUniverse, type ToolUniverseOptions } from './tool-universe.js';
import { turnIdentity } from './turn-identity.js';

export interface TurnSequenceOptions extends ToolUniverseOptions {
  /** Fewest turns (default 2). */
  readonly minLength?: number;
  /** Most turns (default 5). */
  readonly maxLength?: number;
}

/**
 * Facts of 2–5 consecutive turns of one run: same turn identity and registry snapshot (same `snapshotId`,
 * equal listings), while each turn changes one owner's say (grant, Host, readback, web Skill, Gateway),
 * so a projection cache keyed on too little serves a stale surface. No two turns share an object.
 */
export function turnSequence(options: TurnSequenceOptions = {}): fc.Arbitrary<AdmissionFacts[]> {
  const { minLength = 2, maxLength = 5, ...universe } = options;
  if (minLength < 1 || maxLength < minLength)
    throw new Error(`turnSequence: need 1 <= minLength <= maxLength, got ${minLength}..${maxLength}`);
  return fc
    .record({
      // Uncopied: every turn is built on a structuredClone of it, and the turns are copied once, as a whole.
      universe: uncopiedToolUniverse(universe),
      turn: turnIdentity(),
      snapshotId: snapshotId(),
      first: factsPlan(),
      changes: fc.array(turnChange, { minLength: minLength - 1, maxLength: maxLength - 1 }),
    })
    .map(({ universe, turn, snapshotId, first, changes }) => {
      const turns = [buildFacts(structuredClone(universe), turn, snapshotId, first)];
      for (const change of changes) {
        const previous = turns[turns.length - 1];
        if (previous !== undefined) turns.push(applyChange(structuredClone(previous), change));
      }
      return replayable(turns);
    });
}
