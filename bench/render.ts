import { BASELINE_CONTENDERS, PARITY_CONTENDERS } from './contenders.js';
import type { GateResult } from './gate.js';
import { GATE_TARGETS } from './gate.js';
import type { HarnessOverhead } from './harness-overhead.js';
import type { LieRow } from './lie-table.js';
import { LIST_VARIANTS } from './lies.js';
import { label, mdTable, ms, times, verdict } from './markdown.js';
import { NOISE_CHECK } from './measure.js';
import type { BaselineGroup, ParityGroup } from './parity-bench.js';
import { PARITY_CASES } from './parity-bench.js';
import type { PipelineRow } from './pipeline-bench.js';
import type { RequestRatioRow } from './request-bench.js';
import { REQUEST_STEPS, type RequestStepsGroup } from './request-steps.js';
import { TARGETS, type TargetCheck } from './targets.js';

const targetCell = (targets: readonly TargetCheck[], subject: string, prefix: string): string => {
  const hit = targets.find((t) => t.subject === subject && t.target.startsWith(prefix));
  return hit ? verdict(hit.pass) : '—';
};

/** One table per size: ratio to one JSON.stringify of the list for each case, and the ≤1.2× target on equal lists. */
export function parityTables(groups: readonly ParityGroup[], targets: readonly TargetCheck[]): string {
  const sizes = [...new Set(groups.map((g) => g.tools))];
  return sizes
    .map((size) => {
      const at = (kind: string) => groups.find((g) => g.tools === size && g.case === kind);
      const floor = [
        'one JSON.stringify of the list (floor)',
        ...PARITY_CASES.map((k) => `1× = ${ms(at(k)?.floorMs ?? Number.NaN)}`),
        '—',
      ];
      const noise = [
        NOISE_CHECK,
        ...PARITY_CASES.map((k) => times(at(k)?.contenders[NOISE_CHECK]?.ratio ?? Number.NaN)),
        '—',
      ];
      const rows = PARITY_CONTENDERS.map((c) => [
        label(c.name, c.kind),
        ...PARITY_CASES.map((k) => times(at(k)?.contenders[c.name]?.ratio ?? Number.NaN)),
        targetCell(targets, c.name, `final parity + bytes, ${size} tools`),
      ]);
      return `#### ${size} tools\n\n${mdTable(['contender', 'equal', 'differ: first tool, deepest field', 'differ: last tool, deepest field', `≤${TARGETS.parityWithBytes}× (equal)`], [floor, noise, ...rows])}`;
    })
    .join('\n\n');
}

export function baselineTable(groups: readonly BaselineGroup[], targets: readonly TargetCheck[]): string {
  const floor = ['one JSON.stringify of the list (floor)', ...groups.map((g) => `1× = ${ms(g.floorMs)}`), '—'];
  const noise = [NOISE_CHECK, ...groups.map((g) => times(g.contenders[NOISE_CHECK]?.ratio ?? Number.NaN)), '—'];
  const rows = BASELINE_CONTENDERS.map((c) => [
    label(c.name, c.kind),
    ...groups.map((g) => times(g.contenders[c.name]?.ratio ?? Number.NaN)),
    TARGETS.sizes.map((s) => targetCell(targets, c.name, `baseline copy, ${s} tools`)).join(' / '),
  ]);
  return mdTable(
    ['copy', ...groups.map((g) => `${g.tools} tools`), `≤${TARGETS.baselineCopy}× (${TARGETS.sizes.join(' / ')})`],
    [floor, noise, ...rows],
  );
}

export const targetTable = (targets: readonly TargetCheck[]): string =>
  mdTable(
    ['target', 'subject', 'measured', 'limit', 'result'],
    targets.map((t) => [
      t.target,
      label(t.subject, t.kind),
      times(t.measured),
      `≤ ${times(t.limit)}`,
      t.kind === 'peer' ? `${verdict(t.pass)} (peer, for context)` : verdict(t.pass),
    ]),
  );

export const lieTableMd = (rows: readonly LieRow[]): string =>
  mdTable(
    ['comparator', ...LIST_VARIANTS.map((v) => (v.honest ? `${v.id} (control)` : v.id))],
    rows.map((r) => [label(r.comparator, r.kind), ...LIST_VARIANTS.map((v) => r.cells[v.id] ?? '?')]),
  );

