import { basename, join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createFileAtomic } from '../reports/atomic-write.js';
import { readCorpusFile } from '../suite/corpus/corpus-store.js';
import { InputError, jsonPath, zodIssues } from '../suite/corpus/input-issue.js';
import { FAULTS } from '../faults/catalog.js';
import { expectOutcome } from '../harness/oracle.js';
import { referenceAdapter } from '../harness/pipeline-adapter.js';
import { ScenarioSchema } from '../harness/scenario.js';
import { checkCaseFacts } from '../suite/red/build-facts.js';
import { RedCaseSchema, buildFacts, runRedCase, type RedCase } from '../suite/red/index.js';
import { redAddDir, resolveConfig, shown, type CommonOptions } from './context.js';
import { EXIT, UsageError, type CliIo, type ExitCode } from './io.js';
import { redCaseFromScenario, redVerdict } from './red-from-scenario.js';

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
  if (!isDeepStrictEqual(buildFacts(parsed.data), facts))
    throw new InputError([{ file, path: '$.patch', message: 'the case does not rebuild the counterexample facts' }]);
}

/** `red add`: turns a saved scenario counterexample into a RED case file, never overwriting one. */
export async function redAddCommand(counterexample: string, options: RedAddOptions, io: CliIo): Promise<ExitCode> {
  const entry = readCorpusFile(resolve(io.cwd, counterexample));
  if (Array.isArray(entry)) throw new InputError(entry.map((i) => ({ ...i, file: counterexample })));
  const scenario = ScenarioSchema.safeParse(entry.value);
  if (!scenario.success)
    throw new InputError(
      scenario.error.issues.map((i) => ({
        file: counterexample,
        path: jsonPath(i.path, '$.value'),
        message: `${i.message} (only a counterexample whose value is a Scenario can become a RED case)`,
      })),
    );
  const expected = expectOutcome(scenario.data, (facts) => referenceAdapter.createSystem().project(facts));
  const verdict = redVerdict(expected);
  if (verdict === undefined)
    throw new InputError([
      {
        file: counterexample,
        path: '$.value.faults.providerFails',
        message: 'RED cases cannot inject a provider failure; this counterexample needs one',
      },
    ]);
  const id = options.id ?? kebab(`${entry.propertyId}-${basename(counterexample, '.json')}`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
    throw new UsageError(`--id ${JSON.stringify(id)}: a RED id is kebab-case (a-z, 0-9, single dashes)`);
  const redDir = redAddDir(options, await resolveConfig(options, io), io);
  const target = join(redDir, `${id}.json`);
  const redCase = redCaseFromScenario(scenario.data, expected, verdict, {
    id,
    title: `${entry.propertyId}: counterexample found on ${entry.adapter}`,
    source: `corpus ${basename(counterexample)} (seed ${entry.seed}, path ${entry.path})`,
  });
  validate(redCase, shown(io, target), scenario.data.facts);
  const onReference = await runRedCase(referenceAdapter, redCase);
  if (onReference.status !== 'passed') {
    io.err(
      `not written: the reference itself fails this case (${onReference.message}); the oracle and the reference disagree`,
    );
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
  io.out(`wrote ${shown(io, target)}: expects ${verdict}`);
  const fault = FAULTS.find((f) => f.id === entry.adapter);
  if (fault !== undefined)
    io.out(
      `against ${fault.id}: ${(await runRedCase(fault.adapter, redCase)).status === 'failed' ? 'killed' : 'NOT killed (the counterexample needs the property check, not only the scenario)'}`,
    );
  return EXIT.ok;
}
