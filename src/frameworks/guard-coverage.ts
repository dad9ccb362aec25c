import type { GuardStage } from '../guard/refusal.js';
import type { CellResult } from './discover.js';
import { judgeDeclared } from './judge.js';
import { outcomeOf } from './judged-call.js';
import type { FrameworkTarget } from './target.js';

/** What the guard did with one finding of the unguarded framework, replayed on its counterexample. */
export type CoverageVerdict =
  | { readonly kind: 'refused'; readonly stage: GuardStage; readonly tool: string; readonly path: string }
  | { readonly kind: 'declared'; readonly rule: string }
  /** The guarded call failed loudly on its own (a provider 400 naming the tool): nothing silent left. */
  | { readonly kind: 'loud'; readonly message: string }
  /** The guarded wire carries the deviation and no rule declares it: the guard let it through. */
  | { readonly kind: 'missed' }
  | { readonly kind: 'not-reproduced' };

export interface CoverageRow {
  readonly guarded: string;
  readonly base: string;
  readonly property: string;
  readonly code: string;
  readonly path: string;
  readonly verdict: CoverageVerdict;
}

/** The properties whose findings are deviations of the list itself (seam findings are their own cells). */
const LIST_PROPERTIES = new Set(['wire-fidelity', 'schema-shapes', 'names', 'mcp-fidelity', 'streaming-fidelity']);

async function verdictOf(guarded: FrameworkTarget, cell: CellResult, index: number): Promise<CoverageVerdict> {
  const d = cell.discovered[index];
  if (d === undefined) return { kind: 'not-reproduced' };
  // A streaming finding is replayed as it was found: the guard must refuse the streaming request too.
  const options = cell.property === 'streaming-fidelity' ? { stream: true } : {};
  const { outcome, names } = await outcomeOf(guarded, d.counterexample, options);
  if ('openFailed' in outcome) return { kind: 'loud', message: outcome.openFailed };
  if (outcome.kind === 'refused') {
    const r = outcome.refusal;
    return { kind: 'refused', stage: r.report.stage, tool: r.tool, path: r.path };
  }
  if (outcome.kind === 'no-request') return { kind: 'not-reproduced' };
  if (outcome.entries === undefined)
    return outcome.kind === 'threw' ? { kind: 'loud', message: outcome.message } : { kind: 'not-reproduced' };
  const wire = judgeDeclared(
    {
      provider: guarded.provider,
      expected: d.counterexample.tools,
      entries: outcome.entries,
      ...(names === undefined ? {} : { names }),
    },
    guarded.guarded?.profiles ?? [],
  ).filter((f) => f.code === d.finding.code);
  const declared = wire.find((f) => f.acceptedBy !== undefined);
  if (wire.some((f) => f.acceptedBy === undefined)) return { kind: 'missed' };
  if (declared?.acceptedBy !== undefined) return { kind: 'declared', rule: declared.acceptedBy };
  return outcome.kind === 'threw' ? { kind: 'loud', message: outcome.message } : { kind: 'not-reproduced' };
}

/**
 * Every list finding of an unguarded framework target, replayed through its guarded variant: refused (at which
 * check, naming which tool and path), declared by a profile rule, or missed. A miss fails the lane.
 */
export async function guardCoverage(
  targets: readonly FrameworkTarget[],
  cells: readonly CellResult[],
): Promise<CoverageRow[]> {
  const rows: CoverageRow[] = [];
  for (const guarded of targets) {
    const base = guarded.guarded?.base;
    if (base === undefined) continue;
    for (const cell of cells.filter((c) => c.target === base.id && LIST_PROPERTIES.has(c.property))) {
      for (let i = 0; i < cell.discovered.length; i++) {
        const d = cell.discovered[i];
        if (d === undefined) continue;
        rows.push({
          guarded: guarded.id,
          base: base.id,
          property: cell.property,
          code: d.finding.code,
          path: d.finding.path,
          verdict: await verdictOf(guarded, cell, i),
        });
      }
    }
  }
  return rows;
}

/** How a verdict reads in the report. */
export function describeVerdict(v: CoverageVerdict): string {
  switch (v.kind) {
    case 'refused':
      return `refused at the ${v.stage} check (${JSON.stringify(v.tool)} at \`${v.path}\`)`;
    case 'declared':
      return `declared by \`${v.rule}\``;
    case 'loud':
      return `failed loudly without the guard: ${v.message.slice(0, 80)}`;
    case 'missed':
      return 'MISSED: reached the wire undeclared';
    case 'not-reproduced':
      return 'not reproduced on replay';
  }
}
