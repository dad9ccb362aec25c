import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { CellResult, Discovered } from './discover.js';

/** One known deviation: a framework's deliberate choice or an upstream bug that must keep failing the same way. */
export const ExpectedFindingSchema = z
  .object({
    target: z.string().min(1),
    property: z.string().min(1),
    code: z.string().min(1),
    /** Regular expression the finding's JSON path must match. */
    pathPattern: z.string().min(1),
    /** Upstream issue or pull request, when one exists. */
    issue: z.url().nullable(),
    /** Why this is expected: deliberate, upstream bug, or not yet reported. */
    note: z.string().min(1),
  })
  .strict();
export type ExpectedFinding = z.infer<typeof ExpectedFindingSchema>;

/** Raised for a malformed expected-finding file; names the file and the field. */
export class ExpectedFileError extends Error {
  override readonly name = 'ExpectedFileError';
}

/** Loads every `*.json` in `dir`; a bad file throws at once with its name and the bad field. */
export function loadExpected(dir: string): (ExpectedFinding & { file: string })[] {
  // No folder means no expected findings: every finding is then new.
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const path = join(dir, file);
      const parsed = ExpectedFindingSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ExpectedFileError(
          `${path}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}; fix the file or delete it`,
        );
      }
      return { ...parsed.data, file };
    });
}

/** How actual findings compare with the expected ones, cell by cell. */
export interface ExpectationVerdict {
  readonly expectedSeen: { expected: ExpectedFinding & { file: string }; actual: Discovered }[];
  /** A finding no file expects: new behaviour (a regression, or a finding to record). */
  readonly unexpected: { target: string; property: string; actual: Discovered }[];
  /** An expected finding that did not occur: the framework fixed or changed it. */
  readonly missing: (ExpectedFinding & { file: string })[];
  /** Found with the expected code but at a path the file does not allow. */
  readonly wrongPath: { expected: ExpectedFinding & { file: string }; actual: Discovered }[];
}

export const expectationKey = (target: string, property: string, code: string): string =>
  `${target}\u0000${property}\u0000${code}`;

/** Matches the findings of `cells` exactly against the expected findings of the targets that ran. */
export function matchExpected(
  cells: readonly CellResult[],
  expected: readonly (ExpectedFinding & { file: string })[],
): ExpectationVerdict {
  const ran = new Set(cells.map((c) => `${c.target}\u0000${c.property}`));
  const relevant = expected.filter((e) => ran.has(`${e.target}\u0000${e.property}`));
  const byKey = new Map(relevant.map((e) => [expectationKey(e.target, e.property, e.code), e]));
  const verdict: ExpectationVerdict = { expectedSeen: [], unexpected: [], missing: [], wrongPath: [] };
  const seen = new Set<string>();
  for (const cell of cells) {
    for (const actual of cell.discovered) {
      const key = expectationKey(cell.target, cell.property, actual.finding.code);
      const e = byKey.get(key);
      if (e === undefined) verdict.unexpected.push({ target: cell.target, property: cell.property, actual });
      else if (!new RegExp(e.pathPattern).test(actual.finding.path)) verdict.wrongPath.push({ expected: e, actual });
      else verdict.expectedSeen.push({ expected: e, actual });
      seen.add(key);
    }
  }
  verdict.missing.push(...relevant.filter((e) => !seen.has(expectationKey(e.target, e.property, e.code))));
  return verdict;
}

/** True when actual findings equal the expected ones exactly. */
export const expectationsHold = (v: ExpectationVerdict): boolean =>
  v.unexpected.length === 0 && v.missing.length === 0 && v.wrongPath.length === 0;
