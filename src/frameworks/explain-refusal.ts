import { finding, type Finding } from './finding.js';
import { judged, outcomeOf } from './judged-call.js';
import type { Case } from './properties.js';
import type { CallOutcome } from './run-case.js';
import type { FrameworkTarget, SessionOptions } from './target.js';

const never = (): boolean => false;

/**
 * A guard refusal is a pass when the framework really changed the list: the unguarded target, on the same case,
 * shows a finding outside the guard's declared profiles. Otherwise it is a false refusal; a refusal the
 * framework swallowed (the call returned as if answered) is a finding too.
 */
export async function explainRefusal(
  target: FrameworkTarget,
  c: Case,
  refused: Extract<CallOutcome, { kind: 'refused' }>,
  loud: (message: string) => boolean = never,
  /** How the refused call was made (streaming): the unguarded framework is called the same way. */
  options: SessionOptions = {},
): Promise<Finding[]> {
  return refusalFindings(
    c,
    refused,
    async (base) => {
      const { outcome, names } = await outcomeOf(base, c, options);
      return judged(target, c, outcome, names, loud);
    },
    target.guarded?.base,
  );
}

/**
 * The findings of one refusal, given how the same case fares on the unguarded framework (`baseFindings`, the
 * property's own check there): none when it changes the list too, else a false refusal.
 */
export async function refusalFindings(
  c: Case,
  refused: Pick<Extract<CallOutcome, { kind: 'refused' }>, 'refusal' | 'loud'>,
  baseFindings: (base: FrameworkTarget) => Promise<readonly Finding[]>,
  base: FrameworkTarget | undefined,
): Promise<Finding[]> {
  const r = refused.refusal;
  const at = {
    toolIndex: Math.max(
      0,
      c.tools.findIndex((t) => t.name === r.tool),
    ),
    tool: r.tool,
    path: r.path,
  };
  const swallowed = refused.loud
    ? []
    : [
        finding({
          ...at,
          field: 'request',
          change: 'missing',
          keyword: 'swallowed-refusal',
          expected: '<absent>',
          actual: '<absent>',
          reason: "the framework caught the guard's refusal and returned as if the model had answered",
        }),
      ];
  if (base === undefined) return swallowed;
  if ((await baseFindings(base)).length > 0) return swallowed;
  return [
    ...swallowed,
    finding({
      ...at,
      field: 'request',
      change: 'errored',
      keyword: 'false-refusal',
      expected: r.expected,
      actual: r.actual,
      reason: `the guard refused at its ${r.report.stage} check, but the unguarded framework sends this list as declared: ${r.reason}`,
    }),
  ];
}
