import { isDeepStrictEqual } from 'node:util';
import { scenario } from '../generators/index.js';
import { etfResearchFacts } from '../src/harness/fixtures/etf-facts.js';
import type { SystemUnderTest } from '../src/harness/system-under-test.js';
import { applyMutationTo } from '../src/harness/mutations/index.js';
import { defineProperty, expectThat } from '../src/harness/property.js';
import type { Mutation, Scenario } from '../src/harness/scenario.js';
import { mutationWorld } from '../src/harness/world.js';
import type { AdmissionFacts } from '../src/reference/model/index.js';
import { isCapacityFailure } from '../src/reference/surface/projection.js';
import { expectContractOutcome } from './_support/outcome.js';

/** Index and connection of a visible web.search tool, if the facts show one. */
async function visibleSearch(
  system: SystemUnderTest,
  facts: AdmissionFacts,
): Promise<{ index: number; connectionId: string } | undefined> {
  const result = await system.project(facts);
  if (isCapacityFailure(result)) return undefined;
  const index = result.tools.findIndex(
    (t) => facts.contract.find((e) => e.toolName === t.name)?.capability === 'web.search',
  );
  const name = result.tools[index]?.name;
  const connectionId = facts.registry.connections.find((c) => c.tools.some((t) => t.name === name))?.connectionId;
  return index < 0 || connectionId === undefined ? undefined : { index, connectionId };
}

export const noLaundering = defineProperty({
  id: 'parity.no-laundering',
  area: 'parity',
  rule: 'A34-SPEC §5: early parity stops a hook change that a later legitimate narrowing would hide',
  title: 'a hook that deletes web search is rejected early even when the budget then runs out',
  arbitrary: scenario(),
  async check(system, generated) {
    // Generated facts may show no web search; the ETF fixture always does, so the case never goes vacuous.
    const facts = (await visibleSearch(system, generated.facts)) ? generated.facts : etfResearchFacts();
    const search = await visibleSearch(system, facts);
    expectThat(search !== undefined, { code: 'projection', message: 'the ETF fixture shows no web search tool' });
    const laundered: Scenario = {
      ...generated,
      facts,
      identity: { ...generated.identity, runId: facts.turn.runId, scopeId: facts.turn.scopeId },
      faults: { providerFails: false },
      mutations: [{ kind: 'delete', variant: 'remove', stage: 'extension', target: search.index, pick: 0 }],
      revalidation: {
        addGatewayFacts: [
          {
            kind: 'search_budget_exhausted',
            runId: facts.turn.runId,
            scopeId: facts.turn.scopeId,
            connectionId: search.connectionId,
          },
        ],
      },
    };
    await expectContractOutcome(system, laundered);
  },
  kills: ['final-only'],
});

/** Index of the first tool that differs, by an independent deep equality. */
function firstDifferingTool(expected: readonly unknown[], actual: readonly unknown[]): number | undefined {
  const shared = Math.min(expected.length, actual.length);
  for (let i = 0; i < shared; i++) if (!isDeepStrictEqual(expected[i], actual[i])) return i;
  return expected.length === actual.length ? undefined : shared;
}

export const firstDifferenceIsTrue = defineProperty({
  id: 'parity.first-difference-true',
  area: 'parity',
  rule: 'A34-SPEC §6: the rejection carries the first difference',
  title: 'the reported first difference is at the tool where the surfaces first differ',
  arbitrary: scenario(),
  async check(system, generated) {
    const first = generated.mutations.find((m) => m.kind !== 'identity');
    const projection = await system.project(generated.facts);
    if (first === undefined || isCapacityFailure(projection)) return;
    const mutation: Mutation = { ...first, stage: 'pre_dispatch' };
    const actual = applyMutationTo(structuredClone(projection.tools), mutation, mutationWorld(generated.facts));
    // A request that holds no list differs as a whole, in no tool.
    const index = Array.isArray(actual) ? firstDifferingTool(projection.tools, actual) : -1;
    if (index === undefined) return;
    // No owner narrowing here: it would shift indices between this simulation and the request.
    const { revalidation: _narrowing, ...rest } = generated;
    const { observation } = await expectContractOutcome(system, {
      ...rest,
      faults: { providerFails: false },
      mutations: [mutation],
    });
    const outcome = observation.outcome;
    const reported = outcome.outcome === 'rejected' ? outcome.reason.difference?.toolIndex : undefined;
    const difference = outcome.outcome === 'rejected' ? outcome.reason.difference : undefined;
    expectThat(reported === index, {
      code: 'reason',
      message: `first difference reported at tool ${String(reported)}, but the surfaces first differ at tool ${index}`,
      expected: index,
      actual: reported ?? null,
      ...(difference !== undefined ? { difference } : {}),
    });
  },
  kills: ['ignores-order'],
});
