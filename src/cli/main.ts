import './main-heap.js';
import { Command, CommanderError, Option } from 'commander';
import { InputError, formatIssue } from '../suite/corpus/input-issue.js';
import { BoundaryFailure } from '../harness/isolation/boundary-failure.js';
import { PROFILE_NAMES } from '../harness/profiles.js';
import { PACKAGE_VERSION } from '../harness/package-root.js';
import { campaignCommand } from './command-campaign.js';
import { checkCommand } from './command-check.js';
import { frameworksCommand } from './command-frameworks.js';
import { harvestCommand } from './command-harvest.js';
import { integer } from './flags.js';
import { initCommand } from './command-init.js';
import { FRAMEWORK_IDS, TARGET_FILE } from './init-frameworks.js';
import { killMatrixCommand } from './command-kill-matrix.js';
import { listCommand } from './command-list.js';
import { mergeCommand } from './command-merge.js';
import { redAddCommand } from './command-red-add.js';
import { replayCommand } from './command-replay.js';
import { runCommand } from './command-run.js';
import { EXIT, UsageError, processIo, type CliIo, type ExitCode } from './io.js';
import { runAsScript } from './run-as-script.js';

const EXIT_TABLE = `
Exit codes:
  0  every check passed
  1  a check failed (a property or RED case failed or was flaky; the kill matrix has a survivor or an idle check),
     or the coverage floor was missed: a run that did not reach every cell has not earned a pass.
     The final lines tell them apart: "checks: ...", "coverage: ...", "inputs: ...", then "exit 1: ..."
  2  bad usage or bad input: flags, config, adapter module, adapter results of the wrong shape, RED/corpus/counterexample/report files
     (failures win: exit 2 only when no check failed; the input errors are listed in the report's inputErrors)
  3  incomplete: the run's time budget (--time-budget, else the profile's) or SIGINT/SIGTERM cut it short and no check
     failed in what ran (a failure still exits 1); the reports hold what ran and name the checks not run.
     A second SIGINT/SIGTERM exits at once (130/143) without reports`;

/** Flags of every command that reads the config and the RED catalog. */
const catalogFlags = (command: Command): Command =>
  command
    .option('--config <file>', 'config file (default: a34.config.ts if present, else the reference)')
    .option('--red-dir <dir>', "your RED case folder, added to the built-in catalog (default: the config's redDir)")
    .option('--no-builtin-red', 'leave out the built-in RED catalog (only your own cases run)');

/** Flags of every command that loads an adapter. */
const adapterFlags = (command: Command): Command =>
  catalogFlags(command)
    .option('--adapter <module>', 'adapter module exporting `adapter` (overrides the config)')
    .option(
      '--case-timeout <ms>',
      'per-request timeout before a request counts as never settling (default 10000)',
      integer('--case-timeout'),
    );

const profile = () => new Option('--profile <name>', 'run budget').choices(PROFILE_NAMES);

/** Flags of every command that runs checks on a budget: profile, seed, cases per check and a filter. */
const budgetFlags = (command: Command, help: { readonly cases: string; readonly grep: string }): Command =>
  command
    .addOption(profile())
    .option('--seed <n>', 'fast-check seed (default: random, printed)', integer('--seed'))
    .option('--num-runs <n>', help.cases, integer('--num-runs'))
    .option('--grep <regex>', help.grep);

