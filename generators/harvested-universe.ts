import fc from 'fast-check';
import type { HarvestedServer } from '../src/harvest/fixture.js';
import type { Scenario } from '../src/harness/scenario.js';
import { cloneJson } from '../src/reference/json/clone.js';
import type { AdmissionFacts, SurfaceMode, ToolDescriptor, TurnIdentity } from '../src/reference/model/index.js';
import { buildFacts } from './_internals/facts-build.js';
import { factsPlan } from './_internals/facts-plan.js';
import { committedSides, harvestedAction, harvestedSides, type HarvestedSide } from './_internals/harvested/sides.js';
import { mergeUniverse, serverPick } from './_internals/harvested/universe.js';
import { distinct, fresh, seldom } from './_internals/pick.js';
import { replayable } from './_internals/replayable.js';
import { scenarioOver } from './scenario.js';
import { snapshotId } from './snapshot-id.js';
import { uncopiedToolUniverse, type ToolUniverse, type ToolUniverseOptions } from './tool-universe.js';
import { turnIdentity } from './turn-identity.js';

export interface HarvestedUniverseOptions {
  /** Harvested servers to draw from (default: the committed `fixtures/mcp`, loaded once). */
  readonly servers?: readonly HarvestedServer[];
  /** Generated tools on extra connections (default: up to 12 on up to 2); `false`: real tools only. */
  readonly generated?: ToolUniverseOptions | false;
}

export interface RealAdmissionFactsOptions extends HarvestedUniverseOptions {
  /** Bind the facts to this turn; generated otherwise. */
  readonly turn?: TurnIdentity;
  /** Force the surface mode; research mostly, entry sometimes otherwise. */
  readonly mode?: SurfaceMode;
}

export interface RealScenarioOptions extends RealAdmissionFactsOptions {
  /** Most hook mutations per request (default 4); a few cases have none (no hook installed). */
  readonly maxMutations?: number;
}

const sidesOf = (servers: readonly HarvestedServer[] | undefined): readonly HarvestedSide[] =>
  servers === undefined ? committedSides() : harvestedSides(servers);

/** One harvested tool as a logical `ToolDescriptor`, a fresh copy per draw; shrinks to the first listed. */
export function harvestedToolDescriptor(
  options: Pick<HarvestedUniverseOptions, 'servers'> = {},
): fc.Arbitrary<ToolDescriptor> {
  const all = sidesOf(options.servers).flatMap((side) => side.tools);
  if (all.length === 0)
    throw new Error(
      'harvestedToolDescriptor: the harvested servers list no tools; run the harvest CLI or pass servers',
    );
  return fc.nat({ max: all.length - 1 }).map((i) => cloneJson(all[i] as ToolDescriptor));
}

/**
 * A `ToolUniverse` of real MCP tools: each harvested server on its own registry connection (mostly its
 * whole listing, sometimes a subset or disconnected), contract rows `<server>.read|write` on the Host
 * action `call_<server>`, plus generated tools on extra connections, minus any generated name a real
 * server lists. No two draws share an object.
 */
export function harvestedUniverse(options: HarvestedUniverseOptions = {}): fc.Arbitrary<ToolUniverse> {
  return uncopiedHarvestedUniverse(options).map(replayable);
}

/** {@link harvestedUniverse} without its replay copy, for a generator that copies what it builds (see `uncopiedToolUniverse`). */
function uncopiedHarvestedUniverse(options: HarvestedUniverseOptions): fc.Arbitrary<ToolUniverse> {
  const sides = sidesOf(options.servers);
  const generated =
    options.generated === false
      ? fc.constant(null)
      : uncopiedToolUniverse({ max: 12, maxConnections: 2, ...options.generated });
  return fc
    .record({ picks: fc.tuple(...sides.map(serverPick)), generated })
    .map(({ picks, generated }) => mergeUniverse(sides, picks, generated));
}

/**
 * `AdmissionFacts` on a harvested universe, built like `admissionFacts()`; the grant covers the real
 * capabilities and the Host permits the real actions, each seldom narrowed. Values pass `AdmissionFactsSchema`.
 */
export function realAdmissionFacts(options: RealAdmissionFactsOptions = {}): fc.Arbitrary<AdmissionFacts> {
  return uncopiedRealAdmissionFacts(options).map(replayable);
}

/** {@link realAdmissionFacts} without its replay copy, for a generator that copies what it builds. */
function uncopiedRealAdmissionFacts(options: RealAdmissionFactsOptions): fc.Arbitrary<AdmissionFacts> {
  const { turn, mode, ...universe } = options;
  const sides = sidesOf(universe.servers);
  const capabilities = distinct(sides.flatMap((side) => side.contract.map((entry) => entry.capability)));
  const actions = sides.map((side) => harvestedAction(side.server));
  return fc
    .record({
      turn: turn === undefined ? turnIdentity() : fresh(turn),
      snapshotId: snapshotId(),
      plan: factsPlan(mode === undefined ? {} : { mode }),
      revoked: seldom(fc.subarray(capabilities, { minLength: 1 }), 3),
      forbidden: seldom(fc.subarray(actions, { minLength: 1 }), 4),
      universe: uncopiedHarvestedUniverse(universe),
    })
    .map(({ universe, turn, snapshotId, plan, revoked, forbidden }) => {
      const facts = buildFacts(universe, turn, snapshotId, plan);
      // New arrays: the plan's own lists may back these, and shrinking maps the same plan again.
      const granted = capabilities.filter((c) => !(revoked ?? []).includes(c));
      const permitted = actions.filter((a) => !(forbidden ?? []).includes(a));
      return {
        ...facts,
        grant: { ...facts.grant, capabilities: [...facts.grant.capabilities, ...granted] },
        host: { permittedActions: [...facts.host.permittedActions, ...permitted] },
      };
    });
}

/** A whole request case on real facts, composed as `scenario()` is (see `scenarioOver`). */
export function realScenario(options: RealScenarioOptions = {}): fc.Arbitrary<Scenario> {
  const { maxMutations = 4, ...facts } = options;
  return scenarioOver(uncopiedRealAdmissionFacts(facts), maxMutations);
}
