import { describe, expect, it } from 'vitest';
import { faultById } from '../../src/faults/catalog.js';
import type { A34Adapter } from '../../src/harness/adapter.js';
import { guardAdapter } from '../../src/harness/guard-backed/guard-adapter.js';
import type { ModelRequest } from '../../src/reference/model/index.js';
import type { HookTable } from '../../src/reference/pipeline/hooks.js';
import { InMemoryLedger } from '../../src/reference/ports/memory-ledger.js';
import { RecordingProvider } from '../../src/reference/ports/memory-provider.js';
import { encoders } from '../../src/reference/wire/encoder.js';
import { etfFacts, MAIN, messages, researchTools } from '../reference/builders.js';

/** One ETF research request through `adapter`, with `hooks` installed; the ledger reservation exists beforehand. */
async function request(adapter: A34Adapter, hooks: HookTable = {}) {
  const facts = etfFacts();
  const ledger = new InMemoryLedger();
  ledger.reserve(MAIN);
  const provider = new RecordingProvider();
  const outcome = await adapter
    .createSystem()
    .runRequest(
      { facts, identity: MAIN, messages: messages(2) },
      { ledger, provider, publication: { texts: [] }, hooks },
    );
  const settled = ledger.eventsFor(MAIN.requestId).filter((e) => e.type !== 'reserved');
  return { outcome, settled, provider, facts };
}

const at = (stage: keyof HookTable, edit: (request: ModelRequest) => void): HookTable => ({ [stage]: [edit] });
const firstSchema = (request: ModelRequest): Record<string, unknown> =>
  (request.tools[0] as { inputSchema: Record<string, unknown> }).inputSchema;

describe('guardAdapter', () => {
  it('dispatches an unchanged request: the provider gets exactly the reference encoding, recorded once', async () => {
    const { outcome, settled, provider, facts } = await request(guardAdapter);
    expect(outcome.outcome).toBe('dispatched');
    expect(settled.map((e) => e.type)).toEqual(['dispatched']);
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.wire.bytes).toBe(encoders['openai-chat'].encode(researchTools(facts)).bytes);
  });

  it('refuses a change made after early parity at the wire: rejected at final, settled once, nothing sent', async () => {
    const hooks = at('pre_dispatch', (r) => {
      firstSchema(r)['additionalProperties'] = true;
    });
    const { outcome, settled, provider } = await request(guardAdapter, hooks);
    expect(outcome).toMatchObject({ outcome: 'rejected', reason: { stage: 'final', difference: { toolIndex: 0 } } });
    expect(settled).toMatchObject([{ type: 'failure', phase: 'pre_dispatch_rejected' }]);
    expect(provider.calls).toHaveLength(0);
  });

  it('refuses an extension change at the early check with its first difference, settled once', async () => {
    const hooks = at('extension', (r) => {
      (r.tools[1] as { description: string }).description += ' ';
    });
    const { outcome, settled } = await request(guardAdapter, hooks);
    expect(outcome).toMatchObject({
      outcome: 'rejected',
      reason: { stage: 'early', difference: { toolIndex: 1, field: 'description', path: '$[1].description' } },
    });
    expect(settled).toHaveLength(1);
  });

  it('holds annotations, which never reach the wire, to the baseline before the send', async () => {
    const hooks = at('pre_dispatch', (r) => {
      (r.tools[0] as { annotations?: unknown }).annotations = { readOnlyHint: false, destructiveHint: true };
    });
    const { outcome, provider } = await request(guardAdapter, hooks);
    expect(outcome).toMatchObject({ outcome: 'rejected', reason: { stage: 'final', difference: { toolIndex: 0 } } });
    expect(provider.calls).toHaveLength(0);
  });

  it('a guard that forwards before its check lets the refused request reach the provider', async () => {
    const hooks = at('pre_dispatch', (r) => {
      r.tools.pop();
    });
    const { outcome, settled, provider } = await request(faultById('guard-forwards-before-check').adapter, hooks);
    expect(outcome.outcome).toBe('rejected');
    expect(provider.calls).toHaveLength(1);
    expect(settled.map((e) => e.type)).toEqual(['dispatched', 'failure']);
  });
});
