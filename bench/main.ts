import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scenario } from '../generators/index.js';
import { parseInteger } from '../src/cli/flags.js';
import { PARITY_CONTENDERS } from './contenders.js';
import { toolList } from './data.js';
import { runFull, type FullRuns } from './full.js';
import { DEFAULT_GATE_COMMAND, runGate, type GateResult } from './gate.js';
import { benchGateFloor, gateFloorTable, type GateFloor } from './gate-floor.js';
import { benchGrowth } from './growth-bench.js';
import { benchGuard, guardTables } from './guard-bench.js';
import { benchGenerationFloor, generationFloorTable } from './generation-floor.js';
import { benchHarnessOverhead } from './harness-overhead.js';
import { lieTable } from './lie-table.js';
import { benchBaseline, benchParity } from './parity-bench.js';
import { benchPipeline } from './pipeline-bench.js';
import { benchRequestRatio } from './request-bench.js';
import { benchRequestSteps } from './request-steps.js';
import { scorecard, scorecardTable } from './scorecard.js';
import {
  baselineTable,
  gateTable,
  harnessTable,
  lieTableMd,
  parityTables,
  pipelineTable,
  requestStepsTable,
  requestTable,
  targetTable,
} from './render.js';
import { writeAtomic } from './report.js';
import { checkTargets } from './targets.js';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = args.includes('--quick');
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const reportsDir = join(root, 'reports');
// Defaults trade time for stable medians on a noisy machine; --quick is for checking the bench itself runs.
const options = {
  rounds: parseInteger('--rounds', flag('rounds') ?? (quick ? '1' : '5')),
  timeMs: parseInteger('--time', flag('time') ?? (quick ? '20' : '100')),
};
const log = (text: string): void => void process.stderr.write(`bench: ${text}\n`);
const sections: string[] = [];
const section = (title: string, body: string): void => {
  const text = `### ${title}\n\n${body}\n`;
  sections.push(text);
  console.log(`${text}`);
};

const environment = {
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
};
log(
  `${environment.node}, ${environment.cores} x ${environment.cpu}, load ${environment.loadAverage.join(' ')}; ${options.rounds} rounds x ${options.timeMs} ms per task`,
);

log('parity (10 / 100 / 1,000 tools)');
const parity = await benchParity([10, 100, 1_000], options);
log('baseline copy');
const baseline = await benchBaseline([10, 100, 1_000], options);
log('growth 100 -> 1,000');
const growth = await benchGrowth(100, 1_000, options);
const targets = checkTargets(parity, baseline, growth);
section('Final parity: ratio to one JSON.stringify of the list', parityTables(parity, targets));
section('Baseline copy: ratio to one JSON.stringify of the list', baselineTable(baseline, targets));
section('Targets', targetTable(targets));

const lies = lieTable(PARITY_CONTENDERS, toolList(3));
section('Lies: which comparator is fooled (said equal to a list that is not an honest equal list)', lieTableMd(lies));

log('a34-verify/guard: final check, early check, baseline memory');
const guard = await benchGuard(options);
section('a34-verify/guard: cost per request', guardTables(guard));

log('pipeline throughput');
const pipeline = await benchPipeline([20, 200], quick ? 100 : 1_000);
section(
  'Pipeline: runRequest(referenceParts) with ledger, recording provider, one identity hook at extension',
  pipelineTable(pipeline),
);
log('whole request (projection -> dispatch) against one JSON.stringify');
const requests = await benchRequestRatio([200, 1_000], { rounds: options.rounds, iterations: quick ? 5 : 15 });
section('Whole request: ratio to one JSON.stringify of the admitted list', requestTable(requests));
log('whole request, step by step');
const requestSteps = await benchRequestSteps([200, 1_000], options);
section(
  'Whole request, step by step: ratio to one JSON.stringify of the admitted list',
  requestStepsTable(requestSteps),
);
log('harness overhead');
const harness = await benchHarnessOverhead(quick ? 30 : 100, quick ? 3 : options.rounds);
section('Harness overhead per case', harnessTable(harness));
log('generation floor: a sampling profile of generating scenarios');
const generation = await benchGenerationFloor(scenario(), quick ? 100 : 1_000);
section(
  'Generation: where its CPU goes',
  generationFloorTable(generation, harness.status === 'ran' ? harness.generateRatio : undefined),
);

let gate: GateResult | undefined;
let full: FullRuns | undefined;
let floor: GateFloor | undefined;
if (args.includes('--gate')) {
  // The kill matrix first: it writes reports/kill-matrix.json, which the gate reads.
  if (args.includes('--full')) full = await runFull(root, log);
  const command = flag('gate-command') ?? DEFAULT_GATE_COMMAND;
  log(`gate: ${command}`);
  gate = await runGate({ command, cwd: root, reportsDir });
  log('gate floor: the same properties in this thread');
  floor = await benchGateFloor();
}
section('Gate', gateTable(gate));
if (floor !== undefined) section('Gate floor: the same cases with no boundary, in one thread', gateFloorTable(floor));
const card = scorecard({ parity, requests, harness, generation, gate, full, floor });
section('Issue 17: every target', scorecardTable(card));

const header = `Measured ${new Date().toISOString().slice(0, 10)} on Node ${environment.node}, ${environment.cores} x ${environment.cpu} (load ${environment.loadAverage.join(' ')}); each ratio: fastest iteration against the floor timed right next to it, median of ${options.rounds} rounds.\n\n`;
await writeAtomic(join(reportsDir, 'bench.md'), `${header}${sections.join('\n')}`);
await writeAtomic(
  join(reportsDir, 'bench.json'),
  `${JSON.stringify({ generatedAt: new Date().toISOString(), environment, options, parity, baseline, growth, targets, lies, guard, pipeline, requests, requestSteps, harness, generation, gate: gate ?? null, floor: floor ?? null, full: full ?? null, scorecard: card }, null, 2)}\n`,
);
log('wrote reports/bench.md and reports/bench.json');
