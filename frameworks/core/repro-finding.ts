import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PROVIDERS } from '../../src/index.js';
import { ToolDescriptorSchema } from '../../src/reference/model/tool.js';
import type { ReproFinding } from './repro-script.js';

// The fields of a lane's frameworks.json that a repro needs.
const Lane = z.object({
  lane: z.string(),
  targets: z.array(z.object({ id: z.string(), version: z.string(), provider: z.enum(PROVIDERS) })),
  cells: z.array(
    z.object({
      target: z.string(),
      property: z.string(),
      discovered: z.array(
        z.object({
          finding: z.object({ code: z.string(), path: z.string(), reason: z.string() }).passthrough(),
          counterexample: z.object({
            tools: z.array(ToolDescriptorSchema),
            pageSize: z.number().optional(),
          }),
        }),
      ),
    }),
  ),
});

/** Every finding of the lane reports under `reports` (`<lane>/frameworks.json`), with its counterexample. */
export function reportedFindings(reports: string): ReproFinding[] {
  return ['node20', 'node22']
    .map((l) => join(reports, l, 'frameworks.json'))
    .filter((f) => existsSync(f))
    .flatMap((file) => {
      const lane = Lane.parse(JSON.parse(readFileSync(file, 'utf8')));
      return lane.cells.flatMap((cell) => {
        const t = lane.targets.find((x) => x.id === cell.target);
        if (t === undefined) return [];
        return cell.discovered.map(
          (d): ReproFinding => ({
            target: t.id,
            provider: t.provider,
            version: t.version,
            lane: lane.lane,
            property: cell.property,
            code: d.finding.code,
            path: d.finding.path,
            reason: d.finding.reason,
            tools: d.counterexample.tools,
            pageSize: d.counterexample.pageSize,
          }),
        );
      });
    });
}

const ExpectedRef = z.object({ target: z.string(), property: z.string(), code: z.string() });

/** The finding an expected file (`frameworks/expected/<name>.json`) or `target property code` names. */
export function findFinding(reports: string, expectedDir: string, ref: readonly string[]): ReproFinding {
  const [first, property, code] = ref;
  if (first === undefined) throw new Error('repro: name a finding: <expected file> or <target> <property> <code>');
  const key =
    property === undefined
      ? ExpectedRef.parse(JSON.parse(readFileSync(join(expectedDir, first.replace(/^.*\//, '')), 'utf8')))
      : { target: first, property, code: code ?? '' };
  const found = reportedFindings(reports).find(
    (f) => f.target === key.target && f.property === key.property && f.code === key.code,
  );
  if (found === undefined)
    throw new Error(
      `repro: ${key.target} · ${key.property} · ${key.code} is not in ${reports}/node{20,22}/frameworks.json; run that lane first (bash frameworks/ci.sh)`,
    );
  return found;
}
