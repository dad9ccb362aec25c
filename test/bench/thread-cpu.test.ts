import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { threadCpuTable, watchThreadCpu } from '../../bench/thread-cpu.js';

// A main thread and a worker thread that each spin a fixed number of turns, and a forked child of its own group.
const spin = (turns: number): string =>
  `let x = 0; for (let i = 0; i < ${turns}; i++) x += i % 7; if (x < 0) console.log(x);`;
const SPIN = spin(1e8);
// A few tenths of a second each: the table is asked to list threads from 0.02 s, where the gate's lists from 0.5 s.
const LISTED_FROM = 0.02;
const SCRIPT = `
const { Worker } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const w = new Worker(${JSON.stringify(spin(2e8))}, { eval: true });
${SPIN}
const c = spawn(process.execPath, ['-e', ${JSON.stringify(SPIN)}], { detached: true, stdio: 'ignore' });
let left = 2; const done = () => { if (--left === 0) process.exit(0); };
w.on('exit', done); c.on('exit', done);
`;

describe.skipIf(process.platform !== 'linux')('watchThreadCpu (the stage bench, /proc per thread)', () => {
  it("charges each thread of a group's processes, and of the processes they forked into groups of their own", async () => {
    const child = spawn(process.execPath, ['-e', SCRIPT], { detached: true, stdio: 'ignore' });
    const watch = watchThreadCpu(child.pid as number, 50);
    await new Promise((resolve) => child.on('exit', resolve));
    const processes = watch.stop();
    const parent = processes.find((p) => p.pid === child.pid);
    expect(parent).toBeDefined();
    const main = parent?.threads.find((t) => t.tid === child.pid)?.seconds ?? 0;
    const worker = parent?.threads.filter((t) => t.tid !== child.pid)[0]?.seconds ?? 0;
    expect(main).toBeGreaterThan(LISTED_FROM);
    expect(worker).toBeGreaterThan(LISTED_FROM);
    const forked = processes.find((p) => p.pid !== child.pid && p.command.includes('-e'));
    expect(forked?.threads[0]?.seconds ?? 0).toBeGreaterThan(LISTED_FROM);
    const table = threadCpuTable(processes, (p) => (p.pid === child.pid ? 'parent' : 'forked'), LISTED_FROM);
    expect(table).toMatch(/\| parent \| \d+\.\d s \| \d+\.\d s \| \d+\.\d/);
    expect(table).toMatch(/\| forked \|/);
  }, 60_000);
});
