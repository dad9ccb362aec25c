import { describe, expect, it } from 'vitest';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { expectLyingOutcome, expectedLieVerdict, lieCheck, notAfter, type Lie } from '../../src/harness/lies/index.js';
import { onOneBranch } from '../../src/harness/judge/index.js';
import type { FaultSchedule, Mutation } from '../../src/harness/scenario.js';
import { etfLyingScenario } from './etf-scenario.js';

const project = referenceAdapter.createSystem().project;
const nan = (stage: Lie['stage']): Lie => ({ kind: 'nan', stage, target: 0, pick: 0 });
const deleteAt = (stage: Mutation['stage']): Mutation => ({
  kind: 'delete',
  variant: 'remove',
  stage,
  target: 0,
  pick: 0,
});
const expectFor = (lie: Lie, faults: FaultSchedule = { providerFails: false }, mutations: Mutation[] = []) =>
  expectLyingOutcome({ ...etfLyingScenario(lie, mutations), faults }, project);

describe(expectLyingOutcome.name, () => {
  it('a lie alone is rejected at its check', () => {
    expect(expectFor(nan('extension'))).toMatchObject({ outcome: 'rejected', stage: 'early', byLie: true });
    expect(expectFor(nan('async_preparation'))).toMatchObject({ outcome: 'rejected', stage: 'final', byLie: true });
  });

  it('an earlier rejection decides: an extension change before a later lie, a failing step before the check', () => {
    expect(expectFor(nan('pre_dispatch'), undefined, [deleteAt('extension')])).toMatchObject({
      outcome: 'rejected',
      stage: 'early',
      byLie: false,
    });
    expect(expectFor(nan('extension'), { throwAt: 'extension', providerFails: false })).toMatchObject({
      stage: 'preparation',
      byLie: false,
    });
    expect(expectFor(nan('context_fitting'), { hangAt: 'pre_dispatch', providerFails: false })).toMatchObject({
      stage: 'preparation',
      byLie: false,
    });
  });

  it("a failing step after the lie's check does not save the lie", () => {
    expect(expectFor(nan('context_fitting'), { abortAt: 'after_final_check', providerFails: false })).toMatchObject({
      outcome: 'rejected',
      stage: 'final',
      byLie: true,
    });
  });

  it('an honest look-alike and a lie after the final check leave the ordinary outcome', () => {
    expect(expectFor({ kind: 'shared-reference', stage: 'pre_dispatch', target: 0, pick: 0 })).toMatchObject({
      outcome: 'dispatched',
      byLie: false,
    });
    expect(expectFor(nan('after_final_check'), { providerFails: true })).toMatchObject({
      outcome: 'provider_failed',
      byLie: false,
    });
  });
});

describe('lie helpers', () => {
  it('verdicts and checks follow the stage', () => {
    expect(expectedLieVerdict(nan('extension'))).toBe('rejected');
    expect(expectedLieVerdict(nan('after_final_check'))).toBe('dispatched-honest');
    expect(expectedLieVerdict({ kind: 'shared-reference', stage: 'evidence_assembly' })).toBe('accepted');
    expect([lieCheck(nan('extension')), lieCheck(nan('pre_dispatch')), lieCheck(nan('after_final_check'))]).toEqual([
      'early',
      'final',
      undefined,
    ]);
  });

  it('onOneBranch: at, above or below, never beside', () => {
    expect(onOneBranch('$[1]', '$[1].inputSchema')).toBe(true);
    expect(onOneBranch('$[1].inputSchema.properties.q', '$[1]')).toBe(true);
    expect(onOneBranch('$', '$[3]["x-cycle"]')).toBe(true);
    expect(onOneBranch('$[1]', '$[10]')).toBe(false);
    expect(onOneBranch('$[1].name', '$[1].description')).toBe(false);
  });

  it('onOneBranch compares parsed steps: two spellings of one place agree, a path that does not parse is on no branch', () => {
    expect(onOneBranch('$[1]["inputSchema"]', '$[1].inputSchema.properties')).toBe(true);
    expect(onOneBranch('$.entrySummary', '$["entrySummary"][2]')).toBe(true);
    expect(onOneBranch('$[1].inputSchema.properties.2fa', '$[1]')).toBe(false);
    expect(onOneBranch('$[1].inputSchema', '$[1].inputSchemaX')).toBe(false);
  });

  it("notAfter moves a later mutation to the lie's stage and leaves an earlier one", () => {
    expect(notAfter(deleteAt('after_final_check'), nan('context_fitting')).stage).toBe('context_fitting');
    expect(notAfter(deleteAt('extension'), nan('context_fitting')).stage).toBe('extension');
  });
});
