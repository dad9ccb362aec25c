import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAULTS, faultById } from '../../src/faults/catalog.js';

/** The brief's fault ids: historic (A34-SPEC §8) first, then careless slips. */
const HISTORIC: Record<string, number> = {
  'final-only-with-hooks': 1,
  'seal-as-expectation': 2,
  'shallow-baseline': 3,
  'reject-without-settling': 4,
  'skill-whitelist': 5,
  'host-route-availability': 6,
  'diagnostic-live': 7,
  'diagnostic-recovery': 7,
  'diagnostic-revalidation': 7,
  'readback-by-hook': 8,
  'capacity-truncation': 9,
  'web-off-hides-market': 10,
  'host-veto-ignored': 11,
  'early-only': 12,
  'final-only': 12,
  'ignores-order': 13,
  'ignores-descriptions': 13,
  'ignores-nested-schema': 13,
};
const CARELESS = [
  'difference-swapped',
  'unreadable-at-root',
  'names-only',
  'set-compare',
  'trimmed-descriptions',
  'normalized-descriptions',
  'case-insensitive-names',
  'baseline-after-hooks',
  'dedupe-before-check',
  'settles-twice',
  'child-closes-main',
  'wrong-rejection-phase',
  'dispatch-recorded-twice',
  'provider-called-twice',
  'provider-failure-unreported',
  'request-shares-registry',
  'drops-publishable',
  'cache-too-coarse',
  'json-stringify-compare',
  'rereads-at-dispatch',
  'writes-own-receipt',
  'registry-order',
  'shared-projection',
  'entry-claims-outcome',
  'summary-unchecked',
  'summary-early-only',
  'summary-not-sent',
  'summary-reread-at-dispatch',
  'unbound-gateway-facts',
  'shared-baseline-slot',
  'one-tool-per-route',
  'registry-updated-in-place',
  'budget-hides-read',
  'window-keeps-read',
  'narrowing-ignored',
  'trusts-getters',
  'no-proxy-check',
  'lenient-numbers',
  'assigns-keys',
  'visited-set-cycles',
];

describe('FAULTS', () => {
  it('holds exactly the historic and careless faults, each once', () => {
    expect(FAULTS.map((f) => f.id).sort()).toEqual([...Object.keys(HISTORIC), ...CARELESS].sort());
  });

  it('covers every item of A34-SPEC §8 and says where each historic fault stands', () => {
    for (const fault of FAULTS)
      expect(fault.origin === 'historic' ? fault.historic : undefined).toBe(HISTORIC[fault.id]);
    expect(new Set(FAULTS.flatMap((f) => (f.historic === undefined ? [] : [f.historic])))).toEqual(
      new Set(Array.from({ length: 13 }, (_, i) => i + 1)),
    );
  });

  it('names each adapter after its fault and states the bug in one line', () => {
    for (const fault of FAULTS) {
      expect(fault.adapter.name).toBe(fault.id);
      expect(fault.bug).not.toMatch(/\n/);
      expect(fault.title.length).toBeGreaterThan(0);
    }
  });

  it('finds a fault by id and throws naming the known ids for a typo', () => {
    expect(faultById('early-only').part).toBe('finalParity');
    expect(() => faultById('early-onyl')).toThrow(/faultById: no fault "early-onyl"; known: final-only-with-hooks/);
  });

  it('keeps each fault in a file named after its id, and nothing else beside the catalog and _internals', () => {
    const dir = new URL('../../src/faults/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'catalog.ts');
    expect(files.sort()).toEqual(FAULTS.map((f) => `${f.id}.ts`).sort());
    for (const fault of FAULTS)
      expect(readFileSync(new URL(`${fault.id}.ts`, dir), 'utf8')).toContain(`id: '${fault.id}'`);
  });

  it('records every part a fault swaps: one closure may swap several that share state', () => {
    expect(faultById('early-only').swaps).toEqual(['finalParity']);
    expect(faultById('baseline-after-hooks').swaps).toEqual(['earlyParity', 'narrow']);
    expect(faultById('drops-publishable').swaps).toEqual(['attachPublication', 'settleRejection']);
  });
});
