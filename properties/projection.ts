import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { admissionFacts } from '../generators/index.js';
import { deepFreeze } from '../src/reference/json/clone.js';
import { defineProperty, expectThat } from '../src/harness/property.js';
import { permuteFacts } from './_support/permute.js';
import { objectsOf } from './_support/objects.js';

export const projectionOrderIndependent = defineProperty({
  id: 'projection.order-independent',
  area: 'projection',
  rule: 'A34-SPEC §4: a stable total order that depends only on the admitted set',
  title: 'permuting the registry, grants, skills and facts never changes the projected surface',
  arbitrary: fc.record({ facts: admissionFacts(), seed: fc.integer() }),
  check(system, { facts, seed }) {
    const straight = system.project(facts);
    const permuted = system.project(permuteFacts(facts, seed));
    expectThat(isDeepStrictEqual(straight, permuted), 'the surface depends on the order of the inputs', {
      straight,
      permuted,
    });
  },
  kills: ['registry-order'],
});

export const projectionPure = defineProperty({
  id: 'projection.pure',
  area: 'projection',
  rule: 'A34-SPEC §4 purity',
  title: 'projection never mutates its inputs and its output shares no object with them',
  arbitrary: admissionFacts(),
  check(system, facts) {
    const pristine = structuredClone(facts);
    const frozen = deepFreeze(structuredClone(facts));
    const result = system.project(frozen);
    expectThat(isDeepStrictEqual(frozen, pristine), 'projection changed its input facts');
    const inputObjects = objectsOf(frozen);
    const shared = [...objectsOf(result)].filter((o) => inputObjects.has(o));
    expectThat(shared.length === 0, `the projected surface shares ${shared.length} object(s) with the owner facts`, {
      example: shared[0],
    });
  },
  kills: ['shared-projection'],
});
