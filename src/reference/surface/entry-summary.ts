import { compareCodeUnits } from '../json/compare-keys.js';
import type { AdmissionDecision } from './admission.js';

/** One permission line of an Entry surface. */
export interface EntryPermission {
  readonly capability: string;
  readonly action: string;
  readonly statement: string;
}

/** States what may be done, never what was done: "may be used", not "was read". */
export const permissionStatement = (capability: string, action: string): string =>
  `The capability ${capability} may be used through the Host action ${action}.`;

/** Entry mode: a restricted summary of admitted Host capabilities, one line per capability. */
export function summarizeForEntry(admitted: readonly AdmissionDecision[]): EntryPermission[] {
  const byCapability = new Map<string, string>();
  for (const decision of admitted) {
    if (decision.capability === undefined || decision.action === undefined) continue;
    byCapability.set(decision.capability, decision.action);
  }
  return [...byCapability.entries()]
    .sort(([a], [b]) => compareCodeUnits(a, b))
    .map(([capability, action]) => ({ capability, action, statement: permissionStatement(capability, action) }));
}

/** The Entry summary as the model is told it: one line per permission, in the projection's order. */
export type EntrySummary = readonly string[];

/** The lines of a summary: what travels in the request and, as a system message, to the provider. */
export const summaryLines = (permissions: readonly EntryPermission[]): string[] => permissions.map((p) => p.statement);

/** Owner narrowing of a summary: a line stays while owners still admit its capability. */
export const keptLines = (
  permissions: readonly EntryPermission[],
  admitted: readonly AdmissionDecision[],
): boolean[] => {
  // The capabilities the narrowed summary would state: the same rule that made the lines.
  const capabilities = new Set(summarizeForEntry(admitted).map((p) => p.capability));
  return permissions.map((p) => capabilities.has(p.capability));
};
