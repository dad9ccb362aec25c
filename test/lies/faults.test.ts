import { inProcessSystem } from '../../src/harness/isolation/in-process.js';
import { describe, expect, it } from 'vitest';
import { FAULTS, LIE_FAULTS } from '../../src/faults/catalog.js';
import { checkLyingScenario, runLyingScenario, type Lie } from '../../src/harness/lies/index.js';
import { etfLyingScenario } from './etf-scenario.js';

/** One lie each fault is fooled by (a JSON-minded or careless reader), at a stage only the final check sees. */
const FOOLED_BY: Record<string, { lie: Lie; outcome: 'dispatched' | 'rejected' }> = {
  'trusts-getters': {
    lie: { kind: 'flipping-getter', stage: 'pre_dispatch', target: 0, pick: 0 },
    outcome: 'dispatched',
  },
  'no-proxy-check': { lie: { kind: 'proxy', stage: 'pre_dispatch', target: 0, pick: 0 }, outcome: 'dispatched' },
  'lenient-numbers': {
    lie: { kind: 'negative-zero', stage: 'pre_dispatch', target: 0, pick: 0 },
    outcome: 'dispatched',
  },
  'assigns-keys': { lie: { kind: 'proto-key', stage: 'pre_dispatch', target: 0, pick: 0 }, outcome: 'dispatched' },
  'visited-set-cycles': {
    lie: { kind: 'shared-reference', stage: 'pre_dispatch', target: 0, pick: 0 },
    outcome: 'rejected',
  },
};

describe('LIE_FAULTS', () => {
  it('are careless slips, named after their adapter, one line each, part of the catalog', () => {
    const catalog = new Set(FAULTS.map((f) => f.id));
    for (const fault of LIE_FAULTS) {
      expect(fault).toMatchObject({ origin: 'careless', part: 'finalParity' });
      expect(fault.adapter.name).toBe(fault.id);
      expect(fault.bug).not.toMatch(/\n/);
      expect(catalog.has(fault.id)).toBe(true);
    }
    expect(Object.keys(FOOLED_BY).sort()).toEqual(LIE_FAULTS.map((f) => f.id).sort());
  });

  it.each(LIE_FAULTS.map((f) => [f.id, f] as const))(
    '%s dispatches an honest request exactly as the reference does',
    async (_id, fault) => {
      const honest = { ...etfLyingScenario({ kind: 'nan', stage: 'extension', target: 0, pick: 0 }), lie: undefined };
      const observation = await runLyingScenario(fault.adapter.createSystem(), honest);
      expect(observation.outcome.outcome).toBe('dispatched');
    },
  );

  it.each(LIE_FAULTS.map((f) => [f.id, f] as const))('%s is fooled by its lie', async (id, fault) => {
    const { lie, outcome } = FOOLED_BY[id] as (typeof FOOLED_BY)[string];
    const { run, findings } = await checkLyingScenario(
      inProcessSystem(fault.adapter.createSystem()),
      etfLyingScenario(lie),
    );
    expect(run.status === 'settled' && run.value.outcome.outcome).toBe(outcome);
    expect(findings.length).toBeGreaterThan(0);
  });
});
