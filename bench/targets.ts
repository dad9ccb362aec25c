import { BASELINE_CONTENDERS, PARITY_CONTENDERS, type ContenderKind } from './contenders.js';
import type { GrowthRow } from './growth-bench.js';
import type { BaselineGroup, ParityGroup } from './parity-bench.js';

/** Issue 17's limits; "keep" rows hold today's figure (time to a counterexample: the gate's 2 s budget). */
export const ISSUE_LIMITS = {
  harnessWallSeconds: 12,
  npmTestSeconds: 90,
  killMatrixSeconds: 180,
  generationRatio: 1,
  peakRssMb: 512,
  requestRatio: 3,
  parityWithBytes: 1.1,
  medianRunsToFailure: 1,
  secondsToCounterexample: 2,
} as const;

/** The parity and baseline targets, as ratios to one JSON.stringify of the list (growth: per-tool cost at 1,000 over 100). */
export const TARGETS = {
  parityWithBytes: ISSUE_LIMITS.parityWithBytes,
  baselineCopy: 0.6,
  growth: 1.3,
  sizes: [100, 1_000],
} as const;

export interface TargetCheck {
  readonly target: string;
  readonly subject: string;
  readonly kind: ContenderKind;
  readonly measured: number;
  readonly limit: number;
  readonly pass: boolean;
}

const kindOf = (name: string): ContenderKind =>
  [...PARITY_CONTENDERS, ...BASELINE_CONTENDERS].find((c) => c.name === name)?.kind ?? 'peer';

/** Rows the parity target is read on: the reference, its experiments, and the careless pipeline for context. */
export const PARITY_TARGET_SUBJECTS = [
  'reference: final parity + dispatched bytes',
  'experiment: lockstep parity + dispatched bytes',
  'experiment: one pass emitting bytes in JS',
  'careless: fast-deep-equal + JSON.stringify',
];
export const BASELINE_TARGET_SUBJECTS = BASELINE_CONTENDERS.map((c) => c.name);

const check = (target: string, subject: string, measured: number, limit: number): TargetCheck => ({
  target,
  subject,
  kind: kindOf(subject),
  measured,
  limit,
  pass: measured <= limit,
});

export function checkTargets(
  parity: readonly ParityGroup[],
  baseline: readonly BaselineGroup[],
  growth: readonly GrowthRow[],
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const size of TARGETS.sizes) {
    const group = parity.find((g) => g.tools === size && g.case === 'equal');
    for (const subject of PARITY_TARGET_SUBJECTS) {
      const r = group?.contenders[subject];
      if (r)
        checks.push(
          check(`final parity + bytes, ${size} tools, equal lists`, subject, r.ratio, TARGETS.parityWithBytes),
        );
    }
    const copies = baseline.find((g) => g.tools === size);
    for (const subject of BASELINE_TARGET_SUBJECTS) {
      const r = copies?.contenders[subject];
      if (r) checks.push(check(`baseline copy, ${size} tools`, subject, r.ratio, TARGETS.baselineCopy));
    }
  }
  for (const row of growth)
    checks.push(check('linear growth 100 -> 1,000 tools', row.subject, row.growth, TARGETS.growth));
  return checks;
}
