import { describe, expect, it } from 'vitest';
import { FAULTS } from '../../src/faults/catalog.js';
import { RED_CASES_DIR, loadRedCases } from '../../src/suite/red/index.js';
import { runRedCase } from '../../src/suite/red/run-red-case.js';
import { BRIEF_FAULTS } from './brief-faults.js';

const { cases } = loadRedCases(RED_CASES_DIR);

/** The RED case written against each fault; it must kill it. Faults no single-turn RED case can reach are killed by properties (test/kill-matrix.test.ts). */
const WRITTEN_AGAINST = FAULTS.flatMap((fault) => {
  const red = BRIEF_FAULTS[fault.id]?.red;
  return typeof red === 'string' ? [[fault.id, red, fault] as const] : [];
});

// Each fault meets only the case written against it: which other cases also kill it is the kill matrix's table
// (`a34-verify kill-matrix`, RED cells included), where every case meets every fault.
describe('kill matrix, RED half', () => {
  it.each(WRITTEN_AGAINST)('%s is killed by its RED case, %s', async (faultId, redId, fault) => {
    const redCase = cases.find((c) => c.id === redId);
    expect(redCase, `RED case ${redId} is not in ${RED_CASES_DIR}`).toBeDefined();
    if (redCase === undefined) return;
    const result = await runRedCase(fault.adapter, redCase);
    expect(result.status, `${redId} passed on ${faultId}`).toBe('failed');
  });
});
