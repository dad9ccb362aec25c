import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { endGroup } from '../../src/harness/isolation/process-group.js';
import { tempDir } from '../cli/helpers.js';

const HOST = new URL('./fixtures/implementation-host.mjs', import.meta.url).pathname;
const { dir, cleanup } = tempDir('reaper');
const started: number[] = [];
const hosts: ChildProcess[] = [];
// Also when a test fails half-way: no host and no looping implementation outlives the file.
afterAll(() => {
  for (const host of hosts) host.kill('SIGKILL');
  for (const pgid of started) endGroup(pgid);
  cleanup();
});

const alive = (pid: number): boolean => {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return false;
  }
};

async function until(holds: () => boolean, ms: number): Promise<boolean> {
  for (const end = performance.now() + ms; performance.now() < end; await sleep(50)) if (holds()) return true;
  return holds();
}

/** Starts a host in `mode` and returns it with the pid of the implementation it started, once that is looping. */
async function hostWithLoopingImplementation(mode: 'process' | 'thread') {
  const pidFile = join(dir, `${mode}.pid`);
  const host = spawn(process.execPath, [HOST, mode], {
    env: { ...process.env, A34_TEST_PID_FILE: pidFile },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  hosts.push(host);
  expect(await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '', 30_000)).toBe(true);
  const implementation = Number(readFileSync(pidFile, 'utf8'));
  started.push(implementation);
  expect(alive(implementation)).toBe(true);
  return { host, implementation };
}

// The looping implementation never reads its channel, so only something outside it can end it once its harness is gone.
describe('an implementation whose harness goes away without running its own code is ended', () => {
  it('when the harness process is killed by a signal', async () => {
    const { host, implementation } = await hostWithLoopingImplementation('process');
    host.kill('SIGKILL');
    expect(await until(() => !alive(implementation), 10_000)).toBe(true);
  }, 60_000);

  it('when the worker thread that started it is terminated, while the harness process lives on', async () => {
    const { host, implementation } = await hostWithLoopingImplementation('thread');
    const terminated = new Promise((resolve) => host.stdout?.once('data', resolve));
    host.stdin?.write('go\n');
    await terminated;
    expect(await until(() => !alive(implementation), 10_000)).toBe(true);
    expect(host.exitCode).toBe(null);
  }, 60_000);
});
