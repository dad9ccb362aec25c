import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { admissionFacts, turnSequence } from '../generators/index.js';
import { defineProperty, expectThat } from '../src/harness/property.js';
import { isCapacityFailure } from '../src/reference/surface/projection.js';
import { lawfulLines, lawfulListings } from './_support/entry-oracle.js';
import { sorted, toolLists, visibleNames } from './_support/surface.js';

/** Words that claim something already happened: an Entry summary states permissions only. */
export const OUTCOME_CLAIM =
  /\b(was|were|has been|have been|had been|obtained|retrieved|fetched|already|completed|holds?)\b/i;

export const entryStatesPermissions = defineProperty({
  id: 'entry.permissions-not-outcomes',
  area: 'seal-entry-capacity',
  rule: 'A34-SPEC §4 entry mode',
  title:
    'an Entry surface states exactly the admitted capabilities, each through its own Host action, never claims an outcome, and shows no tool the owners did not list and admit',
  arbitrary: admissionFacts(),
  async check(system, facts) {
    const result = await system.project({ ...facts, mode: 'entry' });
    expectThat(!isCapacityFailure(result) && result.mode === 'entry', {
      code: 'projection',
      message: 'entry mode did not produce an entry surface',
    });
    // Held to the owners' facts, never to the system's own projection.
    const owed = lawfulLines(facts);
    const offRoute = result.permissions.filter(
      (p) =>
        typeof p.statement !== 'string' ||
        owed.get(p.capability)?.has(p.action) !== true ||
        !p.statement.includes(p.capability) ||
        !p.statement.includes(p.action),
    );
    expectThat(offRoute.length === 0, {
      code: 'projection',
      message: 'an Entry line does not state its capability through a Host action its owners route it by',
      actual: offRoute.map((p) => `${String(p.capability)} via ${String(p.action)}`),
    });
    const claims = result.permissions.filter((p) => OUTCOME_CLAIM.test(p.statement));
    expectThat(claims.length === 0, {
      code: 'projection',
      message: `an Entry line claims an outcome: ${claims[0]?.statement ?? ''}`,
      actual: claims.map((c) => c.statement),
    });
    const stated = sorted(result.permissions.map((p) => p.capability));
    expectThat(isDeepStrictEqual(stated, sorted(owed.keys())), {
      code: 'projection',
      message: 'Entry summary and admitted capabilities differ',
      expected: sorted(owed.keys()),
      actual: stated,
    });
    const listings = lawfulListings(facts);
    const foreign = result.tools.filter((t) => !isDeepStrictEqual(t, listings.get(t?.name)));
    expectThat(foreign.length === 0, {
      code: 'projection',
      message: 'the Entry surface shows a tool that is not an admitted tool as its owner lists it',
      actual: foreign.map((t) => (typeof t?.name === 'string' ? t.name : String(t))),
    });
  },
  kills: ['entry-claims-outcome', 'entry-names-tool', 'entry-lists-registry'],
});

export const capacityNeverTruncates = defineProperty({
  id: 'capacity.never-truncates',
  area: 'seal-entry-capacity',
  rule: 'A34-SPEC §4 capacity',
  title: 'too small a capacity is an explicit failure naming every required tool, never a shorter list',
  arbitrary: fc.record({ facts: admissionFacts(), slack: fc.integer({ min: -5, max: 2 }) }),
  async check(system, { facts, slack }) {
    const needed = await visibleNames(system, facts);
    const capacity = Math.max(0, needed.length + slack);
    const result = await system.project({
      ...facts,
      mode: 'research',
      stage: { ...facts.stage, toolCapacity: capacity },
    });
    if (capacity >= needed.length) {
      expectThat(!isCapacityFailure(result), {
        code: 'projection',
        message: `capacity ${capacity} holds all ${needed.length} tools, yet projection failed`,
      });
      expectThat(result.tools.length === needed.length, {
        code: 'projection',
        message: `capacity ${capacity}: ${result.tools.length} of ${needed.length} tools shown`,
        expected: needed.length,
        actual: result.tools.length,
      });
      return;
    }
    expectThat(isCapacityFailure(result), {
      code: 'projection',
      message: `capacity ${capacity} cannot hold ${needed.length} tools, yet a list of ${isCapacityFailure(result) ? 0 : result.tools.length} was projected`,
    });
    expectThat(isDeepStrictEqual(sorted(result.needed), sorted(needed)), {
      code: 'projection',
      message: 'the capacity failure does not name every required tool',
      expected: sorted(needed),
      actual: sorted(result.needed),
    });
  },
  kills: ['capacity-truncation'],
});

export const turnsIndependent = defineProperty({
  id: 'projection.turns-independent',
  area: 'projection',
  rule: 'A34-SPEC §4: projection depends only on this turn’s owner facts',
  title: 'on one system, each turn of a sequence projects as a fresh system would',
  arbitrary: turnSequence(),
  async check(system, turns, harness) {
    for (const [turn, facts] of turns.entries()) {
      const used = await system.project(facts);
      const clean = await harness.freshSystem().project(facts);
      expectThat(isDeepStrictEqual(used, clean), {
        code: 'projection',
        message: `turn ${turn} projected differently on a used system (state kept from an earlier turn)`,
        ...toolLists(clean, used),
      });
    }
  },
  kills: ['cache-too-coarse'],
});
