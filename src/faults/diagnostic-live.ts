import { admit } from '../reference/surface/admission.js';
import { hideSearchOnDiagnostics } from './_internals/diagnostic-payload.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** §8.7, live seam: admission reads diagnostics as if they were Gateway facts. */
export const diagnosticLive = defineFault({
  id: 'diagnostic-live',
  title: 'a diagnostic payload hides web search at live admission',
  bug: 'live admission re-derives availability from tool results (disabledTools, searchBudgetExhausted)',
  origin: 'historic',
  historic: 7,
  parts: swapOne('admit', () => (facts) => hideSearchOnDiagnostics(facts, admit(facts))),
});
