import { describe, expect, it } from 'vitest';
import { summaryNotSent } from '../../src/faults/summary-not-sent.js';
import type { A34Adapter } from '../../src/harness/adapter.js';
import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { runScenario } from '../../src/harness/run-scenario.js';
import { getEncoder } from '../../src/reference/wire/index.js';

/** The summary lines the provider was told for one unchanged Entry request. */
async function told(adapter: A34Adapter): Promise<string[] | undefined> {
  const { providerCalls } = await runScenario(adapter.createSystem(), {
    facts: { ...etfResearchFacts(), mode: 'entry' },
    identity: { runId: 'run-1', scopeId: 'scope-1', requestId: 'entry-1' },
    messages: [],
    publishable: [],
    mutations: [],
    faults: { providerFails: false },
  });
  const call = providerCalls[0];
  return call === undefined ? undefined : getEncoder(call.wire.provider).decodeSummary(call.wire);
}

describe(`${summaryNotSent.id}: RED cases read tool names off the wire, so only the summary lines show it`, () => {
  it('reference: the provider is told the permission lines', async () => {
    const lines = await told(referenceAdapter);
    expect(lines?.length).toBeGreaterThan(0);
    expect(lines?.every((line) => line.includes(' may be used '))).toBe(true);
  });

  it('faulty: the request is dispatched, but the model is told nothing', async () => {
    expect(await told(summaryNotSent.adapter)).toEqual([]);
  });
});
