import fc from 'fast-check';
import type { SurfaceMode } from '../../src/reference/model/index.js';
import { diagnosticPlan, type DiagnosticPlan } from './diagnostic-plan.js';
import { gatewayPlan, type GatewayPlan } from './gateway-plan.js';
import { mostly, rarely, seldom, shrinkAcross, weighted } from './pick.js';
import { ACTION_POOL, CAPABILITY_POOL, READBACK_CAPABILITY, WEB_READ, WEB_SEARCH } from './pools.js';
import { skillPlan, webSkillPlan, type SkillPlan, type WebSkillPlan } from './skill-plan.js';

/** Every owner's say for one turn, as universe-independent choices; facts-build.ts resolves it. */
export interface FactsPlan {
  readonly mode: SurfaceMode;
  /** null: every capability (the common, fully granted turn). */
  readonly capabilities: string[] | null;
  readonly nonReadOnly: 'none' | 'all' | number[];
  /** null: every action. */
  readonly permittedActions: string[] | null;
  readonly readbackPermitted: boolean;
  /** Capacity above the listed count, or a pick in 0..count (often too small). */
  readonly capacity: { readonly slack: number } | { readonly short: number };
  readonly gateway: GatewayPlan[];
  readonly webSkill: WebSkillPlan;
  readonly skills: SkillPlan[];
  readonly diagnostics: DiagnosticPlan[];
  readonly readbackControl: boolean;
  readonly clarifyControl: boolean;
  /** A connected server also lists `read_tool_result`, with an `mcp` row every other owner admits. */
  readonly listedReadback: boolean;
}

// A grant may name the readback capability: that must still not admit readback (the stage decides).
const GRANTABLE = [...CAPABILITY_POOL, READBACK_CAPABILITY];

export interface FactsPlanOptions {
  /** Force the surface mode; otherwise research mostly, entry sometimes. */
  readonly mode?: SurfaceMode;
}

/** Owner choices biased to the lawful, fully admitted turn, with every narrowing reachable. */
export function factsPlan(options: FactsPlanOptions = {}): fc.Arbitrary<FactsPlan> {
  return fc.record({
    mode:
      options.mode === undefined
        ? weighted<SurfaceMode>([
            ['research', 4],
            ['entry', 1],
          ])
        : fc.constant(options.mode),
    // Web switched off while everything else is granted is a common owner choice, so it gets its own weight.
    capabilities: fc.oneof(
      shrinkAcross,
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constant(GRANTABLE.filter((c) => c !== WEB_SEARCH && c !== WEB_READ)) },
      { weight: 1, arbitrary: fc.subarray(GRANTABLE) },
    ),
    nonReadOnly: fc.oneof(
      shrinkAcross,
      { weight: 2, arbitrary: fc.constant<'none'>('none') },
      { weight: 2, arbitrary: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) },
      { weight: 2, arbitrary: fc.constant<'all'>('all') },
    ),
    permittedActions: seldom(fc.subarray([...ACTION_POOL]), 3),
    readbackPermitted: mostly(3),
    capacity: fc.oneof(
      shrinkAcross,
      { weight: 4, arbitrary: fc.nat({ max: 8 }).map((slack) => ({ slack })) },
      // Small capacities half the time: against a wide universe, a capacity up to the listed count rarely falls short.
      { weight: 1, arbitrary: fc.oneof(fc.nat({ max: 3 }), fc.nat()).map((short) => ({ short })) },
    ),
    gateway: fc.oneof(
      shrinkAcross,
      { weight: 1, arbitrary: fc.array(gatewayPlan, { maxLength: 0 }) },
      { weight: 1, arbitrary: fc.array(gatewayPlan, { minLength: 1, maxLength: 3 }) },
    ),
    webSkill: webSkillPlan,
    skills: fc.array(skillPlan, { maxLength: 3 }),
    diagnostics: fc.array(diagnosticPlan, { maxLength: 3 }),
    readbackControl: mostly(5),
    clarifyControl: fc.boolean(),
    // One turn in seven: often enough that the ci profile's 60 runs meet it (§3: no server introduces readback).
    listedReadback: rarely(6),
  });
}
