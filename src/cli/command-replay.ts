import { briefOf, describeScenario } from '../harness/describe-scenario.js';
import { resolve } from 'node:path';
import { ALL_PROPERTIES } from '../../properties/index.js';
import { readCorpusFile } from '../suite/corpus/corpus-store.js';
import { valueShapeIssues } from '../suite/corpus/value-shape.js';
import { InputError } from '../suite/corpus/input-issue.js';
import { toJsonValue } from '../suite/corpus/json-value.js';
import { replayEntry, replayPath } from '../suite/corpus/replay.js';
import type { PropertyDefinition } from '../harness/property.js';
import { resolveAdapter, type CommonOptions } from './context.js';
import { EXIT, UsageError, type CliIo, type ExitCode } from './io.js';

/** Flags of `a34-verify replay`: a property with seed and path, or a saved counterexample file. */
export interface ReplayOptions extends CommonOptions {
  readonly property?: string;
  readonly seed?: number;
  readonly path?: string;
  readonly file?: string;
}

function propertyById(id: string, where: { file: string; path: string } | undefined): PropertyDefinition<never> {
  const found = ALL_PROPERTIES.find((p) => p.id === id);
  if (found !== undefined) return found;
  const message = `no property ${JSON.stringify(id)} (see a34-verify list)`;
  if (where !== undefined) throw new InputError([{ ...where, message }]);
  throw new UsageError(`--property: ${message}`);
}

/** Prints what a replay found: the failure message and the (shrunk) counterexample as readable JSON. */
function report(io: CliIo, id: string, failed: boolean, message: string | undefined, value: unknown): ExitCode {
  if (!failed) {
    io.out(`✓ ${id}: the case passes now (fixed, or not reproducible with this adapter)`);
    return EXIT.ok;
  }
  io.out(`✗ ${id}: ${message ?? ''}`);
  const brief = briefOf(value);
  if (brief !== undefined) io.out(`  scenario: ${brief}`);
  for (const line of describeScenario(value) ?? []) io.out(`  ${line}`);
  io.out('counterexample:');
  io.out(JSON.stringify(toJsonValue(value).json, null, 2) ?? 'undefined');
  return EXIT.failed;
}

/** `replay`: reruns one failure; exit 1 when it still fails, 0 when it passes, 2 for bad input. */
export async function replayCommand(options: ReplayOptions, io: CliIo): Promise<ExitCode> {
  if (options.file !== undefined) {
    const file = resolve(io.cwd, options.file);
    const entry = readCorpusFile(file);
    if (Array.isArray(entry)) throw new InputError(entry.map((i) => ({ ...i, file: options.file ?? i.file })));
    const property = propertyById(entry.propertyId, { file: options.file, path: '$.propertyId' });
    const misshapen = valueShapeIssues(property, entry, options.file);
    if (misshapen.length > 0) throw new InputError(misshapen);
    const { source } = await resolveAdapter(options, io);
    io.out(
      `replaying ${options.file} (${entry.propertyId}, saved from ${entry.adapter}) against ${source.name}, by ${entry.replay}`,
    );
    const outcome = await replayEntry(property, source, entry).finally(() => source.close());
    return report(io, property.id, outcome.failed, outcome.message, entry.value);
  }
  if (options.property === undefined || options.seed === undefined || options.path === undefined) {
    throw new UsageError('replay needs --property, --seed and --path, or --file <counterexample.json>');
  }
  const property = propertyById(options.property, undefined);
  const { source } = await resolveAdapter(options, io);
  io.out(`replaying ${property.id} seed=${options.seed} path=${options.path} against ${source.name}`);
  const outcome = await replayPath(property, source, options.seed, options.path).finally(() => source.close());
  return report(io, property.id, outcome.failed, outcome.message, outcome.value);
}
