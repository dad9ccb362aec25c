import { basename, join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ALL_PROPERTIES } from '../../properties/index.js';
import { createFileAtomic } from '../reports/atomic-write.js';
import type { CorpusEntry } from '../suite/corpus/corpus-entry.js';
import { readCorpusFile } from '../suite/corpus/corpus-store.js';
import { valueShapeIssues } from '../suite/corpus/value-shape.js';
import { InputError, jsonPath, zodIssues } from '../suite/corpus/input-issue.js';
import { FAULTS } from '../faults/catalog.js';
import { expectOutcome } from '../harness/oracle.js';
import { referenceAdapter } from '../harness/pipeline-adapter.js';
import { ScenarioSchema } from '../harness/scenario.js';
import { checkCaseFacts } from '../suite/red/build-facts.js';
import { RedCaseSchema, buildFacts, runRedCase, type RedCase } from '../suite/red/index.js';
import { redAddDir, resolveAdapter, resolveConfig, shown, type CommonOptions } from './context.js';
import type { ResolvedConfig } from './config.js';
import type { Implementation } from '../harness/isolation/source-of.js';
import { EXIT, UsageError, type CliIo, type ExitCode } from './io.js';
import { redCaseFromCounterexample, redCaseFromScenario, redVerdict, type RedOrigin } from './red-from-scenario.js';

/** Flags of `a34-verify red add`. */
export interface RedAddOptions extends CommonOptions {
  readonly id?: string;
}

const kebab = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Validates a case exactly as the loader will, and checks that it rebuilds the counterexample's facts. */
function validate(redCase: RedCase, file: string, facts: unknown): void {
  const parsed = RedCaseSchema.safeParse(redCase);
  if (!parsed.success) throw new InputError(zodIssues(file, parsed.error));
  const issues = checkCaseFacts(parsed.data).map((i) => ({ file, path: jsonPath(i.path), message: i.message }));
  if (issues.length > 0) throw new InputError(issues);
  if (facts !== undefined && !isDeepStrictEqual(buildFacts(parsed.data), facts))
    throw new InputError([{ file, path: '$.patch', message: 'the case does not rebuild the counterexample facts' }]);
}

/** Rejects a saved value whose shape is not the one the property draws (a damaged or hand-edited file), by JSON path. */
function checkValueShape(entry: CorpusEntry, counterexample: string): void {
  const property = ALL_PROPERTIES.find((p) => p.id === entry.propertyId);
  const issues = property === undefined ? [] : valueShapeIssues(property, entry, counterexample);
  if (issues.length > 0) throw new InputError(issues);
}

/** The readable request case of a Scenario counterexample, or undefined when the value is no such scenario. */
function scenarioCase(
  entry: CorpusEntry,
  origin: RedOrigin,
  file: string,
  counterexample: string,
): RedCase | undefined {
  checkValueShape(entry, counterexample);
  const scenario = ScenarioSchema.safeParse(entry.value);
  if (!scenario.success) return undefined;
  const expected = expectOutcome(scenario.data, (facts) => referenceAdapter.createSystem().project(facts));
  const verdict = redVerdict(expected);
  if (verdict === undefined) return undefined;
  const redCase = redCaseFromScenario(scenario.data, expected, verdict, origin);
  validate(redCase, file, scenario.data.facts);
  return redCase;
}

/**
 * The case to write: the request case when it is known to fail on the adapter that failed the property,
 * else the property case, which replays the property's own check (lies, concurrency, any value) and so
 * keeps the check the request case may lose.
 */
async function chooseCase(
  entry: CorpusEntry,
  origin: RedOrigin,
  file: string,
  counterexample: string,
  failing: Failing | undefined,
): Promise<RedCase> {
  const request = scenarioCase(entry, origin, file, counterexample);
  if (
    request !== undefined &&
    failing !== undefined &&
    (await runRedCase(failing.implementation, request)).status === 'failed'
  )
    return request;
  const onFault =
    failing === undefined
      ? undefined
      : await runRedCase(failing.implementation, redCaseFromCounterexample(entry, origin));
  const reproduces =
    onFault === undefined ? undefined : { adapter: failing?.name ?? entry.adapter, message: onFault.message };
  const redCase = redCaseFromCounterexample(entry, origin, reproduces);
  validate(redCase, file, undefined);
  return redCase;
}

