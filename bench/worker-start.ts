// What starting one implementation process costs in a clone, where it loads the host and the reference through tsx:
// `npm test` starts about 33 of them. Usage: npx tsx bench/worker-start.ts [--starts=8]
import { readdirSync, readFileSync } from 'node:fs';
import { BoundaryFailure } from '../src/harness/isolation/boundary-failure.js';
import { ImplementationWorker } from '../src/harness/isolation/implementation-worker.js';
import { statFields } from '../src/harness/isolation/process-group.js';
import { referenceRef } from '../src/harness/isolation/reference-ref.js';
import { ticksPerSecond } from './thread-cpu.js';

const starts = Number(process.argv.find((a) => a.startsWith('--starts='))?.slice('--starts='.length) ?? 8);
const TICK_MS = 1000 / ticksPerSecond();

/** Our forked children that run node: each start's implementation process (the group reaper is a `sh`). */
function nodeChildren(): Set<number> {
  const pids = new Set<number>();
  for (const tid of readdirSync('/proc/self/task'))
    for (const pid of readFileSync(`/proc/self/task/${tid}/children`, 'latin1').split(' ').filter(Boolean))
      if (readFileSync(`/proc/${pid}/comm`, 'latin1').trim() === 'node') pids.add(Number(pid));
  return pids;
}

/** CPU the kernel charged a process's threads so far (user + system). */
function cpuMs(pid: number): number {
  const fields = statFields(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const walls: number[] = [];
const cpus: number[] = [];
for (let i = 0; i < starts; i++) {
  const before = nodeChildren();
  const started = performance.now();
  const worker = new ImplementationWorker(referenceRef());
  await worker.ready;
  walls.push(performance.now() - started);
  const [pid] = [...nodeChildren()].filter((p) => !before.has(p));
  if (pid !== undefined) cpus.push(cpuMs(pid));
  worker.end(() => new BoundaryFailure('exit', 'import', 'bench: ended after its start', true));
}
console.log(
  `${starts} starts of an implementation process (the reference, through tsx), fork to ready: ` +
    `median ${median(walls).toFixed(0)} ms wall [${walls.map((w) => w.toFixed(0)).join(' ')}], ` +
    `median ${median(cpus).toFixed(0)} ms of its CPU [${cpus.join(' ')}]`,
);
