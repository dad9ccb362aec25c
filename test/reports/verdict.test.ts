import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../src/reports/verdict.js';
import { fixtureReport } from './fixture.js';

const passing = { ...fixtureReport, properties: fixtureReport.properties.filter((p) => p.status === 'passed') };
const clean = {
  ...passing,
  red: [],
  killMatrix: undefined,
  inputErrors: [],
  coverage: { ...fixtureReport.coverage, shortfalls: [] },
};

describe(verdictOf.name, () => {
  it('says checks, coverage and inputs apart, then which of them set the exit', () => {
    const v = verdictOf(fixtureReport);
    expect(v.exit).toBe('failed');
    expect(v.lines[0]).toBe(
      'checks: 4 checks failed: parity.extension-mutation-rejected-early, parity.rename-rejected, settlement.closes-once (flaky), red laundered-delete',
    );
    expect(v.lines[1]).toMatch(/^coverage: 9 cells under the floor of 3: /);
    expect(v.lines[2]).toBe('inputs: 2 bad inputs (1 check stopped by invalid adapter results)');
    expect(v.lines.at(-1)).toBe('exit 1: checks failed and coverage fell short');
  });

  it('counts the headline so it adds up to the properties table', () => {
    const invalid = { ...fixtureReport.properties[1]!, id: 'x', cause: 'adapter-result' as const };
    const v = verdictOf({ ...fixtureReport, properties: [...fixtureReport.properties, invalid] });
    expect(v.line).toMatch(/^2 failed, 1 flaky, 2 passed, 1 invalid of 6 properties/);
  });

  it('exits 1 for a coverage shortfall alone, 2 for bad input alone, 0 only for a clean run', () => {
    expect(verdictOf({ ...clean, coverage: fixtureReport.coverage }).lines.at(-1)).toBe('exit 1: coverage fell short');
    expect(verdictOf({ ...clean, coverage: fixtureReport.coverage, grep: 'x' }).exit).toBe('ok');
    expect(verdictOf({ ...clean, inputErrors: fixtureReport.inputErrors }).exit).toBe('input');
    expect(verdictOf(clean)).toMatchObject({ exit: 'ok', level: 'pass' });
  });
});