function program(io: CliIo, setExit: (code: ExitCode) => void): Command {
  const root = new Command('a34-verify')
    .description('Property-based verification of an A34 tool surface implementation')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .version(PACKAGE_VERSION, '-v, --version', 'print the version')
    // `-V` (commander's default) kept as an unlisted alias: scripts written for it go on working.
    .addOption(new Option('-V').hideHelp())
    .on('option:V', () => {
      io.out(PACKAGE_VERSION);
      throw new CommanderError(0, 'commander.version', PACKAGE_VERSION);
    })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', EXIT_TABLE);
  root
    .command('init')
    .description('scaffold a34.config.ts, an adapter skeleton, your RED folder and a GitHub Actions workflow')
    .addOption(
      new Option('--framework <name>', `instead: write ${TARGET_FILE}, your agent as a target of check`).choices(
        FRAMEWORK_IDS,
      ),
    )
    .action(async (options: { framework?: string }) => setExit(await initCommand(io, options)));
  budgetFlags(
    adapterFlags(
      root.command('run').description('run every property (saved counterexamples first) and RED case against a system'),
    ),
    { cases: "cases per property (default: the profile's)", grep: 'only properties and RED cases whose id matches' },
  )
    .option('--reports <dir>', 'report folder (default: reports/)')
    .option('--shard <i/n>', 'run shard i of n (needs --seed); merge the reports with `merge`')
    .option('--corpus <dir>', 'counterexample corpus folder (default: corpus/)')
    .option('--no-corpus', 'neither replay nor save counterexamples')
    .option('--bail [n]', 'stop after n failed checks (default 1); the rest are listed as not run', integer('--bail'))
    .option('--workers <n>', 'check workers running checks in parallel (default: one per core)', integer('--workers'))
    .option(
      '--time-budget <ms>',
      "the whole run's budget (default: the profile's); past it the run stops and reports what it found, exit 3",
      integer('--time-budget'),
    )
    .option(
      '--coverage-floor <n>',
      "minimum per mutation kind x stage and outcome (default: the profile's)",
      integer('--coverage-floor'),
    )
    .action(async (options) => setExit(await runCommand(options, io)));
  adapterFlags(
    root.command('replay').description('replay one failure: --property --seed --path, or --file <counterexample.json>'),
  )
    .option('--property <id>', 'property id')
    .option('--seed <n>', 'seed printed with the failure', integer('--seed'))
    .option('--path <path>', 'path printed with the failure')
    .option('--file <file>', 'a saved counterexample (corpus entry)')
    .action(async (options) => setExit(await replayCommand(options, io)));
  const red = root.command('red').description('RED case catalog');
  adapterFlags(
    red
      .command('add')
      .description(
        'turn a saved counterexample into a RED case file that fails on the adapter it came from (--adapter, else the fault it names, else the config)',
      )
      .argument('<counterexample>', 'corpus entry (JSON)'),
  )
    .option('--id <id>', 'RED case id (default: from the property and the file name)')
    .action(async (file: string, options) => setExit(await redAddCommand(file, options, io)));
  budgetFlags(
    catalogFlags(root.command('kill-matrix').description('run every fault of the catalog against every check')),
    { cases: "cases per cell (default: the profile's killRuns)", grep: 'only checks whose id matches' },
  )
    .option('--faults <regex>', 'only faults whose id matches')
    .option('--workers <n>', 'check workers running cells in parallel (default: one per core)', integer('--workers'))
    .option('--reports <dir>', 'report folder (default: reports/)')
    .action(async (options) => setExit(await killMatrixCommand(options, io)));
  root
    .command('campaign')
    .description('fault schedules with lies and concurrency against one adapter; the judge counts what it finds')
    .addOption(profile())
    .option('--seed <n>', 'seed (default: random, printed with the replay command)', integer('--seed'))
    .option('--schedules <n>', "fault schedules to run (default: the profile's)", integer('--schedules'))
    .option('--adapter <name|module>', 'reference, a fault id, or an adapter module (default: reference)')
    .option('--out <dir>', 'report folder (default: reports/)')
    .action(async (options) => setExit(await campaignCommand(options, io)));
  root
    .command('harvest')
    .description('record the tool lists of MCP servers as fixtures (needs the optional @modelcontextprotocol/sdk)')
    .option('--server <name...>', 'pinned servers to harvest (default: all of them unless --command is given)')
    .option('--command <line>', 'an ad-hoc stdio server to start, e.g. "npx -y my-mcp-server --stdio"')
    .option('--name <label>', 'fixture label for --command')
    .option('--out <dir>', 'fixture folder (default: fixtures/mcp/)')
    .option('--timeout <ms>', 'per-server time limit (default 20000)', integer('--timeout'))
    .action(async (options) => setExit(await harvestCommand(options, io)));
  root
    .command('check')
    .description('your own agent (a defineTarget module) against the wire properties: canned replies, no network')
    .option('--target <file>', `the target module (default: ${TARGET_FILE}, written by init --framework)`)
    .addOption(new Option('--profile <name>', 'ci or pr (default: ci)').choices(['ci', 'pr']))
    .option('--seed <n>', "seed (default: the profile's)", integer('--seed'))
    .option('--property <id>', 'only this property')
    .addOption(new Option('--via <how>', 'only hand-built tools or only MCP cases').choices(['tools', 'mcp']))
    .option('--path <path>', 'replay one finding: the path printed with it (with --property and --seed)')
    .option('--ignore <codes>', 'replay: the finding codes its round ignored (printed with it)')
    .option('--reports <dir>', 'report folder (default: reports/a34-check)')
    .option(
      '--time-budget <ms>',
      'start no check after this long (default 30 min, pr 120 min); the rest are listed as not run (exit 3 if nothing was found)',
      integer('--time-budget'),
    )
    .action(async (options) => setExit(await checkCommand(options, io)));
  root
    .command('frameworks')
    .description('real agent frameworks (frameworks/, in a clone) against the wire properties, per lane')
    .option('--lane <lane>', 'node20, node22 or all (default: all)')
    .option('--profile <name>', 'ci or pr (default: ci)')
    .option('--seed <n>', "seed (default: the profile's)", integer('--seed'))
    .option('--target <id>', 'only targets whose id contains this')
    .option('--property <id>', 'only this property')
    .option('--reports <dir>', 'report folder (default: reports/frameworks)')
    .option('--record-expected', 'write an expected-finding file for each new finding (then review them)')
    .action(async (options) => setExit(await frameworksCommand(options, io)));
  catalogFlags(root.command('list').description('list properties, RED cases and faults')).action(async (options) =>
    setExit(await listCommand(options, io)),
  );
  root
    .command('merge')
    .description('merge shard reports into one summary')
    .argument('<reports...>', 'summary.json of each shard')
    .option('--out <dir>', 'report folder (default: reports/)')
    .action(async (files: string[], options) => setExit(await mergeCommand(files, options, io)));
  return root;
}

/** Runs the CLI in-process: parses `argv` (without node and script), writes through `io`, returns the exit code. */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<ExitCode> {
  let exit: ExitCode = EXIT.ok;
  try {
    await program(io, (code) => (exit = code)).parseAsync([...argv], { from: 'user' });
    return exit;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.input;
    // The implementation failed before any check could run (it exited or crashed at import): a failure, not bad input.
    if (error instanceof BoundaryFailure) {
      io.err(`a34-verify: ${error.message}`);
      return EXIT.failed;
    }
    if (error instanceof InputError) error.issues.forEach((i) => io.err(`input error: ${formatIssue(i)}`));
    else if (error instanceof UsageError) io.err(`usage error: ${error.message}`);
    else
      io.err(
        `a34-verify: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    return EXIT.input;
  }
}

// Not awaited: bundled, this module sits in a chunk the API shares, and a top-level await there would stop
// CommonJS code from requiring a34-verify (Node's require of an ES module refuses one).
void runAsScript(import.meta.url, main);
