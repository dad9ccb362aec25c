// What starting one implementation process costs in a clone, where it loads the host and the reference through tsx:
// `npm test` starts about 33 of them. Usage: npx tsx bench/worker-start.ts [--starts=8]
import { readFileSync } from 'node:fs';
import { BoundaryFailure } from '../src/harness/isolation/boundary-failure.js';
import { ImplementationWorker } from '../src/harness/isolation/implementation-worker.js';
import { ChildrenOf } from '../src/harness/isolation/process-group.js';
import { referenceRef } from '../src/harness/isolation/reference-ref.js';
import { statCpuSeconds, ticksPerSecond } from './thread-cpu.js';

const starts = Number(process.argv.find((a) => a.startsWith('--starts='))?.slice('--starts='.length) ?? 8);
const hz = ticksPerSecond();
const ours = new ChildrenOf(process.pid);

/** Our children that run node: each start's implementation process (the group reaper is a `sh`). */
const nodeChildren = (): Set<number> =>
  new Set(ours.now().filter((pid) => readFileSync(`/proc/${pid}/comm`, 'latin1').trim() === 'node'));

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
  if (pid !== undefined) cpus.push(statCpuSeconds(readFileSync(`/proc/${pid}/stat`, 'latin1'), hz) * 1000);
  worker.end(() => new BoundaryFailure('exit', 'import', 'bench: ended after its start', true));
}
ours.close();
console.log(
  `${starts} starts of an implementation process (the reference, through tsx), fork to ready: ` +
    `median ${median(walls).toFixed(0)} ms wall [${walls.map((w) => w.toFixed(0)).join(' ')}], ` +
    `median ${median(cpus).toFixed(0)} ms of its CPU [${cpus.join(' ')}]`,
);
