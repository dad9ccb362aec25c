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