export const pipelineTable = (rows: readonly PipelineRow[]): string =>
  mdTable(
    ['tools', 'case', 'per request', 'requests/s'],
    rows.map((r) => [String(r.tools), r.case, ms(r.msPerRequest), r.requestsPerSecond.toFixed(1)]),
  );

export function harnessTable(h: HarnessOverhead): string {
  if (h.status === 'not run') return `not run: ${h.reason}`;
  return (
    mdTable(
      [
        'generate one scenario',
        'oracle',
        'one pipeline request (runScenario, reference)',
        'generate / request',
        '(generate + oracle) / request',
      ],
      [[ms(h.generateMs), ms(h.oracleMs), ms(h.pipelineMs), times(h.generateRatio), times(h.ratio)]],
    ) +
    `\n\n${h.scenarios} scenarios (seeds 1000+), ${h.rounds} rounds, median of per-round ratios; ${h.skippedHangs} with an injected hang left out (they wait out the hang deadline by design).`
  );
}

export const requestTable = (rows: readonly RequestRatioRow[]): string =>
  mdTable(
    ['tools', 'one JSON.stringify (floor)', 'whole request', 'ratio'],
    rows.map((r) => [r.tools.toLocaleString('en-US'), ms(r.floorMs), ms(r.requestMs), times(r.ratio)]),
  ) +
  '\n\nAdmission, projection, baseline, one identity hook, early and final parity, seal, encoding and the bytes handed to a provider that keeps only them; fastest of each round, median ratio over rounds.';

/** The request's steps, each against one JSON.stringify of the admitted list: what the whole-request ratio is made of. */
export function requestStepsTable(groups: readonly RequestStepsGroup[]): string {
  const floor = ['one JSON.stringify of the admitted list (floor)', ...groups.map((g) => `1× = ${ms(g.floorMs)}`)];
  const noise = [NOISE_CHECK, ...groups.map((g) => times(g.contenders[NOISE_CHECK]?.ratio ?? Number.NaN))];
  const rows = REQUEST_STEPS.map((step) => [
    step,
    ...groups.map((g) => times(g.contenders[step]?.ratio ?? Number.NaN)),
  ]);
  return (
    mdTable(['step', ...groups.map((g) => `${g.tools.toLocaleString('en-US')} tools`)], [floor, noise, ...rows]) +
    '\n\nThe request pays the first five rows once each (plus admission again at revalidation, the hook and timers); rows marked "piece" are parts of a step, for the floor.'
  );
}

export function gateTable(g: GateResult | undefined): string {
  if (g === undefined) return 'skipped (run `npm run bench -- --gate`).';
  const head =
    g.status === 'not run'
      ? `not run: \`${g.command}\` ${g.reason}`
      : mdTable(
          ['command', 'wall time', `≤${GATE_TARGETS.wallSeconds} s`, 'peak RSS', `≤${GATE_TARGETS.peakRssMb} MB`],
          [
            [
              `\`${g.command}\``,
              `${g.wallSeconds.toFixed(1)} s`,
              verdict(g.wallSeconds <= GATE_TARGETS.wallSeconds),
              g.peakRssMb === undefined ? 'unknown' : `${g.peakRssMb.toFixed(0)} MB`,
              g.peakRssMb === undefined ? '—' : verdict(g.peakRssMb <= GATE_TARGETS.peakRssMb),
            ],
          ],
        );
  const km = g.killMatrix;
  if (!km) return `${head}\n\nno reports/kill-matrix.json: kill-matrix speed not measured.`;
  const rows = km.faults.map((f) => [
    f.fault,
    f.killedBy ?? 'no property kills it',
    f.runsToFirstFailure === undefined ? '—' : String(f.runsToFirstFailure),
    f.secondsToCounterexample === undefined ? '—' : `${f.secondsToCounterexample.toFixed(2)} s`,
    f.secondsToCounterexample === undefined
      ? '—'
      : verdict(f.secondsToCounterexample <= GATE_TARGETS.secondsToCounterexample),
  ]);
  const medianLine =
    km.medianRuns === undefined
      ? 'no property kill recorded'
      : `median runs to first failure ${km.medianRuns} (≤${GATE_TARGETS.medianRunsToFailure}: ${verdict(km.medianRuns <= GATE_TARGETS.medianRunsToFailure)})`;
  return `${head}\n\n${mdTable(['fault', 'fastest killing property', 'runs to first failure', 'time to minimal counterexample', `≤${GATE_TARGETS.secondsToCounterexample} s`], rows)}\n\n${medianLine}`;
}
