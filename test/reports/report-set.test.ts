import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPORT_SETS } from '../../src/reports/report-set.js';
import { defaultReporters, writeReports } from '../../src/reports/write-reports.js';
import { bundledScript } from '../cli/bundled-script.js';
import { ROOT, tempDir } from '../cli/helpers.js';
import { fixtureReport } from './fixture.js';

const NAMES = defaultReporters().map((r) => r.fileName);
/** Files of other tools in the same folder: a report set never touches them. */
const OTHERS = { 'bench.json': '{"bench":1}\n', 'kill-matrix.html': '<p>matrix</p>\n', 'mutation.json': '{}\n' };

const { dir: root, cleanup } = tempDir('report-set');
afterAll(cleanup);
// Started a dozen times, each killed at a step: bundled once rather than compiled by tsx at every start.
const WRITER = bundledScript(join(ROOT, 'test/reports/fixtures/write-report-set.ts'), root);

/**
 * Runs the writer in a process of its own and returns the steps it named; with `killAtStep` it stalls after
 * that step and is SIGKILLed there; with `killAtStep` 0 it only names its steps.
 */
function writer(dir: string, name: string, killAtStep?: number): Promise<string[]> {
  const stall = killAtStep === undefined ? {} : { A34_TEST_ONLY_STALL_REPORT_SET_AFTER_STEP: String(killAtStep) };
  const env = { ...process.env, ...stall };
  const child = spawn(process.execPath, [WRITER, dir, name], { cwd: ROOT, env });
  const steps: string[] = [];
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    for (const m of err.matchAll(/^report set step \d+: (.+)$/gm))
      if (!steps.includes(m[1] ?? '')) steps.push(m[1] ?? '');
    if (killAtStep !== undefined && killAtStep > 0 && steps.length >= killAtStep) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code, signal) =>
      code === 0 || signal === 'SIGKILL' ? resolve(steps) : reject(new Error(`writer failed (${code}): ${err}`)),
    ),
  );
}

/** Runs the tasks at most `n` at a time: each starts a process, and the machine has few cores. */
async function inBatches(tasks: readonly (() => Promise<void>)[], n = 3): Promise<void> {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: n }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await next();
    }),
  );
}

/** Which run each report file shows ('absent' when the name shows no file): a whole set shows one run. */
const shown = (dir: string): string[] =>
  NAMES.map((name) => {
    try {
      const text = readFileSync(join(dir, name), 'utf8');
      return ['old', 'new', 'third'].filter((run) => text.includes(`run-${run}-adapter`)).join('+') || 'unknown';
    } catch {
      return 'absent';
    }
  });

/** A folder as an older a34-verify left it: plain report files of run "old", beside other tools' files. */
function legacyFolder(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const old = { ...fixtureReport, adapter: 'run-old-adapter' };
  for (const r of defaultReporters()) writeFileSync(join(dir, r.fileName), r.render(old));
  for (const [file, text] of Object.entries(OTHERS)) writeFileSync(join(dir, file), text);
}

const expectOthersUntouched = (dir: string): void => {
  for (const [file, text] of Object.entries(OTHERS)) expect(readFileSync(join(dir, file), 'utf8')).toBe(text);
};

describe('reports are written as one set', () => {
  it('a writer killed at any step leaves wholly the old set or wholly the new one; the next run cleans up', async () => {
    const base = join(root, 'base');
    legacyFolder(base);
    // One whole write first, to learn the steps (plain files adopted, then a later write over a set).
    const first = join(root, 'first');
    cpSync(base, first, { recursive: true });
    const adoptSteps = await writer(first, 'run-new-adapter', 0);
    expect(adoptSteps).toEqual([
      ...NAMES.map((n) => `wrote ${n}`),
      'legacy set',
      ...NAMES.map((n) => `linked ${n}`),
      'switched',
    ]);
    // Each kind of step once (a first and a last file, the legacy set, a first and a last link, the switch),
    // adopting plain files and writing over a set: each kill costs a process start.
    const points = [
      ...[1, 4, 5, 6, 9, 10].map((at) => ({ from: base, at })),
      ...[1, 4, 5].map((at) => ({ from: 'set', at })),
    ];
    const setFolder = join(root, 'set');
    cpSync(base, setFolder, { recursive: true });
    await writer(setFolder, 'run-old-adapter');
    await inBatches(
      points.map(({ from, at }, i) => async () => {
        const dir = join(root, `kill-${i}`);
        cpSync(from === 'set' ? setFolder : from, dir, { recursive: true, verbatimSymlinks: true });
        await writer(dir, 'run-new-adapter', at);
        const runs = shown(dir);
        // Before the switch the old set, after it the new one: never two runs, never a missing file.
        expect(new Set(runs).size, `killed after step ${at} (${from === 'set' ? 'set' : 'plain files'}): ${runs}`).toBe(
          1,
        );
        expect(['old', 'new']).toContain(runs[0]);
        expectOthersUntouched(dir);
        await writeReports({ ...fixtureReport, adapter: 'run-third-adapter' }, dir);
        expect(shown(dir)).toEqual(NAMES.map(() => 'third'));
        expectOthersUntouched(dir);
        // What the killed writer left (its set, its temp links) is gone: one switch and one set remain.
        expect(readdirSync(join(dir, REPORT_SETS)).length).toBe(2);
        expect(readdirSync(dir).sort()).toEqual([REPORT_SETS, ...NAMES, ...Object.keys(OTHERS)].sort());
      }),
    );
  }, 120_000);
});
