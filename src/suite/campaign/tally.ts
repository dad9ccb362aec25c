import { countFindings } from '../../harness/judge/index.js';
import type { CampaignExample, CampaignFigures } from './figures.js';
import type { RequestResult } from './run-schedule.js';

/** Adds one schedule's requests to the figures; keeps the first `maxExamples` findings for the report. */
export function tally(
  figures: CampaignFigures,
  examples: CampaignExample[],
  results: readonly RequestResult[],
  schedule: number,
  maxExamples = 20,
): void {
  figures.schedules++;
  if (results.length > 1) figures.concurrentBatches++;
  results.forEach((result, request) => {
    figures.requests++;
    if (result.scenario.lie !== undefined) figures.liesInstalled++;
    if (result.run.status === 'settled') {
      const { outcome } = result.run.value;
      if (outcome.outcome === 'rejected') figures.rejections[outcome.reason.stage]++;
      else if (outcome.outcome === 'provider_failed') figures.providerFailures++;
      else figures.dispatched++;
    }
    countFindings(result.findings, figures.findings);
    for (const finding of result.findings)
      if (examples.length < maxExamples)
        examples.push({
          schedule,
          request,
          requestId: result.scenario.identity.requestId,
          finding,
          lie: result.scenario.lie ?? null,
        });
  });
}
