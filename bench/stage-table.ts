import { floorClaims } from './stage-floor-claims.js';
import type { CaseCosts } from './stage-floors.js';
import { BOUNDARY_PARTS, GENERATION_PARTS, STAGES, STAGE_WORDS, type Stage } from './stage-map.js';
import type { StageSamples } from './stage-profile.js';
import { mdTable, ms, verdict } from './markdown.js';

/** The measured run the shares are applied to: its CPU (user + system of the tree, /usr/bin/time) and case count. */
export interface MeasuredRun {
  readonly cpuSeconds: number;
  readonly cases: number;
}

export interface StageRow {
  readonly stage: Stage;
  readonly share: number;
  readonly msPerCase: number;
  readonly floorMs: number | undefined;
  readonly withinTwice: boolean | undefined;
  readonly why: string;
  /** Why the stage is past twice its floor, when it is and the reason is known. */
  readonly above: string | undefined;
}

const pct = (share: number): string => `${(share * 100).toFixed(1)} %`;

/**
 * Every stage's share of the profile's busy samples, applied to the run's measured CPU: shares hold under load
 * (a descheduled thread is sampled where it stopped, whatever the stage), absolute sample time does not.
 */
export function stageRows(samples: StageSamples, run: MeasuredRun, costs: CaseCosts): StageRow[] {
  const busy = samples.busyMicros || 1;
  const share = (s: Stage): number => samples.micros[s] / busy;
  const msPerCase = Object.fromEntries(
    STAGES.map((s) => [s, (share(s) * run.cpuSeconds * 1000) / Math.max(run.cases, 1)]),
  ) as Record<Stage, number>;
  const generationMicros = samples.micros.generation || 1;
  const libraries =
    (samples.generationParts['fast-check (and pure-rand)'] +
      samples.generationParts.faker +
      samples.generationParts['json-schema-faker']) /
    generationMicros;
  const claims = floorClaims({ msPerCase, generationLibrariesShare: libraries, costs });
  return STAGES.map((stage) => {
    const floorMs = claims[stage].ms;
    // A stage no profile saw was not measured, and 0 ms must not read as within its floor.
    const unseen = floorMs !== undefined && samples.micros[stage] === 0;
    const withinTwice = floorMs === undefined || unseen ? undefined : msPerCase[stage] <= 2 * floorMs;
    return {
      stage,
      share: share(stage),
      msPerCase: msPerCase[stage],
      floorMs,
      withinTwice,
      why: unseen
        ? 'not measured: no profile sampled this stage (a thread or process that wrote no profile)'
        : claims[stage].why,
      above: withinTwice === false ? claims[stage].above : undefined,
    };
  });
}

export function stageTable(rows: readonly StageRow[], run: MeasuredRun): string {
  const total = rows.reduce((sum, r) => sum + r.msPerCase, 0);
  const body = rows.map((r) => [
    r.stage,
    STAGE_WORDS[r.stage],
    pct(r.share),
    ms(r.msPerCase),
    r.floorMs === undefined ? 'none claimed' : ms(r.floorMs),
    r.withinTwice === undefined ? '—' : verdict(r.withinTwice),
    r.why,
  ]);
  body.push([
    '**total**',
    `${run.cases} cases, ${run.cpuSeconds.toFixed(1)} s of CPU`,
    pct(rows.reduce((s, r) => s + r.share, 0)),
    ms(total),
    '',
    '',
    '',
  ]);
  return mdTable(['stage', 'what', 'share of CPU', 'ms per case', 'floor', '≤ 2× floor', 'why that floor'], body);
}

/** Generation by whose code the sample's leaf frame was in, and copies by the stage that asked for them. */
export function stageSplits(samples: StageSamples): string {
  const gen = samples.micros.generation || 1;
  const copies = samples.micros.copies || 1;
  const boundary = samples.micros.boundary || 1;
  return `${mdTable(
    ['generation: leaf frame in', 'share of generation'],
    GENERATION_PARTS.map((p) => [p, pct(samples.generationParts[p] / gen)]),
  )}\n\n${mdTable(
    ['boundary: part', 'share of the boundary'],
    BOUNDARY_PARTS.map((p) => [p, pct(samples.boundaryParts[p] / boundary)]),
  )}\n\n${mdTable(
    ['copies: asked for by', 'share of copies'],
    Object.entries(samples.copiesAskedBy)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [k, pct(v / copies)]),
  )}`;
}
