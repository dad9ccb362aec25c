import type { FindingCode } from '../../harness/lies/index.js';
import type { CampaignExample, CampaignFigures, MustBeZero } from './figures.js';
import type { RequestResult } from './run-schedule.js';

/** Findings that mean the outcome or what reached the provider is not what the oracle says. */
const DISAGREEMENTS: ReadonlySet<FindingCode> = new Set([
  'wrong-outcome',
  'untyped-rejection',
  'path-off-lie',
  'other-than-checked',
  'facts-changed',
]);

/** Which must-be-zero figures one request moves, each with a one-line reason. */
export function breaches(result: RequestResult): [MustBeZero, string][] {
  const { run, findings, events } = result;
  const failures = events.filter((e) => e.type === 'failure');
  const dispatched = events.some((e) => e.type === 'dispatched');
  const rejected = failures.some((e) => e.type === 'failure' && e.phase === 'pre_dispatch_rejected');
  const found = (codes: (code: FindingCode) => boolean) => findings.find((f) => codes(f.code))?.message;
  const out: [MustBeZero, string | undefined][] = [
    [
      'leakedReservations',
      !dispatched && failures.length === 0 ? 'reserved, but neither dispatched nor settled' : undefined,
    ],
    ['doubleSettlements', failures.length > 1 ? `${failures.length} failure callbacks for one request` : undefined],
    [
      'dispatchesAfterRejection',
      (rejected && dispatched) || findings.some((f) => f.code === 'dispatched-after-rejection')
        ? 'dispatched although rejected'
        : undefined,
    ],
    ['acceptedLies', found((c) => c === 'accepted-lie')],
    ['oracleDisagreements', found((c) => DISAGREEMENTS.has(c))],
    ['uncaughtThrows', run.status === 'threw' ? `threw: ${String(run.error).slice(0, 160)}` : undefined],
    ['hung', run.status === 'hung' ? 'did not settle within the hang bound' : found((c) => c === 'looping-trap-ran')],
  ];
  return out.filter((entry): entry is [MustBeZero, string] => entry[1] !== undefined);
}

/** Adds one schedule's requests to the figures; keeps the first `maxExamples` breaches for the report. */
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
    for (const [figure, message] of breaches(result)) {
      figures[figure]++;
      if (examples.length < maxExamples)
        examples.push({
          schedule,
          request,
          requestId: result.scenario.identity.requestId,
          figure,
          message,
          lie: result.scenario.lie ?? null,
        });
    }
  });
}