/** The implementation the counterexample came from, which the case must fail on, and its name. */
interface Failing {
  readonly implementation: Implementation;
  readonly name: string;
  readonly close: () => Promise<void>;
}

/**
 * `--adapter`, else the catalog fault the entry was saved from, else the config's adapter: the implementation a
 * RED case from this counterexample must fail on; undefined when nothing names one (the case is then unchecked).
 */
async function failingImplementation(
  entry: CorpusEntry,
  options: RedAddOptions,
  config: ResolvedConfig | undefined,
  io: CliIo,
): Promise<Failing | undefined> {
  const fault = FAULTS.find((f) => f.id === entry.adapter);
  if (options.adapter === undefined && fault !== undefined)
    return { implementation: fault.adapter, name: fault.id, close: async () => undefined };
  if (options.adapter === undefined && config === undefined) return undefined;
  const { source } = await resolveAdapter(options, io, config);
  return { implementation: source, name: source.name, close: () => source.close() };
}

/** Where the new case goes and what it must hold: the entry, its file as typed, the case file and its origin. */
interface AddPlan {
  readonly entry: CorpusEntry;
  readonly counterexample: string;
  readonly target: string;
  readonly origin: RedOrigin;
}

/** Chooses, checks and writes the case; `failing` is the implementation it must fail on. */
async function writeCase(plan: AddPlan, failing: Failing | undefined, io: CliIo): Promise<ExitCode> {
  const { entry, target } = plan;
  const redCase = await chooseCase(entry, plan.origin, shown(io, target), plan.counterexample, failing);
  const onReference = await runRedCase(referenceAdapter, redCase);
  if (onReference.status !== 'passed') {
    io.err(
      `not written: the reference itself fails this case (${onReference.message}); the oracle and the reference disagree`,
    );
    return EXIT.failed;
  }
  // A RED case must fail on the implementation it came from; one that passes there guards nothing.
  if (failing !== undefined && (await runRedCase(failing.implementation, redCase)).status !== 'failed') {
    io.err(
      `not written: the case passes on ${failing.name}, the adapter it must fail on (a flaky counterexample, or one from another adapter? name the adapter that failed with --adapter)`,
    );
    return EXIT.input;
  }
  if (failing === undefined)
    io.err(
      `note: not checked against ${entry.adapter}, the adapter the counterexample came from: name it with --adapter`,
    );
  if ((await createFileAtomic(target, `${JSON.stringify(redCase, null, 2)}\n`)) === 'exists') {
    throw new InputError([
      {
        file: shown(io, target),
        path: '$',
        message: 'a RED case with this id exists; pick another with --id (never overwritten)',
      },
    ]);
  }
  const what =
    redCase.kind === 'property'
      ? `replays ${entry.propertyId} on the counterexample`
      : `expects ${redCase.expect.verdict}`;
  io.out(`wrote ${shown(io, target)}: ${what}`);
  if (failing !== undefined) io.out(`against ${failing.name}: killed`);
  return EXIT.ok;
}

/** `red add`: turns any saved counterexample into a RED case that fails where the property failed; never overwrites. */
export async function redAddCommand(counterexample: string, options: RedAddOptions, io: CliIo): Promise<ExitCode> {
  const entry = readCorpusFile(resolve(io.cwd, counterexample));
  if (Array.isArray(entry)) throw new InputError(entry.map((i) => ({ ...i, file: counterexample })));
  if (!ALL_PROPERTIES.some((p) => p.id === entry.propertyId))
    throw new InputError([{ file: counterexample, path: '$.propertyId', message: `no property ${entry.propertyId}` }]);
  const id = options.id ?? kebab(`${entry.propertyId}-${basename(counterexample, '.json')}`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
    throw new UsageError(`--id ${JSON.stringify(id)}: a RED id is kebab-case (a-z, 0-9, single dashes)`);
  const config = await resolveConfig(options, io);
  const origin = {
    id,
    title: `${entry.propertyId}: counterexample found on ${entry.adapter}`,
    source: `corpus ${basename(counterexample)} (seed ${entry.seed}, path ${entry.path})`,
  };
  const plan = { entry, counterexample, target: join(redAddDir(options, config, io), `${id}.json`), origin };
  const failing = await failingImplementation(entry, options, config, io);
  try {
    return await writeCase(plan, failing, io);
  } finally {
    await failing?.close();
  }
}
