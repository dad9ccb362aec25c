import type fc from 'fast-check';
import type { Budget } from './discover.js';
import type { JsonValue, ToolDescriptor } from '../reference/model/index.js';
import { caseTool, mcpListing, namedToolsFor, shapedTool, toolList } from './arbitraries.js';
import { finding, type Finding } from './finding.js';
import { jsonDifferences } from '../guard/wire/json-diff.js';
import { renderPath } from '../guard/wire/json-path.js';
import { judged, listFinding, outcomeOf } from './judged-call.js';
import { callOnce, withSession, type CallOutcome } from './run-case.js';
import { listChangedProperty } from './list-changed.js';
import { loopNarrowingProperty, streamingLoopProperty } from './loop-narrowing.js';
import type { FrameworkTarget, SeamName } from './target.js';
import { explainRefusal } from './explain-refusal.js';
import { streamingFidelityProperty } from './streaming-fidelity.js';

export { explainRefusal };

/** A generated case: the logical list and, for MCP targets, the page size and which tool a mid-run change concerns. */
export interface Case {
  readonly tools: ToolDescriptor[];
  readonly pageSize: number | undefined;
  readonly changeAt?: number;
}

/** A property over framework targets: which targets it applies to, what it draws, what counts as a finding. */
export interface FrameworkProperty {
  readonly id: string;
  readonly title: string;
  /** The faulty framework behaviour this property exists to catch. */
  readonly kills: string;
  appliesTo(target: FrameworkTarget): boolean;
  arbitrary(target: FrameworkTarget): fc.Arbitrary<Case>;
  check(target: FrameworkTarget, c: Case): Promise<Finding[]>;
  /** The run budget on a target, where this property's cases cost more than one call (default: the target's). */
  budget?(base: Budget): Budget;
}

const never = (): boolean => false;
/** One session, one call, judged: a throw is a finding unless `loud` accepts it. */
export const oneCall = async (
  target: FrameworkTarget,
  c: Case,
  loud: (message: string) => boolean = never,
): Promise<Finding[]> => {
  const { outcome, names } = await outcomeOf(target, c);
  if (!('openFailed' in outcome) && outcome.kind === 'refused') return explainRefusal(target, c, outcome, loud);
  return judged(target, c, outcome, names, loud);
};

const plain = (tools: fc.Arbitrary<ToolDescriptor[]>): fc.Arbitrary<Case> =>
  tools.map((t) => ({ tools: t, pageSize: undefined }));

/** A refusal that names a tool is loud and acceptable: the user learns which tool and why. */
const namesATool =
  (c: Case) =>
  (message: string): boolean =>
    c.tools.some((t) => t.name.length > 0 && message.includes(t.name));

const NAME_CODES = new Set([
  'name.merged',
  'tool.removed',
  'tool.added',
  'tool.reordered',
  'request.errored',
  'request.missing',
  'request.errored:false-refusal',
  'request.missing:swallowed-refusal',
]);

const wireFidelity: FrameworkProperty = {
  id: 'wire-fidelity',
  title: 'count, order, names, full descriptions and full schemas reach the wire',
  kills: 'a framework that rewrites a schema, drops a keyword, truncates a description or renames a tool',
  appliesTo: (t) => t.via === 'tools',
  arbitrary: (t) => plain(toolList(caseTool(t), 5)),
  check: (t, c) => oneCall(t, c),
};

const schemaShapes: FrameworkProperty = {
  id: 'schema-shapes',
  title: 'schema shapes that hide known upstream bugs reach the wire whole',
  kills:
    'a framework that drops a const, inlines or drops a recursive $ref or draft-07 definitions, or retypes an enum',
  // The shapes are outside what zod writes: a zod-built target cannot build them.
  appliesTo: (t) => t.via === 'tools' && t.schemas !== 'zod',
  arbitrary: (t) => plain(toolList(shapedTool(t.provider), 3)),
  check: (t, c) => oneCall(t, c),
};

const names: FrameworkProperty = {
  id: 'names',
  title: 'wire names are one to one: no silent drop, merge or reorder (a loud error naming the tool passes)',
  kills: 'a framework that sanitizes get-price and get_price into one name, or drops a tool whose name it dislikes',
  appliesTo: (t) => t.via === 'tools',
  arbitrary: (t) => plain(namedToolsFor(t)),
  check: async (t, c) => (await oneCall(t, c, namesATool(c))).filter((f) => NAME_CODES.has(f.code)),
};

const mcpFidelity: FrameworkProperty = {
  id: 'mcp-fidelity',
  title: "the framework's MCP client keeps every page, the order, unusual names and every schema keyword",
  kills: 'an MCP client that reads one page only, reorders by name, or adds additionalProperties: false',
  appliesTo: (t) => t.via === 'mcp',
  arbitrary: (t) => mcpListing(t.provider),
  check: (t, c) => oneCall(t, c),
};

/** What the seam properties write: a schema key (no-aliasing) and a description (seam-detected); repro scripts write the same. */
export const SEAM_KEY = 'x-a34-seam';
export const SEAM_TEXT = 'changed at a seam';

/** The seam properties run on targets with a seam, three listed tools a case; the first seam is the one edited. */
const SEAM_CASES: Pick<FrameworkProperty, 'appliesTo' | 'arbitrary'> = {
  appliesTo: (t) => (t.seams ?? []).length > 0,
  arbitrary: (t) => plain(toolList(caseTool(t), 3)),
};

