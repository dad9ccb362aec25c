import { describe, expect, it } from 'vitest';
import { rejectWithoutSettling } from '../../src/faults/reject-without-settling.js';
import { settlesTwice } from '../../src/faults/settles-twice.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { RED_CASES_DIR, loadRedCases } from '../../src/suite/red/index.js';
import type { RedCase } from '../../src/suite/red/red-case.js';
import { runRedCase } from '../../src/suite/red/run-red-case.js';

const { cases } = loadRedCases(RED_CASES_DIR);
const byId = (id: string): RedCase => {
  const found = cases.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no RED case ${id}`);
  return found;
};

describe(runRedCase.name, () => {
  it('reports a broken expectation as data, naming what was seen', async () => {
    const wrong: RedCase = {
      ...byId('pre-dispatch-delete'),
      expect: { verdict: 'accepted', surfaceIncludes: ['documents__cite'] },
    };
    const result = await runRedCase(referenceAdapter, wrong);
    expect(result.status).toBe('failed');
    expect(result.actual.verdict).toBe('rejected-final');
    expect(result.message).toMatch(/verdict rejected-final .*expected accepted/);
    expect(result.message).toMatch(/documents__cite missing/);
  });

  it('turns a system that throws instead of settling into a failed result', async () => {
    const result = await runRedCase(rejectWithoutSettling.adapter, byId('pre-dispatch-delete'));
    expect(result).toMatchObject({ status: 'failed', actual: { verdict: 'threw' } });
  });

  it('names every ledger event when a reservation is not closed exactly once', async () => {
    const result = await runRedCase(settlesTwice.adapter, byId('pre-dispatch-delete'));
    expect(result.actual.settlement).toBe(
      'irregular: failure(pre_dispatch_rejected)@pre-dispatch-delete, failure(pre_dispatch_rejected)@pre-dispatch-delete',
    );
  });

  it('checks the surface the provider decoded, not the one the system reports', async () => {
    const result = await runRedCase(referenceAdapter, byId('accepted-wire-encoding'));
    expect(result.actual.surface).toHaveLength(10);
  });
});
