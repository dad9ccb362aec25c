import { takeBaseline } from '../src/reference/surface/baseline.js';
import { BASELINE_CONTENDERS, PARITY_CONTENDERS } from './contenders.js';
import { toolList } from './data.js';
import { measureGroup, type MeasureOptions } from './measure.js';

export interface GrowthRow {
  readonly subject: string;
  /** Per-tool cost at `large` over per-tool cost at `small`: 1.0 is linear. */
  readonly growth: number;
}

/** Subjects of the linear-growth target: the reference's two targeted operations and their experiments. */
const PARITY_SUBJECTS = [
  'reference: final parity + dispatched bytes',
  'experiment: lockstep parity + dispatched bytes',
];
const BASELINE_SUBJECTS = ['reference: takeBaseline (copy + deep freeze)', 'experiment: clone + freeze in one pass'];

/**
 * Growth measured in one run: `large / small` calls at the small size against one call at the large size,
 * so the ratio is the per-tool cost ratio directly, without comparing timings taken at different moments.
 */
export async function benchGrowth(small: number, large: number, options: MeasureOptions): Promise<GrowthRow[]> {
  const repeat = Math.round(large / small);
  const rows: GrowthRow[] = [];
  const sized = (n: number) => {
    const tools = toolList(n);
    return { tools, expected: takeBaseline(tools), actual: structuredClone(tools) as unknown[] };
  };
  const [s, l] = [sized(small), sized(large)];
  const subjects = [
    ...PARITY_CONTENDERS.filter((c) => PARITY_SUBJECTS.includes(c.name)).map((c) => ({
      name: c.name,
      at: (d: typeof s) => () => c.run(d.expected, d.actual),
    })),
    ...BASELINE_CONTENDERS.filter((c) => BASELINE_SUBJECTS.includes(c.name)).map((c) => ({
      name: c.name,
      at: (d: typeof s) => () => c.copy(d.tools),
    })),
  ];
  for (const subject of subjects) {
    const onSmall = subject.at(s);
    const floor = {
      name: `${repeat} x ${small}`,
      fn: () => {
        for (let i = 0; i < repeat; i++) onSmall();
      },
    };
    const result = await measureGroup(floor, [{ name: `1 x ${large}`, fn: subject.at(l) }], options);
    rows.push({ subject: subject.name, growth: result.contenders[`1 x ${large}`]!.ratio });
  }
  return rows;
}
