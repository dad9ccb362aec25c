import fc from 'fast-check';
import { admissionFacts } from '../generators/index.js';
import type { AdmissionFacts } from '../src/reference/model/index.js';
import { defineProperty, expectThat } from '../src/harness/property.js';
import { lawfulNames } from './_support/admission-oracle.js';
import { sorted, visibleNames } from './_support/surface.js';

const difference = (a: Iterable<string>, b: ReadonlySet<string>): string[] => sorted([...a].filter((x) => !b.has(x)));

export const admissionSoundComplete = defineProperty({
  id: 'admission.sound-and-complete',
  area: 'admission',
  rule: 'A34-SPEC §3',
  title: 'a tool is visible exactly when every owner admits it',
  arbitrary: admissionFacts(),
  check(system, facts) {
    const lawful = lawfulNames(facts);
    const visible = new Set(visibleNames(system, facts));
    const unlawful = difference(visible, lawful);
    const missing = difference(lawful, visible);
    expectThat(unlawful.length === 0, `visible without admission: ${unlawful.join(', ')}`, { unlawful });
    expectThat(missing.length === 0, `admitted but not visible: ${missing.join(', ')}`, { missing });
  },
  kills: [
    'skill-whitelist',
    'host-route-availability',
    'diagnostic-live',
    'web-off-hides-market',
    'host-veto-ignored',
    'budget-hides-read',
    'window-keeps-read',
  ],
});

export const admissionMonotoneInGrant = defineProperty({
  id: 'admission.monotone-grant',
  area: 'admission',
  rule: 'A34-SPEC §3 grant',
  title: 'granting one more capability never hides a tool',
  arbitrary: fc.record({ facts: admissionFacts(), extra: fc.nat() }),
  check(system, { facts, extra }) {
    const pool = facts.contract.map((e) => e.capability);
    const added = pool.length === 0 ? 'web.search' : (pool[extra % pool.length] as string);
    const wider: AdmissionFacts = {
      ...facts,
      grant: { ...facts.grant, capabilities: [...facts.grant.capabilities, added] },
    };
    const lost = difference(visibleNames(system, facts), new Set(visibleNames(system, wider)));
    expectThat(lost.length === 0, `granting ${added} hid ${lost.join(', ')}`, { added, lost });
  },
  kills: ['one-tool-per-route'],
});

export const admissionMonotoneInNegativeFacts = defineProperty({
  id: 'admission.monotone-negative-facts',
  area: 'admission',
  rule: 'A34-SPEC §3 availability',
  title: 'a further negative Gateway fact never shows a tool; one bound elsewhere changes nothing',
  arbitrary: fc.record({
    facts: admissionFacts(),
    kind: fc.constantFrom('search_budget_exhausted', 'runtime_window_expired' as const),
    boundHere: fc.boolean(),
    conn: fc.nat(),
  }),
  check(system, { facts, kind, boundHere, conn }) {
    const connections = facts.registry.connections;
    const connectionId =
      connections.length === 0 ? 'none' : (connections[conn % connections.length]?.connectionId ?? 'none');
    const runId = boundHere ? facts.turn.runId : `${facts.turn.runId}-other`;
    const narrower: AdmissionFacts = {
      ...facts,
      gatewayFacts: [...facts.gatewayFacts, { kind, runId, scopeId: facts.turn.scopeId, connectionId }],
    };
    const before = visibleNames(system, facts);
    const after = visibleNames(system, narrower);
    const shown = difference(after, new Set(before));
    expectThat(shown.length === 0, `a new ${kind} fact showed ${shown.join(', ')}`, { shown });
    if (!boundHere)
      expectThat(
        after.length === before.length,
        `a ${kind} fact bound to another run hid ${difference(before, new Set(after)).join(', ')}`,
      );
  },
  kills: ['unbound-gateway-facts'],
});
