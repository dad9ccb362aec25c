import { ALL_PROPERTIES } from '../../../properties/index.js';
import type { Implementation } from '../../harness/isolation/source-of.js';
import type { Finding } from '../../harness/judge/index.js';
import { replayPath, replayValue } from '../corpus/replay.js';
import type { RedCase, RedPropertyCheck } from './red-case.js';

/** What a property case saw: whether the check held, and the violation as a finding when it did not. */
export interface PropertyCaseRun {
  readonly verdict: 'accepted' | 'threw';
  readonly findings: readonly Finding[];
}

/** The property a case names, or undefined when this build has none by that id. */
export const propertyOf = (check: RedPropertyCheck) => ALL_PROPERTIES.find((p) => p.id === check.property);

/** Replays the case's property check once on a fresh system of `implementation`; never throws for a faulty system. */
export async function runPropertyCase(implementation: Implementation, redCase: RedCase): Promise<PropertyCaseRun> {
  const check = redCase.check;
  const property = check === undefined ? undefined : propertyOf(check);
  if (check === undefined || property === undefined)
    return {
      verdict: 'threw',
      findings: [{ code: 'property', message: `no property ${JSON.stringify(check?.property)} in this build` }],
    };
  const outcome =
    check.replay === 'value'
      ? await replayValue(property, implementation, check.value as never)
      : await replayPath(property, implementation, check.seed, check.path);
  if (!outcome.failed) return { verdict: 'accepted', findings: [] };
  return {
    verdict: 'threw',
    findings: [{ code: 'property', call: property.id, message: `${property.id}: ${outcome.message ?? 'failed'}` }],
  };
}
