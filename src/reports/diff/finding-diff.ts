import type { FindingReport } from '../finding-schema.js';
import type { SurfaceChange, SurfaceDiff } from './changes.js';
import { changeSentence } from './describe-change.js';
import { diffSurfaces } from './diff-surfaces.js';

type Difference = NonNullable<FindingReport['difference']>;

/** `$[2].inputSchema.q` → `inputSchema.q`: the path inside the tool, as the diff's words spell it. */
const inTool = (path: string): string => path.replace(/^\$(\[-?\d+\])?\.?/, '') || '(the whole tool)';

/** One change from a first parity difference, when the finding recorded no whole tool lists. */
function fromDifference(d: Difference): SurfaceChange {
  if (d.field === 'surface') return { kind: 'unreadable', side: 'actual' };
  const tool = d.field === 'entrySummary' ? '(entry summary)' : `#${d.toolIndex}`;
  if (d.field === 'tool' && d.actual === '<absent>')
    return { kind: 'removed', tool: nameIn(d.expected) ?? tool, index: d.toolIndex };
  if (d.field === 'tool' && d.expected === '<absent>')
    return { kind: 'added', tool: nameIn(d.actual) ?? tool, index: d.toolIndex };
  const actual = d.actual === '<unreadable>' ? '<absent>' : d.actual;
  return { kind: 'field', tool, index: d.toolIndex, path: inTool(d.path), expected: d.expected, actual };
}

const nameIn = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' && 'name' in v && typeof v.name === 'string' ? v.name : undefined;

/** The semantic diff a finding supports: of its two tool lists, else of its first difference alone. */
export function diffOfFinding(finding: FindingReport | undefined): SurfaceDiff | undefined {
  if (finding?.surfaces !== undefined) return diffSurfaces(finding.surfaces.expected, finding.surfaces.actual);
  if (finding?.difference === undefined) return undefined;
  return { changes: [fromDifference(finding.difference)], rows: [], expectedCount: undefined, actualCount: undefined };
}

/** The diff as report data: each change's kind and its sentence. */
export const changesReport = (
  diff: SurfaceDiff | undefined,
): { kind: SurfaceChange['kind']; text: string }[] | undefined =>
  diff?.changes.map((c) => ({ kind: c.kind, text: changeSentence(c) }));
