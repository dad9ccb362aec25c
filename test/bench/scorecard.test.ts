import { describe, expect, it } from 'vitest';
import { scorecard, scorecardTable } from '../../bench/scorecard.js';

const parityGroup = (tools: number, ratio: number) => ({
  tools,
  case: 'equal' as const,
  floorMs: 1,
  contenders: { 'reference: final parity + dispatched bytes': { ms: ratio, ratio } },
});

describe('issue 17 scorecard', () => {
  it('has every row of the issue, and only a measured row gets PASS or MISS', () => {
    const rows = scorecard({
      parity: [parityGroup(100, 1.05), parityGroup(1_000, 2.5)],
      requests: [{ tools: 200, floorMs: 1, requestMs: 2, ratio: 2 }],
      harness: { status: 'not run', reason: 'no generators' },
      gate: undefined,
      full: undefined,
    });

    expect(rows.map((r) => r.today)).toEqual([
      '26.1 s',
      '98 s',
      '≈ 12 min',
      '5.9×',
      '408 MB',
      '≈ 20×',
      '3.7×',
      '4.6×',
      '1',
      '0.85 s',
    ]);
    expect(rows.map((r) => r.pass)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      true,
      true,
      false,
      undefined,
      undefined,
    ]);
    expect(rows[0]?.note).toBe('needs --gate');
    expect(rows[1]?.note).toBe('needs --gate --full');
    expect(scorecardTable(rows)).toContain('| 2.50× | MISS |');
  });

  it('counts a slow run that failed as not measured, never as a pass', () => {
    const failed = { command: 'npm test', wallSeconds: 10, cpuSeconds: 15, peakRssMb: 100, exitCode: 1, tail: 'red' };
    const [, npmTest] = scorecard({
      parity: [],
      requests: [],
      harness: { status: 'not run', reason: 'x' },
      gate: undefined,
      full: { npmTest: failed, killMatrix: { ...failed, exitCode: 0 }, cores: 2 },
    });

    expect(npmTest).toMatchObject({ measured: undefined, pass: undefined, note: 'exit 1: red' });
  });

  it("says a slow run's floor: its CPU over the machine's cores", () => {
    const run = { command: 'npm test', wallSeconds: 150, cpuSeconds: 280, peakRssMb: 100, exitCode: 0, tail: '' };
    const [, npmTest, killMatrix] = scorecard({
      parity: [],
      requests: [],
      harness: { status: 'not run', reason: 'x' },
      gate: undefined,
      full: { npmTest: run, killMatrix: { ...run, cpuSeconds: undefined }, cores: 2 },
    });

    expect(npmTest).toMatchObject({ measured: 150, pass: false, note: 'floor 2.3 min: 280 s of CPU over 2 cores' });
    expect(killMatrix?.note).toBeUndefined();
  });
});

describe('the gate row and its floor', () => {
  it('says the floor the same cases set in one thread, beside a measured gate', () => {
    const [wall, , , , rss] = scorecard({
      parity: [],
      requests: [],
      harness: { status: 'not run', reason: 'x' },
      gate: { status: 'ran', command: 'npm run harness', wallSeconds: 30, peakRssMb: 500 },
      full: undefined,
      floor: {
        properties: 39,
        runsPerProperty: 200,
        seed: 1,
        generationCpuSeconds: 12,
        inProcessCpuSeconds: 36,
        cores: 2,
        floorWallSeconds: 18,
      },
    });
    expect(wall).toMatchObject({ measured: 30, pass: false });
    expect(wall?.note).toMatch(/^floor 18\.0 s: .* 36\.0 s of CPU \(generation 12\.0 s\) over 2 cores$/);
    expect(rss?.note).toBeUndefined();
  });
});
