import { resolve } from 'node:path';
import { agentLoopProperty } from '../frameworks/agent-loop.js';
import { checkTargets } from '../frameworks/check-targets.js';
import { type CheckReport, writeCheckReport } from '../frameworks/check-report.js';
import type { Discovered } from '../frameworks/discover.js';
import { loadTarget } from '../frameworks/load-target.js';
import { ownToolsProperty } from '../frameworks/own-tools.js';
import { FRAMEWORK_PROFILES, budgetFor } from '../frameworks/profiles.js';
import { FRAMEWORK_PROPERTIES } from '../frameworks/properties.js';
import { runCells } from '../frameworks/run-cells.js';
import { commandLine } from '../reports/replay-command.js';
import { InputError } from '../suite/corpus/input-issue.js';
import { shown } from './context.js';
import { runStopper } from './run-stopper.js';
import { TARGET_FILE } from './init-frameworks.js';
import { EXIT, UsageError, type CliIo, type ExitCode } from './io.js';

export interface CheckCommandOptions {
  readonly target?: string;
  readonly profile?: string;
  readonly seed?: number;
  readonly property?: string;
  readonly via?: string;
  readonly path?: string;
  readonly ignore?: string;
  readonly reports?: string;
  readonly timeBudget?: number;
}

const VIAS = ['tools', 'mcp'];
/** Past this, no further check starts (exit 3 unless something was found); far above what the four stacks take. */
const CHECK_BUDGET_MS = { ci: 30 * 60_000, pr: 120 * 60_000 } as const;

function profileOf(name: string | undefined): (typeof FRAMEWORK_PROFILES)['ci'] {
  if (name === undefined) return FRAMEWORK_PROFILES.ci;
  if (name !== 'ci' && name !== 'pr') throw new UsageError(`--profile must be ci or pr, got ${JSON.stringify(name)}`);
  return FRAMEWORK_PROFILES[name];
}

/** `check`: the wire properties against the user's own agent (a defineTarget module), with canned replies and no network. */
export async function checkCommand(options: CheckCommandOptions, io: CliIo): Promise<ExitCode> {
  const started = Date.now();
  const profile = profileOf(options.profile);
  if (options.via !== undefined && !VIAS.includes(options.via))
    throw new UsageError(`--via must be tools or mcp, got ${JSON.stringify(options.via)}`);
  if (options.path !== undefined && (options.property === undefined || options.seed === undefined))
    throw new UsageError('--path replays one finding: give --property and --seed with it, as the printed command does');
  const file = resolve(io.cwd, options.target ?? TARGET_FILE);
  const shownAs = shown(io, file);
  const loaded = await loadTarget(file);
  if ('issues' in loaded)
    throw new InputError(loaded.issues.map(([path, message]) => ({ file: shownAs, path, message })));
  const targets = checkTargets(loaded).filter((t) => options.via === undefined || t.via === options.via);
  const all = [
    ...FRAMEWORK_PROPERTIES,
    ...(loaded.ownTools === undefined ? [] : [ownToolsProperty(loaded.ownTools)]),
    ...(loaded.loop === true ? [agentLoopProperty] : []),
  ];
  const properties = all.filter((p) => options.property === undefined || p.id === options.property);
  if (!targets.some((t) => properties.some((p) => p.appliesTo(t))))
    throw new UsageError(
      `no check applies: properties ${all.map((p) => p.id).join(', ')}; ${loaded.name} declares via ${loaded.via.join(', ')}${loaded.seams === undefined ? ' and no seams' : ''}`,
    );
  const seed = options.seed ?? profile.seed;
  const viaOf = (id: string): string => (id === loaded.name ? 'tools' : 'mcp');
  const replay = (target: string, property: string, d: Discovered): string =>
    commandLine([
      'check',
      '--target',
      shownAs,
      '--via',
      viaOf(target),
      '--property',
      property,
      '--seed',
      String(d.seed),
      '--path',
      d.path,
      ...(d.ignored.length === 0 ? [] : ['--ignore', d.ignored.join(',')]),
    ]);
  io.out(
    `a34-verify check: ${loaded.name} (${loaded.provider}) from ${shownAs}, profile ${profile.name}, seed ${seed}`,
  );
  const stopper = runStopper(options.timeBudget ?? CHECK_BUDGET_MS[profile.name], io.err);
  const outcome = await runCells({
    targets,
    properties,
    seed,
    budget: (t) => budgetFor(profile, t),
    ...(options.path === undefined
      ? {}
      : { replay: { path: options.path, ignored: (options.ignore ?? '').split(',').filter((c) => c !== '') } }),
    signal: stopper.signal,
    replayCommand: replay,
    log: io.out,
  }).finally(() => stopper.dispose());
  const findings = outcome.cells.reduce((n, c) => n + c.discovered.length, 0);
  const failed = findings > 0 || outcome.cells.some((c) => c.error !== undefined);
  const exit: ExitCode = failed ? EXIT.failed : outcome.notRun.length > 0 ? EXIT.incomplete : EXIT.ok;
  // A replay prints its case and leaves the full run's reports alone.
  if (options.path !== undefined) return exit;
  const report: CheckReport = {
    ...outcome,
    file: shownAs,
    name: loaded.name,
    profile: profile.name,
    seed,
    targets: targets.map(({ id, framework, version, provider, via }) => ({ id, framework, version, provider, via })),
    properties: properties.map((p) => p.id),
    findings,
    exit,
    ms: Date.now() - started,
  };
  const md = await writeCheckReport(resolve(io.cwd, options.reports ?? 'reports/a34-check'), report, replay);
  io.out(
    `check ${loaded.name}: ${outcome.cells.length} checks, ${findings} finding${findings === 1 ? '' : 's'}, ${outcome.notRun.length} not run; report ${shown(io, md)}`,
  );
  io.out(
    exit === EXIT.ok
      ? 'exit 0: no finding'
      : exit === EXIT.incomplete
        ? 'exit 3: the time budget or a signal left checks unrun (listed in the report)'
        : 'exit 1: findings (each with its replay command above and in the report)',
  );
  return exit;
}
