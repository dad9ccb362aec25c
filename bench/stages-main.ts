import { remapProfiles } from './remap-profiles.js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { timed, type Timed } from './gate.js';
import { mdTable, verdict } from './markdown.js';
import { measureCaseCosts } from './stage-floors.js';
import { stageSamples } from './stage-profile.js';
import { stageRows, stageSplits, stageTable } from './stage-table.js';
import { type ProcessCpu, threadCpuTable } from './thread-cpu.js';
import { MODULE_TIMES_ENV } from './vitest-module-times.js';
import { moduleTimesBeside, vitestTables, vitestTimes } from './vitest-slowest.js';

/**
 * Issue 35: where the `pr` gate's CPU goes, stage by stage, and its three targets. Runs the compiled gate once
 * under `node --cpu-prof` (every thread writes a profile) and `/usr/bin/time`, splits the profiles' samples by
 * stage (`stage-map.ts`), and applies the shares to the measured CPU.
 *   npx tsx bench/stages-main.ts                       # build, profile the gate, print the tables
 *   npx tsx bench/stages-main.ts --npm-test            # also time `npm test` (JSON reporter: slowest files and tests)
 *   npx tsx bench/stages-main.ts --vitest-json=FILE    # tabulate an earlier `vitest run --reporter=json` instead
 *   npx tsx bench/stages-main.ts --profiles=DIR --cpu=S --wall=S --rss=MB   # re-read an earlier profiled run
 */
const TARGETS = { gateWallSeconds: 25, gateCpuSeconds: 45, npmTestWallSeconds: 120 } as const;
const PROFILE_INTERVAL_US = 1000;

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const log = (text: string): void => void process.stderr.write(`stages: ${text}\n`);
const load = (): string => loadavg()[0]?.toFixed(1) ?? '?';

const SummarySchema = z.object({
  properties: z.array(z.object({ numRuns: z.number() })),
  red: z.array(z.unknown()),
});

interface GateRun {
  readonly dir: string;
  readonly wall: number;
  readonly cpu: number;
  readonly rssMb: number | undefined;
  readonly loads: string;
  readonly exit: number | null;
  /** What the kernel charged each thread of the gate's processes (not kept for a re-read run). */
  readonly threads?: readonly ProcessCpu[];
}

async function profiledGate(): Promise<GateRun> {
  // A fresh corpus each run: the stage still runs (nothing to replay, failures saved), and no earlier run's cases add up.
  const dir = mkdtempSync(join(tmpdir(), 'a34-stages-'));
  log('building dist/ (the gate runs compiled, as `npm run harness` does)');
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, A34_BUILD_SOURCEMAPS: '1' },
  });
  const command = `node --cpu-prof --cpu-prof-dir=${dir} --cpu-prof-interval ${PROFILE_INTERVAL_US} dist/src/cli/main.js run --profile pr --seed 1 --reports ${dir}/reports --corpus ${dir}/corpus`;
  const before = load();
  log(`${command} (load ${before})`);
  const run: Timed = await timed(`A34_PROFILE_WORKERS=${dir} ${command}`, root, 30 * 60_000);
  log(`profile frames charged to their sources through the build's maps: ${remapProfiles(dir)}`);
  // The maps and their chunk names differ from a plain build: dist/ is built again as `npm run build` makes it.
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
  return {
    dir,
    wall: run.wall,
    cpu: run.reapedCpu ?? Number.NaN,
    rssMb: run.rssKb === undefined ? undefined : run.rssKb / 1024,
    loads: `${before} → ${load()}`,
    exit: run.code,
    ...(run.threads.length === 0 ? {} : { threads: run.threads }),
  };
}

function reread(dir: string): GateRun {
  const number = (name: string): number => Number(flag(name) ?? Number.NaN);
  return { dir, wall: number('wall'), cpu: number('cpu'), rssMb: number('rss'), loads: flag('loads') ?? '?', exit: 0 };
}

async function npmTest(): Promise<{ json: string; wall: number; loads: string; exit: number | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'a34-vitest-'));
  const json = join(dir, 'vitest.json');
  // The module times land beside the JSON, where `vitestTimes` looks for them.
  const reporters = `--reporter=json --outputFile=${json} --reporter=./bench/vitest-module-times.ts`;
  const before = load();
  log(`npm test -- ${reporters} (load ${before})`);
  const run = await timed(`${MODULE_TIMES_ENV}=${moduleTimesBeside(json)} npm test -- ${reporters}`, root, 30 * 60_000);
  return { json, wall: run.wall, loads: `${before} → ${load()}`, exit: run.code };
}

