import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAULTS, faultById } from '../../src/faults/catalog.js';
import { BRIEF_FAULTS } from './brief-faults.js';

const HISTORIC = Object.fromEntries(
  Object.entries(BRIEF_FAULTS).flatMap(([id, f]) => (f.section === undefined ? [] : [[id, f.section] as const])),
);
const CARELESS = Object.keys(BRIEF_FAULTS).filter((id) => BRIEF_FAULTS[id]?.section === undefined);

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
    // A faulty guard names the guard step it swaps, not the pipeline parts every guard-backed variant replaces.
    expect(faultById('guard-names-only').swaps).toEqual(['guard.checkBytes']);
    expect(faultById('guard-forwards-before-check').swaps).toEqual(['guard.wrapFetch']);
  });
});
