import { resolve } from 'node:path';
import { PROFILES, type ProfileName } from '../harness/profiles.js';
import { freshSeed } from '../harness/seed.js';
import { commandLine } from '../reports/replay-command.js';
import { runCampaign } from '../suite/campaign/campaign.js';
import { InputError } from '../suite/corpus/input-issue.js';
import { renderCampaignTable, writeCampaignReport } from '../suite/campaign/report.js';
import { resolveCampaignAdapter } from './campaign-adapter.js';
import { shown } from './context.js';
import { EXIT, UsageError, type CliIo, type ExitCode } from './io.js';

/** Flags of `a34-verify campaign`. */
export interface CampaignOptions {
  readonly profile?: ProfileName;
  readonly seed?: number;
  readonly out?: string;
  readonly adapter?: string;
  readonly schedules?: number;
}

/** `campaign`: fault schedules with lies and concurrency against one adapter; exit 0 when the judge found nothing. */
export async function campaignCommand(options: CampaignOptions, io: CliIo): Promise<ExitCode> {
  const profile = PROFILES[options.profile ?? 'pr'];
  const seed = options.seed ?? freshSeed();
  const schedules = options.schedules ?? profile.campaignSchedules;
  if (schedules < 1) throw new UsageError('--schedules must be at least 1');
  const spec = options.adapter ?? 'reference';
  let adapter: Awaited<ReturnType<typeof resolveCampaignAdapter>>;
  try {
    adapter = await resolveCampaignAdapter(spec, io);
  } catch (error) {
    // A bad module is bad input (exit 2 with its file); an unknown name is a usage error naming the known ones.
    if (error instanceof InputError || !(error instanceof Error)) throw error;
    throw new UsageError(error.message);
  }
  const replay = commandLine([
    'campaign',
    '--profile',
    profile.name,
    '--seed',
    String(seed),
    '--adapter',
    spec,
    ...(options.schedules === undefined ? [] : ['--schedules', String(schedules)]),
  ]);
  const progress = (done: number, total: number): void => {
    if (done % 1_000 === 0 && done < total) io.err(`  ${done}/${total} schedules`);
  };
  const report = await runCampaign({
    adapter,
    seed,
    schedules,
    pool: profile.campaignPool,
    onProgress: progress,
  }).finally(() => adapter.close());
  const file = await writeCampaignReport(
    { profile: profile.name, replay, ...report },
    resolve(io.cwd, options.out ?? 'reports'),
  );
  io.out(`${renderCampaignTable(report)}\nreport: ${shown(io, file)}\nreplay: ${replay}`);
  for (const e of report.examples.slice(0, 5))
    io.out(
      `  ${e.finding.code}: schedule ${e.schedule} request ${e.request} (${e.lie ? `${e.lie.kind} lie at ${e.lie.stage}` : 'no lie'}): ${e.finding.message}`,
    );
  return report.passed ? EXIT.ok : EXIT.failed;
}
