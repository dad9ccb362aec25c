import type { WireFinding } from '../guard/wire/finding.js';

export { finding, type FindingChange, type FindingField, requestFinding } from '../guard/wire/finding.js';
/** The lane's findings are the guard's: one type from the judge to every report. */
export type Finding = WireFinding;

/** Keeps the first finding of each code: one counterexample per kind of deviation is enough to report. */
export function firstOfEachCode(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    if (seen.has(f.code)) return false;
    seen.add(f.code);
    return true;
  });
}
