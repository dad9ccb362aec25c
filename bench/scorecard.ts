import type { FullRuns } from './full.js';
import type { GateResult } from './gate.js';
import type { GateFloor } from './gate-floor.js';
import { type GenerationFloor, generationFloorRatio, percent } from './generation-floor.js';
import type { HarnessOverhead } from './harness-overhead.js';
import { mdTable, times, verdict } from './markdown.js';
import type { ParityGroup } from './parity-bench.js';
import type { RequestRatioRow } from './request-bench.js';
import { ISSUE_LIMITS } from './targets.js';

/** One row of issue 17's table: what, the figure the issue measured ("today"), the target, and this run. */
export interface ScorecardRow {
  readonly what: string;
  readonly today: string;
  readonly target: string;
  readonly limit: number;
  /** Undefined when this run did not measure it (say which flag does). */
  readonly measured: number | undefined;
  readonly shown: string;
  readonly pass: boolean | undefined;
  readonly note?: string;
}

export interface ScorecardInput {
  readonly parity: readonly ParityGroup[];
  readonly requests: readonly RequestRatioRow[];
  readonly harness: HarnessOverhead;
  /** Where generation's CPU goes: the libraries' share bounds the generation row from below. */
  readonly generation?: GenerationFloor | undefined;
  readonly gate: GateResult | undefined;
  readonly full: FullRuns | undefined;
  /** The gate's cases with no boundary (with `--gate`): what the wall time cannot go below here. */
  readonly floor?: GateFloor | undefined;
}

const FINAL = 'reference: final parity + dispatched bytes';

const row = (
  what: string,
  today: string,
  target: string,
  limit: number,
  measured: number | undefined,
  format: (value: number) => string,
  note?: string,
): ScorecardRow => ({
  what,
  today,
  target,
  limit,
  measured,
  shown: measured === undefined ? 'not measured' : format(measured),
  pass: measured === undefined ? undefined : measured <= limit,
  ...(note === undefined ? {} : { note }),
});

const seconds = (s: number): string => (s >= 120 ? `${(s / 60).toFixed(1)} min` : `${s.toFixed(1)} s`);

/** Every row of the issue's table, in its order, from what this run measured. */
export function scorecard(input: ScorecardInput): ScorecardRow[] {
  const { gate, full, harness, floor, generation } = input;
  const ran = gate?.status === 'ran' ? gate : undefined;
  const floorNote =
    floor === undefined
      ? undefined
      : `floor ${floor.floorWallSeconds.toFixed(1)} s: the same cases in one thread cost ${floor.inProcessCpuSeconds.toFixed(1)} s of CPU (generation ${floor.generationCpuSeconds.toFixed(1)} s) over ${floor.cores} cores`;
  const gateNote =
    gate === undefined ? 'needs --gate' : gate.status === 'not run' ? `not run: ${gate.reason}` : undefined;
  const fullNote = (key: 'npmTest' | 'killMatrix'): string | undefined => {
    const r = full?.[key];
    if (r === undefined || full === undefined) return 'needs --gate --full';
    if (r.exitCode !== 0) return `exit ${r.exitCode ?? 'killed'}: ${r.tail}`;
    return r.cpuSeconds === undefined
      ? undefined
      : `floor ${seconds(r.cpuSeconds / full.cores)}: ${r.cpuSeconds.toFixed(0)} s of CPU over ${full.cores} cores`;
  };
  const fullSeconds = (key: 'npmTest' | 'killMatrix'): number | undefined => {
    const r = full?.[key];
    return r !== undefined && r.exitCode === 0 ? r.wallSeconds : undefined;
  };
  const rows: ScorecardRow[] = [
    row(
      '`npm run harness` at `pr`, wall on 2 cores',
      '26.1 s',
      '≤ 12 s',
      ISSUE_LIMITS.harnessWallSeconds,
      ran?.wallSeconds,
      seconds,
      gateNote ?? floorNote,
    ),
    row(
      '`npm test` wall on 2 cores',
      '98 s',
      '≤ 90 s',
      ISSUE_LIMITS.npmTestSeconds,
      fullSeconds('npmTest'),
      seconds,
      fullNote('npmTest'),
    ),
    row(
      'full kill matrix (`ci`)',
      '≈ 12 min',
      '≤ 3 min',
      ISSUE_LIMITS.killMatrixSeconds,
      fullSeconds('killMatrix'),
      seconds,
      fullNote('killMatrix'),
    ),
    row(
      'generating one scenario / the pipeline request it feeds',
      '5.9×',
      '≤ 1×',
      ISSUE_LIMITS.generationRatio,
      harness.status === 'ran' ? harness.generateRatio : undefined,
      times,
      harness.status !== 'ran'
        ? harness.reason
        : generation === undefined
          ? undefined
          : `floor ${times(generationFloorRatio(generation, harness.generateRatio))}: fast-check, faker and json-schema-faker's own CPU is ${percent(generation.librariesShare)} of generation`,
    ),
    row(
      'peak RSS of the gate',
      '408 MB',
      '≤ 512 MB (keep)',
      ISSUE_LIMITS.peakRssMb,
      ran?.peakRssMb,
      (mb) => `${mb.toFixed(0)} MB`,
      gateNote,
    ),
  ];
  for (const r of input.requests)
    rows.push(
      row(
        `reference, whole request / one \`JSON.stringify\` of the admitted list, ${r.tools.toLocaleString('en-US')} tools`,
        '≈ 20×',
        '≤ 3×',
        ISSUE_LIMITS.requestRatio,
        r.ratio,
        times,
      ),
    );
  for (const [tools, today] of [
    [100, '3.7×'],
    [1_000, '4.6×'],
  ] as const) {
    const group = input.parity.find((g) => g.tools === tools && g.case === 'equal');
    rows.push(
      row(
        `reference, final parity + dispatched bytes / one \`JSON.stringify\`, ${tools.toLocaleString('en-US')} tools`,
        today,
        '≤ 1.1×',
        ISSUE_LIMITS.parityWithBytes,
        group?.contenders[FINAL]?.ratio,
        times,
      ),
    );
  }
  const km = gate?.killMatrix;
  const worst = km?.faults.reduce<number | undefined>(
    (w, f) => (f.secondsToCounterexample === undefined ? w : Math.max(w ?? 0, f.secondsToCounterexample)),
    undefined,
  );
  const kmNote = km === undefined ? 'needs reports/kill-matrix.json (--gate --full writes it)' : undefined;
  rows.push(
    row(
      'runs to first failure per catalog fault (median)',
      '1',
      'keep',
      ISSUE_LIMITS.medianRunsToFailure,
      km?.medianRuns,
      String,
      kmNote,
    ),
    row(
      'time to a minimal counterexample (worst fault)',
      '0.85 s',
      'keep (≤ 2 s)',
      ISSUE_LIMITS.secondsToCounterexample,
      worst,
      (s) => `${s.toFixed(2)} s`,
      kmNote,
    ),
  );
  return rows;
}

export const scorecardTable = (rows: readonly ScorecardRow[]): string =>
  mdTable(
    ['what', 'today (issue 17)', 'target', 'measured', 'result'],
    rows.map((r) => [
      r.what,
      r.today,
      r.target,
      r.note === undefined ? r.shown : `${r.shown} (${r.note})`,
      r.pass === undefined ? '—' : verdict(r.pass),
    ]),
  );