const gate = flag('profiles') === undefined ? await profiledGate() : reread(flag('profiles') as string);
const summary = SummarySchema.parse(JSON.parse(readFileSync(join(gate.dir, 'reports', 'summary.json'), 'utf8')));
const cases = summary.properties.reduce((s, p) => s + p.numRuns, 0) + summary.red.length;
log('reading profiles; timing copies and serialiser trips of drawn cases');
const samples = stageSamples(gate.dir);
const costs = measureCaseCosts();
// /usr/bin/time counts only the children the gate reaped before it exited, and the implementation processes it ends at
// its close are not always among them; the kernel's per-thread counts, when taken, hold every process of the tree.
const kernelCpu = gate.threads?.reduce((s, p) => s + p.threads.reduce((t, th) => t + th.seconds, 0), 0);
const cpu = kernelCpu ?? gate.cpu;
const cpuSource =
  kernelCpu === undefined
    ? 'user + system by /usr/bin/time'
    : `every thread of the gate's processes by /proc; /usr/bin/time, which misses the implementation processes the gate did not reap before it exited, says ${gate.cpu.toFixed(1)} s`;
const rows = stageRows(samples, { cpuSeconds: cpu, cases }, costs);
const tests = args.includes('--npm-test') ? await npmTest() : undefined;
const vitestJson = tests?.json ?? flag('vitest-json');

console.log(`### The \`pr\` gate's cases, stage by stage (issue 35)\n`);
console.log(
  `Compiled gate, \`run --profile pr --seed 1\`, reference adapter, under \`node --cpu-prof\` (interval ${PROFILE_INTERVAL_US} µs, every thread): ${summary.properties.length} properties and ${summary.red.length} RED cases, ${cases} cases; exit ${gate.exit}; load average ${gate.loads}; profiles in ${gate.dir}. Shares are of the profiles' busy samples over ${samples.threads.length} threads (${(samples.busyMicros / 1e6).toFixed(1)} s); ms per case is the share of the run's measured CPU (${cpu.toFixed(1)} s: ${cpuSource}) over the cases.\n`,
);
console.log(stageTable(rows, { cpuSeconds: cpu, cases }));
console.log(`\n${stageSplits(samples)}\n`);
if (gate.threads !== undefined) {
  // The node process itself, not the time and sh processes whose command lines name it too.
  const cli = gate.threads.find((p) => /^\S*node .*dist\/src\/cli\/main\.js/.test(p.command))?.pid;
  console.log(
    `What the kernel charged each thread (/proc, read every 0.5 s while the gate ran): a profile samples JS threads only, and counts a thread waiting for a core as busy, so the busy samples above (${(samples.busyMicros / 1e6).toFixed(1)} s) differ from these. Threads other than the JS ones are V8's garbage-collector and compiler helpers and libuv's pool.\n`,
  );
  console.log(
    `${threadCpuTable(gate.threads, (p) => (p.pid === cli ? `gate CLI (pid ${p.pid}; its second thread is the check lane)` : `implementation process (pid ${p.pid})`))}\n`,
  );
}
console.log(
  `Case costs behind the floors (${costs.cases} cases drawn at seed 1): one structuredClone ${costs.cloneMs.toFixed(3)} ms, one v8 serialize + deserialize ${costs.serialiseMs.toFixed(3)} ms.\n`,
);
const targetRows: string[][] = [
  [
    '`pr` gate wall',
    `≤ ${TARGETS.gateWallSeconds} s`,
    `${gate.wall.toFixed(1)} s (load ${gate.loads})`,
    verdict(gate.wall <= TARGETS.gateWallSeconds),
  ],
  [
    '`pr` gate CPU',
    `≤ ${TARGETS.gateCpuSeconds} s`,
    `${cpu.toFixed(1)} s (profiler on; ${kernelCpu === undefined ? '/usr/bin/time' : '/proc, every thread'})`,
    verdict(cpu <= TARGETS.gateCpuSeconds),
  ],
  ['`pr` gate peak RSS', 'reported', gate.rssMb === undefined ? 'not measured' : `${gate.rssMb.toFixed(0)} MB`, '—'],
  [
    '`npm test` wall',
    `≤ ${TARGETS.npmTestWallSeconds} s`,
    tests === undefined
      ? 'not run (add --npm-test)'
      : `${tests.wall.toFixed(0)} s, exit ${tests.exit} (load ${tests.loads})`,
    tests === undefined ? '—' : verdict(tests.exit === 0 && tests.wall <= TARGETS.npmTestWallSeconds),
  ],
  ...rows.map((r) => [
    `stage: ${r.stage}`,
    '≤ 2× floor',
    r.floorMs === undefined ? 'no floor claimed' : `${(r.msPerCase / r.floorMs).toFixed(1)}× its floor`,
    r.withinTwice === undefined
      ? `— (${r.why})`
      : `${verdict(r.withinTwice)}${r.above === undefined ? '' : `, with the reason: ${r.above}`}`,
  ]),
];
console.log(mdTable(['target (issue 35)', 'limit', 'measured', 'result'], targetRows));
if (vitestJson !== undefined)
  console.log(`\n### Where \`npm test\` spends its time\n\n${vitestTables(vitestTimes(vitestJson, root))}`);