const noAliasing: FrameworkProperty = {
  id: 'no-aliasing',
  title: "an in-place edit at a seam never reaches the user's objects or the next call",
  kills: "a framework that hands hooks the user's own schema object instead of a copy",
  ...SEAM_CASES,
  async check(t, c) {
    const stage = (t.seams ?? [])[0] as SeamName;
    // The target gets its own copy: the generated case must stay intact for shrinking and replay.
    const before = c.tools;
    const mine = structuredClone(c.tools);
    const outcome = await withSession(t, mine, {}, async (session) => {
      let edited = false;
      const first = await callOnce(t, session, {
        stage,
        edit: (tools) => {
          edited = true;
          for (const tool of tools) tool.schema[SEAM_KEY] = 'edited';
        },
      });
      // A call that failed before its seam ran checked nothing: that is no pass.
      if (!edited) return [listFinding('errored', `the ${stage} seam never ran (${first.kind})`)];
      const leakedIntoUser = jsonDifferences(before as unknown as JsonValue, mine as unknown as JsonValue).map((d) =>
        finding({
          field: 'inputSchema',
          change: 'leaked',
          keyword: 'user-object',
          toolIndex: Number(d.at[0] ?? 0),
          tool: String(before[Number(d.at[0] ?? 0)]?.name ?? ''),
          path: renderPath(d.at),
          expected: d.expected,
          actual: d.actual,
          reason: `a ${stage} edit changed the caller's own tool object`,
        }),
      );
      const next = await callOnce(t, session);
      const leakedIntoNext =
        next.kind === 'sent' && JSON.stringify(next.body).includes(SEAM_KEY)
          ? [
              finding({
                field: 'inputSchema',
                change: 'leaked',
                keyword: 'next-call',
                toolIndex: 0,
                tool: before[0]?.name ?? '',
                path: '$[0].inputSchema',
                expected: '<absent>',
                actual: SEAM_KEY,
                reason: `a ${stage} edit of one call reached the next call's wire`,
              }),
            ]
          : [];
      return [...leakedIntoUser.slice(0, 1), ...leakedIntoNext];
    });
    return 'openFailed' in outcome ? [listFinding('errored', outcome.openFailed)] : outcome;
  },
};

const seamDetected: FrameworkProperty = {
  id: 'seam-detected',
  title: 'a change made at a seam is detected before dispatch (the gap an A34 guard closes)',
  kills: 'a runtime with no parity check between its last hook and dispatch',
  ...SEAM_CASES,
  async check(t, c) {
    const stage = (t.seams ?? [])[0] as SeamName;
    const outcome = await withSession(t, c.tools, {}, (session) =>
      callOnce(t, session, { stage, edit: (tools) => tools[0]?.setDescription(SEAM_TEXT) }),
    );
    if (t.guarded !== undefined) return guardedSeam(t, c, stage, outcome);
    if ('openFailed' in outcome || outcome.kind !== 'sent') return [];
    const reached = outcome.entries[0]?.description === SEAM_TEXT;
    return reached ? [undetected(c, stage, `a ${stage} edit reached the wire and nothing refused it`)] : [];
  },
};

const undetected = (c: Case, stage: SeamName, reason: string, keyword: string = stage): Finding =>
  finding({
    field: 'request',
    change: 'undetected',
    keyword,
    toolIndex: 0,
    tool: c.tools[0]?.name ?? '',
    path: '$[0].description',
    expected: c.tools[0]?.description ?? '',
    actual: SEAM_TEXT,
    reason,
  });

/** Guarded: the edit must be refused before dispatch (no request reached the provider), naming tool 0 and a path in it. */
function guardedSeam(t: FrameworkTarget, c: Case, stage: SeamName, outcome: CallOutcome | { openFailed: string }) {
  if ('openFailed' in outcome) return [listFinding('errored', `building the tools threw: ${outcome.openFailed}`)];
  if (outcome.kind === 'refused') {
    const r = outcome.refusal;
    if (outcome.entries !== undefined)
      return [undetected(c, stage, `the guard refused only after a ${t.provider} request had left`, 'after-dispatch')];
    if (!outcome.loud)
      return [undetected(c, stage, "the framework swallowed the guard's refusal and returned", 'swallowed')];
    if (r.tool !== (c.tools[0]?.name ?? '') || !r.path.startsWith('$[0]'))
      return [undetected(c, stage, `the refusal names ${r.tool} at ${r.path}, not the edited tool`, 'misnamed')];
    return [];
  }
  if (outcome.kind === 'sent' && outcome.entries[0]?.description === SEAM_TEXT)
    return [undetected(c, stage, `a ${stage} edit reached the wire past the guard`)];
  if (outcome.kind === 'threw') return [listFinding('errored', `the call threw without a refusal: ${outcome.message}`)];
  return [undetected(c, stage, `the guard did not refuse a ${stage} edit (${outcome.kind})`, 'not-refused')];
}

/** Every property, in report order. */
export const FRAMEWORK_PROPERTIES: readonly FrameworkProperty[] = [
  wireFidelity,
  schemaShapes,
  names,
  mcpFidelity,
  noAliasing,
  seamDetected,
  loopNarrowingProperty,
  listChangedProperty,
  streamingFidelityProperty,
  streamingLoopProperty,
];
