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
import { redAddDir, resolveConfig, shown, type CommonOptions } from './context.js';
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
): Promise<RedCase> {
  const fault = FAULTS.find((f) => f.id === entry.adapter);
  const request = scenarioCase(entry, origin, file, counterexample);
  if (request !== undefined && fault !== undefined && (await runRedCase(fault.adapter, request)).status === 'failed')
    return request;
  const onFault =
    fault === undefined ? undefined : await runRedCase(fault.adapter, redCaseFromCounterexample(entry, origin));
  const reproduces = onFault === undefined ? undefined : { adapter: entry.adapter, message: onFault.message };
  const redCase = redCaseFromCounterexample(entry, origin, reproduces);
  validate(redCase, file, undefined);
  return redCase;
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
  const redDir = redAddDir(options, await resolveConfig(options, io), io);
  const target = join(redDir, `${id}.json`);
  const origin = {
    id,
    title: `${entry.propertyId}: counterexample found on ${entry.adapter}`,
    source: `corpus ${basename(counterexample)} (seed ${entry.seed}, path ${entry.path})`,
  };
  const redCase = await chooseCase(entry, origin, shown(io, target), counterexample);
  const onReference = await runRedCase(referenceAdapter, redCase);
  if (onReference.status !== 'passed') {
    io.err(
      `not written: the reference itself fails this case (${onReference.message}); the oracle and the reference disagree`,
    );
    return EXIT.failed;
  }
  const fault = FAULTS.find((f) => f.id === entry.adapter);
  const killed = fault === undefined ? undefined : (await runRedCase(fault.adapter, redCase)).status === 'failed';
  if (killed === false) {
    io.err(`not written: the case passes on ${entry.adapter}, which failed the property (a flaky counterexample?)`);
    return EXIT.failed;
  }
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
  if (fault !== undefined) io.out(`against ${fault.id}: killed`);
  return EXIT.ok;
}
