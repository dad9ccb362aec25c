import { describe, expect, it } from 'vitest';
import * as lies from '../../properties/lies.js';
import { LIE_FAULTS } from '../../src/faults/catalog.js';
import type { PropertyDefinition } from '../../src/harness/property.js';

const PROPERTIES = Object.values(lies) as PropertyDefinition<never>[];

// That each lie property holds for the reference is test/properties/reference.test.ts's (every property, every wire),
// and that it kills the faults it claims is test/kill-matrix.test.ts's (every claim, LIE_FAULTS being part of FAULTS).
describe('lies properties (A34-SPEC §7)', () => {
  it('every property claims a fault, and every lie fault is claimed by a lie property', () => {
    expect(PROPERTIES.filter((p) => p.kills.length === 0)).toEqual([]);
    const claimed = new Set(PROPERTIES.flatMap((p) => p.kills));
    expect(LIE_FAULTS.map((f) => f.id).filter((id) => !claimed.has(id))).toEqual([]);
  });
});
