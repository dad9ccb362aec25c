import fc from 'fast-check';
import type { AdmissionFacts, SurfaceMode, TurnIdentity } from '../src/reference/model/index.js';
import { buildFacts } from './_internals/facts-build.js';
import { factsPlan } from './_internals/facts-plan.js';
import { fresh } from './_internals/pick.js';
import { replayable } from './_internals/replayable.js';
import { snapshotId } from './snapshot-id.js';
import { turnIdentity } from './turn-identity.js';
import { toolUniverse, type ToolUniverseOptions } from './tool-universe.js';

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
  const { turn, mode, ...universe } = options;
  return (
    fc
      .record({
        universe: toolUniverse(universe),
        turn: turn === undefined ? turnIdentity() : fresh(turn),
        snapshotId: snapshotId(),
        plan: factsPlan(mode === undefined ? {} : { mode }),
      })
      // The universe here is fast-check's first read, held by no one else (later reads are clones): the facts own it.
      .map(({ universe, turn, snapshotId, plan }) => replayable(buildFacts(universe, turn, snapshotId, plan)))
  );
}
