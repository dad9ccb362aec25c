import { isDeepStrictEqual } from 'node:util';
import type { Finding } from '../../harness/judge/index.js';
import { nameFindings } from '../../harness/judge/index.js';
import type { SystemUnderTest } from '../../harness/system-under-test.js';
import { isCapacityFailure, type ProjectionResult } from '../../reference/surface/projection.js';
import { buildFacts } from './build-facts.js';
import type { RedCase, RedVerdict } from './red-case.js';

const verdictOf = (p: ProjectionResult): RedVerdict => (isCapacityFailure(p) ? 'capacity-failure' : 'accepted');
const names = (p: ProjectionResult): string[] => (isCapacityFailure(p) ? [] : p.tools.map((t) => t.name));

/** What a projection or recovery case saw: the verdict and surface, and every broken expectation as a finding. */
export interface ProjectionCaseRun {
  readonly verdict: RedVerdict;
  readonly surface?: readonly string[];
  readonly findings: readonly Finding[];
}

/** Projects the case's facts (and, for recovery, projects again from recovered facts) and checks `expect`. */
export async function runProjectionCase(system: SystemUnderTest, redCase: RedCase): Promise<ProjectionCaseRun> {
  const facts = buildFacts(redCase);
  const pristine = structuredClone(facts);
  const live = await system.project(facts);
  const findings: Finding[] = isDeepStrictEqual(facts, pristine)
    ? []
    : [{ code: 'facts-changed', call: 'project', message: 'projection changed its input facts' }];
  let shown = live;
  if (redCase.kind === 'recovery') {
    const receipts = facts.gatewayFacts.map((fact) => ({ issuer: 'web-gateway' as const, fact }));
    shown = await system.project({
      ...facts,
      gatewayFacts: await system.recover(receipts, redCase.recovery?.storedResults ?? []),
    });
    if (!isDeepStrictEqual(live, shown))
      findings.push({
        code: 'projection',
        call: 'recover',
        message: `recovery projected [${names(shown).join(', ')}], live projected [${names(live).join(', ')}]`,
        expected: names(live),
        actual: names(shown),
      });
  }
  const verdict = verdictOf(shown);
  if (verdict !== redCase.expect.verdict)
    findings.unshift({
      code: 'projection',
      message: `verdict ${verdict}, expected ${redCase.expect.verdict}`,
      expected: redCase.expect.verdict,
      actual: verdict,
    });
  const expectedNames = {
    ...(redCase.expect.surfaceIncludes !== undefined ? { includes: redCase.expect.surfaceIncludes } : {}),
    ...(redCase.expect.surfaceExcludes !== undefined ? { excludes: redCase.expect.surfaceExcludes } : {}),
  };
  findings.push(...nameFindings(expectedNames, isCapacityFailure(shown) ? [] : shown.tools, 'projection'));
  return { verdict, ...(isCapacityFailure(shown) ? {} : { surface: names(shown) }), findings };
}
