import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages, publishableTexts, requestIdentity, scenario } from '../../generators/index.js';
import { webConnectionId } from '../../generators/_internals/web-pair.js';
import { ScenarioSchema } from '../../src/harness/scenario.js';
import { MessageSchema, RequestIdentitySchema, isChildRequest } from '../../src/reference/model/index.js';
import { expectSchemaValue } from './helpers.js';

describe(scenario.name, () => {
  const all = fc.sample(scenario(), { seed: 31, numRuns: 200 });

  it('passes ScenarioSchema unchanged, survives JSON and shares no object', () => {
    for (const s of all) {
      expectSchemaValue(ScenarioSchema, s);
    }
  });

  it('puts the request in the facts’ turn, as Main or Child', () => {
    for (const s of all)
      expect([s.identity.runId, s.identity.scopeId]).toEqual([s.facts.turn.runId, s.facts.turn.scopeId]);
    expect(all.some((s) => isChildRequest(s.identity))).toBe(true);
    expect(all.some((s) => !isChildRequest(s.identity))).toBe(true);
  });

  it('revalidates sometimes, with Gateway facts that really narrow', () => {
    const revalidated = all.filter((s) => s.revalidation !== undefined);
    expect(revalidated.length).toBeGreaterThan(0);
    expect(revalidated.length).toBeLessThan(all.length / 2);
    for (const s of revalidated.filter(
      (r) => webConnectionId(r.facts.contract, r.facts.registry.connections) !== undefined,
    ))
      for (const fact of s.revalidation?.addGatewayFacts ?? [])
        expect(fact).toMatchObject({
          runId: s.facts.turn.runId,
          scopeId: s.facts.turn.scopeId,
          connectionId: webConnectionId(s.facts.contract, s.facts.registry.connections),
        });
  });

  it('mostly carries mutations, sometimes none (no hook installed)', () => {
    expect(all.filter((s) => s.mutations.length > 0).length / all.length).toBeGreaterThan(0.7);
    expect(all.some((s) => s.mutations.length === 0)).toBe(true);
  });
});

describe(requestIdentity.name, () => {
  it('binds Main and Child identities to the given turn', () => {
    const turn = { runId: 'run-7', scopeId: 'scope-3' };
    const ids = fc.sample(requestIdentity(turn), { seed: 1, numRuns: 100 });
    for (const id of ids) {
      expect(RequestIdentitySchema.parse(id)).toStrictEqual(id);
      expect(id).toMatchObject(turn);
      if (id.parentRequestId !== undefined) expect(id.requestId.startsWith(id.parentRequestId)).toBe(true);
    }
    expect(ids.some(isChildRequest)).toBe(true);
  });
});

describe(messages.name, () => {
  it('starts with a system prompt and passes MessageSchema', () => {
    for (const list of fc.sample(messages(), { seed: 2, numRuns: 100 })) {
      expect(list[0]?.role).toBe('system');
      for (const m of list) expect(MessageSchema.parse(m)).toStrictEqual(m);
    }
  });

  it('has publishable texts that are strings', () => {
    expect(
      fc
        .sample(publishableTexts(), { seed: 2, numRuns: 50 })
        .flat()
        .every((t) => typeof t === 'string' && t.length > 0),
    ).toBe(true);
  });
});
