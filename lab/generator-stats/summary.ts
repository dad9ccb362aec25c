/** One observed figure of one generator: a count (min, median, max of a measure) or a share in 0..1. */
export interface Observed {
  readonly generator: string;
  readonly metric: string;
  readonly kind: 'count' | 'share';
  readonly value: number;
}

const median = (sorted: readonly number[]): number => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Min, median and max of a numeric measure over the sample, as three count rows. */
export function spread(generator: string, metric: string, values: readonly number[]): Observed[] {
  const sorted = [...values].sort((a, b) => a - b);
  return [
    { generator, metric: `${metric} min`, kind: 'count', value: sorted[0] ?? 0 },
    { generator, metric: `${metric} median`, kind: 'count', value: median(sorted) },
    { generator, metric: `${metric} max`, kind: 'count', value: sorted.at(-1) ?? 0 },
  ];
}

/** The share of the sample for which `holds` is true. */
export function share<T>(generator: string, metric: string, sample: readonly T[], holds: (v: T) => boolean): Observed {
  return { generator, metric, kind: 'share', value: sample.filter(holds).length / Math.max(1, sample.length) };
}

/** Renders observations as one Markdown table (share as a percentage). */
export function renderObserved(rows: readonly Observed[]): string {
  const cell = (r: Observed): string =>
    r.kind === 'share' ? `${(r.value * 100).toFixed(1)} %` : String(Math.round(r.value * 10) / 10);
  return [
    '| generator | observed | value |',
    '|---|---|---:|',
    ...rows.map((r) => `| ${r.generator} | ${r.metric} | ${cell(r)} |`),
  ].join('\n');
}
