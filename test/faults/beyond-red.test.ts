import { describe, expect, it } from 'vitest';
import { cacheTooCoarse } from '../../src/faults/cache-too-coarse.js';
import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import type { A34Adapter } from '../../src/harness/adapter.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { runScenario } from '../../src/harness/run-scenario.js';
import type { AdmissionFacts } from '../../src/reference/model/index.js';
import { isCapacityFailure } from '../../src/reference/surface/projection.js';
import { getEncoder } from '../../src/reference/wire/index.js';

const FIRST = etfResearchFacts();
/** The same registry snapshot one turn later, after the Gateway reported the runtime window expired. */
const SECOND: AdmissionFacts = {
  ...FIRST,
  gatewayFacts: [{ kind: 'runtime_window_expired', runId: 'run-1', scopeId: 'scope-1', connectionId: 'conn-market' }],
};

/** Projects two turns on one system, as a long-lived runtime does; returns the second turn's names. */
function secondProjection(adapter: A34Adapter): string[] {
  const system = adapter.createSystem();
  system.project(FIRST);
  const second = system.project(SECOND);
  return isCapacityFailure(second) ? [] : second.tools.map((t) => t.name);
}

/** Runs both turns as requests on one system; returns what the provider received in the second. */
async function secondDispatch(adapter: A34Adapter): Promise<string[]> {
  const system = adapter.createSystem();
  const turn = (facts: AdmissionFacts, requestId: string) =>
    runScenario(system, {
      facts,
      identity: { runId: 'run-1', scopeId: 'scope-1', requestId },
      messages: [],
      publishable: [],
      mutations: [],
      faults: { providerFails: false },
    });
  await turn(FIRST, 'turn-1');
  const call = (await turn(SECOND, 'turn-2')).providerCalls[0];
  return call === undefined
    ? []
    : getEncoder(call.wire.provider)
        .decode(call.wire)
        .map((t) => t.name);
}

describe(`${cacheTooCoarse.id}: needs two turns on one system, which no RED case has`, () => {
  it('reference: the second turn projects without the expired web tools', () => {
    expect(secondProjection(referenceAdapter)).not.toContain('market__web_search');
    expect(secondProjection(referenceAdapter)).not.toContain('market__web_read');
  });

  it('faulty: the second turn reuses the first projection, expired web tools included', () => {
    expect(secondProjection(cacheTooCoarse.adapter)).toEqual(
      expect.arrayContaining(['market__web_search', 'market__web_read']),
    );
  });

  it("the request path masks it: owner revalidation re-admits from the turn's facts and narrows the stale list", async () => {
    // Documents why the dispatch path cannot kill this fault: the pipeline's re-admission is a second line of defence.
    expect(await secondDispatch(cacheTooCoarse.adapter)).toEqual(await secondDispatch(referenceAdapter));
  });
});
