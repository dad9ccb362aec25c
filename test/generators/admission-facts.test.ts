import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admissionFacts } from '../../generators/index.js';
import { webConnectionId } from '../../generators/_internals/web-pair.js';
import { AdmissionFactsSchema, READBACK_TOOL, type AdmissionFacts } from '../../src/reference/model/index.js';
import { admit, admittedOnly } from '../../src/reference/surface/admission.js';
import { expectSchemaValue } from './helpers.js';

const listed = (f: AdmissionFacts): number =>
  f.registry.connections.reduce((n, c) => n + c.tools.length, 0) + f.nativeControls.length;
const bound = (f: AdmissionFacts, g: AdmissionFacts['gatewayFacts'][number]): boolean =>
  g.runId === f.turn.runId &&
  g.scopeId === f.turn.scopeId &&
  g.connectionId === webConnectionId(f.contract, f.registry.connections);

describe(admissionFacts.name, () => {
  const all = fc.sample(admissionFacts(), { seed: 19, numRuns: 250 });

  it('passes AdmissionFactsSchema unchanged, survives JSON and shares no object', () => {
    for (const facts of all) {
      expectSchemaValue(AdmissionFactsSchema, facts);
    }
  });

  it('is biased to the admitted, research-mode turn with enough capacity', () => {
    const decisions = all.flatMap(admit);
    expect(admittedOnly(decisions).length / decisions.length).toBeGreaterThan(0.4);
    expect(all.filter((f) => f.mode === 'research').length / all.length).toBeGreaterThan(0.7);
    expect(all.some((f) => f.mode === 'entry')).toBe(true);
    expect(all.filter((f) => f.stage.toolCapacity >= listed(f)).length / all.length).toBeGreaterThan(0.7);
    expect(all.some((f) => f.stage.toolCapacity < admittedOnly(admit(f)).length)).toBe(true);
  });

  it('reaches every refusing owner', () => {
    const owners = new Set(all.flatMap(admit).map((d) => d.refusedBy));
    for (const owner of ['contract', 'grant', 'host', 'availability', 'skill-ceiling', 'stage', 'origin', undefined])
      expect(owners, String(owner)).toContain(owner);
  });

  it('binds Gateway facts to this turn and web connection, and to other identities', () => {
    const facts = all.flatMap((f) => f.gatewayFacts.map((g) => bound(f, g)));
    expect(facts).toContain(true);
    expect(facts).toContain(false);
    expect(all.some((f) => f.gatewayFacts.some((g) => g.invocationId !== undefined))).toBe(true);
  });

  it('has Skills of every web shape, lookalike diagnostics and the readback control', () => {
    const webSkills = all.flatMap((f) =>
      f.skills
        .filter((s) => s.skillId === 'web-research')
        .map((s) => `${s.active}:${[...s.capabilities].sort().join('+')}`),
    );
    expect(new Set(webSkills)).toEqual(
      new Set(['true:web.read+web.search', 'true:web.search', 'true:web.read', 'false:web.read+web.search']),
    );
    const payloads = JSON.stringify(all.flatMap((f) => f.diagnostics));
    for (const field of ['searchBudgetExhausted', 'expired', 'providerAttempts', 'disabledTools'])
      expect(payloads).toContain(field);
    // About 7 facts in 10 carry it (0.68-0.74 over seeds 1-4 and 19): a floor at the mean would fail by chance.
    expect(
      all.filter((f) => f.nativeControls.some((c) => c.descriptor.name === READBACK_TOOL)).length / all.length,
    ).toBeGreaterThan(0.6);
    expect(all.some((f) => f.grant.nonReadOnlyTools.length > 0)).toBe(true);
  });

  it('takes the turn and mode it is given', () => {
    const turn = { runId: 'run-x', scopeId: 'scope-y' };
    const given = fc.sample(admissionFacts({ turn, mode: 'entry' }), { seed: 1, numRuns: 30 });
    for (const f of given) expect([f.turn, f.mode]).toStrictEqual([turn, 'entry']);
    expect(given[0]?.turn).not.toBe(given[1]?.turn);
  });
});
