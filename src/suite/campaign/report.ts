import { mkdir } from 'node:fs/promises';
import { writeFileAtomic } from '../../reports/atomic-write.js';
import { join } from 'node:path';
import type { CampaignReport } from './campaign.js';
import { FINDING_CODES } from '../../harness/judge/index.js';
import { REJECTION_STAGES } from '../../reference/model/index.js';

/** Writes `campaign.json` into `dir` through a temporary sibling and a rename: readers never see half a report. */
export async function writeCampaignReport(
  report: CampaignReport & { readonly profile: string; readonly replay: string },
  dir: string,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'campaign.json');
  await writeFileAtomic(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

const row = (label: string, value: number, mark = ''): string =>
  `${label.padEnd(28)}${String(value).padStart(9)}  ${mark}`;

/** A small table of the figures; must-be-zero rows say OK or FAIL. */
export function renderCampaignTable(report: CampaignReport): string {
  const f = report.figures;
  const lines = [
    `A34 fault-injection campaign: ${report.adapter}, seed ${report.seed}, ${(report.wallMs / 1000).toFixed(1)} s`,
    row('fault schedules', f.schedules),
    row('  concurrent batches (2-6)', f.concurrentBatches),
    row('requests', f.requests),
    row('  with a lie', f.liesInstalled),
    row('dispatched', f.dispatched),
    row('provider failures', f.providerFailures),
    ...REJECTION_STAGES.map((stage) => row(`rejected: ${stage}`, f.rejections[stage])),
    ...FINDING_CODES.map((code) =>
      row(`findings: ${code}`, f.findings[code], f.findings[code] === 0 ? 'OK (must be 0)' : 'FAIL (must be 0)'),
    ),
  ];
  return lines.join('\n');
}
