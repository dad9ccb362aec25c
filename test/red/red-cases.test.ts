import { describe, expect, it } from 'vitest';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { formatIssue } from '../../src/suite/corpus/input-issue.js';
import { RED_CASES_DIR, loadRedCases } from '../../src/suite/red/index.js';
import { runRedCase } from '../../src/suite/red/run-red-case.js';

const catalog = loadRedCases(RED_CASES_DIR);

describe('RED catalog on the reference', () => {
  it('loads every case file', () => {
    expect(catalog.errors.map(formatIssue)).toEqual([]);
    expect(catalog.cases.length).toBeGreaterThanOrEqual(30);
  });

  it("holds the seed's 13 pre-dispatch REDs, each rejected by final parity", () => {
    const pre = catalog.cases.filter((c) => c.source === 'seed §5: 13 pre-dispatch REDs');
    expect(pre).toHaveLength(13);
    expect(pre.every((c) => c.expect.verdict === 'rejected-final')).toBe(true);
    // Both paths of the seed: with hooks installed, and with only the runtime's own steps.
    expect(pre.some((c) => c.mutations?.every((m) => m.via === 'assembly'))).toBe(true);
    expect(pre.some((c) => c.mutations?.some((m) => m.via !== 'assembly'))).toBe(true);
  });

  it.each(catalog.cases.map((c) => [c.id, c] as const))('%s passes', async (_id, redCase) => {
    const result = await runRedCase(referenceAdapter, redCase);
    expect(result.message).toBe('ok');
    expect(result.status).toBe('passed');
  });
});
