import { admit } from '../reference/surface/admission.js';
import { hideSearchOnDiagnostics } from './_internals/diagnostic-payload.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/**
 * §8.7, third seam: owner revalidation. Its narrowing reads `admit` of the revised facts, and no other part sees
 * them, so `admit` is swapped: it consults diagnostics only once a Gateway fact is present, as refreshed facts are.
 */
export const diagnosticRevalidation = defineFault({
  id: 'diagnostic-revalidation',
  title: 'a diagnostic payload hides web search when owners revalidate',
  bug: 'the Gateway refresh path "completes" availability from tool results whenever the Gateway reported anything',
  origin: 'historic',
  historic: 7,
  parts: swapOne(
    'admit',
    () => (facts) => (facts.gatewayFacts.length > 0 ? hideSearchOnDiagnostics(facts, admit(facts)) : admit(facts)),
  ),
});
