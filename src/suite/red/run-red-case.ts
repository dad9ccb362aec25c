import { sourceOf, type Implementation } from '../../harness/isolation/source-of.js';
import { judgeRun, receivedSurface, type Finding } from '../../harness/judge/index.js';
import { bounded, type BoundedRun } from '../../harness/lies/bounded.js';
import type { Observation } from '../../harness/run-scenario.js';
import type { SystemUnderTest } from '../../harness/system-under-test.js';
import type { RequestOutcome } from '../../reference/pipeline/run-request.js';
import { runProjectionCase } from './projection-case.js';
import { runPropertyCase } from './property-case.js';
import type { RedCase, RedExpect, RedVerdict } from './red-case.js';
import { redExpectation } from './red-expectation.js';
import { redScenario } from './red-scenario.js';
import { settlementOf } from './settlement-of.js';

/** What a system did with a case, in the terms of `expect`: shown in reports, never judged from. */
export interface RedActual {
  readonly verdict: RedVerdict | 'threw' | 'hung';
  readonly settlement?: string;
  readonly surface?: readonly string[];
}

/** One case's outcome on one adapter: passed when the judge found nothing against its expectation. */
export interface RedResult {
  readonly id: string;
  readonly status: 'passed' | 'failed';
  readonly expected: RedExpect;
  readonly actual: RedActual;
  readonly findings: readonly Finding[];
  /** Every finding in one line, in the case's own words. */
  readonly message: string;
}

const STAGE_VERDICT = {
  early: 'rejected-early',
  final: 'rejected-final',
  capacity: 'capacity-failure',
  preparation: 'rejected-preparation',
} as const;

const verdictOf = (o: RequestOutcome): RedVerdict =>
  o.outcome === 'dispatched'
    ? 'accepted'
    : o.outcome === 'provider_failed'
      ? 'provider-failed'
      : STAGE_VERDICT[o.reason.stage];

function actualOf(run: BoundedRun<Observation>, redCase: RedCase): RedActual {
  if (run.status !== 'settled') return { verdict: run.status };
  const o = run.value;
  const received = receivedSurface(o.providerCalls);
  return {
    verdict: verdictOf(o.outcome),
    settlement: settlementOf(o.ledger, redScenario(redCase).identity),
    ...(received.status === 'decoded' ? { surface: received.tools.map((t) => t.name) } : {}),
  };
}

/** A finding in the case's words: an outcome or stage finding says the verdict seen and the one expected. */
function caseLine(finding: Finding, actual: RedActual, expect: RedExpect, run: BoundedRun<Observation>): string {
  if (finding.code !== 'outcome' && finding.code !== 'stage') return finding.message;
  const outcome = run.status === 'settled' ? run.value.outcome : undefined;
  const reason = outcome?.outcome === 'rejected' ? ` (${outcome.reason.message})` : '';
  return `verdict ${actual.verdict}${reason}, expected ${expect.verdict}`;
}

async function runRequestCase(system: SystemUnderTest, redCase: RedCase) {
  const scenario = redScenario(redCase);
  const run = await bounded(() => system.run(scenario));
  const findings = judgeRun(run, redExpectation(redCase.expect, scenario.identity));
  const actual = actualOf(run, redCase);
  return { actual, findings, lines: findings.map((f) => caseLine(f, actual, redCase.expect, run)) };
}

/** Runs one RED case on a fresh system of `implementation` and asks the judge; never throws for a faulty system. */
export async function runRedCase(implementation: Implementation, redCase: RedCase): Promise<RedResult> {
  const system = sourceOf(implementation).createSystem();
  const { actual, findings, lines } =
    redCase.kind === 'request'
      ? await runRequestCase(system, redCase)
      : redCase.kind === 'property'
        ? await (async () => {
            const seen = await runPropertyCase(implementation, redCase);
            return {
              actual: { verdict: seen.verdict },
              findings: seen.findings,
              lines: seen.findings.map((f) => f.message),
            };
          })()
        : await (async () => {
            const seen = await runProjectionCase(system, redCase);
            const { findings: found, ...shown } = seen;
            return { actual: shown, findings: found, lines: found.map((f) => f.message) };
          })();
  return {
    id: redCase.id,
    status: findings.length === 0 ? 'passed' : 'failed',
    expected: redCase.expect,
    actual,
    findings,
    message: lines.length === 0 ? 'ok' : lines.join('; '),
  };
}
