import type { JsonValue } from '../reference/model/index.js';
import { firstJsonDifference } from '../reference/parity/compare.js';
import { SUMMARY_PATH, type SummaryCheck } from '../reference/parity/summary-parity.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { jsonText } from './_internals/json-text.js';

/** The summary as a JSON round trip sees it: getters and toJSON run, symbols and hidden keys vanish, NaN turns null. */
function jsonLines(summary: unknown): JsonValue | undefined {
  const text = jsonText(summary ?? []);
  return text === undefined ? undefined : (JSON.parse(text) as JsonValue);
}

/** A careless summary check: read through JSON, so a lying summary that serializes honestly passes and its copy goes out. */
export const summaryReadAsJson = defineFault({
  id: 'summary-read-as-json',
  title: 'the Entry summary is read through a JSON round trip',
  bug: '`JSON.parse(JSON.stringify(request.entrySummary))` is compared and sent: a toJSON, a getter or a hidden key on the summary passes',
  origin: 'careless',
  parts: swapOne('summaryParity', () => (context): SummaryCheck => {
    const lines = jsonLines(context.request.entrySummary);
    const found =
      lines === undefined
        ? { path: SUMMARY_PATH, expected: '<absent>' as const, actual: '<absent>' as const, reason: 'not JSON' }
        : firstJsonDifference(context.expected as JsonValue[], lines, SUMMARY_PATH);
    if (found === undefined) return { verdict: { equal: true }, snapshot: lines as string[] };
    return {
      verdict: { equal: false, difference: { toolIndex: -1, field: 'entrySummary', ...found } },
      snapshot: undefined,
    };
  }),
});
