import fc from 'fast-check';
import type { AdmissionFacts, SurfaceMode, TurnIdentity } from '../src/reference/model/index.js';
import { buildFacts } from './_internals/facts-build.js';
import { factsPlan } from './_internals/facts-plan.js';
import { fresh } from './_internals/pick.js';
import { replayable } from './_internals/replayable.js';
import { snapshotId } from './snapshot-id.js';
import { turnIdentity } from './turn-identity.js';
import { uncopiedToolUniverse, type ToolUniverseOptions } from './tool-universe.js';

export interface AdmissionFactsOptions extends ToolUniverseOptions {
  /** Bind the facts to this turn (e.g. to match a request identity); generated otherwise. */
  readonly turn?: TurnIdentity;
  /** Force the surface mode; research mostly, entry sometimes otherwise. */
  readonly mode?: SurfaceMode;
}

/**
 * Complete `AdmissionFacts` on a generated tool universe: grant, Host policy, stage resources, Gateway
 * facts bound to this turn or to others, Skills, lookalike diagnostics and native controls. Biased to the
 * lawful, mostly admitted turn; every narrowing owner is reachable. Values pass `AdmissionFactsSchema`.
 */
export function admissionFacts(options: AdmissionFactsOptions = {}): fc.Arbitrary<AdmissionFacts> {
  return uncopiedAdmissionFacts(options).map(replayable);
}

/**
 * {@link admissionFacts} without its replay copy (see `uncopiedToolUniverse`): one copy of the whole case,
 * made by the generator that hands it out, instead of one per layer (issue 17).
 */
export function uncopiedAdmissionFacts(options: AdmissionFactsOptions = {}): fc.Arbitrary<AdmissionFacts> {
  const { turn, mode, ...universe } = options;
  return (
    fc
      .record({
        universe: uncopiedToolUniverse(universe),
        turn: turn === undefined ? turnIdentity() : fresh(turn),
        snapshotId: snapshotId(),
        plan: factsPlan(mode === undefined ? {} : { mode }),
      })
      // buildFacts writes to nothing it is given: the universe stays fast-check's, for the shrink runs that reuse it.
      .map(({ universe, turn, snapshotId, plan }) => buildFacts(universe, turn, snapshotId, plan))
  );
}
