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
  async check(system, facts) {
    const lawful = lawfulNames(facts);
    const visible = new Set(await visibleNames(system, facts));
    const unlawful = difference(visible, lawful);
    const missing = difference(lawful, visible);
    expectThat(unlawful.length === 0, {
      code: 'projection',
      message: `visible without admission: ${unlawful.join(', ')}`,
      actual: unlawful,
    });
    expectThat(missing.length === 0, {
      code: 'projection',
      message: `admitted but not visible: ${missing.join(', ')}`,
      expected: missing,
    });
  },
  kills: [
    'skill-whitelist',
    'host-route-availability',
    'diagnostic-live',
    'web-off-hides-market',
    'host-veto-ignored',
    'budget-hides-read',
    'window-keeps-read',
    'readback-needs-grant',
  ],
});

export const admissionMonotoneInGrant = defineProperty({
  id: 'admission.monotone-grant',
  area: 'admission',
  rule: 'A34-SPEC §3 grant',
  title: 'granting one more capability never hides a tool',
  arbitrary: fc.record({ facts: admissionFacts(), extra: fc.nat() }),
  async check(system, { facts, extra }) {
    const pool = facts.contract.map((e) => e.capability);
    const added = pool.length === 0 ? 'web.search' : (pool[extra % pool.length] as string);
    const wider: AdmissionFacts = {
      ...facts,
      grant: { ...facts.grant, capabilities: [...facts.grant.capabilities, added] },
    };
    const lost = difference(await visibleNames(system, facts), new Set(await visibleNames(system, wider)));
    expectThat(lost.length === 0, {
      code: 'projection',
      message: `granting ${added} hid ${lost.join(', ')}`,
      expected: lost,
    });
  },
  kills: ['one-tool-per-route'],
});

/** The connection `conn` picks (null: the one serving web search, if listed), or `none`. */
function connectionOf(facts: AdmissionFacts, conn: number | null): string {
  const connections = facts.registry.connections;
  const search = facts.contract.find((e) => e.capability === 'web.search')?.toolName;
  const web = connections.find((c) => c.tools.some((t) => t.name === search));
  if (conn === null && web !== undefined) return web.connectionId;
  return connections[(conn ?? 0) % Math.max(1, connections.length)]?.connectionId ?? 'none';
}

export const admissionMonotoneInNegativeFacts = defineProperty({
  id: 'admission.monotone-negative-facts',
  area: 'admission',
  rule: 'A34-SPEC §3 availability',
  title:
    'a further negative Gateway fact never shows a tool and hides what its kind removes there; one bound elsewhere changes nothing',
  arbitrary: fc.record({
    facts: admissionFacts(),
    kind: fc.constantFrom('search_budget_exhausted', 'runtime_window_expired' as const),
    // Bound to the turn half the time, else foreign in exactly one identity: every case tests one binding.
    bound: fc.constantFrom('here', 'here', 'here', 'other-run', 'other-scope', 'other-connection' as const),
    // null: the connection serving web search (where a Gateway fact acts), if any; else any listed connection.
    conn: fc.option(fc.nat(), { freq: 2 }),
  }),
  async check(system, { facts, kind, bound, conn }) {
    const listed = connectionOf(facts, conn);
    const boundHere = bound === 'here';
    const fact = {
      kind,
      runId: bound === 'other-run' ? `${facts.turn.runId}-other` : facts.turn.runId,
      scopeId: bound === 'other-scope' ? `${facts.turn.scopeId}-other` : facts.turn.scopeId,
      connectionId: bound === 'other-connection' ? `${listed}-other` : listed,
    };
    const narrower: AdmissionFacts = { ...facts, gatewayFacts: [...facts.gatewayFacts, fact] };
    const before = await visibleNames(system, facts);
    const after = await visibleNames(system, narrower);
    const shown = difference(after, new Set(before));
    expectThat(shown.length === 0, {
      code: 'projection',
      message: `a new ${kind} fact showed ${shown.join(', ')}`,
      actual: shown,
    });
    if (!boundHere)
      expectThat(after.length === before.length, {
        code: 'projection',
        message: `a ${kind} fact bound elsewhere (${bound}) hid ${difference(before, new Set(after)).join(', ')}`,
      });
    const hidden = difference(before, new Set(after));
    const due = difference(lawfulNames(facts), lawfulNames(narrower));
    expectThat(hidden.join('\n') === due.join('\n'), {
      code: 'projection',
      message: `a new ${kind} fact (${bound}) hid ${hidden.join(', ') || 'nothing'}, the owners' facts remove ${due.join(', ') || 'nothing'}`,
      expected: due,
      actual: hidden,
    });
  },
  kills: ['unbound-gateway-facts'],
});
