import type { AdmissionFacts, Diagnostic, GatewayFact } from '../../reference/model/index.js';
import type { AdmissionDecision } from '../../reference/surface/admission.js';

/** The tool the seed's diagnostic incidents hid. */
export const WEB_SEARCH = 'market__web_search';

type Payload = { readonly [key: string]: unknown };

const payloadOf = (d: Diagnostic): Payload | undefined =>
  d.payload !== null && typeof d.payload === 'object' && !Array.isArray(d.payload) ? d.payload : undefined;

/** The old string checks: a payload that looks like an exhausted budget or a disabled web search. */
const looksExhausted = (p: Payload): boolean =>
  p['searchBudgetExhausted'] === true || (Array.isArray(p['disabledTools']) && p['disabledTools'].length > 0);

/** Payloads of the diagnostics that a careless reader takes for a budget fact. */
export const exhaustedPayloads = (diagnostics: readonly Diagnostic[]): Payload[] =>
  diagnostics.flatMap((d) => {
    const p = payloadOf(d);
    return p !== undefined && looksExhausted(p) ? [p] : [];
  });

/** Marks web search unavailable when any diagnostic looks like a budget fact. */
export const hideSearchOnDiagnostics = (facts: AdmissionFacts, decisions: AdmissionDecision[]): AdmissionDecision[] =>
  exhaustedPayloads(facts.diagnostics).length === 0
    ? decisions
    : decisions.map((d) =>
        (d.descriptor.name === WEB_SEARCH || d.capability === 'web.search') && d.refusedBy === undefined
          ? { ...d, refusedBy: 'availability' as const }
          : d,
      );

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Binds a derived fact to identity fields the payload happens to carry, else to a receipt's. */
export function derivedBudgetFact(p: Payload, fallback: GatewayFact | undefined): GatewayFact | undefined {
  const runId = str(p['runId']) ?? fallback?.runId;
  const scopeId = str(p['scopeId']) ?? fallback?.scopeId;
  const connectionId = str(p['connectionId']) ?? fallback?.connectionId;
  return runId && scopeId && connectionId
    ? { kind: 'search_budget_exhausted', runId, scopeId, connectionId }
    : undefined;
}
