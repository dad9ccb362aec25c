import { parseArgs } from 'node:util';
import { resolveCampaignAdapter } from './adapters.js';
import { runCampaign } from './campaign.js';
import { CAMPAIGN_PROFILE_NAMES, CAMPAIGN_PROFILES, type CampaignProfileName } from './profiles.js';
import { renderCampaignTable, writeCampaignReport } from './report.js';

const USAGE =
  'usage: tsx src/suite/campaign/main.ts --profile pr|nightly [--seed N] [--out reports/] [--adapter reference|<fault-id>|<module.ts>] [--schedules N]';

/** Exit codes: 0 the judge found nothing, 1 it found something, 2 misuse or an adapter that cannot be loaded. */
async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      profile: { type: 'string', default: 'pr' },
      seed: { type: 'string' },
      out: { type: 'string', default: 'reports' },
      adapter: { type: 'string', default: 'reference' },
      schedules: { type: 'string' },
    },
    strict: true,
  });
  if (!(CAMPAIGN_PROFILE_NAMES as readonly string[]).includes(values.profile))
    throw new Error(`--profile must be one of ${CAMPAIGN_PROFILE_NAMES.join(', ')}`);
  const profile = CAMPAIGN_PROFILES[values.profile as CampaignProfileName];
  // Like fast-check: a fresh seed unless one is given, always printed so the run replays.
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  const schedules = values.schedules === undefined ? profile.schedules : Number(values.schedules);
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(schedules) || schedules < 1)
    throw new Error('--seed and --schedules must be integers (schedules at least 1)');
  const adapter = await resolveCampaignAdapter(values.adapter);
  const replay = `tsx src/suite/campaign/main.ts --profile ${profile.name} --seed ${seed} --adapter ${values.adapter}${values.schedules === undefined ? '' : ` --schedules ${schedules}`}`;
  const progress = (done: number, total: number) =>
    done % 1_000 === 0 && done < total ? process.stderr.write(`  ${done}/${total} schedules\n`) : true;
  const report = await runCampaign({ adapter, seed, schedules, pool: profile.pool, onProgress: progress });
  const file = await writeCampaignReport({ profile: profile.name, replay, ...report }, values.out);
  process.stdout.write(`${renderCampaignTable(report)}\nreport: ${file}\nreplay: ${replay}\n`);
  for (const e of report.examples.slice(0, 5))
    process.stdout.write(
      `  ${e.finding.code}: schedule ${e.schedule} request ${e.request} (${e.lie ? `${e.lie.kind} lie at ${e.lie.stage}` : 'no lie'}): ${e.finding.message}\n`,
    );
  return report.passed ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`campaign: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exitCode = 2;
  },
);
