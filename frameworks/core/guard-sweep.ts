import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Finding } from '../../src/frameworks/finding.js';
import { outcomeOf } from '../../src/frameworks/judged-call.js';
import { explainRefusal, FRAMEWORK_PROPERTIES } from '../../src/frameworks/properties.js';
import type { FrameworkTarget } from '../../src/frameworks/target.js';
import { judgeWire } from '../../src/frameworks/judge.js';

/** One guarded target's sweep: honest lists run, how many the guard refused, how many of those were false. */
export interface SweepRow {
  readonly target: string;
  readonly provider: string;
  readonly control: boolean;
  readonly lists: number;
  readonly refusals: number;
  /** Refused although the unguarded framework sends the same list as declared. */
  readonly falseRefusals: number;
  /** Sent with a deviation no rule declares: the guard let it through. */
  readonly missed: number;
  readonly ms: number;
  /** What each refusal was for: the first finding no rule accepts, by code, most frequent first. */
  readonly refusedFor: Readonly<Record<string, number>>;
  /** The first false refusal or miss, for replay by hand. */
  readonly example?: Finding;
}

const CHUNK = 250;
const wireFidelity = FRAMEWORK_PROPERTIES.find((p) => p.id === 'wire-fidelity');

/** Sweeps one guarded in-process target with `n` lists drawn from the wire-fidelity generators (seeded, in chunks). */
async function sweepOne(target: FrameworkTarget, n: number, seed: number): Promise<SweepRow> {
  if (wireFidelity === undefined) throw new Error('frameworks: the wire-fidelity property is missing');
  const started = Date.now();
  let refusals = 0;
  let falseRefusals = 0;
  let missed = 0;
  let example: Finding | undefined;
  const refusedFor = new Map<string, number>();
  for (let done = 0; done < n; done += CHUNK) {
    const cases = fc.sample(wireFidelity.arbitrary(target), { seed: seed + done, numRuns: Math.min(CHUNK, n - done) });
    for (const c of cases) {
      const { outcome, names } = await outcomeOf(target, c);
      let found: Finding[] = [];
      if (!('openFailed' in outcome) && outcome.kind === 'refused') {
        refusals++;
        const code = outcome.refusal.report.findings.find((f) => f.acceptedBy === undefined)?.code ?? '(none)';
        refusedFor.set(code, (refusedFor.get(code) ?? 0) + 1);
        found = await explainRefusal(target, c, outcome);
        if (found.length > 0) falseRefusals++;
      } else if (!('openFailed' in outcome) && outcome.kind === 'sent') {
        const wire = { provider: target.provider, expected: c.tools, entries: outcome.entries };
        found = judgeWire(names === undefined ? wire : { ...wire, names }, target.guarded?.profiles ?? []);
        if (found.length > 0) missed++;
      }
      example ??= found[0];
    }
  }
  return {
    target: target.id,
    provider: target.provider,
    control: target.control === true,
    lists: n,
    refusals,
    falseRefusals,
    missed,
    ms: Date.now() - started,
    refusedFor: Object.fromEntries([...refusedFor].sort(([, a], [, b]) => b - a)),
    ...(example === undefined ? {} : { example }),
  };
}

/** The sweep of every guarded in-process target of a lane; writes guard-sweep.json and guard-sweep.md under `dir`. */
export async function guardSweep(
  targets: readonly FrameworkTarget[],
  n: number,
  seed: number,
  dir: string,
  log: (line: string) => void,
): Promise<SweepRow[]> {
  const rows: SweepRow[] = [];
  // The sweep draws wire-fidelity's cases (`caseTool`: zod-expressible schemas for a zod-built target). A variant
  // whose `only` leaves wire-fidelity out exists for another property and sends the list its full target sends.
  const swept = targets.filter(
    (t) => t.guarded !== undefined && t.via === 'tools' && (t.only === undefined || t.only.includes('wire-fidelity')),
  );
  for (const target of swept) {
    const row = await sweepOne(target, n, seed);
    rows.push(row);
    log(
      `${row.target}: ${row.lists} lists, ${row.refusals} refused, ${row.falseRefusals} false refusals, ${row.missed} missed (${(row.ms / row.lists).toFixed(1)} ms a list)${row.refusals === 0 ? '' : `; refused for ${refusedForText(row)}`}`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const write = (file: string, text: string): void => {
    writeFileSync(`${join(dir, file)}.tmp`, text);
    renameSync(`${join(dir, file)}.tmp`, join(dir, file));
  };
  write('guard-sweep.json', `${JSON.stringify({ seed, perTarget: n, rows }, null, 2)}\n`);
  write(
    'guard-sweep.md',
    [
      `# Guard sweep: ${n} honest lists per guarded target, seed ${seed}`,
      '',
      'A refusal is false when the unguarded framework sends the same list with no deviation outside the declared profiles.',
      '',
      '| target | provider | control | lists | refused | false refusals | missed | ms a list | refused for (first finding no rule accepts) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.target} | ${r.provider} | ${r.control ? 'yes' : ''} | ${r.lists} | ${r.refusals} | ${r.falseRefusals} | ${r.missed} | ${(r.ms / r.lists).toFixed(1)} | ${refusedForText(r)} |`,
      ),
      '',
    ].join('\n'),
  );
  return rows;
}

/** The three most frequent refusal codes with their counts: `inputSchema.removed:minimum 812, name.changed 40`. */
const refusedForText = (row: SweepRow): string =>
  Object.entries(row.refusedFor)
    .slice(0, 3)
    .map(([code, count]) => `${code} ${count}`)
    .join(', ');

/** The sweep passes when nothing was falsely refused, nothing missed, and no control was refused at all. */
export const sweepHolds = (rows: readonly SweepRow[]): boolean =>
  rows.every((r) => r.falseRefusals === 0 && r.missed === 0 && (!r.control || r.refusals === 0));
