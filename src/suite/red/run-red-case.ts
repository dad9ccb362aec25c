import { isDeepStrictEqual } from 'node:util';
import type { A34Adapter } from '../../harness/adapter.js';
import { runScenario, type Observation } from '../../harness/run-scenario.js';
import type { RequestOutcome } from '../../reference/pipeline/run-request.js';
import { isCapacityFailure, type ProjectionResult } from '../../reference/surface/projection.js';
import { getEncoder } from '../../reference/wire/index.js';
import { buildFacts } from './build-facts.js';
import type { RedCase, RedExpect, RedVerdict } from './red-case.js';
import { redScenario } from './red-scenario.js';
import { settlementOf } from './settlement-of.js';

/** What a system did with a case, in the terms of `expect`. */
export interface RedActual {
  readonly verdict: RedVerdict | 'provider-failed' | 'threw';
  readonly settlement?: string;
  readonly surface?: readonly string[];
}

/** One case's outcome on one adapter; `message` lists every broken expectation. */
export interface RedResult {
  readonly id: string;
  readonly status: 'passed' | 'failed';
  readonly expected: RedExpect;
  readonly actual: RedActual;
  readonly message: string;
}

const STAGE_VERDICT = {
  early: 'rejected-early',
  final: 'rejected-final',
  capacity: 'capacity-failure',
  preparation: 'rejected-preparation',
} as const;

const verdictOf = (o: RequestOutcome): RedActual['verdict'] =>
  o.outcome === 'dispatched'
    ? 'accepted'
    : o.outcome === 'provider_failed'
      ? 'provider-failed'
      : STAGE_VERDICT[o.reason.stage];

const projected = (p: ProjectionResult): Pick<RedActual, 'verdict' | 'surface'> =>
  isCapacityFailure(p) ? { verdict: 'capacity-failure' } : { verdict: 'accepted', surface: p.tools.map((t) => t.name) };

/** Names the provider received, decoded from its wire; undefined when nothing was sent. */
const providerSurface = (o: Observation): string[] | undefined => {
  const call = o.providerCalls[0];
  return call === undefined
    ? undefined
    : getEncoder(call.wire.provider)
        .decode(call.wire)
        .map((t) => t.name);
};

function surfaceProblems(expect: RedExpect, surface: readonly string[] | undefined): string[] {
  const seen = new Set(surface ?? []);
  return [
    ...(expect.surfaceIncludes ?? []).filter((n) => !seen.has(n)).map((n) => `${n} missing from the surface`),
    ...(expect.surfaceExcludes ?? []).filter((n) => seen.has(n)).map((n) => `${n} visible although it must not be`),
  ];
}

async function runRequestCase(
  adapter: A34Adapter,
  redCase: RedCase,
): Promise<{ actual: RedActual; problems: string[] }> {
  const scenario = redScenario(redCase);
  let o: Observation;
  try {
    o = await runScenario(adapter.createSystem(), scenario);
  } catch (error) {
    return {
      actual: { verdict: 'threw' },
      problems: [`the request threw instead of settling: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  const actual: RedActual = {
    verdict: verdictOf(o.outcome),
    settlement: settlementOf(o.ledger, scenario.identity),
    ...(o.providerCalls.length > 0 ? { surface: providerSurface(o) ?? [] } : {}),
  };
  const accepted = redCase.expect.verdict === 'accepted';
  const settlement = redCase.expect.settlement ?? (accepted ? 'dispatched' : 'closed-once');
  const reason = o.outcome.outcome === 'rejected' ? ` (${o.outcome.reason.message})` : '';
  return {
    actual,
    problems: [
      ...(actual.verdict === redCase.expect.verdict
        ? []
        : [`verdict ${actual.verdict}${reason}, expected ${redCase.expect.verdict}`]),
      ...(actual.settlement === settlement ? [] : [`ledger ${actual.settlement}, expected ${settlement}`]),
      ...(o.providerCalls.length === (accepted ? 1 : 0)
        ? []
        : [`${o.providerCalls.length} provider calls, expected ${accepted ? 1 : 0}`]),
      ...(o.factsIntact ? [] : ['owner facts were changed']),
      ...(o.publicationKept ? [] : ['publishable text was not kept']),
      ...surfaceProblems(redCase.expect, actual.surface),
    ],
  };
}

function runProjectionCase(adapter: A34Adapter, redCase: RedCase): { actual: RedActual; problems: string[] } {
  const facts = buildFacts(redCase);
  const pristine = structuredClone(facts);
  const system = adapter.createSystem();
  const live = system.project(facts);
  const problems = isDeepStrictEqual(facts, pristine) ? [] : ['projection changed its input facts'];
  if (redCase.kind === 'projection') return { actual: projected(live), problems };
  const receipts = facts.gatewayFacts.map((fact) => ({ issuer: 'web-gateway' as const, fact }));
  const recovered = system.project({
    ...facts,
    gatewayFacts: system.recover(receipts, redCase.recovery?.storedResults ?? []),
  });
  if (!isDeepStrictEqual(live, recovered))
    problems.push(
      `recovery projected [${projected(recovered).surface?.join(', ')}], live projected [${projected(live).surface?.join(', ')}]`,
    );
  return { actual: projected(recovered), problems };
}

/** Runs one RED case on a fresh system of `adapter` and checks every expectation; never throws for a faulty system. */
export async function runRedCase(adapter: A34Adapter, redCase: RedCase): Promise<RedResult> {
  const { actual, problems } =
    redCase.kind === 'request' ? await runRequestCase(adapter, redCase) : runProjectionCase(adapter, redCase);
  if (redCase.kind !== 'request') {
    if (actual.verdict !== redCase.expect.verdict)
      problems.unshift(`verdict ${actual.verdict}, expected ${redCase.expect.verdict}`);
    problems.push(...surfaceProblems(redCase.expect, actual.surface));
  }
  return {
    id: redCase.id,
    status: problems.length === 0 ? 'passed' : 'failed',
    expected: redCase.expect,
    actual,
    message: problems.length === 0 ? 'ok' : problems.join('; '),
  };
}
