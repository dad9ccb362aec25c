import type { ToolDescriptor } from '../reference/model/index.js';
import { caseTool, toolList } from './arbitraries.js';
import type { Finding } from './finding.js';
import { judgeWire } from './judge.js';
import { refusalFindings } from './explain-refusal.js';
import { callLoop, missingStep, whyMissing } from './loop-call.js';
import type { Case, FrameworkProperty } from './properties.js';
import { withSession } from './run-case.js';
import type { FrameworkTarget, StepNarrowing } from './target.js';

/** Step `n`'s expected list: the admitted tools the declaration names, in the admitted order. A bad declaration throws. */
export function narrowedList(
  target: string,
  admitted: readonly ToolDescriptor[],
  narrowing: StepNarrowing,
  n: number,
): ToolDescriptor[] {
  const declared = narrowing(admitted.map((t) => t.name));
  const stray = declared.find((name) => !admitted.some((t) => t.name === name));
  if (declared.length === 0 || stray !== undefined)
    throw new Error(
      `${target}: narrowing of step ${n} must name a non-empty subset of the admitted tools${stray === undefined ? '' : `, not ${JSON.stringify(stray)}`}`,
    );
  return admitted.filter((t) => declared.includes(t.name));
}

const key = (f: Finding): string => `${f.code}\u0000${f.tool}`;

/** Judges each step against its narrowed list; step 1's own rewrites are wire-fidelity's, so later steps report only what is new. */
export function judgeSteps(
  t: FrameworkTarget,
  admitted: readonly ToolDescriptor[],
  steps: readonly Parameters<typeof judgeWire>[0]['entries'][],
  names?: Record<string, string>,
  /** Every step's findings, step 1's own rewrites included: what a guard's refusal is explained by. */
  whole = false,
): Finding[] {
  const narrowing = t.narrowing ?? [];
  const judged = steps.map((entries, i) =>
    judgeWire(
      {
        provider: t.provider,
        expected: narrowedList(t.id, admitted, narrowing[i] ?? ((all) => all), i + 1),
        entries,
        ...(names === undefined ? {} : { names }),
      },
      t.guarded?.profiles ?? t.profiles,
    ),
  );
  const first = new Set((judged[0] ?? []).map(key));
  return judged.flatMap((findings, i) =>
    findings
      .filter((f) => whole || (i === 0 ? f.field === 'tool' : !first.has(key(f))))
      .map((f) => ({ ...f, reason: `step ${i + 1}: ${f.reason}` })),
  );
}

// Hand-built or MCP tools alike: an MCP target loops here only when it declares a narrowing (Agents SDK `toolFilter`).
const loops = (t: FrameworkTarget): boolean =>
  t.narrowing !== undefined && t.narrowing.length >= 2 && (t.maxSteps ?? 1) >= t.narrowing.length;

/**
 * The loop check, plain or through the framework's streaming API (then every step must ask for a stream). On a
 * guarded target the guard is narrowed step by step as declared; a refusal passes only where the unguarded
 * framework's loop fails this check on the same case.
 */
function loopProperty(stream: boolean): Pick<FrameworkProperty, 'arbitrary' | 'check'> {
  const check = async (t: FrameworkTarget, c: Case, whole = false): Promise<Finding[]> => {
    const steps = t.narrowing?.length ?? 1;
    const outcome = await withSession(t, c.tools, { steps, ...(stream ? { stream } : {}) }, (s) =>
      callLoop(t, s, steps),
    );
    if ('openFailed' in outcome) return [missingStep(1, `building the tools threw: ${outcome.openFailed}`)];
    if (outcome.refusal !== undefined)
      return refusalFindings(
        c,
        { refusal: outcome.refusal, loud: outcome.error !== undefined },
        (base) => check(base, c, true),
        t.guarded?.base,
      );
    const findings = judgeSteps(t, c.tools, outcome.steps.slice(0, steps), outcome.names, whole);
    const short =
      outcome.steps.length < steps
        ? [missingStep(outcome.steps.length + 1, whyMissing(outcome, outcome.steps.length + 1))]
        : [];
    const plain = stream
      ? outcome.streamed
          .slice(0, steps)
          .flatMap((streamed, i) =>
            streamed ? [] : [missingStep(i + 1, `step ${i + 1} sent a plain request: no stream was asked for`)],
          )
      : [];
    return [...findings, ...short, ...plain];
  };
  return {
    arbitrary: (t) => toolList(caseTool(t), 4).map((tools) => ({ tools, pageSize: undefined })),
    check: (t, c) => check(t, c),
  };
}

/**
 * An agent loop whose target declares its per-step narrowing (AI SDK `activeTools` / `prepareStep`): each step
 * must carry the admitted list narrowed that way, a subset in the admitted order, never a rewrite or a reorder.
 */
export const loopNarrowingProperty: FrameworkProperty = {
  id: 'loop-narrowing',
  title:
    'each step of an agent loop carries the admitted list narrowed as declared: a subset in order, never a rewrite',
  kills: 'a framework that narrows a step by rewriting or reordering the list, or ignores the declared narrowing',
  appliesTo: loops,
  ...loopProperty(false),
};

/** The same loop through the framework's streaming API, each reply but the last a streamed tool call. */
export const streamingLoopProperty: FrameworkProperty = {
  id: 'streaming-loop',
  title: "a streaming agent loop's steps carry the list narrowed as declared, each step a streaming request",
  kills:
    "a framework whose streaming loop rebuilds a later step's list differently from the plain loop, or stops streaming",
  appliesTo: (t) => loops(t) && t.streams === true,
  ...loopProperty(true),
};
