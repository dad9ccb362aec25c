/**
 * Which stage of a case a profile sample belongs to. A sample's stack is read from the leaf towards the root and
 * the first frame a rule of its thread names decides the stage, so a library called by our code is charged to
 * the caller's stage (zod inside the judge is judge), and a more specific frame wins over the runner above it.
 */
export const STAGES = [
  'generation',
  'copies',
  'boundary',
  'implementation',
  'driver',
  'oracle',
  'judge',
  'runner',
  'corpus and report',
  'startup',
  'garbage collector',
  'other',
] as const;
export type Stage = (typeof STAGES)[number];

/** What each stage holds, in the table's words. */
export const STAGE_WORDS: Readonly<Record<Stage, string>> = {
  generation: 'drawing cases: fast-check, faker, json-schema-faker, generators/',
  copies:
    "cloneJson and copyOfCase on the harness side (whoever asked); Node 20's structuredClone has no frame of its own, so its time is its caller's",
  boundary:
    'worker messages both ways (postMessage, structured (de)serialisation), worker-source, worker-host, result guards',
  implementation: 'src/reference in the implementation worker (the system under test, its own copies included)',
  driver: "runScenario, the scenario's hooks, faults, lies and sealed ports inside the implementation worker",
  oracle: 'expectOutcome and its replay of the mutations (src/harness/oracle.ts, mutations/, with-projections)',
  judge: 'src/harness/judge/ and the harness side of lies (src/harness/lies/)',
  runner: "fast-check's check loop, property bodies (properties/), run-property, the check pool",
  'corpus and report': 'src/suite/corpus, src/reports, coverage, progress, the CLI writing reports',
  startup: 'module loading and compiling (node:internal/modules, tsx, esbuild, commander)',
  'garbage collector': "V8's GC, every stage's garbage (a sampled GC tick has no JS stack to charge)",
  other: "V8 '(program)' ticks with no JS stack, node internals, and frames no rule names",
};

/** A `run`'s threads: the CLI (first check lane), further check lanes, implementation workers, tsx's loader threads. */
export type ThreadKind = 'cli' | 'check-worker' | 'implementation-worker' | 'loader';

interface Frame {
  readonly url: string;
  readonly functionName: string;
}
type Rule = readonly [Stage, (f: Frame) => boolean];

const at =
  (...parts: readonly string[]) =>
  (f: Frame): boolean =>
    parts.some((p) => f.url.includes(p));
const named =
  (...names: readonly string[]) =>
  (f: Frame): boolean =>
    names.includes(f.functionName);
const either =
  (...tests: readonly ((f: Frame) => boolean)[]) =>
  (f: Frame): boolean =>
    tests.some((t) => t(f));

/** Worker messaging in Node: the port's native post and receive and the JS that dispatches a message. */
const messaging = either(
  named('postMessage', 'receiveMessageOnPort', 'emitMessage'),
  at('node:internal/worker', 'node:internal/per_context/messageport'),
);
const COPY = either(named('structuredClone'), at('/reference/json/clone.', '/suite/copy-of-case.'));
const GENERATION = at(
  '/generators/',
  'node_modules/fast-check/',
  'node_modules/pure-rand/',
  'node_modules/@faker-js/',
  'node_modules/json-schema-faker/',
);
const STARTUP = either(
  at('node:internal/modules', 'node:internal/bootstrap', 'node_modules/tsx/', 'node_modules/esbuild/', 'commander'),
  named('compileSourceTextModule', 'compileFunction', 'compileForInternalLoader'),
);
const REPORT = at('/suite/corpus/', '/reports/', '/harness/coverage.', '/cli/', '/harness/describe-scenario.');

