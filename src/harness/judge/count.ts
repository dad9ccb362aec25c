import { FINDING_CODES, type Finding, type FindingCode } from './finding.js';

/** How many findings of each code: the campaign's must-be-zero figures. */
export type FindingCounts = Record<FindingCode, number>;

/** Zero for every code, then one more per finding. */
export function countFindings(findings: readonly Finding[], into?: FindingCounts): FindingCounts {
  const counts = into ?? (Object.fromEntries(FINDING_CODES.map((code) => [code, 0])) as FindingCounts);
  for (const finding of findings) counts[finding.code]++;
  return counts;
}
