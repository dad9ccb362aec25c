import fc from 'fast-check';
import type { WireEntry } from '../guard/wire/read-body.js';
import { listedTool, toolList } from './arbitraries.js';
import { finding, type Finding } from './finding.js';
import type { ToolDescriptor } from '../reference/model/index.js';
import {
  ADDED_PROPERTY,
  type AppliedChange,
  applyChange,
  CHANGED_SUFFIX,
  LIST_CHANGE_KINDS,
  type ListChange,
} from './list-change.js';
import { callLoop, missingStep, whyMissing } from './loop-call.js';
import type { FrameworkProperty } from './properties.js';
import { withSession } from './run-case.js';
import type { FrameworkTarget } from './target.js';

const entryOf = (entries: readonly WireEntry[], names: Record<string, string> | undefined, tool: string) =>
  entries.find((e) => (names?.[e.name] ?? e.name) === tool);

const stale = (a: AppliedChange, path: string, expected: Finding['expected'], actual: Finding['actual']): Finding =>
  finding({
    field: 'tool',
    change: 'stale',
    keyword: a.kind,
    toolIndex: a.index,
    tool: a.tool.name,
    path,
    expected,
    actual,
    reason: `after list_changed the server ${VERB[a.kind]} ${a.tool.name}, but step 2 sent it as listed before`,
  });
const VERB = { describe: 'redescribed', schema: 'changed the schema of', remove: 'removed', add: 'added' } as const;

/** The stale finding of step 2, if the changed tool went out as it was before the change. */
export function staleness(
  a: AppliedChange,
  step1: WireEntry[],
  step2: WireEntry[],
  names?: Record<string, string>,
): Finding[] {
  const first = entryOf(step1, names, a.tool.name);
  const second = entryOf(step2, names, a.tool.name);
  switch (a.kind) {
    // A tool the framework did not send at step 1 is mcp-fidelity's business: nothing to compare here.
    case 'describe':
      if (first === undefined || second === undefined || (second.description ?? '').includes(CHANGED_SUFFIX.trim()))
        return [];
      return [stale(a, `$[${a.index}].description`, a.tool.description, second.description ?? '<absent>')];
    case 'schema':
      if (first === undefined || second === undefined || JSON.stringify(second.schema).includes(`"${ADDED_PROPERTY}"`))
        return [];
      return [stale(a, `$[${a.index}].inputSchema.properties.${ADDED_PROPERTY}`, { type: 'string' }, '<absent>')];
    case 'remove':
      return first !== undefined && second !== undefined ? [stale(a, `$[${a.index}]`, '<absent>', second.name)] : [];
    case 'add':
      return second === undefined ? [stale(a, `$[${a.index}]`, a.tool.name, '<absent>')] : [];
  }
}

/**
 * MCP `list_changed` during a run: after the first `tools/call` our server changes its list and announces it;
 * the loop's second request must carry the new list. Applies to MCP targets whose loop allows two steps.
 */
export const listChangedProperty: FrameworkProperty = {
  id: 'mcp-list-changed',
  title: 'after the server announces list_changed, the next request carries the new list (no stale cache)',
  kills: 'an MCP client that lists once and keeps the old list after list_changed',
  appliesTo: (t) => t.via === 'mcp' && (t.maxSteps ?? 1) >= 2 && t.guarded === undefined,
  arbitrary: (t) =>
    fc
      .tuple(toolList(listedTool(t.provider), 3), fc.nat(2))
      .map(([tools, changeAt]) => ({ tools, pageSize: undefined, changeAt })),
  // Every case runs all four changes, so one stale client shows all four at once: fewer, dearer runs suffice.
  budget: (base) => ({ ...base, numRuns: Math.min(base.numRuns, 3) }),
  async check(t, c) {
    const findings: Finding[] = [];
    for (const kind of LIST_CHANGE_KINDS)
      findings.push(...(await oneChange(t, c.tools, { kind, index: c.changeAt ?? 0 })));
    return findings;
  },
};

/** One session whose server makes `change` after the first tool call; the stale finding of its second step. */
async function oneChange(t: FrameworkTarget, tools: readonly ToolDescriptor[], change: ListChange): Promise<Finding[]> {
  const applied = applyChange(tools, change);
  const outcome = await withSession(t, tools, { steps: 2, changedTo: applied.after }, (s) => callLoop(t, s, 2));
  if ('openFailed' in outcome) return [missingStep(2, `building the tools threw: ${outcome.openFailed}`)];
  const [step1, step2] = outcome.steps;
  if (step1 === undefined || step2 === undefined) return [missingStep(2, whyMissing(outcome, 2))];
  return staleness(applied, step1, step2, outcome.names);
}
