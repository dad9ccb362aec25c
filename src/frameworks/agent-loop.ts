import { caseTool, toolList } from './arbitraries.js';
import { judgeWire } from './judge.js';
import { callLoop, missingStep, whyMissing } from './loop-call.js';
import type { FrameworkProperty } from './properties.js';
import { withSession } from './run-case.js';

/**
 * The second step of an agent loop: the canned reply to the first request calls the first tool, the
 * framework runs it and asks again; that second request must carry the same list, judged like the first.
 * Opt-in (`loop: true`): the user's call must allow two steps.
 */
export const agentLoopProperty: FrameworkProperty = {
  id: 'agent-loop',
  title: "after a tool call, the loop's second request carries the same tools, whole",
  kills: 'a framework that rebuilds, narrows or rewrites the tool list between the steps of one turn',
  appliesTo: (t) => t.via === 'tools',
  arbitrary: (t) => toolList(caseTool(t), 3).map((tools) => ({ tools, pageSize: undefined })),
  async check(t, c) {
    const outcome = await withSession(t, c.tools, { steps: 2 }, (session) => callLoop(t, session, 2));
    if ('openFailed' in outcome) return [missingStep(2, `building the tools threw: ${outcome.openFailed}`)];
    const second = outcome.steps[1];
    if (second === undefined) return [missingStep(2, `${whyMissing(outcome, 2)}; does your call allow two steps?`)];
    const names = outcome.names;
    return judgeWire(
      { provider: t.provider, expected: c.tools, entries: second, ...(names === undefined ? {} : { names }) },
      t.profiles,
    ).map((f) => ({ ...f, reason: `step 2: ${f.reason}` }));
  },
};