/** Harness threads (CLI and check workers): src/reference here is a tool of whichever stage called it, so it has no rule. */
const HARNESS_RULES: readonly Rule[] = [
  ['copies', COPY],
  ['boundary', either(messaging, at('/harness/isolation/worker-source.', '/implementation-worker.', '/observe.'))],
  ['boundary', at('/harness/isolation/protocol.', '/cloneable.', '/adapter-guard.', '/describe-thrown.')],
  ['oracle', at('/harness/oracle.', '/harness/isolation/with-projections.', '/harness/mutations/')],
  ['judge', at('/harness/judge/', '/harness/lies/')],
  ['generation', GENERATION],
  ['corpus and report', REPORT],
  ['runner', at('/properties/', '/harness/run-property.', '/harness/property.', '/suite/', '/harness/abort.')],
  ['startup', STARTUP],
];

/** The implementation worker: the reference is the system under test; the harness code beside it drives the case. */
const WORKER_RULES: readonly Rule[] = [
  ['implementation', at('/src/reference/', '/harness/pipeline-adapter.', '/cli/reference-adapter-module.')],
  ['copies', named('structuredClone')],
  ['boundary', either(messaging, at('/harness/isolation/'))],
  ['driver', at('/harness/')],
  ['startup', STARTUP],
];

/** The stage a stack belongs to, `frames` from the leaf to the root; `undefined` for an idle sample. */
export function stageOf(kind: ThreadKind, frames: readonly Frame[]): Stage | undefined {
  const leaf = frames[0];
  if (leaf === undefined || leaf.functionName === '(idle)') return undefined;
  if (leaf.functionName === '(garbage collector)') return 'garbage collector';
  if (kind === 'loader') return 'startup';
  const rules = kind === 'implementation-worker' ? WORKER_RULES : HARNESS_RULES;
  for (const frame of frames) for (const [stage, test] of rules) if (test(frame)) return stage;
  return 'other';
}

/** Generation split by whose code the leaf frame is: the libraries' part is its floor. */
export const GENERATION_PARTS = ['fast-check (and pure-rand)', 'faker', 'json-schema-faker', 'our code'] as const;
export type GenerationPart = (typeof GENERATION_PARTS)[number];
export function generationPartOf(leafUrl: string): GenerationPart {
  if (/node_modules\/(fast-check|pure-rand)\//.test(leafUrl)) return 'fast-check (and pure-rand)';
  if (leafUrl.includes('node_modules/@faker-js/')) return 'faker';
  if (leafUrl.includes('node_modules/json-schema-faker/')) return 'json-schema-faker';
  return 'our code';
}

/** The kind of thread a profile came from, by the entry module its frames show. */
export function threadKindOf(urls: ReadonlySet<string>): ThreadKind {
  const has = (part: string): boolean => [...urls].some((u) => u.includes(part));
  if (has('/isolation/worker-host.') || has('/isolation/worker-entry.')) return 'implementation-worker';
  if (has('/cli/main.')) return 'cli';
  if (has('/pool/check-worker')) return 'check-worker';
  // The module-customisation thread tsx registers (the adapter module is TypeScript): it only loads modules.
  if (has('node:internal/modules/esm/worker')) return 'loader';
  return 'cli';
}

/** The boundary split by direction and by what runs: serialising is paid by the side that posts. */
export const BOUNDARY_PARTS = [
  'harness → worker: postMessage (serialising calls: cases, facts to project)',
  'worker → harness: postMessage (serialising events, witnesses, results)',
  'worker-host: ports, hooks rebuilt from data, sends',
  'observe: witnessed facts compared with the harness copy',
  'result guards (zod)',
  'harness side: calls, receiving and dispatching messages',
] as const;
export type BoundaryPart = (typeof BOUNDARY_PARTS)[number];
export function boundaryPartOf(kind: ThreadKind, frames: readonly Frame[]): BoundaryPart {
  const [p0, p1, p2, p3, p4, p5] = BOUNDARY_PARTS;
  const worker = kind === 'implementation-worker';
  if (frames[0]?.functionName === 'postMessage') return worker ? p1 : p0;
  if (worker) return p2;
  if (frames.some((f) => f.url.includes('/isolation/observe.'))) return p3;
  if (frames.some((f) => f.url.includes('/adapter-guard.'))) return p4;
  return p5;
}
