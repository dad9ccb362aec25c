import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readKillMatrixSpeed, runGate } from '../../bench/gate.js';

const dir = mkdtempSync(join(tmpdir(), 'a34-gate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('gate', () => {
  it('reports a command that fails as "not run", without throwing', async () => {
    const result = await runGate({ command: 'echo "harness CLI missing" >&2; exit 3', cwd: dir, reportsDir: dir });

    expect(result.status).toBe('not run');
    if (result.status === 'not run') expect(result.reason).toContain('exit 3');
  });

  it('measures a command that succeeds', async () => {
    const result = await runGate({ command: 'true', cwd: dir, reportsDir: dir });

    expect(result.status).toBe('ran');
    if (result.status === 'ran') expect(result.wallSeconds).toBeGreaterThanOrEqual(0);
  });

  it('reads per fault the fastest killing property from the CLI kill-matrix report', () => {
    const cells = [
      {
        fault: 'f1',
        check: 'p-slow',
        kind: 'property',
        killed: true,
        runsToFirstFailure: 40,
        shrinks: 3,
        durationMs: 900,
      },
      {
        fault: 'f1',
        check: 'p-fast',
        kind: 'property',
        killed: true,
        runsToFirstFailure: 3,
        shrinks: 1,
        durationMs: 1500,
      },
      { fault: 'f1', check: 'red-1', kind: 'red', killed: true, runsToFirstFailure: 1, shrinks: 0, durationMs: 5 },
      { fault: 'f2', check: 'p-fast', kind: 'property', killed: false, shrinks: 0, durationMs: 700 },
    ];
    const path = join(dir, 'kill-matrix.json');
    writeFileSync(path, JSON.stringify({ faults: [], cells, survivors: ['f2'], idleChecks: [] }));

    const speed = readKillMatrixSpeed(path);

    expect(speed?.faults).toEqual([
      { fault: 'f1', runsToFirstFailure: 3, secondsToCounterexample: 1.5, killedBy: 'p-fast' },
      { fault: 'f2', runsToFirstFailure: undefined, secondsToCounterexample: undefined, killedBy: undefined },
    ]);
    expect(speed?.medianRuns).toBe(3);
  });
});
