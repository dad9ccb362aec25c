import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { admissionFacts } from '../generators/index.js';
import { defineProperty, expectThat } from '../src/harness/property.js';
import { expectOrderIndependent } from './_support/permute.js';
import { objectsOf } from './_support/objects.js';

export const projectionOrderIndependent = defineProperty({
  id: 'projection.order-independent',
  area: 'projection',
  rule: 'A34-SPEC §4: a stable total order that depends only on the admitted set',
  title: 'permuting the registry, grants, skills and facts never changes the projected surface',
  arbitrary: fc.record({ facts: admissionFacts(), seed: fc.integer() }),
  async check(system, { facts, seed }) {
    await expectOrderIndependent(system, facts, seed, 'the surface depends on the order of the inputs');
  },
  kills: ['registry-order'],
});

export const projectionPure = defineProperty({
  id: 'projection.pure',
  area: 'projection',
  rule: 'A34-SPEC §4 purity',
  title: 'projection never mutates its inputs and its output shares no object with them',
  arbitrary: admissionFacts(),
  async check(system, facts) {
    const pristine = structuredClone(facts);
    // Frozen and projected where the system runs; facts and result come back as one graph, so sharing shows.
    const { facts: after, result } = await system.projectFrozen(facts);
    expectThat(isDeepStrictEqual(after, pristine), {
      code: 'facts-changed',
      call: 'project',
      message: 'projection changed its input facts',
    });
    const inputObjects = objectsOf(after);
    const shared = [...objectsOf(result)].filter((o) => inputObjects.has(o));
    expectThat(shared.length === 0, {
      code: 'projection',
      message: `the projected surface shares ${shared.length} object(s) with the owner facts`,
      actual: shared.length,
    });
  },
  kills: ['shared-projection'],
});
